// SPDX-License-Identifier: MIT
// The charts' colours and line styles for print and for colour-blind readers: in every pane,
// two lines with the same style differ in grey (light theme, 2.5:1) and under protanopia,
// deuteranopia and tritanopia (both themes); every line stands 3:1 against its pane.
#include "plot/chartpair.h"
#include "plot/comparecharts.h"
#include "plot/latencychart.h"
#include "plot/palette.h"
#include "plot/streamchart.h"
#include "plot/udpchart.h"

#include <QChart>
#include <QGradient>
#include <QLineSeries>
#include <QSet>
#include <QTest>

#include <array>
#include <cmath>

using namespace bw::ui;

namespace {

using Rgb = std::array<double, 3>;

double linear(int c)
{
    const double v = c / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

Rgb linearRgb(const QColor& c)
{
    return {linear(c.red()), linear(c.green()), linear(c.blue())};
}

double luminance(const Rgb& v)
{
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}

// WCAG's contrast ratio of two colours' relative luminance: what a grey print keeps.
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(linearRgb(a)), lb = luminance(linearRgb(b));
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Machado, Oliveira and Fernandes (2009), full severity, on linear RGB.
using Matrix = std::array<Rgb, 3>;
const Matrix kDeficiencies[] = {
    {{{0.152286, 1.052583, -0.204868},
      {0.114503, 0.786281, 0.099216},
      {-0.003882, -0.048116, 1.051998}}}, // protanopia
    {{{0.367322, 0.860646, -0.227968},
      {0.280085, 0.672501, 0.047413},
      {-0.011820, 0.042940, 0.968881}}}, // deuteranopia
    {{{1.255528, -0.076749, -0.178779},
      {-0.078411, 0.930809, 0.147602},
      {0.004733, 0.691367, 0.303900}}}, // tritanopia
};

Rgb seenWith(const Matrix& m, const Rgb& v)
{
    Rgb out{};
    for (int i = 0; i < 3; ++i)
        out[i] = std::clamp(m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2], 0.0, 1.0);
    return out;
}

// CIE L*a*b* (D65) of a linear RGB colour.
Rgb lab(const Rgb& v)
{
    const double x = (0.4124 * v[0] + 0.3576 * v[1] + 0.1805 * v[2]) / 0.95047;
    const double y = 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
    const double z = (0.0193 * v[0] + 0.1192 * v[1] + 0.9505 * v[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

// The smallest CIE76 distance between two colours as the three deficiencies see them.
double worstDistance(const QColor& a, const QColor& b)
{
    double worst = 1e9;
    for (const Matrix& m : kDeficiencies) {
        const Rgb la = lab(seenWith(m, linearRgb(a))), lb = lab(seenWith(m, linearRgb(b)));
        worst = std::min(worst, std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]));
    }
    return worst;
}

// The colours a pane's background takes (a gradient's stops in the dark theme).
QList<QColor> backgrounds(const QChart* chart)
{
    const QBrush brush = chart->backgroundBrush();
    QList<QColor> out;
    if (const QGradient* g = brush.gradient())
        for (const auto& stop : g->stops())
            out << stop.second;
    else
        out << brush.color();
    return out;
}

void checkPane(const QChart* chart, bool dark)
{
    QList<QLineSeries*> lines;
    for (QAbstractSeries* s : chart->series())
        if (auto* l = qobject_cast<QLineSeries*>(s))
            if (l->objectName() != QLatin1String("endMarkSeries")) lines << l; // a vertical mark
    QVERIFY2(lines.size() >= 2, qPrintable(chart->objectName()));
    for (QLineSeries* l : lines)
        for (const QColor& bg : backgrounds(chart))
            QVERIFY2(contrast(l->pen().color(), bg) >= 3.0,
                     qPrintable(QStringLiteral("%1 on %2: %3:1")
                                    .arg(l->objectName(), bg.name())
                                    .arg(contrast(l->pen().color(), bg))));
    for (int i = 0; i < lines.size(); ++i)
        for (int j = i + 1; j < lines.size(); ++j) {
            const QPen a = lines[i]->pen(), b = lines[j]->pen();
            if (a.style() != b.style()) continue; // a dash tells them apart in any print
            const QString what = lines[i]->objectName() + QLatin1String(" / ") +
                                 lines[j]->objectName() +
                                 (dark ? QLatin1String(", dark") : QLatin1String(", light"));
            if (!dark)
                QVERIFY2(
                    contrast(a.color(), b.color()) >= 2.5,
                    qPrintable(what +
                               QStringLiteral(": grey %1:1").arg(contrast(a.color(), b.color()))));
            QVERIFY2(worstDistance(a.color(), b.color()) >= 20,
                     qPrintable(what + QStringLiteral(": colour-blind distance %1")
                                           .arg(worstDistance(a.color(), b.color()))));
        }
}

} // namespace

class PaletteTest : public QObject
{
    Q_OBJECT
private slots:
    void everyPaneInBothThemes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void everyPaneInBothThemes()
    {
        QFETCH(bool, dark);
        ChartPair pair;
        pair.setDark(dark);
        checkPane(pair.throughputChart(), dark);
        checkPane(pair.cpuChart(), dark);
        UdpChart udp;
        udp.setDark(dark);
        checkPane(udp.chart(), dark);
        LatencyChart latency;
        latency.setDark(dark);
        checkPane(latency.chart(), dark);
        // Every chart takes its colours from the one palette.
        QCOMPARE(pair.series(SeriesId::UploadReceived)->pen().color(), chartPalette(dark).upload);
        QCOMPARE(pair.series(SeriesId::LocalCpu)->pen().color(), chartPalette(dark).localHost);
    }

