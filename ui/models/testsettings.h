// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
#include "benchwire/latency.h"

#include <QString>
#include <QStringList>

class QSettings;

namespace bw::ui {

// What the settings panel edits, in the units the panel shows.
struct TestSettings
{
    int durationMs = 10'000;
    int warmupMs = 0;
    int intervalMs = 1000;
    int streams = 1;
    int threads = 0; // 0 = automatic
    int bufferKiB = 128;
    int socketWindowKiB = 0; // 0 = OS autotuning
    engine::IpFamily family = engine::IpFamily::Any;
    // UDP: the paced rate per stream, and the highest-clean-rate search (docs/udp.md).
    engine::Protocol protocol = engine::Protocol::Tcp;
    double udpRateMbps = 100;
    bool findMaxRate = false;
    double maxLossPct = 1.0;
    // Latency under load (native peers): the probes, the idle baseline before the load
    // (0 = none) and the probe spacing; TestConfig's fields of the same names.
    bool latencyProbes = true;
    int idleMs = engine::kDefaultIdleMs;
    int probeIntervalMs = engine::kDefaultProbeIntervalMs;
    // Repeat: one click runs the test this many times (1 = once), repeatPauseMs apart.
    int repeatCount = 1;
    int repeatPauseMs = 0;

    bool operator==(const TestSettings&) const = default;
};

enum class Preset
{
    Custom,
    QuickCheck,
    Review,
    MaxThroughput
};

TestSettings presetSettings(Preset preset);
QString presetName(Preset preset);        // translated
QString presetDescription(Preset preset); // translated, for the tooltip

// Everything that survives a restart of the window.
struct AppState
{
    TestSettings test;
    QString peer;
    QStringList recentPeers; // most recent first
    int port = engine::kDefaultPort;
    QString bindAddress;     // empty: any
    int serveMaxClients = 1; // Serve mode's clients at once
    bool darkTheme = false;
    QString chartTitle;
    QString chartSubtitle;
    QByteArray windowGeometry;
    QByteArray splitterState;
    // The chart panes beside throughput that View › Panes shows: latency, loss and jitter, CPU.
    bool showLatencyPane = true;
    bool showUdpPane = true;
    bool showCpuPane = true;
    bool showStreamPane = false; // each stream's rate and their fairness; off until asked for
};

inline constexpr int kMaxRecentPeers = 10;
inline constexpr int kMaxRepeatCount = 1000;
inline constexpr int kMaxRepeatPauseMs = 3'600'000;

AppState loadAppState(QSettings& settings);
void saveAppState(QSettings& settings, const AppState& state);
void rememberPeer(AppState& state, const QString& peer);

engine::TestConfig makeTestConfig(const TestSettings& settings, const QString& peer, int port,
                                  const QString& bindAddress, engine::TestMode mode);

} // namespace bw::ui
