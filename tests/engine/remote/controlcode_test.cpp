// SPDX-License-Identifier: MIT
// engine/src/remote/controlcode.cpp: codes are 16 characters of Crockford's base 32 in groups
// of four, fresh each time; a code typed in any case, grouping or with O for 0 proves the same
// key (the canonical form is used in the one place a key enters the HMAC, remote/auth.cpp);
// any other key is used exactly as typed.
#include "benchwire/remote.h"
#include "remote/auth.h"

#include <QRegularExpression>
#include <QTest>

#include <set>

using namespace bw::engine;

class ControlCodeTest : public QObject
{
    Q_OBJECT
private slots:
    void codesAreGroupsOfFourAndFresh()
    {
        const QRegularExpression shape(
            QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$"));
        std::set<std::string> seen;
        std::set<char> used;
        for (int i = 0; i < 500; ++i) {
            const std::string code = makeControlCode();
            QVERIFY2(shape.match(QString::fromStdString(code)).hasMatch(), code.c_str());
            QCOMPARE(canonicalControlKey(code).size(), kControlCodeChars);
            seen.insert(code);
            for (char c : code)
                used.insert(c);
        }
        QCOMPARE(seen.size(), std::size_t(500));
        QCOMPARE(used.size(), std::size_t(33)); // all 32 characters and the dash
    }

    void typingsOfOneCodeAreOneKey_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::newRow("as shown") << "K7QF-9MZD-2XWA-R30N";
        QTest::newRow("lower case") << "k7qf-9mzd-2xwa-r30n";
        QTest::newRow("no dashes") << "K7QF9MZD2XWAR30N";
        QTest::newRow("spaces, mixed case") << "k7Qf 9mZd 2xwa r30n";
        QTest::newRow("O for zero") << "K7QF-9MZD-2XWA-R3ON";
        QTest::newRow("other grouping") << "K7-QF9-MZD2XW-AR30N";
    }
    void typingsOfOneCodeAreOneKey()
    {
        QFETCH(QString, typed);
        QCOMPARE(canonicalControlKey(typed.toStdString()), std::string("K7QF9MZD2XWAR30N"));
        const std::string a(64, 'a'), b(64, 'b');
        QCOMPARE(remote::consoleProof(typed.toStdString(), a, b),
                 remote::consoleProof("K7QF-9MZD-2XWA-R30N", a, b));
    }

    void otherKeysAreUsedAsTyped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::newRow("short code") << "K7QF-9MZD-2XWA";
        QTest::newRow("long code") << "K7QF-9MZD-2XWA-R30N-A";
        QTest::newRow("U is no code character") << "K7QF-9MZD-2XWA-R30U";
        QTest::newRow("passphrase") << "Right Horse-Battery";
        QTest::newRow("hex") << "0123456789abcdef0123456789abcdef";
    }
    void otherKeysAreUsedAsTyped()
    {
        QFETCH(QString, typed);
        QCOMPARE(canonicalControlKey(typed.toStdString()), typed.toStdString());
        const std::string a(64, 'a'), b(64, 'b');
        QVERIFY(remote::consoleProof(typed.toStdString(), a, b) !=
                    remote::consoleProof(typed.toLower().toStdString(), a, b) ||
                typed == typed.toLower());
    }
};

QTEST_APPLESS_MAIN(ControlCodeTest)
#include "controlcode_test.moc"
