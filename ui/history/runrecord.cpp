// SPDX-License-Identifier: MIT
#include "history/runrecord.h"

#include "models/peeraddress.h"

#include <QLocale>
#include <QSysInfo>

#include <algorithm>
#include <cmath>

namespace bw::ui {

QString RunText::protocol(engine::Protocol protocol)
{
    return protocol == engine::Protocol::Udp ? tr("UDP") : tr("TCP");
}

QString RunText::mode(engine::TestMode mode)
{
    switch (mode) {
    case engine::TestMode::Upload:
        return tr("Upload");
    case engine::TestMode::Download:
        return tr("Download");
    case engine::TestMode::Bidirectional:
        return tr("Simultaneous");
    case engine::TestMode::BothWays:
        return tr("Both ways");
    }
    return tr("Upload");
}

QString RunText::defaultLabel(const engine::TestResult& result)
{
    const QString peer = result.peer.hostName.empty()
                             ? QString::fromStdString(result.config.host)
                             : QString::fromStdString(result.peer.hostName);
    if (result.served)
        return tr("Served to %1 · %2 %3")
            .arg(endpointHost(QString::fromStdString(result.remoteAddress)),
                 protocol(result.config.protocol), mode(result.config.mode).toLower());
    const QString label =
        tr("%1 · %2 %3")
            .arg(peer, protocol(result.config.protocol), mode(result.config.mode).toLower());
    if (result.failure.empty()) return label;
    return tr("%1 · failed after %2 s")
        .arg(label, QLocale().toString(measuredSeconds(result), 'f', 0));
}

double RunText::measuredSeconds(const engine::TestResult& result)
{
    std::int64_t endUs = 0;
    for (const engine::IntervalSample& iv : result.intervals)
        endUs = std::max(endUs, iv.endUs);
    return double(endUs) / 1e6;
}

double rateToStore(double bitsPerSecond)
{
    return std::isnan(bitsPerSecond) ? -2.0 : bitsPerSecond;
}

double rateFromStore(double stored)
{
    return stored < -1.5 ? std::nan("") : stored;
}

RunRecord recordFromResult(const engine::TestResult& result)
{
    RunRecord r;
    r.startedAtUtc =
        QDateTime::fromString(QString::fromStdString(result.startedAtUtc), Qt::ISODateWithMs);
    if (!r.startedAtUtc.isValid()) r.startedAtUtc = QDateTime::currentDateTimeUtc();
    r.startedAtUtc = r.startedAtUtc.toUTC();
    // A served test's peer is its client; config.host is what the client typed for this machine.
    r.served = result.served;
    r.peer = result.served ? endpointHost(QString::fromStdString(result.remoteAddress))
                           : QString::fromStdString(result.config.host);
    r.protocol = result.config.protocol;
    r.mode = result.config.mode;
    r.streams = result.config.streams;
    r.durationMs = result.config.durationMs;
    // A both-ways run has one summary per direction; a direction's first summary stands for it.
    for (const engine::DirectionSummary& s : result.summaries) {
        double& slot = s.direction == engine::Direction::Upload ? r.uploadBitsPerSecond
                                                                : r.downloadBitsPerSecond;
        if (slot < 0)
            slot = s.receiverUnknown.empty() ? s.receiverBitsPerSecond.mean : std::nan("");
    }
    return r;
}

QJsonObject hostFacts(const engine::TestResult& result, bool ranHere)
{
    QJsonObject local{{QStringLiteral("address"), QString::fromStdString(result.localAddress)},
                      {QStringLiteral("cpuCount"), result.localCpuCount},
                      {QStringLiteral("cpuMHz"), result.localCpuMHz}};
    if (ranHere) {
        local.insert(QStringLiteral("hostName"), QSysInfo::machineHostName());
        local.insert(QStringLiteral("os"), QSysInfo::prettyProductName());
        local.insert(QStringLiteral("kernel"), QSysInfo::kernelVersion());
    }
    const engine::PeerInfo& p = result.peer;
    const QJsonObject remote{
        {QStringLiteral("address"), QString::fromStdString(result.remoteAddress)},
        {QStringLiteral("product"), QString::fromStdString(p.product)},
        {QStringLiteral("version"), QString::fromStdString(p.version)},
        {QStringLiteral("os"), QString::fromStdString(p.os)},
        {QStringLiteral("hostName"), QString::fromStdString(p.hostName)},
        {QStringLiteral("cpuCount"), p.cpuCount},
        {QStringLiteral("cpuMHz"), p.cpuMHz}};
    return {{QStringLiteral("local"), local}, {QStringLiteral("remote"), remote}};
}

QJsonObject settingsObject(const QJsonObject& result)
{
    return result.value(QStringLiteral("config")).toObject();
}

TestSettings settingsFromConfig(const engine::TestConfig& c)
{
    TestSettings s;
    s.durationMs = c.durationMs;
    s.warmupMs = c.warmupMs;
    s.intervalMs = c.intervalMs;
    s.streams = c.streams;
    s.threads = c.threads;
    s.bufferKiB = int(c.bufferBytes / 1024u);
    s.socketWindowKiB = int(c.socketBufferBytes / 1024u);
    s.family = c.family;
    s.protocol = c.protocol;
    s.latencyProbes = c.latencyProbes;
    s.idleMs = c.latencyProbes ? c.idleMs : TestSettings().idleMs;
    s.probeIntervalMs = c.probeIntervalMs;
    if (c.protocol == engine::Protocol::Udp) {
        const std::uint64_t rate =
            c.rateBitsPerSecond ? c.rateBitsPerSecond : engine::kDefaultUdpRateBitsPerSecond;
        s.udpRateMbps = double(rate) / 1e6;
        s.findMaxRate = c.findMaxRate;
        s.maxLossPct = c.maxLossPct;
    }
    return s;
}

QStringList parseTags(const QString& text)
{
    QStringList tags;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const QString tag = part.trimmed();
        if (!tag.isEmpty() && !tags.contains(tag)) tags << tag;
    }
    return tags;
}

} // namespace bw::ui
