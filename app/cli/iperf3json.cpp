// SPDX-License-Identifier: MIT
#include "iperf3json.h"

#include "benchwire/report.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

#ifndef _WIN32
#include <sys/utsname.h>
#endif

namespace bw::cli {

using namespace bw::engine;
using Json = nlohmann::ordered_json; // iperf3's key order, for a reader comparing by eye

namespace {

// cJSON (iperf3) keeps every number as a double and writes a whole one as an integer ("start":
// 0, "omit": 0); a script that checks types sees the same here.
Json num(double v)
{
    if (std::isfinite(v) && v == std::trunc(v) && std::fabs(v) < 9007199254740992.0)
        return std::int64_t(v);
    return v;
}

Json secondsOf(std::int64_t us)
{
    return num(double(us) / 1e6);
}

// The client sends in an upload and in the forward half of --bidir.
bool clientSends(Direction d)
{
    return d == Direction::Upload;
}

// "2026-12-06T06:27:49Z" as a time_t; 0 when it does not parse.
std::time_t parseUtc(const std::string& iso)
{
    std::tm tm{};
    if (std::sscanf(iso.c_str(), "%d-%d-%dT%d:%d:%d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                    &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
        return 0;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
#ifdef _WIN32
    return _mkgmtime(&tm);
#else
    return timegm(&tm);
#endif
}

// iperf3's system_info: uname's five fields, joined as iperf3 joins them; left out on Windows.
void addSystemInfo(Json& start)
{
#ifndef _WIN32
    utsname u{};
    if (uname(&u) == 0)
        start["system_info"] = std::string(u.sysname) + " " + u.nodename + " " + u.release + " " +
                               u.version + " " + u.machine;
#else
    (void)start;
#endif
}

void addTimestamp(Json& start, const std::string& startedAtUtc)
{
    std::time_t t = startedAtUtc.empty() ? std::time(nullptr) : parseUtc(startedAtUtc);
    if (t <= 0) return;
    std::tm tm{};
#ifdef _WIN32
    gmtime_s(&tm, &t);
#else
    gmtime_r(&t, &tm);
#endif
    char text[64];
    std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    start["timestamp"] = {{"time", text}, {"timesecs", std::int64_t(t)}};
}

std::uint64_t targetBitrate(const TestConfig& c)
{
    if (c.rateBitsPerSecond) return c.rateBitsPerSecond;
    return c.protocol == Protocol::Udp ? kDefaultUdpRateBitsPerSecond : 0;
}

Json testStart(const TestConfig& c, std::uint32_t datagramBytes)
{
    const bool udp = c.protocol == Protocol::Udp;
    const std::uint32_t blockBytes =
        udp ? (c.datagramBytes ? c.datagramBytes : datagramBytes) : c.bufferBytes;
    Json t{{"protocol", udp ? "UDP" : "TCP"}, {"num_streams", c.streams}};
    if (blockBytes) t["blksize"] = blockBytes; // path-MTU-sized datagrams: known after the run
    t["omit"] = num(double(c.warmupMs) / 1000.0);
    t["duration"] = num(double(c.durationMs) / 1000.0);
    t["bytes"] = 0;  // Benchwire has no -n: no byte limit, written as iperf3 writes it
    t["blocks"] = 0; // nor -k
    t["reverse"] = c.mode == TestMode::Download ? 1 : 0;
    t["tos"] = 0; // Benchwire sets no TOS (iperf3's -S)
    if (auto rate = targetBitrate(c)) t["target_bitrate"] = rate;
    return t;
}

// start: what iperf3 knows before the first byte. The data streams' sockets and ports, the
// cookie and the control socket's MSS are not in Benchwire's result: left out.
Json startOf(const TestConfig& c, const std::string& startedAtUtc, const AppliedSettings* local,
             std::uint32_t datagramBytes)
{
    Json s;
    s["version"] = "benchwire " + std::string(engineVersion());
    addSystemInfo(s);
    addTimestamp(s, startedAtUtc);
    s["connecting_to"] = {{"host", c.host}, {"port", c.port}};
    if (local && c.protocol == Protocol::Tcp && c.mssBytes) s["tcp_mss"] = c.mssBytes;
    if (local && c.protocol == Protocol::Tcp && !c.mssBytes && local->mssBytes > 0)
        s["tcp_mss_default"] = local->mssBytes;
    if (auto rate = targetBitrate(c)) s["target_bitrate"] = rate;
    s["sock_bufsize"] = c.socketBufferBytes;
    if (local && local->sendBufferBytes) s["sndbuf_actual"] = local->sendBufferBytes;
    if (local && local->receiveBufferBytes) s["rcvbuf_actual"] = local->receiveBufferBytes;
    s["test_start"] = testStart(c, datagramBytes);
    return s;
}

// One direction in one interval, as the client saw it: what it sent, or what it received.
Json intervalSum(const IntervalSample& s, const DirectionSample& d, bool withTcpInfo)
{
    const bool sender = clientSends(d.direction);
    Json j{{"start", secondsOf(s.startUs)},
           {"end", secondsOf(s.endUs)},
           {"seconds", num(s.durationSeconds())},
           {"bytes", sender ? d.senderBytes : d.receiverBytes},
           {"bits_per_second", num(sender ? d.senderBitsPerSecond : d.receiverBitsPerSecond)}};
    if (sender && d.tcp.valid) j["retransmits"] = d.tcp.retransmits;
    if (sender && d.tcp.valid && withTcpInfo) {
        j["snd_cwnd"] = d.tcp.cwndBytes;
        j["rtt"] = d.tcp.rttUs;
        j["rttvar"] = d.tcp.rttVarUs;
    }
    if (d.udp.valid && sender) j["packets"] = d.udp.packetsSent;
    if (d.udp.valid && !sender) {
        j["jitter_ms"] = num(d.udp.jitterUs / 1000.0);
        j["lost_packets"] = d.udp.packetsLost;
        j["packets"] = d.udp.packetsReceived + d.udp.packetsLost;
        j["lost_percent"] = num(d.udp.lossPct());
    }
    j["omitted"] = s.warmup;
    j["sender"] = sender;
    return j;
}

// With several streams a direction: this end's count of each stream, which is what iperf3's
// client counts for its streams (sent where it sends, received where it receives). Bytes
// only: TCP info and UDP counts are sampled per direction. Empty where the engine counted none.
std::vector<Json> streamsOf(const DirectionSample& d, double seconds, const Json& times)
{
    std::vector<Json> out;
    if (d.perStream.atSender != clientSends(d.direction)) return out;
    for (std::uint64_t bytes : d.perStream.bytes) {
        Json j = times;
        j["bytes"] = bytes;
        j["bits_per_second"] = num(seconds > 0 ? double(bytes) * 8 / seconds : 0.0);
        out.push_back(std::move(j));
    }
    return out;
}

// The sum of the forward direction (the client's -R or not) and, with --bidir, the reverse.
Json intervalOf(const IntervalSample& s, int streams)
{
    Json j{{"streams", Json::array()}};
    const Json times{{"start", secondsOf(s.startUs)},
                     {"end", secondsOf(s.endUs)},
                     {"seconds", num(s.durationSeconds())}};
    for (const auto& d : s.directions) {
        // One stream a direction: the direction's figures are the stream's, TCP info too.
        if (streams == 1) j["streams"].push_back(intervalSum(s, d, true));
        if (streams != 1)
            for (Json& x : streamsOf(d, s.durationSeconds(), times)) {
                x["omitted"] = s.warmup;
                x["sender"] = clientSends(d.direction);
                j["streams"].push_back(std::move(x));
            }
        const bool reverse = s.directions.size() > 1 && !clientSends(d.direction);
        j[reverse ? "sum_bidir_reverse" : "sum"] = intervalSum(s, d, false);
    }
    if (j["streams"].empty()) j.erase("streams");
    return j;
}

Json endSide(const DirectionSummary& d, bool sent)
{
    const double seconds = double(d.durationUs) / 1e6;
    const std::uint64_t bytes = sent ? d.senderBytes : d.receiverBytes;
    Json j{{"start", 0},
           {"end", num(seconds)},
           {"seconds", num(seconds)},
           {"bytes", bytes},
           {"bits_per_second", num(seconds > 0 ? double(bytes) * 8 / seconds : 0.0)}};
    if (sent && d.tcpInfoValid && !d.udp.valid) j["retransmits"] = d.retransmits;
    if (d.udp.valid && sent) j["packets"] = d.udp.packetsSent;
    if (d.udp.valid && !sent) {
        j["jitter_ms"] = num(d.udp.jitterUs.mean / 1000.0);
        j["lost_packets"] = d.udp.packetsLost;
        j["packets"] = d.udp.packetsReceived + d.udp.packetsLost;
        j["lost_percent"] = num(d.udp.lossPct);
    }
    j["sender"] = clientSends(d.direction);
    return j;
}

// iperf3's UDP "sum": the sent bytes and rate beside the receiver's jitter and loss.
Json udpSum(const DirectionSummary& d)
{
    Json j = endSide(d, false);
    j["bytes"] = d.senderBytes;
    j["bits_per_second"] = num(d.senderBitsPerSecond);
    return j;
}

// The sender's per-stream extremes over the measured intervals (one stream: the direction's).
void addRttExtremes(Json& sender, const TestResult& r, const DirectionSummary& d)
{
    std::uint64_t maxCwnd = 0;
    std::uint32_t maxRtt = 0, minRtt = 0;
    bool any = false;
    for (const auto& s : r.intervals)
        for (const auto& x : s.directions)
            if (!s.warmup && s.phase == d.phase && x.direction == d.direction && x.tcp.valid) {
                maxCwnd = std::max(maxCwnd, x.tcp.cwndBytes);
                maxRtt = std::max(maxRtt, x.tcp.rttUs);
                minRtt = any ? std::min(minRtt, x.tcp.rttUs) : x.tcp.rttUs;
                any = true;
            }
    if (!any) return;
    sender["max_snd_cwnd"] = maxCwnd;
    sender["max_rtt"] = maxRtt;
    sender["min_rtt"] = minRtt;
    sender["mean_rtt"] = d.meanRttUs;
}

// end.streams for one stream per direction: the direction's figures are that stream's.
Json endStream(const TestResult& r, const DirectionSummary& d, const Json& sent,
               const Json& received)
{
    if (d.udp.valid) {
        Json udp = udpSum(d);
        udp.erase("sender");
        udp["out_of_order"] = d.udp.outOfOrder;
        udp["sender"] = clientSends(d.direction);
        return {{"udp", udp}};
    }
    Json j;
    if (!sent.is_null()) {
        j["sender"] = sent;
        if (clientSends(d.direction)) addRttExtremes(j["sender"], r, d);
    }
    if (!received.is_null()) j["receiver"] = received;
    return j;
}

// host_total and remote_total are a process's CPU time over the wall time, in percent of one
// core, as iperf3 counts them; Benchwire measures its process in percent of all cores.
// iperf3's user/system split of the process is not measured: left out.
Json cpuOf(const TestResult& r)
{
    Json j = Json::object();
    if (r.localCpu.valid && r.localCpuCount > 0)
        j["host_total"] = num(r.localCpu.processPct * r.localCpuCount);
    if (r.remoteCpu.valid && r.peer.cpuCount > 0)
        j["remote_total"] = num(r.remoteCpu.processPct * r.peer.cpuCount);
    return j;
}

// end.streams with several streams a direction: each stream's count at this end, the sender's
// or the receiver's side only (the peer's per-stream counts are not exchanged).
void addEndStreams(Json& streams, const DirectionSummary& d)
{
    const double seconds = double(d.durationUs) / 1e6;
    const Json times{{"start", 0}, {"end", num(seconds)}, {"seconds", num(seconds)}};
    DirectionSample counts;
    counts.direction = d.direction;
    counts.perStream = d.perStream;
    for (Json& x : streamsOf(counts, seconds, times)) {
        x["sender"] = clientSends(d.direction);
        if (d.udp.valid)
            streams.push_back({{"udp", x}});
        else
            streams.push_back({{d.perStream.atSender ? "sender" : "receiver", x}});
    }
}

Json endOf(const TestResult& r)
{
    Json end{{"streams", Json::array()}};
    for (const auto& d : r.summaries) {
        const std::string suffix =
            r.config.mode == TestMode::Bidirectional && !clientSends(d.direction) ? "_bidir_reverse"
                                                                                  : "";
        const Json sent = d.senderUnknown.empty() ? endSide(d, true) : Json();
        const Json received = d.receiverUnknown.empty() ? endSide(d, false) : Json();
        if (r.config.streams == 1)
            end["streams"].push_back(endStream(r, d, sent, received));
        else
            addEndStreams(end["streams"], d);
        if (d.udp.valid && suffix.empty()) end["sum"] = udpSum(d);
        if (!sent.is_null()) end["sum_sent" + suffix] = sent;
        if (!received.is_null()) end["sum_received" + suffix] = received;
    }
    if (end["streams"].empty()) end.erase("streams");
    end["cpu_utilization_percent"] = cpuOf(r);
    if (r.config.protocol == Protocol::Tcp) {
        const bool up = r.config.mode != TestMode::Download;
        const auto& sender = up ? r.localApplied : r.remoteApplied;
        const auto& receiver = up ? r.remoteApplied : r.localApplied;
        if (!sender.congestion.empty()) end["sender_tcp_congestion"] = sender.congestion;
        if (!receiver.congestion.empty()) end["receiver_tcp_congestion"] = receiver.congestion;
    }
    return end;
}

std::string dump(const Json& j)
{
    return j.dump(1, '\t', false, Json::error_handler_t::replace); // iperf3 indents by tabs
}

} // namespace

std::string resultToIperf3Json(const TestResult& r)
{
    std::uint32_t datagramBytes = 0;
    for (const auto& d : r.summaries)
        if (d.udp.valid) datagramBytes = d.udp.datagramBytes;
    Json doc;
    doc["start"] = startOf(r.config, r.startedAtUtc, &r.localApplied, datagramBytes);
    doc["intervals"] = Json::array();
    for (const auto& s : r.intervals)
        doc["intervals"].push_back(intervalOf(s, r.config.streams));
    doc["end"] = endOf(r);
    if (!r.failure.empty()) doc["error"] = r.failure;
    doc["benchwire"] = Json::parse(resultToJson(r, -1));
    return dump(doc);
}

std::string errorToIperf3Json(const Error& error, const TestConfig& config)
{
    Json doc;
    doc["start"] = startOf(config, {}, nullptr, 0);
    doc["intervals"] = Json::array();
    doc["end"] = Json::object();
    doc["error"] = error.describe();
    doc["benchwire"] = Json::parse(errorToJson(error, config, -1));
    return dump(doc);
}

} // namespace bw::cli
