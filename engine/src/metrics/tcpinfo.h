// SPDX-License-Identifier: MIT
// Per-socket TCP sender figures: tcpinfo_linux.cpp (TCP_INFO), tcpinfo_win.cpp (SIO_TCP_INFO).
#pragma once

#include "net/platform_types.h"

#include <cstdint>

namespace bw::engine::metrics {

struct TcpInfo
{
    bool valid = false;                 // false: the OS gives none ("n/a")
    std::uint64_t totalRetransmits = 0; // cumulative over the connection
    std::uint32_t rttUs = 0;
    std::uint32_t rttVarUs = 0;
    std::uint64_t cwndBytes = 0;
};

TcpInfo readTcpInfo(net::NativeSocket s);

} // namespace bw::engine::metrics
