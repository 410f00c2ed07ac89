// SPDX-License-Identifier: MIT
#include "control/connect.h"

#include "benchwire/interfaces.h"
#include "control/text.h"
#include "flow/streamsetup.h"
#include "net/netio.h"

namespace bw::engine::control {

std::string serverText(const TestConfig& c)
{
    return c.host + " port " + std::to_string(c.port);
}

Error connectError(const TestConfig& config, std::error_code ec, const std::string& what)
{
    const std::string port = std::to_string(config.port);
    const std::string target = serverText(config);
    if (net::isConnectionRefused(ec))
        return {Errc::ConnectionRefused, what + ": nothing listens on " + target,
                "start `benchwire-cli -s -p " + port + "` there (or the app's Serve mode), or " +
                    "check the port",
                ec};
    if (ec == std::errc::timed_out)
        return {Errc::Timeout,
                what + ": no answer from " + target + " within " +
                    secondsText(config.connectTimeoutMs) +
                    ": filtered by a firewall, or a wrong address or route",
                "allow TCP and UDP port " + port + " on " + config.host +
                    " (there: `benchwire-cli --firewall allow -p " + port +
                    "`), check the address, or run `benchwire-cli -c " + config.host + " -p " +
                    port + " --check`",
                ec};
    if (net::isUnreachable(ec))
        return {Errc::Unreachable, what + ": no route to " + config.host,
                "check the address, the cable or Wi-Fi, and the chosen local interface", ec};
    return {Errc::Io, what + " to " + target + " failed", "check the address and port", ec};
}

Error udpBlockedError(const TestConfig& config, const std::string& seen)
{
    const std::string port = std::to_string(config.port);
    return {Errc::UdpBlocked,
            "TCP " + port + " reached the server, UDP " + port + " did not (" + seen +
                "): the server's firewall (or one on the path) blocks UDP",
            "allow it there with `benchwire-cli --firewall allow -p " + port + "`",
            {}};
}

Error bindLocal(const TestConfig& config, net::Socket& s, const net::Endpoint& targetEp)
{
    if (config.bindAddress.empty()) return {};
    std::string address = config.bindAddress;
    // An interface name stands for its first address of the target's family.
    for (const auto& itf : listInterfaces()) {
        if (itf.name != address) continue;
        for (const auto& a : itf.addresses)
            if (a.ipv6 == targetEp.isV6()) {
                address = a.address;
                break;
            }
    }
    std::vector<net::Endpoint> eps;
    auto ec = net::resolve(address, 0, targetEp.isV6() ? IpFamily::V6 : IpFamily::V4, true, eps);
    if (!ec && !eps.empty()) ec = s.bind(eps.front());
    if (ec || eps.empty())
        return {Errc::BindFailed,
                "cannot use local address '" + config.bindAddress + "' to reach " +
                    targetEp.address(),
                "choose an address or interface of this machine of the same IP version", ec};
    return {};
}

Error connectControl(const TestConfig& config, Phase& p)
{
    std::vector<net::Endpoint> eps;
    if (auto ec = net::resolve(config.host, config.port, config.family, false, eps);
        ec || eps.empty())
        return {Errc::ResolveFailed, "cannot resolve '" + config.host + "'",
                "check the name, or type the server's IP address", ec};
    Error last;
    for (const auto& ep : eps) {
        std::error_code ec;
        net::Socket s = net::Socket::create(ep.storage.ss_family, net::Kind::Tcp, ec);
        if (ec)
            return {Errc::Io, "cannot create a socket",
                    "the system is out of sockets: close other programs, or raise the open-file "
                    "limit (ulimit -n)",
                    ec};
        if (auto e = bindLocal(config, s, ep)) return e;
        ec = s.connect(ep, std::chrono::milliseconds(config.connectTimeoutMs));
        if (ec) {
            last = connectError(config, ec, "connect");
            continue;
        }
        s.setNonBlocking(true);
        s.setNoDelay(true);
        s.setKeepAlive(true);
        p.server = ep;
        net::Endpoint local;
        s.localEndpoint(local);
        p.localAddress = local.toString();
        p.localLink = readLinkFacts(p.localAddress);
        p.remoteAddress = ep.toString();
        p.control = std::move(s);
        return {};
    }
    return last;
}

Error openTcpStreams(const TestConfig& config, Phase& p, int count, const std::stop_token& stop,
                     const StreamHello& hello, std::vector<net::Socket>& out)
{
    for (int i = 0; i < count; ++i) {
        const std::string which =
            "data connection " + std::to_string(i + 1) + " of " + std::to_string(count);
        if (stop.stop_requested())
            return {Errc::Cancelled, "stopped before the test started", {}, {}};
        std::error_code ec;
        net::Socket s = net::Socket::create(p.server.storage.ss_family, net::Kind::Tcp, ec);
        if (ec) return {Errc::Io, "cannot create " + which, "lower the stream count (-P)", ec};
        if (auto e = flow::applyDataOptions(s, config)) return e;
        if (auto e = bindLocal(config, s, p.server)) return e;
        if ((ec = s.connect(p.server, std::chrono::milliseconds(config.connectTimeoutMs))))
            return connectError(config, ec, which);
        s.setNonBlocking(true);
        const std::vector<unsigned char> bytes = hello(i);
        if ((ec = net::writeAll(s, bytes.data(), bytes.size(),
                                net::deadlineIn(config.controlTimeoutMs))))
            return connectError(config, ec, which);
        if (i == 0) p.localApplied = flow::readApplied(s);
        out.push_back(std::move(s));
    }
    return {};
}

} // namespace bw::engine::control
