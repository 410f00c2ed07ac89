// SPDX-License-Identifier: MIT
#include "flow/udpwire.h"

#include "net/bigendian.h"

#include <chrono>
#include <cstring>

namespace bw::engine::flow::udpwire {

namespace {
constexpr std::uint8_t kVersion = 2;

void head(std::uint8_t* p, Kind kind, std::uint32_t stream)
{
    p[0] = 'B';
    p[1] = 'W';
    p[2] = kVersion;
    p[3] = std::uint8_t(kind);
    net::putU32(p + 4, stream);
}
} // namespace

Parsed parse(const std::uint8_t* data, std::size_t bytes)
{
    Parsed out;
    if (bytes < 8 || data[0] != 'B' || data[1] != 'W' || data[2] != kVersion) return out;
    const auto kind = Kind(data[3]);
    out.stream = net::getU32(data + 4);
    switch (kind) {
    case Kind::Data:
    case Kind::End:
        if (bytes < kDataHeaderBytes) return out;
        out.token = net::getU64(data + 8);
        out.sequence = net::getU64(data + 16);
        out.sentUs = std::int64_t(net::getU64(data + 24));
        break;
    case Kind::Hello:
        if (bytes < kHelloBytes) return out;
        out.cookie = reinterpret_cast<const char*>(data + 8);
        break;
    case Kind::Ack:
        if (bytes < kAckBytes) return out;
        out.token = net::getU64(data + 8);
        break;
    default:
        return out;
    }
    out.kind = kind;
    return out;
}

std::uint64_t sessionToken(std::span<const char, 37> cookie)
{
    std::uint64_t h = 0xcbf29ce484222325u; // FNV-1a: the cookie's randomness is the secret
    for (char c : cookie)
        h = (h ^ std::uint8_t(c)) * 0x100000001b3u;
    return h;
}

void writeData(std::uint8_t* out, std::uint32_t stream, std::uint64_t token, std::uint64_t sequence,
               std::int64_t sentUs)
{
    head(out, Kind::Data, stream);
    net::putU64(out + 8, token);
    net::putU64(out + 16, sequence);
    net::putU64(out + 24, std::uint64_t(sentUs));
}

std::array<std::uint8_t, kHelloBytes> hello(std::uint32_t stream, std::span<const char, 37> cookie)
{
    std::array<std::uint8_t, kHelloBytes> out{};
    head(out.data(), Kind::Hello, stream);
    std::memcpy(out.data() + 8, cookie.data(), cookie.size());
    return out;
}

std::array<std::uint8_t, kAckBytes> ack(std::uint32_t stream, std::uint64_t token)
{
    std::array<std::uint8_t, kAckBytes> out{};
    head(out.data(), Kind::Ack, stream);
    net::putU64(out.data() + 8, token);
    return out;
}

std::array<std::uint8_t, kEndBytes> end(std::uint32_t stream, std::uint64_t token,
                                        std::uint64_t sent, std::int64_t sentUs)
{
    std::array<std::uint8_t, kEndBytes> out{};
    head(out.data(), Kind::End, stream);
    net::putU64(out.data() + 8, token);
    net::putU64(out.data() + 16, sent);
    net::putU64(out.data() + 24, std::uint64_t(sentUs));
    return out;
}

std::int64_t nowUs()
{
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace bw::engine::flow::udpwire
