// SPDX-License-Identifier: MIT
// Tests engine/src/config.cpp: every bound is enforced with a message that names the setting.
#include "benchwire/config.h"

#include <QTest>

using namespace bw::engine;

class ConfigTest : public QObject
{
    Q_OBJECT
private slots:
    void defaultsAreValid()
    {
        TestConfig c;
        c.host = "127.0.0.1";
        QCOMPARE(c.validate(), std::string());
        QCOMPARE(c.bufferBytes, 128u * 1024);
        QCOMPARE(c.socketBufferBytes, 0u); // Auto: OS autotuning
        ServerConfig s;
        QCOMPARE(s.validate(), std::string());
    }

    void rejects_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<long long>("value");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("interval too short") << 0 << 99LL << "interval";
        QTest::newRow("interval too long") << 0 << 10'001LL << "interval";
        QTest::newRow("no streams") << 1 << 0LL << "streams";
        QTest::newRow("too many streams") << 1 << 1025LL << "streams";
        QTest::newRow("tiny buffer") << 2 << 1023LL << "buffer";
        QTest::newRow("huge buffer") << 2 << 16LL * 1024 * 1024 + 1 << "buffer";
        QTest::newRow("negative warm-up") << 3 << -1LL << "warm-up";
        QTest::newRow("short duration") << 4 << 50LL << "duration";
        QTest::newRow("bad mss") << 5 << 20LL << "MSS";
        QTest::newRow("small window") << 6 << 100LL << "socket buffer";
    }

    void rejects()
    {
        QFETCH(int, field);
        QFETCH(long long, value);
        QFETCH(QString, mentions);
        TestConfig c;
        c.host = "h";
        switch (field) {
        case 0:
            c.intervalMs = int(value);
            break;
        case 1:
            c.streams = int(value);
            break;
        case 2:
            c.bufferBytes = std::uint32_t(value);
            break;
        case 3:
            c.warmupMs = int(value);
            break;
        case 4:
            c.durationMs = int(value);
            break;
        case 5:
            c.mssBytes = int(value);
            break;
        case 6:
            c.socketBufferBytes = std::uint32_t(value);
            break;
        }
        QString why = QString::fromStdString(c.validate());
        QVERIFY2(why.contains(mentions), qPrintable(why));
    }

    void boundsAreInclusive()
    {
        TestConfig c;
        c.host = "h";
        c.intervalMs = 100;
        c.streams = 1024;
        c.bufferBytes = 1024;
        QCOMPARE(c.validate(), std::string());
        c.intervalMs = 10'000;
        c.bufferBytes = 16u * 1024 * 1024;
        QCOMPARE(c.validate(), std::string());
    }

    // Duration 0 is a run until stopped (the CLI's -t 0): one phase, without a rate search.
    void untilStoppedIsOnePhase()
    {
        TestConfig c;
        c.host = "h";
        c.durationMs = kUntilStoppedMs;
        QVERIFY(c.untilStopped());
        QCOMPARE(c.validate(), std::string());
        c.mode = TestMode::Bidirectional;
        QCOMPARE(c.validate(), std::string());
        c.mode = TestMode::BothWays;
        QVERIFY(c.validate().find("until stopped") != std::string::npos);
        c.mode = TestMode::Upload;
        c.protocol = Protocol::Udp;
        c.findMaxRate = true;
        QVERIFY(c.validate().find("until stopped") != std::string::npos);
        c.durationMs = -1;
        c.findMaxRate = false;
        QVERIFY(c.validate().find("duration") != std::string::npos);
    }

    void noHost()
    {
        TestConfig c;
        QVERIFY(!c.validate().empty());
    }

    void threadsNeverExceedStreams()
    {
        TestConfig c;
        c.host = "h";
        c.streams = 2;
        c.threads = 16;
        QCOMPARE(c.effectiveThreads(), 2);
        c.mode = TestMode::Bidirectional;
        QCOMPARE(c.effectiveThreads(), 4);
        c.threads = 0;
        c.streams = 1;
        c.mode = TestMode::Upload;
        QCOMPARE(c.effectiveThreads(), 1);
    }

    void serverLimits()
    {
        ServerConfig s;
        s.limits.maxStreams = 0;
        QVERIFY(!s.validate().empty());
        s.limits.maxStreams = 4;
        s.limits.maxDurationMs = 10;
        QVERIFY(!s.validate().empty());
        s.limits.maxDurationMs = 0; // no limit
        QCOMPARE(s.validate(), std::string());
    }
};

QTEST_APPLESS_MAIN(ConfigTest)
#include "config_test.moc"
