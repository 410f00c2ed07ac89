// SPDX-License-Identifier: MIT
#include "iperf3/iperf3messages.h"

#include "net/bigendian.h"
#include "report/jsonnum.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <utility>

namespace bw::engine::iperf3 {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

// 3.12/3.13 print every integer through an unsigned 64-bit format, so -1 arrives as 2^64-1:
// integers >= 2^63 are two's-complement negatives. Whole floats ("1e+10") are integers too
// (jsonnum.h); fractions, booleans and strings are not.
std::optional<std::int64_t> asInt(const json& v, bool* sawUnsignedNegative = nullptr,
                                  report::jsonnum::Bad* why = nullptr)
{
    report::jsonnum::Bad bad = report::jsonnum::Bad::None;
    const auto w = report::jsonnum::whole(v, bad);
    if (why) *why = bad;
    if (!w) return std::nullopt;
    if (!w->negative && w->magnitude > std::uint64_t(std::numeric_limits<std::int64_t>::max())) {
        if (sawUnsignedNegative) *sawUnsignedNegative = true;
        return static_cast<std::int64_t>(w->magnitude);
    }
    return report::jsonnum::narrow<std::int64_t>(*w);
}

std::optional<double> asDouble(const json& v)
{
    if (!v.is_number()) return std::nullopt;
    double d = v.get<double>();
    return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

double finite(double d)
{
    return std::isfinite(d) ? d : 0.0;
}

// Reads an optional integer key within [lo, hi]. Absent: the default. A wrong type is a
// malformed request; a value out of range is reported with the key's own error code.
struct IntReader
{
    const json& obj;
    std::optional<ErrorCode> error;
    std::string why;

    std::int64_t get(const char* key, std::int64_t dflt, std::int64_t lo, std::int64_t hi,
                     ErrorCode code)
    {
        if (error) return dflt;
        auto it = obj.find(key);
        if (it == obj.end()) return dflt;
        report::jsonnum::Bad bad = report::jsonnum::Bad::None;
        auto v = asInt(*it, nullptr, &bad);
        if (!v) {
            error = IeRecvParams;
            why = std::string("parameter '") + key +
                  (bad == report::jsonnum::Bad::Fraction ? "' is not a whole number"
                                                         : "' is not a number");
            return dflt;
        }
        if (*v < lo || *v > hi) {
            error = code;
            why = std::string("parameter '") + key + "' = " + std::to_string(*v) +
                  " is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")";
            return dflt;
        }
        return *v;
    }
};

std::optional<std::string> optString(const json& obj, const char* key, std::size_t maxLen,
                                     bool& bad)
{
    auto it = obj.find(key);
    if (it == obj.end()) return std::nullopt;
    if (!it->is_string() || it->get_ref<const std::string&>().size() > maxLen) {
        bad = true;
        return std::nullopt;
    }
    return it->get<std::string>();
}

} // namespace

std::string stateName(unsigned char state)
{
    static constexpr std::pair<unsigned char, const char*> kNames[] = {
        {TestStart, "TEST_START"},
        {TestRunning, "TEST_RUNNING"},
        {TestEnd, "TEST_END"},
        {ParamExchange, "PARAM_EXCHANGE"},
        {CreateStreams, "CREATE_STREAMS"},
        {ServerTerminate, "SERVER_TERMINATE"},
        {ClientTerminate, "CLIENT_TERMINATE"},
        {ExchangeResults, "EXCHANGE_RESULTS"},
        {DisplayResults, "DISPLAY_RESULTS"},
        {15, "IPERF_START"},
        {IperfDone, "IPERF_DONE"},
        {ServerError, "SERVER_ERROR"},
        {AccessDenied, "ACCESS_DENIED"},
    };
    for (const auto& [value, name] : kNames)
        if (value == state) return std::string(name) + " (" + std::to_string(state) + ")";
    return std::to_string(state) + " (no iperf3 state)";
}

