// SPDX-License-Identifier: MIT
#pragma once

#include "plot/comparecharts.h"

#include <QSizeF>

class QPainter;

namespace bw::ui {

// Paints one chart of a comparison with its provenance footer onto a painter of any device (an
// image, an SVG generator), from charts of its own so that a shown window is not disturbed.
// The export side calls it and never sees Qt Charts. GUI thread only.
class CompareRenderer
{
public:
    // dark: the article's dark theme (charts and footer).
    CompareRenderer(const CompareChartData& data, CompareChartKind kind, bool dark = false);

    // logicalSize in the painter's units (device pixels divided by the device pixel ratio).
    void render(QPainter& painter, QSizeF logicalSize) const;

private:
    // The footer's height at this width: each run's line, wrapped where it is longer.
    double footerHeight(const QFont& font, double width) const;
    void paintFooter(QPainter& painter, const QFont& font, const QRectF& area) const;

    const CompareChartData& m_data;
    CompareChartKind m_kind;
    bool m_dark;
};

} // namespace bw::ui
