// SPDX-License-Identifier: MIT
// The server side of one native test: runs on the thread of the connection that opened it.
#pragma once

#include "benchwire/config.h"
#include "native/framing.h"
#include "native/messages.h"
#include "net/socket.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <vector>

namespace bw::engine {
class ServerImpl;
namespace flow {
class DataPath;
class UdpPort;
} // namespace flow
}

namespace bw::engine::control {

class NativeUdpPeer;

class NativeSession
{
public:
    NativeSession(ServerImpl& server, const ServerConfig& config, net::Socket control,
                  std::string peer, Cookie cookie);

    const Cookie& cookie() const { return m_cookie; }
    // A data connection that presented our cookie (from another connection thread).
    // Returns false (and the caller closes it) when the index is out of range, a duplicate, or
    // the session does not expect data connections now.
    bool offerData(std::uint32_t index, net::Socket& sock);
    // A UDP stream's hello from `from` (on the UDP port's thread, serverudp.cpp): routes the
    // stream's datagrams to the session and acknowledges. False when not expected.
    bool offerUdp(std::uint32_t index, const net::Endpoint& from, flow::UdpPort& port);
    // Runs the whole session; returns when it ended for any reason.
    void run(std::stop_token st);
    // The result went out: the session only waits for the client's goodbye now.
    bool finishing() const { return m_finishing.load(); }

private:
    bool handshake();
    bool waitForData(std::stop_token st);
    void runTest(std::stop_token st);
    void refuse(Errc code, const std::string& message, const std::string& hint);
    bool send(const std::string& payload);
    std::string checkLimits(const TestConfig& t) const;
    std::unique_ptr<flow::DataPath> makeUdpPath(AppliedSettings& applied, int threads);
    void releaseUdp();

    ServerImpl& m_server;
    ServerConfig m_config;
    net::Socket m_control;
    std::string m_peer;
    Cookie m_cookie;
    TestConfig m_test;
    std::atomic<bool> m_cancel{false};
    std::atomic<bool> m_finishing{false};

    std::mutex m_mutex; // guards the data-connection fields below
    std::condition_variable m_cv;
    bool m_acceptingData = false;
    int m_expected = 0;
    int m_arrived = 0;
    std::vector<net::Socket> m_data;
    std::vector<std::shared_ptr<NativeUdpPeer>> m_udpPeers; // UDP: by stream index
    flow::UdpPort* m_udpPort = nullptr;
    std::mutex m_writeMutex; // control writes come from the session and the sampler thread
};

} // namespace bw::engine::control
