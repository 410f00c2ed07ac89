// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartdata.h"

#include "benchwire/serversums.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace bw::ui {

// What the chart of a test to several servers plots: each server's rate per direction (what was
// received where known, else sent: engine::hereBitsPerSecond) and their sum, only for the
// intervals every server has measured. x is seconds on each line's own time line (a both-ways
// run's download half goes on after its upload half). GUI thread only.
class ServersData
{
public:
    static constexpr int kSum = -1; // Line::server of the sums

    struct Line
    {
        int server = kSum;
        engine::Direction direction = engine::Direction::Upload;
        PointRing points;
        double stepSeconds = 0; // the last interval's length: a longer jump is a gap
    };

    explicit ServersData(int capacity = ChartData::kDefaultCapacity);
    void reset(const QStringList& servers);
    void addSample(int server, const engine::IntervalSample& sample);
    void addSum(const engine::IntervalSum& sum);

    const QStringList& servers() const { return m_servers; }
    const std::vector<Line>& lines() const { return m_lines; }
    // The line's points split where an interval is missing (more than 1.5 intervals apart), so
    // that a gap shows as a gap.
    static QList<QList<QPointF>> segments(const Line& line, double yDivisor);
    double maxBitsPerSecond() const;
    double lastX() const;
    std::uint64_t revision() const { return m_revision; }

private:
    // A run's time line across its phases (ChartData's rule).
    struct TimeLine
    {
        int phase = 0;
        std::int64_t offsetUs = 0;
        std::int64_t lastEndUs = 0;
        double x(const engine::IntervalSample& s);
    };
    Line& line(int server, engine::Direction direction);
    TimeLine& timeLine(int server);

    QStringList m_servers;
    std::vector<Line> m_lines;
    std::vector<TimeLine> m_timeLines; // per server, and the sums' last
    int m_capacity;
    std::uint64_t m_revision = 0;
};

} // namespace bw::ui
