// SPDX-License-Identifier: MIT
#include "peerscli.h"

#include "groupboard.h"

#include "benchwire/client.h"
#include "benchwire/report.h"
#include "benchwire/startgate.h"
#include "daemon.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <thread>

namespace bw::cli {

using namespace bw::engine;

namespace {

void printHumanEnd(const std::vector<std::string>& hosts,
                   const std::vector<std::unique_ptr<MemberSink>>& sinks, double skewMs)
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
    for (const Aggregate& a : sums) {
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
                    const std::vector<std::unique_ptr<MemberSink>>& sinks, double skewMs)
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
    for (const Aggregate& a : aggregate(sinks))
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
    Board board(mode, hosts, "server");
    auto gate = std::make_shared<StartGate>(int(hosts.size()));
    std::vector<std::unique_ptr<MemberSink>> sinks;
    std::vector<RunHandle> runs;
    for (std::size_t i = 0; i < hosts.size(); ++i) {
        TestConfig c = config;
        c.host = hosts[i];
        sinks.push_back(std::make_unique<MemberSink>(board, i));
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
