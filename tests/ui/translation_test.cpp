// SPDX-License-Identifier: MIT
// Fails when a user-visible string lacks a finished translation in any language (German, French,
// Simplified Chinese): both in the committed .ts files and against a fresh lupdate scan of the
// sources. Also checks that each embedded .qm really turns the window into its language.
#include "guitestsupport.h"
#include "localization.h"
#include "mainwindow.h"
#include "testpaths.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTranslator>
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

QString tsPath(const QString& language)
{
    return bw::test::besideTest(BENCHWIRE_TS_DIR "/benchwire_%1.ts").arg(language);
}

class TranslationTest : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyLanguageIsBuilt();
    void committedTsIsComplete_data();
    void committedTsIsComplete();
    void sourcesHaveNoUntranslatedString_data();
    void sourcesHaveNoUntranslatedString();
    void windowTurnsToLanguage_data();
    void windowTurnsToLanguage();

private:
    void languageData();
    std::unique_ptr<IsolatedSettings> m_settings;
};

void TranslationTest::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
}

void TranslationTest::languageData()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : translatedLanguages())
        QTest::newRow(qPrintable(language)) << language;
}

// The languages the app offers are the ones the build translates, and the other way round.
void TranslationTest::everyLanguageIsBuilt()
{
    const QStringList offered = translatedLanguages();
    QCOMPARE(offered,
             (QStringList{QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("zh_CN")}));
    const QStringList built = QString::fromUtf8(BENCHWIRE_TS_FILES).split(QLatin1Char('|'));
    QCOMPARE(built.size(), offered.size());
    for (const QString& language : offered) {
        const QString name = QStringLiteral("/benchwire_%1.ts").arg(language);
        QVERIFY2(std::any_of(built.begin(), built.end(),
                             [&](const QString& path) { return path.endsWith(name); }),
                 qPrintable(language));
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/benchwire_%1.qm").arg(language)),
                 qPrintable(language));
    }
}

void TranslationTest::committedTsIsComplete_data()
{
    languageData();
}

void TranslationTest::committedTsIsComplete()
{
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> messages = readTs(tsPath(language), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    QStringList bad;
    for (const TsMessage& m : messages) {
        if (!m.type.isEmpty() || m.translation.trimmed().isEmpty())
            bad << QStringLiteral("%1: \"%2\" (%3)").arg(m.context, m.source, m.type);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TranslationTest::sourcesHaveNoUntranslatedString_data()
{
    languageData();
}

void TranslationTest::sourcesHaveNoUntranslatedString()
{
#ifdef BENCHWIRE_LUPDATE_IS_HOST_TOOL
    // A cross-built test (Windows, under Wine) cannot run the build machine's lupdate; the
    // Linux suite runs this check on the same sources.
    QSKIP("lupdate is the build machine's program in a cross-build");
#endif
    // Scan the sources afresh into a copy of the .ts: a string that is new in the code shows up
    // as unfinished there, one that is gone as vanished.
    QFETCH(QString, language);
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("check_%1.ts").arg(language));
    QVERIFY(QFile::copy(tsPath(language), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.start(QStringLiteral(LUPDATE_EXECUTABLE),
                  {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-extensions"), QStringLiteral("cpp,h"),
                   bw::test::besideTest(BENCHWIRE_UI_DIR), QStringLiteral("-ts"), copy});
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

void TranslationTest::windowTurnsToLanguage_data()
{
    languageData();
}

void TranslationTest::windowTurnsToLanguage()
{
    QFETCH(QString, language);
    // What the .ts file says the upload button is called in this language.
    QString error;
    QString expected;
    for (const TsMessage& m : readTs(tsPath(language), error)) {
        if (m.context == QLatin1String("bw::ui::RunPanel") && m.source == QLatin1String("&Upload"))
            expected = m.translation;
    }
    QVERIFY2(!expected.isEmpty() && expected != QLatin1String("&Upload"), qPrintable(error));
    QVERIFY(installTranslations(*QCoreApplication::instance(), QLocale(language)));
    MainWindow w;
    QCOMPARE(child<QPushButton>(&w, "uploadButton")->text(), expected);
    QVERIFY(child<QPushButton>(&w, "stopButton")->toolTip() !=
            QStringLiteral("End the test now. The figures measured so far are kept."));
    // The next row's language must not hide behind this one's translator.
    const auto translators = QCoreApplication::instance()->findChildren<QTranslator*>();
    for (QTranslator* t : translators) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

QTEST_MAIN(TranslationTest)
#include "translation_test.moc"
