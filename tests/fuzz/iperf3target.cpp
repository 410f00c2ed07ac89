// SPDX-License-Identifier: MIT
// Fuzz target: an iperf3 peer's parameter and results objects.
#include "fuzzcheck.h"
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3params.h"
#include "targets.h"

namespace bw::fuzz {

namespace {
using namespace bw::engine;
using namespace bw::engine::iperf3;

void checkParams(const std::string& text)
{
    iperf3::Params p;
    std::string why;
    if (auto code = iperf3::parseParams(text, p, why)) {
        BW_FUZZ_CHECK(!why.empty() && !iperf3::describeError(*code, 0).empty());
        return;
    }
    // What a Benchwire client sends for these params must be what a Benchwire server reads.
    const std::string once = iperf3::encodeParams(p);
    iperf3::Params again;
    BW_FUZZ_CHECK(!iperf3::parseParams(once, again, why));
    BW_FUZZ_CHECK(iperf3::encodeParams(again) == once);
    // The server runs the test these params describe; its figures stay in range.
    const TestConfig test = testConfigFor(p, "fuzz", 10'000);
    BW_FUZZ_CHECK(test.streams == p.parallel && test.streams >= 1);
    BW_FUZZ_CHECK(test.durationMs >= 0 && test.warmupMs >= 0 && test.bufferBytes > 0);
    for (int i = 0; i < 2 * p.parallel; ++i)
        (void)iperf3::streamDirection(p, i);
    std::string unsupported;
    (void)iperf3ParamsFor(test, test.mode, unsupported);
}

void checkResults(const std::string& text)
{
    iperf3::Results r;
    std::string why;
    if (!iperf3::parseResults(text, r, why)) {
        BW_FUZZ_CHECK(!why.empty());
        return;
    }
    BW_FUZZ_CHECK(r.streams.size() <= 4 * std::size_t(iperf3::kMaxIperf3Streams));
    // The first parse may normalize (an int64 id read as an int); after that it is stable.
    const std::string once = iperf3::encodeResults(r);
    iperf3::Results again;
    BW_FUZZ_CHECK(iperf3::parseResults(once, again, why));
    const std::string twice = iperf3::encodeResults(again);
    iperf3::Results third;
    BW_FUZZ_CHECK(iperf3::parseResults(twice, third, why));
    BW_FUZZ_CHECK(iperf3::encodeResults(third) == twice);
}
} // namespace

int iperf3Messages(const std::uint8_t* data, std::size_t bytes)
{
    // The server refuses longer objects before reading them (kMaxParamsBytes / kMaxResultsBytes).
    const std::string text(reinterpret_cast<const char*>(data), bytes);
    if (bytes <= iperf3::kMaxParamsBytes) checkParams(text);
    if (bytes <= iperf3::kMaxResultsBytes) checkResults(text);
    return 0;
}

} // namespace bw::fuzz
