// SPDX-License-Identifier: MIT
#include "flow/udptransfer.h"

#include "flow/udpwire.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <thread>

namespace bw::engine::flow {

namespace {
// Datagrams prepared per send: four 64 KiB offload messages of 1,400-byte datagrams, or four
// system calls of sendmmsg without offload.
constexpr std::size_t kBatch = 256;
constexpr std::size_t kReceiveSlots = 64;          // one datagram each
constexpr std::size_t kCoalescedReceiveSlots = 16; // up to 64 KiB each
constexpr std::int64_t kBlockedRetryUs = 200;
constexpr std::int64_t kIdleUs = 10'000; // longest wait with nothing due
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

// One worker's buffers: a batch of datagrams to send, and receive slots when it has receivers.
struct UdpTransfer::Scratch
{
    // coalesced: a receiving socket of the worker has UDP_GRO on, so a slot must take 64 KiB.
    Scratch(std::uint32_t datagramBytes, bool receivers, bool coalesced)
        : heads(kBatch), batch(kBatch), payload(datagramBytes)
    {
        std::mt19937 rng(std::random_device{}());
        for (auto& b : payload)
            b = std::uint8_t(rng());
        if (receivers) {
            slotBytes = coalesced ? net::kOffloadSlotBytes : datagramBytes + 64;
            const std::size_t count = coalesced ? kCoalescedReceiveSlots : kReceiveSlots;
            // Not zeroed: 1 MiB with offload, and the kernel writes what is read.
            inBuffer = std::make_unique_for_overwrite<std::uint8_t[]>(count * slotBytes);
            slots.resize(count);
        }
    }

    std::vector<std::array<std::uint8_t, udpwire::kDataHeaderBytes>> heads;
    std::vector<net::DatagramOut> batch;
    std::vector<std::uint8_t> payload;        // the filler after the header, random
    std::unique_ptr<std::uint8_t[]> inBuffer; // receive slots
    std::vector<net::DatagramIn> slots;
    std::size_t slotBytes = 0;
    std::vector<net::PollEvent> events;
};

UdpTransfer::UdpTransfer(std::vector<UdpStreamSpec> streams, UdpOptions options)
    : m_options(options)
{
    m_options.datagramBytes =
        std::clamp(m_options.datagramBytes, kMinDatagramBytes, kMaxDatagramBytes);
    m_schedule = pacing::UdpSchedule::of(m_options.datagramBytes, m_options.rateBitsPerSecond,
                                         kMaxBacklogMs, kBatch);
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
    if (auto ec = createWorkers(active, m_options.threads, false)) return ec;
    for (int w = 0; w < workerCount(); ++w)
        for (std::size_t i : streamsOf(w))
            if (auto ec = prepare(*m_streams[i], w, i)) return ec;
    m_startUs = udpwire::nowUs();
    launch();
    return {};
}

std::error_code UdpTransfer::prepare(Stream& s, int worker, std::size_t token)
{
    net::Socket& socket = s.spec.shared ? *s.spec.shared : s.spec.socket;
    if (s.spec.role == Role::Send) {
        // A one-datagram test has nothing to coalesce; the kernel is asked, nothing is sent.
        s.segmented = m_options.offload && net::canSendSegmented(socket);
        return {};
    }
    if (!s.spec.socket.valid()) return {};
    if (auto ec = s.spec.socket.setNonBlocking(true)) return ec;
    s.spec.socket.setReceiveTimestamps(true);
    s.coalesced = m_options.offload && net::enableReceiveOffload(s.spec.socket);
    return poller(worker).add(s.spec.socket.native(), net::PollIn, token);
}

void UdpTransfer::fail(Stream& s, std::error_code ec, const char* what)
{
    s.failed = true;
    recordFailure("UDP stream " + std::to_string(s.spec.id) + ": " + what + ": " + ec.message());
}

// Sends every datagram that is due by nowUs. Returns when the next one is due.
std::int64_t UdpTransfer::pace(Stream& s, std::int64_t nowUs, Scratch& scratch)
{
    if (s.failed) return nowUs + kIdleUs;
    if (nowUs < s.retryAtUs) return s.retryAtUs;
    std::uint64_t sent = s.packets.load(std::memory_order_relaxed);
    std::uint64_t skipped = s.skipped.load(std::memory_order_relaxed);
    const pacing::UdpSchedule::Due due = m_schedule.due(nowUs - m_startUs, sent + skipped);
    std::uint64_t owed = due.send;
    if (due.skip) {
        skipped += due.skip;
        s.skipped.store(skipped, std::memory_order_relaxed);
    }
    const std::size_t filler = m_options.datagramBytes - udpwire::kDataHeaderBytes;
    while (owed > 0) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(owed, kBatch));
        for (std::size_t i = 0; i < n; ++i) {
            udpwire::writeData(scratch.heads[i].data(), std::uint32_t(s.spec.id), m_options.token,
                               sent + i, nowUs);
            scratch.batch[i] = {scratch.heads[i].data(), udpwire::kDataHeaderBytes,
                                scratch.payload.data(), filler};
        }
        std::error_code ec;
        const std::size_t done = sendDue(s, n, scratch, ec);
        if (ec && !net::isWouldBlock(ec) && !isIcmpError(ec) && ec != std::errc::no_buffer_space) {
            fail(s, ec, "send failed");
            return nowUs + kIdleUs;
        }
        sent += done;
        owed -= done;
        s.packets.store(sent, std::memory_order_relaxed);
        if (done < n) { // the socket is full (or refused one): try again shortly
            s.retryAtUs = nowUs + kBlockedRetryUs;
            return s.retryAtUs;
        }
    }
    return m_startUs + m_schedule.nextDueUs(sent + skipped);
}

