// SPDX-License-Identifier: MIT
// The connection check's verdict (CheckReport::passed) over every pair of TCP and UDP outcomes,
// the names the JSON report gives them, and the median round trip it reports.
#include "benchwire/check.h"
#include "check/udpcheck.h"

#include <QTest>

using namespace bw::engine;

class CheckReportTest : public QObject
{
    Q_OBJECT
private slots:
    void passesOnlyWhenEverythingTestableIsReachable()
    {
        const CheckStatus all[] = {CheckStatus::NotTested,   CheckStatus::Reachable,
                                   CheckStatus::Refused,     CheckStatus::NoAnswer,
                                   CheckStatus::Unreachable, CheckStatus::OneWay,
                                   CheckStatus::NotTestable, CheckStatus::Failed};
        for (CheckStatus tcp : all)
            for (CheckStatus udp : all) {
                CheckReport r;
                r.tcp = tcp;
                r.udp = udp;
                // Of the 64 pairs, exactly three pass: TCP connected, and UDP reachable or
                // not something the check could test (an iperf3 server, or a step not run).
                const bool expected = tcp == CheckStatus::Reachable &&
                                      (udp == all[1] || udp == all[6] || udp == all[0]);
                QVERIFY2(r.passed() == expected,
                         qPrintable(QStringLiteral("tcp %1, udp %2")
                                        .arg(QString::fromUtf8(toString(tcp).data()),
                                             QString::fromUtf8(toString(udp).data()))));
            }
    }

    void statusNames()
    {
        QCOMPARE(QString::fromUtf8(toString(CheckStatus::OneWay).data()), QString("one-way"));
        QCOMPARE(QString::fromUtf8(toString(CheckStatus::NoAnswer).data()), QString("no-answer"));
        QCOMPARE(QString::fromUtf8(toString(CheckStatus::NotTestable).data()),
                 QString("not-testable"));
        QCOMPARE(QString::fromUtf8(toString(CheckStatus::Failed).data()), QString("failed"));
    }

    // The check's round trip is the median of the probes' round trips: the middle one of an
    // odd count, the mean of the middle two of an even count, whatever the order they came in.
    void medianRoundTrip()
    {
        using check::medianOf;
        QCOMPARE(medianOf({}), -1.0);
        QCOMPARE(medianOf({4.5}), 4.5);
        QCOMPARE(medianOf({9.0, 1.0, 2.0}), 2.0);       // mean 4, max 9, first 9
        QCOMPARE(medianOf({8.0, 1.0, 2.0, 30.0}), 5.0); // (2 + 8) / 2; lower 2, upper 8, mean 10.25
        QCOMPARE(medianOf({3.0, 3.0, 3.0, 100.0, 0.5}), 3.0); // ties
    }
};

QTEST_GUILESS_MAIN(CheckReportTest)
#include "checkreport_test.moc"
