// SPDX-License-Identifier: MIT
// Writes the seed corpora (tests/fuzz/corpus/<target>/) from real messages, made by the same
// encoders the client and server use: fuzz_seeds OUTPUT_DIR. docs/fuzzing.md says when to run
// it; the files are committed, so a fuzz run needs no build of this tool.
#include "discovery/wire.h"
#include "flow/udpwire.h"
#include "iperf3/iperf3messages.h"
#include "iperf3/iperf3params.h"
#include "iperf3/iperf3udp.h"
#include "native/framing.h"
#include "native/messages.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {
using namespace bw::engine;
using namespace bw::engine::control;
namespace fs = std::filesystem;

void put(const fs::path& dir, const std::string& name, const std::string& bytes)
{
    fs::create_directories(dir);
    std::ofstream(dir / name, std::ios::binary) << bytes;
}

std::string chars(const std::vector<std::uint8_t>& v)
{
    return std::string(v.begin(), v.end());
}

std::vector<MessageBody> nativeMessages()
{
    HelloMsg hello{localPeerInfo(), 1};
    hello.info.hostName = "seed-host";
    SetupMsg tcp{kProtocolVersion, TestConfig{}, hello.info};
    tcp.test.streams = 4;
    tcp.test.mode = TestMode::Bidirectional;
    SetupMsg udp = tcp;
    udp.test.protocol = Protocol::Udp;
    udp.test.rateBitsPerSecond = 100'000'000;
    udp.test.datagramBytes = 1400;
    ErrorMsg error{Error{Errc::ServerBusy, "the server is busy", "try again later", {}}};
    StartMsg start{AppliedSettings{131072, 131072, 1448, "cubic"}};
    IntervalMsg interval;
    interval.sample.index = 3;
    interval.sample.endUs = 1'000'000;
    interval.sample.receivedBytes[0] = 123'456'789;
    ResultMsg result;
    result.sentTotal[1] = 987'654'321;
    result.receivedTotal[0] = 123'456'789;
    result.udp[0].valid = true;
    result.udp[0].packetsReceived = 1000;
    result.udp[0].packetsLost = 3;
    LatencySample probes;
    probes.valid = true;
    probes.probesSent = 50;
    probes.rtt = {50, 90, 120, 300, 400, 450};
    probes.oneWayValid = true;
    probes.up = {50, 40, 60, 150, 200, 225};
    probes.down = {50, 50, 60, 150, 200, 225};
    interval.latency = probes;
    LatencyMsg latency;
    latency.summary.emplace();
    latency.summary->valid = true;
    latency.summary->idleRtt = {100, 80, 95, 130, 140, 150};
    latency.summary->loaded.push_back({0, probes.rtt, probes.up, probes.down, 25, 10, 15, 50, 0});
    latency.intervals = {{0, probes}, {1, probes}};
    return {hello,    tcp,       udp,    AcceptMsg{}, error,    start,
            interval, StopMsg{}, result, latency,     DoneMsg{}};
}

void nativeSeeds(const fs::path& dir)
{
    std::string conversation;
    for (const MessageBody& m : nativeMessages()) {
        const std::string frame = encodeFrame(encode(m));
        put(dir, std::string(typeName(MessageType(m.index()))), frame);
        conversation += frame;
    }
    put(dir, "conversation", conversation);
}

void iperf3Seeds(const fs::path& dir)
{
    TestConfig c;
    c.streams = 2;
    std::string why;
    put(dir, "params-tcp", iperf3::encodeParams(iperf3ParamsFor(c, TestMode::Upload, why)));
    c.protocol = Protocol::Udp;
    c.rateBitsPerSecond = 10'000'000;
    iperf3::Params udp = iperf3ParamsFor(c, TestMode::Bidirectional, why);
    udp.udpCounters64 = true;
    put(dir, "params-udp-bidir", iperf3::encodeParams(udp));
    std::vector<iperf3::StreamFigures> figures(2);
    figures[0].sender = true;
    figures[0].wire = {1, 1'000'000, 3, 0, 0, 0, 0, 0, 0, 0};
    figures[1].wire = {3, 2'000'000, -1, 0.000125, 4, 0, 1500, 0, 0, 0};
    iperf3::Results r = iperf3::resultsFor(figures, 2.0, Protocol::Tcp);
    r.cpuTotalPct = 12.5;
    r.congestionUsed = "cubic";
    r.serverOutputText = "server output";
    put(dir, "results", iperf3::encodeResults(r));
}

std::string record(const std::uint8_t* d, std::size_t n)
{
    return std::string(1, char(n)) + std::string(reinterpret_cast<const char*>(d), n);
}

void udpSeeds(const fs::path& dir)
{
    const char cookie[37] = "abcdefghijklmnopqrstuvwxyz0123456789";
    const auto hello = flow::udpwire::hello(2, std::span<const char, 37>(cookie, 37));
    const auto token = flow::udpwire::sessionToken(std::span<const char, 37>(cookie, 37));
    const auto ack = flow::udpwire::ack(2, token);
    const std::string handshake =
        record(hello.data(), hello.size()) + record(ack.data(), ack.size());
    put(dir, "native-handshake", handshake);
    std::string data;
    std::uint8_t datagram[64] = {};
    for (std::uint64_t seq : {0, 1, 3, 2, 2, 5}) { // a loss, a late one, a duplicate
        flow::udpwire::writeData(datagram, 2, token, seq, std::int64_t(1'000 + 100 * seq));
        data += record(datagram, sizeof datagram);
    }
    const auto end = flow::udpwire::end(2, token, 6, 2'000);
    data += record(end.data(), end.size());
    put(dir, "native-data", data);
    put(dir, "native-stream", handshake + data);
    std::string iperf3;
    iperf3 += record(iperf3udp::kConnect.data(), 4) + record(iperf3udp::kReply.data(), 4);
    for (std::uint64_t seq = 1; seq <= 3; ++seq) {
        iperf3udp::writeHeader(datagram, 1'500'000 + std::int64_t(seq), seq, seq == 3);
        iperf3 += record(datagram, 40);
    }
    put(dir, "iperf3-stream", iperf3);
}

void discoverySeeds(const fs::path& dir)
{
    const auto probe = discovery::wire::makeProbe(0x0123456789abcdefULL);
    put(dir, "probe", std::string(probe.begin(), probe.end()));
    discovery::Announcement a;
    a.peerId = discovery::makePeerId();
    a.hostName = "seed-host";
    a.product = "benchwire";
    a.version = "0.1.0";
    a.os = "linux";
    a.busy = true;
    a.busyForMs = 2500;
    a.maxStreams = 128;
    a.maxDurationMs = 3'600'000;
    InterfaceInfo eth;
    eth.name = "eth0";
    eth.type = LinkType::Ethernet;
    eth.speedMbps = 1000;
    eth.addresses = {{"192.168.1.20", false, 24}, {"fe80::1", true, 64}};
    a.interfaces = {eth};
    put(dir, "answer", chars(discovery::wire::makeAnswer(a, 42, discovery::wire::kProbeBytes)));
    // Too short for the interface: left out, and the answer says so.
    put(dir, "answer-short", chars(discovery::wire::makeAnswer(a, 43, 100)));
}
} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seeds OUTPUT_DIR (tests/fuzz/corpus)\n");
        return 2;
    }
    const fs::path out = argv[1];
    nativeSeeds(out / "native");
    iperf3Seeds(out / "iperf3");
    udpSeeds(out / "udpwire");
    discoverySeeds(out / "discovery");
    return 0;
}
