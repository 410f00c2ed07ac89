// SPDX-License-Identifier: MIT
// What a session needs from a data path, TCP (flow/transfer.h) or UDP (flow/udptransfer.h):
// start, finish, drain, stop, and cumulative counters that the sampler reads.
#pragma once

#include "benchwire/samples.h"
#include "benchwire/types.h"
#include "net/socket.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <system_error>
#include <vector>

namespace bw::engine::flow {

// Cumulative counts since start() by Direction. UDP paths fill udp[] as running totals
// (jitterUs: the current smoothed value).
struct TransferTotals
{
    std::uint64_t sent[2] = {0, 0};
    std::uint64_t received[2] = {0, 0};
    UdpSample udp[2];
    // Each stream's count (sent or received, as this host's role in the direction), in the
    // order the streams were given to the path.
    std::vector<std::uint64_t> streams[2];
};

// One interval's UDP figures from two running totals. Loss is a running figure (a late
// datagram fills a gap counted before), so an interval never reports less than zero.
UdpSample udpInterval(const UdpSample& before, const UdpSample& now);

class DataPath
{
public:
    virtual ~DataPath() = default;
    virtual std::error_code start() = 0;
    // Senders stop and tell their receivers (TCP: FIN; UDP: end datagrams). Any thread.
    // Returns once every sender did: the senders' counts are final from then on.
    virtual void finishSending() = 0;
    // True once every receiving stream has everything its sender sent (or failed, or, for UDP,
    // went quiet) within the timeout.
    virtual bool waitReceiversDone(std::chrono::milliseconds timeout) const = 0;
    // Stops the workers and closes every socket. Idempotent.
    virtual void stop() = 0;
    virtual TransferTotals totals() const = 0;
    // Sending TCP sockets of one direction (valid until stop()), for TCP info; empty for UDP.
    virtual std::vector<net::NativeSocket> senderSockets(Direction d) const = 0;
    // First stream failure, empty if none.
    virtual std::string firstError() const = 0;
    virtual int failedStreams() const = 0;
};

} // namespace bw::engine::flow
