// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartpair.h"
#include "plot/serversdata.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QPen;
class QTimer;
class QValueAxis;

namespace bw::ui {

// The chart of a test to several servers: a line per server (and direction) named by the
// server, and their sum, drawn only where every server measured the interval. Points arrive as
// they come; a ~10 Hz timer copies them into the series (one replace() per series), and the
// axes change only when their rounded bounds do. GUI thread only.
class ServersChart : public QWidget
{
    Q_OBJECT
public:
    // What each line stands for: a server of one test, or a pair of a console's plan (the
    // lines are named by the pairs then, and the sum counts pairs).
    enum class Members
    {
        Servers,
        Pairs
    };

    explicit ServersChart(QWidget* parent = nullptr);
    void setMembers(Members members);

    void reset(const QStringList& servers, double plannedSeconds);
    void addSample(int server, const engine::IntervalSample& sample);
    void addSum(const engine::IntervalSum& sum);
    void setTitles(const ChartTitles& titles);
    void setDark(bool dark);
    void refreshNow();

    const ServersData& data() const { return m_data; }
    QChart* chart() const { return m_chart; }
    // The legend's name of a line: the server (with the direction when there are two), or the
    // sum.
    QString lineName(const ServersData::Line& line) const;
    // The series that draw a line, one per stretch without a gap; the first carries the legend
    // (with both directions, only the upload line's, named by the server alone).
    QList<QLineSeries*> seriesOf(const ServersData::Line& line) const;
    QString rateUnitName() const { return m_unitName; }

private:
    using Key = QPair<int, int>; // server (ServersData::kSum for the sums), direction
    static Key keyOf(const ServersData::Line& line) { return {line.server, int(line.direction)}; }
    QLineSeries* newSeries(const ServersData::Line& line, bool inLegend);
    QPen penOf(const ServersData::Line& line) const;
    void updateAxes();
    void updateLines();
    bool twoDirections() const;
    bool hasUpload(int server) const;
    QString shortName(const ServersData::Line& line) const;

    ServersData m_data;
    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    QValueAxis* m_timeAxis = nullptr;
    QValueAxis* m_rateAxis = nullptr;
    QLineSeries* m_styles = nullptr; // the legend's "solid: upload, dashed: download"
    QHash<Key, QList<QLineSeries*>> m_series;
    QTimer* m_timer = nullptr;
    double m_plannedSeconds = 10;
    double m_shownX = -1, m_shownRate = -1, m_shownStep = -1, m_unitDivisor = 0;
    QString m_unitName;
    bool m_dark = false;
    Members m_members = Members::Servers;
    std::uint64_t m_shownRevision = ~std::uint64_t(0);
};

} // namespace bw::ui
