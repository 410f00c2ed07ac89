// SPDX-License-Identifier: MIT
// DiscoveryResponder's own sockets, over unicast to 127.0.0.1 only: a probe gets one answer
// no larger than itself, garbage and a native hello get none, and a flood from one source gets
// the burst and no more. Plain C++ (no Qt), so that the mingw-w64 build runs the same checks
// under Wine (tests/windows/wine_interop.sh). Exit 0 when every check passed.
#include "benchwire/discovery.h"
#include "discovery/localnet.h"
#include "discovery/wire.h"
#include "net/socket.h"

#include <cstdio>
#include <string>
#include <vector>

using namespace bw::engine;
using namespace bw::engine::discovery;

namespace {

int g_failures = 0;

void check(bool ok, const std::string& what)
{
    std::printf("%s %s\n", ok ? "PASS" : "FAIL", what.c_str());
    if (!ok) ++g_failures;
}

class Source : public AnnouncementSource
{
public:
    Announcement announcement() const override
    {
        Announcement a;
        a.peerId = "0123456789abcdef0123456789abcdef";
        a.hostName = "loopback-check";
        a.product = "benchwire";
        a.version = "test";
        a.os = net::osName();
        a.port = 4242;
        return a;
    }
};

// Answers that arrive within waitMs.
std::vector<std::vector<std::uint8_t>> receive(net::Socket& s, int waitMs)
{
    std::vector<std::vector<std::uint8_t>> out;
    while (!s.waitReadable(std::chrono::milliseconds(waitMs))) {
        std::uint8_t buf[2048];
        net::Endpoint from;
        std::size_t n = 0;
        if (s.recvFrom(buf, sizeof buf, from, n)) break;
        out.emplace_back(buf, buf + n);
    }
    return out;
}

// A port that no UDP socket on 127.0.0.1 uses right now (bound, read, closed).
std::uint16_t freeUdpPort()
{
    std::error_code ec;
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    in_addr lo{};
    inet_pton(AF_INET, "127.0.0.1", &lo);
    if (ec || s.bind(endpointV4(lo, 0))) return 0;
    net::Endpoint ep;
    s.localEndpoint(ep);
    return ep.port();
}

} // namespace

int main()
{
    net::NetInit init;
    Source source;
    DiscoveryResponder responder(source);
    const std::uint16_t port = freeUdpPort();
    const std::error_code opened = responder.open(port);
    check(port != 0 && !opened, "responder opens UDP port " + std::to_string(port) +
                                    (opened ? " (" + opened.message() + ")" : ""));
    std::error_code ec;
    net::Socket client = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    in_addr lo{};
    inet_pton(AF_INET, "127.0.0.1", &lo);
    const net::Endpoint to = endpointV4(lo, port);
    std::size_t n = 0;

    const auto probe = wire::makeProbe(77);
    client.sendTo(probe.data(), probe.size(), to, n);
    auto got = receive(client, 2000);
    check(got.size() == 1, "one answer to one probe (got " + std::to_string(got.size()) + ")");
    if (!got.empty()) {
        const auto parsed = wire::parseAnswer(got[0].data(), got[0].size());
        check(parsed && parsed->nonce == 77 && parsed->announcement.hostName == "loopback-check" &&
                  parsed->announcement.port == 4242,
              "the answer parses and carries the probe's nonce and the announcement");
        check(got[0].size() <= probe.size(), "answer " + std::to_string(got[0].size()) +
                                                 " bytes <= probe " + std::to_string(probe.size()));
    }

    auto bad = probe;
    bad[4] = 2; // version 2
    client.sendTo(bad.data(), bad.size(), to, n);
    const char hello[] = "BW\x01H garbage that is no probe";
    client.sendTo(hello, sizeof hello, to, n);
    client.sendTo(probe.data(), 100, to, n);
    got = receive(client, 500);
    check(got.empty(), "no answer to a wrong version, a native datagram or a short probe");

    // One source, 50 probes at once: the per-source burst (8) already lost one token above.
    for (int i = 0; i < 50; ++i)
        client.sendTo(probe.data(), probe.size(), to, n);
    got = receive(client, 1000);
    check(got.size() >= 7 && got.size() <= 9,
          "a 50-probe flood gets the burst: " + std::to_string(got.size()) + " answers");
    check(responder.answered() == 1 + got.size(), "answered() counts what was sent");
    std::printf("%s: %d failure(s)\n", g_failures ? "FAILED" : "OK", g_failures);
    return g_failures ? 1 : 0;
}
