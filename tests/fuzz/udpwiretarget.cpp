// SPDX-License-Identifier: MIT
// Fuzz target: UDP datagrams on a test port, native and iperf3, as the server's UDP thread reads
// them. The input is records: a length byte, then that many bytes of one datagram.
#include "flow/udpreceiver.h"
#include "flow/udpwire.h"
#include "fuzzcheck.h"
#include "iperf3/iperf3udp.h"
#include "targets.h"

#include <algorithm>
#include <cstring>

namespace bw::fuzz {

namespace {
using namespace bw::engine;
namespace udpwire = bw::engine::flow::udpwire;
namespace iperf3udp = bw::engine::iperf3::iperf3udp;

// A datagram of a known kind is at least that kind's size, so no field was read past its end
// (ASan would say where), and a hello is the one hello() writes for its stream and cookie.
void checkNative(const std::uint8_t* d, std::size_t bytes, const udpwire::Parsed& p)
{
    switch (p.kind) {
    case udpwire::Kind::Invalid:
        return;
    case udpwire::Kind::Data:
        BW_FUZZ_CHECK(bytes >= udpwire::kDataHeaderBytes);
        return;
    case udpwire::Kind::End:
        BW_FUZZ_CHECK(bytes >= udpwire::kEndBytes);
        return;
    case udpwire::Kind::Ack:
        BW_FUZZ_CHECK(bytes >= udpwire::kAckBytes);
        return;
    case udpwire::Kind::Hello: {
        BW_FUZZ_CHECK(bytes >= udpwire::kHelloBytes && p.cookie != nullptr);
        BW_FUZZ_CHECK(p.cookie >= reinterpret_cast<const char*>(d) &&
                      p.cookie + 37 <= reinterpret_cast<const char*>(d + bytes));
        const auto h = udpwire::hello(p.stream, std::span<const char, 37>(p.cookie, 37));
        BW_FUZZ_CHECK(std::memcmp(d, h.data(), h.size()) == 0);
        return;
    }
    }
    BW_FUZZ_CHECK(false); // parse() returned a kind it does not define
}

void checkIperf3(const std::uint8_t* d, std::size_t bytes)
{
    (void)iperf3udp::isReply(d, bytes);
    for (bool counters64 : {false, true}) {
        std::int64_t sentUs = 0;
        std::uint64_t sequence = 0;
        const bool ok = iperf3udp::readHeader(d, bytes, counters64, sentUs, sequence);
        const std::size_t need = counters64 ? iperf3udp::kHeaderBytes64 : iperf3udp::kHeaderBytes32;
        BW_FUZZ_CHECK(ok == (bytes >= need));
        BW_FUZZ_CHECK(!ok || sentUs >= 0);
    }
}
} // namespace

int udpWire(const std::uint8_t* data, std::size_t bytes)
{
    flow::UdpReceiver receiver;
    std::uint64_t fed = 0;
    std::int64_t arrivalUs = 1'000'000;
    for (std::size_t at = 0; at < bytes;) {
        const std::size_t n = std::min<std::size_t>(data[at], bytes - at - 1);
        const std::uint8_t* d = data + at + 1;
        at += 1 + n;
        const udpwire::Parsed p = udpwire::parse(d, n);
        checkNative(d, n, p);
        checkIperf3(d, n);
        arrivalUs += 137;
        if (p.kind == udpwire::Kind::Data) {
            receiver.onData(p.sequence, p.sentUs, arrivalUs, n);
            ++fed;
        } else if (p.kind == udpwire::Kind::End) {
            receiver.onEnd(p.sequence, arrivalUs);
        }
    }
    const UdpSample s = receiver.totals();
    // Every datagram fed counts once at most: as a new one or as a duplicate.
    BW_FUZZ_CHECK(s.packetsReceived + s.duplicates <= fed);
    BW_FUZZ_CHECK(s.outOfOrder <= s.packetsReceived);
    BW_FUZZ_CHECK(s.jitterUs >= 0);
    (void)receiver.drained(arrivalUs, 0, 1000);
    return 0;
}

} // namespace bw::fuzz
