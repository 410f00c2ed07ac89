// SPDX-License-Identifier: MIT
#include "plot/niceaxis.h"

#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>

#include <cmath>

namespace bw::ui {

NiceScale niceScale(double dataMax, double margin, int fewest, int most)
{
    if (!(dataMax > 0) || !std::isfinite(dataMax)) return {};
    const double target = dataMax * margin;
    const int exponent = int(std::floor(std::log10(target)));
    NiceScale best{0, 0};
    bool bestQuarter = false;
    for (int e = exponent - 2; e <= exponent + 1; ++e) {
        for (double mantissa : {1.0, 2.0, 2.5, 5.0}) {
            const double step = mantissa * std::pow(10.0, e);
            // A step count just above a whole number from rounding is that whole number.
            const double steps = std::ceil(target / step - 1e-9);
            if (steps < fewest || steps > most) continue;
            const double max = steps * step;
            const bool quarter = mantissa == 2.5;
            // The smallest range; at equal ranges labels without a quarter (0, 2, 4 rather
            // than 0, 2.5, 5), then the fewest labels.
            const bool smaller = max < best.max * (1 - 1e-12);
            const bool equal = max <= best.max * (1 + 1e-12);
            if (best.step == 0 || smaller ||
                (equal &&
                 (bestQuarter > quarter || (bestQuarter == quarter && step > best.step)))) {
                best = {max, step};
                bestQuarter = quarter;
            }
        }
    }
    if (best.step == 0) return {target, target}; // fewest..most allowed no nice step
    return best;
}

int stepsThatFit(double heightPx, const QFont& labels)
{
    if (heightPx <= 0) return 4;
    // A label and as much space again between two labels.
    return std::clamp(int(heightPx / (2.0 * QFontMetricsF(labels).height())), 2, 10);
}

NiceScale niceScaleWithin(double dataMax, int most)
{
    most = std::clamp(most, 2, 10);
    return niceScale(dataMax, 1.02, std::clamp(most - 2, 2, 4), most);
}

void applyNiceScale(QValueAxis* axis, const NiceScale& s)
{
    axis->setRange(0, s.max);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(s.step);
    axis->setLabelFormat(QStringLiteral("%g"));
}

} // namespace bw::ui
