// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace bw::engine {

// Upload: the client sends, the server receives. Download: the server sends.
enum class Direction : std::uint8_t
{
    Upload,
    Download
};

// How a test uses the two directions.
enum class TestMode : std::uint8_t
{
    Upload,        // client -> server
    Download,      // server -> client (the client still opens every connection)
    Bidirectional, // both at once, on separate streams
    BothWays,      // upload, then download: one command, one report
};

enum class Protocol : std::uint8_t
{
    Tcp,
    Udp
};
enum class IpFamily : std::uint8_t
{
    Any,
    V4,
    V6
};

// Which dialect a client speaks to a server.
enum class Dialect : std::uint8_t
{
    Auto,
    Native,
    Iperf3,
    // A console's remote-control connection to an endpoint (docs/remote-control.md): what a
    // server tells from a connection's cookie, never a test's dialect.
    Remote
};

std::string_view toString(Direction d);
std::string_view toString(TestMode m);
std::string_view toString(Protocol p);
std::string_view toString(IpFamily f);
bool parseTestMode(std::string_view s, TestMode& out);
bool parseDirection(std::string_view s, Direction& out);

std::string_view engineVersion();

// Native control-protocol version this build speaks, and the oldest it still accepts.
// 2: native UDP datagrams carry the session's token, and the client also sends its own
// "interval" figures to the server during the test (a version-1 server reads and ignores them),
// so the serving machine can show the client's CPU.
inline constexpr int kProtocolVersion = 2;
inline constexpr int kMinProtocolVersion = 1;
// UDP tests need both ends at 2 or newer: version 2's datagrams carry the session's token.
inline constexpr int kMinUdpProtocolVersion = 2;
inline constexpr std::uint16_t kDefaultPort = 5201;

} // namespace bw::engine
