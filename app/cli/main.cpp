// SPDX-License-Identifier: MIT
// benchwire-cli: the headless server and scriptable client. Flags follow iperf3 where the
// meaning is the same.
#include "benchwire/check.h"
#include "benchwire/client.h"
#include "benchwire/interfaces.h"
#include "benchwire/openfiles.h"
#include "benchwire/report.h"
#include "benchwire/server.h"
#include "checkcli.h"
#include "cliprinter.h"
#include "comparecli.h"
#include "daemon.h"
#include "discoverycli.h"
#include "endless.h"
#include "firewallcli.h"
#include "interfacescli.h"
#include "jsonformat.h"
#include "latencycli.h"
#include "options.h"
#include "outputfiles.h"
#include "peerscli.h"
#include "plancli.h"
#include "repeatcli.h"
#include "reviewcli.h"
#include "schedulecli.h"
#include "selftest.h"
#include "udpprinter.h"

#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

using namespace bw::engine;
using namespace bw::cli;

namespace {

struct Args
{
    bool server = false, oneOff = false, daemon = false, selfTest = false, listIfaces = false;
    bool version = false, reverse = false, bidir = false, both = false, v4 = false, v6 = false;
    bool noDelay = false, json = false, jsonStream = false, udp = false, iperf3 = false;
    bool findMaxRate = false, lenGiven = false;
    std::string maxLoss = "1", stepTime = "2";
    std::string host, bind, congestion, logFile, recordWifi, recordDir = ".";
    std::string time = "10", omit = "0", interval = "1", len = "128K", window, rate, maxRate;
    std::string maxDuration = "3600", connectTimeout = "5", maxMemory, format = "a", csv;
    std::string pause = "0", jsonFormat = "benchwire", review;
    int repeat = 1;
    std::vector<std::string> allow, hosts; // hosts: every -c; host is the first
    int port = kDefaultPort, streams = 1, threads = 0, mss = 0, maxStreams = kMaxStreams;
    int maxClients = 1;
    DiscoveryArgs discovery;
    CheckArgs check;
    FirewallArgs firewall;
    LatencyArgs latency;
    CompareArgs compare;
    ScheduleArgs schedule;
    PlanArgs plan;
};

// The client's flags for scripts and series: --repeat, --pause, --csv.
void addScriptFlags(CLI::App& app, Args& a)
{
    app.add_option("--repeat", a.repeat,
                   "Client: run the same test this many times, then a summary per direction "
                   "(mean, standard deviation, minimum, maximum of the runs)")
        ->check(CLI::Range(1, 10000));
    app.add_option("--pause", a.pause, "Client: seconds between repeated runs (default 0)");
    app.add_option("--csv", a.csv,
                   "Client: also write the intervals to this CSV file, with the app's columns");
}

// The server's own flags (limits, allow-list, background).
void addServerFlags(CLI::App& app, Args& a)
{
    app.add_flag("-1,--one-off", a.oneOff, "Server: handle one test, then exit");
    app.add_flag("-D,--daemon", a.daemon, "Server: run in the background");
    app.add_option("--logfile", a.logFile,
                   "Append all output to this file instead of the terminal (server or client; "
                   "with -D the daemon's log)");
    app.add_option("--max-duration", a.maxDuration,
                   "Server: longest test (duration + warm-up) accepted, seconds; 0: no limit");
    app.add_option("--max-streams", a.maxStreams, "Server: most streams per direction accepted")
        ->check(CLI::Range(1, kMaxStreams));
    app.add_option("--max-rate", a.maxRate,
                   "Server: highest per-stream rate accepted (e.g. 1G); tests must ask with -b");
    app.add_option("--max-memory", a.maxMemory,
                   "Server: most memory a test's buffers may take, all threads together (e.g. "
                   "256M; default: an eighth of the RAM, 64M to 512M)");
    app.add_option("--max-clients", a.maxClients,
                   "Server: clients served at once, each with its own test and limits, sharing "
                   "--max-memory (default 1, at most " +
                       std::to_string(kMaxServerClients) + ")")
        ->check(CLI::Range(1, kMaxServerClients));
    addPlanFlags(app, a.plan); // --control-key, and the console's --plan
    app.add_option("--allow", a.allow,
                   "Server: accept clients only from these address ranges, comma-separated "
                   "(e.g. 192.168.1.0/24,fd00::/8); others are refused at once")
        ->delimiter(',');
}

void addFlags(CLI::App& app, Args& a)
{
    app.add_flag("-s,--server", a.server, "Run as server");
    app.add_option("-c,--client", a.hosts,
                   "Run as client, connecting to HOST; several -c: the same test to each at "
                   "once, with one start, a line per server and their sum")
        ->allow_extra_args(false);
    app.add_option("-p,--port", a.port, "Server port (TCP and UDP)")->check(CLI::Range(1, 65535));
    app.add_option("-B,--bind", a.bind, "Local address or interface to bind");
    app.add_flag("-4,--ipv4", a.v4, "IPv4 only");
    app.add_flag("-6,--ipv6", a.v6, "IPv6 only");
    addServerFlags(app, a);
    app.add_option("-t,--time", a.time, "Test duration in seconds (default 10; 0: until Ctrl+C)");
    app.add_option("-O,--omit", a.omit, "Warm-up seconds, excluded from the totals");
    app.add_option("-i,--interval", a.interval, "Report interval in seconds, 0.1 to 10");
    addScriptFlags(app, a);
    app.add_option("-f,--format", a.format,
                   "Rates in k, m, g (kbit/s, Mbit/s, Gbit/s) or K, M, G (KByte/s, MByte/s, "
                   "GByte/s); default: by size");
    app.add_option("-P,--parallel", a.streams, "Parallel streams per direction, 1 to 1024");
    app.add_option(
        "--threads", a.threads,
        "Worker threads (default: TCP starts with one and adds one while a thread is busy and "
        "the test gets faster, up to one per stream and core this process may use; UDP: one "
        "per stream, up to those cores)");
    app.add_flag("-R,--reverse", a.reverse, "Download: the server sends");
    app.add_flag("--bidir", a.bidir, "Both directions at once");
    app.add_flag("--both", a.both, "Upload, then download: one command, one report");
    app.add_option("-l,--length", a.len,
                   "Application buffer (read/write size), 1K to 16M, default 128K; with -u the "
                   "datagram size, 32 to 65507 (default: fits the path MTU)");
    app.add_option("-w,--window", a.window,
                   "Socket send and receive buffer (default: OS autotuning)");
    app.add_flag("-N,--no-delay", a.noDelay, "Set TCP_NODELAY");
    app.add_option("-M,--set-mss", a.mss, "TCP maximum segment size in bytes");
    app.add_option("-C,--congestion", a.congestion,
                   "TCP congestion control algorithm (e.g. cubic, bbr)");
    app.add_option("-b,--bitrate", a.rate, "Pace each stream to this rate in bits/s (e.g. 500M)");
    app.add_flag("-u,--udp", a.udp, "UDP test, paced to -b (default 1M per stream)");
    app.add_flag("--find-max-rate", a.findMaxRate,
                 "UDP: find the highest rate whose loss stays within --max-loss (short steps; -b: "
                 "first step, total)");
    app.add_option(
        "--max-loss", a.maxLoss,
        "With --find-max-rate: highest loss in percent that counts as clean (default 1)");
    app.add_option("--step-time", a.stepTime, "With --find-max-rate: seconds per step (default 2)");
    app.add_flag("--iperf3", a.iperf3, "Talk to a stock iperf3 server");
    app.add_option("--connect-timeout", a.connectTimeout, "Seconds to wait for connections");
    app.add_flag("-J,--json", a.json, "Print one JSON document (also on errors)");
    app.add_flag("--json-stream", a.jsonStream,
                 "Print one JSON line per interval, then the result");
    addJsonFormatFlag(app, a.jsonFormat);
    app.add_flag("--self-test", a.selfTest,
                 "Run a loopback upload, download and bidirectional test");
    app.add_flag("--list-interfaces", a.listIfaces, "List local interfaces and addresses");
    app.add_option("--record-wifi", a.recordWifi,
                   "Save what the OS answers for this Wi-Fi interface (Linux: nl80211, Windows: "
                   "the WLAN API) as test data for the parser; see docs/linkfacts.md");
    app.add_option("--record-dir", a.recordDir, "With --record-wifi: where to write (default .)");
    app.add_flag("-v,--version", a.version, "Print the version");
}

// "10.0.0.2 and 10.0.0.3", "a, b and c"
std::string joinedHosts(const std::vector<std::string>& hosts)
{
    std::string out;
    for (std::size_t i = 0; i < hosts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == hosts.size() ? " and " : ", ") + hosts[i];
    return out;
}

// "-t: 'soon' is not a number of seconds; give e.g. 10 or 2.5"
std::string notA(const char* flag, const std::string& typed, const char* what, const char* examples)
{
    return std::string(flag) + ": '" + typed + "' is not a " + what + "; give e.g. " + examples;
}

// After parsing: whether -l was typed, and the first -c as the host.
void noteWhatWasGiven(const CLI::App& app, Args& a)
{
    a.lenGiven = app.count("--length") > 0;
    a.host = a.hosts.empty() ? std::string() : a.hosts.front();
}

// -f and --logfile, before anything is printed.
std::string applyOutputFlags(const Args& a)
{
    if (a.format.size() != 1 || !setRateFormat(a.format[0]))
        return notA("-f", a.format, "rate unit", "m (Mbit/s), g (Gbit/s) or M (MByte/s)");
    if (!a.daemon && !a.logFile.empty()) return redirectOutput(a.logFile);
    return {};
}

JsonFormatUse jsonFormatUse(const Args& a)
{
    const bool other = a.selfTest || !a.compare.files.empty() || !a.firewall.action.empty() ||
                       a.discovery.discover || a.check.check;
    return {a.jsonFormat,
            a.json,
            a.jsonStream,
            a.server,
            !a.host.empty() && !other,
            a.repeat,
            a.findMaxRate,
            a.both ? TestMode::BothWays : TestMode::Upload};
}

// Fills the config; returns an error message naming the bad flag.
std::string toConfig(const Args& a, TestConfig& c)
{
    c.host = a.host;
    c.port = std::uint16_t(a.port);
    c.bindAddress = a.bind;
    c.family = a.v4 ? IpFamily::V4 : a.v6 ? IpFamily::V6 : IpFamily::Any;
    c.mode = a.both      ? TestMode::BothWays
             : a.bidir   ? TestMode::Bidirectional
             : a.reverse ? TestMode::Download
                         : TestMode::Upload;
    if (int(a.both) + int(a.bidir) + int(a.reverse) > 1)
        return "-R, --bidir and --both exclude each other: give one of them (none: an upload)";
    if (a.v4 && a.v6) return "-4 and -6 exclude each other: give one of them, or neither for both";
    auto t = parseSecondsMs(a.time), o = parseSecondsMs(a.omit), i = parseSecondsMs(a.interval);
    auto ct = parseSecondsMs(a.connectTimeout);
    if (!t) return notA("-t", a.time, "number of seconds", "10 or 2.5");
    if (!o) return notA("-O", a.omit, "number of seconds", "10 or 2.5");
    if (!i) return notA("-i", a.interval, "number of seconds", "10 or 2.5");
    if (!ct) return notA("--connect-timeout", a.connectTimeout, "number of seconds", "10 or 2.5");
    c.durationMs = *t;
    c.warmupMs = *o;
    c.intervalMs = *i;
    c.connectTimeoutMs = *ct;
    c.streams = a.streams;
    c.threads = a.threads;
    auto len = parseSize(a.len);
    if (!len || *len > 0xffffffffull) return notA("-l", a.len, "size", "128K or 4M");
    if (a.udp || a.findMaxRate) {
        if (a.lenGiven) c.datagramBytes = std::uint32_t(*len); // validate() names a bad size
    } else {
        c.bufferBytes = std::uint32_t(*len);
    }
    if (!a.window.empty()) {
        auto w = parseSize(a.window);
        if (!w || *w > 0xffffffffull) return notA("-w", a.window, "size", "256K or 4M");
        c.socketBufferBytes = std::uint32_t(*w);
    }
    if (!a.rate.empty()) {
        auto r = parseRate(a.rate);
        if (!r) return notA("-b", a.rate, "rate", "100M or 2.5G");
        c.rateBitsPerSecond = *r;
    }
    c.noDelay = a.noDelay;
    c.mssBytes = a.mss;
    c.congestion = a.congestion;
    c.protocol = a.udp || a.findMaxRate ? Protocol::Udp : Protocol::Tcp;
    if (a.findMaxRate) {
        auto step = parseSecondsMs(a.stepTime);
        char* end = nullptr;
        c.maxLossPct = std::strtod(a.maxLoss.c_str(), &end);
        if (end == a.maxLoss.c_str() || *end)
            return notA("--max-loss", a.maxLoss, "percentage", "1 or 0.5");
        if (!step) return notA("--step-time", a.stepTime, "number of seconds", "10 or 2.5");
        c.findMaxRate = true;
        c.rateIsTotal = true;
        c.searchStepMs = *step;
    }
    c.dialect = a.iperf3 ? Dialect::Iperf3 : Dialect::Auto;
    return checkConfig(c);
}

int runClient(const Args& a)
{
    if (!a.plan.plan.empty()) return runPlan(a.plan, a.json ? OutputMode::Json : OutputMode::Human);
    TestConfig config;
    const OutputMode mode = clientOutputMode(a.json, a.jsonStream, a.jsonFormat);
    std::string why = toConfig(a, config);
    if (why.empty()) why = applyLatencyArgs(a.latency, config);
    if (why.empty()) why = repeatFlagsError(a.pause, a.repeat, a.csv, config.untilStopped());
    if (why.empty()) why = scheduleFlagsError(a.schedule, config, a.repeat, !a.csv.empty(), mode);
    if (why.empty())
        why = peersFlagsError({int(a.hosts.size()), mode, a.repeat > 1, scheduleGiven(a.schedule),
                               !a.review.empty(), !a.csv.empty()},
                              config);
    ReviewFile review;
    if (why.empty())
        why = prepareReview(a.review, config, {a.repeat, scheduleGiven(a.schedule), !a.csv.empty()},
                            mode, review);
    if (!why.empty()) {
        if (mode == OutputMode::Human) {
            std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        } else {
            Error e{Errc::InvalidConfig, why, "see benchwire-cli --help", {}};
            std::printf("%s\n", errorDocument(mode, e, config).c_str());
        }
        return 2;
    }
    // A CSV file that cannot be written is said before the test, not after it.
    if (auto why = a.csv.empty() ? std::string() : csvWritable(a.csv); !why.empty()) {
        std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        return 2;
    }
    const std::string to = a.hosts.size() > 1 ? joinedHosts(a.hosts) : config.host;
    if (mode == OutputMode::Human && !config.findMaxRate && a.review.empty())
        std::printf("Connecting to %s port %u: %s, %d stream(s), %s%s\n", to.c_str(), config.port,
                    std::string(toString(config.mode)).c_str(), config.streams,
                    runLengthText(config).c_str(), config.warmupMs ? " after warm-up" : "");
    if (mode == OutputMode::Human && config.protocol == Protocol::Udp) printUdpPlan(config);
    installInterruptHandler();
    if (a.hosts.size() > 1) return runPeers(config, a.hosts, mode);
    if (!a.review.empty()) return runReview(config, mode, review);
    if (scheduleGiven(a.schedule)) return runScheduled(config, mode, a.schedule);
    if (a.repeat > 1) return runRepeated(config, mode, a.repeat, *parseSecondsMs(a.pause));
    ClientPrinter printer(mode, stdout);
    runToTheEnd(config, printer);
    if (!a.csv.empty())
        if (auto why = writeCsv(a.csv, printer.result()); !why.empty()) {
            std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
            return 1;
        }
    return printer.succeeded() ? 0 : 1;
}

// Fills the server's config; returns an error message naming the bad flag.
std::string toServerConfig(const Args& a, ServerConfig& sc)
{
    sc.port = std::uint16_t(a.port);
    sc.bindAddress = a.bind;
    sc.family = a.v4 ? IpFamily::V4 : a.v6 ? IpFamily::V6 : IpFamily::Any;
    sc.oneOff = a.oneOff;
    sc.maxClients = a.maxClients;
    sc.controlKey = a.plan.controlKey;
    sc.threads = a.threads;
    sc.discovery = !a.discovery.noDiscovery;
    auto md = parseSecondsMs(a.maxDuration);
    if (!md) return notA("--max-duration", a.maxDuration, "number of seconds", "10 or 2.5");
    sc.limits.maxDurationMs = *md;
    sc.limits.maxStreams = a.maxStreams;
    if (!a.maxRate.empty()) {
        auto r = parseRate(a.maxRate);
        if (!r) return notA("--max-rate", a.maxRate, "rate", "100M or 2.5G");
        sc.limits.maxRateBitsPerSecond = *r;
    }
    if (!a.maxMemory.empty()) {
        auto m = parseSize(a.maxMemory);
        if (!m || *m < kMinServerMemoryBytes)
            return notA("--max-memory", a.maxMemory, "size of 16M or more", "64M or 1G");
        sc.maxMemoryBytes = *m;
    }
    for (const auto& range : a.allow)
        if (auto why = checkAddressRange(range); !why.empty()) return "--allow: " + why;
    sc.allow = a.allow;
    return {};
}

int runServer(const Args& a)
{
    ServerConfig sc;
    if (auto why = toServerConfig(a, sc); !why.empty()) {
        std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        return 2;
    }
    if (a.daemon)
        if (auto why = daemonize(a.logFile); !why.empty()) {
            std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
            return 1;
        }
    ServerPrinter printer(a.json || a.jsonStream ? OutputMode::JsonStream : OutputMode::Human,
                          stdout, sc.maxClients > 1);
    Error error;
    installInterruptHandler();
    Server server = Server::start(sc, printer, error);
    if (a.daemon) daemonReady(error ? error.describe() : std::string());
    if (error) {
        std::fprintf(stderr, "benchwire-cli: %s\n", error.describe().c_str());
        return 1;
    }
    if (!(a.json || a.jsonStream))
        std::printf("Benchwire server %s listening on %s port %u%s%s\n",
                    std::string(engineVersion()).c_str(),
                    sc.bindAddress.empty() ? "all addresses" : sc.bindAddress.c_str(),
                    server.port(), sc.oneOff ? " (one test, then exit)" : "",
                    sc.maxClients > 1
                        ? (", " + std::to_string(sc.maxClients) + " clients at once").c_str()
                        : "");
    else // a script knows when to start its clients
        std::printf("{\"event\":\"listening\",\"port\":%u,\"oneOff\":%s,\"maxClients\":%d}\n",
                    server.port(), sc.oneOff ? "true" : "false", sc.maxClients);
    std::fflush(stdout);
    while (server.running() && !interrupted())
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    server.stop();
    return 0;
}

// --check: the connect timeout is 3 s unless --connect-timeout says otherwise.
int runCheckCommand(const Args& a, bool timeoutGiven)
{
    CheckConfig c;
    c.host = a.host;
    c.port = std::uint16_t(a.port);
    c.bindAddress = a.bind;
    c.family = a.v4 ? IpFamily::V4 : a.v6 ? IpFamily::V6 : IpFamily::Any;
    auto ct = parseSecondsMs(a.connectTimeout);
    std::string why;
    if (a.hosts.size() > 1)
        why = "--check with several -c: it checks one server; give one -c at a time";
    else if (a.host.empty())
        why = "--check needs the server to check: add -c HOST, e.g. benchwire-cli --check -c "
              "10.0.0.2";
    else if (a.v4 && a.v6)
        why = "--check with both -4 and -6: give one of them, or neither to try both";
    else if (!ct || *ct <= 0)
        why = "--connect-timeout " + a.connectTimeout +
              ": give a positive number of seconds, e.g. --connect-timeout 3";
    if (!why.empty()) {
        std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        return 2;
    }
    if (timeoutGiven) c.connectTimeoutMs = *ct;
    return runCheck(c, a.json);
}

} // namespace

