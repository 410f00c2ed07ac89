// SPDX-License-Identifier: MIT
#include "metrics/cpu.h"

#include <algorithm>

namespace bw::engine::metrics {

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
    if (pa.valid && pb.valid && wallUs > 0) {
        double used = double((pb.userUs + pb.systemUs) - std::min(pb.userUs + pb.systemUs,
                                                                   pa.userUs + pa.systemUs));
        s.processPct = std::clamp(100.0 * used / (double(wallUs) * cpuCount()), 0.0, 100.0);
    }
    return s;
}

} // namespace bw::engine::metrics
