// SPDX-License-Identifier: MIT
#include "benchwire/report.h"
#include "report/latencycsv.h"

#include "report/linkcsv.h"

#include <cstdio>
#include <sstream>

namespace bw::engine {

namespace {
std::string num(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

// The UDP columns, empty in a TCP test.
std::string udpColumns(const UdpSample& u)
{
    if (!u.valid) return ",,,,,,";
    return std::to_string(u.packetsSent) + ',' + std::to_string(u.packetsReceived) + ',' +
           std::to_string(u.packetsLost) + ',' + num(u.lossPct()) + ',' +
           std::to_string(u.outOfOrder) + ',' + std::to_string(u.duplicates) + ',' +
           num(u.jitterUs);
}
// The busiest core's share, empty where the host gave no per-core figures.
std::string coreColumn(const CpuSample& c)
{
    return c.valid && !c.coreBusyPct.empty() ? num(c.busiestCorePct()) : std::string();
}
} // namespace

std::string resultToCsv(const TestResult& result)
{
    std::ostringstream out;
    out << "phase,interval,start_s,end_s,warmup,direction,receiver_bytes,receiver_bits_per_second,"
           "sender_bytes,sender_bits_per_second,retransmits,rtt_us,cwnd_bytes,"
           "local_cpu_busy_pct,local_cpu_user_pct,local_cpu_system_pct,local_cpu_irq_pct,"
           "local_process_pct,remote_cpu_busy_pct,remote_cpu_user_pct,remote_cpu_system_pct,"
           "remote_cpu_irq_pct,remote_process_pct,"
           "udp_packets_sent,udp_packets_received,udp_packets_lost,udp_loss_pct,udp_out_of_order,"
           "udp_duplicates,udp_jitter_us,local_busiest_core_pct,remote_busiest_core_pct,"
        << report::latencyCsvHeader() << report::linkCsvHeader() << '\n';
    for (const auto& iv : result.intervals) {
        for (const auto& d : iv.directions) {
            const CpuSample& l = iv.localCpu;
            const CpuSample& r = iv.remoteCpu;
            out << iv.phase << ',' << iv.index << ',' << num(double(iv.startUs) / 1e6) << ','
                << num(double(iv.endUs) / 1e6) << ',' << (iv.warmup ? 1 : 0) << ','
                << toString(d.direction) << ','
                << (d.haveReceiver ? std::to_string(d.receiverBytes) : "") << ','
                << (d.haveReceiver ? num(d.receiverBitsPerSecond) : "") << ','
                << (d.haveSender ? std::to_string(d.senderBytes) : "") << ','
                << (d.haveSender ? num(d.senderBitsPerSecond) : "") << ','
                << (d.tcp.valid ? std::to_string(d.tcp.retransmits) : "") << ','
                << (d.tcp.valid ? std::to_string(d.tcp.rttUs) : "") << ','
                << (d.tcp.valid ? std::to_string(d.tcp.cwndBytes) : "") << ','
                << (l.valid ? num(l.busyPct()) : "") << ',' << (l.valid ? num(l.userPct) : "")
                << ',' << (l.valid ? num(l.systemPct) : "") << ',' << (l.valid ? num(l.irqPct) : "")
                << ',' << (l.valid ? num(l.processPct) : "") << ','
                << (r.valid ? num(r.busyPct()) : "") << ',' << (r.valid ? num(r.userPct) : "")
                << ',' << (r.valid ? num(r.systemPct) : "") << ',' << (r.valid ? num(r.irqPct) : "")
                << ',' << (r.valid ? num(r.processPct) : "") << ',' << udpColumns(d.udp) << ','
                << coreColumn(l) << ',' << coreColumn(r) << ','
                << report::latencyCsvColumns(iv.latency) << report::linkCsvColumns(iv) << '\n';
        }
    }
    return out.str();
}

} // namespace bw::engine
