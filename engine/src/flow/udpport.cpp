// SPDX-License-Identifier: MIT
#include "flow/udpport.h"

#include "net/udpoffload.h"

#include <cstring>
#include <memory>

namespace bw::engine::flow {

using namespace std::chrono_literals;

namespace {
constexpr std::size_t kSlots = 32;
constexpr std::size_t kSlotBytes = net::kOffloadSlotBytes; // a datagram or a coalesced buffer
constexpr int kSocketBufferBytes = 4 << 20;
constexpr int kRoundsPerWake = 16; // batches before route changes are looked at again
} // namespace

std::unique_ptr<UdpPort> UdpPort::open(const net::Endpoint& ep, bool v6Only, std::error_code& ec)
{
    std::unique_ptr<UdpPort> port(new UdpPort());
    net::Socket s = net::Socket::create(ep.storage.ss_family, net::Kind::Udp, ec);
    if (ec) return nullptr;
    if (ep.isV6()) s.setV6Only(v6Only);
    if ((ec = s.bind(ep)) || (ec = s.setNonBlocking(true))) return nullptr;
    // Best effort: the OS caps these (Linux: net.core.rmem_max / wmem_max).
    s.setReceiveBuffer(kSocketBufferBytes);
    s.setSendBuffer(kSocketBufferBytes);
    s.setReceiveTimestamps(true);
    // Coalesced receives where the kernel has them (Linux UDP_GRO); readBatches splits them.
    if (net::udpOffloadAllowed()) net::enableReceiveOffload(s);
    net::Endpoint local;
    s.localEndpoint(local);
    port->m_port = local.port();
    port->m_socket = std::move(s);
    return port;
}

UdpPort::~UdpPort()
{
    stop();
}

void UdpPort::start(UnknownHandler unknown)
{
    m_unknown = std::move(unknown);
    // Not zeroed: the kernel writes every byte that is read, and a server that never sees UDP
    // then never touches the 2 MiB (zeroing them cost more instructions than moving a GB).
    m_buffer = std::make_unique_for_overwrite<std::uint8_t[]>(kSlots * kSlotBytes);
    m_from.resize(kSlots);
    m_slots.resize(kSlots);
    m_thread = std::jthread([this](std::stop_token st) {
        // Set by the thread itself: addRoute/removeRoute must not read m_thread's id, whose
        // assignment here may still be under way when the first datagram arrives.
        m_loopThread.store(std::this_thread::get_id());
        loop(st);
    });
}

void UdpPort::stop()
{
    if (m_thread.joinable()) {
        m_thread.request_stop();
        m_thread.join();
    }
    m_loopThread.store(std::thread::id{});
    m_routes.clear();
    std::lock_guard lock(m_pendingMutex);
    m_pending.clear();
    m_routeCount.store(0);
}

UdpPort::Key UdpPort::keyOf(const net::Endpoint& ep)
{
    Key k;
    k.bytes[0] = ep.isV6() ? 6 : 4;
    const std::uint16_t port = ep.port();
    k.bytes[1] = std::uint8_t(port >> 8);
    k.bytes[2] = std::uint8_t(port);
    if (ep.isV6()) {
        const auto* a = reinterpret_cast<const sockaddr_in6*>(&ep.storage);
        std::memcpy(k.bytes.data() + 3, &a->sin6_addr, 16);
        std::memcpy(k.bytes.data() + 19, &a->sin6_scope_id, 4);
    } else {
        const auto* a = reinterpret_cast<const sockaddr_in*>(&ep.storage);
        std::memcpy(k.bytes.data() + 3, &a->sin_addr, 4);
    }
    return k;
}

std::size_t UdpPort::KeyHash::operator()(const Key& k) const
{
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    for (std::uint8_t b : k.bytes)
        h = (h ^ b) * 1099511628211ull;
    return std::size_t(h);
}

void UdpPort::apply(Change c)
{
    if (c.handler)
        m_routes[c.key] = std::move(c.handler);
    else
        m_routes.erase(c.key);
    m_routeCount.store(m_routes.size());
}

void UdpPort::addRoute(const net::Endpoint& peer, std::shared_ptr<DatagramHandler> handler)
{
    if (!handler) return;
    if (std::this_thread::get_id() == m_loopThread.load())
        return apply({keyOf(peer), std::move(handler)});
    std::lock_guard lock(m_pendingMutex);
    m_pending.push_back({keyOf(peer), std::move(handler)});
    m_hasPending.store(true);
}

void UdpPort::removeRoute(const net::Endpoint& peer)
{
    if (std::this_thread::get_id() == m_loopThread.load()) return apply({keyOf(peer), nullptr});
    std::lock_guard lock(m_pendingMutex);
    m_pending.push_back({keyOf(peer), nullptr});
    m_hasPending.store(true);
}

void UdpPort::applyPending()
{
    if (!m_hasPending.load(std::memory_order_acquire)) return;
    std::vector<Change> changes;
    {
        std::lock_guard lock(m_pendingMutex);
        changes.swap(m_pending);
        m_hasPending.store(false);
    }
    for (auto& c : changes)
        apply(std::move(c));
}

std::error_code UdpPort::sendTo(const void* data, std::size_t bytes, const net::Endpoint& to)
{
    std::size_t n = 0;
    return m_socket.sendTo(data, bytes, to, n);
}

// Reads what is queued, a few batches at most, and dispatches every datagram.
void UdpPort::readBatches()
{
    for (int round = 0; round < kRoundsPerWake; ++round) {
        for (std::size_t i = 0; i < kSlots; ++i)
            m_slots[i] = {m_buffer.get() + i * kSlotBytes, kSlotBytes, 0, 0, &m_from[i]};
        std::size_t n = 0;
        std::error_code ec = m_socket.recvBatch(m_slots, n);
        if (ec) {
            // An ICMP error for an earlier send (a client that went away) is reported on the
            // next receive on some systems; the datagrams behind it are still there.
            if (ec == std::errc::connection_reset || ec == std::errc::connection_refused) continue;
            return;
        }
        for (std::size_t i = 0; i < n; ++i)
            dispatch(m_slots[i], m_from[i]);
        if (n < kSlots) return;
        applyPending();
    }
}

// Every datagram of a slot (a coalesced one holds several of one source) to its handler.
void UdpPort::dispatch(const net::DatagramIn& d, const net::Endpoint& from)
{
    // A routed source's handler is looked up (and held) once per slot: a coalesced slot holds
    // up to 46 datagrams of one source, and a handler that removes its own route may see the
    // rest of the batch in progress anyway (addRoute). Unknown sources are asked per datagram,
    // since the first one (a hello) may add the route that the next ones take.
    std::shared_ptr<DatagramHandler> handler;
    net::forEachDatagram(d, [&](const std::uint8_t* data, std::size_t bytes) {
        if (!handler) {
            auto it = m_routes.find(keyOf(from));
            if (it != m_routes.end()) handler = it->second;
        }
        if (handler)
            handler->onDatagram(*this, from, data, bytes, d.arrivalUs);
        else if (m_unknown)
            m_unknown(*this, from, data, bytes, d.arrivalUs);
    });
}

void UdpPort::loop(std::stop_token st)
{
    while (!st.stop_requested()) {
        applyPending();
        if (m_socket.waitReadable(100ms)) continue;
        readBatches();
    }
}

} // namespace bw::engine::flow
