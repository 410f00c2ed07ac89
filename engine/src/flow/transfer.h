// SPDX-License-Identifier: MIT
// The TCP data path: W worker threads drive S streams with the platform's readiness API.
// Counters are per-stream atomics (relaxed), read by the sampler; no locks on the data path.
#pragma once

#include "benchwire/types.h"
#include "flow/datapath.h"
#include "flow/workerpool.h"
#include "net/poller.h"
#include "net/socket.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
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

    void workerLoop(std::stop_token st, int worker) override;
    void closeSockets() override;
    void finishSenders(Worker& w);
    void collect(Worker& w);
    void serve(Worker& w, std::chrono::steady_clock::time_point now);
    void tuneLowWater(Stream& s, std::chrono::steady_clock::time_point now) const;
    // Queues every receiver with a mark, so bytes under it are read (kLowWaterPoll).
    void queueMarked(Worker& w);
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
};

} // namespace bw::engine::flow
