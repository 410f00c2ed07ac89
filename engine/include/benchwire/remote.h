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
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace bw::engine {

namespace remote {
class PairLink;
}

// A control code: a control key made for people to read aloud and type, 16 characters of
// Crockford's base 32 (0-9 and A-Z without I, L, O, U) in groups of four, "K7QF-9MZD-2XWA-R3TN":
// 80 random bits (docs/remote-control.md says why that is enough).
inline constexpr std::size_t kControlCodeChars = 16;
// A fresh code from the OS's random source, in groups of four.
std::string makeControlCode();
// The key as the HMAC uses it. A key that reads as a control code once '-' and spaces are
// left out (16 code characters, any case; I and L read as 1, O as 0) becomes the code's 16
// upper-case characters; any other key is used exactly as typed. Every side of remote control
// (server, console, plan file, app) reads its key through this one function, so
// "k7qf 9mzd 2xwa r3tn" opens an endpoint whose code is "K7QF-9MZD-2XWA-R3TN".
std::string canonicalControlKey(std::string_view typed);

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
