// SPDX-License-Identifier: MIT
// The server's limits in one check for both dialects (control/limits.cpp): each limit alone,
// at its bound and one past it, the order when several are broken, and the words.
#include "control/limits.h"

#include <QTest>

#ifndef _WIN32
#include <sys/resource.h>
#endif

using namespace bw::engine;
using namespace bw::engine::control;

namespace {
constexpr std::uint64_t MiB = 1 << 20;

ServerConfig server()
{
    ServerConfig c;
    c.limits.maxDurationMs = 10'000;
    c.limits.maxStreams = 4;
    c.limits.maxRateBitsPerSecond = 0;
    c.maxMemoryBytes = 64 * MiB;
    return c;
}

TestConfig test()
{
    TestConfig t;
    t.host = "peer";
    t.durationMs = 8'000;
    t.warmupMs = 2'000; // 10 s in all: exactly the limit
    t.streams = 4;
    t.bufferBytes = 128 * 1024;
    return t;
}

bool says(const std::optional<LimitBreach>& b, Limit l, const char* words)
{
    return b && b->limit == l && b->message.find(words) != std::string::npos && !b->hint.empty();
}
} // namespace

class LimitsTest : public QObject
{
    Q_OBJECT
private slots:
    void atEveryBoundTheTestFits() { QVERIFY(!checkLimits(server(), test(), {})); }

    void eachLimitOnePast()
    {
        TestConfig t = test();
        t.warmupMs = 3'000;
        auto b = checkLimits(server(), t, {});
        QVERIFY(says(b, Limit::Duration,
                     "duration plus warm-up of 11 s exceeds this server's "
                     "limit of 10 s"));
        t = test();
        t.streams = 5;
        b = checkLimits(server(), t, {});
        QVERIFY(says(b, Limit::Streams, "5 streams exceed this server's limit of 4"));
        QVERIFY(b->hint.find("--max-streams") != std::string::npos);

        ServerConfig s = server();
        s.limits.maxRateBitsPerSecond = 2'500'000;
        t = test();
        t.rateBitsPerSecond = 2'500'000; // at the bound
        QVERIFY(!checkLimits(s, t, {}));
        t.rateBitsPerSecond = 2'500'001;
        QVERIFY(says(checkLimits(s, t, {}), Limit::Rate, "at most 2.5 Mbit/s per stream"));
        t.rateBitsPerSecond = 0; // unlimited is above any limit
        QVERIFY(says(checkLimits(s, t, {}), Limit::Rate, "at most 2.5 Mbit/s"));

        t = test();
        t.bufferBytes = 32 * MiB; // 4 readers x 32 MiB + 32 MiB to send from > 64 MiB
        t.mode = TestMode::Bidirectional;
        QVERIFY(says(checkLimits(server(), t, {}), Limit::Memory,
                     "more than this server's "
                     "memory limit"));
    }

    // A run until stopped has no end to compare: refused under a limit, naming it and the way
    // out; served by a server without one (0), as is any timed test.
    void untilStoppedOnlyWithoutALimit()
    {
        TestConfig t = test();
        t.durationMs = kUntilStoppedMs;
        t.warmupMs = 0;
        auto b = checkLimits(server(), t, {});
        QVERIFY(says(b, Limit::Duration,
                     "until stopped (-t 0) has no end, and this server's "
                     "limit is 10 s"));
        QVERIFY(b->hint.find("--max-duration 0") != std::string::npos);
        ServerConfig unlimited = server();
        unlimited.limits.maxDurationMs = 0;
        QVERIFY(!checkLimits(unlimited, t, {}));
        t = test();
        t.durationMs = kMaxDurationMs;
        QVERIFY(!checkLimits(unlimited, t, {}));
    }

    void udpOnlyWhenThePortIsClosed()
    {
        TestConfig t = test();
        QVERIFY(!checkLimits(server(), t, "UDP port 5201 cannot be opened")); // a TCP test
        t.protocol = Protocol::Udp;
        t.rateBitsPerSecond = 1'000'000;
        QVERIFY(!checkLimits(server(), t, {}));
        QVERIFY(says(checkLimits(server(), t, "UDP port 5201 cannot be opened"), Limit::Udp,
                     "UDP tests are not available on this server: UDP port 5201 cannot be"));
    }

    void theFirstBreachInOneOrder()
    {
        // Everything broken at once: UDP, then duration, streams, rate, memory.
        ServerConfig s = server();
        s.limits.maxRateBitsPerSecond = 1'000'000;
        TestConfig t = test();
        t.protocol = Protocol::Udp;
        t.durationMs = 60'000;
        t.streams = 9;
        t.rateBitsPerSecond = 0;
        const Limit order[] = {Limit::Udp, Limit::Duration, Limit::Streams, Limit::Rate};
        for (Limit want : order) {
            auto b = checkLimits(s, t, "closed");
            QVERIFY(b);
            QCOMPARE(int(b->limit), int(want));
            if (want == Limit::Udp) t.protocol = Protocol::Tcp;
            if (want == Limit::Duration) t.durationMs = 1'000;
            if (want == Limit::Streams) t.streams = 4;
        }
    }

#ifndef _WIN32
    void openFilesPastTheProcessLimit()
    {
        rlimit old{};
        QVERIFY(getrlimit(RLIMIT_NOFILE, &old) == 0);
        rlimit low = old;
        low.rlim_cur = 64;
        QVERIFY(setrlimit(RLIMIT_NOFILE, &low) == 0);
        ServerConfig s = server();
        s.limits.maxStreams = 1024;
        s.maxMemoryBytes = 1024 * MiB;
        TestConfig t = test();
        t.streams = 100;
        auto b = checkLimits(s, t, {});
        setrlimit(RLIMIT_NOFILE, &old);
        QVERIFY(says(b, Limit::OpenFiles, "100 streams"));
        QVERIFY(b->hint.find("on the server") == 0);
    }
#endif
};

QTEST_APPLESS_MAIN(LimitsTest)
#include "limits_test.moc"
