// SPDX-License-Identifier: MIT
#include "iperf3/iperf3text.h"

#include "results/interval.h"

#include <cstdio>

namespace bw::engine::iperf3 {

std::string mbitsText(std::uint64_t bytes, double seconds)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f Mbit/s",
                  seconds > 0 ? 8.0 * double(bytes) / seconds / 1e6 : 0.0);
    return buf;
}

std::string iperf3TestText(const iperf3::Params& params, const TestConfig& test)
{
    std::string v = params.clientVersion.empty() ? "" : " " + params.clientVersion;
    return "iperf3" + v + " client: " + std::string(toString(test.protocol)) + " " +
           std::string(toString(test.mode)) + ", " + std::to_string(params.parallel) +
           " stream(s), " +
           (params.timeSeconds ? std::to_string(params.timeSeconds) + " s"
                               : "until the client ends it") +
           (params.omitSeconds ? " after " + std::to_string(params.omitSeconds) + " s omitted"
                               : "");
}

std::string iperf3IntervalLine(const IntervalSample& iv, const DirectionSample& ds)
{
    const std::uint64_t bytes = ds.haveSender ? ds.senderBytes : ds.receiverBytes;
    char line[128];
    std::snprintf(line, sizeof line, "[%6.2f-%6.2f sec] %s %s %llu bytes  %s%s\n",
                  double(iv.startUs) / 1e6, double(iv.endUs) / 1e6,
                  std::string(toString(ds.direction)).c_str(), ds.haveSender ? "sent" : "received",
                  static_cast<unsigned long long>(bytes),
                  mbitsText(bytes, iv.durationSeconds()).c_str(), iv.warmup ? "  (omitted)" : "");
    return line;
}

std::string iperf3ServerOutput(const std::string& testText, const std::vector<std::string>& lines,
                               TestMode mode, const std::vector<iperf3::StreamFigures>& figures,
                               double seconds)
{
    std::string out = "Benchwire " + std::string(engineVersion()) + " serving " + testText + "\n";
    for (const auto& line : lines)
        out += line;
    std::uint64_t total[2][2] = {{0, 0}, {0, 0}}; // [direction][sender]
    for (const auto& f : figures)
        total[std::size_t(f.direction)][f.sender ? 1 : 0] += f.wire.bytes;
    for (Direction d : results::activeDirections(mode)) {
        const bool sends = d == Direction::Download;
        const std::uint64_t bytes = total[std::size_t(d)][sends ? 1 : 0];
        char line[160];
        std::snprintf(line, sizeof line,
                      "[%6.2f-%6.2f sec] %s %s %llu bytes  %s  (total, omit excluded)\n", 0.0,
                      seconds, std::string(toString(d)).c_str(), sends ? "sent" : "received",
                      static_cast<unsigned long long>(bytes), mbitsText(bytes, seconds).c_str());
        out += line;
    }
    return out;
}

std::string iperf3EndText(TestMode mode, const std::vector<iperf3::StreamFigures>& figures,
                          const iperf3::Results& client, double seconds)
{
    std::uint64_t mine[2] = {0, 0}, theirs[2] = {0, 0};
    for (const auto& f : figures) {
        mine[std::size_t(f.direction)] += f.wire.bytes;
        for (const auto& c : client.streams)
            if (c.id == f.wire.id) theirs[std::size_t(f.direction)] += c.bytes;
    }
    std::string msg = "iperf3 test finished in " + std::to_string(seconds).substr(0, 5) + " s:";
    for (Direction d : results::activeDirections(mode)) {
        const auto i = std::size_t(d);
        const bool sends = d == Direction::Download;
        msg += std::string(" ") + std::string(toString(d)) + (sends ? " sent " : " received ") +
               std::to_string(mine[i]) + " bytes (" + mbitsText(mine[i], seconds) + "), client " +
               (sends ? "received " : "sent ") + std::to_string(theirs[i]) + " bytes;";
    }
    msg.pop_back();
    return msg;
}

} // namespace bw::engine::iperf3
