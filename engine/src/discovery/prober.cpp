// SPDX-License-Identifier: MIT
#include "discovery/prober.h"

#include "discovery/wire.h"

#include <algorithm>
#include <random>

namespace bw::engine::discovery {

namespace {
constexpr std::uint64_t kTokenV4 = 4, kTokenV6 = 6;
// Reads per readiness event: a flood cannot keep the loop past its deadline.
constexpr int kMaxReadsPerWake = 256;

bool isLinkLocalV6(const net::Endpoint& ep)
{
    if (!ep.isV6()) return false;
    const auto* a = reinterpret_cast<const sockaddr_in6*>(&ep.storage);
    return a->sin6_addr.s6_addr[0] == 0xFE && (a->sin6_addr.s6_addr[1] & 0xC0) == 0x80;
}
} // namespace

void mergeAnswer(std::vector<Peer>& peers, Announcement a, PeerAddress from)
{
    auto it = std::find_if(peers.begin(), peers.end(),
                           [&](const Peer& p) { return p.info.peerId == a.peerId; });
    if (it == peers.end()) {
        peers.push_back(Peer{std::move(a), {}, from.lastSeen});
        it = peers.end() - 1;
    } else {
        it->info = std::move(a);
        it->lastSeen = std::max(it->lastSeen, from.lastSeen);
    }
    auto addr = std::find_if(it->addresses.begin(), it->addresses.end(),
                             [&](const PeerAddress& p) { return p.address == from.address; });
    if (addr == it->addresses.end())
        it->addresses.push_back(std::move(from));
    else
        addr->lastSeen = std::max(addr->lastSeen, from.lastSeen);
}

Prober::Prober(ProbeOptions options) : m_options(std::move(options))
{
    std::random_device rd;
    m_nonce = (std::uint64_t(rd()) << 32) ^ rd();
}

std::error_code Prober::start()
{
    std::error_code ec;
    m_poller = net::Poller::create(ec, 2);
    if (ec) return ec;
    m_ifaces = localInterfaces(m_options.interfaces);
    const bool anyV4 =
        std::any_of(m_ifaces.begin(), m_ifaces.end(), [](auto& i) { return !i.v4.empty(); });
    const bool anyV6 =
        std::any_of(m_ifaces.begin(), m_ifaces.end(), [](auto& i) { return i.v6Scope != 0; });
    if (anyV4 && m_options.family != IpFamily::V6) {
        m_v4 = net::Socket::create(AF_INET, net::Kind::Udp, ec);
        if (!ec) ec = m_v4.bind(endpointV4(in_addr{}, 0));
        if (!ec) ec = sockopt::enableBroadcast(m_v4);
        if (!ec) ec = m_v4.setNonBlocking(true);
        if (ec || m_poller->add(m_v4.native(), net::PollIn, kTokenV4)) m_v4.close();
    }
    if (anyV6 && m_options.family != IpFamily::V4) {
        m_v6 = net::Socket::create(AF_INET6, net::Kind::Udp, ec);
        if (!ec) ec = m_v6.setV6Only(true);
        if (!ec) ec = m_v6.bind(endpointV6(in6_addr{}, 0, 0));
        if (!ec) ec = m_v6.setNonBlocking(true);
        if (ec || m_poller->add(m_v6.native(), net::PollIn, kTokenV6)) m_v6.close();
    }
    if (sendAll() == 0) return ec ? ec : std::make_error_code(std::errc::network_unreachable);
    return {};
}

void Prober::resend()
{
    sendAll();
}

std::size_t Prober::sendAll()
{
    std::size_t sent = 0;
    for (const LocalInterface& li : m_ifaces)
        sent += sendOn(li);
    return sent;
}

std::size_t Prober::sendOn(const LocalInterface& li)
{
    const auto probe = wire::makeProbe(m_nonce);
    std::size_t sent = 0, n = 0;
    auto to = [&](net::Socket& s, const net::Endpoint& ep) {
        if (!s.sendTo(probe.data(), probe.size(), ep, n) && n == probe.size()) ++sent;
    };
    if (m_v4.valid() && !li.v4.empty()) {
        for (const LocalV4& v : li.v4)
            if (v.broadcast.s_addr != v.address.s_addr)
                to(m_v4, endpointV4(v.broadcast, m_options.port));
        if (!sockopt::multicastInterfaceV4(m_v4, li.v4.front().address))
            to(m_v4, endpointV4(groupV4(), m_options.port));
    }
    if (m_v6.valid() && li.v6Scope) {
        sockopt::multicastInterfaceV6(m_v6, li.v6Scope);
        to(m_v6, endpointV6(groupV6(), li.v6Scope, m_options.port));
    }
    return sent;
}

void Prober::collect(Clock::time_point deadline)
{
    std::vector<net::PollEvent> events;
    for (auto now = Clock::now(); now < deadline; now = Clock::now()) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now);
        if (m_poller->wait(events, std::max(left, std::chrono::milliseconds(1)))) break;
        for (const net::PollEvent& e : events) {
            net::Socket& s = e.token == kTokenV4 ? m_v4 : m_v6;
            while (drain(s) && Clock::now() < deadline) {
            }
        }
    }
}

// Reads until the socket would block (the poller may be edge-triggered); true when it stopped
// after a bounded batch instead, so that a flood cannot hold the caller past its deadline.
bool Prober::drain(net::Socket& s)
{
    std::uint8_t buf[2048];
    for (int i = 0; i < kMaxReadsPerWake; ++i) {
        net::Endpoint from;
        std::size_t n = 0;
        if (std::error_code ec = s.recvFrom(buf, sizeof buf, from, n)) {
            if (net::isWouldBlock(ec)) return false;
            continue; // Windows reports an oversized datagram as an error; read on
        }
        accept(buf, n, from);
    }
    return true;
}

void Prober::accept(const std::uint8_t* data, std::size_t bytes, const net::Endpoint& from)
{
    std::optional<wire::ParsedAnswer> a = wire::parseAnswer(data, bytes);
    if (!a || a->nonce != m_nonce) return; // someone else's round, or not an answer
    PeerAddress pa;
    pa.address = from.address();
    pa.lastSeen = Clock::now();
    if (const LocalInterface* li = interfaceFor(m_ifaces, from)) {
        pa.localInterface = li->name;
        if (isLinkLocalV6(from)) pa.address += li->v6ScopeSuffix;
    }
    mergeAnswer(m_peers, std::move(a->announcement), std::move(pa));
}

std::vector<Peer> discover(const ProbeOptions& options, std::error_code& ec)
{
    net::NetInit net;
    Prober p(options);
    const auto start = Clock::now();
    const auto total = std::chrono::milliseconds(std::max(options.durationMs, 1));
    ec = p.start();
    if (ec) return {};
    // A second probe a third of the way in: a lost probe or answer, or an IPv6 address that
    // was still tentative, costs one round trip instead of the whole peer.
    p.collect(start + total / 3);
    p.resend();
    p.collect(start + total);
    return p.peers();
}

} // namespace bw::engine::discovery
