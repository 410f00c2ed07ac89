// SPDX-License-Identifier: MIT
// The console's side of remote control (docs/remote-control.md): one RemotePair per pair of a
// plan. It connects to an endpoint (a server started with --control-key), proves the key
// without sending it, estimates the endpoint's clock offset, and asks it to run one side of a
// pair against a target server, starting its data at a time common to every pair. The
// endpoint's intervals and result come back through a Sink, as a local client run's would.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "benchwire/sink.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace bw::engine {

namespace remote {
class PairLink;
}

struct RemotePairSpec
{
    std::string endpointHost; // as the user typed it: messages name it
    std::uint16_t endpointPort = kDefaultPort;
    std::string key; // the endpoint's --control-key
    IpFamily family = IpFamily::Any;
    int connectTimeoutMs = 5000;
    TestConfig test; // host and port: the target server, as the endpoint reaches it
};

class RemotePair
{
public:
    using Clock = std::chrono::steady_clock;

    RemotePair();
    RemotePair(RemotePair&&) noexcept;
    RemotePair& operator=(RemotePair&&) noexcept;
    ~RemotePair(); // stops the pair and waits for its thread

    // Connects, authenticates and estimates the endpoint's clock (a few timestamp exchanges
    // over the control connection). Blocks the calling thread, at most a few timeouts long.
    static RemotePair open(const RemotePairSpec& spec, Error& error);

    // The endpoint's steady clock minus this host's, and the round trip of the reading it rests
    // on, in microseconds.
    double clockOffsetUs() const;
    double roundTripUs() const;

    // Asks the endpoint to start its data at `at` (this host's steady clock). An error when the
    // endpoint refuses; otherwise the sink gets the pair's intervals and events, then exactly
    // one of onFinished / onFailed, on a thread of the pair's own (one call at a time).
    Error start(Clock::time_point at, Sink& sink);
    void stop(); // asks the endpoint to stop the pair; thread-safe
    void wait(); // until the sink got onFinished or onFailed
    bool running() const;
    // When the endpoint's data started, in this host's clock (its offset taken out); empty
    // until the result came, or when data never started.
    std::optional<Clock::time_point> dataStartedAt() const;

    explicit operator bool() const { return bool(m_link); }

private:
    std::unique_ptr<remote::PairLink> m_link;
};

} // namespace bw::engine
