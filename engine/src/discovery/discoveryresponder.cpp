// SPDX-License-Identifier: MIT
// DiscoveryResponder: the Responder behind a mutex, fed by an owner (the server's test-port
// socket) or by sockets of its own on one thread.
#include "benchwire/discovery.h"
#include "discovery/localnet.h"
#include "discovery/responder.h"
#include "discovery/wire.h"
#include "net/poller.h"

#include <atomic>
#include <stop_token>
#include <thread>

namespace bw::engine::discovery {

class ResponderCore
{
public:
    ResponderCore(const AnnouncementSource& source, RateLimits limits) : m_responder(source, limits)
    {
    }
    ~ResponderCore()
    {
        m_thread.request_stop();
        if (m_poller) m_poller->wake();
        if (m_thread.joinable()) m_thread.join();
    }

    bool handle(const std::uint8_t* data, std::size_t bytes, const std::string& from,
                const DiscoveryResponder::Reply& reply);
    std::error_code open(std::uint16_t port, const std::vector<std::string>& interfaces);

    std::atomic<std::uint64_t> m_answered{0}, m_dropped{0};

private:
    std::error_code openV4(std::uint16_t port, const std::vector<LocalInterface>& ifaces);
    std::error_code openV6(std::uint16_t port, const std::vector<LocalInterface>& ifaces);
    void run(std::stop_token st);
    bool drain(net::Socket& s);

    net::NetInit m_net;
    std::mutex m_mutex; // guards m_responder (its rate-limit tables)
    Responder m_responder;
    net::Socket m_v4, m_v6;
    std::unique_ptr<net::Poller> m_poller;
    std::jthread m_thread;
};

bool ResponderCore::handle(const std::uint8_t* data, std::size_t bytes, const std::string& from,
                           const DiscoveryResponder::Reply& reply)
{
    if (!isDiscoveryDatagram(data, bytes)) return false;
    std::optional<std::vector<std::uint8_t>> out;
    {
        std::lock_guard lock(m_mutex);
        out = m_responder.answer(data, bytes, from, Clock::now());
    }
    if (!out) {
        m_dropped.fetch_add(1, std::memory_order_relaxed);
        return true;
    }
    if (reply) reply(out->data(), out->size());
    m_answered.fetch_add(1, std::memory_order_relaxed);
    return true;
}

namespace {
// No SO_REUSEADDR: on Windows it would let these sockets bind over a server's test-port
// socket and take unicast test datagrams from it (which socket gets them is undefined). A port
// in use is an error here; the server hands its probes over instead (handle).
std::error_code bindExclusive(net::Socket& s, const net::Endpoint& ep)
{
    std::error_code ec = s.bind(ep);
    if (!ec) ec = s.setNonBlocking(true);
    return ec;
}
} // namespace

std::error_code ResponderCore::openV4(std::uint16_t port, const std::vector<LocalInterface>& ifaces)
{
    std::error_code ec;
    m_v4 = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    if (ec || (ec = bindExclusive(m_v4, endpointV4(in_addr{}, port)))) return ec;
    joinGroups(m_v4, ifaces, true, false); // broadcast and unicast probes need no group
    return m_poller->add(m_v4.native(), net::PollIn, 4);
}

std::error_code ResponderCore::openV6(std::uint16_t port, const std::vector<LocalInterface>& ifaces)
{
    std::error_code ec;
    m_v6 = net::Socket::create(AF_INET6, net::Kind::Udp, ec);
    if (!ec) ec = m_v6.setV6Only(true);
    if (ec || (ec = bindExclusive(m_v6, endpointV6(in6_addr{}, 0, port)))) return ec;
    joinGroups(m_v6, ifaces, false, true);
    return m_poller->add(m_v6.native(), net::PollIn, 6);
}

std::error_code ResponderCore::open(std::uint16_t port, const std::vector<std::string>& interfaces)
{
    if (m_thread.joinable()) return std::make_error_code(std::errc::already_connected);
    std::error_code ec;
    m_poller = net::Poller::create(ec, 2);
    if (ec) return ec;
    const std::vector<LocalInterface> ifaces = localInterfaces(interfaces);
    const std::error_code e4 = openV4(port, ifaces);
    if (e4) m_v4.close();
    const std::error_code e6 = openV6(port, ifaces);
    if (e6) m_v6.close();
    if (!m_v4.valid() && !m_v6.valid()) return e4 ? e4 : e6;
    m_thread = std::jthread([this](std::stop_token st) { run(st); });
    return {};
}

void ResponderCore::run(std::stop_token st)
{
    std::vector<net::PollEvent> events;
    while (!st.stop_requested()) {
        if (m_poller->wait(events, std::chrono::milliseconds(-1))) return;
        for (const net::PollEvent& e : events) {
            net::Socket& s = e.token == 4 ? m_v4 : m_v6;
            while (drain(s) && !st.stop_requested()) {
            }
        }
    }
}

// Reads until the socket would block (the poller may be edge-triggered); true when it stopped
// after a bounded batch instead, so that the caller can look at the stop request in a flood.
bool ResponderCore::drain(net::Socket& s)
{
    std::uint8_t buf[2048];
    for (int i = 0; i < 256; ++i) {
        net::Endpoint from;
        std::size_t n = 0;
        if (std::error_code ec = s.recvFrom(buf, sizeof buf, from, n)) {
            if (net::isWouldBlock(ec)) return false;
            continue; // an oversized datagram (Windows) or an ICMP error: read on
        }
        handle(buf, n, from.address(), [&](const std::uint8_t* d, std::size_t len) {
            std::size_t sent = 0;
            s.sendTo(d, len, from, sent);
        });
    }
    return true;
}

DiscoveryResponder::DiscoveryResponder(const AnnouncementSource& source, RateLimits limits)
    : m_core(std::make_unique<ResponderCore>(source, limits))
{
}

DiscoveryResponder::~DiscoveryResponder() = default;

bool DiscoveryResponder::handle(const std::uint8_t* data, std::size_t bytes,
                                const std::string& fromAddress, const Reply& reply)
{
    return m_core->handle(data, bytes, fromAddress, reply);
}

std::error_code DiscoveryResponder::open(std::uint16_t port,
                                         const std::vector<std::string>& interfaces)
{
    return m_core->open(port, interfaces);
}

std::uint64_t DiscoveryResponder::answered() const
{
    return m_core->m_answered.load();
}
std::uint64_t DiscoveryResponder::dropped() const
{
    return m_core->m_dropped.load();
}

} // namespace bw::engine::discovery
