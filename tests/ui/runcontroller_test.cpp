// SPDX-License-Identifier: MIT
// The RunController on its own, without a window: a real EngineBridge against a real
// in-process server on loopback. Checks its states and its status line, in order, for short
// runs, a stop, a refused connection and settings that cannot start.
#include "bridge/enginebridge.h"
#include "guitestsupport.h"
#include "run/runcontroller.h"

#include <QSignalSpy>
#include <QTcpServer>

using namespace bw::ui;
using namespace bw::ui::test;
using bw::engine::TestMode;
using State = RunController::State;

namespace {
// A run as the window's short runs: 1 s per phase in 200 ms intervals, no warm-up, 2 streams.
bw::engine::TestConfig shortRun(quint16 port, TestMode mode, int durationMs = 1000)
{
    bw::engine::TestConfig c;
    c.host = "127.0.0.1";
    c.port = port;
    c.mode = mode;
    c.durationMs = durationMs;
    c.warmupMs = 0;
    c.intervalMs = 200;
    c.streams = 2;
    c.idleMs = 0; // no latency baseline: these test the runs, not the probes
    return c;
}

// Everything a controller tells the window, in the order it says it.
struct Recorder
{
    explicit Recorder(RunController& runner)
    {
        QObject::connect(&runner, &RunController::stateChanged, &runner,
                         [this](State s) { states << s; });
        QObject::connect(&runner, &RunController::statusChanged, &runner,
                         [this](const QString& t) { statuses << t; });
        QObject::connect(&runner, &RunController::activeChanged, &runner,
                         [this](bool a) { active << a; });
        QObject::connect(&runner, &RunController::progressChanged, &runner,
                         [this](qint64, qint64 plannedMs) { planned << plannedMs; });
        QObject::connect(&runner, &RunController::intervalReceived, &runner,
                         [this](const bw::engine::IntervalSample&) { ++intervals; });
        QObject::connect(&runner, &RunController::finished, &runner,
                         [this](const bw::engine::TestResult& r) { results.push_back(r); });
        QObject::connect(&runner, &RunController::failed, &runner,
                         [this](const bw::engine::Error& e) { errors.push_back(e); });
    }
    bool ended() const { return !results.empty() || !errors.empty(); }

    QList<State> states;
    QStringList statuses;
    QList<bool> active;
    QList<qint64> planned;
    int intervals = 0;
    std::vector<bw::engine::TestResult> results;
    std::vector<bw::engine::Error> errors;
};

QString connecting()
{
    return QStringLiteral("Connecting to 127.0.0.1…");
}
} // namespace

class RunControllerTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void badSettingsDoNotStart();
    void plannedLength();
    void shortUploadRun();
    void bothWaysPhases();
    void idlePhaseIsSaid();
    void stopWhileRunning();
    void refusedConnection();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
    LoopbackServer m_server;
    std::unique_ptr<EngineBridge> m_bridge;
    std::unique_ptr<RunController> m_runner;
};

void RunControllerTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    QVERIFY(m_server.start());
}

void RunControllerTest::init()
{
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    m_bridge = std::make_unique<EngineBridge>();
    m_runner = std::make_unique<RunController>(m_bridge.get());
}

void RunControllerTest::cleanup()
{
    m_runner.reset();
    m_bridge.reset();
}

void RunControllerTest::badSettingsDoNotStart()
{
    Recorder rec(*m_runner);
    bw::engine::TestConfig noPeer = shortRun(m_server.port(), TestMode::Upload);
    noPeer.host.clear();
    const auto problem = RunController::checkConfig(noPeer);
    QVERIFY(problem.has_value());
    QCOMPARE(problem->what, QStringLiteral("No peer is set."));
    QVERIFY(!m_runner->start(noPeer));

    bw::engine::TestConfig noStreams = shortRun(m_server.port(), TestMode::Upload);
    noStreams.streams = 0;
    const auto range = RunController::checkConfig(noStreams);
    QVERIFY(range.has_value());
    QCOMPARE(range->what, QStringLiteral("A setting is out of range."));
    QCOMPARE(range->detail, QString::fromStdString(noStreams.validate()));
    QVERIFY(!range->detail.isEmpty());
    QVERIFY(!m_runner->start(noStreams));

    QVERIFY(!RunController::checkConfig(shortRun(m_server.port(), TestMode::Upload)));
    // Refused before anything started: no state, no status, nothing to stop.
    m_runner->stop();
    QCOMPARE(m_runner->state(), State::Idle);
    QVERIFY(rec.states.isEmpty());
    QVERIFY(rec.statuses.isEmpty());
    QVERIFY(!m_bridge->testRunning());
}

