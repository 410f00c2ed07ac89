// SPDX-License-Identifier: MIT
#include "peerscli.h"

#include "benchwire/client.h"
#include "benchwire/report.h"
#include "benchwire/serversums.h"
#include "benchwire/startgate.h"
#include "daemon.h"
#include "udpprinter.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace bw::cli {

using namespace bw::engine;

namespace {

// The servers' interval rows, each under its server's name, and a sum once every server still
// running has measured the interval. Called from the runs' engine threads.
class Board
{
public:
    Board(OutputMode mode, std::vector<std::string> hosts)
        : m_mode(mode), m_hosts(std::move(hosts)), m_sums(m_hosts.size())
    {
    }

    void interval(std::size_t peer, const IntervalSample& s)
    {
        std::lock_guard lock(m_mutex);
        if (m_mode != OutputMode::Human) return;
        if (!m_headerDone) printIntervalHeader(stdout, isUdpSample(s));
        m_headerDone = true;
        std::printf("server %s:\n", m_hosts[peer].c_str());
        printIntervalRows(stdout, s, true);
        printSums(m_sums.add(peer, s));
        std::fflush(stdout);
    }

    void event(std::size_t peer, const StreamEvent& e)
    {
        std::lock_guard lock(m_mutex);
        if (m_mode == OutputMode::Human)
            std::printf("-- server %s: %s\n", m_hosts[peer].c_str(), e.message.c_str());
    }

    // The run to this peer ended: the sums take what it measured and no longer wait for more.
    void ended(std::size_t peer)
    {
        std::lock_guard lock(m_mutex);
        const auto sums = m_sums.end(peer);
        if (m_mode == OutputMode::Human) printSums(sums);
    }

private:
    // With m_mutex held: a sum line per direction for each interval that every peer has
    // measured, or will not measure because its run ended.
    static void printSums(const std::vector<IntervalSum>& sums)
    {
        for (const IntervalSum& sum : sums) {
            const IntervalSample& first = sum.first;
            std::printf("sum of %zu servers:\n", sum.servers);
            for (std::size_t i = 0; i < first.directions.size(); ++i) {
                char when[32];
                std::snprintf(when, sizeof when, "%.2f-%.2f s", double(first.startUs) / 1e6,
                              double(first.endUs) / 1e6);
                std::printf("%-15s %-5s %14s%s\n", when,
                            first.directions[i].direction == Direction::Upload ? "up" : "down",
                            formatBits(sum.bitsPerSecond[i]).c_str(),
                            first.warmup ? "  (warm-up)" : "");
            }
        }
    }

    OutputMode m_mode;
    std::vector<std::string> m_hosts;
    std::mutex m_mutex;
    bool m_headerDone = false;
    IntervalSums m_sums; // guarded by m_mutex
};

// One server's run: its intervals to the board, its outcome kept for the end.
class PeerSink : public Sink
{
public:
    PeerSink(Board& board, std::size_t index) : m_board(board), m_index(index) {}
    void onInterval(const IntervalSample& s) override { m_board.interval(m_index, s); }
    void onStreamEvent(const StreamEvent& e) override { m_board.event(m_index, e); }
    void onFinished(const TestResult& r) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_result = r;
        }
        m_board.ended(m_index);
    }
    void onFailed(const Error& e) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_error = e;
        }
        m_board.ended(m_index);
    }
    std::optional<TestResult> result() const
    {
        std::lock_guard lock(m_mutex);
        return m_result;
    }
    std::optional<Error> error() const
    {
        std::lock_guard lock(m_mutex);
        return m_error;
    }

private:
    Board& m_board;
    std::size_t m_index;
    mutable std::mutex m_mutex;
    std::optional<TestResult> m_result;
    std::optional<Error> m_error;
};

// Per direction, over every server; empty when a run did not end whole.
std::vector<ServersAggregate> aggregate(const std::vector<std::unique_ptr<PeerSink>>& sinks)
{
    std::vector<std::optional<TestResult>> results;
    for (const auto& sink : sinks)
        results.push_back(sink->error() ? std::nullopt : sink->result());
    return aggregateServers(results);
}

