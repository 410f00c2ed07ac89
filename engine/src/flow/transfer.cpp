// SPDX-License-Identifier: MIT
#include "flow/transfer.h"

#include <algorithm>
#include <new>
#include <random>

namespace bw::engine::flow {

using Clock = std::chrono::steady_clock;

namespace {

class PageBuffer
{
public:
    explicit PageBuffer(std::size_t size)
        : m_size(size), m_data(static_cast<char*>(::operator new(size, kAlign)))
    {
    }
    ~PageBuffer() { ::operator delete(m_data, kAlign); }
    PageBuffer(const PageBuffer&) = delete;
    PageBuffer& operator=(const PageBuffer&) = delete;
    std::span<char> span() const { return {m_data, m_size}; }

private:
    static constexpr std::align_val_t kAlign{4096};
    std::size_t m_size;
    char* m_data;
};

} // namespace

Transfer::Transfer(std::vector<StreamSpec> streams, TransferOptions options) : m_options(options)
{
    m_options.threads = std::clamp(m_options.threads, 1, std::max(1, int(streams.size())));
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
    for (int w = 0; w < m_options.threads; ++w) {
        std::error_code ec;
        // Streams are spread round-robin over the workers (below).
        const std::size_t mine =
            (m_streams.size() - std::size_t(w) + std::size_t(m_options.threads) - 1) /
            std::size_t(m_options.threads);
        auto poller = net::Poller::create(ec, mine);
        if (!poller) return ec;
        m_pollers.push_back(std::move(poller));
    }
    // Streams are spread round-robin over the workers; the token is the stream's index.
    for (std::size_t i = 0; i < m_streams.size(); ++i) {
        Stream& s = *m_streams[i];
        if (auto ec = s.spec.socket.setNonBlocking(true)) return ec;
        std::uint32_t interest = s.spec.role == Role::Send ? net::PollOut : net::PollIn;
        if (auto ec = m_pollers[i % m_pollers.size()]->add(s.spec.socket.native(), interest, i))
            return ec;
    }
    m_start = Clock::now();
    for (int w = 0; w < m_options.threads; ++w)
        m_workers.emplace_back([this, w](std::stop_token st) { workerLoop(st, w); });
    return {};
}

void Transfer::fail(Stream& s, std::error_code ec, const char* what)
{
    s.done.store(true);
    m_failed.fetch_add(1);
    std::lock_guard lock(m_errorMutex);
    if (m_firstError.empty())
        m_firstError =
            std::string("stream ") + std::to_string(s.spec.id) + ": " + what + ": " + ec.message();
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
                return Pump::Idle;
            }
            if (!net::isWouldBlock(ec)) fail(s, ec, "receive failed");
            return Pump::Idle;
        }
        return Pump::More;
    }
    const std::uint64_t rate = m_options.rateBitsPerSecond;
    for (int calls = 0; calls < burstCalls; ++calls) {
        if (m_finishSending.load(std::memory_order_relaxed)) return Pump::Idle;
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
    net::Poller& poller = *m_pollers[std::size_t(worker)];
    // Page-aligned, as the kernel's socket pages are, so copies between the two start on a
    // cache line (malloc's block starts 16 bytes in). On loopback the difference was within
    // this project's measuring noise.
    PageBuffer storage(m_options.bufferBytes);
    std::span<char> buffer = storage.span();
    std::mt19937_64 rng(std::random_device{}());
    for (std::size_t i = 0; i + 8 <= buffer.size(); i += 8) {
        std::uint64_t v = rng();
        std::copy_n(reinterpret_cast<const char*>(&v), 8, buffer.data() + i);
    }
    std::vector<std::size_t> mine;
    for (std::size_t i = std::size_t(worker); i < m_streams.size(); i += m_pollers.size())
        mine.push_back(i);
    // One round over a worker's busy streams stays short (about 256 calls), so every stream,
    // receivers included, gets a turn many times per report interval.
    const int burstCalls = std::clamp(256 / int(std::max<std::size_t>(1, mine.size())), 1, 16);
    std::vector<net::PollEvent> events;
    std::vector<std::size_t> ready, next; // streams with work left, served round-robin
    std::vector<std::size_t> paced;       // writable senders held back by their rate
    const bool edge = poller.edgeTriggered();
    auto unregister = [&](Stream& s) {
        if (s.registered) poller.remove(s.spec.socket.native());
        s.registered = false;
    };
    // A paced stream leaves the poller's write interest (level-triggered pollers would spin)
    // and is retried on a 1 ms timer instead.
    auto hold = [&](std::size_t i, bool on) {
        Stream& s = *m_streams[i];
        if (s.held == on) return;
        s.held = on;
        if (!edge && s.registered)
            poller.modify(s.spec.socket.native(), on ? 0u : std::uint32_t(net::PollOut), i);
    };
    auto enqueue = [&](std::size_t i) {
        if (!m_streams[i]->queued) {
            m_streams[i]->queued = true;
            ready.push_back(i);
        }
    };
    bool finished = false;
    while (!st.stop_requested()) {
        if (!finished && m_finishSending.load()) {
            finished = true;
            for (std::size_t i : mine) {
                Stream& s = *m_streams[i];
                if (s.spec.role == Role::Send && !s.done.load()) {
                    unregister(s);
                    s.spec.socket.shutdownWrite();
                    s.done.store(true);
                }
            }
            paced.clear();
            m_finishedWorkers.fetch_add(1);
        }
        auto timeout = !ready.empty()  ? std::chrono::milliseconds(0)
                       : paced.empty() ? std::chrono::milliseconds(100)
                                       : std::chrono::milliseconds(1);
        if (poller.wait(events, timeout)) break;
        for (const auto& e : events) {
            if (e.events & (net::PollHup | net::PollErr))
                m_streams[std::size_t(e.token)]->hangup = true;
            enqueue(std::size_t(e.token));
        }
        std::vector<std::size_t> stillPaced;
        for (std::size_t i : paced) {
            if (m_streams[i]->queued) continue; // the poller reported it: served below
            stillPaced.push_back(i);
        }
        paced.clear();
        for (std::size_t i : stillPaced)
            enqueue(i);
        auto now = Clock::now();
        next.clear();
        for (std::size_t i : ready) {
            Stream& s = *m_streams[i];
            s.queued = false;
            Pump r = pump(s, buffer, now, burstCalls);
            if (r == Pump::More) {
                s.queued = true;
                next.push_back(i);
            } else if (r == Pump::Paced) {
                if (std::find(paced.begin(), paced.end(), i) == paced.end()) paced.push_back(i);
                hold(i, true);
            } else {
                hold(i, false);
            }
            if (s.done.load(std::memory_order_relaxed)) unregister(s);
        }
        ready.swap(next);
    }
    if (!finished) m_finishedWorkers.fetch_add(1); // never leave finishSending() waiting
}

void Transfer::finishSending()
{
    m_finishSending.store(true);
    for (auto& p : m_pollers)
        p->wake();
    // Workers check the flag between two sends, so this takes one send call at most.
    while (m_finishedWorkers.load() < int(m_workers.size()) && !m_stopped.load())
        std::this_thread::sleep_for(std::chrono::microseconds(200));
}

bool Transfer::waitReceiversDone(std::chrono::milliseconds timeout) const
{
    auto deadline = Clock::now() + timeout;
    for (;;) {
        bool all = std::all_of(m_streams.begin(), m_streams.end(), [](const auto& s) {
            return s->spec.role == Role::Send || s->done.load();
        });
        if (all) return true;
        if (Clock::now() >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void Transfer::stop()
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
    if (m_stopped.load()) return out;
    for (const auto& s : m_streams)
        if (s->spec.role == Role::Send && s->spec.direction == d)
            out.push_back(s->spec.socket.native());
    return out;
}

std::string Transfer::firstError() const
{
    std::lock_guard lock(m_errorMutex);
    return m_firstError;
}

} // namespace bw::engine::flow
