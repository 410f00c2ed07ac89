// SPDX-License-Identifier: MIT
// --list-interfaces and --record-wifi: what benchwire-cli tells about this machine's interfaces.
#pragma once

#include <string>

namespace bw::cli {

// Every interface with its addresses, speed and link facts; exit code 0.
int listIfaces();
// --record-wifi: the files written, or why there are none (exit 1).
int recordWifi(const std::string& interfaceName, const std::string& directory);

} // namespace bw::cli
