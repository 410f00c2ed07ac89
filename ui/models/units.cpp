// SPDX-License-Identifier: MIT
#include "models/units.h"

#include "benchwire/config.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace bw::ui {

namespace {
// Gives lupdate and tr() one context for the free functions below.
class UnitsTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::Units)
};
} // namespace

RateUnit rateUnitFor(double maxBitsPerSecond)
{
    if (maxBitsPerSecond >= 1e9) return {1e9, UnitsTr::tr("Gbit/s")};
    return {1e6, UnitsTr::tr("Mbit/s")};
}

QString formatBitsPerSecond(double bitsPerSecond)
{
    const RateUnit unit = rateUnitFor(bitsPerSecond);
    const double value = bitsPerSecond / unit.divisor;
    const int decimals = value >= 100 ? 1 : 2;
    return UnitsTr::tr("%1 %2").arg(QLocale().toString(value, 'f', decimals), unit.name);
}

QString formatBytes(double bytes)
{
    static const char* const names[] = {
        QT_TRANSLATE_NOOP("bw::ui::Units", "B"), QT_TRANSLATE_NOOP("bw::ui::Units", "KiB"),
        QT_TRANSLATE_NOOP("bw::ui::Units", "MiB"), QT_TRANSLATE_NOOP("bw::ui::Units", "GiB"),
        QT_TRANSLATE_NOOP("bw::ui::Units", "TiB")};
    int index = 0;
    while (bytes >= 1024.0 && index < 4) {
        bytes /= 1024.0;
        ++index;
    }
    const int decimals = index == 0 || bytes == std::floor(bytes) ? 0 : 2;
    return UnitsTr::tr("%1 %2").arg(QLocale().toString(bytes, 'f', decimals),
                                    UnitsTr::tr(names[index]));
}

QString formatDurationSeconds(double seconds)
{
    return UnitsTr::tr("%1 s").arg(QLocale().toString(seconds, 'f', seconds < 10 ? 1 : 0));
}

QString formatTestLength(int durationMs)
{
    if (durationMs == engine::kUntilStoppedMs) return UnitsTr::tr("until stopped");
    return UnitsTr::tr("%1 s").arg(QLocale().toString(durationMs / 1000.0, 'g', 4));
}

} // namespace bw::ui
