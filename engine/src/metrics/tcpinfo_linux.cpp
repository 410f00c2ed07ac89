// SPDX-License-Identifier: MIT
// Linux TCP_INFO.
#include "metrics/tcpinfo.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

namespace bw::engine::metrics {

TcpInfo readTcpInfo(net::NativeSocket s)
{
    TcpInfo out;
    tcp_info ti{};
    socklen_t len = sizeof ti;
    if (getsockopt(s, IPPROTO_TCP, TCP_INFO, &ti, &len) != 0) return out;
    out.valid = true;
    out.totalRetransmits = ti.tcpi_total_retrans;
    out.rttUs = ti.tcpi_rtt;
    out.rttVarUs = ti.tcpi_rttvar;
    out.cwndBytes = std::uint64_t(ti.tcpi_snd_cwnd) * ti.tcpi_snd_mss;
    return out;
}

} // namespace bw::engine::metrics
