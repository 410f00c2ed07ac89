// SPDX-License-Identifier: MIT
#include "flow/transfer.h"

#include "flow/lowwater.h"
#include "flow/pacing.h"
#include "flow/transferworker.h"

#include <algorithm>
#include <new>
#include <numeric>
#include <random>
#include <system_error>

namespace bw::engine::flow {

namespace {
// Random bytes: a link that compresses sees nothing to gain.
void fillRandom(std::span<char> buffer)
{
    std::mt19937_64 rng(std::random_device{}());
    for (std::size_t i = 0; i + 8 <= buffer.size(); i += 8) {
        std::uint64_t v = rng();
        std::copy_n(reinterpret_cast<const char*>(&v), 8, buffer.data() + i);
    }
}

} // namespace

Transfer::Transfer(std::vector<StreamSpec> streams, TransferOptions options) : m_options(options)
{
    for (auto& spec : streams) {
        auto s = std::make_unique<Stream>();
        s->spec = std::move(spec);
        m_streams.push_back(std::move(s));
    }
}

Transfer::~Transfer()
{
    stop();
}

std::error_code Transfer::start()
{
    // Streams are spread round-robin over the workers (growWithLoad: all on the first, handed
    // on with load, flow/transfergrowth.cpp); the token is the stream's index.
    std::vector<std::size_t> all(m_streams.size());
    std::iota(all.begin(), all.end(), std::size_t(0));
    if (auto ec = createWorkers(all, m_options.threads, true, m_options.growWithLoad)) return ec;
    for (int w = 0; w < workerCount(); ++w)
        m_inboxes.push_back(std::make_unique<Inbox>());
    m_workersUsed.store(m_options.growWithLoad ? std::min(workerCount(), 1) : workerCount());
    // One payload for every sender of the test: they only read it.
    if (std::any_of(m_streams.begin(), m_streams.end(),
                    [](const auto& s) { return s->spec.role == Role::Send; })) {
        m_payload = std::make_unique<PageBuffer>(m_options.bufferBytes);
        fillRandom(m_payload->span());
    }
    for (int w = 0; w < workerCount(); ++w) {
        for (std::size_t i : streamsOf(w)) {
            Stream& s = *m_streams[i];
            if (auto ec = s.spec.socket.setNonBlocking(true)) return ec;
            std::uint32_t interest = s.spec.role == Role::Send ? net::PollOut : net::PollIn;
            if (auto ec = poller(w).add(s.spec.socket.native(), interest, i)) return ec;
        }
    }
    m_start = Clock::now();
    m_retryJitter.seed(std::uint32_t(m_start.time_since_epoch().count()) ^
                       std::uint32_t(reinterpret_cast<std::uintptr_t>(this)));
    launch();
    return {};
}

void Transfer::fail(Stream& s, std::error_code ec, const char* what)
{
    // Counted before the stream reads as done: whoever sees it done sees the failure too.
    recordFailure(std::string("stream ") + std::to_string(s.spec.id) + ": " + what + ": " +
                  ec.message());
    s.done.store(true);
    notifyStateChange(); // waitReceiversDone()
}

// Moves data until the socket would block, for at most burstCalls calls: a turn never
// starves the worker's other streams (a loopback sender whose peer drains it as fast as it
// writes would otherwise never see EAGAIN).
Transfer::Pump Transfer::pump(Stream& s, std::span<char> buffer, Clock::time_point now,
                              int burstCalls)
{
    if (s.done.load(std::memory_order_relaxed)) return Pump::Idle;
    std::size_t n = 0;
    if (s.spec.role == Role::Receive) {
        for (int calls = 0; calls < burstCalls; ++calls) {
            std::error_code ec = s.spec.socket.recv(buffer.data(), buffer.size(), n);
            if (!ec && n > 0) {
                s.bytes.fetch_add(n, std::memory_order_relaxed);
                // A short read took all there was: skip the call that would only say so.
                // Data arriving later raises a new edge (epoll) or stays level (WSAPoll).
                if (n < buffer.size() && !s.hangup) return Pump::Idle;
                continue;
            }
            if (!ec) { // orderly close: every byte the peer sent has arrived
                s.done.store(true);
                notifyStateChange(); // waitReceiversDone()
                return Pump::Idle;
            }
            if (!net::isWouldBlock(ec)) fail(s, ec, "receive failed");
            return Pump::Idle;
        }
        return Pump::More;
    }
    const std::uint64_t rate = m_options.rateBitsPerSecond;
    for (int calls = 0; calls < burstCalls; ++calls) {
        if (finishRequested(std::memory_order_relaxed)) return Pump::Idle;
        std::size_t want = buffer.size();
        if (rate) {
            const std::uint64_t room = pacing::tcpRoom(
                std::chrono::duration<double>(now - m_start).count(), rate, s.pacedBytes);
            if (!room) return Pump::Paced;
            want = std::min<std::uint64_t>(want, room);
        }
        std::error_code ec = s.spec.socket.send(buffer.data(), want, n);
        if (!ec) {
            s.bytes.fetch_add(n, std::memory_order_relaxed);
            s.pacedBytes += n;
            // A short write filled the socket buffer: the OS reports writable again once
            // there is room, so the call that would only return EAGAIN is skipped.
            if (n < want && !s.hangup) return Pump::Idle;
            continue;
        }
        if (!net::isWouldBlock(ec)) fail(s, ec, "send failed");
        return Pump::Idle;
    }
    return Pump::More;
}

void Transfer::workerLoop(std::stop_token st, int worker)
{
    const auto& mine = streamsOf(worker);
    Worker w(worker, poller(worker), mine, m_options.growWithLoad && workerCount() > 1);
    if (std::any_of(mine.begin(), mine.end(),
                    [this](std::size_t i) { return m_streams[i]->spec.role == Role::Receive; }))
        w.ensureStorage(readBytesFor(m_options.bufferBytes));
    Inbox& inbox = *m_inboxes[std::size_t(worker)];
    while (!st.stop_requested()) {
        if (inbox.pending.load(std::memory_order_acquire)) adopt(w);
        if (inbox.returnTo.load(std::memory_order_acquire) >= 0) giveBack(w);
        if (finishDue(worker)) {
            finishSenders(w);
            markFinished(worker);
        }
        const bool marked = w.marked > 0;
        auto timeout = !w.ready.empty()   ? std::chrono::milliseconds(0)
                       : !w.paced.empty() ? std::chrono::milliseconds(1)
                       : marked           ? std::chrono::milliseconds(kLowWaterPoll)
                                          : std::chrono::milliseconds(100);
        // Only a worker that may still grow measures its idle time (flow/transfergrowth.cpp).
        const bool blocks = w.growing && timeout.count() > 0;
        const Clock::time_point before = blocks ? Clock::now() : Clock::time_point{};
        if (w.poller.wait(w.events, timeout)) break;
        const Clock::time_point now = Clock::now();
        if (blocks) w.idle += now - before;
        collect(w);
        // Nothing reached a mark for kLowWaterPoll: read what is under it, and let the marks
        // follow the lower rate.
        if (marked && w.events.empty() && w.ready.empty()) queueMarked(w);
        serve(w, now);
        if (w.growing) measureLoad(w, now);
    }
}

// Senders stop writing and half-close, so their receivers see every byte and then the FIN.
void Transfer::finishSenders(Worker& w)
{
    for (std::size_t i : w.mine) {
        Stream& s = *m_streams[i];
        if (s.spec.role == Role::Send && !s.done.load()) {
            w.unregister(s);
            s.spec.socket.shutdownWrite();
            s.done.store(true);
        }
    }
    w.paced.clear();
}

// Queues the streams the poller reported, then the paced ones (retried on the 1 ms timer).
void Transfer::collect(Worker& w)
{
    auto enqueue = [&](std::size_t i) {
        if (!m_streams[i]->queued) {
            m_streams[i]->queued = true;
            w.ready.push_back(i);
        }
    };
    for (const auto& e : w.events) {
        if (e.events & (net::PollHup | net::PollErr))
            m_streams[std::size_t(e.token)]->hangup = true;
        enqueue(std::size_t(e.token));
    }
    w.stillPaced.clear();
    for (std::size_t i : w.paced) {
        if (m_streams[i]->queued) continue; // the poller reported it: served below
        w.stillPaced.push_back(i);
    }
    w.paced.clear();
    for (std::size_t i : w.stillPaced)
        enqueue(i);
}

// One turn for every queued stream. A paced stream leaves the poller's write interest
// (level-triggered pollers would spin) and is retried on a 1 ms timer instead.
void Transfer::serve(Worker& w, Clock::time_point now)
{
    auto hold = [&](std::size_t i, bool on) {
        Stream& s = *m_streams[i];
        if (s.held == on) return;
        s.held = on;
        if (!w.edge && s.registered)
            w.poller.modify(s.spec.socket.native(), on ? 0u : std::uint32_t(net::PollOut), i);
    };
    w.next.clear();
    for (std::size_t i : w.ready) {
        Stream& s = *m_streams[i];
        s.queued = false;
        const bool receives = s.spec.role == Role::Receive;
        Pump r = pump(s, receives ? w.received : m_payload->span(), now, w.burstCalls);
        if (receives && s.lowWaterWorks && !s.done.load(std::memory_order_relaxed)) {
            const bool was = s.lowWater > 1;
            tuneLowWater(s, now);
            if (was != (s.lowWater > 1)) w.marked += s.lowWater > 1 ? 1 : -1;
        }
        if (r == Pump::More) {
            s.queued = true;
            w.next.push_back(i);
        } else if (r == Pump::Paced) {
            if (std::find(w.paced.begin(), w.paced.end(), i) == w.paced.end()) w.paced.push_back(i);
            hold(i, true);
        } else {
            hold(i, false);
        }
        if (s.done.load(std::memory_order_relaxed)) {
            w.unregister(s);
            if (receives && s.lowWater > 1) { // a finished stream no longer needs the 2 ms poll
                s.lowWater = 1;
                --w.marked;
            }
        }
    }
    w.ready.swap(w.next);
}

// Every kLowWaterWindow: the mark follows the stream's rate over the window just ended.
void Transfer::tuneLowWater(Stream& s, Clock::time_point now) const
{
    const std::uint64_t bytes = s.bytes.load(std::memory_order_relaxed);
    if (s.windowStart == Clock::time_point{}) {
        s.windowStart = now;
        s.windowBytes = bytes;
        return;
    }
    const auto elapsed = now - s.windowStart;
    if (elapsed < kLowWaterWindow) return;
    const int socketBytes = s.spec.socket.receiveBuffer();
    const std::uint32_t target = lowWaterFor(
        bytes - s.windowBytes, std::chrono::duration<double>(elapsed).count(),
        readBytesFor(m_options.bufferBytes), socketBytes > 0 ? std::uint32_t(socketBytes) : 0);
    s.windowStart = now;
    s.windowBytes = bytes;
    if (!lowWaterChanges(s.lowWater, target)) return;
    if (s.spec.socket.setReceiveLowWater(int(target))) {
        // Not taken (Windows): the stream stays woken per segment, as before.
        s.spec.socket.setReceiveLowWater(1);
        s.lowWaterWorks = false;
        s.lowWater = 1;
        return;
    }
    s.lowWater = target;
}

void Transfer::queueMarked(Worker& w)
{
    for (std::size_t i : w.mine) {
        Stream& s = *m_streams[i];
        if (s.lowWater <= 1 || s.queued || s.done.load(std::memory_order_relaxed)) continue;
        s.queued = true;
        w.ready.push_back(i);
    }
}

bool Transfer::waitReceiversDone(std::chrono::milliseconds timeout) const
{
    // A receiving stream's end (FIN or failure) notifies: no polling.
    return waitFor(Clock::now() + timeout, std::chrono::milliseconds(0), [this] {
        return std::all_of(m_streams.begin(), m_streams.end(), [](const auto& s) {
            return s->spec.role == Role::Send || s->done.load();
        });
    });
}

void Transfer::closeSockets()
{
    for (auto& s : m_streams)
        s->spec.socket.close();
}

TransferTotals Transfer::totals() const
{
    TransferTotals t;
    for (const auto& s : m_streams) {
        auto d = std::size_t(s->spec.direction);
        auto b = s->bytes.load(std::memory_order_relaxed);
        t.streams[d].push_back(b);
        if (s->spec.role == Role::Send)
            t.sent[d] += b;
        else
            t.received[d] += b;
    }
    return t;
}

std::vector<net::NativeSocket> Transfer::senderSockets(Direction d) const
{
    std::vector<net::NativeSocket> out;
    if (stopped()) return out;
    for (const auto& s : m_streams)
        if (s->spec.role == Role::Send && s->spec.direction == d)
            out.push_back(s->spec.socket.native());
    return out;
}

} // namespace bw::engine::flow
