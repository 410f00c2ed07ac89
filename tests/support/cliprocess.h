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

namespace bw::test {

// A TCP port nothing listens on at the moment (the OS's choice for port 0 on 127.0.0.1).
inline std::uint16_t freeLoopbackPort()
{
    using namespace engine;
    net::NetInit init;
    std::error_code ec;
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    std::vector<net::Endpoint> eps;
    net::resolve("127.0.0.1", 0, IpFamily::V4, true, eps);
    s.bind(eps.front());
    net::Endpoint bound;
    s.localEndpoint(bound);
    return bound.port();
}

struct CliRun
{
    int exitCode = -1; // -1: crashed or timed out
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

// Runs program with args to the end (killed after timeoutMs).
inline CliRun runProcess(const QString& program, const QStringList& args, int timeoutMs)
{
    QProcess p;
    p.start(program, args);
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
