// SPDX-License-Identifier: MIT
#include "bridge/discoverybridge.h"

#include <QMetaObject>
#include <QTimer>

namespace bw::ui {

namespace dsc = engine::discovery;

DiscoveryBridge::DiscoveryBridge(QObject* parent, std::chrono::milliseconds refreshPeriod)
    : QObject(parent), m_refresh(refreshPeriod), m_list(refreshPeriod),
      m_probe([](const dsc::ProbeOptions& o, std::error_code& ec) { return dsc::discover(o, ec); })
{
    m_timer = new QTimer(this);
    m_timer->setInterval(int(refreshPeriod.count()));
    connect(m_timer, &QTimer::timeout, this, &DiscoveryBridge::refreshNow);
}

DiscoveryBridge::~DiscoveryBridge()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_worker.joinable()) m_worker.join();
}

void DiscoveryBridge::setProbeFunction(ProbeFunction probe)
{
    std::lock_guard lock(m_mutex);
    m_probe = std::move(probe);
}

void DiscoveryBridge::setProbeOptions(const dsc::ProbeOptions& options)
{
    std::lock_guard lock(m_mutex);
    m_options = options;
}

void DiscoveryBridge::start()
{
    if (m_started) return;
    m_started = true;
    m_worker = std::thread([this] { workerLoop(); });
    m_timer->start();
    refreshNow();
}

void DiscoveryBridge::refreshNow()
{
    if (!m_started || m_paused || m_roundRunning) return;
    m_roundRunning = true;
    {
        std::lock_guard lock(m_mutex);
        m_requested = true;
    }
    m_wake.notify_all();
    emit roundStarted();
}

void DiscoveryBridge::setPaused(bool paused)
{
    if (m_paused == paused) return;
    m_paused = paused;
    if (paused) {
        m_timer->stop();
    } else if (m_started) {
        m_timer->start();
        refreshNow();
    }
}

// The worker thread: one round per request. The round's result crosses to the GUI thread by
// value in a queued call; if the bridge is gone by then, Qt drops the call with it.
void DiscoveryBridge::workerLoop()
{
    for (;;) {
        ProbeFunction probe;
        dsc::ProbeOptions options;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_requested || m_stopping; });
            if (m_stopping) return;
            m_requested = false;
            probe = m_probe;
            options = m_options;
        }
        std::error_code ec;
        std::vector<dsc::Peer> round = probe(options, ec);
        QMetaObject::invokeMethod(
            this,
            [this, round = std::move(round), ec]() mutable { onRoundDone(std::move(round), ec); },
            Qt::QueuedConnection);
    }
}

void DiscoveryBridge::onRoundDone(std::vector<dsc::Peer> round, std::error_code ec)
{
    m_roundRunning = false;
    m_list.merge(round);
    // While paused no round runs, so nothing expires: a test does not empty the list.
    m_list.expire(dsc::Clock::now());
    emit peersUpdated(ec ? QString::fromStdString(ec.message()) : QString());
}

} // namespace bw::ui
