// SPDX-License-Identifier: MIT
// Tests app/cli/options.cpp: sizes, rates and seconds as benchwire-cli reads them, and the
// roles that exclude each other.
#include "options.h"

#include <QTest>

using namespace bw::cli;

class OptionsTest : public QObject
{
    Q_OBJECT
private slots:
    void sizes()
    {
        QCOMPARE(parseSize("128K").value(), 131072ull);
        QCOMPARE(parseSize("4M").value(), 4194304ull);
        QCOMPARE(parseSize("1g").value(), 1073741824ull);
        QCOMPARE(parseSize("65536").value(), 65536ull);
        QVERIFY(!parseSize("").has_value());
        QVERIFY(!parseSize("12Q").has_value());
        QVERIFY(!parseSize("-1K").has_value());
        QVERIFY(!parseSize("KB").has_value());
    }

    void rates()
    {
        QCOMPARE(parseRate("100M").value(), 100'000'000ull);
        QCOMPARE(parseRate("2.5G").value(), 2'500'000'000ull);
        QCOMPARE(parseRate("500k").value(), 500'000ull);
        QVERIFY(!parseRate("fast").has_value());
    }

    void roles()
    {
        QCOMPARE(roleClash(true, false, false), std::string());
        QCOMPARE(roleClash(false, false, true), std::string());
        QVERIFY(roleClash(true, true, false).starts_with("-s and -c exclude each other"));
        QCOMPARE(roleClash(true, false, true),
                 std::string("-s and --plan exclude each other: give -s --control-key KEY on "
                             "each endpoint, and --plan FILE on the console, without -s"));
    }

    void seconds()
    {
        QCOMPARE(parseSecondsMs("10").value(), 10'000);
        QCOMPARE(parseSecondsMs("0.5").value(), 500);
        QVERIFY(!parseSecondsMs("-1").has_value());
        QVERIFY(!parseSecondsMs("5K").has_value());
        QVERIFY(!parseSecondsMs("nan").has_value());
    }
};

QTEST_APPLESS_MAIN(OptionsTest)
#include "options_test.moc"
