// SPDX-License-Identifier: MIT
#include "metrics/cpu.h"

#include <algorithm>
#include <sstream>
#include <string>

namespace bw::engine::metrics {

HostCpuTimes parseProcStat(std::istream& in)
{
    HostCpuTimes t;
    std::string line;
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (USER_HZ ticks),
    // then one "cpuN" line per online logical processor with the same fields. Guest time is
    // already inside user and nice, so it is not added again.
    while (std::getline(in, line)) {
        if (line.rfind("cpu", 0) != 0) break; // the cpu lines come first
        std::istringstream fields(line);
        std::string label;
        std::uint64_t user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0;
        std::uint64_t steal = 0;
        if (!(fields >> label >> user >> nice >> system >> idle >> iowait >> irq >> softirq)) break;
        fields >> steal; // absent on very old kernels
        const std::uint64_t total = user + nice + system + idle + iowait + irq + softirq + steal;
        if (label == "cpu") {
            t.valid = true;
            t.user = user + nice;
            t.system = system;
            t.irq = irq + softirq;
            t.idle = idle + iowait;
            t.total = total;
        } else {
            t.cores.push_back({idle + iowait, total});
        }
    }
    return t;
}

CpuSample cpuBetween(const HostCpuTimes& a, const HostCpuTimes& b, const ProcessCpuTimes& pa,
                     const ProcessCpuTimes& pb, std::int64_t wallUs)
{
    CpuSample s;
    if (!a.valid || !b.valid || b.total <= a.total) return s;
    double total = double(b.total - a.total);
    auto share = [&](std::uint64_t x, std::uint64_t y) {
        return std::clamp(100.0 * double(y >= x ? y - x : 0) / total, 0.0, 100.0);
    };
    s.valid = true;
    s.userPct = share(a.user, b.user);
    s.systemPct = share(a.system, b.system);
    s.irqPct = share(a.irq, b.irq);
    s.idlePct = share(a.idle, b.idle);
    // Per core only when both snapshots saw the same processors (none went off- or online).
    if (a.cores.size() == b.cores.size()) {
        s.coreBusyPct.reserve(b.cores.size());
        for (std::size_t i = 0; i < b.cores.size(); ++i) {
            const CoreCpuTimes& x = a.cores[i];
            const CoreCpuTimes& y = b.cores[i];
            const double total = y.total > x.total ? double(y.total - x.total) : 0.0;
            const double idle = y.idle > x.idle ? double(y.idle - x.idle) : 0.0;
            s.coreBusyPct.push_back(total > 0 ? std::clamp(100.0 * (1.0 - idle / total), 0.0, 100.0)
                                              : 0.0);
        }
    }
    if (pa.valid && pb.valid && wallUs > 0) {
        double used = double((pb.userUs + pb.systemUs) -
                             std::min(pb.userUs + pb.systemUs, pa.userUs + pa.systemUs));
        s.processPct = std::clamp(100.0 * used / (double(wallUs) * cpuCount()), 0.0, 100.0);
    }
    return s;
}

} // namespace bw::engine::metrics
