// SPDX-License-Identifier: MIT
#include "plot/streamdata.h"

#include "benchwire/fairness.h"

#include <algorithm>

namespace bw::ui {

StreamData::StreamData(int capacity) : m_capacity(capacity) {}

StreamData::Line* StreamData::lineFor(engine::Direction d, int stream, bool atSender)
{
    for (Line& l : m_lines)
        if (l.direction == d && l.stream == stream) return &l;
    if (int(m_lines.size()) >= kMaxLines) return nullptr;
    m_lines.push_back({d, stream, atSender, PointRing(m_capacity)});
    return &m_lines.back();
}

void StreamData::addSample(const engine::IntervalSample& sample, double x)
{
    const double secs = sample.durationSeconds();
    for (const engine::DirectionSample& ds : sample.directions) {
        const auto& bytes = ds.perStream.bytes;
        int& seen = m_streams[std::size_t(ds.direction)];
        seen = std::max(seen, int(bytes.size()));
        for (std::size_t i = 0; i < bytes.size() && secs > 0; ++i)
            if (Line* l = lineFor(ds.direction, int(i), ds.perStream.atSender))
                l->points.push({x, 8.0 * double(bytes[i]) / secs});
    }
    addTotals(sample);
}

void StreamData::addTotals(const engine::IntervalSample& sample)
{
    if (sample.warmup) return;
    for (const engine::DirectionSample& ds : sample.directions) {
        const auto& bytes = ds.perStream.bytes;
        if (bytes.empty()) continue;
        auto it = std::find_if(m_totals.begin(), m_totals.end(), [&](const Totals& t) {
            return t.phase == sample.phase && t.direction == ds.direction;
        });
        if (it == m_totals.end())
            it = m_totals.insert(m_totals.end(), {sample.phase, ds.direction, {}});
        it->bytes.resize(std::max(it->bytes.size(), bytes.size()), 0);
        for (std::size_t i = 0; i < bytes.size(); ++i)
            it->bytes[i] += bytes[i];
    }
}

void StreamData::clear()
{
    m_lines.clear();
    m_totals.clear();
    m_streams[0] = m_streams[1] = 0;
}

int StreamData::streamCount() const
{
    return m_streams[0] + m_streams[1];
}

double StreamData::maxBitsPerSecond() const
{
    double m = 0;
    for (const Line& l : m_lines)
        m = std::max(m, l.points.maxY());
    return m;
}

std::optional<double> StreamData::fairness() const
{
    std::optional<double> lowest;
    for (const Totals& t : m_totals)
        if (const auto j = engine::jainIndex(t.bytes)) lowest = lowest ? std::min(*lowest, *j) : *j;
    return lowest;
}

} // namespace bw::ui