std::string describeError(std::int32_t code, std::int32_t sysErrno)
{
    struct Known
    {
        std::int32_t code;
        const char* text;
    };
    static constexpr Known kKnown[] = {
        {IeDuration, "test duration out of the server's range"},
        {IeNumStreams, "number of parallel streams out of the server's range"},
        {IeBlockSize, "block size (-l) out of range"},
        {IeBufSize, "socket buffer size (-w) out of range"},
        {IeMss, "MSS out of range"},
        {IeOmit, "bogus value for --omit"},
        {IeUnimp, "a requested feature is not implemented by the server"},
        {IeUdpBlockSize, "UDP block size (-l) out of range"},
        {IeTotalRate, "requested rate is above the server's limit"},
        {37, "test duration exceeds the server's maximum"},
        {IeMessage, "the server got an unexpected message"},
        {IeRecvParams, "the server could not use the test parameters"},
        {IeRecvResults, "the server could not read the results"},
        {IeClientTerm, "the client terminated"},
        {IeServerTerm, "the server terminated"},
        {IeAccessDenied, "the server is busy running a test"},
        {124, "the server cannot set the socket buffer size (-w)"},
        {IeProtocol, "protocol not supported by the server"},
        {141, "the server cannot set the socket buffer size (-w)"},
        {IeNoMsg, "the server got no message in time"},
        {160, "the server's maximum test duration expired"},
        {202, "the server cannot start the stream listener"},
        {IeStreamAccept, "the server did not get every data connection"},
    };
    std::string text = "iperf3 server error " + std::to_string(code);
    for (const auto& k : kKnown)
        if (k.code == code) text = k.text;
    if (sysErrno > 0) text += " (" + std::generic_category().message(sysErrno) + ")";
    return text;
}

