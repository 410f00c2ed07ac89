// SPDX-License-Identifier: MIT
#include "iperf3/iperf3udppath.h"

#include "iperf3/iperf3udp.h"
#include "net/poller.h"

#include <algorithm>
#include <chrono>
#include <random>

namespace bw::engine::iperf3 {

Iperf3UdpPath::Iperf3UdpPath(std::vector<Iperf3UdpStream> streams, Iperf3UdpOptions options)
    : m_streams(std::move(streams)), m_options(options)
{
    for (std::size_t i = 0; i < m_streams.size(); ++i)
        m_sending.push_back(std::make_unique<Sending>());
    if (m_options.rateBitsPerSecond)
        m_intervalNs =
            std::max<std::int64_t>(1, std::int64_t(double(m_options.datagramBytes) * 8e9 /
                                                   double(m_options.rateBitsPerSecond)));
}

Iperf3UdpPath::~Iperf3UdpPath()
{
    stop();
}

void Iperf3UdpPath::fail(const std::string& what)
{
    m_failed.fetch_add(1);
    std::lock_guard lock(m_errorMutex);
    if (m_firstError.empty()) m_firstError = what;
}

std::string Iperf3UdpPath::firstError() const
{
    std::lock_guard lock(m_errorMutex);
    return m_firstError;
}

std::error_code Iperf3UdpPath::start()
{
    bool senders = false, ownReceivers = false;
    for (auto& s : m_streams) {
        if (s.own.valid())
            if (auto ec = s.own.setNonBlocking(true)) return ec;
        senders = senders || s.layout.sender;
        ownReceivers = ownReceivers || (!s.layout.sender && s.own.valid());
    }
    if (senders) m_sender = std::jthread([this](std::stop_token st) { sendLoop(st); });
    if (ownReceivers) m_receiver = std::jthread([this](std::stop_token st) { receiveLoop(st); });
    return {};
}

// Sends what stream i owes its schedule by now. False: the socket is full (try again soon).
bool Iperf3UdpPath::sendDue(std::size_t i, std::int64_t nowUs, std::vector<std::uint8_t>& buffer)
{
    Iperf3UdpStream& s = m_streams[i];
    Sending& state = *m_sending[i];
    std::uint64_t sent = state.packets.load(std::memory_order_relaxed);
    std::uint64_t due = sent + 64; // unlimited: a burst per round
    if (m_intervalNs) {
        const std::int64_t backlog = std::int64_t(kMaxBacklogMs) * 1'000'000 / m_intervalNs + 1;
        due = std::uint64_t((nowUs - state.originUs) * 1000 / m_intervalNs + 1);
        if (std::int64_t(due - std::min(due, sent)) > backlog) { // stalled: the schedule slips
            state.originUs = nowUs - std::int64_t(sent) * m_intervalNs / 1000;
            due = sent + 1;
        }
    }
    while (sent < due) {
        iperf3udp::writeHeader(buffer.data(), nowUs, sent + 1, m_options.counters64);
        std::size_t n = 0;
        std::error_code ec = s.own.valid()
                                 ? s.own.send(buffer.data(), buffer.size(), n)
                                 : s.shared->sendTo(buffer.data(), buffer.size(), s.peer, n);
        if (net::isWouldBlock(ec) || net::isConnectionRefused(ec)) return false;
        if (ec) {
            fail("stream " + std::to_string(s.layout.wire.id) + ": send failed: " + ec.message());
            return true;
        }
        state.packets.store(++sent, std::memory_order_relaxed); // a failed send takes no number
    }
    return true;
}

void Iperf3UdpPath::sendLoop(std::stop_token st)
{
    std::vector<std::uint8_t> buffer(m_options.datagramBytes);
    std::mt19937 rng(std::random_device{}());
    std::generate(buffer.begin(), buffer.end(), [&rng] { return std::uint8_t(rng()); });
    const std::int64_t t0 = iperf3udp::nowUs();
    for (auto& s : m_sending)
        s->originUs = t0;
    while (!st.stop_requested()) {
        const std::int64_t now = iperf3udp::nowUs();
        std::int64_t next = now + 10'000;
        for (std::size_t i = 0; i < m_streams.size(); ++i) {
            if (!m_streams[i].layout.sender) continue;
            if (!sendDue(i, now, buffer)) {
                next = std::min(next, now + 200);
                continue;
            }
            const auto sent = std::int64_t(m_sending[i]->packets.load(std::memory_order_relaxed));
            next = m_intervalNs
                       ? std::min(next, m_sending[i]->originUs + sent * m_intervalNs / 1000)
                       : now;
        }
        if (next > now) std::this_thread::sleep_for(std::chrono::microseconds(next - now));
    }
}

void Iperf3UdpPath::receiveLoop(std::stop_token st)
{
    std::error_code ec;
    auto poller = net::Poller::create(ec);
    if (!poller) {
        fail("cannot poll the UDP streams: " + ec.message());
        return;
    }
    for (std::size_t i = 0; i < m_streams.size(); ++i)
        if (!m_streams[i].layout.sender && m_streams[i].own.valid())
            poller->add(m_streams[i].own.native(), net::PollIn, i);
    std::stop_callback wake(st, [&poller] { poller->wake(); });
    std::vector<std::uint8_t> buffer(65536);
    std::vector<net::PollEvent> events;
    while (!st.stop_requested()) {
        if (poller->wait(events, std::chrono::milliseconds(100))) break;
        for (const auto& e : events) {
            Iperf3UdpStream& s = m_streams[e.token];
            for (;;) { // drain: the poller may be edge-triggered
                std::size_t n = 0;
                ec = s.own.recv(buffer.data(), buffer.size(), n);
                if (ec) break; // would block, or an ICMP error the next read clears
                s.counter->onDatagram(buffer.data(), n, iperf3udp::nowUs());
            }
        }
    }
}

void Iperf3UdpPath::finishSending()
{
    m_sender.request_stop();
    if (m_sender.joinable()) m_sender.join();
}

bool Iperf3UdpPath::waitReceiversDone(std::chrono::milliseconds timeout) const
{
    constexpr std::int64_t kQuietUs = 50'000;
    const std::int64_t deadline = iperf3udp::nowUs() + timeout.count() * 1000;
    for (;;) {
        std::int64_t latest = 0;
        for (const auto& s : m_streams)
            if (s.counter) latest = std::max(latest, s.counter->lastArrivalUs());
        const std::int64_t now = iperf3udp::nowUs();
        if (now - latest >= kQuietUs) return true;
        if (now >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void Iperf3UdpPath::stop()
{
    if (m_stopped.exchange(true)) return;
    finishSending();
    m_receiver.request_stop();
    if (m_receiver.joinable()) m_receiver.join();
    for (auto& s : m_streams)
        s.own.close();
}

flow::TransferTotals Iperf3UdpPath::totals() const
{
    flow::TransferTotals t;
    double jitterSum[2] = {0, 0};
    int receivers[2] = {0, 0};
    for (const auto& f : figures()) {
        const auto d = std::size_t(f.direction);
        UdpSample& u = t.udp[d];
        u.valid = true;
        t.streams[d].push_back(f.wire.bytes);
        if (f.sender) {
            t.sent[d] += f.wire.bytes;
            u.packetsSent += std::uint64_t(f.wire.packets);
            continue;
        }
        t.received[d] += f.wire.bytes;
        u.packetsLost += std::uint64_t(f.wire.errors);
        jitterSum[d] += f.wire.jitterSeconds * 1e6;
        ++receivers[d];
    }
    for (std::size_t i = 0; i < m_streams.size(); ++i)
        if (const auto& c = m_streams[i].counter) {
            const auto d = std::size_t(m_streams[i].layout.direction);
            t.udp[d].packetsReceived += c->datagrams();
            t.udp[d].outOfOrder += c->outOfOrder();
        }
    for (int d = 0; d < 2; ++d)
        if (receivers[d]) t.udp[d].jitterUs = jitterSum[d] / receivers[d];
    return t;
}

std::vector<iperf3::StreamFigures> Iperf3UdpPath::figures() const
{
    std::vector<iperf3::StreamFigures> out;
    for (std::size_t i = 0; i < m_streams.size(); ++i) {
        iperf3::StreamFigures f = m_streams[i].layout;
        if (f.sender) {
            f.wire.packets = std::int64_t(m_sending[i]->packets.load(std::memory_order_relaxed));
            f.wire.bytes = std::uint64_t(f.wire.packets) * m_options.datagramBytes;
        } else if (const auto& c = m_streams[i].counter) {
            f.wire.bytes = c->bytes();
            f.wire.packets = std::int64_t(c->highest());
            f.wire.errors = std::int64_t(c->errors());
            f.wire.jitterSeconds = c->jitterSeconds();
        }
        f.wire.retransmits = -1;
        out.push_back(f);
    }
    return out;
}

} // namespace bw::engine::iperf3
