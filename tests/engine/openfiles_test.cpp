// SPDX-License-Identifier: MIT
// The open-file budget of a test: what client and server need, the refusal message with its
// numbers, and raising the soft limit toward the hard one (RLIMIT_NOFILE on Linux).
#include "benchwire/openfiles.h"
#include "net/socket.h"

#include <QTest>

#include <sys/resource.h>

using namespace bw::engine;

namespace {
TestConfig config(int streams, TestMode mode, int threads)
{
    TestConfig c;
    c.host = "127.0.0.1";
    c.streams = streams;
    c.mode = mode;
    c.threads = threads;
    return c;
}

// Restores the process's limits when a test ends, whatever it did to them.
class LimitGuard
{
public:
    LimitGuard() { getrlimit(RLIMIT_NOFILE, &m_saved); }
    ~LimitGuard() { setrlimit(RLIMIT_NOFILE, &m_saved); }
    LimitGuard(const LimitGuard&) = delete;
    LimitGuard& operator=(const LimitGuard&) = delete;
    const rlimit& saved() const { return m_saved; }

private:
    rlimit m_saved{};
};
} // namespace

class OpenFilesTest : public QObject
{
    Q_OBJECT
private slots:
    // One socket per stream and direction, two handles per worker (epoll + eventfd), 64 spare.
    void clientNeedsOneSocketPerStreamAndDirection()
    {
        QCOMPARE(clientFilesNeeded(config(1, TestMode::Upload, 1)), 1 + 2 + 64);
        QCOMPARE(clientFilesNeeded(config(1024, TestMode::Upload, 2)), 1024 + 4 + 64);
        QCOMPARE(clientFilesNeeded(config(1024, TestMode::Download, 2)), 1024 + 4 + 64);
        QCOMPARE(clientFilesNeeded(config(512, TestMode::Bidirectional, 2)), 1024 + 4 + 64);
        QCOMPARE(clientFilesNeeded(config(1024, TestMode::Bidirectional, 8)), 2048 + 16 + 64);
        // Both ways runs one direction at a time.
        QCOMPARE(clientFilesNeeded(config(1024, TestMode::BothWays, 2)), 1024 + 4 + 64);
        // Workers are capped by the streams they drive.
        QCOMPARE(clientFilesNeeded(config(3, TestMode::Upload, 100)), 3 + 6 + 64);
        TestConfig udp = config(16, TestMode::Bidirectional, 2);
        udp.protocol = Protocol::Udp; // one connected socket per stream on the client too
        QCOMPARE(clientFilesNeeded(udp), 32 + 4 + 64);
    }

    void serverCountsItsOwnWorkers()
    {
        // The server's --threads wins over the client's.
        QCOMPARE(serverFilesNeeded(config(1024, TestMode::Bidirectional, 2), 4), 2048 + 8 + 64);
        QCOMPARE(serverFilesNeeded(config(1024, TestMode::Upload, 2), 0), 1024 + 4 + 64);
        QCOMPARE(serverFilesNeeded(config(2, TestMode::Upload, 0), 16), 2 + 4 + 64);
        // UDP streams share the server's one UDP socket.
        TestConfig udp = config(512, TestMode::Upload, 2);
        udp.protocol = Protocol::Udp;
        QCOMPARE(serverFilesNeeded(udp, 0), 4 + 64);
    }

    void shortfallNamesTheNumbers()
    {
        const TestConfig bidir = config(1024, TestMode::Bidirectional, 2);
        QCOMPARE(
            QString::fromStdString(openFileShortfall(bidir, 2116, {1024, 1024}, "this process")),
            QString("1,024 streams in each direction need about 2,116 open files; this "
                    "process may open 1,024 (hard limit 1,024)"));
        QCOMPARE(QString::fromStdString(openFileShortfall(config(300, TestMode::Upload, 2), 368,
                                                          {256, kNoFileLimit}, "the server")),
                 QString("300 streams need about 368 open files; the server may open 256 (hard "
                         "limit unlimited)"));
        QCOMPARE(QString::fromStdString(
                     openFileShortfall(config(1, TestMode::Upload, 1), 67, {20, 40}, "it")),
                 QString("1 stream needs about 67 open files; it may open 20 (hard limit 40)"));
        // Enough, exactly enough, or no limit at all: nothing to say.
        QVERIFY(openFileShortfall(bidir, 2116, {2116, 2116}, "x").empty());
        QVERIFY(openFileShortfall(bidir, 2116, {65536, 65536}, "x").empty());
        QVERIFY(openFileShortfall(bidir, 2116, {}, "x").empty());
        QVERIFY(!openFileShortfall(bidir, 2116, {2115, 1u << 20}, "x").empty());
    }

    void hintGivesAValueThatFits()
    {
        QVERIFY(QString::fromStdString(openFileHint(1092)).contains("`ulimit -n 2048`"));
        QVERIFY(QString::fromStdString(openFileHint(2116)).contains("LimitNOFILE=4096"));
        QVERIFY(QString::fromStdString(openFileHint(1024)).contains("`ulimit -n 1024`"));
        QVERIFY(QString::fromStdString(openFileHint(100)).contains("`ulimit -n 1024`"));
    }

    void raiseTakesTheHardLimit()
    {
        LimitGuard guard;
        const rlim_t hard = guard.saved().rlim_max;
        if (hard != RLIM_INFINITY && hard < 512)
            QSKIP("the hard open-file limit is below 512: nothing to raise to");
        rlimit low{256, hard};
        QCOMPARE(setrlimit(RLIMIT_NOFILE, &low), 0);
        QCOMPARE(openFileLimit().soft, std::uint64_t(256));
        const OpenFileLimit after = raiseOpenFileLimit();
        const std::uint64_t expected =
            hard == RLIM_INFINITY ? 65'536 : std::min<std::uint64_t>(hard, 65'536);
        QCOMPARE(after.soft, expected);
        rlimit now{};
        getrlimit(RLIMIT_NOFILE, &now);
        QCOMPARE(std::uint64_t(now.rlim_cur), expected); // really in force, not only reported
        QCOMPARE(now.rlim_max, hard);                    // the hard limit is left alone
    }

    // A soft limit already above the ceiling stays where it is (the platform call, with a
    // ceiling below the current limit, stands in for a soft limit above 65,536).
    void raiseNeverLowers()
    {
        LimitGuard guard;
        const rlim_t hard = guard.saved().rlim_max;
        if (hard != RLIM_INFINITY && hard < 1000) QSKIP("the hard open-file limit is below 1,000");
        rlimit soft{1000, hard};
        QCOMPARE(setrlimit(RLIMIT_NOFILE, &soft), 0);
        QCOMPARE(net::raiseOpenFileLimit(512).soft, std::uint64_t(1000));
        QCOMPARE(net::raiseOpenFileLimit(1000).soft, std::uint64_t(1000));
        QCOMPARE(net::raiseOpenFileLimit(1001).soft, std::uint64_t(1001));
    }
};

QTEST_APPLESS_MAIN(OpenFilesTest)
#include "openfiles_test.moc"
