// SPDX-License-Identifier: MIT
#include "run/serversrun.h"

#include "bridge/serversbridge.h"
#include "models/units.h"
#include "run/runcontroller.h"

#include <QLocale>
#include <QTimer>

namespace bw::ui {

ServersRun::ServersRun(QObject* parent) : QObject(parent)
{
    setObjectName(QStringLiteral("serversRun"));
    m_bridge = new ServersBridge(this);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(200);
    connect(m_progressTimer, &QTimer::timeout, this,
            [this] { emit progressChanged(m_elapsed.elapsed(), m_plannedMs); });
    connect(m_bridge, &ServersBridge::intervalReceived, this, &ServersRun::onInterval);
    connect(m_bridge, &ServersBridge::serverFinished, this, &ServersRun::onFinished);
    connect(m_bridge, &ServersBridge::serverPartialResult, this,
            [this](int, const engine::TestResult& partial) { emit resultReady(partial); });
    connect(m_bridge, &ServersBridge::serverFailed, this, &ServersRun::onFailed);
    connect(m_bridge, &ServersBridge::allEnded, this, &ServersRun::onAllEnded);
}

std::optional<ErrorText> ServersRun::checkServers(const engine::TestConfig& config,
                                                  const QStringList& hosts)
{
    if (hosts.size() > kMaxServers)
        return ErrorText{tr("%1 servers are more than one test takes (at most %2).")
                             .arg(hosts.size())
                             .arg(kMaxServers),
                         tr("Leave out some servers, and test the rest in a second run."),
                         {}};
    for (int i = 0; i < hosts.size(); ++i)
        if (hosts.indexOf(hosts[i]) != i)
            return ErrorText{tr("%1 is in the list of servers twice.").arg(hosts[i]),
                             tr("Give each server once."),
                             {}};
    // The rest is each run's own check, the same for every server.
    engine::TestConfig one = config;
    one.host = hosts.value(0).toStdString();
    return RunController::checkConfig(one);
}

bool ServersRun::start(const engine::TestConfig& config, const QStringList& hosts)
{
    if (m_active || checkServers(config, hosts)) return false;
    if (!m_bridge->start(config, hosts)) return false;
    m_outcome = {};
    m_outcome.servers = hosts;
    m_outcome.results.assign(std::size_t(hosts.size()), std::nullopt);
    m_outcome.errors.assign(std::size_t(hosts.size()), std::nullopt);
    m_sums = std::make_unique<engine::IntervalSums>(std::size_t(hosts.size()));
    m_firstFailed.reset();
    m_failure = {};
    m_stopping = false;
    m_active = true;
    m_plannedMs = RunController::runMs(config);
    m_elapsed.start();
    m_progressTimer->start();
    emit activeChanged(true);
    emit statusChanged(tr("Connecting to %n servers: %1…", nullptr, int(hosts.size()))
                           .arg(hosts.join(QStringLiteral(", "))));
    return true;
}

void ServersRun::stop()
{
    if (!m_active || m_stopping) return;
    m_stopping = true;
    emit statusChanged(tr("Stopping…"));
    m_bridge->stop();
}

void ServersRun::onInterval(int server, const engine::IntervalSample& sample)
{
    emit intervalReceived(server, sample);
    emitSums(m_sums->add(std::size_t(server), sample));
}

// The live figures are the sum: every server's rate of the interval they all measured.
void ServersRun::emitSums(const std::vector<engine::IntervalSum>& sums)
{
    for (const engine::IntervalSum& sum : sums) {
        if (sum.servers != std::size_t(m_outcome.servers.size())) continue;
        emit sumReady(sum);
        if (m_stopping) continue;
        QStringList parts;
        for (std::size_t i = 0; i < sum.bitsPerSecond.size(); ++i)
            parts << tr("%1 %2").arg(sum.first.directions[i].direction == engine::Direction::Upload
                                         ? tr("upload")
                                         : tr("download"),
                                     formatBitsPerSecond(sum.bitsPerSecond[i]));
        emit statusChanged((sum.first.warmup
                                ? tr("Warming up, sum of %n servers: %1", nullptr, int(sum.servers))
                                : tr("Measuring, sum of %n servers: %1", nullptr, int(sum.servers)))
                               .arg(parts.join(QStringLiteral(", "))));
    }
}

void ServersRun::onFinished(int server, const engine::TestResult& result)
{
    m_outcome.results[std::size_t(server)] = result;
    emit resultReady(result);
    emitSums(m_sums->end(std::size_t(server)));
}

// The first failure stops the others; theirs (cancelled) follow from that and are not the cause.
void ServersRun::onFailed(int server, const engine::Error& error)
{
    m_outcome.errors[std::size_t(server)] = error;
    emitSums(m_sums->end(std::size_t(server)));
    if (m_firstFailed || (m_stopping && error.code == engine::Errc::Cancelled)) return;
    m_firstFailed = server;
    const QString host = m_outcome.servers.value(server);
    const ErrorText text = errorText(error, host);
    m_failure = {tr("Server %1: %2").arg(host, text.what),
                 tr("%1 The other servers were stopped; what they measured is kept. Fix %2, "
                    "or leave it out of the Address field, and run again.")
                     .arg(text.action, host),
                 text.detail};
    if (!m_stopping) {
        m_stopping = true;
        m_bridge->stop();
    }
}

// The status line at the end: how many servers, and the skew of their starts.
QString ServersRun::doneText() const
{
    const int n = int(m_outcome.servers.size());
    QString text = m_stopping ? tr("Stopped: %n servers tested at once.", nullptr, n)
                              : tr("Done: %n servers tested at once.", nullptr, n);
    if (m_outcome.startSkewMs >= 0)
        text += QLatin1Char(' ') +
                tr("Start skew %1 ms.").arg(QLocale().toString(m_outcome.startSkewMs, 'f', 1));
    return text;
}

void ServersRun::onAllEnded()
{
    m_outcome.startSkewMs = m_bridge->startSkewMs();
    m_active = false;
    m_progressTimer->stop();
    const bool ok = !m_firstFailed;
    if (!ok)
        emit statusChanged(
            tr("The test to %1 failed, and the others were stopped: see the message below.")
                .arg(m_outcome.servers.value(*m_firstFailed)));
    else
        emit statusChanged(doneText());
    emit activeChanged(false);
    emit ended(ok);
}

} // namespace bw::ui
