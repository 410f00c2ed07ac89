// SPDX-License-Identifier: MIT
// TCP sender figures from SIO_TCP_INFO (Windows 10 1703 and newer). Older Windows and Wine
// refuse the ioctl; the result is then valid == false ("n/a").
#include "metrics/tcpinfo.h"

#include <cstddef>

namespace bw::engine::metrics {

namespace {

// SIO_TCP_INFO and TCP_INFO_v0 from mstcpip.h, spelled out because mingw-w64 declares them
// only when NTDDI_VERSION targets Windows 10 RS2; the ioctl simply fails on older systems.
constexpr DWORD kSioTcpInfo = _WSAIORW(IOC_VENDOR, 39);

struct TcpInfoV0
{
    int state; // TCPSTATE
    ULONG mss;
    ULONG64 connectionTimeMs;
    BOOLEAN timestampsEnabled;
    ULONG rttUs;
    ULONG minRttUs;
    ULONG bytesInFlight;
    ULONG cwnd; // bytes
    ULONG sndWnd;
    ULONG rcvWnd;
    ULONG rcvBuf;
    ULONG64 bytesOut;
    ULONG64 bytesIn;
    ULONG bytesReordered;
    ULONG bytesRetrans;
    ULONG fastRetrans;
    ULONG dupAcksIn;
    ULONG timeoutEpisodes;
    UCHAR synRetrans;
};

} // namespace

TcpInfo readTcpInfo(net::NativeSocket s)
{
    TcpInfo info;
    DWORD version = 0;
    TcpInfoV0 v0{};
    DWORD bytes = 0;
    if (::WSAIoctl(s, kSioTcpInfo, &version, sizeof version, &v0, sizeof v0, &bytes, nullptr,
                   nullptr) != 0 ||
        bytes < offsetof(TcpInfoV0, synRetrans))
        return info;
    // Windows counts retransmitted bytes, Linux (tcpi_total_retrans) segments: convert with
    // the MSS so both platforms report segments.
    info.totalRetransmits = v0.mss > 0 ? (std::uint64_t(v0.bytesRetrans) + v0.mss - 1) / v0.mss : 0;
    info.rttUs = v0.rttUs;
    info.rttVarUs = 0; // SIO_TCP_INFO has no RTT variance
    info.cwndBytes = v0.cwnd;
    info.valid = true;
    return info;
}

} // namespace bw::engine::metrics
