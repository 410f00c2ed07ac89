// SPDX-License-Identifier: MIT
#include "bridge/planbridge.h"

#include "benchwire/planrun.h"

#include <QMetaObject>

#include <memory>

namespace bw::ui {

PlanBridge::PlanBridge(QObject* parent) : QObject(parent) {}

PlanBridge::~PlanBridge()
{
    if (m_thread.joinable()) {
        m_thread.request_stop();
        m_thread.join();
    }
}

bool PlanBridge::start(const engine::Plan& plan)
{
    if (m_running || plan.pairs.empty()) return false;
    if (m_thread.joinable()) m_thread.join(); // the last run ended (its end was drained)
    m_running = true;
    m_thread = std::jthread([this, plan](std::stop_token stop) { run(stop, plan); });
    return true;
}

void PlanBridge::stop()
{
    if (m_thread.joinable()) m_thread.request_stop();
}

// The sinks are made before the run, so that they outlive its pairs' threads.
void PlanBridge::run(std::stop_token stop, engine::Plan plan)
{
    std::vector<std::unique_ptr<PairSink>> sinks;
    std::vector<engine::Sink*> pointers;
    for (std::size_t i = 0; i < plan.pairs.size(); ++i) {
        sinks.push_back(std::make_unique<PairSink>(*this, int(i)));
        pointers.push_back(sinks.back().get());
    }
    Ending ending;
    {
        engine::PlanRun run(std::move(plan));
        if (!stop.stop_requested() && run.start(pointers))
            run.wait([&stop] { return stop.stop_requested(); });
        for (std::size_t i = 0; i < sinks.size(); ++i)
            ending.refusals.push_back(run.refusal(i));
        ending.startSkewMs = run.skewMs();
    }
    enqueue({-1, ending});
}

void PlanBridge::enqueue(Item item)
{
    if (m_queue.push(std::move(item)))
        QMetaObject::invokeMethod(this, &PlanBridge::drain, Qt::QueuedConnection);
}

void PlanBridge::drain()
{
    std::deque<Item> items = m_queue.take();
    for (Item& item : items)
        dispatch(item);
}

void PlanBridge::dispatch(Item& item)
{
    if (auto* s = std::get_if<engine::IntervalSample>(&item.value)) {
        emit intervalReceived(item.pair, *s);
    } else if (auto* r = std::get_if<engine::TestResult>(&item.value)) {
        emit pairFinished(item.pair, *r);
    } else if (auto* e = std::get_if<engine::Error>(&item.value)) {
        emit pairFailed(item.pair, *e);
    } else if (auto* end = std::get_if<Ending>(&item.value)) {
        m_running = false;
        emit planEnded(*end);
    }
}

} // namespace bw::ui
