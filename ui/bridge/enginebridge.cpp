// SPDX-License-Identifier: MIT
#include "bridge/enginebridge.h"

#include <QMetaObject>

namespace bw::ui {

EngineBridge::EngineBridge(QObject* parent) : QObject(parent) {}

EngineBridge::~EngineBridge()
{
    // Join the engine threads before the sinks and the queue go away.
    if (m_run) {
        m_run.stop();
        m_run = engine::RunHandle();
    }
    m_server.reset();
}

bool EngineBridge::startTest(const engine::TestConfig& config)
{
    if (m_testActive) return false;
    // The previous run ended (its onFinished/onFailed was drained); destroying its handle
    // joins threads that have already returned.
    m_run = engine::RunHandle();
    m_testActive = true;
    m_run = engine::Client::start(config, m_clientSink);
    return true;
}

void EngineBridge::stopTest()
{
    if (m_testActive && m_run) m_run.stop();
}

bool EngineBridge::startServer(const engine::ServerConfig& config, engine::Error& error)
{
    stopServer();
    error = engine::Error();
    m_server.emplace(engine::Server::start(config, m_serverSink, error));
    if (error || !*m_server) {
        m_server.reset();
        return false;
    }
    return true;
}

void EngineBridge::stopServer()
{
    if (m_server) {
        m_server->stop();
        m_server.reset();
    }
}

quint16 EngineBridge::serverPort() const
{
    return m_server ? m_server->port() : 0;
}

QString EngineBridge::serverPeerId() const
{
    return m_server ? QString::fromStdString(m_server->peerId()) : QString();
}

void EngineBridge::RoleSink::onInterval(const engine::IntervalSample& s)
{
    if (m_server)
        m_bridge.enqueue(ServedInterval{{}, s});
    else
        m_bridge.enqueue(s);
}

void EngineBridge::RoleSink::onServedInterval(const std::string& peer,
                                              const engine::IntervalSample& s)
{
    m_bridge.enqueue(ServedInterval{peer, s});
}

void EngineBridge::RoleSink::onStreamEvent(const engine::StreamEvent& e)
{
    if (m_server)
        m_bridge.enqueue(ServerEvent{e});
    else
        m_bridge.enqueue(e);
}

void EngineBridge::RoleSink::onServedTest(const engine::ServedTest& t)
{
    if (m_server) m_bridge.enqueue(t);
}

void EngineBridge::RoleSink::onFinished(const engine::TestResult& r)
{
    if (m_server)
        m_bridge.enqueue(ServedResult{r});
    else
        m_bridge.enqueue(r);
}

void EngineBridge::RoleSink::onFailed(const engine::Error& e)
{
    if (m_server) {
        engine::StreamEvent event;
        event.kind = engine::StreamEventKind::Notice;
        event.message = e.describe();
        m_bridge.enqueue(ServerEvent{event});
    } else {
        m_bridge.enqueue(e);
    }
}

void EngineBridge::RoleSink::onPartialResult(const engine::TestResult& r)
{
    if (!m_server) m_bridge.enqueue(PartialResult{r});
}

void EngineBridge::enqueue(Item item)
{
    if (m_queue.push(std::move(item)))
        QMetaObject::invokeMethod(this, &EngineBridge::drain, Qt::QueuedConnection);
}

void EngineBridge::drain()
{
    std::deque<Item> items = m_queue.take();
    for (Item& item : items)
        dispatch(item);
}

void EngineBridge::dispatch(Item& item)
{
    if (auto* s = std::get_if<engine::IntervalSample>(&item)) {
        emit intervalReceived(*s);
    } else if (auto* e = std::get_if<engine::StreamEvent>(&item)) {
        emit streamEventReceived(*e);
    } else if (auto* r = std::get_if<engine::TestResult>(&item)) {
        m_testActive = false;
        emit testFinished(*r);
    } else if (auto* partial = std::get_if<PartialResult>(&item)) {
        emit testPartialResult(partial->result);
    } else if (auto* err = std::get_if<engine::Error>(&item)) {
        m_testActive = false;
        emit testFailed(*err);
    } else {
        dispatchServer(item);
    }
}

void EngineBridge::dispatchServer(Item& item)
{
    if (auto* se = std::get_if<ServerEvent>(&item))
        emit serverEvent(se->event);
    else if (auto* t = std::get_if<engine::ServedTest>(&item))
        emit servedTestStarted(*t);
    else if (auto* si = std::get_if<ServedInterval>(&item))
        emit servedIntervalReceived(QString::fromStdString(si->peer), si->sample);
    else if (auto* sr = std::get_if<ServedResult>(&item))
        emit servedTestFinished(sr->result);
}

} // namespace bw::ui
