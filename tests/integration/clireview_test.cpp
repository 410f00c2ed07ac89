// SPDX-License-Identifier: MIT
// benchwire-cli --review PLAN on loopback: the plan's cells in order, each run's result in the
// -J document, and each cell's mean, standard deviation, minimum, maximum and flag worked out
// here again from those runs; a plan file with a mistake is refused by file and line; Ctrl+C
// in the middle keeps the finished runs, leaves the one under way out and exits 0.
#include "cliseries.h"
#include "testpaths.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#ifndef Q_OS_WIN
#include <csignal>
#endif

using namespace bw::test;

namespace {

// The figure the review takes from a run: the received mean, both directions summed.
double receivedMean(const QJsonObject& run)
{
    double sum = 0;
    for (const auto& s : run["summaries"].toArray())
        sum += s.toObject()["receiverBitsPerSecond"].toObject()["mean"].toDouble();
    return sum;
}

QString modeOf(const QString& test)
{
    return test == "upload" ? "upload" : test == "download" ? "download" : "bidirectional";
}

} // namespace

class CliReviewTest : public QObject
{
    Q_OBJECT
private:
    QProcess m_server;
    std::uint16_t m_port = 0;
    QTemporaryDir m_dir;

    QString writePlan(const QByteArray& text)
    {
        const QString path = m_dir.filePath("plan.txt");
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return {};
        f.write(text);
        return path;
    }
    CliRun review(const QString& plan, const QStringList& extra = {})
    {
        return runProcess(bw::test::cliPath(),
                          QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port), "-i",
                                      "0.25", "--no-latency", "--review", plan} +
                              extra,
                          60'000);
    }
    void checkCell(const QJsonObject& cell, const QJsonArray& runs)
    {
        const QJsonArray indexes = cell["runIndexes"].toArray();
        QCOMPARE(indexes.size(), 2);
        std::vector<double> values;
        for (const auto& i : indexes) {
            const QJsonObject run = runs[i.toInt()].toObject();
            const QJsonObject config = run["config"].toObject();
            QCOMPARE(config["streams"].toInt(), cell["streams"].toInt());
            QCOMPARE(config["mode"].toString(), modeOf(cell["test"].toString()));
            QVERIFY(receivedMean(run) > 0);
            values.push_back(receivedMean(run));
        }
        const double mean = (values[0] + values[1]) / 2;
        const double sd = std::abs(values[0] - values[1]) / 2; // population, of two
        const double lo = std::min(values[0], values[1]), hi = std::max(values[0], values[1]);
        QVERIFY(std::abs(cell["meanBitsPerSecond"].toDouble() - mean) <= 1e-6 * mean);
        QVERIFY(std::abs(cell["stddevBitsPerSecond"].toDouble() - sd) <= 1e-6 * mean);
        QCOMPARE(cell["minBitsPerSecond"].toDouble(), lo);
        QCOMPARE(cell["maxBitsPerSecond"].toDouble(), hi);
        QCOMPARE(cell["flagged"].toBool(), (hi - lo) / mean > 0.10);
    }
    void refused(const QByteArray& plan, const char* said)
    {
        CliRun r = review(writePlan(plan));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(said), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData()); // refused before anything runs
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init()
    {
        const QByteArray banner = startLoopbackCliServer(m_server, m_port);
        QVERIFY2(banner.contains("listening"), banner.constData());
    }
    void cleanup() { stopProcess(m_server); }

    void eightRunsAndTheirCells()
    {
        CliRun r = review(writePlan("# tiny\nduration 0.5s\nstreams 1 2\n"
                                    "directions upload download   # no both\nrepeats 2\n"),
                          {"-J"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject doc = r.json();
        QCOMPARE(doc["format"].toString(), QStringLiteral("benchwire-review"));
        QVERIFY(doc["error"].isNull());
        QCOMPARE(doc["plan"].toObject()["totalRuns"].toInt(), 8);
        const QJsonArray runs = doc["runs"].toArray();
        QCOMPARE(runs.size(), 8);
        QCOMPARE(doc["finishedRuns"].toInt(), 8);
        const QJsonArray cells = doc["cells"].toArray();
        QCOMPARE(cells.size(), 4);
        const QStringList order = {"1 upload", "1 download", "2 upload", "2 download"};
        for (int i = 0; i < 4; ++i) {
            const QJsonObject c = cells[i].toObject();
            QCOMPARE(QString::number(c["streams"].toInt()) + " " + c["test"].toString(), order[i]);
            checkCell(c, runs);
        }
    }

    void textShowsProgressAndTheMatrix()
    {
        CliRun r = review(writePlan("duration 0.5\ndirections both\nrepeats 2\npause 0.2s\n"),
                          {"-P", "2", "-f", "m"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("run 1/2: 2 streams both, 1 of 2") &&
                     r.out.contains("run 2/2: 2 streams both, 2 of 2"),
                 r.out.constData());
        QVERIFY2(r.out.contains("Review matrix (2 of 2 runs finished"), r.out.constData());
        QVERIFY2(r.out.contains("2 streams both") && r.out.contains("Mbit/s"), r.out.constData());
    }

#ifndef Q_OS_WIN
    // SIGINT (Ctrl+C) once the first run has ended: the finished runs are in their cells, the
    // run under way is not counted, the document says so, and the exit status is 0.
    void ctrlCKeepsTheFinishedRuns()
    {
        QProcess p;
        p.start(bw::test::cliPath(),
                QStringList{"-c", "127.0.0.1", "-p", QString::number(m_port), "-i", "0.25",
                            "--no-latency", "--json-stream", "--review",
                            writePlan("duration 1s\nstreams 1\ndirections upload download\n"
                                      "repeats 2\n")});
        QVERIFY(p.waitForStarted(5000));
        QByteArray out;
        QDeadlineTimer deadline(20'000);
        while (!out.contains("\"event\":\"end\"") && !deadline.hasExpired() &&
               p.state() == QProcess::Running) {
            p.waitForReadyRead(200);
            out += p.readAllStandardOutput();
        }
        QVERIFY2(out.contains("\"event\":\"end\""), out.constData()); // the first run ended
        QTest::qWait(300);                                            // the second run is under way
        QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0);
        QVERIFY(p.waitForFinished(15'000));
        out += p.readAllStandardOutput();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QJsonObject summary;
        for (const QByteArray& line : out.split('\n'))
            if (line.contains("\"event\":\"reviewSummary\""))
                summary = QJsonDocument::fromJson(line).object();
        QVERIFY2(!summary.isEmpty(), out.constData());
        QVERIFY(summary["interrupted"].toBool());
        const int finished = summary["finishedRuns"].toInt();
        QVERIFY2(finished >= 1 && finished < 4, qPrintable(QString::number(finished)));
        int counted = 0;
        for (const auto& c : summary["cells"].toArray())
            counted += int(c.toObject()["runIndexes"].toArray().size());
        QCOMPARE(counted, finished); // the stopped run is in no cell
    }
#endif

    void planMistakesAreNamedByLine()
    {
        refused("duration 1s\n\nspeed 3\n", "plan.txt:3: 'speed' is not a key of a review plan");
        refused("# a\nrepeats three\n", "plan.txt:2: repeats: 'three' is not allowed; give a "
                                        "whole number from 1 to 20");
        refused("directions upload\nrepeats 21\n", "plan.txt:2: repeats: '21' is not allowed");
        refused("directions upload sideways\n",
                "plan.txt:1: directions: 'sideways' is not allowed");
        refused("streams 1 1\ndirections upload\n", "plan.txt:1: streams: '1' is given twice");
        refused("# nothing\n\nduration 1s\n", "plan.txt:3: the plan runs nothing");
        refused("repeats 2\nrepeats 3\n", "plan.txt:2: repeats is given twice (first on line 1)");
        CliRun missing = review(m_dir.filePath("none.txt"));
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("none.txt: the review plan cannot be read"),
                 missing.err.constData());
        CliRun withR = review(writePlan("directions upload\n"), {"-R"});
        QCOMPARE(withR.exitCode, 2);
        QVERIFY2(withR.err.contains("--review with -R"), withR.err.constData());
    }
};

QTEST_GUILESS_MAIN(CliReviewTest)
#include "clireview_test.moc"
