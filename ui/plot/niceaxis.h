// SPDX-License-Identifier: MIT
// Axes for charts that go into articles: ticks at nice steps (1, 2, 2.5 or 5 times a power of
// ten) from 0, and a range fitted to the data with a little headroom (at most about 22 %).
#pragma once

class QFont;
class QValueAxis;

namespace bw::ui {

struct NiceScale
{
    double max = 1;    // the axis' upper end, a whole number of steps
    double step = 0.2; // the distance between ticks
};

// The smallest range from 0 that holds dataMax times margin in fewest to most steps of a nice
// size; at equal ranges steps without a quarter (2 rather than 2.5), then the larger step.
// dataMax <= 0 gives 0 to 1. With 4 to 10 steps the range is at most about 22 % above the
// data; with fewer allowed (a short pane) there is more.
NiceScale niceScale(double dataMax, double margin = 1.02, int fewest = 4, int most = 10);
// The time axis: the run's length itself, no margin.
inline NiceScale niceTimeScale(double seconds)
{
    return niceScale(seconds, 1.0);
}
// How many steps a vertical axis of heightPx pixels can label without its labels touching
// (Qt Charts then elides them to "..."): 2 to 10; 4 before the chart has been laid out.
int stepsThatFit(double heightPx, const QFont& labels);
// niceScale with at most `most` steps (and at least 2 to 4 of them).
NiceScale niceScaleWithin(double dataMax, int most);
// Range 0 to s.max, ticks every s.step from 0.
void applyNiceScale(QValueAxis* axis, const NiceScale& s);

} // namespace bw::ui
