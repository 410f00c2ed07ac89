// SPDX-License-Identifier: MIT
#include "models/errortext.h"

#include <QCoreApplication>

namespace bw::ui {

namespace {
// Gives lupdate and tr() one context for the free functions below.
class ErrorTextTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ErrorText)
};

using engine::Errc;

ErrorText connectionTexts(Errc code, const QString& peer)
{
    switch (code) {
    case Errc::ResolveFailed:
        return {ErrorTextTr::tr("The name %1 could not be resolved.").arg(peer),
                ErrorTextTr::tr("Check the spelling, or type the peer's IP address."),
                {}};
    case Errc::ConnectionRefused:
        return {
            ErrorTextTr::tr("%1 refused the connection: no Benchwire server listens there.")
                .arg(peer),
            ErrorTextTr::tr("Start \"benchwire-cli -s\" or the app in Serve mode on the peer, and "
                            "check the port."),
            {}};
    case Errc::Timeout:
        return {ErrorTextTr::tr("%1 did not answer in time: a firewall filters the port, or the "
                                "address or route is wrong.")
                    .arg(peer),
                ErrorTextTr::tr("Allow the test port (TCP and UDP) through the peer's firewall, "
                                "or check the address. Check tells more."),
                {}};
    case Errc::UdpBlocked:
        return {ErrorTextTr::tr("TCP reached %1, UDP did not: its firewall (or one on the path) "
                                "blocks UDP.")
                    .arg(peer),
                ErrorTextTr::tr("Allow UDP on the test port through the peer's firewall, or run "
                                "a TCP test."),
                {}};
    case Errc::Unreachable:
        return {ErrorTextTr::tr("%1 cannot be reached from this interface.").arg(peer),
                ErrorTextTr::tr(
                    "Check the cable or Wi-Fi, and pick an interface on the peer's network."),
                {}};
    case Errc::BindFailed:
        return {ErrorTextTr::tr("The chosen local address or port cannot be used."),
                ErrorTextTr::tr("Pick another interface or address, or choose \"Any interface\"."),
                {}};
    default:
        return {};
    }
}

ErrorText sessionTexts(Errc code, const QString& peer)
{
    switch (code) {
    case Errc::InvalidConfig:
        return {ErrorTextTr::tr("A setting is out of range."),
                ErrorTextTr::tr("Correct the setting and retry."),
                {}};
    case Errc::ServerBusy:
        return {ErrorTextTr::tr("%1 is busy with another test.").arg(peer),
                ErrorTextTr::tr("Wait until that test ends, then try again."),
                {}};
    case Errc::VersionMismatch:
        return {ErrorTextTr::tr("%1 speaks an incompatible protocol version.").arg(peer),
                ErrorTextTr::tr("Update Benchwire on both machines to the same version."),
                {}};
    case Errc::Refused:
        return {ErrorTextTr::tr("%1 refused the test's settings.").arg(peer),
                ErrorTextTr::tr("Use fewer streams or a shorter duration, or raise the server's "
                                "limits."),
                {}};
    case Errc::ProtocolError:
        return {ErrorTextTr::tr("%1 sent something this version does not understand.").arg(peer),
                ErrorTextTr::tr("Make sure the peer runs Benchwire or iperf3 3.12 or newer."),
                {}};
    case Errc::PeerClosed:
        return {ErrorTextTr::tr("The connection to %1 was lost during the test.").arg(peer),
                ErrorTextTr::tr(
                    "Check the link and the peer, then run again. The intervals measured so "
                    "far are still shown."),
                {}};
    case Errc::Cancelled:
        return {ErrorTextTr::tr("The test was stopped before data flowed."),
                ErrorTextTr::tr("Run it again."),
                {}};
    case Errc::Unsupported:
        return {ErrorTextTr::tr("The peer or this system lacks a feature the test needs."),
                ErrorTextTr::tr("Change the settings (for example the IP version) and retry."),
                {}};
    default:
        return {};
    }
}
} // namespace

ErrorText errorText(const engine::Error& error, const QString& peer)
{
    ErrorText t = connectionTexts(error.code, peer);
    if (t.what.isEmpty()) t = sessionTexts(error.code, peer);
    if (t.what.isEmpty())
        t = {ErrorTextTr::tr("The test failed with a network error."),
             ErrorTextTr::tr("Check the connection to the peer and retry."),
             {}};
    t.detail = QString::fromStdString(error.describe());
    return t;
}

QString errorHtml(const ErrorText& error)
{
    QString html = QStringLiteral("<b>%1</b>").arg(error.what.toHtmlEscaped());
    if (!error.action.isEmpty()) html += QStringLiteral("<br>") + error.action.toHtmlEscaped();
    if (!error.detail.isEmpty())
        html += QStringLiteral("<br><small>%1</small>").arg(error.detail.toHtmlEscaped());
    return html;
}

} // namespace bw::ui
