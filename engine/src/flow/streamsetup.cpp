// SPDX-License-Identifier: MIT
#include "flow/streamsetup.h"

#include "net/host.h"

namespace bw::engine::flow {

namespace {
Error refused(std::string what, std::error_code ec, std::string hint)
{
    return {Errc::InvalidConfig, std::move(what), std::move(hint), ec};
}

std::string congestionHint()
{
    const std::string offered = net::availableCongestionControls();
    const std::string how = "with -C (Congestion control in the app), or leave it out for the "
                            "system's default";
    return offered.empty() ? "give another algorithm " + how
                           : "this machine offers: " + offered + "; give one of them " + how;
}
} // namespace

Error applyDataOptions(net::Socket& s, const TestConfig& config)
{
    if (config.socketBufferBytes) {
        const std::string hint = "give another socket window with -w (Socket window in the "
                                 "app), or leave it out to let the system size it";
        if (auto ec = s.setSendBuffer(int(config.socketBufferBytes)))
            return refused("cannot set the send buffer (SO_SNDBUF)", ec, hint);
        if (auto ec = s.setReceiveBuffer(int(config.socketBufferBytes)))
            return refused("cannot set the receive buffer (SO_RCVBUF)", ec, hint);
    }
    if (config.protocol != Protocol::Tcp) return {}; // the rest are TCP options
    // Set either way: a server's data connection arrives with TCP_NODELAY on (set while it was
    // still possibly the control connection), and Nagle must be as the test asked.
    if (auto ec = s.setNoDelay(config.noDelay))
        return refused("cannot set TCP_NODELAY", ec, "run without -N (No delay in the app)");
    if (config.mssBytes)
        if (auto ec = s.setMss(config.mssBytes))
            return refused("cannot set the MSS to " + std::to_string(config.mssBytes) + " bytes",
                           ec,
                           "give another MSS with -M (88 to 65535 bytes; MSS in the app), or "
                           "leave it out");
    if (!config.congestion.empty())
        if (auto ec = s.setCongestion(config.congestion))
            return refused("congestion control '" + config.congestion + "' is not available", ec,
                           congestionHint());
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
