// SPDX-License-Identifier: MIT
#pragma once

#include "plot/comparecharts.h"

#include <QCoreApplication>

namespace bw::ui {

class CompareModel;

// Turns a comparison's runs into what its charts draw: one line per run, one bar group per
// label with the spread, titles and the provenance footer.
class ComparePlotData
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ComparePlotData)
public:
    static CompareChartData build(const CompareModel& model);

private:
    static CompareBars bars(const CompareModel& model);
    static QStringList provenance(const CompareModel& model);
};

} // namespace bw::ui
