// SPDX-License-Identifier: MIT
#include "iperf3/iperf3params.h"

#include "flow/udptransfer.h"

#include <algorithm>

namespace bw::engine::iperf3 {

iperf3::Params iperf3ParamsFor(const TestConfig& c, TestMode phaseMode, std::string& why)
{
    iperf3::Params p;
    if (c.streams > iperf3::kMaxIperf3Streams)
        why = "an iperf3 server takes at most " + std::to_string(iperf3::kMaxIperf3Streams) +
              " streams per direction";
    else if (c.warmupMs % 1000 != 0)
        why = "an iperf3 server counts warm-up (-O) in whole seconds";
    p.protocol = c.protocol;
    p.omitSeconds = c.warmupMs / 1000;
    // The client ends the test; the server's time only sets its own grace timer. Time 0 is
    // iperf3's own -t 0: a 3.x server sets no timer and waits for TEST_END.
    p.timeSeconds = c.untilStopped() ? 0 : std::max(1, (c.durationMs + 999) / 1000);
    p.parallel = c.streams;
    p.reverse = phaseMode == TestMode::Download;
    p.bidirectional = phaseMode == TestMode::Bidirectional;
    p.noDelay = c.noDelay;
    p.mssBytes = c.mssBytes;
    p.windowBytes = c.socketBufferBytes;
    p.lenBytes = c.bufferBytes;
    p.bandwidthBitsPerSecond = c.tcpStreamRate(); // iperf3: per stream
    if (c.protocol == Protocol::Udp) {
        p.lenBytes = c.datagramBytes ? c.datagramBytes : iperf3::kDefaultUdpLen;
        p.bandwidthBitsPerSecond = flow::udpStreamRate(c);
        if (c.findMaxRate) why = "the highest clean rate search needs a Benchwire server";
    }
    p.congestion = c.congestion;
    p.clientVersion = "benchwire " + std::string(engineVersion());
    return p;
}

TestConfig testConfigFor(const iperf3::Params& p, const std::string& peer, int maxDurationMs)
{
    TestConfig test;
    test.host = peer;
    test.protocol = p.protocol;
    test.mode = p.bidirectional ? TestMode::Bidirectional
                : p.reverse     ? TestMode::Download
                                : TestMode::Upload;
    // Without a time (-t 0, -n, -k) the client ends the test; the server's limit bounds it,
    // and without a limit (0) it runs until the client stops it.
    test.durationMs = p.timeSeconds ? p.timeSeconds * 1000 : maxDurationMs;
    test.warmupMs = p.omitSeconds * 1000;
    test.intervalMs = 1000;
    test.streams = p.parallel;
    test.bufferBytes = p.lenBytes                    ? p.lenBytes
                       : p.protocol == Protocol::Udp ? iperf3::kDefaultUdpLen
                                                     : iperf3::kDefaultTcpLen;
    test.socketBufferBytes = p.windowBytes;
    test.noDelay = p.noDelay;
    test.mssBytes = p.mssBytes;
    test.congestion = p.congestion;
    test.rateBitsPerSecond = p.bandwidthBitsPerSecond;
    if (p.protocol == Protocol::Udp && !test.rateBitsPerSecond)
        test.rateBitsPerSecond = iperf3::kDefaultUdpRate;
    return test;
}

} // namespace bw::engine::iperf3
