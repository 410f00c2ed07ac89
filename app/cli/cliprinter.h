// SPDX-License-Identifier: MIT
// Human and JSON output of benchwire-cli. The sink methods run on engine threads (serialized
// by the engine); the final result is handed to the main thread under a mutex.
#pragma once

#include "benchwire/sink.h"

#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bw::cli {

enum class OutputMode
{
    Human,
    Json,
    JsonStream,
    Iperf3Json // -J --json-format iperf3
};

// Rates in the unit -f chose: k, m, g (kbit/s, Mbit/s, Gbit/s), K, M, G (KByte/s, MByte/s,
// GByte/s, binary multiples as iperf3 has them), or a (the default: kbit/s to Gbit/s by size).
// false for any other letter.
bool setRateFormat(char unit);
std::string formatBits(double bitsPerSecond);
std::string formatBytes(std::uint64_t bytes);
// A host's busy share in one interval ("42.5%"), or "n/a".
std::string formatCpu(const engine::CpuSample& c);
std::string formatBusiestCore(const engine::CpuSample& c);

class ClientPrinter : public engine::Sink
{
public:
    ClientPrinter(OutputMode mode, std::FILE* out) : m_mode(mode), m_out(out) {}
    void onInterval(const engine::IntervalSample& s) override;
    void onStreamEvent(const engine::StreamEvent& e) override;
    void onFinished(const engine::TestResult& r) override;
    void onFailed(const engine::Error& e) override;

    // After the run: prints the summary (human), the JSON document or the final JSON line.
    void printEnd(const engine::TestConfig& config);
    bool succeeded() const;
    std::optional<engine::TestResult> result() const;
    std::optional<engine::Error> error() const;

private:
    OutputMode m_mode;
    std::FILE* m_out;
    bool m_headerDone = false;
    mutable std::mutex m_mutex;
    std::optional<engine::TestResult> m_result;
    std::optional<engine::Error> m_error;
};

void printSummary(std::FILE* out, const engine::TestResult& r);
void printIntervalHeader(std::FILE* out, bool udp = false);
void printIntervalRows(std::FILE* out, const engine::IntervalSample& s, bool withRemote);
// The facts of both ends' links, one line each.
void printLinks(std::FILE* out, const engine::TestResult& r);

class ServerPrinter : public engine::Sink
{
public:
    // several: the server serves more than one client at once, and each interval names its
    // client.
    ServerPrinter(OutputMode mode, std::FILE* out, bool several = false)
        : m_mode(mode), m_out(out), m_several(several)
    {
    }
    void onServedInterval(const std::string& peer, const engine::IntervalSample& s) override;
    void onStreamEvent(const engine::StreamEvent& e) override;
    void onFinished(const engine::TestResult& r) override;

private:
    // Several clients: each running client's last measured rate here, and after each interval
    // of the longest-running one a line with their sum (one line per interval period).
    void noteRate(const std::string& peer, const engine::IntervalSample& s);
    void forget(const std::string& peer);

    OutputMode m_mode;
    std::FILE* m_out;
    bool m_several = false;
    std::vector<std::pair<std::string, double>> m_rates; // in the order the clients started
    bool m_headerDone = false;
    std::string m_pendingEnd; // JSON: the served result, printed after the session's end event
};

} // namespace bw::cli
