// SPDX-License-Identifier: MIT
#include "benchwire/samples.h"

#include <algorithm>
#include <cmath>

namespace bw::engine {

Stats computeStats(const std::vector<double>& values)
{
    Stats s;
    if (values.empty()) return s;
    s.count = int(values.size());
    s.min = *std::min_element(values.begin(), values.end());
    s.max = *std::max_element(values.begin(), values.end());
    double sum = 0;
    for (double v : values)
        sum += v;
    s.mean = sum / double(values.size());
    double sq = 0;
    for (double v : values)
        sq += (v - s.mean) * (v - s.mean);
    s.stddev = std::sqrt(sq / double(values.size()));
    return s;
}

CpuSummary summarizeCpu(const std::vector<CpuSample>& samples)
{
    CpuSummary c;
    int n = 0;
    bool coresAgree = true;
    for (const auto& s : samples) {
        if (!s.valid) continue;
        ++n;
        c.userPct += s.userPct;
        c.systemPct += s.systemPct;
        c.irqPct += s.irqPct;
        c.idlePct += s.idlePct;
        c.processPct += s.processPct;
        c.busiestCorePct += s.busiestCorePct();
        if (n == 1)
            c.coreBusyPct = s.coreBusyPct;
        else if (c.coreBusyPct.size() == s.coreBusyPct.size())
            for (std::size_t i = 0; i < c.coreBusyPct.size(); ++i)
                c.coreBusyPct[i] += s.coreBusyPct[i];
        else
            coresAgree = false;
    }
    if (n == 0) return c;
    c.valid = true;
    c.userPct /= n;
    c.systemPct /= n;
    c.irqPct /= n;
    c.idlePct /= n;
    c.processPct /= n;
    c.busiestCorePct /= n;
    if (coresAgree)
        for (double& v : c.coreBusyPct)
            v /= n;
    else
        c.coreBusyPct.clear();
    return c;
}

} // namespace bw::engine
