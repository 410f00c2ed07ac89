// SPDX-License-Identifier: MIT
// The client side of the iperf3 dialect: one phase of a ClientRun against a stock iperf3
// server (3.12 and newer), on the run's thread. Wire format: docs/iperf3-protocol.md.
//
//   C: cookie  S: 9  C: params  S: 10  C: streams (connect + cookie, one after the other)
//   S: 1 2  ...data...  C: 4  S: 13  C: results  S: results 14  C: 16  (close)
//
// An iperf3 server sends no figures during the test: the phase's intervals carry this host's
// side only, and the server's end-of-test figures arrive in the phase's totals.
#pragma once

#include "control/clientrun.h"
#include "iperf3/iperf3messages.h"

#include <memory>
#include <vector>

namespace bw::engine::flow {
class DataPath;
}

namespace bw::engine::control {

class Iperf3Meter;
class Iperf3UdpPath;

class Iperf3Client
{
public:
    Iperf3Client(ClientRun& run, ClientRun::Phase& phase);
    // cookieSent: the run's hello (an iperf3-shaped cookie) already got PARAM_EXCHANGE back;
    // otherwise this sends its own cookie first (--iperf3).
    Error run(bool cookieSent);

private:
    Error sendCookie();
    Error readState(unsigned char& state, const char* waitingFor);
    Error expect(unsigned char want, const char* waitingFor);
    Error openStreams(std::vector<net::Socket>& out);
    Error openUdpStreams(std::vector<net::Socket>& out);
    Error runData(std::vector<net::Socket> sockets);
    std::unique_ptr<Iperf3UdpPath> makeUdpPath(std::vector<net::Socket> sockets,
                                               const std::vector<iperf3::StreamFigures>& layout);
    Error measure(flow::DataPath& path, Iperf3Meter& meter);
    Error watch(const flow::DataPath& transfer, const flow::Sampler& sampler,
                std::chrono::steady_clock::time_point end);
    Error exchangeResults(const iperf3::Results& ours, iperf3::Results& server);
    void addUdp(UdpSample& total, bool sender, const iperf3::StreamResult& s) const;
    void takeTotals(const std::vector<iperf3::StreamFigures>& mine, const iperf3::Results& server);
    void notice(const std::string& message);

    ClientRun& m_run;
    ClientRun::Phase& m_p;
    const TestConfig& m_config;
    iperf3::Params m_params;
};

// The params a Benchwire client sends for one phase. Empty why: fine; else why the config
// cannot be expressed in the iperf3 dialect.
iperf3::Params iperf3ParamsFor(const TestConfig& config, TestMode phaseMode, std::string& why);

// For phases against an iperf3 server, which sends no interval figures: the server's
// end-of-test bytes stand in for the remote side's interval sums (ClientRun::run).
void fillIperf3PeerTotals(std::vector<DirectionSummary>& summaries);

} // namespace bw::engine::control
