// SPDX-License-Identifier: MIT
// The colours every chart draws with, live and exported, in the light and the dark theme.
#pragma once

#include <QColor>

namespace bw::ui {

struct ChartPalette
{
    QColor upload;     // the upload direction, in every pane
    QColor download;   // the download direction
    QColor localHost;  // this PC's CPU and PHY rates
    QColor remoteHost; // the peer's
    QColor text;       // the latency pane's loaded round trip
    QColor muted;      // the idle baseline
    QColor failure;    // where a failed run ended
};

// Lines that share a pane and a line style differ in lightness by at least 2.5:1 in the light
// theme, so a grey print tells them apart, and stay apart for readers with any of the three
// colour-vision deficiencies in both themes; every line stands 3:1 against its background.
// Print and articles: the light theme. tests/ui/palette_test.cpp checks all of it.
const ChartPalette& chartPalette(bool dark);

// The per-stream pane's line colours, told apart by hue rather than lightness (many lines share
// the pane); each stands 3:1 against its theme's background. Index 0 to kStreamColours - 1.
inline constexpr int kStreamColours = 8;
QColor streamColour(int index, bool dark);

} // namespace bw::ui
