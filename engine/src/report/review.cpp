// SPDX-License-Identifier: MIT
#include "benchwire/review.h"

namespace bw::engine {

std::string_view reviewKindKey(ReviewKind kind)
{
    switch (kind) {
    case ReviewKind::TcpUpload:
        return "tcp-upload";
    case ReviewKind::TcpDownload:
        return "tcp-download";
    case ReviewKind::TcpSimultaneous:
        return "tcp-simultaneous";
    case ReviewKind::UdpHighestCleanRate:
        return "udp-highest-clean-rate";
    }
    return {};
}

TestConfig reviewRunConfig(ReviewKind kind, int durationMs, TestConfig c)
{
    c.durationMs = durationMs;
    c.findMaxRate = false;
    c.protocol = Protocol::Tcp;
    switch (kind) {
    case ReviewKind::TcpUpload:
        c.mode = TestMode::Upload;
        break;
    case ReviewKind::TcpDownload:
        c.mode = TestMode::Download;
        break;
    case ReviewKind::TcpSimultaneous:
        c.mode = TestMode::Bidirectional;
        break;
    case ReviewKind::UdpHighestCleanRate:
        c.protocol = Protocol::Udp;
        c.mode = TestMode::Upload;
        c.findMaxRate = true;
        break;
    }
    return c;
}

std::optional<double> reviewFigure(ReviewKind kind, const TestResult& result)
{
    if (kind == ReviewKind::UdpHighestCleanRate) {
        if (!result.rateSearch.valid || result.rateSearch.foundBitsPerSecond <= 0) return {};
        return result.rateSearch.foundBitsPerSecond;
    }
    // Simultaneous: both directions together; otherwise the one direction measured.
    double sum = 0;
    int count = 0;
    for (const DirectionSummary& s : result.summaries) {
        if (s.receiverBitsPerSecond.count == 0) continue;
        sum += s.receiverBitsPerSecond.mean;
        ++count;
    }
    if (count == 0) return {};
    return sum;
}

double reviewSpreadPct(const Stats& repeats)
{
    if (repeats.count < 2 || repeats.mean <= 0) return 0;
    return (repeats.max - repeats.min) / repeats.mean * 100.0;
}

bool reviewFlagged(const Stats& repeats)
{
    return reviewSpreadPct(repeats) > kReviewFlagSpreadPct;
}

} // namespace bw::engine
