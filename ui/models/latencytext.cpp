// SPDX-License-Identifier: MIT
#include "models/latencytext.h"

#include "models/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace bw::ui {

namespace {
// Gives lupdate and tr() one context for the free functions below.
class LatencyTextTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::LatencyText)
};

QString ms(double us)
{
    const double v = us / 1000.0;
    return LatencyTextTr::tr("%1 ms").arg(QLocale().toString(v, 'f', v < 10 ? 2 : 1));
}

QString signedMs(double us)
{
    return (us >= 0 ? QStringLiteral("+") : QString()) + ms(us);
}

QString unavailable(const engine::LatencySummary& s)
{
    const QString reason = reasonText(s.unavailable);
    return reason.isEmpty() ? LatencyTextTr::tr("n/a") : LatencyTextTr::tr("n/a (%1)").arg(reason);
}

QString statsText(const engine::DelayStats& d)
{
    return LatencyTextTr::tr("median %1, 95th %2, 99th %3")
        .arg(ms(d.medianUs), ms(d.p95Us), ms(d.p99Us));
}
} // namespace

QString reasonText(const std::string& why)
{
    QString reason = QString::fromStdString(why).trimmed();
    if (reason.startsWith(QLatin1String("n/a"), Qt::CaseInsensitive))
        reason = reason.mid(3).trimmed();
    if (reason.startsWith(QLatin1Char(':'))) reason = reason.mid(1).trimmed();
    return reason;
}

const engine::LoadedLatency* loadedFor(const engine::LatencySummary& summary, int phase)
{
    for (const auto& l : summary.loaded)
        if (l.phase == phase) return &l;
    // A simultaneous run has one loaded set for both directions.
    return summary.loaded.size() == 1 ? &summary.loaded.front() : nullptr;
}

QString idleLatencyText(const engine::LatencySummary& s)
{
    if (!s.valid) return unavailable(s);
    if (s.idleMs == 0 || s.idleRtt.count == 0) return LatencyTextTr::tr("n/a (no idle phase)");
    return LatencyTextTr::tr("median %1, 95th %2").arg(ms(s.idleRtt.medianUs), ms(s.idleRtt.p95Us));
}

QString loadedLatencyText(const engine::LatencySummary& s, int phase)
{
    if (!s.valid) return unavailable(s);
    const engine::LoadedLatency* l = loadedFor(s, phase);
    if (!l || l->rtt.count == 0) return LatencyTextTr::tr("n/a (no probe came back)");
    return statsText(l->rtt);
}

QString addedLatencyText(const engine::LatencySummary& s, int phase, bool served)
{
    if (!s.valid) return unavailable(s);
    const engine::LoadedLatency* l = loadedFor(s, phase);
    if (!l || l->rtt.count == 0 || s.idleRtt.count == 0)
        return LatencyTextTr::tr("n/a (needs the idle phase)");
    if (!s.oneWayValid) return signedMs(l->addedRttUs);
    const QString text = served ? LatencyTextTr::tr("%1 (sent %2, received %3)")
                                : LatencyTextTr::tr("%1 (up %2, down %3)");
    return text.arg(signedMs(l->addedRttUs), signedMs(l->addedUpUs), signedMs(l->addedDownUs));
}

QString oneWayUnavailableText(const engine::LatencySummary& s, bool brief)
{
    if (!s.valid || s.oneWayValid) return {};
    if (s.clockUncertaintyUs <= 0)
        return LatencyTextTr::tr("n/a (no probe came back to relate the two clocks)");
    if (brief)
        return LatencyTextTr::tr("n/a (the clocks' offset is known only to ±%1; needs ±%2)")
            .arg(ms(s.clockUncertaintyUs), ms(engine::kOneWayMaxUncertaintyUs));
    return LatencyTextTr::tr("n/a (the clocks' offset is known only to ±%1; one-way figures need "
                             "±%2, and round trips cannot tell a one-sided path from a clock "
                             "offset)")
        .arg(ms(s.clockUncertaintyUs), ms(engine::kOneWayMaxUncertaintyUs));
}

QString oneWayLatencyText(const engine::LatencySummary& s, int phase, bool served)
{
    if (!s.valid) return unavailable(s);
    if (!s.oneWayValid) return oneWayUnavailableText(s);
    const engine::LoadedLatency* l = loadedFor(s, phase);
    if (!l || (l->up.count == 0 && l->down.count == 0))
        return LatencyTextTr::tr("n/a (no probe came back)");
    const QString clock = s.clockSame
                              ? LatencyTextTr::tr("one clock")
                              : LatencyTextTr::tr("clock offset %1 ± %2")
                                    .arg(signedMs(s.clockOffsetUs), ms(s.clockUncertaintyUs));
    const QString text = served ? LatencyTextTr::tr("sent: median %1; received: median %2 (%3)")
                                : LatencyTextTr::tr("up: median %1; down: median %2 (%3)");
    const auto median = [](const engine::DelayStats& d) {
        return d.count > 0 ? ms(d.medianUs) : LatencyTextTr::tr("n/a");
    };
    return text.arg(median(l->up), median(l->down), clock);
}

