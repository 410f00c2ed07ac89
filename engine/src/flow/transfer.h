// SPDX-License-Identifier: MIT
// The TCP data path: W worker threads drive S streams with the platform's readiness API.
// Counters are per-stream atomics (relaxed), read by the sampler; no locks on the data path.
#pragma once

#include "benchwire/types.h"
#include "flow/datapath.h"
#include "flow/growth.h"
#include "flow/workerpool.h"
#include "net/poller.h"
#include "net/socket.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <random>
#include <span>
#include <string>
#include <vector>

namespace bw::engine::flow {

enum class Role : std::uint8_t
{
    Send,
    Receive
};

struct StreamSpec
{
    net::Socket socket; // connected, any blocking mode (made non-blocking here)
    int id = 0;
    Role role = Role::Send;
    Direction direction = Direction::Upload;
};

class PageBuffer; // transfer.cpp

struct TransferOptions
{
    int threads = 1;
    std::uint32_t bufferBytes = 128 * 1024;
    std::uint64_t rateBitsPerSecond = 0; // per sending stream, 0 = unlimited
    // "Auto" threads (flow/growth.h): start with one worker and add one, up to `threads`,
    // each time a worker is busy for most of a load window, handing it half of that
    // worker's streams. Off: the streams are spread over `threads` workers from the start.
    bool growWithLoad = false;
    // The share of a load window a worker must be busy to grow, and how much faster the
    // transfer must get for a new worker to stay. Tests set them to force hand-offs either way
    // (the hand-off under test, whatever the machine's speed).
    double busyToGrow = kBusyToGrow;
    double gainToKeep = kGainToKeep;
};

class Transfer : public WorkerPool
{
public:
    Transfer(std::vector<StreamSpec> streams, TransferOptions options);
    ~Transfer() override;
    Transfer(const Transfer&) = delete;
    Transfer& operator=(const Transfer&) = delete;

    std::error_code start() override;
    // finishSending(): senders stop writing and half-close (FIN), so receivers can count every
    // byte. stop(): also closes every socket. Both in WorkerPool.

    // True once every receiving stream saw the peer's FIN (or failed) within the timeout.
    bool waitReceiversDone(std::chrono::milliseconds timeout) const override;

    TransferTotals totals() const override;
    // Bytes one stream moved so far (index in construction order). Any thread.
    std::uint64_t streamBytes(std::size_t index) const
    {
        return m_streams[index]->bytes.load(std::memory_order_relaxed);
    }
    // Sending sockets of one direction (valid until stop()); the sampler reads TCP info from them.
    std::vector<net::NativeSocket> senderSockets(Direction d) const override;
    // How many workers serve streams now (changes with load when growWithLoad). Any thread.
    int workersUsed() const { return m_workersUsed.load(); }
    // growWithLoad's trials so far: new workers kept, and those whose streams went back.
    int trialsKept() const { return m_trialsKept.load(); }
    int trialsReturned() const { return m_trialsReturned.load(); }
    // When the last trial was judged, and the soonest the next may start (tests).
    std::chrono::steady_clock::time_point lastTrialJudged() const
    {
        return std::chrono::steady_clock::time_point(
            std::chrono::steady_clock::duration(m_lastJudged.load()));
    }
    std::chrono::steady_clock::time_point nextTrialAllowed() const
    {
        return std::chrono::steady_clock::time_point(
            std::chrono::steady_clock::duration(m_nextTrialAt.load()));
    }

private:
    struct alignas(64) Stream
    {
        StreamSpec spec;
        std::atomic<std::uint64_t> bytes{0};
        std::atomic<bool> done{false};
        std::uint64_t pacedBytes = 0; // worker-private
        bool registered = true;       // worker-private: still in the poller
        bool queued = false;          // worker-private: in the worker's ready list
        bool held = false;            // worker-private: paced, out of the write interest
        bool hangup = false;          // worker-private: the poller reported PollHup/PollErr
        // A receiver's low-water mark (flow/lowwater.h), worker-private: the mark set (1 =
        // off), false once the OS refused it, and where the rate window began.
        std::uint32_t lowWater = 1;
        bool lowWaterWorks = true;
        std::uint64_t windowBytes = 0;
        std::chrono::steady_clock::time_point windowStart;
    };
    struct Worker; // one worker thread's state (transfer.cpp)
    // Streams handed to a worker by another (growWithLoad), adopted by its own thread.
    struct Inbox
    {
        std::mutex mutex;
        std::vector<std::size_t> streams;
        std::atomic<bool> pending{false};
        std::atomic<int> returnTo{-1}; // a failed trial: hand every stream back to this worker
    };

    void workerLoop(std::stop_token st, int worker) override;
    void closeSockets() override;
    void finishSenders(Worker& w);
    void collect(Worker& w);
    void serve(Worker& w, std::chrono::steady_clock::time_point now);
    void tuneLowWater(Stream& s, std::chrono::steady_clock::time_point now) const;
    // Queues every receiver with a mark, so bytes under it are read (kLowWaterPoll).
    void queueMarked(Worker& w);
    // growWithLoad (flow/transfergrowth.cpp): every load window, a busy worker hands half its
    // streams to an idle one, and takes them back when the transfer did not get faster.
    void measureLoad(Worker& w, std::chrono::steady_clock::time_point now);
    void judgeTrial(Worker& w, std::uint64_t bytes, std::chrono::steady_clock::time_point now);
    void handOff(Worker& w, int target, bool all);
    void adopt(Worker& w);
    void giveBack(Worker& w);
    std::uint64_t transferBytes() const;
    // Idle: the socket would block (or the stream ended). More: the turn's budget is used
    // up and the socket can take more. Paced: a rate-limited sender is ahead of its rate.
    enum class Pump
    {
        Idle,
        More,
        Paced
    };
    Pump pump(Stream& s, std::span<char> buffer, std::chrono::steady_clock::time_point now,
              int burstCalls);
    void fail(Stream& s, std::error_code ec, const char* what);

    std::vector<std::unique_ptr<Stream>> m_streams;
    TransferOptions m_options;
    std::unique_ptr<PageBuffer> m_payload; // what senders write; one per test
    std::chrono::steady_clock::time_point m_start;
    std::vector<std::unique_ptr<Inbox>> m_inboxes; // one per worker
    std::atomic<int> m_nextIdle{1};                // the next worker that has no streams yet
    std::atomic<int> m_workersUsed{0};
    // One trial at a time in the whole transfer, from its hand-off until it is kept or its
    // streams are back; the next may not start before m_nextTrialAt (steady clock ticks).
    std::atomic<bool> m_trialRunning{false};
    std::atomic<std::chrono::steady_clock::rep> m_nextTrialAt{0}, m_lastJudged{0};
    std::minstd_rand m_retryJitter; // used by the judging worker only (one trial at a time)
    std::atomic<int> m_trialsKept{0}, m_trialsReturned{0};
};

} // namespace bw::engine::flow