    // Many lines share the per-stream pane: they differ by hue (a lightness step each would
    // not fit), every colour once among the solid lines, and each stands out from the pane.
    void streamPaneLinesStandOutAndDiffer()
    {
        for (bool dark : {false, true}) {
            StreamChart streams;
            streams.setDark(dark);
            QSet<QRgb> solid;
            for (int i = 0; i < StreamData::kMaxLines; ++i) {
                const QPen pen = streams.series(i)->pen();
                QCOMPARE(pen.color(), streamColour(i % kStreamColours, dark));
                QCOMPARE(pen.style(), i < kStreamColours ? Qt::SolidLine : Qt::DashLine);
                if (pen.style() == Qt::SolidLine) solid.insert(pen.color().rgb());
                for (const QColor& bg : backgrounds(streams.chart()))
                    QVERIFY2(contrast(pen.color(), bg) >= 3.0,
                             qPrintable(QStringLiteral("stream %1 on %2: %3:1")
                                            .arg(i)
                                            .arg(bg.name())
                                            .arg(contrast(pen.color(), bg))));
            }
            QCOMPARE(solid.size(), kStreamColours);
        }
    }

    // Eight runs, the most a comparison holds: runs i and i + 4 share a line style.
    void theCompareChartInBothThemes_data() { everyPaneInBothThemes_data(); }
    void theCompareChartInBothThemes()
    {
        QFETCH(bool, dark);
        CompareChartData data;
        for (int i = 0; i < 8; ++i)
            data.lines << CompareLine{QStringLiteral("Run %1").arg(i + 1),
                                      {{QPointF(0, 1e9), QPointF(10, 1e9 + i * 1e8)}}};
        CompareCharts charts;
        charts.setDark(dark);
        charts.setData(data);
        QCOMPARE(charts.throughputChart()->series().size(), 8);
        for (int i = 0; i < 8; ++i)
            charts.throughputChart()->series()[i]->setObjectName(data.lines[i].name);
        checkPane(charts.throughputChart(), dark);
    }

    void theCompareChartsFirstFourRunsDifferInStyle()
    {
        for (int i = 0; i < 4; ++i)
            for (int j = i + 1; j < 4; ++j) {
                QVERIFY(compareStyle(i) != compareStyle(j));
                QVERIFY(compareColor(i) != compareColor(j));
            }
    }
};

QTEST_MAIN(PaletteTest)
#include "palette_test.moc"
