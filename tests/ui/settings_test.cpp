// SPDX-License-Identifier: MIT
// Settings survive a restart of the window; presets, validators, tooltips and the window's
// fit on a 1366x768 screen.
#include "guitestsupport.h"
#include "mainwindow.h"
#include "widgets/peerpanel.h"
#include "widgets/settingspanel.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTcpServer>
#include <QToolButton>

using namespace bw::ui;
using namespace bw::ui::test;

class SettingsTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void survivesRestart();
    void recentPeers();
    void presets();
    void invalidValuesCannotBeEntered();
    void everyControlHasATooltip();
    void fitsSmallScreen();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
};

void SettingsTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
}

void SettingsTest::survivesRestart()
{
    {
        MainWindow w;
        w.show();
        typeInto(child<QLineEdit>(&w, "peerEdit"), QStringLiteral("bench-box.local"));
        typeInto(child<QAbstractSpinBox>(&w, "portSpin"), QStringLiteral("5301"));
        typeInto(child<QAbstractSpinBox>(&w, "durationSpin"), QStringLiteral("12.5"));
        typeInto(child<QAbstractSpinBox>(&w, "warmupSpin"), QStringLiteral("3"));
        typeInto(child<QAbstractSpinBox>(&w, "intervalSpin"), QStringLiteral("0.5"));
        typeInto(child<QAbstractSpinBox>(&w, "streamsSpin"), QStringLiteral("8"));
        typeInto(child<QAbstractSpinBox>(&w, "threadsSpin"), QStringLiteral("2"));
        typeInto(child<QAbstractSpinBox>(&w, "bufferSpin"), QStringLiteral("256"));
        typeInto(child<QAbstractSpinBox>(&w, "windowSpin"), QStringLiteral("2048"));
        child<QComboBox>(&w, "familyCombo")->setCurrentIndex(1);
        typeInto(child<QLineEdit>(&w, "chartTitleEdit"), QStringLiteral("Mini PC X"));
        child<QAction>(&w, "actionDarkTheme")->setChecked(true);
        QVERIFY(w.close());
    }
    MainWindow w;
    QCOMPARE(child<QLineEdit>(&w, "peerEdit")->text(), QStringLiteral("bench-box.local"));
    QCOMPARE(child<QSpinBox>(&w, "portSpin")->value(), 5301);
    QCOMPARE(child<QDoubleSpinBox>(&w, "durationSpin")->value(), 12.5);
    QCOMPARE(child<QDoubleSpinBox>(&w, "warmupSpin")->value(), 3.0);
    QCOMPARE(child<QDoubleSpinBox>(&w, "intervalSpin")->value(), 0.5);
    QCOMPARE(child<QSpinBox>(&w, "streamsSpin")->value(), 8);
    QCOMPARE(child<QSpinBox>(&w, "threadsSpin")->value(), 2);
    QCOMPARE(child<QSpinBox>(&w, "bufferSpin")->value(), 256);
    QCOMPARE(child<QSpinBox>(&w, "windowSpin")->value(), 2048);
    QCOMPARE(child<QComboBox>(&w, "familyCombo")->currentIndex(), 1);
    QCOMPARE(child<QLineEdit>(&w, "chartTitleEdit")->text(), QStringLiteral("Mini PC X"));
    QVERIFY(child<QAction>(&w, "actionDarkTheme")->isChecked());
    child<QAction>(&w, "actionDarkTheme")->setChecked(false);
    w.close();
}

