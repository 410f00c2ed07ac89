// SPDX-License-Identifier: MIT
#include "flow/udptransfer.h"

#include "flow/udpwire.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace bw::engine::flow {

namespace {
constexpr std::size_t kBatch = 64;
constexpr std::int64_t kBlockedRetryUs = 200;
constexpr std::int64_t kIdleUs = 10'000; // longest sleep: finishSending() waits at most this
// Shortest sleep: at high rates a worker wakes this often and sends what is due in one batch,
// rather than waking for every datagram (bursts of at most this long at the target rate).
constexpr std::int64_t kMinSleepUs = 200;
constexpr int kEndCopies = 3;
constexpr std::uint32_t kJumboDatagramMtu = 9000;

bool isIcmpError(std::error_code ec)
{
    return ec == std::errc::connection_refused || ec == std::errc::connection_reset;
}
} // namespace

std::uint64_t udpStreamRate(const TestConfig& config)
{
    std::uint64_t rate =
        config.rateBitsPerSecond ? config.rateBitsPerSecond : kDefaultUdpRateBitsPerSecond;
    if (config.rateIsTotal) rate /= std::uint64_t(std::max(1, config.streams));
    return std::max<std::uint64_t>(rate, 1);
}

std::uint32_t datagramBytesForMtu(int mtu, bool ipv6)
{
    const std::uint32_t headers = ipv6 ? 48 : 28;
    if (mtu <= 0) return 1500 - headers;
    const auto usable = std::min<std::uint32_t>(std::uint32_t(mtu), kJumboDatagramMtu);
    return std::clamp<std::uint32_t>(usable > headers ? usable - headers : 0, kMinDatagramBytes,
                                     kMaxDatagramBytes);
}

struct UdpTransfer::Scratch
{
    std::vector<std::array<std::uint8_t, udpwire::kDataHeaderBytes>> heads;
    std::vector<net::DatagramOut> batch;
    std::vector<std::uint8_t> payload;  // the filler after the header, random
    std::vector<std::uint8_t> inBuffer; // receive slots
    std::vector<net::DatagramIn> slots;
    std::size_t slotBytes = 0;
};

UdpTransfer::UdpTransfer(std::vector<UdpStreamSpec> streams, UdpOptions options)
    : m_options(options)
{
    m_options.datagramBytes =
        std::clamp(m_options.datagramBytes, kMinDatagramBytes, kMaxDatagramBytes);
    m_gapUs = double(m_options.datagramBytes) * 8.0 * 1e6 /
              double(std::max<std::uint64_t>(1, m_options.rateBitsPerSecond));
    for (auto& spec : streams) {
        auto s = std::make_unique<Stream>();
        s->spec = std::move(spec);
        if (s->spec.role == Role::Receive && !s->spec.receiver)
            s->spec.receiver = std::make_shared<UdpReceiver>();
        m_streams.push_back(std::move(s));
    }
}

UdpTransfer::~UdpTransfer()
{
    stop();
}

std::error_code UdpTransfer::start()
{
    // Workers serve the senders and the receivers with a socket; receivers fed from outside
    // need none.
    std::vector<std::size_t> active;
    for (std::size_t i = 0; i < m_streams.size(); ++i)
        if (m_streams[i]->spec.role == Role::Send || m_streams[i]->spec.socket.valid())
            active.push_back(i);
    const int workers = active.empty() ? 0 : std::clamp(m_options.threads, 1, int(active.size()));
    m_assigned.resize(std::size_t(workers));
    for (int w = 0; w < workers; ++w) {
        std::error_code ec;
        auto poller = net::Poller::create(ec);
        if (!poller) return ec;
        m_pollers.push_back(std::move(poller));
    }
    for (std::size_t k = 0; k < active.size(); ++k) {
        const std::size_t w = k % std::size_t(workers), i = active[k];
        Stream& s = *m_streams[i];
        m_assigned[w].push_back(i);
        if (!s.spec.socket.valid()) continue;
        if (auto ec = s.spec.socket.setNonBlocking(true)) return ec;
        if (s.spec.role == Role::Receive) {
            s.spec.socket.setReceiveTimestamps(true);
            if (auto ec = m_pollers[w]->add(s.spec.socket.native(), net::PollIn, i)) return ec;
        }
    }
    m_startUs = udpwire::nowUs();
    for (int w = 0; w < workers; ++w)
        m_workers.emplace_back([this, w](std::stop_token st) { workerLoop(st, w); });
    return {};
}

