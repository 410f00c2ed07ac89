// SPDX-License-Identifier: MIT
#include "flow/transfer.h"

#include "flow/lowwater.h"
#include "net/host.h"

#include <algorithm>
#include <new>
#include <numeric>
#include <random>

namespace bw::engine::flow {

using Clock = std::chrono::steady_clock;

// Page-aligned, as the kernel's socket pages are, so copies between the two start on a cache
// line (malloc's block starts 16 bytes in; on loopback the difference was within this
// project's measuring noise). From the OS directly, so it goes back to the OS after the test.
class PageBuffer
{
public:
    explicit PageBuffer(std::size_t size)
        : m_size(size), m_data(static_cast<char*>(net::allocatePages(size)))
    {
        if (!m_data) throw std::bad_alloc();
    }
    ~PageBuffer() { net::freePages(m_data, m_size); }
    PageBuffer(const PageBuffer&) = delete;
    PageBuffer& operator=(const PageBuffer&) = delete;
    std::span<char> span() const { return {m_data, m_size}; }

private:
    std::size_t m_size;
    char* m_data;
};

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

// One worker thread's state. The worker's streams are served round-robin from `ready`;
// a paced sender waits in `paced` for its rate to allow more.
struct Transfer::Worker
{
    // Only a worker with receivers has a buffer of its own, to read into and discard; its
    // senders write from the test's one shared payload.
    Worker(net::Poller& p, const std::vector<std::size_t>& streams, std::uint32_t bufferBytes,
           bool receives)
        : poller(p), mine(streams),
          storage(receives ? std::make_unique<PageBuffer>(bufferBytes) : nullptr),
          // One round over a worker's busy streams stays short (about 256 calls), so every
          // stream, receivers included, gets a turn many times per report interval.
          burstCalls(std::clamp(256 / int(std::max<std::size_t>(1, streams.size())), 1, 16)),
          edge(p.edgeTriggered())
    {
        if (storage) received = storage->span();
    }

    void unregister(Stream& s)
    {
        if (s.registered) poller.remove(s.spec.socket.native());
        s.registered = false;
    }

    net::Poller& poller;
    const std::vector<std::size_t>& mine;
    std::unique_ptr<PageBuffer> storage; // or none
    std::span<char> received;
    const int burstCalls;
    const bool edge;
    std::vector<net::PollEvent> events;
    std::vector<std::size_t> ready, next; // streams with work left, served round-robin
    std::vector<std::size_t> paced;       // writable senders held back by their rate
    std::vector<std::size_t> stillPaced;
    int marked = 0; // receivers with a low-water mark set (flow/lowwater.h)
};

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
    // Streams are spread round-robin over the workers; the token is the stream's index.
    std::vector<std::size_t> all(m_streams.size());
    std::iota(all.begin(), all.end(), std::size_t(0));
    if (auto ec = createWorkers(all, m_options.threads, true)) return ec;
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
            double elapsed = std::chrono::duration<double>(now - m_start).count();
            auto allowed = std::uint64_t(elapsed * double(rate) / 8.0);
            if (allowed <= s.pacedBytes) return Pump::Paced;
            want = std::min<std::uint64_t>(want, allowed - s.pacedBytes);
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
    const bool receives = std::any_of(mine.begin(), mine.end(), [this](std::size_t i) {
        return m_streams[i]->spec.role == Role::Receive;
    });
    Worker w(poller(worker), mine, m_options.bufferBytes, receives);
    while (!st.stop_requested()) {
        if (finishDue(worker)) {
            finishSenders(w);
            markFinished(worker);
        }
        const bool marked = w.marked > 0;
        auto timeout = !w.ready.empty()   ? std::chrono::milliseconds(0)
                       : !w.paced.empty() ? std::chrono::milliseconds(1)
                       : marked           ? std::chrono::milliseconds(kLowWaterPoll)
                                          : std::chrono::milliseconds(100);
        if (w.poller.wait(w.events, timeout)) break;
        collect(w);
        // Nothing reached a mark for kLowWaterPoll: read what is under it, and let the marks
        // follow the lower rate.
        if (marked && w.events.empty() && w.ready.empty()) queueMarked(w);
        serve(w, Clock::now());
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
    const std::uint32_t target =
        lowWaterFor(bytes - s.windowBytes, std::chrono::duration<double>(elapsed).count(),
                    m_options.bufferBytes, socketBytes > 0 ? std::uint32_t(socketBytes) : 0);
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
