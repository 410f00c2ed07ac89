// SPDX-License-Identifier: MIT
// The sink of a pair an endpoint runs: it passes each interval, event and the end of the run
// to the console over the control connection as they come (remote/messages.h). Called on the
// pair's run thread (benchwire/sink.h: one call at a time), while the session thread only
// reads the same connection.
#pragma once

#include "benchwire/sink.h"
#include "benchwire/startgate.h"
#include "net/socket.h"

#include <atomic>
#include <memory>
#include <stop_token>

namespace bw::engine::remote {

class PairForwarder final : public Sink
{
public:
    // ended: requested once the run finished or failed, or the console can no longer be
    // written to; the session then stops waiting.
    PairForwarder(net::Socket& control, std::stop_source ended, std::shared_ptr<StartGate> gate)
        : m_control(control), m_ended(std::move(ended)), m_gate(std::move(gate))
    {
    }

    void onInterval(const IntervalSample& s) override;
    void onStreamEvent(const StreamEvent& e) override;
    void onFinished(const TestResult& r) override;
    void onFailed(const Error& e) override;

    bool consoleLost() const { return m_lost.load(); }

    // Every write to the console is done or given up within this.
    static constexpr int kWriteTimeoutMs = 5000;

private:
    template <typename M> void send(const M& m);

    net::Socket& m_control;
    std::stop_source m_ended;
    std::shared_ptr<StartGate> m_gate;
    std::atomic<bool> m_lost{false};
};

} // namespace bw::engine::remote
