// SPDX-License-Identifier: MIT
// Tests app/cli/latencycli.cpp: --idle's durations, the flags into the config, and the text
// report's latency block (figures, "n/a" with the reason, never zeros for absent figures).
#include "latencycli.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::cli;

class LatencyCliTest : public QObject
{
    Q_OBJECT
private slots:
    void durations()
    {
        QCOMPARE(parseDurationMs("2").value_or(-1), 2000);
        QCOMPARE(parseDurationMs("0").value_or(-1), 0);
        QCOMPARE(parseDurationMs("2s").value_or(-1), 2000);
        QCOMPARE(parseDurationMs("500ms").value_or(-1), 500);
        QCOMPARE(parseDurationMs("0.5").value_or(-1), 500);
        QVERIFY(!parseDurationMs("2x"));
        QVERIFY(!parseDurationMs("-1"));
        QVERIFY(!parseDurationMs("ms"));
    }

    void flags()
    {
        TestConfig c;
        c.host = "192.0.2.1";
        c.port = 5201;
        LatencyArgs a;
        QVERIFY(applyLatencyArgs(a, c).empty());
        QCOMPARE(c.idleMs, kDefaultIdleMs);
        QVERIFY(c.latencyProbes);
        a.idle = "0";
        a.probeIntervalMs = 10;
        a.off = true;
        QVERIFY(applyLatencyArgs(a, c).empty());
        QCOMPARE(c.idleMs, 0);
        QCOMPARE(c.probeIntervalMs, 10);
        QVERIFY(!c.latencyProbes);
        a.probeIntervalMs = 51;
        QCOMPARE(applyLatencyArgs(a, c),
                 std::string("--probe-interval 51: give 10 to 50 milliseconds"));
        a.probeIntervalMs = 20;
        a.idle = "61";
        QCOMPARE(applyLatencyArgs(a, c), std::string("--idle 61: give 0 to 60 seconds"));
    }

    void text()
    {
        LatencySummary s;
        s.unavailable = "n/a: the peer is iperf3";
        QCOMPARE(QString::fromStdString(latencyText(s, TestMode::Upload)),
                 QString("Latency: n/a: the peer is iperf3\n"));
        s = {};
        s.valid = true;
        s.probeIntervalMs = 20;
        s.idleRtt.count = 100;
        s.idleRtt.medianUs = 210;
        s.probesSent = 612;
        LoadedLatency up, down;
        up.phase = 0;
        up.rtt.count = 250;
        up.rtt.medianUs = 12'400;
        up.rtt.p95Us = 15'000;
        up.rtt.p99Us = 18'000;
        up.addedRttUs = 12'190;
        down.phase = 1; // no echo under load: n/a, not zeros
        s.loaded = {up, down};
        s.clockUncertaintyUs = 5000;
        s.oneWayUnavailable = "n/a: the clock offset is known only to ±5.00 ms";
        const QString t = QString::fromStdString(latencyText(s, TestMode::BothWays));
        QVERIFY2(t.contains("Latency: idle 0.21 ms\n"), qPrintable(t));
        QVERIFY2(t.contains("under load upload: median 12.40 ms, p95 15.00 ms, p99 18.00 ms "
                            "(+12.19 ms over idle)\n"),
                 qPrintable(t));
        QVERIFY2(t.contains("under load download: n/a"), qPrintable(t));
        QVERIFY(!t.contains("one-way up")); // the clocks could not be related
        QVERIFY(t.contains("probes lost 0 of 612"));
        QVERIFY2(t.contains("clock offset 0.00 ms ± 5.00 ms\n"), qPrintable(t));
        // The engine's reason, word for word, on a line of its own.
        QVERIFY2(t.contains("  one-way: n/a: the clock offset is known only to ±5.00 ms\n"),
                 qPrintable(t));
        s.oneWayValid = true;
        s.clockSame = true;
        s.oneWayUnavailable.clear();
        const QString same = QString::fromStdString(latencyText(s, TestMode::BothWays));
        QVERIFY2(same.contains("; one clock (both ends on this machine)\n"), qPrintable(same));
        QVERIFY(!same.contains("one-way: n/a"));
    }
};

QTEST_GUILESS_MAIN(LatencyCliTest)
#include "latencycli_test.moc"
