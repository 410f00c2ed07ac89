// SPDX-License-Identifier: MIT
#include "flow/streamsetup.h"

namespace bw::engine::flow {

std::string applyDataOptions(net::Socket& s, const TestConfig& config)
{
    if (config.socketBufferBytes) {
        if (auto ec = s.setSendBuffer(int(config.socketBufferBytes)))
            return "cannot set the send buffer (SO_SNDBUF): " + ec.message();
        if (auto ec = s.setReceiveBuffer(int(config.socketBufferBytes)))
            return "cannot set the receive buffer (SO_RCVBUF): " + ec.message();
    }
    if (config.protocol != Protocol::Tcp) return {}; // the rest are TCP options
    // Set either way: a server's data connection arrives with TCP_NODELAY on (set while it was
    // still possibly the control connection), and Nagle must be as the test asked.
    if (auto ec = s.setNoDelay(config.noDelay)) return "cannot set TCP_NODELAY: " + ec.message();
    if (config.mssBytes)
        if (auto ec = s.setMss(config.mssBytes)) return "cannot set the MSS: " + ec.message();
    if (!config.congestion.empty())
        if (auto ec = s.setCongestion(config.congestion))
            return "congestion control '" + config.congestion +
                   "' is not available: " + ec.message();
    return {};
}

AppliedSettings readApplied(const net::Socket& s)
{
    AppliedSettings a;
    int snd = s.sendBuffer(), rcv = s.receiveBuffer(), mss = s.mss();
    a.sendBufferBytes = snd > 0 ? std::uint32_t(snd) : 0;
    a.receiveBufferBytes = rcv > 0 ? std::uint32_t(rcv) : 0;
    a.mssBytes = mss > 0 ? mss : 0;
    a.congestion = s.congestion();
    return a;
}

} // namespace bw::engine::flow