void SettingsTest::recentPeers()
{
    QTcpServer probe; // a loopback port where nothing listens: each run fails at once
    QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    {
        MainWindow w;
        w.show();
        typeInto(child<QAbstractSpinBox>(&w, "portSpin"), QString::number(port));
        QSignalSpy ended(&w, &MainWindow::runEnded);
        for (const char* peer : {"localhost", "127.0.0.1"}) {
            typeInto(child<QLineEdit>(&w, "peerEdit"), QLatin1String(peer));
            QTest::mouseClick(child<QPushButton>(&w, "uploadButton"), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(idle(&w), 10000);
        }
        w.close();
    }
    MainWindow w;
    QComboBox* peers = child<QComboBox>(&w, "peerCombo");
    QCOMPARE(peers->count(), 2);
    QCOMPARE(peers->itemText(0), QStringLiteral("127.0.0.1"));
    QCOMPARE(peers->itemText(1), QStringLiteral("localhost"));
}

// Each preset sets every field it owns exactly (README: Quick check 5 s, 1 stream; Review 30 s,
// 4 streams, 2 s warm-up; Max throughput 16 streams, 1 MiB buffer, 4 MiB window), resetting
// the ones it does not name to the defaults whatever was set before, and keeps the interval
// (and protocol, family), which no preset owns.
void SettingsTest::presets()
{
    MainWindow w;
    QComboBox* preset = child<QComboBox>(&w, "presetCombo");
    auto choose = [&](Preset p) {
        const int i = preset->findData(int(p));
        QVERIFY(i >= 0);
        preset->setCurrentIndex(i);
        emit preset->activated(i);
        QCOMPARE(preset->currentData().toInt(), int(p));
    };
    typeInto(child<QAbstractSpinBox>(&w, "threadsSpin"), QStringLiteral("3"));
    typeInto(child<QAbstractSpinBox>(&w, "intervalSpin"), QStringLiteral("0.5"));
    // seconds, warm-up s, streams, threads, buffer KiB, window KiB (0 = Auto)
    auto verify = [&](double duration, double warmup, int streams, int threads, int bufferKiB,
                      int windowKiB) {
        QCOMPARE(child<QDoubleSpinBox>(&w, "durationSpin")->value(), duration);
        QCOMPARE(child<QDoubleSpinBox>(&w, "warmupSpin")->value(), warmup);
        QCOMPARE(child<QDoubleSpinBox>(&w, "intervalSpin")->value(), 0.5);
        QCOMPARE(child<QSpinBox>(&w, "streamsSpin")->value(), streams);
        QCOMPARE(child<QSpinBox>(&w, "threadsSpin")->value(), threads);
        QCOMPARE(child<QSpinBox>(&w, "bufferSpin")->value(), bufferKiB);
        QCOMPARE(child<QSpinBox>(&w, "windowSpin")->value(), windowKiB);
    };
    choose(Preset::MaxThroughput);
    verify(30.0, 2.0, 16, 0, 1024, 4096);
    if (QTest::currentTestFailed()) return;
    choose(Preset::QuickCheck); // after Max throughput: buffer and window back to the defaults
    verify(5.0, 0.0, 1, 0, 128, 0);
    if (QTest::currentTestFailed()) return;
    choose(Preset::Review);
    verify(30.0, 2.0, 4, 0, 128, 0);
    if (QTest::currentTestFailed()) return;
    choose(Preset::MaxThroughput);
    verify(30.0, 2.0, 16, 0, 1024, 4096);
    if (QTest::currentTestFailed()) return;
    // Editing a field turns the preset into Custom.
    typeInto(child<QAbstractSpinBox>(&w, "streamsSpin"), QStringLiteral("3"));
    QCOMPARE(preset->currentData().toInt(), int(Preset::Custom));
}

void SettingsTest::invalidValuesCannotBeEntered()
{
    MainWindow w;
    w.show();
    QLineEdit* peer = child<QLineEdit>(&w, "peerEdit");
    // A space (or a comma) separates servers; other characters cannot be typed.
    typeInto(peer, QStringLiteral("my host;rm|x"));
    QCOMPARE(peer->text(), QStringLiteral("my hostrmx"));
    QCOMPARE(w.peerPanel()->peers(), QStringList({"my", "hostrmx"}));
    typeInto(peer, QStringLiteral("fe80::1%eth0"));
    QCOMPARE(peer->text(), QStringLiteral("fe80::1%eth0"));

    typeInto(child<QAbstractSpinBox>(&w, "streamsSpin"), QStringLiteral("99999"));
    QVERIFY(child<QSpinBox>(&w, "streamsSpin")->value() <= bw::engine::kMaxStreams);
    typeInto(child<QAbstractSpinBox>(&w, "streamsSpin"), QStringLiteral("abc"));
    QVERIFY(child<QSpinBox>(&w, "streamsSpin")->value() >= 1);
    typeInto(child<QAbstractSpinBox>(&w, "intervalSpin"), QStringLiteral("0.01"));
    QVERIFY(child<QDoubleSpinBox>(&w, "intervalSpin")->value() >= 0.1);
    typeInto(child<QAbstractSpinBox>(&w, "bufferSpin"), QStringLiteral("0"));
    QVERIFY(child<QSpinBox>(&w, "bufferSpin")->value() >= 1);
    typeInto(child<QAbstractSpinBox>(&w, "portSpin"), QStringLiteral("70000"));
    QVERIFY(child<QSpinBox>(&w, "portSpin")->value() <= 65535);
    // Whatever was typed, the settings make a valid engine configuration.
    const auto config = makeTestConfig(w.settingsPanel()->settings(), QStringLiteral("h"), 5201, {},
                                       bw::engine::TestMode::Upload);
    QCOMPARE(QString::fromStdString(config.validate()), QString());
    w.close();
}

void SettingsTest::everyControlHasATooltip()
{
    MainWindow w;
    QStringList missing;
    const auto controls = w.findChildren<QWidget*>();
    for (QWidget* c : controls) {
        const bool control =
            qobject_cast<QAbstractSpinBox*>(c) || qobject_cast<QComboBox*>(c) ||
            qobject_cast<QAbstractButton*>(c) ||
            (qobject_cast<QLineEdit*>(c) && !qobject_cast<QComboBox*>(c->parent()) &&
             !qobject_cast<QAbstractSpinBox*>(c->parent()));
        if (control && !c->objectName().isEmpty() &&
            !c->objectName().startsWith(QLatin1String("qt_")) && c->toolTip().isEmpty())
            missing << c->objectName();
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
    for (const char* name : {"uploadButton", "downloadButton", "bothWaysButton",
                             "simultaneousButton", "stopButton", "serveButton", "durationSpin",
                             "windowSpin", "interfaceCombo", "peerCombo", "presetCombo"})
        QVERIFY2(!child<QWidget>(&w, name)->toolTip().isEmpty(), name);
}

void SettingsTest::fitsSmallScreen()
{
    MainWindow w;
    const QSize hint = w.minimumSizeHint();
    QVERIFY2(hint.width() <= 1366 && hint.height() <= 740,
             qPrintable(QStringLiteral("%1x%2").arg(hint.width()).arg(hint.height())));
    w.resize(1366, 740);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // The run buttons are reachable without scrolling the controls column.
    QWidget* stop = child<QWidget>(&w, "stopButton");
    const QPoint bottom = stop->mapTo(&w, QPoint(0, stop->height()));
    QVERIFY2(bottom.y() <= w.height(), qPrintable(QString::number(bottom.y())));
    w.close();
}

QTEST_MAIN(SettingsTest)
#include "settings_test.moc"
