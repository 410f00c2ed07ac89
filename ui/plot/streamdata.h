// SPDX-License-Identifier: MIT
#pragma once

#include "plot/chartdata.h"

#include <optional>
#include <vector>

namespace bw::ui {

// What the per-stream pane plots: one ring of points per stream and direction, this end's count
// of each stream (DirectionSample::perStream) as a rate. At most kMaxLines lines, the first
// streams of each direction in the order the intervals name them; the rest are counted, not
// drawn. Also the streams' measured totals (warm-up left out) per phase and direction, for
// Jain's fairness index. x is seconds on the run's time line; rates are bits per second.
class StreamData
{
public:
    static constexpr int kMaxLines = 16;
    explicit StreamData(int capacity = ChartData::kDefaultCapacity);

    struct Line
    {
        engine::Direction direction = engine::Direction::Upload;
        int stream = 0;        // 0-based, in the order the streams were opened
        bool atSender = false; // this end sent the stream's bytes (else it received them)
        PointRing points;
    };

    // x: where the interval ends on the run's time line (ChartData::lastX() after the sample).
    void addSample(const engine::IntervalSample& sample, double x);
    void clear();
    const std::vector<Line>& lines() const { return m_lines; }
    // Streams the intervals named, drawn or not (the most seen at once in each direction).
    int streamCount() const;
    double maxBitsPerSecond() const;
    // The lowest of the directions' indexes over the measured intervals so far; nothing
    // before any stream moved a measured byte. As engine::runJainIndex() for a whole result.
    std::optional<double> fairness() const;

private:
    Line* lineFor(engine::Direction d, int stream, bool atSender);
    void addTotals(const engine::IntervalSample& sample);

    struct Totals
    {
        int phase = 0;
        engine::Direction direction = engine::Direction::Upload;
        std::vector<std::uint64_t> bytes;
    };
    int m_capacity;
    std::vector<Line> m_lines;
    std::vector<Totals> m_totals; // one per phase and direction
    int m_streams[2] = {0, 0};    // by Direction
};

} // namespace bw::ui
