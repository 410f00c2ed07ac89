// SPDX-License-Identifier: MIT
// The wired part of Linux link facts, from an interface's folder in /sys/class/net: split out of
// linkfacts_linux.cpp so that a test can hand it a folder of its own.
#pragma once

#include "benchwire/linkfacts.h"

#include <filesystem>
#include <string>

namespace bw::engine::link {

// Sets f's kind (Ethernet when `sys` has a device/ entry and the driver is not veth, else
// Virtual) and, for Ethernet, the speed and duplex the driver negotiated (`sys`/speed in
// Mbit/s, `sys`/duplex), or why there is none. A virtual link's nominal speed is no line rate
// and is never reported.
void readWiredFacts(LinkFacts& f, const std::filesystem::path& sys, const std::string& driver);

} // namespace bw::engine::link