void printHumanEnd(const std::vector<std::string>& hosts,
                   const std::vector<std::unique_ptr<PeerSink>>& sinks, double skewMs)
{
    for (std::size_t i = 0; i < sinks.size(); ++i) {
        std::printf("\nserver %s:\n", hosts[i].c_str());
        if (const auto r = sinks[i]->result()) {
            printSummary(stdout, *r);
            printLinks(stdout, *r);
        }
        if (const auto e = sinks[i]->error())
            std::fprintf(stderr, "benchwire-cli: server %s: error: %s\n", hosts[i].c_str(),
                         e->describe().c_str());
    }
    const auto sums = aggregate(sinks);
    if (sums.empty()) {
        std::printf("\nNo aggregate: a run to one of the servers did not end whole (its error is "
                    "above); fix that server or leave its -c out, and run again.\n");
        return;
    }
    std::printf("\nAggregate of %zu servers:\n", hosts.size());
    for (const ServersAggregate& a : sums) {
        std::string shares;
        for (std::size_t i = 0; i < a.shares.size() && i < hosts.size(); ++i)
            shares += (i ? ", " : "") + hosts[i] + " " + formatBits(a.shares[i]);
        std::printf("  %-8s %14s  (%s)\n", std::string(toString(a.direction)).c_str(),
                    formatBits(a.bitsPerSecond).c_str(), shares.c_str());
    }
    if (skewMs >= 0)
        std::printf("  Start skew: %.1f ms between the first and the last server\n", skewMs);
}

std::string jsonEnd(const TestConfig& config, const std::vector<std::string>& hosts,
                    const std::vector<std::unique_ptr<PeerSink>>& sinks, double skewMs)
{
    using nlohmann::json;
    json servers = json::array();
    for (std::size_t i = 0; i < sinks.size(); ++i) {
        json s{{"host", hosts[i]}};
        if (const auto r = sinks[i]->result()) s["result"] = json::parse(resultToJson(*r, -1));
        if (const auto e = sinks[i]->error()) {
            TestConfig c = config;
            c.host = hosts[i];
            s["error"] = json::parse(errorToJson(*e, c, -1));
        }
        servers.push_back(std::move(s));
    }
    json sums = json::array();
    for (const ServersAggregate& a : aggregate(sinks))
        sums.push_back({{"direction", toString(a.direction)},
                        {"bitsPerSecond", a.bitsPerSecond},
                        {"bytes", a.bytes},
                        {"perServerBitsPerSecond", a.shares}});
    json doc{{"format", "benchwire-servers"}, {"servers", servers}, {"aggregate", sums}};
    doc["startSkewMs"] = skewMs >= 0 ? json(skewMs) : json(nullptr);
    return doc.dump(2);
}

} // namespace

std::string peersFlagsError(const PeersUse& use, const TestConfig& config)
{
    if (use.servers < 2) return {};
    const std::string several = "several -c (" + std::to_string(use.servers) + " servers)";
    const char* fix = ": give one -c for it, or leave it out to test the servers together";
    if (config.findMaxRate) return several + " with --find-max-rate" + fix;
    if (use.repeat) return several + " with --repeat" + fix;
    if (use.schedule) return several + " with --every" + fix;
    if (use.review) return several + " with --review" + fix;
    if (use.csv) return several + " with --csv" + fix;
    if (use.mode == OutputMode::JsonStream)
        return several + " with --json-stream: give -J for one document with every server";
    if (use.mode == OutputMode::Iperf3Json)
        return several + " with --json-format iperf3: iperf3's layout holds one server; give "
                         "-J alone for one document with every server";
    return {};
}

int runPeers(const TestConfig& config, const std::vector<std::string>& hosts, OutputMode mode)
{
    Board board(mode, hosts);
    auto gate = std::make_shared<StartGate>(int(hosts.size()));
    std::vector<std::unique_ptr<PeerSink>> sinks;
    std::vector<RunHandle> runs;
    for (std::size_t i = 0; i < hosts.size(); ++i) {
        TestConfig c = config;
        c.host = hosts[i];
        sinks.push_back(std::make_unique<PeerSink>(board, i));
        runs.push_back(Client::start(c, *sinks.back(), gate));
    }
    bool stopping = false;
    for (;;) {
        bool running = false, failed = false;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            running = running || runs[i].running();
            failed = failed || sinks[i]->error().has_value();
        }
        if (!running) break;
        // Ctrl+C stops every run; so does a failed one, so that the others' figures cover the
        // same time and no aggregate is printed from part of the servers.
        if ((interrupted() || failed) && !stopping) {
            stopping = true;
            for (auto& r : runs)
                r.stop();
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    for (auto& r : runs)
        r.wait();
    const double skewMs = gate->startSkewMs();
    if (mode == OutputMode::Json)
        std::printf("%s\n", jsonEnd(config, hosts, sinks, skewMs).c_str());
    else
        printHumanEnd(hosts, sinks, skewMs);
    std::fflush(stdout);
    for (const auto& s : sinks)
        if (s->error() || !s->result()) return 1;
    return 0;
}

} // namespace bw::cli
