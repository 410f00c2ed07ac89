// SPDX-License-Identifier: MIT
#include "models/testsettings.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>
#include <cmath>

namespace bw::ui {

namespace {
// Gives lupdate and tr() one context for the free functions below.
class TestSettingsTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::TestSettings)
};
} // namespace

TestSettings presetSettings(Preset preset)
{
    TestSettings s;
    switch (preset) {
    case Preset::QuickCheck:
        s.durationMs = 5000;
        s.streams = 1;
        break;
    case Preset::Review:
        s.durationMs = 30'000;
        s.warmupMs = 2000;
        s.streams = 4;
        break;
    case Preset::MaxThroughput:
        // Like ntttcp: many streams on all cores, large buffers and windows.
        s.durationMs = 30'000;
        s.warmupMs = 2000;
        s.streams = 16;
        s.threads = 0;
        s.bufferKiB = 1024;
        s.socketWindowKiB = 4096;
        break;
    case Preset::Custom:
        break;
    }
    return s;
}

QString presetName(Preset preset)
{
    switch (preset) {
    case Preset::QuickCheck:
        return TestSettingsTr::tr("Quick check");
    case Preset::Review:
        return TestSettingsTr::tr("Review");
    case Preset::MaxThroughput:
        return TestSettingsTr::tr("Max throughput");
    case Preset::Custom:
        break;
    }
    return TestSettingsTr::tr("Custom");
}

QString presetDescription(Preset preset)
{
    switch (preset) {
    case Preset::QuickCheck:
        return TestSettingsTr::tr("5 s, 1 stream: a fast look at the link.");
    case Preset::Review:
        return TestSettingsTr::tr("30 s, 4 streams, 2 s warm-up: figures for an article.");
    case Preset::MaxThroughput:
        return TestSettingsTr::tr("30 s, 16 streams, 1 MiB buffers, 4 MiB socket window: "
                                  "the most the link and hosts can move.");
    case Preset::Custom:
        break;
    }
    return TestSettingsTr::tr("Your own settings.");
}

AppState loadAppState(QSettings& settings)
{
    AppState st;
    const TestSettings d;
    settings.beginGroup(QStringLiteral("test"));
    st.test.durationMs = settings.value(QStringLiteral("durationMs"), d.durationMs).toInt();
    st.test.warmupMs = settings.value(QStringLiteral("warmupMs"), d.warmupMs).toInt();
    st.test.intervalMs = settings.value(QStringLiteral("intervalMs"), d.intervalMs).toInt();
    st.test.streams = settings.value(QStringLiteral("streams"), d.streams).toInt();
    st.test.threads = settings.value(QStringLiteral("threads"), d.threads).toInt();
    st.test.bufferKiB = settings.value(QStringLiteral("bufferKiB"), d.bufferKiB).toInt();
    st.test.socketWindowKiB =
        settings.value(QStringLiteral("socketWindowKiB"), d.socketWindowKiB).toInt();
    const int family = settings.value(QStringLiteral("family"), 0).toInt();
    st.test.family = static_cast<engine::IpFamily>(std::clamp(family, 0, 2));
    const int protocol = settings.value(QStringLiteral("protocol"), 0).toInt();
    st.test.protocol = static_cast<engine::Protocol>(std::clamp(protocol, 0, 1));
    st.test.udpRateMbps = settings.value(QStringLiteral("udpRateMbps"), d.udpRateMbps).toDouble();
    st.test.findMaxRate = settings.value(QStringLiteral("findMaxRate"), false).toBool();
    st.test.maxLossPct = settings.value(QStringLiteral("maxLossPct"), d.maxLossPct).toDouble();
    st.test.latencyProbes =
        settings.value(QStringLiteral("latencyProbes"), d.latencyProbes).toBool();
    st.test.idleMs = std::clamp(settings.value(QStringLiteral("idleMs"), d.idleMs).toInt(), 0,
                                engine::kMaxIdleMs);
    st.test.probeIntervalMs =
        std::clamp(settings.value(QStringLiteral("probeIntervalMs"), d.probeIntervalMs).toInt(),
                   engine::kMinProbeIntervalMs, engine::kMaxProbeIntervalMs);
    st.test.repeatCount = std::clamp(
        settings.value(QStringLiteral("repeatCount"), d.repeatCount).toInt(), 1, kMaxRepeatCount);
    st.test.repeatPauseMs =
        std::clamp(settings.value(QStringLiteral("repeatPauseMs"), d.repeatPauseMs).toInt(), 0,
                   kMaxRepeatPauseMs);
    settings.endGroup();

    st.peer = settings.value(QStringLiteral("peer")).toString();
    st.recentPeers = settings.value(QStringLiteral("recentPeers")).toStringList();
    st.port = settings.value(QStringLiteral("port"), int(engine::kDefaultPort)).toInt();
    st.bindAddress = settings.value(QStringLiteral("bindAddress")).toString();
    st.serveMaxClients = std::clamp(settings.value(QStringLiteral("serveMaxClients"), 1).toInt(), 1,
                                    engine::kMaxServerClients);
    st.darkTheme = settings.value(QStringLiteral("darkTheme"), false).toBool();
    st.chartTitle = settings.value(QStringLiteral("chartTitle")).toString();
    st.chartSubtitle = settings.value(QStringLiteral("chartSubtitle")).toString();
    st.windowGeometry = settings.value(QStringLiteral("windowGeometry")).toByteArray();
    st.splitterState = settings.value(QStringLiteral("splitterState")).toByteArray();
    st.showLatencyPane = settings.value(QStringLiteral("panes/latency"), true).toBool();
    st.showUdpPane = settings.value(QStringLiteral("panes/udp"), true).toBool();
    st.showCpuPane = settings.value(QStringLiteral("panes/cpu"), true).toBool();
    st.showStreamPane = settings.value(QStringLiteral("panes/streams"), false).toBool();
    return st;
}