int main(int argc, char** argv)
{
    // Every stream is a socket, and the usual soft limit of 1,024 open files is below what
    // 1,024 streams need: take what the hard limit allows before any thread opens a socket.
    // A test that still does not fit is refused with the numbers (client and server).
    raiseOpenFileLimit();
    CLI::App app{"benchwire-cli: network throughput server and client (iperf3-style flags)"};
    Args a;
    addFlags(app, a);
    addDiscoveryFlags(app, a.discovery);
    addCheckFlags(app, a.check);
    addFirewallFlags(app, a.firewall);
    addLatencyFlags(app, a.latency);
    addCompareFlags(app, a.compare);
    addScheduleFlags(app, a.schedule);
    addReviewFlags(app, a.review);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 2;
    }
    noteWhatWasGiven(app, a);
    if (auto why = applyOutputFlags(a); !why.empty()) {
        std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        return 2;
    }
    if (a.version) {
        std::printf("benchwire-cli %s (protocol %d)\n", std::string(engineVersion()).c_str(),
                    kProtocolVersion);
        return 0;
    }
    if (a.listIfaces) return listIfaces();
    if (!a.recordWifi.empty()) return recordWifi(a.recordWifi, a.recordDir);
    if (auto why = jsonFormatError(jsonFormatUse(a)); !why.empty()) {
        std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        return 2;
    }
    if (a.selfTest) return runSelfTest(stdout, 2000);
    if (!a.compare.files.empty()) return runCompare(a.compare, stdout);
    if (auto why = roleClash(a.server, !a.host.empty(), !a.plan.plan.empty()); !why.empty()) {
        std::fprintf(stderr, "benchwire-cli: %s\n", why.c_str());
        return 2;
    }
    if (!a.firewall.action.empty()) {
        firewall::ProcessRunner runner;
        return runFirewall(a.firewall, std::uint16_t(a.port), a.json, runner);
    }
    if (a.discovery.discover)
        return runDiscover(a.discovery, std::uint16_t(a.port),
                           a.v4   ? IpFamily::V4
                           : a.v6 ? IpFamily::V6
                                  : IpFamily::Any,
                           a.json);
    if (a.check.check) return runCheckCommand(a, app.count("--connect-timeout") > 0);
    if (a.server) return runServer(a);
    if (!a.host.empty() || !a.plan.plan.empty()) return runClient(a);
    std::fprintf(stderr, "benchwire-cli: give -s (server), -c HOST (client), --discover or "
                         "--self-test; see --help\n");
    return 2;
}