void RunControllerTest::plannedLength()
{
    bw::engine::TestConfig c = shortRun(m_server.port(), TestMode::Upload, 3000);
    c.warmupMs = 500;
    QCOMPARE(RunController::plannedMs(c), qint64(3500));
    c.mode = TestMode::Bidirectional; // both directions at once: one phase
    QCOMPARE(RunController::plannedMs(c), qint64(3500));
    c.mode = TestMode::BothWays; // upload, then download
    QCOMPARE(RunController::plannedMs(c), qint64(7000));
    c.protocol = bw::engine::Protocol::Udp;
    c.findMaxRate = true; // the number of steps is not known beforehand
    QCOMPARE(RunController::plannedMs(c), qint64(0));
}

void RunControllerTest::shortUploadRun()
{
    Recorder rec(*m_runner);
    QVERIFY(m_runner->start(shortRun(m_server.port(), TestMode::Upload)));
    // Synchronously: connecting, and the status says to whom.
    QCOMPARE(m_runner->state(), State::Connecting);
    QVERIFY(m_runner->isActive());
    QCOMPARE(m_runner->statusText(), connecting());
    QCOMPARE(rec.active, QList<bool>{true});
    // One progress report at once, with the planned length.
    QCOMPARE(rec.planned.value(0, -1), qint64(1000));
    // A second start while one runs is refused.
    QVERIFY(!m_runner->start(shortRun(m_server.port(), TestMode::Download)));

    QTRY_VERIFY_WITH_TIMEOUT(rec.ended(), 15000);
    QVERIFY(rec.errors.empty());
    QCOMPARE(rec.results.size(), size_t(1));
    const bw::engine::TestResult& result = rec.results.front();
    QCOMPARE(rec.states, (QList<State>{State::Connecting, State::Running, State::Idle}));
    QCOMPARE(rec.active, (QList<bool>{true, false}));
    const QString summary = RunController::summaryText(result);
    QVERIFY2(summary.startsWith(QLatin1String("Done. Upload: ")), qPrintable(summary));
    QVERIFY(summary.endsWith(QLatin1String("bit/s")));
    QCOMPARE(rec.statuses, (QStringList{connecting(), QStringLiteral("Measuring…"), summary}));
    QCOMPARE(m_runner->statusText(), summary);
    QVERIFY(!m_bridge->testRunning());
    // 1 s at 200 ms: about 5 intervals; the progress ticked while it ran.
    QVERIFY2(rec.intervals >= 4 && rec.intervals <= 7, qPrintable(QString::number(rec.intervals)));
    QVERIFY2(rec.planned.size() >= 3, qPrintable(QString::number(rec.planned.size())));
    QCOMPARE(m_runner->phase(), 0);
    QCOMPARE(m_runner->config().port, m_server.port());
}

void RunControllerTest::bothWaysPhases()
{
    Recorder rec(*m_runner);
    QVERIFY(m_runner->start(shortRun(m_server.port(), TestMode::BothWays)));
    QTRY_VERIFY_WITH_TIMEOUT(rec.ended(), 20000);
    QVERIFY(rec.errors.empty());
    QCOMPARE(rec.states, (QList<State>{State::Connecting, State::Running, State::Idle}));
    const QString summary = RunController::summaryText(rec.results.front());
    QVERIFY2(summary.startsWith(QLatin1String("Done. Upload: ")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String(", Download: ")), qPrintable(summary));
    QCOMPARE(rec.statuses, (QStringList{connecting(), QStringLiteral("Measuring…"),
                                        QStringLiteral("Running the download half…"), summary}));
    QCOMPARE(m_runner->phase(), 1); // the last interval was the download half's
    QCOMPARE(rec.planned.value(0, -1), qint64(2000));
}

