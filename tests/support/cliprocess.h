// SPDX-License-Identifier: MIT
// benchwire-cli as a child process for the integration tests: a free loopback port, one run
// with its exit code and output, and a server that is up once it printed its banner.
#pragma once

#include "net/socket.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

#include <fstream>
#include <random>

namespace bw::test {

// A port that no TCP or UDP socket on 127.0.0.1 uses at the moment, below the ephemeral range
// (as tests/support/freeport.sh): a server started on it later (another process) cannot lose
// it to the client end of a connection that some test opens meanwhile, or that lingers in
// TIME_WAIT, as a port the OS picks for port 0 could. 0 when 200 tries found none.
inline std::uint16_t freeLoopbackPort()
{
    using namespace engine;
    net::NetInit init;
    int low = 32768;
    if (std::ifstream range("/proc/sys/net/ipv4/ip_local_port_range"); range) range >> low;
    if (low <= 12000) low = 32768;
    std::mt19937 pick{std::random_device{}()};
    std::uniform_int_distribution<int> below(10000, low - 1);
    for (int attempt = 0; attempt < 200; ++attempt) {
        std::vector<net::Endpoint> eps;
        const auto port = std::uint16_t(below(pick));
        if (net::resolve("127.0.0.1", port, IpFamily::V4, true, eps) || eps.empty()) return 0;
        std::error_code tcpError, udpError;
        net::Socket tcp = net::Socket::create(AF_INET, net::Kind::Tcp, tcpError);
        net::Socket udp = net::Socket::create(AF_INET, net::Kind::Udp, udpError);
        if (!tcpError && !udpError && !tcp.bind(eps.front()) && !udp.bind(eps.front())) return port;
    }
    return 0;
}

struct CliRun
{
    int exitCode = -1; // -1: crashed or timed out
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

// Waits for a started p to end (killed after timeoutMs): its exit code and output.
inline CliRun finishRun(QProcess& p, int timeoutMs)
{
    CliRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(2000);
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// Runs program with args to the end (killed after timeoutMs).
inline CliRun runProcess(const QString& program, const QStringList& args, int timeoutMs)
{
    QProcess p;
    p.start(program, args);
    return finishRun(p, timeoutMs);
}

// Starts program with args and waits until it printed "listening" (stdout and stderr
// merged). Returns the output so far; the caller checks it contains the banner.
inline QByteArray startUntilListening(QProcess& p, const QString& program, const QStringList& args)
{
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    QByteArray banner;
    if (!p.waitForStarted(5000)) return banner;
    QDeadlineTimer deadline(10'000);
    while (!banner.contains("listening") && !deadline.hasExpired()) {
        p.waitForReadyRead(100);
        banner += p.readAll();
    }
    return banner;
}

inline void stopProcess(QProcess& p)
{
    if (p.state() == QProcess::NotRunning) return;
    p.terminate();
    if (!p.waitForFinished(10'000)) p.kill();
    p.waitForFinished(2000);
}

} // namespace bw::test
