// SPDX-License-Identifier: MIT
#include "remote/pairforwarder.h"

#include "native/framing.h"
#include "remote/messages.h"

#include <chrono>

namespace bw::engine::remote {

template <typename M> void PairForwarder::send(const M& m)
{
    if (m_lost.load()) return;
    const auto r =
        native::writeFrame(m_control, encode(ToConsole{m}), net::deadlineIn(kWriteTimeoutMs));
    if (r.error == native::FrameError::None) return;
    m_lost.store(true); // the console is gone or stuck: the pair has no one to report to
    m_ended.request_stop();
}

void PairForwarder::onInterval(const IntervalSample& s)
{
    send(PairInterval{s});
}

void PairForwarder::onStreamEvent(const StreamEvent& e)
{
    send(PairEvent{e.message});
}

void PairForwarder::onFinished(const TestResult& r)
{
    PairResult m{r, 0};
    m.result.intervals.clear(); // the console has them, and the frame stays small
    if (const auto at = m_gate->firstDataStart())
        m.dataStartUs =
            std::chrono::duration_cast<std::chrono::microseconds>(at->time_since_epoch()).count();
    send(m);
    m_ended.request_stop();
}

void PairForwarder::onFailed(const Error& e)
{
    send(PairFailed{e});
    m_ended.request_stop();
}

} // namespace bw::engine::remote