// With the latency probes' idle baseline, the window says what happens before data flows
// (not "Connecting…" for the whole idle phase), and the run is Running from then on.
void RunControllerTest::idlePhaseIsSaid()
{
    Recorder rec(*m_runner);
    bw::engine::TestConfig c = shortRun(m_server.port(), TestMode::Upload);
    c.idleMs = 1000;
    QVERIFY(m_runner->start(c));
    QTRY_VERIFY_WITH_TIMEOUT(rec.ended(), 20000);
    QVERIFY(rec.errors.empty());
    QCOMPARE(rec.states, (QList<State>{State::Connecting, State::Running, State::Idle}));
    const QString idle = QStringLiteral("Measuring the idle latency (1 s) before the load…");
    QCOMPARE(rec.statuses.value(1), idle);
    QCOMPARE(rec.statuses.value(2), QStringLiteral("Measuring…"));
    QVERIFY(rec.results.front().latency.idleRtt.count > 0);
}

void RunControllerTest::stopWhileRunning()
{
    Recorder rec(*m_runner);
    QVERIFY(m_runner->start(shortRun(m_server.port(), TestMode::Upload, 20'000)));
    QTRY_VERIFY_WITH_TIMEOUT(rec.intervals >= 2, 10000);
    QCOMPARE(m_runner->state(), State::Running);
    m_runner->stop();
    QCOMPARE(m_runner->state(), State::Stopping);
    QCOMPARE(m_runner->statusText(), QStringLiteral("Stopping…"));
    QVERIFY(m_runner->isActive()); // until the engine's result arrives
    m_runner->stop();              // a second stop changes nothing
    QTRY_VERIFY_WITH_TIMEOUT(rec.ended(), 10000);
    QVERIFY(rec.errors.empty());
    QVERIFY(rec.results.front().stoppedEarly);
    QCOMPARE(rec.states,
             (QList<State>{State::Connecting, State::Running, State::Stopping, State::Idle}));
    const QString summary = RunController::summaryText(rec.results.front());
    QVERIFY2(summary.startsWith(QLatin1String("Stopped early. Upload: ")), qPrintable(summary));
    QCOMPARE(rec.statuses, (QStringList{connecting(), QStringLiteral("Measuring…"),
                                        QStringLiteral("Stopping…"), summary}));
    QCOMPARE(rec.active, (QList<bool>{true, false}));
}

void RunControllerTest::refusedConnection()
{
    // A port that was free a moment ago: nothing listens there.
    QTcpServer probe;
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    Recorder rec(*m_runner);
    QVERIFY(m_runner->start(shortRun(port, TestMode::Upload)));
    QCOMPARE(m_runner->state(), State::Connecting);
    QTRY_VERIFY_WITH_TIMEOUT(rec.ended(), 10000);
    QVERIFY(rec.results.empty());
    QCOMPARE(rec.errors.size(), size_t(1));
    QCOMPARE(rec.errors.front().code, bw::engine::Errc::ConnectionRefused);
    QCOMPARE(rec.states, (QList<State>{State::Connecting, State::Idle}));
    QCOMPARE(rec.statuses,
             (QStringList{connecting(), QStringLiteral("The test did not complete.")}));
    QCOMPARE(rec.active, (QList<bool>{true, false}));
    QCOMPARE(rec.intervals, 0);
    QVERIFY(!m_bridge->testRunning());
    // Usable again at once: a run against the real server succeeds.
    QTRY_VERIFY_WITH_TIMEOUT(!m_server.busy(), 10000);
    QVERIFY(m_runner->start(shortRun(m_server.port(), TestMode::Download)));
    QTRY_VERIFY_WITH_TIMEOUT(rec.results.size() == 1, 15000);
    QCOMPARE(rec.states.last(), State::Idle);
    QVERIFY(m_runner->statusText().startsWith(QLatin1String("Done. Download: ")));
}

QTEST_MAIN(RunControllerTest)
#include "runcontroller_test.moc"
