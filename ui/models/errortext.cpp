// SPDX-License-Identifier: MIT
#include "errortext.h"

#include <QCoreApplication>

namespace bw::ui {

namespace {
QString trError(const char* text)
{
    return QCoreApplication::translate("bw::ui::ErrorText", text);
}

using engine::Errc;

ErrorText connectionTexts(Errc code, const QString& peer)
{
    switch (code) {
    case Errc::ResolveFailed:
        return {trError("The name %1 could not be resolved.").arg(peer),
                trError("Check the spelling, or type the peer's IP address."), {}};
    case Errc::ConnectionRefused:
        return {trError("%1 refused the connection: no Benchwire server listens there.").arg(peer),
                trError("Start \"benchwire-cli -s\" or the app in Serve mode on the peer, and "
                        "check the port."),
                {}};
    case Errc::Timeout:
        return {trError("%1 did not answer in time.").arg(peer),
                trError("A firewall probably blocks the port. Open it on the peer, or check "
                        "that the address is right."),
                {}};
    case Errc::Unreachable:
        return {trError("%1 cannot be reached from this interface.").arg(peer),
                trError("Check the cable or Wi-Fi, and pick an interface on the peer's network."),
                {}};
    case Errc::BindFailed:
        return {trError("The chosen local address or port cannot be used."),
                trError("Pick another interface or address, or choose \"Any\"."), {}};
    default:
        return {};
    }
}

ErrorText sessionTexts(Errc code, const QString& peer)
{
    switch (code) {
    case Errc::InvalidConfig:
        return {trError("A setting is out of range."), trError("Correct the setting and retry."),
                {}};
    case Errc::ServerBusy:
        return {trError("%1 is busy with another test.").arg(peer),
                trError("Wait until that test ends, then try again."), {}};
    case Errc::VersionMismatch:
        return {trError("%1 speaks an incompatible protocol version.").arg(peer),
                trError("Update Benchwire on both machines to the same version."), {}};
    case Errc::Refused:
        return {trError("%1 refused the test's settings.").arg(peer),
                trError("Use fewer streams or a shorter duration, or raise the server's "
                        "limits."),
                {}};
    case Errc::ProtocolError:
        return {trError("%1 sent something this version does not understand.").arg(peer),
                trError("Make sure the peer runs Benchwire or iperf3 3.12 or newer."), {}};
    case Errc::PeerClosed:
        return {trError("The connection to %1 was lost during the test.").arg(peer),
                trError("Check the link and the peer, then run again. The intervals measured so "
                        "far are still shown."),
                {}};
    case Errc::Cancelled:
        return {trError("The test was stopped before data flowed."), trError("Run it again."),
                {}};
    case Errc::Unsupported:
        return {trError("The peer or this system lacks a feature the test needs."),
                trError("Change the settings (for example the IP version) and retry."), {}};
    default:
        return {};
    }
}
} // namespace

ErrorText errorText(const engine::Error& error, const QString& peer)
{
    ErrorText t = connectionTexts(error.code, peer);
    if (t.what.isEmpty())
        t = sessionTexts(error.code, peer);
    if (t.what.isEmpty())
        t = {trError("The test failed with a network error."),
             trError("Check the connection to the peer and retry."), {}};
    t.detail = QString::fromStdString(error.describe());
    return t;
}

} // namespace bw::ui
