// SPDX-License-Identifier: MIT
#include "udpprinter.h"

#include "cliprinter.h"

#include <string>

namespace bw::cli {

using namespace bw::engine;

namespace {

std::string jitterText(double us)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "%.3fms", us / 1000.0);
    return buf;
}

unsigned long long ull(std::uint64_t v)
{
    return static_cast<unsigned long long>(v);
}
} // namespace

bool isUdpSample(const IntervalSample& s)
{
    for (const auto& d : s.directions)
        if (d.udp.valid) return true;
    return false;
}

void printUdpIntervalHeader(std::FILE* out)
{
    std::fprintf(out, "%-15s %-5s %14s %14s %15s %7s %9s %6s %5s %9s %8s %9s %8s\n", "Interval",
                 "Dir", "Received", "Sent", "Lost/Expected", "Loss", "Jitter", "Late", "Dup",
                 "CPU here", "max core", "CPU peer", "max core");
}

void printUdpIntervalRows(std::FILE* out, const IntervalSample& s, bool withRemote)
{
    for (const auto& d : s.directions) {
        const UdpSample& u = d.udp;
        char when[32], lost[32] = "-", loss[16] = "-", jitter[24] = "-", late[16] = "-",
                       dup[16] = "-";
        std::snprintf(when, sizeof when, "%.2f-%.2f s", double(s.startUs) / 1e6,
                      double(s.endUs) / 1e6);
        if (d.haveReceiver && u.valid) {
            std::snprintf(lost, sizeof lost, "%llu/%llu", ull(u.packetsLost),
                          ull(u.packetsLost + u.packetsReceived));
            std::snprintf(loss, sizeof loss, "%.2f%%", u.lossPct());
            std::snprintf(jitter, sizeof jitter, "%s", jitterText(u.jitterUs).c_str());
            std::snprintf(late, sizeof late, "%llu", ull(u.outOfOrder));
            std::snprintf(dup, sizeof dup, "%llu", ull(u.duplicates));
        }
        std::fprintf(out, "%-15s %-5s %14s %14s %15s %7s %9s %6s %5s %9s %8s %9s %8s%s\n", when,
                     d.direction == Direction::Upload ? "up" : "down",
                     d.haveReceiver ? formatBits(d.receiverBitsPerSecond).c_str() : "-",
                     d.haveSender ? formatBits(d.senderBitsPerSecond).c_str() : "-", lost, loss,
                     jitter, late, dup, formatCpu(s.localCpu).c_str(),
                     formatBusiestCore(s.localCpu).c_str(),
                     withRemote ? formatCpu(s.remoteCpu).c_str() : "",
                     withRemote ? formatBusiestCore(s.remoteCpu).c_str() : "",
                     s.warmup ? "  (warm-up)" : "");
    }
}

void printUdpSummary(std::FILE* out, const DirectionSummary& s)
{
    const UdpSummary& u = s.udp;
    std::fprintf(
        out,
        "           UDP: %u-byte datagrams at %s: sent %llu, received %llu, lost %llu (%.3f%%)\n",
        u.datagramBytes, formatBits(u.targetBitsPerSecond).c_str(), ull(u.packetsSent),
        ull(u.packetsReceived), ull(u.packetsLost), u.lossPct);
    std::fprintf(out,
                 "           out of order %llu, duplicates %llu, jitter mean %s (min %s, max %s)\n",
                 ull(u.outOfOrder), ull(u.duplicates), jitterText(u.jitterUs.mean).c_str(),
                 jitterText(u.jitterUs.min).c_str(), jitterText(u.jitterUs.max).c_str());
    std::fprintf(out,
                 "           whole run: sent %llu, received %llu datagrams, lost %llu (%.3f%%)%s\n",
                 ull(u.packetsSentTotal), ull(u.packetsReceivedTotal), ull(u.packetsLostTotal),
                 u.lossPctTotal, u.packetsLostTotal == 0 ? " (counts match)" : "");
}

void printRateSearch(std::FILE* out, const TestResult& r)
{
    const RateSearchResult& rs = r.rateSearch;
    const std::string mode(toString(r.config.mode));
    std::fprintf(out, "\nHighest clean rate search (%s, loss at most %.2f%%, %d stream(s))%s\n",
                 mode.c_str(), rs.maxLossPct, r.config.streams,
                 r.stoppedEarly ? "  -- stopped early" : "");
    std::fprintf(out, "  %-4s %14s %14s %14s %8s %8s %10s  %s\n", "Step", "Target", "Sent",
                 "Received", "Loss", "Short", "Jitter", "Clean");
    int n = 0;
    for (const auto& st : rs.steps)
        std::fprintf(out, "  %-4d %14s %14s %14s %7.2f%% %7.2f%% %10s  %s\n", ++n,
                     formatBits(st.targetBitsPerSecond).c_str(),
                     formatBits(st.senderBitsPerSecond).c_str(),
                     formatBits(st.receiverBitsPerSecond).c_str(), st.lossPct, st.shortfallPct,
                     jitterText(st.jitterUs).c_str(), st.clean ? "yes" : "no");
    if (rs.foundBitsPerSecond > 0)
        std::fprintf(out, "Highest clean rate: %s (%s)\n",
                     formatBits(rs.foundBitsPerSecond).c_str(), rs.note.c_str());
    else
        std::fprintf(out, "No clean rate found (%s)\n", rs.note.c_str());
}

void printUdpPlan(const TestConfig& c)
{
    const double rate =
        double(c.rateBitsPerSecond ? c.rateBitsPerSecond : kDefaultUdpRateBitsPerSecond);
    std::string size =
        c.datagramBytes ? std::to_string(c.datagramBytes) + "-byte" : "path-MTU-sized";
    if (c.findMaxRate)
        std::printf("Searching the highest clean UDP rate to %s port %u: %s, loss at most %.2f%%, "
                    "%.1f s steps from %s, %s datagrams\n",
                    c.host.c_str(), c.port, std::string(toString(c.mode)).c_str(), c.maxLossPct,
                    c.searchStepMs / 1000.0, formatBits(c.rateBitsPerSecond ? rate : 10e6).c_str(),
                    size.c_str());
    else
        std::printf("UDP at %s %s, %s datagrams\n", formatBits(rate).c_str(),
                    c.rateIsTotal ? "in total" : "per stream", size.c_str());
}

} // namespace bw::cli