std::string encodeParams(const Params& p)
{
    ordered_json j;
    j[p.protocol == Protocol::Udp ? "udp" : "tcp"] = true;
    j["omit"] = p.omitSeconds;
    j["time"] = p.timeSeconds;
    j["num"] = p.bytes;
    j["blockcount"] = p.blocks;
    if (p.mssBytes) j["MSS"] = p.mssBytes;
    if (p.noDelay) j["nodelay"] = true;
    j["parallel"] = p.parallel;
    if (p.reverse) j["reverse"] = true;
    if (p.bidirectional) j["bidirectional"] = true;
    if (p.windowBytes) j["window"] = p.windowBytes;
    if (p.lenBytes) j["len"] = p.lenBytes;
    if (p.bandwidthBitsPerSecond) j["bandwidth"] = p.bandwidthBitsPerSecond;
    j["pacing_timer"] = 1000;
    if (!p.congestion.empty()) j["congestion"] = p.congestion;
    if (p.getServerOutput) j["get_server_output"] = 1;
    if (p.udpCounters64) j["udp_counters_64bit"] = 1;
    j["client_version"] = p.clientVersion;
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<ErrorCode> parseParams(const std::string& text, Params& out, std::string& why)
{
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        why = "the parameters are not a JSON object";
        return IeRecvParams;
    }
    // Flags count by presence, whatever their value: that is how every iperf3 server reads them.
    auto has = [&j](const char* key) { return j.contains(key); };
    if (has("sctp") || (has("tcp") && has("udp"))) {
        why = has("sctp") ? "SCTP is not supported" : "both TCP and UDP requested";
        return IeProtocol;
    }
    out = Params{};
    out.protocol = has("udp") ? Protocol::Udp : Protocol::Tcp;
    const bool udp = out.protocol == Protocol::Udp;
    IntReader r{j, std::nullopt, {}};
    constexpr std::int64_t kMax63 = std::numeric_limits<std::int64_t>::max();
    out.omitSeconds = int(r.get("omit", 0, 0, 600, IeOmit));
    out.timeSeconds = int(r.get("time", 10, 0, 86'400, IeDuration));
    out.bytes = std::uint64_t(r.get("num", 0, 0, kMax63, IeRecvParams));
    out.blocks = std::uint64_t(r.get("blockcount", 0, 0, kMax63, IeRecvParams));
    out.parallel = int(r.get("parallel", 1, 1, kMaxIperf3Streams, IeNumStreams));
    out.mssBytes = int(r.get("MSS", 0, 0, 65'535, IeMss));
    out.windowBytes = std::uint32_t(r.get("window", 0, 0, 512ll << 20, IeBufSize));
    out.lenBytes = udp ? std::uint32_t(r.get("len", 0, kMinUdpLen, kMaxUdpLen, IeUdpBlockSize))
                       : std::uint32_t(r.get("len", 0, 1, 16ll << 20, IeBlockSize));
    out.bandwidthBitsPerSecond = std::uint64_t(r.get("bandwidth", 0, 0, kMax63, IeRecvParams));
    if (r.error) {
        why = r.why;
        return r.error;
    }
    if (out.mssBytes != 0 && out.mssBytes < 88) {
        why = "MSS " + std::to_string(out.mssBytes) + " is below 88 bytes";
        return IeMss;
    }
    bool bad = false;
    out.congestion = optString(j, "congestion", 15, bad).value_or("");
    out.clientVersion = optString(j, "client_version", 64, bad).value_or("");
    if (bad) {
        why = "parameter 'congestion' or 'client_version' is not a short string";
        return IeRecvParams;
    }
    out.reverse = has("reverse");
    out.bidirectional = has("bidirectional");
    out.noDelay = has("nodelay");
    out.getServerOutput = has("get_server_output");
    out.udpCounters64 = has("udp_counters_64bit");
    return std::nullopt;
}

Direction streamDirection(const Params& p, int index)
{
    if (p.bidirectional) return index < p.parallel ? Direction::Upload : Direction::Download;
    return p.reverse ? Direction::Download : Direction::Upload;
}

Results resultsFor(const std::vector<StreamFigures>& figures, double seconds, Protocol protocol)
{
    Results r;
    bool anySender = false, senderInfo = false;
    for (const auto& f : figures) {
        anySender = anySender || f.sender;
        senderInfo = senderInfo || (f.sender && f.wire.retransmits >= 0);
        r.streams.push_back(f.wire);
        r.streams.back().startTime = 0;
        r.streams.back().endTime = seconds;
    }
    r.senderHasRetransmits = !anySender ? -1 : (protocol == Protocol::Tcp && senderInfo) ? 1 : 0;
    return r;
}

std::string encodeResults(const Results& r)
{
    ordered_json j;
    j["cpu_util_total"] = finite(r.cpuTotalPct);
    j["cpu_util_user"] = finite(r.cpuUserPct);
    j["cpu_util_system"] = finite(r.cpuSystemPct);
    j["sender_has_retransmits"] = r.senderHasRetransmits;
    if (!r.congestionUsed.empty()) j["congestion_used"] = r.congestionUsed;
    if (r.serverOutputText) j["server_output_text"] = *r.serverOutputText;
    ordered_json streams = ordered_json::array();
    for (const auto& s : r.streams) {
        // omitted_errors / omitted_packets always go out: without them a 3.14+ client that
        // receives UDP prints its sender line as 0/0.
        streams.push_back(ordered_json{{"id", s.id},
                                       {"bytes", s.bytes},
                                       {"retransmits", s.retransmits},
                                       {"jitter", finite(s.jitterSeconds)},
                                       {"errors", s.errors},
                                       {"omitted_errors", s.omittedErrors},
                                       {"packets", s.packets},
                                       {"omitted_packets", s.omittedPackets},
                                       {"start_time", finite(s.startTime)},
                                       {"end_time", finite(s.endTime)}});
    }
    j["streams"] = std::move(streams);
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

namespace {
bool parseStream(const json& js, StreamResult& s, bool& sawUnsigned, std::string& why)
{
    if (!js.is_object()) {
        why = "a stream entry is not an object";
        return false;
    }
    auto need = [&](const char* key) -> std::optional<std::int64_t> {
        auto it = js.find(key);
        if (it == js.end()) return std::nullopt;
        return asInt(*it, &sawUnsigned);
    };
    auto id = need("id"), bytes = need("bytes"), retr = need("retransmits"),
         errors = need("errors"), packets = need("packets");
    auto jit = js.contains("jitter") ? asDouble(js["jitter"]) : std::nullopt;
    if (!id || !bytes || !retr || !errors || !packets || !jit) {
        why = "a stream entry lacks id, bytes, retransmits, jitter, errors or packets";
        return false;
    }
    s.id = int(*id);
    s.bytes = std::uint64_t(*bytes);
    s.retransmits = *retr;
    s.jitterSeconds = *jit;
    s.errors = *errors;
    s.packets = *packets;
    s.omittedErrors = need("omitted_errors").value_or(0);
    s.omittedPackets = need("omitted_packets").value_or(0);
    if (js.contains("start_time")) s.startTime = asDouble(js["start_time"]).value_or(0);
    if (js.contains("end_time")) s.endTime = asDouble(js["end_time"]).value_or(0);
    return true;
}
} // namespace

bool parseResults(const std::string& text, Results& out, std::string& why)
{
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        why = "the results are not a JSON object";
        return false;
    }
    out = Results{};
    auto total = j.contains("cpu_util_total") ? asDouble(j["cpu_util_total"]) : std::nullopt;
    auto user = j.contains("cpu_util_user") ? asDouble(j["cpu_util_user"]) : std::nullopt;
    auto system = j.contains("cpu_util_system") ? asDouble(j["cpu_util_system"]) : std::nullopt;
    auto shr = j.contains("sender_has_retransmits")
                   ? asInt(j["sender_has_retransmits"], &out.sawUnsignedMinusOne)
                   : std::nullopt;
    auto streams = j.find("streams");
    if (!total || !user || !system || !shr || streams == j.end() || !streams->is_array()) {
        why = "the results lack the CPU figures, sender_has_retransmits or streams";
        return false;
    }
    if (streams->size() > 4 * std::size_t(kMaxIperf3Streams)) {
        why = "the results list too many streams";
        return false;
    }
    out.cpuTotalPct = *total;
    out.cpuUserPct = *user;
    out.cpuSystemPct = *system;
    out.senderHasRetransmits = int(*shr);
    if (auto it = j.find("congestion_used"); it != j.end() && it->is_string())
        out.congestionUsed = it->get<std::string>();
    if (auto it = j.find("server_output_text"); it != j.end() && it->is_string())
        out.serverOutputText = it->get<std::string>();
    for (const auto& js : *streams) {
        StreamResult s;
        if (!parseStream(js, s, out.sawUnsignedMinusOne, why)) return false;
        out.sawOmittedFields = out.sawOmittedFields || js.contains("omitted_errors");
        out.streams.push_back(s);
    }
    return true;
}

JsonIo readJson(net::Socket& s, std::string& text, std::uint32_t maxBytes,
                net::Clock::time_point deadline, std::stop_token stop, std::uint32_t* announced)
{
    auto map = [](std::error_code ec, bool eof) {
        if (eof) return JsonIo::Closed;
        if (ec == std::errc::timed_out) return JsonIo::Timeout;
        if (ec == std::errc::operation_canceled) return JsonIo::Cancelled;
        return JsonIo::Error;
    };
    unsigned char head[4];
    bool eof = false;
    if (auto ec = net::readExact(s, head, sizeof head, deadline, stop, &eof)) return map(ec, eof);
    const std::uint32_t length = net::getU32(head);
    if (announced) *announced = length;
    if (length == 0) return JsonIo::Empty;
    if (length > maxBytes) return JsonIo::TooLarge;
    text.assign(length, '\0');
    if (auto ec = net::readExact(s, text.data(), length, deadline, stop, &eof)) return map(ec, eof);
    return JsonIo::Ok;
}

bool writeJson(net::Socket& s, const std::string& text, const std::string& trailer,
               net::Clock::time_point deadline, std::stop_token stop)
{
    std::string out(4, '\0');
    net::putU32(reinterpret_cast<unsigned char*>(out.data()), std::uint32_t(text.size()));
    out += text;
    out += trailer;
    return !net::writeAll(s, out.data(), out.size(), deadline, stop);
}

std::string describe(JsonIo r, std::uint32_t announced, std::uint32_t maxBytes)
{
    switch (r) {
    case JsonIo::Ok:
        return "ok";
    case JsonIo::Timeout:
        return "timed out waiting for the peer";
    case JsonIo::Closed:
        return "the peer closed the connection";
    case JsonIo::TooLarge:
        return "a JSON length of " + std::to_string(announced) + " bytes exceeds the limit of " +
               std::to_string(maxBytes);
    case JsonIo::Empty:
        return "an empty JSON message";
    case JsonIo::Cancelled:
        return "cancelled";
    case JsonIo::Error:
        break;
    }
    return "connection error";
}

std::string serverErrorBytes(ErrorCode code, std::int32_t sysErrno)
{
    std::string out(9, '\0');
    out[0] = char(ServerError);
    net::putU32(reinterpret_cast<unsigned char*>(out.data() + 1), std::uint32_t(code));
    net::putU32(reinterpret_cast<unsigned char*>(out.data() + 5), std::uint32_t(sysErrno));
    return out;
}

} // namespace bw::engine::iperf3
