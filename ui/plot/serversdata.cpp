// SPDX-License-Identifier: MIT
#include "plot/serversdata.h"

#include <algorithm>

namespace bw::ui {

ServersData::ServersData(int capacity) : m_capacity(capacity) {}

void ServersData::reset(const QStringList& servers)
{
    m_servers = servers;
    m_lines.clear();
    m_timeLines.assign(std::size_t(servers.size()) + 1, TimeLine{});
    ++m_revision;
}

double ServersData::TimeLine::x(const engine::IntervalSample& s)
{
    if (s.phase != phase) {
        // A download half that restarts its clock goes on from the upload half's end.
        phase = s.phase;
        offsetUs = std::max<std::int64_t>(0, lastEndUs - s.startUs);
    }
    const std::int64_t endUs = offsetUs + s.endUs;
    lastEndUs = std::max(lastEndUs, endUs);
    return endUs / 1e6;
}

ServersData::TimeLine& ServersData::timeLine(int server)
{
    const std::size_t i = server == kSum ? m_timeLines.size() - 1 : std::size_t(server);
    return m_timeLines[i];
}

ServersData::Line& ServersData::line(int server, engine::Direction direction)
{
    for (Line& l : m_lines)
        if (l.server == server && l.direction == direction) return l;
    Line l;
    l.server = server;
    l.direction = direction;
    l.points = PointRing(m_capacity);
    // The servers in their order, each upload before download, and the sums last.
    const auto key = [](const Line& a) {
        return std::make_pair(a.server == kSum ? 1 << 20 : a.server, int(a.direction));
    };
    const auto at = std::upper_bound(m_lines.begin(), m_lines.end(), l,
                                     [&](const Line& a, const Line& b) { return key(a) < key(b); });
    return *m_lines.insert(at, std::move(l));
}

void ServersData::addSample(int server, const engine::IntervalSample& sample)
{
    if (server < 0 || server >= m_servers.size()) return;
    const double x = timeLine(server).x(sample);
    for (const engine::DirectionSample& d : sample.directions) {
        Line& l = line(server, d.direction);
        l.points.push({x, engine::hereBitsPerSecond(d)});
        l.stepSeconds = sample.durationSeconds();
    }
    ++m_revision;
}

void ServersData::addSum(const engine::IntervalSum& sum)
{
    if (m_timeLines.empty()) return;
    const double x = timeLine(kSum).x(sum.first);
    for (std::size_t i = 0; i < sum.first.directions.size() && i < sum.bitsPerSecond.size(); ++i) {
        Line& l = line(kSum, sum.first.directions[i].direction);
        l.points.push({x, sum.bitsPerSecond[i]});
        l.stepSeconds = sum.first.durationSeconds();
    }
    ++m_revision;
}

QList<QList<QPointF>> ServersData::segments(const Line& line, double yDivisor)
{
    QList<QList<QPointF>> out;
    const double gap = 1.5 * line.stepSeconds;
    for (int i = 0; i < line.points.size(); ++i) {
        const QPointF p = line.points.at(i);
        if (out.isEmpty() || (gap > 0 && p.x() - out.last().last().x() > gap))
            out.append(QList<QPointF>());
        out.last().append(QPointF(p.x(), p.y() / yDivisor));
    }
    return out;
}

double ServersData::maxBitsPerSecond() const
{
    double m = 0;
    for (const Line& l : m_lines)
        m = std::max(m, l.points.maxY());
    return m;
}

double ServersData::lastX() const
{
    double x = 0;
    for (const TimeLine& t : m_timeLines)
        x = std::max(x, t.lastEndUs / 1e6);
    return x;
}

} // namespace bw::ui