void saveAppState(QSettings& settings, const AppState& st)
{
    settings.beginGroup(QStringLiteral("test"));
    settings.setValue(QStringLiteral("durationMs"), st.test.durationMs);
    settings.setValue(QStringLiteral("warmupMs"), st.test.warmupMs);
    settings.setValue(QStringLiteral("intervalMs"), st.test.intervalMs);
    settings.setValue(QStringLiteral("streams"), st.test.streams);
    settings.setValue(QStringLiteral("threads"), st.test.threads);
    settings.setValue(QStringLiteral("bufferKiB"), st.test.bufferKiB);
    settings.setValue(QStringLiteral("socketWindowKiB"), st.test.socketWindowKiB);
    settings.setValue(QStringLiteral("family"), int(st.test.family));
    settings.setValue(QStringLiteral("protocol"), int(st.test.protocol));
    settings.setValue(QStringLiteral("udpRateMbps"), st.test.udpRateMbps);
    settings.setValue(QStringLiteral("findMaxRate"), st.test.findMaxRate);
    settings.setValue(QStringLiteral("maxLossPct"), st.test.maxLossPct);
    settings.setValue(QStringLiteral("latencyProbes"), st.test.latencyProbes);
    settings.setValue(QStringLiteral("idleMs"), st.test.idleMs);
    settings.setValue(QStringLiteral("probeIntervalMs"), st.test.probeIntervalMs);
    settings.setValue(QStringLiteral("repeatCount"), st.test.repeatCount);
    settings.setValue(QStringLiteral("repeatPauseMs"), st.test.repeatPauseMs);
    settings.endGroup();

    settings.setValue(QStringLiteral("peer"), st.peer);
    settings.setValue(QStringLiteral("recentPeers"), st.recentPeers);
    settings.setValue(QStringLiteral("port"), st.port);
    settings.setValue(QStringLiteral("bindAddress"), st.bindAddress);
    settings.setValue(QStringLiteral("serveMaxClients"), st.serveMaxClients);
    settings.setValue(QStringLiteral("darkTheme"), st.darkTheme);
    settings.setValue(QStringLiteral("chartTitle"), st.chartTitle);
    settings.setValue(QStringLiteral("chartSubtitle"), st.chartSubtitle);
    settings.setValue(QStringLiteral("windowGeometry"), st.windowGeometry);
    settings.setValue(QStringLiteral("splitterState"), st.splitterState);
    settings.setValue(QStringLiteral("panes/latency"), st.showLatencyPane);
    settings.setValue(QStringLiteral("panes/udp"), st.showUdpPane);
    settings.setValue(QStringLiteral("panes/cpu"), st.showCpuPane);
    settings.setValue(QStringLiteral("panes/streams"), st.showStreamPane);
}

void rememberPeer(AppState& state, const QString& peer)
{
    const QString p = peer.trimmed();
    if (p.isEmpty()) return;
    state.recentPeers.removeAll(p);
    state.recentPeers.prepend(p);
    while (state.recentPeers.size() > kMaxRecentPeers)
        state.recentPeers.removeLast();
}

engine::TestConfig makeTestConfig(const TestSettings& s, const QString& peer, int port,
                                  const QString& bindAddress, engine::TestMode mode)
{
    engine::TestConfig c;
    c.host = peer.trimmed().toStdString();
    c.port = static_cast<std::uint16_t>(port);
    c.bindAddress = bindAddress.toStdString();
    c.family = s.family;
    c.mode = mode;
    c.durationMs = s.durationMs;
    c.warmupMs = s.warmupMs;
    c.intervalMs = s.intervalMs;
    c.streams = s.streams;
    c.threads = s.threads;
    c.bufferBytes = static_cast<std::uint32_t>(s.bufferKiB) * 1024u;
    c.socketBufferBytes = static_cast<std::uint32_t>(s.socketWindowKiB) * 1024u;
    c.protocol = s.protocol;
    c.latencyProbes = s.latencyProbes;
    c.idleMs = s.latencyProbes ? s.idleMs : 0; // no probes: no idle phase either
    c.probeIntervalMs = s.probeIntervalMs;
    if (s.protocol == engine::Protocol::Udp) {
        c.rateBitsPerSecond = static_cast<std::uint64_t>(std::llround(s.udpRateMbps * 1e6));
        c.findMaxRate = s.findMaxRate;
        c.maxLossPct = s.maxLossPct;
    }
    return c;
}

} // namespace bw::ui
