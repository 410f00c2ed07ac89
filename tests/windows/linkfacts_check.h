// SPDX-License-Identifier: MIT
// The Windows link-facts layer's checks for platform_test.cpp (run under Wine): loopback is
// found and reported as such; Wine has no WLAN service, and Wi-Fi facts say so, never a guess;
// the WLAN structure parser reads a constructed connection as on Linux (wlanparse_test).
#pragma once

#include "benchwire/linkfacts.h"
#include "link/link.h"
#include "link/wlanparse.h"

#include <cstring>
#include <string>

namespace bw::test {

template <class Check> void checkLinkFacts(Check check)
{
    using namespace bw::engine;
    const LinkFacts lo = readLinkFacts("127.0.0.1");
    std::printf("     link facts of 127.0.0.1: %s\n", describeLink(lo).c_str());
    check(lo.valid && lo.kind == LinkType::Loopback && !lo.speedMbps, "127.0.0.1 is loopback");
    check(!readLinkFacts("192.0.2.77").valid, "no interface holds 192.0.2.77");
    const WifiFacts w = link::readWifiFacts("Wi-Fi");
    std::printf("     Wi-Fi: %s\n", describeWifi(w).c_str());
    check(!w.valid && !w.unavailable.empty(), "Wi-Fi facts absent with a reason");
    link::wlan::ConnectionAttributes c;
    c.state = link::wlan::kStateConnected;
    c.association.ssid.length = 4;
    std::memcpy(c.association.ssid.ssid, "Lab6", 4);
    c.association.phyType = link::wlan::kPhyHe;
    c.association.txRateKbps = 2'401'900;
    const WifiFacts p = link::wlan::fromConnection(c, -57, 6'115'000);
    check(p.valid && p.standard == "Wi-Fi 6E" && p.channel == 33 && p.ssid == "Lab6" &&
              p.txRateMbps == 2401.9 && p.signalDbm == -57,
          "WLAN structures parse (HE on 6 GHz: Wi-Fi 6E, channel 33)");
}

} // namespace bw::test
