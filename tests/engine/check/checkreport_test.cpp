// SPDX-License-Identifier: MIT
// The connection check's verdict (CheckReport::passed) over every pair of TCP and UDP outcomes,
// and the names the JSON report gives them.
#include "benchwire/check.h"

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
};

QTEST_GUILESS_MAIN(CheckReportTest)
#include "checkreport_test.moc"
