// SPDX-License-Identifier: MIT
// Replays every seed (tests/fuzz/corpus/<target>/) and every kept crasher
// (tests/fuzz/crashers/<target>/) through the fuzz targets' entry points, in the regular build:
// a crasher that was fixed stays fixed under any compiler, and the seeds stay valid inputs.
// A target's invariant that breaks aborts this test (fuzzcheck.h).
#include "targets.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace bw::fuzz;

class FuzzReplayTest : public QObject
{
    Q_OBJECT

private:
    static QStringList filesIn(const QString& dir)
    {
        QStringList out;
        for (const QFileInfo& f : QDir(dir).entryInfoList(QDir::Files, QDir::Name))
            if (f.fileName() != "README.md") out << f.filePath();
        return out;
    }

private slots:
    void replay_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("path");
        const QString root = bw::test::besideTest(BW_FUZZ_DIR);
        for (int t = 0; t < int(std::size(kTargets)); ++t) {
            const QString name =
                QString::fromLatin1(kTargets[t].name.data(), qsizetype(kTargets[t].name.size()));
            const QStringList seeds = filesIn(root + "/corpus/" + name);
            // A target without seeds would pass here without running at all.
            if (seeds.size() < 3) qFatal("fewer than 3 seeds for target %s", qPrintable(name));
            for (const QString& p : seeds + filesIn(root + "/crashers/" + name))
                QTest::newRow(qPrintable(name + ": " + QDir(root).relativeFilePath(p))) << t << p;
        }
    }

    void replay()
    {
        QFETCH(int, target);
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = f.readAll();
        const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.constData());
        QCOMPARE(kTargets[target].run(data, std::size_t(bytes.size())), 0);
    }
};

QTEST_APPLESS_MAIN(FuzzReplayTest)
#include "replay_test.moc"