void UdpTransfer::fail(Stream& s, std::error_code ec, const char* what)
{
    s.failed = true;
    m_failed.fetch_add(1);
    std::lock_guard lock(m_errorMutex);
    if (m_firstError.empty())
        m_firstError =
            "UDP stream " + std::to_string(s.spec.id) + ": " + what + ": " + ec.message();
}

// Sends every datagram that is due by nowUs. Returns when the next one is due.
std::int64_t UdpTransfer::pace(Stream& s, std::int64_t nowUs, Scratch& scratch)
{
    if (s.failed) return nowUs + kIdleUs;
    if (nowUs < s.retryAtUs) return s.retryAtUs;
    std::uint64_t sent = s.packets.load(std::memory_order_relaxed);
    std::uint64_t skipped = s.skipped.load(std::memory_order_relaxed);
    const auto due = std::uint64_t(double(nowUs - m_startUs) / m_gapUs) + 1;
    std::uint64_t owed = due > sent + skipped ? due - sent - skipped : 0;
    const auto backlog =
        std::max<std::uint64_t>(kBatch, std::uint64_t(kMaxBacklogMs * 1000.0 / m_gapUs));
    if (owed > backlog) {
        skipped += owed - backlog;
        s.skipped.store(skipped, std::memory_order_relaxed);
        owed = backlog;
    }
    const std::size_t filler = m_options.datagramBytes - udpwire::kDataHeaderBytes;
    net::Socket& socket = s.spec.shared ? *s.spec.shared : s.spec.socket;
    const net::Endpoint* to = s.spec.shared ? &s.spec.peer : nullptr;
    while (owed > 0) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(owed, kBatch));
        for (std::size_t i = 0; i < n; ++i) {
            udpwire::writeData(scratch.heads[i].data(), std::uint32_t(s.spec.id), sent + i, nowUs);
            scratch.batch[i] = {scratch.heads[i].data(), udpwire::kDataHeaderBytes,
                                scratch.payload.data(), filler};
        }
        std::size_t done = 0;
        std::error_code ec = socket.sendBatch({scratch.batch.data(), n}, to, done);
        if (ec && !net::isWouldBlock(ec) && !isIcmpError(ec) && ec != std::errc::no_buffer_space) {
            fail(s, ec, "send failed");
            return nowUs + kIdleUs;
        }
        sent += done;
        owed -= done;
        s.packets.store(sent, std::memory_order_relaxed);
        s.bytes.fetch_add(done * m_options.datagramBytes, std::memory_order_relaxed);
        if (done < n) { // the socket is full (or refused one): try again shortly
            s.retryAtUs = nowUs + kBlockedRetryUs;
            return s.retryAtUs;
        }
    }
    return m_startUs + std::int64_t(std::ceil(double(sent + skipped) * m_gapUs));
}

// Reads everything queued on a receiving stream's socket (edge-triggered pollers need that).
void UdpTransfer::receive(Stream& s, Scratch& scratch)
{
    for (;;) {
        for (std::size_t i = 0; i < scratch.slots.size(); ++i)
            scratch.slots[i] = {scratch.inBuffer.data() + i * scratch.slotBytes, scratch.slotBytes,
                                0, 0, nullptr};
        std::size_t n = 0;
        std::error_code ec = s.spec.socket.recvBatch(scratch.slots, n);
        if (ec) {
            if (isIcmpError(ec)) continue;
            if (!net::isWouldBlock(ec)) fail(s, ec, "receive failed");
            return;
        }
        for (std::size_t i = 0; i < n; ++i) {
            const auto& d = scratch.slots[i];
            auto p = udpwire::parse(static_cast<const std::uint8_t*>(d.data), d.bytes);
            if (p.kind == udpwire::Kind::Data)
                s.spec.receiver->onData(p.sequence, p.sentUs, d.arrivalUs, d.bytes);
            else if (p.kind == udpwire::Kind::End)
                s.spec.receiver->onEnd(p.sequence, d.arrivalUs);
        }
        if (n < scratch.slots.size()) return;
    }
}

// A few copies of the end datagram, so that one lost copy costs the receiver no wait.
void UdpTransfer::sendEnd(Stream& s)
{
    auto end = udpwire::end(std::uint32_t(s.spec.id), s.packets.load(), udpwire::nowUs());
    net::Socket& socket = s.spec.shared ? *s.spec.shared : s.spec.socket;
    for (int i = 0; i < kEndCopies; ++i) {
        std::size_t n = 0;
        if (s.spec.shared)
            socket.sendTo(end.data(), end.size(), s.spec.peer, n);
        else
            socket.send(end.data(), end.size(), n);
    }
}

