// SPDX-License-Identifier: MIT
// The iperf3 dialect's control messages (docs/iperf3-protocol.md §2, §3, §5):
// one-byte states, the parameter object (client -> server) and the results objects (both ways),
// each JSON framed as a 4-byte big-endian length + text. Pure functions: no I/O except
// readJson/writeJson, which move one framed object with a deadline.
#pragma once

#include "benchwire/types.h"
#include "net/netio.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace bw::engine::iperf3 {

// State bytes. SERVER_ERROR and ACCESS_DENIED are -2 / -1 as signed chars on the wire.
enum State : unsigned char
{
    TestStart = 1,
    TestRunning = 2,
    TestEnd = 4,
    ParamExchange = 9,
    CreateStreams = 10,
    ServerTerminate = 11,
    ClientTerminate = 12,
    ExchangeResults = 13,
    DisplayResults = 14,
    IperfDone = 16,
    ServerError = 0xfe,
    AccessDenied = 0xff,
};

// i_errno values sent after SERVER_ERROR. The enum is stable across iperf3 versions (new codes
// are only appended), so every client prints its own text for these.
enum ErrorCode : std::int32_t
{
    IeDuration = 5,
    IeNumStreams = 6,
    IeBlockSize = 7,
    IeBufSize = 8,
    IeMss = 10,
    IeOmit = 12,
    IeUnimp = 13,
    IeUdpBlockSize = 20,
    IeTotalRate = 27,
    IeMessage = 110,
    IeRecvParams = 114,
    IeRecvResults = 117,
    IeClientTerm = 119,
    IeServerTerm = 120,
    IeAccessDenied = 121,
    IeProtocol = 131,
    IeNoMsg = 144,
    IeStreamAccept = 204,
    IeStreamId = 208,
};

inline constexpr std::uint32_t kMaxParamsBytes = 8 * 1024;     // what 3.18+ servers accept
inline constexpr std::uint32_t kMaxResultsBytes = 1024 * 1024; // 128 + 128 streams fit easily
inline constexpr int kMaxIperf3Streams = 128; // per direction, post-3.21 bound (ours: kMaxStreams)
inline constexpr std::uint32_t kDefaultTcpLen = 128 * 1024;
inline constexpr std::uint32_t kDefaultUdpLen = 1460; // iperf3: the control connection's MSS
inline constexpr std::uint32_t kMinUdpLen = 16;
inline constexpr std::uint32_t kMaxUdpLen = 65507;
inline constexpr std::uint64_t kDefaultUdpRate = 1024 * 1024; // bits/s, iperf3's UDP default

// iperf3 numbers its streams 1, 3, 4, 5, ... in creation order (index 0-based).
inline int streamId(int index)
{
    return index == 0 ? 1 : index + 2;
}

// A state byte as iperf3's source names it, with its number: "CREATE_STREAMS (10)"; a byte
// that is no iperf3 state reads "37 (no iperf3 state)".
std::string stateName(unsigned char state);

// English text for a SERVER_ERROR's i_errno (and the peer's errno, when not 0).
std::string describeError(std::int32_t code, std::int32_t sysErrno);

struct Params
{
    Protocol protocol = Protocol::Tcp;
    int omitSeconds = 0;
    int timeSeconds = 0;      // 0 when the client ends by bytes (-n) or blocks (-k)
    std::uint64_t bytes = 0;  // -n
    std::uint64_t blocks = 0; // -k
    int parallel = 1;         // per direction
    bool reverse = false;
    bool bidirectional = false;
    bool noDelay = false;
    int mssBytes = 0;
    std::uint32_t windowBytes = 0;
    std::uint32_t lenBytes = 0;               // 0: not sent (the server picks the default)
    std::uint64_t bandwidthBitsPerSecond = 0; // 0: absent (unlimited; UDP senders default it)
    std::string congestion;
    bool getServerOutput = false;
    bool udpCounters64 = false;
    std::string clientVersion;
};

// Emits flag keys only when set (servers test presence, not value).
std::string encodeParams(const Params& p);

// Parses a client's parameter object and checks it against the protocol's own ranges (those of
// post-3.21 servers). On failure returns the i_errno to send with SERVER_ERROR and sets why
// (English). The server's configured limits are checked by the session afterwards.
std::optional<ErrorCode> parseParams(const std::string& text, Params& out, std::string& why);

// Which way stream `index` (creation order) moves data: in --bidir the client creates its
// sending streams first.
Direction streamDirection(const Params& p, int index);

struct StreamResult
{
    int id = 0;
    std::uint64_t bytes = 0;
    std::int64_t retransmits = -1;
    double jitterSeconds = 0;
    std::int64_t errors = 0;
    std::int64_t omittedErrors = 0;
    std::int64_t packets = 0;
    std::int64_t omittedPackets = 0;
    double startTime = 0;
    double endTime = 0;
};

// What one side measured on one of its streams, in iperf3's terms (after the omit period).
struct StreamFigures
{
    bool sender = false;
    Direction direction = Direction::Upload;
    StreamResult wire; // retransmits: sending TCP streams with TCP info, else -1
};

struct Results
{
    double cpuTotalPct = 0; // the process's CPU, percent of one core (iperf3's meaning)
    double cpuUserPct = 0;
    double cpuSystemPct = 0;
    int senderHasRetransmits = -1; // -1 only receives, 1 TCP sender with TCP info, else 0
    std::string congestionUsed;
    std::optional<std::string> serverOutputText;
    std::vector<StreamResult> streams;
    bool sawUnsignedMinusOne = false; // the peer printed -1 as 2^64-1 (iperf3 3.12/3.13)
    bool sawOmittedFields = false;    // the peer sent omitted_errors (iperf3 3.14+)
};

// One side's results object: its streams (end_time = seconds) and sender_has_retransmits.
// The CPU figures are left for the caller.
Results resultsFor(const std::vector<StreamFigures>& figures, double seconds, Protocol protocol);
std::string encodeResults(const Results& r);
bool parseResults(const std::string& text, Results& out, std::string& why);

// One length-prefixed JSON object; a length above maxBytes is refused before reading on.
enum class JsonIo
{
    Ok,
    Timeout,
    Closed,
    TooLarge,
    Empty,
    Cancelled,
    Error
};
JsonIo readJson(net::Socket& s, std::string& text, std::uint32_t maxBytes,
                net::Clock::time_point deadline, std::stop_token stop = {},
                std::uint32_t* announced = nullptr);
// Sends prefix + text + the optional trailing state bytes in one write.
bool writeJson(net::Socket& s, const std::string& text, const std::string& trailer,
               net::Clock::time_point deadline, std::stop_token stop = {});
std::string describe(JsonIo r, std::uint32_t announced, std::uint32_t maxBytes);

// SERVER_ERROR frame: 0xfe + int32 i_errno + int32 errno (both big-endian).
std::string serverErrorBytes(ErrorCode code, std::int32_t sysErrno = 0);

} // namespace bw::engine::iperf3
