// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/error.h"
#include "benchwire/samples.h"

namespace bw::engine {

// Receives what a client or server run produces.
// Every call arrives on an engine thread (never the thread that called start()); calls for one
// run are serialized, never concurrent. A call must return quickly: copy the value and hand it
// on. Exactly one of onFinished / onFailed ends a client run. A server calls onServedTest just
// before each test's SessionStarted event, and onFinished (TestResult::served, its own
// figures) just before the SessionEnded event of a test that ended normally.
class Sink
{
public:
    virtual ~Sink() = default;
    virtual void onInterval(const IntervalSample&) {}
    // Server: an interval of the test it serves to `peer` (StreamEvent::peer, ServedTest::peer);
    // several clients' intervals interleave when the server serves them at once. By default
    // passed on to onInterval.
    virtual void onServedInterval(const std::string& peer, const IntervalSample& s)
    {
        (void)peer;
        onInterval(s);
    }
    virtual void onStreamEvent(const StreamEvent&) {}
    virtual void onServedTest(const ServedTest&) {}
    virtual void onFinished(const TestResult&) {}
    virtual void onFailed(const Error&) {}
    // Client: just before onFailed, when the failed run had measured intervals: what it
    // measured until then (TestResult::failure says why it ended).
    virtual void onPartialResult(const TestResult&) {}
};

} // namespace bw::engine
