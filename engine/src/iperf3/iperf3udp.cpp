// SPDX-License-Identifier: MIT
#include "iperf3/iperf3udp.h"

#include "net/bigendian.h"

#include <algorithm>
#include <chrono>

namespace bw::engine::iperf3 {

namespace iperf3udp {

bool isReply(const std::uint8_t* data, std::size_t bytes)
{
    if (bytes != 4) return false;
    if (std::equal(kReply.begin(), kReply.end(), data)) return true;
    // 987654321 = 0x3ade68b1 in either byte order (a pre-3.17 server writes its host order).
    const std::uint32_t v = net::getU32(data);
    return v == 0x3ade68b1u || v == 0xb168de3au;
}

void writeHeader(std::uint8_t* out, std::int64_t sentUs, std::uint64_t sequence, bool counters64)
{
    net::putU32(out, std::uint32_t(sentUs / 1'000'000));
    net::putU32(out + 4, std::uint32_t(sentUs % 1'000'000));
    if (counters64)
        net::putU64(out + 8, sequence);
    else
        net::putU32(out + 8, std::uint32_t(sequence));
}

bool readHeader(const std::uint8_t* data, std::size_t bytes, bool counters64, std::int64_t& sentUs,
                std::uint64_t& sequence)
{
    if (bytes < (counters64 ? kHeaderBytes64 : kHeaderBytes32)) return false;
    sentUs = std::int64_t(net::getU32(data)) * 1'000'000 + std::int64_t(net::getU32(data + 4));
    sequence = counters64 ? net::getU64(data + 8) : net::getU32(data + 8);
    return true;
}

std::int64_t nowUs()
{
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace iperf3udp

} // namespace bw::engine::iperf3
