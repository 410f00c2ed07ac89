// SPDX-License-Identifier: MIT
#include "cliprinter.h"

#include "benchwire/report.h"
#include "endless.h"
#include "iperf3json.h"
#include "latencycli.h"
#include "udpprinter.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ctime>
#include <string_view>

namespace bw::cli {

using namespace bw::engine;

namespace {
char g_rateFormat = 'a'; // -f: 'a' picks the unit by size
} // namespace

bool setRateFormat(char unit)
{
    if (std::string_view("akmgKMG").find(unit) == std::string_view::npos) return false;
    g_rateFormat = unit;
    return true;
}

std::string formatBits(double bps)
{
    char buf[32];
    switch (g_rateFormat) {
    case 'k':
        std::snprintf(buf, sizeof buf, "%.1f kbit/s", bps / 1e3);
        return buf;
    case 'm':
        std::snprintf(buf, sizeof buf, "%.1f Mbit/s", bps / 1e6);
        return buf;
    case 'g':
        std::snprintf(buf, sizeof buf, "%.2f Gbit/s", bps / 1e9);
        return buf;
    // Bytes per second in binary multiples, as iperf3 prints them.
    case 'K':
        std::snprintf(buf, sizeof buf, "%.1f KByte/s", bps / 8 / 1024);
        return buf;
    case 'M':
        std::snprintf(buf, sizeof buf, "%.1f MByte/s", bps / 8 / 1048576);
        return buf;
    case 'G':
        std::snprintf(buf, sizeof buf, "%.2f GByte/s", bps / 8 / 1073741824);
        return buf;
    default:
        break;
    }
    if (bps >= 1e9)
        std::snprintf(buf, sizeof buf, "%.2f Gbit/s", bps / 1e9);
    else if (bps >= 1e6)
        std::snprintf(buf, sizeof buf, "%.1f Mbit/s", bps / 1e6);
    else
        std::snprintf(buf, sizeof buf, "%.1f kbit/s", bps / 1e3);
    return buf;
}

std::string formatBytes(std::uint64_t bytes)
{
    char buf[32];
    double b = double(bytes);
    if (b >= 1024.0 * 1024 * 1024)
        std::snprintf(buf, sizeof buf, "%.2f GiB", b / (1024.0 * 1024 * 1024));
    else if (b >= 1024.0 * 1024)
        std::snprintf(buf, sizeof buf, "%.1f MiB", b / (1024.0 * 1024));
    else
        std::snprintf(buf, sizeof buf, "%.1f KiB", b / 1024.0);
    return buf;
}

std::string formatCpu(const CpuSample& c)
{
    if (!c.valid) return "n/a";
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.1f%%", c.busyPct());
    return buf;
}

// The busiest core of the interval: one pegged core caps a stream on a host that looks idle.
std::string formatBusiestCore(const CpuSample& c)
{
    if (!c.valid || c.coreBusyPct.empty()) return "n/a";
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.0f%%", c.busiestCorePct());
    return buf;
}

namespace {

std::string cpuText(const CpuSummary& c)
{
    if (!c.valid) return "n/a";
    char buf[96];
    if (c.coreBusyPct.empty() && c.busiestCorePct <= 0)
        std::snprintf(buf, sizeof buf, "%.1f%% (usr %.1f sys %.1f irq %.1f)", c.busyPct(),
                      c.userPct, c.systemPct, c.irqPct);
    else
        std::snprintf(buf, sizeof buf, "%.1f%% (usr %.1f sys %.1f irq %.1f; busiest core %.1f%%)",
                      c.busyPct(), c.userPct, c.systemPct, c.irqPct, c.busiestCorePct);
    return buf;
}
} // namespace

void printIntervalHeader(std::FILE* out, bool udp)
{
    if (udp) return printUdpIntervalHeader(out);
    std::fprintf(out, "%-15s %-5s %14s %14s %6s %9s %9s %8s %9s %8s\n", "Interval", "Dir",
                 "Received", "Sent", "Retr", "RTT", "CPU here", "max core", "CPU peer", "max core");
}

void printIntervalRows(std::FILE* out, const IntervalSample& s, bool withRemote)
{
    if (isUdpSample(s)) return printUdpIntervalRows(out, s, withRemote);
    for (const auto& d : s.directions) {
        char when[32];
        std::snprintf(when, sizeof when, "%.2f-%.2f s", double(s.startUs) / 1e6,
                      double(s.endUs) / 1e6);
        char rtt[16] = "n/a";
        char retr[16] = "n/a";
        if (d.tcp.valid) {
            std::snprintf(rtt, sizeof rtt, "%.2fms", d.tcp.rttUs / 1000.0);
            std::snprintf(retr, sizeof retr, "%llu",
                          static_cast<unsigned long long>(d.tcp.retransmits));
        }
        std::fprintf(out, "%-15s %-5s %14s %14s %6s %9s %9s %8s %9s %8s%s\n", when,
                     d.direction == Direction::Upload ? "up" : "down",
                     d.haveReceiver ? formatBits(d.receiverBitsPerSecond).c_str() : "-",
                     d.haveSender ? formatBits(d.senderBitsPerSecond).c_str() : "-", retr, rtt,
                     formatCpu(s.localCpu).c_str(), formatBusiestCore(s.localCpu).c_str(),
                     withRemote ? formatCpu(s.remoteCpu).c_str() : "",
                     withRemote ? formatBusiestCore(s.remoteCpu).c_str() : "",
                     s.warmup ? "  (warm-up)" : "");
    }
}

// The facts of both ends' links, one line each.
void printLinks(std::FILE* out, const TestResult& r)
{
    std::fprintf(out, "  Link (local): %s\n", describeLink(r.localLink).c_str());
    std::fprintf(out, "  Link (remote): %s\n", describeLink(r.remoteLink).c_str());
}

void printSummary(std::FILE* out, const TestResult& r)
{
    if (r.rateSearch.valid) return printRateSearch(out, r);
    std::fprintf(out, "\nSummary (%s, %d stream(s)%s)%s\n",
                 std::string(toString(r.config.mode)).c_str(), r.config.streams,
                 r.config.warmupMs ? ", warm-up excluded" : "",
                 stoppedMark(r.config, r.stoppedEarly));
    for (const auto& s : r.summaries) {
        const auto& st = s.receiverBitsPerSecond;
        // A served test's client side that sent no figures reads n/a, with the reason.
        const bool rx = s.receiverUnknown.empty(), tx = s.senderUnknown.empty();
        const std::string na = "n/a";
        std::fprintf(out, "  %-8s received %s in %.2f s = %s  (sender: %s, %s)\n",
                     std::string(toString(s.direction)).c_str(),
                     (rx ? formatBytes(s.receiverBytes) : na).c_str(), double(s.durationUs) / 1e6,
                     (rx ? formatBits(st.mean) : na).c_str(),
                     (tx ? formatBytes(s.senderBytes) : na).c_str(),
                     (tx ? formatBits(s.senderBitsPerSecond) : na).c_str());
        for (const std::string& why : {s.receiverUnknown, s.senderUnknown})
            if (!why.empty()) std::fprintf(out, "           %s\n", why.c_str());
        if (st.count > 0 && rx)
            std::fprintf(out, "           intervals: min %s  max %s  std dev %s\n",
                         formatBits(st.min).c_str(), formatBits(st.max).c_str(),
                         formatBits(st.stddev).c_str());
        else if (rx) // a stock iperf3 server reports its total only
            std::fprintf(out, "           intervals: n/a (the receiver reported its total only)\n");
        if (s.udp.valid) {
            printUdpSummary(out, s);
        } else {
            const auto total = [&na](bool known, std::uint64_t v) {
                return known ? std::to_string(v) + " bytes" : na;
            };
            std::fprintf(out, "           whole run: sent %s, received %s%s\n",
                         total(tx, s.senderBytesTotal).c_str(),
                         total(rx, s.receiverBytesTotal).c_str(),
                         tx && rx && s.senderBytesTotal == s.receiverBytesTotal ? " (match)" : "");
            if (s.tcpInfoValid)
                std::fprintf(out, "           retransmits %llu, mean RTT %.2f ms\n",
                             static_cast<unsigned long long>(s.retransmits), s.meanRttUs / 1000.0);
            else
                std::fprintf(out,
                             "           retransmits n/a (no TCP info from the sender's OS)\n");
        }
        std::fprintf(out, "           CPU sender %s, receiver %s\n", cpuText(s.senderCpu).c_str(),
                     cpuText(s.receiverCpu).c_str());
        if (s.senderCyclesPerByte > 0 || s.receiverCyclesPerByte > 0)
            std::fprintf(out, "           cycles/byte sender %.2f, receiver %.2f\n",
                         s.senderCyclesPerByte, s.receiverCyclesPerByte);
    }
    auto buffers = [](const AppliedSettings& a) {
        if (a.sendBufferBytes == 0 && a.receiveBufferBytes == 0) return std::string("n/a");
        return "send " + std::to_string(a.sendBufferBytes) + " / receive " +
               std::to_string(a.receiveBufferBytes) + " bytes";
    };
    std::fprintf(out, "  socket buffers: here %s, peer %s%s\n", buffers(r.localApplied).c_str(),
                 buffers(r.remoteApplied).c_str(),
                 r.config.socketBufferBytes ? "" : " (OS autotuning)");
    printLatency(out, r.latency, r.config.mode);
}

void ClientPrinter::onInterval(const IntervalSample& s)
{
    if (m_mode == OutputMode::JsonStream) {
        std::fprintf(m_out, "%s\n", intervalToJsonLine(s).c_str());
        std::fflush(m_out);
        return;
    }
    if (m_mode != OutputMode::Human) return;
    if (!m_headerDone) {
        printIntervalHeader(m_out, isUdpSample(s));
        m_headerDone = true;
    }
    printIntervalRows(m_out, s, true);
    std::fflush(m_out);
}

void ClientPrinter::onStreamEvent(const StreamEvent& e)
{
    if (m_mode == OutputMode::Human) std::fprintf(m_out, "-- %s\n", e.message.c_str());
}

void ClientPrinter::onFinished(const TestResult& r)
{
    std::lock_guard lock(m_mutex);
    m_result = r;
}

void ClientPrinter::onFailed(const Error& e)
{
    std::lock_guard lock(m_mutex);
    m_error = e;
}

bool ClientPrinter::succeeded() const
{
    std::lock_guard lock(m_mutex);
    return m_result.has_value() && !m_error;
}

std::optional<TestResult> ClientPrinter::result() const
{
    std::lock_guard lock(m_mutex);
    return m_result;
}

std::optional<Error> ClientPrinter::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

void ClientPrinter::printEnd(const TestConfig& config)
{
    std::lock_guard lock(m_mutex);
    if (m_mode == OutputMode::Json) {
        if (m_result)
            std::fprintf(m_out, "%s\n", resultToJson(*m_result).c_str());
        else if (m_error)
            std::fprintf(m_out, "%s\n", errorToJson(*m_error, config).c_str());
    } else if (m_mode == OutputMode::Iperf3Json) {
        if (m_result)
            std::fprintf(m_out, "%s\n", resultToIperf3Json(*m_result).c_str());
        else if (m_error)
            std::fprintf(m_out, "%s\n", errorToIperf3Json(*m_error, config).c_str());
    } else if (m_mode == OutputMode::JsonStream) {
        if (m_result)
            std::fprintf(m_out, "{\"event\":\"end\",\"result\":%s}\n",
                         resultToJson(*m_result, -1).c_str());
        else if (m_error)
            std::fprintf(m_out, "{\"event\":\"error\",\"result\":%s}\n",
                         errorToJson(*m_error, config, -1).c_str());
    } else {
        if (m_result) printSummary(m_out, *m_result);
        if (m_result) printLinks(m_out, *m_result);
        if (m_error)
            std::fprintf(stderr, "benchwire-cli: error: %s\n", m_error->describe().c_str());
    }
    std::fflush(m_out);
}

// This end's rate in an interval: what it received where it receives, else what it sent.
void ServerPrinter::noteRate(const std::string& peer, const IntervalSample& s)
{
    if (s.warmup) return;
    const double rate = hereBitsPerSecond(s);
    auto it = std::find_if(m_rates.begin(), m_rates.end(),
                           [&](const auto& r) { return r.first == peer; });
    if (it == m_rates.end()) it = m_rates.insert(m_rates.end(), {peer, 0.0});
    it->second = rate;
    if (m_rates.size() < 2 || it != m_rates.begin()) return;
    double sum = 0;
    for (const auto& r : m_rates)
        sum += r.second;
    if (m_mode == OutputMode::JsonStream)
        std::fprintf(
            m_out, "%s\n",
            nlohmann::json{{"event", "sum"}, {"clients", m_rates.size()}, {"bitsPerSecond", sum}}
                .dump()
                .c_str());
    else if (m_mode == OutputMode::Human)
        std::fprintf(m_out, "all %zu clients now: %s\n", m_rates.size(), formatBits(sum).c_str());
}

void ServerPrinter::forget(const std::string& peer)
{
    std::erase_if(m_rates, [&](const auto& r) { return r.first == peer; });
}

// With several clients at once, a JSON line carries its client ("client": "address:port") and
// each client's rows come under a line naming it; a line with their sum follows each interval
// of the longest-running client.
void ServerPrinter::onServedInterval(const std::string& peer, const IntervalSample& s)
{
    if (m_mode == OutputMode::JsonStream) {
        std::string line = intervalToJsonLine(s);
        if (m_several && line.size() > 1 && line.front() == '{')
            line.insert(1, "\"client\":" + nlohmann::json(peer).dump() + ",");
        std::fprintf(m_out, "%s\n", line.c_str());
    } else if (m_mode == OutputMode::Human) {
        if (!m_headerDone) printIntervalHeader(m_out, isUdpSample(s));
        m_headerDone = true;
        if (m_several) std::fprintf(m_out, "client %s:\n", peer.c_str());
        printIntervalRows(m_out, s, false);
    }
    if (m_several) noteRate(peer, s);
    std::fflush(m_out);
}

// The served result, both ends where the client reported them: as a client's summary, or its
// JSON document, which closes the session's stream after the "test finished" event.
void ServerPrinter::onFinished(const TestResult& r)
{
    if (m_mode == OutputMode::JsonStream) {
        m_pendingEnd = "{\"event\":\"end\",\"result\":" + resultToJson(r, -1) + "}";
        return;
    }
    if (m_mode == OutputMode::Human) {
        if (m_several) std::fprintf(m_out, "\nclient %s:", r.remoteAddress.c_str());
        printSummary(m_out, r);
        printLinks(m_out, r);
    }
    std::fflush(m_out);
}

void ServerPrinter::onStreamEvent(const StreamEvent& e)
{
    if (e.kind == StreamEventKind::SessionEnded || e.kind == StreamEventKind::SessionAborted ||
        e.kind == StreamEventKind::SessionRefused)
        forget(e.peer);
    char when[32];
    std::time_t t = std::time(nullptr);
    std::strftime(when, sizeof when, "%H:%M:%S", std::localtime(&t));
    if (m_mode == OutputMode::Human) {
        std::fprintf(m_out, "[%s] %s: %s\n", when, e.peer.c_str(), e.message.c_str());
        if (e.kind == StreamEventKind::SessionStarted) m_headerDone = false;
    } else {
        nlohmann::json j{
            {"event", "session"}, {"time", when}, {"peer", e.peer}, {"message", e.message}};
        std::fprintf(m_out, "%s\n", j.dump().c_str());
        if (!m_pendingEnd.empty()) std::fprintf(m_out, "%s\n", m_pendingEnd.c_str());
        m_pendingEnd.clear();
    }
    std::fflush(m_out);
}

} // namespace bw::cli
