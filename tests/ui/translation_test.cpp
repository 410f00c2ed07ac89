// SPDX-License-Identifier: MIT
// Fails when a user-visible string lacks a finished German translation: both in the committed
// .ts file and against a fresh lupdate scan of the sources. Also checks that the embedded .qm
// really turns the window German.
#include "guitestsupport.h"
#include "localization.h"
#include "mainwindow.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QXmlStreamReader>

using namespace bw::ui;
using namespace bw::ui::test;

namespace {
struct TsMessage
{
    QString context, source, translation, type;
    bool numerus = false;
};

QList<TsMessage> readTs(const QString& path, QString& error)
{
    QList<TsMessage> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("context")) {
            context.clear();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = TsMessage{context,
                          {},
                          {},
                          {},
                          xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out << m;
        }
    }
    if (xml.hasError()) error = xml.errorString();
    return out;
}
} // namespace

class TranslationTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void committedTsIsComplete();
    void sourcesHaveNoUntranslatedString();
    void windowTurnsGerman();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
};

void TranslationTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
}

void TranslationTest::committedTsIsComplete()
{
    QString error;
    const QList<TsMessage> messages = readTs(QStringLiteral(BENCHWIRE_TS_FILE), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    QStringList bad;
    for (const TsMessage& m : messages) {
        if (!m.type.isEmpty() || m.translation.trimmed().isEmpty())
            bad << QStringLiteral("%1: \"%2\" (%3)").arg(m.context, m.source, m.type);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TranslationTest::sourcesHaveNoUntranslatedString()
{
    // Scan the sources afresh into a copy of the .ts: a string that is new in the code shows up
    // as unfinished there, one that is gone as vanished.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("check_de.ts"));
    QVERIFY(QFile::copy(QStringLiteral(BENCHWIRE_TS_FILE), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.start(QStringLiteral(LUPDATE_EXECUTABLE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-extensions"), QStringLiteral("cpp,h"),
                   QStringLiteral(BENCHWIRE_UI_DIR), QStringLiteral("-ts"), copy});
    QVERIFY(lupdate.waitForFinished(60000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    QString error;
    const QList<TsMessage> messages = readTs(copy, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList bad;
    for (const TsMessage& m : messages) {
        if (m.type == QLatin1String("unfinished") || m.translation.trimmed().isEmpty())
            bad << QStringLiteral("not translated: %1: \"%2\"").arg(m.context, m.source);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TranslationTest::windowTurnsGerman()
{
    QVERIFY(installTranslations(*QCoreApplication::instance(), QLocale(QLocale::German)));
    MainWindow w;
    QCOMPARE(child<QPushButton>(&w, "uploadButton")->text(), QStringLiteral("&Hochladen"));
    QVERIFY(!child<QPushButton>(&w, "stopButton")->toolTip().isEmpty());
    QVERIFY(child<QPushButton>(&w, "stopButton")->toolTip() !=
            QStringLiteral("End the test now. The figures measured so far are kept."));
}

QTEST_MAIN(TranslationTest)
#include "translation_test.moc"
