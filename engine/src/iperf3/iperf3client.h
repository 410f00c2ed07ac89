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

#include "control/phasedriver.h"
#include "iperf3/iperf3messages.h"

#include <memory>
#include <vector>

namespace bw::engine::flow {
class DataPath;
class Sampler;
} // namespace bw::engine::flow

namespace bw::engine::iperf3 {

class Iperf3Meter;

class Iperf3Client : public control::PhaseDriver
{
public:
    // cookieSent: the run's hello (an iperf3-shaped cookie) already got PARAM_EXCHANGE back;
    // otherwise this sends its own cookie first (--iperf3).
    Iperf3Client(control::PhaseContext& context, bool cookieSent);
    Error run(control::Phase& p) override;
    // The server sends no interval figures: its end-of-test bytes stand in for them.
    void completeSummaries(std::vector<DirectionSummary>& summaries) const override;

private:
    Error sendCookie();
    Error readState(unsigned char& state, const char* waitingFor);
    Error expect(unsigned char want, const char* waitingFor);
    Error openStreams(std::vector<net::Socket>& out);
    Error runData(std::vector<net::Socket> sockets);
    Error measure(flow::DataPath& path, Iperf3Meter& meter);
    Error watch(const flow::DataPath& transfer, const flow::Sampler& sampler,
                std::chrono::steady_clock::time_point end);
    Error exchangeResults(const iperf3::Results& ours, iperf3::Results& server);
    void addUdp(UdpSample& total, int& receivers, bool sender, const iperf3::StreamResult& s) const;
    void takeTotals(const std::vector<iperf3::StreamFigures>& mine, const iperf3::Results& server);
    void notice(const std::string& message);

    control::PhaseContext& m_context;
    const TestConfig& m_config;
    bool m_cookieSent = false;
    control::Phase* m_p = nullptr; // the phase run() drives
    iperf3::Params m_params;
};

// For phases against an iperf3 server, which sends no interval figures: the server's
// end-of-test bytes stand in for the remote side's interval sums.
void fillIperf3PeerTotals(std::vector<DirectionSummary>& summaries);

} // namespace bw::engine::iperf3
