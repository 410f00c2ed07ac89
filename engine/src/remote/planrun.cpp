// SPDX-License-Identifier: MIT
#include "benchwire/planrun.h"

#include "benchwire/fairness.h"

#include <algorithm>
#include <thread>

namespace bw::engine {

// Called on the pair's thread; passes everything on, and notes a failure for wait().
class PlanRun::Watch : public Sink
{
public:
    explicit Watch(Sink& inner) : m_inner(inner) {}
    void onInterval(const IntervalSample& s) override { m_inner.onInterval(s); }
    void onStreamEvent(const StreamEvent& e) override { m_inner.onStreamEvent(e); }
    void onFinished(const TestResult& r) override { m_inner.onFinished(r); }
    void onPartialResult(const TestResult& r) override { m_inner.onPartialResult(r); }
    void onFailed(const Error& e) override
    {
        m_failed = true;
        m_inner.onFailed(e);
    }
    bool failed() const { return m_failed; }

private:
    Sink& m_inner;
    std::atomic<bool> m_failed{false};
};

namespace {

RemotePairSpec specOf(const PlanPair& p)
{
    RemotePairSpec s;
    s.endpointHost = p.endpointHost;
    s.endpointPort = p.endpointPort;
    s.key = p.key;
    s.test = p.test;
    return s;
}

} // namespace

PlanRun::PlanRun(Plan plan) : m_plan(std::move(plan)) {}

PlanRun::~PlanRun()
{
    stop();
    for (auto& p : m_pairs)
        p.wait();
}

bool PlanRun::start(const std::vector<Sink*>& sinks)
{
    m_refusals.assign(m_plan.pairs.size(), std::nullopt);
    bool ok = true;
    for (std::size_t i = 0; ok && i < m_plan.pairs.size() && i < sinks.size(); ++i) {
        Error e;
        m_pairs.push_back(RemotePair::open(specOf(m_plan.pairs[i]), e));
        m_watches.push_back(std::make_unique<Watch>(*sinks[i]));
        if (e) m_refusals[i] = e;
        ok = !e;
    }
    m_startAt = Clock::now() + kStartLead;
    for (std::size_t i = 0; ok && i < m_pairs.size(); ++i)
        if (Error e = m_pairs[i].start(m_startAt, *m_watches[i])) {
            m_refusals[i] = e;
            ok = false;
        }
    if (!ok) { // those that started before one failed
        stop();
        for (auto& p : m_pairs)
            p.wait();
    }
    return ok;
}

void PlanRun::wait(const std::function<bool()>& stopWanted)
{
    bool stopping = false;
    for (;;) {
        bool running = false, failed = false;
        for (std::size_t i = 0; i < m_pairs.size(); ++i) {
            running = running || m_pairs[i].running();
            failed = failed || m_watches[i]->failed();
        }
        if (!running) break;
        if ((failed || (stopWanted && stopWanted())) && !stopping) {
            stopping = true;
            stop();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    for (auto& p : m_pairs)
        p.wait();
}

void PlanRun::stop()
{
    for (auto& p : m_pairs)
        if (p) p.stop();
}

std::optional<Error> PlanRun::refusal(std::size_t i) const
{
    return i < m_refusals.size() ? m_refusals[i] : std::nullopt;
}

std::optional<double> PlanRun::clockOffsetUs(std::size_t i) const
{
    if (i < m_pairs.size() && m_pairs[i]) return m_pairs[i].clockOffsetUs();
    return std::nullopt;
}

std::vector<std::optional<double>> PlanRun::startOffsetsMs() const
{
    std::vector<std::optional<double>> out;
    for (const auto& p : m_pairs) {
        const auto at = p.dataStartedAt();
        out.push_back(at ? std::optional<double>(
                               std::chrono::duration<double, std::milli>(*at - m_startAt).count())
                         : std::nullopt);
    }
    return out;
}

double PlanRun::skewMs() const
{
    const auto starts = startOffsetsMs();
    if (starts.empty() || starts.size() < m_plan.pairs.size() ||
        std::any_of(starts.begin(), starts.end(), [](auto& s) { return !s; }))
        return -1;
    const auto [lo, hi] = std::minmax_element(starts.begin(), starts.end());
    return **hi - **lo;
}

std::optional<double> pairsJainIndex(const std::vector<std::optional<TestResult>>& results)
{
    std::vector<std::uint64_t> rates;
    for (const auto& r : results) {
        if (!r) return std::nullopt;
        double sum = 0;
        for (const DirectionSummary& d : r->summaries)
            sum += hereBitsPerSecond(d);
        rates.push_back(std::uint64_t(sum));
    }
    return jainIndex(rates);
}

} // namespace bw::engine
