// SPDX-License-Identifier: MIT
#pragma once

#include "overnight/overnightrunner.h"

#include <QChartView>

#include <optional>

class QValueAxis;

namespace bw::ui {

// The overnight chart: one point per run and direction (the run's received mean) over the time
// since the schedule's start, the alert threshold as a dashed line, runs below it ringed, and a
// failed run as a gap in the lines with a mark on the time axis. The time axis spans the whole
// schedule from the start, in seconds, minutes or hours by its length, with round steps.
class OvernightChart : public QChartView
{
    Q_OBJECT
public:
    explicit OvernightChart(QWidget* parent = nullptr);
    void setPoints(const QList<OvernightPoint>& points, std::optional<double> alertBelow,
                   qint64 forMs);
    // The time axis' unit for a schedule this long: 1 (s), 60 (min) or 3600 (h).
    static int timeUnitSeconds(qint64 forMs);
    QValueAxis* timeAxis() const { return m_x; }
    QValueAxis* rateAxis() const { return m_y; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The rate axis in as many round steps as its height can label without eliding them.
    void applyRateScale();
    void addDirection(const QList<OvernightPoint>& points, bool upload, double unitSeconds,
                      double divisor);
    void addSeries(QAbstractSeries* series);

    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    double m_top = 0; // the highest figure on the rate axis, in its unit
};

} // namespace bw::ui