std::size_t UdpTransfer::sendDue(Stream& s, std::size_t n, Scratch& scratch, std::error_code& ec)
{
    net::Socket& socket = s.spec.shared ? *s.spec.shared : s.spec.socket;
    const net::Endpoint* to = s.spec.shared ? &s.spec.peer : nullptr;
    const std::span<const net::DatagramOut> batch{scratch.batch.data(), n};
    std::size_t done = 0;
    if (s.segmented && n > 1) {
        ec = net::sendSegmented(socket, batch, to, m_options.datagramBytes, done);
        if (ec != std::errc::not_supported) return done;
        s.segmented = false; // the kernel refused the offload (not the send): never again
    }
    ec = socket.sendBatch(batch, to, done);
    return done;
}

// Reads everything queued on a receiving stream's socket (edge-triggered pollers need that).
void UdpTransfer::receive(Stream& s, Scratch& scratch)
{
    for (;;) {
        for (std::size_t i = 0; i < scratch.slots.size(); ++i)
            scratch.slots[i] = {scratch.inBuffer.get() + i * scratch.slotBytes, scratch.slotBytes,
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
            // A coalesced slot holds several datagrams: each is parsed and counted on its own.
            net::forEachDatagram(d, [&](const std::uint8_t* data, std::size_t bytes) {
                auto p = udpwire::parse(data, bytes);
                if ((p.kind == udpwire::Kind::Data || p.kind == udpwire::Kind::End) &&
                    p.token != m_options.token)
                    s.spec.receiver->onForeign();
                else if (p.kind == udpwire::Kind::Data)
                    s.spec.receiver->onData(p.sequence, p.sentUs, d.arrivalUs, bytes);
                else if (p.kind == udpwire::Kind::End) {
                    s.spec.receiver->onEnd(p.sequence, d.arrivalUs);
                    notifyStateChange(); // waitReceiversDone()
                }
            });
        }
        if (n < scratch.slots.size()) return;
    }
}

// A few copies of the end datagram, so that one lost copy costs the receiver no wait.
void UdpTransfer::sendEnd(Stream& s)
{
    auto end =
        udpwire::end(std::uint32_t(s.spec.id), m_options.token, s.packets.load(), udpwire::nowUs());
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
    std::vector<Stream*> senders;
    bool receivers = false, coalesced = false;
    for (std::size_t i : streamsOf(worker)) {
        if (m_streams[i]->spec.role == Role::Send)
            senders.push_back(m_streams[i].get());
        else
            receivers = true;
        coalesced = coalesced || m_streams[i]->coalesced;
    }
    Scratch scratch(m_options.datagramBytes, receivers, coalesced);
    while (!st.stop_requested()) {
        if (finishDue(worker)) {
            for (Stream* s : senders)
                sendEnd(*s);
            markFinished(worker);
        }
        std::int64_t now = udpwire::nowUs(), next = now + kIdleUs;
        if (!finished(worker))
            for (Stream* s : senders)
                next = std::min(next, pace(*s, now, scratch));
        waitUntil(worker, next, receivers, scratch);
    }
}

// The poller's wait reads the receivers and ends at once on wake() (finishSending(), stop());
// it counts whole milliseconds, so the rest of a gap shorter than that is slept: that sleep
// is the pacing, and a wake-up waits for it at most 1 ms.
void UdpTransfer::waitUntil(int worker, std::int64_t nextUs, bool receivers, Scratch& scratch)
{
    std::int64_t waitUs = nextUs - udpwire::nowUs();
    if (receivers || waitUs >= 1000) {
        poller(worker).wait(scratch.events,
                            std::chrono::milliseconds(std::max<std::int64_t>(0, waitUs / 1000)));
        for (const auto& e : scratch.events)
            receive(*m_streams[e.token], scratch);
        waitUs = nextUs - udpwire::nowUs();
        if (waitUs >= 1000) return;
    }
    if (waitUs > 0)
        std::this_thread::sleep_for(std::chrono::microseconds(std::max(waitUs, kMinSleepUs)));
}

bool UdpTransfer::waitReceiversDone(std::chrono::milliseconds timeout) const
{
    // A receiver is also done when it went quiet, which no event announces, and the server's
    // receivers are fed by its UDP port: look every 5 ms besides the end datagrams' notify.
    const std::int64_t since = udpwire::nowUs();
    return waitFor(std::chrono::steady_clock::now() + timeout, std::chrono::milliseconds(5), [&] {
        const std::int64_t now = udpwire::nowUs();
        return std::all_of(m_streams.begin(), m_streams.end(), [&](const auto& s) {
            return s->spec.role == Role::Send || s->spec.receiver->drained(now, since, kQuietUs);
        });
    });
}

void UdpTransfer::closeSockets()
{
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
            // The bytes from the one count of datagrams, all of one size: a second counter,
            // read a moment apart, could hold one datagram more or less than this one.
            const std::uint64_t packets = s->packets.load(std::memory_order_relaxed);
            t.streams[d].push_back(packets * m_options.datagramBytes);
            t.sent[d] += t.streams[d].back();
            u.packetsSent += packets;
            u.packetsSkipped += s->skipped.load(std::memory_order_relaxed);
            continue;
        }
        const UdpReceiver& r = *s->spec.receiver;
        std::uint64_t bytes = 0; // of the same datagrams as rs's counts, read once
        const UdpSample rs = r.totals(&bytes);
        t.streams[d].push_back(bytes);
        t.received[d] += bytes;
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

} // namespace bw::engine::flow
