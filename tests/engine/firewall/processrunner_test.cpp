// SPDX-License-Identifier: MIT
// The real command runner (processrunner_posix.cpp) and the server's status cache over it: a
// hung firewall tool is stopped by the limit or a cancel, with everything it started, and a
// server's cache goes away while a read hangs. The commands are local shell commands only.
#include "benchwire/firewall.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <cstdlib>
#include <fstream>
#include <thread>

using namespace bw::engine::firewall;
using Clock = std::chrono::steady_clock;

namespace {
// A pid is gone once it no longer runs: reaped, or a zombie nobody reaped yet.
bool running(pid_t pid)
{
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return false;
    const auto close = line.rfind(')');
    return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z';
}

pid_t readPid(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return 0;
    return pid_t(f.readAll().trimmed().toInt());
}

double secondsSince(Clock::time_point t)
{
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// A command that starts "sleep 120" in the background and then runs tail: its result, the
// sleep's pid (0 if it never wrote it) and how long the run took.
struct ChildRun
{
    CommandResult result;
    pid_t child = 0;
    double seconds = 0;
};

ChildRun runWithSleepingChild(ProcessRunner& runner, const std::string& tail)
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath("child.pid");
    const auto t0 = Clock::now();
    ChildRun run;
    run.result =
        runner.run("echo before; sleep 120 & echo $! > '" + pidFile.toStdString() + "'; " + tail);
    run.seconds = secondsSince(t0);
    run.child = readPid(pidFile);
    return run;
}
} // namespace

class ProcessRunnerTest : public QObject
{
    Q_OBJECT
private slots:
    void runsAndCaptures();
    void boundedRunsToTheEnd();
    void limitStopsAHungCommandAndItsChildren();
    void cancelStopsAtOnce();
    void leftoverChildDoesNotHoldTheRead();
    void statusCacheGoesWhileAReadHangs();
};

void ProcessRunnerTest::runsAndCaptures()
{
    ProcessRunner runner;
    const CommandResult r = runner.run("echo out; echo err >&2; exit 3");
    QVERIFY(r.started);
    QVERIFY(!r.stopped);
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.output.find("out\n") != std::string::npos);
    QVERIFY(r.output.find("err\n") != std::string::npos);
}

void ProcessRunnerTest::boundedRunsToTheEnd()
{
    std::stop_source never;
    ProcessRunner runner(std::chrono::seconds(60), never.get_token());
    const CommandResult r = runner.run("i=0; while [ $i -lt 3000 ]; do echo line $i; i=$((i+1)); "
                                       "done; exit 5");
    QVERIFY(r.started);
    QVERIFY(!r.stopped);
    QCOMPARE(r.exitCode, 5);
    QVERIFY(r.output.find("line 0\n") != std::string::npos);
    QVERIFY(r.output.find("line 2999\n") != std::string::npos); // nothing lost at the end
}

void ProcessRunnerTest::limitStopsAHungCommandAndItsChildren()
{
    ProcessRunner runner(std::chrono::milliseconds(500));
    const ChildRun run = runWithSleepingChild(runner, "wait");
    const CommandResult& r = run.result;
    QVERIFY(r.started);
    QVERIFY(r.stopped);
    QCOMPARE(r.exitCode, 128 + SIGKILL);
    QVERIFY(r.output.find("before") != std::string::npos); // output up to the stop is kept
    QVERIFY2(run.seconds < 60, "the limit did not end the run: it waited for the sleep");
    QVERIFY(run.child > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!running(run.child), 5000); // the shell's child went with it
}

void ProcessRunnerTest::cancelStopsAtOnce()
{
    std::stop_source cancel;
    ProcessRunner runner(std::chrono::milliseconds(0), cancel.get_token());
    std::jthread canceller([&cancel] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel.request_stop();
    });
    const auto t0 = Clock::now();
    const CommandResult r = runner.run("sleep 120");
    QVERIFY(r.stopped);
    QVERIFY2(secondsSince(t0) < 60, "the cancel did not end the run");
}

// A command whose shell ends while a child it left behind keeps the pipe: the read ends with
// the shell, not with the child.
void ProcessRunnerTest::leftoverChildDoesNotHoldTheRead()
{
    ProcessRunner runner(std::chrono::seconds(60));
    const ChildRun run = runWithSleepingChild(runner, "echo done; exit 0");
    const CommandResult& r = run.result;
    if (run.child > 0) kill(run.child, SIGKILL);
    QVERIFY(!r.stopped);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.output.find("done") != std::string::npos);
    QVERIFY2(run.seconds < 60, "the read waited for the leftover child");
}

// The server's cache reads through a real runner; firewall-cmd hangs (firewalld stuck). The
// cache goes at once, and the hung tool with it, instead of holding the server's exit.
void ProcessRunnerTest::statusCacheGoesWhileAReadHangs()
{
    QTemporaryDir dir;
    const QString started = dir.filePath("started.pid");
    QFile fake(dir.filePath("firewall-cmd"));
    QVERIFY(fake.open(QIODevice::WriteOnly));
    fake.write(("#!/bin/sh\necho $$ > '" + started + "'\nexec sleep 120\n").toUtf8());
    fake.close();
    fake.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QByteArray oldPath = qgetenv("PATH");
    qputenv("PATH", dir.path().toUtf8() + ":" + oldPath);
    pid_t hung = 0;
    double destroySeconds = 0;
    {
        auto cache = std::make_unique<StatusCache>(5201);
        QTRY_VERIFY_WITH_TIMEOUT((hung = readPid(started)) > 0, 20000);
        QCOMPARE(int(cache->get().tcp.state), int(PortState::Unknown)); // still reading
        const auto t0 = Clock::now();
        cache.reset();
        destroySeconds = secondsSince(t0);
    }
    qputenv("PATH", oldPath);
    QVERIFY2(destroySeconds < 10, qPrintable(QString("the cache took %1 s to go: it waited for "
                                                     "the hung read")
                                                 .arg(destroySeconds)));
    QTRY_VERIFY_WITH_TIMEOUT(!running(hung), 5000);
}

QTEST_APPLESS_MAIN(ProcessRunnerTest)
#include "processrunner_test.moc"
