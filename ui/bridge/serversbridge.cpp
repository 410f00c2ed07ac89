// SPDX-License-Identifier: MIT
#include "bridge/serversbridge.h"

#include <QMetaObject>

namespace bw::ui {

ServersBridge::ServersBridge(QObject* parent) : QObject(parent) {}

ServersBridge::~ServersBridge()
{
    // Join the engine threads before the sinks and the queue go away.
    for (auto& run : m_runs)
        if (run) run.stop();
    release();
}

void ServersBridge::release()
{
    m_runs.clear(); // each handle joins its run's threads
    m_sinks.clear();
}

bool ServersBridge::start(const engine::TestConfig& config, const QStringList& hosts)
{
    if (running() || hosts.isEmpty()) return false;
    release(); // the last runs ended (their outcomes were drained)
    m_gate = std::make_shared<engine::StartGate>(int(hosts.size()));
    m_open = int(hosts.size());
    for (int i = 0; i < hosts.size(); ++i)
        m_sinks.push_back(std::make_unique<ServerSink>(*this, i));
    for (int i = 0; i < hosts.size(); ++i) {
        engine::TestConfig c = config;
        c.host = hosts[i].toStdString();
        m_runs.push_back(engine::Client::start(c, *m_sinks[std::size_t(i)], m_gate));
    }
    return true;
}

void ServersBridge::stop()
{
    for (auto& run : m_runs)
        if (run) run.stop();
}

double ServersBridge::startSkewMs() const
{
    return m_gate ? m_gate->startSkewMs() : -1;
}

void ServersBridge::enqueue(Item item)
{
    if (m_queue.push(std::move(item)))
        QMetaObject::invokeMethod(this, &ServersBridge::drain, Qt::QueuedConnection);
}

void ServersBridge::drain()
{
    std::deque<Item> items = m_queue.take();
    for (Item& item : items)
        dispatch(item);
}

void ServersBridge::dispatch(Item& item)
{
    const int i = item.server;
    if (auto* s = std::get_if<engine::IntervalSample>(&item.value)) {
        emit intervalReceived(i, *s);
    } else if (auto* e = std::get_if<engine::StreamEvent>(&item.value)) {
        emit streamEventReceived(i, *e);
    } else if (auto* p = std::get_if<Partial>(&item.value)) {
        emit serverPartialResult(i, p->result);
    } else {
        --m_open;
        if (auto* r = std::get_if<engine::TestResult>(&item.value))
            emit serverFinished(i, *r);
        else if (auto* err = std::get_if<engine::Error>(&item.value))
            emit serverFailed(i, *err);
        if (m_open == 0) emit allEnded();
    }
}

} // namespace bw::ui