QString probesLostText(const engine::LatencySummary& s, int phase)
{
    if (!s.valid) return unavailable(s);
    const engine::LoadedLatency* l = loadedFor(s, phase);
    if (!l || l->probesSent == 0) return LatencyTextTr::tr("n/a");
    const QLocale loc;
    return LatencyTextTr::tr("%1 of %2 (%3 %)")
        .arg(loc.toString(qulonglong(l->probesLost)), loc.toString(qulonglong(l->probesSent)),
             loc.toString(100.0 * l->probesLost / l->probesSent, 'f', 2));
}

namespace {
QString kindText(engine::LinkType kind)
{
    switch (kind) {
    case engine::LinkType::Ethernet:
        return LatencyTextTr::tr("Ethernet");
    case engine::LinkType::WiFi:
        return LatencyTextTr::tr("Wi-Fi");
    case engine::LinkType::Loopback:
        return LatencyTextTr::tr("loopback");
    case engine::LinkType::Virtual:
        return LatencyTextTr::tr("virtual");
    case engine::LinkType::Unknown:
        break;
    }
    return LatencyTextTr::tr("unknown kind");
}

QString bandText(double ghz)
{
    return LatencyTextTr::tr("%1 GHz").arg(QLocale().toString(ghz, 'g', 2));
}

// "2.5 GbE" from 1 Gbit/s up, "100 Mbit/s Ethernet" below.
QString ethernetShort(std::int64_t mbps)
{
    if (mbps >= 1000) return LatencyTextTr::tr("%1 GbE").arg(QLocale().toString(mbps / 1000.0));
    return LatencyTextTr::tr("%1 Ethernet").arg(formatBitsPerSecond(double(mbps) * 1e6));
}

QStringList wifiShort(const engine::WifiFacts& w)
{
    QStringList parts;
    parts << (w.standard.empty() ? LatencyTextTr::tr("Wi-Fi") : QString::fromStdString(w.standard));
    if (w.bandGHz) parts << bandText(*w.bandGHz);
    if (w.channelWidthMHz) parts << LatencyTextTr::tr("%1 MHz").arg(*w.channelWidthMHz);
    if (w.signalDbm) parts << LatencyTextTr::tr("%1 dBm").arg(*w.signalDbm);
    return parts;
}

QStringList wifiLong(const engine::WifiFacts& w)
{
    if (!w.valid) {
        const QString why = reasonText(w.unavailable);
        return {why.isEmpty() ? LatencyTextTr::tr("Wi-Fi, no reading")
                              : LatencyTextTr::tr("Wi-Fi, no reading (%1)").arg(why)};
    }
    QStringList parts;
    parts << (w.standard.empty() ? LatencyTextTr::tr("Wi-Fi") : QString::fromStdString(w.standard));
    if (w.bandGHz) parts << bandText(*w.bandGHz);
    if (w.channel) parts << LatencyTextTr::tr("channel %1").arg(*w.channel);
    if (w.channelWidthMHz) parts << LatencyTextTr::tr("%1 MHz").arg(*w.channelWidthMHz);
    if (w.txRateMbps)
        parts << LatencyTextTr::tr("PHY send %1").arg(formatBitsPerSecond(*w.txRateMbps * 1e6));
    if (w.rxRateMbps)
        parts << LatencyTextTr::tr("PHY receive %1").arg(formatBitsPerSecond(*w.rxRateMbps * 1e6));
    if (w.signalDbm) parts << LatencyTextTr::tr("signal %1 dBm").arg(*w.signalDbm);
    return parts;
}
} // namespace

QString linkFactsText(const engine::LinkFacts& link)
{
    const QString why = reasonText(link.unavailable);
    if (!link.valid)
        return why.isEmpty() ? LatencyTextTr::tr("n/a") : LatencyTextTr::tr("n/a (%1)").arg(why);
    QStringList parts;
    if (link.kind == engine::LinkType::WiFi) {
        parts = wifiLong(link.wifi);
    } else {
        parts << kindText(link.kind);
        if (link.speedMbps) parts << formatBitsPerSecond(double(*link.speedMbps) * 1e6);
        if (!link.duplex.empty())
            parts << LatencyTextTr::tr("%1 duplex").arg(QString::fromStdString(link.duplex));
    }
    return LatencyTextTr::tr("%1: %2").arg(QString::fromStdString(link.interfaceName),
                                           parts.join(QStringLiteral(", ")));
}

QString linkShortText(const engine::LinkFacts& link)
{
    if (!link.valid) return {};
    QStringList parts{QString::fromStdString(link.interfaceName)};
    if (link.kind == engine::LinkType::WiFi)
        parts << (link.wifi.valid ? wifiShort(link.wifi) : QStringList{kindText(link.kind)});
    else if (link.kind == engine::LinkType::Ethernet && link.speedMbps)
        parts << ethernetShort(*link.speedMbps);
    else
        parts << kindText(link.kind);
    return parts.join(QLatin1Char(' '));
}

QString linkProvenanceText(const engine::TestResult& result)
{
    // The local end is the client unless this machine served the test.
    const engine::LinkFacts& client = result.served ? result.remoteLink : result.localLink;
    const engine::LinkFacts& server = result.served ? result.localLink : result.remoteLink;
    QStringList parts;
    if (client.valid) parts << LatencyTextTr::tr("Client: %1").arg(linkShortText(client));
    if (server.valid) parts << LatencyTextTr::tr("Server: %1").arg(linkShortText(server));
    return parts.join(QStringLiteral(" · "));
}

} // namespace bw::ui
