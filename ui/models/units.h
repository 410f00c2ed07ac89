// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace bw::ui {

// How a throughput axis is scaled: Mbit/s below 1 Gbit/s, Gbit/s above.
struct RateUnit
{
    double divisor = 1e6; // bits per second per unit
    QString name;         // translated "Mbit/s" or "Gbit/s"
};

RateUnit rateUnitFor(double maxBitsPerSecond);
QString formatBitsPerSecond(double bitsPerSecond);
QString formatBytes(double bytes);
QString formatDurationSeconds(double seconds);
// A test's set length for stamps and lists: "10 s", or "until stopped" (durationMs 0).
QString formatTestLength(int durationMs);

} // namespace bw::ui