void UdpTransfer::workerLoop(std::stop_token st, int worker)
{
    net::Poller& poller = *m_pollers[std::size_t(worker)];
    Scratch scratch;
    scratch.heads.resize(kBatch);
    scratch.batch.resize(kBatch);
    scratch.payload.resize(m_options.datagramBytes);
    std::mt19937 rng(std::random_device{}());
    for (auto& b : scratch.payload)
        b = std::uint8_t(rng());
    std::vector<Stream*> senders;
    bool receivers = false;
    for (std::size_t i : m_assigned[std::size_t(worker)]) {
        if (m_streams[i]->spec.role == Role::Send)
            senders.push_back(m_streams[i].get());
        else
            receivers = true;
    }
    if (receivers) {
        scratch.slotBytes = m_options.datagramBytes + 64;
        scratch.inBuffer.resize(kBatch * scratch.slotBytes);
        scratch.slots.resize(kBatch);
    }
    std::vector<net::PollEvent> events;
    bool finished = false;
    while (!st.stop_requested()) {
        if (!finished && m_finishSending.load()) {
            for (Stream* s : senders)
                sendEnd(*s);
            finished = true;
            m_finishedWorkers.fetch_add(1);
        }
        std::int64_t now = udpwire::nowUs(), next = now + kIdleUs;
        if (!finished)
            for (Stream* s : senders)
                next = std::min(next, pace(*s, now, scratch));
        std::int64_t waitUs = next - udpwire::nowUs();
        if (receivers) {
            poller.wait(events,
                        std::chrono::milliseconds(std::max<std::int64_t>(0, waitUs / 1000)));
            for (const auto& e : events)
                receive(*m_streams[e.token], scratch);
            waitUs = next - udpwire::nowUs();
            if (waitUs >= 1000) continue;
        }
        if (waitUs > 0)
            std::this_thread::sleep_for(std::chrono::microseconds(std::max(waitUs, kMinSleepUs)));
    }
    if (!finished) m_finishedWorkers.fetch_add(1); // never leave finishSending() waiting
}

void UdpTransfer::finishSending()
{
    m_finishSending.store(true);
    for (auto& p : m_pollers)
        p->wake();
    while (m_finishedWorkers.load() < int(m_workers.size()) && !m_stopped.load())
        std::this_thread::sleep_for(std::chrono::microseconds(200));
}

bool UdpTransfer::waitReceiversDone(std::chrono::milliseconds timeout) const
{
    const std::int64_t since = udpwire::nowUs();
    const std::int64_t deadline = since + std::int64_t(timeout.count()) * 1000;
    for (;;) {
        const std::int64_t now = udpwire::nowUs();
        bool all = std::all_of(m_streams.begin(), m_streams.end(), [&](const auto& s) {
            return s->spec.role == Role::Send || s->spec.receiver->drained(now, since, kQuietUs);
        });
        if (all) return true;
        if (now >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void UdpTransfer::stop()
{
    if (m_stopped.exchange(true)) return;
    for (auto& w : m_workers)
        w.request_stop();
    for (auto& p : m_pollers)
        p->wake();
    m_workers.clear(); // joins
    for (auto& s : m_streams)
        s->spec.socket.close();
}

TransferTotals UdpTransfer::totals() const
{
    TransferTotals t;
    double jitterSum[2] = {0, 0};
    int jitterCount[2] = {0, 0};
    for (const auto& s : m_streams) {
        const auto d = std::size_t(s->spec.direction);
        UdpSample& u = t.udp[d];
        u.valid = true;
        if (s->spec.role == Role::Send) {
            t.sent[d] += s->bytes.load(std::memory_order_relaxed);
            u.packetsSent += s->packets.load(std::memory_order_relaxed);
            u.packetsSkipped += s->skipped.load(std::memory_order_relaxed);
            continue;
        }
        const UdpReceiver& r = *s->spec.receiver;
        const UdpSample rs = r.totals();
        t.received[d] += r.bytes();
        u.packetsReceived += rs.packetsReceived;
        u.packetsLost += rs.packetsLost;
        u.outOfOrder += rs.outOfOrder;
        u.duplicates += rs.duplicates;
        if (r.hasJitter()) {
            jitterSum[d] += rs.jitterUs;
            ++jitterCount[d];
        }
    }
    for (int d = 0; d < 2; ++d)
        if (jitterCount[d]) t.udp[d].jitterUs = jitterSum[d] / jitterCount[d];
    return t;
}

std::string UdpTransfer::firstError() const
{
    std::lock_guard lock(m_errorMutex);
    return m_firstError;
}

} // namespace bw::engine::flow
