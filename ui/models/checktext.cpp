// SPDX-License-Identifier: MIT
#include "models/checktext.h"

#include <QCoreApplication>
#include <QStringList>

namespace bw::ui {

namespace {
// Gives lupdate and tr() one context for the free functions below.
class CheckTextTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::CheckText)
};

using engine::CheckStatus;

QString millis(double ms)
{
    return QString::number(ms, 'f', ms < 10 ? 2 : 1);
}

QString tcpLine(const engine::CheckReport& r, const QString& port)
{
    switch (r.tcp) {
    case CheckStatus::Reachable:
        return CheckTextTr::tr("TCP %1: reachable (connected in %2 ms)")
            .arg(port, millis(r.tcpConnectMs));
    case CheckStatus::Refused:
        return CheckTextTr::tr("TCP %1: refused: nothing listens there. Start \"benchwire-cli "
                               "-s\" or Serve mode on the peer.")
            .arg(port);
    case CheckStatus::NoAnswer:
        return CheckTextTr::tr("TCP %1: no answer: filtered by a firewall, or a wrong address "
                               "or route.")
            .arg(port);
    case CheckStatus::Unreachable:
        return CheckTextTr::tr("TCP %1: unreachable: no route to the peer. Check the address and "
                               "the local interface.")
            .arg(port);
    default:
        return CheckTextTr::tr("TCP %1: failed (%2). Check the address and the port, then run "
                               "Check again.")
            .arg(port, QString::fromStdString(r.tcpDetail));
    }
}

QString udpLine(const engine::CheckReport& r, const QString& port)
{
    const QString detail = QString::fromStdString(r.udpDetail);
    switch (r.udp) {
    case CheckStatus::Reachable:
        return CheckTextTr::tr("UDP %1: reachable (%2 of %3 probes arrived, round trip %4 ms)")
            .arg(port)
            .arg(r.udpProbesArrived)
            .arg(r.udpProbesSent)
            .arg(millis(r.udpRttMs));
    case CheckStatus::NoAnswer:
        return CheckTextTr::tr("UDP %1: blocked: TCP reached the peer, UDP did not. Its firewall "
                               "(or one on the path) blocks UDP. Allow UDP on the test port there "
                               "(Allow through firewall… shows how).")
            .arg(port);
    case CheckStatus::OneWay:
        return CheckTextTr::tr(
                   "UDP %1: one way only: the probes arrived, the answers did not "
                   "come back. A firewall on this machine may block them: allow incoming "
                   "UDP here, or run a TCP test.")
            .arg(port);
    case CheckStatus::Refused:
        return CheckTextTr::tr("UDP %1: closed on the peer (port unreachable).").arg(port);
    case CheckStatus::NotTestable:
        if (r.serverKind == "iperf3")
            return CheckTextTr::tr("UDP %1: not testable against iperf3 (TCP only).").arg(port);
        return CheckTextTr::tr("UDP %1: not testable (%2)").arg(port, detail);
    case CheckStatus::NotTested:
        return CheckTextTr::tr("UDP %1: not tested (%2)").arg(port, detail);
    default:
        return CheckTextTr::tr("UDP %1: failed (%2). Run Check again; if it stays, run a TCP "
                               "test.")
            .arg(port, detail);
    }
}
} // namespace

QString checkText(const engine::CheckReport& r)
{
    const QString port = QString::number(r.port);
    QStringList lines{tcpLine(r, port), udpLine(r, port)};
    lines << (r.pathMtuBytes > 0 ? CheckTextTr::tr("Path MTU: %1 bytes").arg(r.pathMtuBytes)
                                 : CheckTextTr::tr("Path MTU: not reported by this system"));
    if (!r.peerFirewall.empty())
        lines << CheckTextTr::tr("Peer's firewall: %1").arg(QString::fromStdString(r.peerFirewall));
    lines << (r.passed() ? CheckTextTr::tr("Everything tested is reachable.")
                         : CheckTextTr::tr("Not everything is reachable: fix the first line "
                                           "that is not, then run Check again."));
    return lines.join(QLatin1Char('\n'));
}

} // namespace bw::ui
