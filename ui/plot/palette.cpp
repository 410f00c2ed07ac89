// SPDX-License-Identifier: MIT
#include "plot/palette.h"

namespace bw::ui {

const ChartPalette& chartPalette(bool dark)
{
    // Blue against orange is the pair colour-blind readers tell apart best; the light theme's
    // blue is dark and its orange light, so that they differ in grey too.
    static const ChartPalette light{QColor(0x0d, 0x47, 0xa1), QColor(0xef, 0x6c, 0x00),
                                    QColor(0x43, 0xa0, 0x47), QColor(0x6a, 0x1b, 0x9a),
                                    QColor(0x21, 0x21, 0x21), QColor(0x75, 0x75, 0x75),
                                    QColor(0xc6, 0x28, 0x28)};
    static const ChartPalette darkTheme{QColor(0x1e, 0x88, 0xe5), QColor(0xff, 0xcc, 0x80),
                                        QColor(0x81, 0xc7, 0x84), QColor(0xce, 0x93, 0xd8),
                                        QColor(0xee, 0xee, 0xee), QColor(0x9e, 0x9e, 0x9e),
                                        QColor(0xef, 0x53, 0x50)};
    return dark ? darkTheme : light;
}

QColor streamColour(int index, bool dark)
{
    // After Okabe and Ito's colour-blind-safe set; the light theme's darkened to 3:1 on white.
    static const QRgb light[kStreamColours] = {0x0072b2, 0xc0392b, 0x007a5a, 0xa4507f,
                                               0x9a6200, 0x424242, 0x5e35b1, 0x00838f};
    static const QRgb darkTheme[kStreamColours] = {0x56b4e9, 0xe69f00, 0x4cc9a0, 0xcc79a7,
                                                   0xf0e442, 0xeeeeee, 0xb39ddb, 0x80deea};
    const int i = ((index % kStreamColours) + kStreamColours) % kStreamColours;
    return QColor::fromRgb(dark ? darkTheme[i] : light[i]);
}

} // namespace bw::ui
