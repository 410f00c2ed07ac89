// SPDX-License-Identifier: MIT
// Discovery rounds over loopback for the GUI tests: engine discover() skips loopback, so the
// window's bridge runs a probe function that unicasts the probe to 127.0.0.1 and decodes the
// answers with the engine's wire code. Nothing leaves the machine.
#pragma once

#include "bridge/discoverybridge.h"
#include "mainwindow.h"
#include "widgets/peerpanel.h"

#include "benchwire/discovery.h"
#include "discovery/localnet.h"
#include "discovery/wire.h"
#include "net/socket.h"

#include <QTableView>
#include <QTest>

namespace bw::ui::test {
namespace dsc = bw::engine::discovery;
using namespace bw::engine;

inline std::uint16_t freeUdpPort()
{
    std::error_code ec;
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    in_addr lo{};
    inet_pton(AF_INET, "127.0.0.1", &lo);
    if (ec || s.bind(dsc::endpointV4(lo, 0))) return 0;
    net::Endpoint ep;
    s.localEndpoint(ep);
    return ep.port();
}

// One real round over loopback: a probe unicast to 127.0.0.1:options.port, the answers that
// come back within options.durationMs, decoded by the engine's wire code.
inline std::vector<dsc::Peer> loopbackRound(const dsc::ProbeOptions& options, std::error_code& ec)
{
    net::Socket s = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    if (ec) return {};
    in_addr lo{};
    inet_pton(AF_INET, "127.0.0.1", &lo);
    const auto probe = dsc::wire::makeProbe(42);
    std::size_t n = 0;
    if ((ec = s.sendTo(probe.data(), probe.size(), dsc::endpointV4(lo, options.port), n)))
        return {};
    std::vector<dsc::Peer> out;
    while (!s.waitReadable(std::chrono::milliseconds(options.durationMs))) {
        std::uint8_t buf[2048];
        net::Endpoint from;
        if (s.recvFrom(buf, sizeof buf, from, n)) break;
        const auto parsed = dsc::wire::parseAnswer(buf, n);
        if (!parsed || parsed->nonce != 42) continue;
        dsc::Peer p;
        p.info = parsed->announcement;
        p.lastSeen = dsc::Clock::now();
        p.addresses = {{"127.0.0.1", "lo", p.lastSeen}};
        out.push_back(p);
    }
    return out;
}

// The window with its peer search on loopback rounds against the responder's port.
inline void startLoopbackDiscovery(MainWindow& w, std::uint16_t port)
{
    w.peerPanel()->setPort(port);
    w.discoveryBridge()->setProbeFunction([](const dsc::ProbeOptions& o, std::error_code& ec) {
        dsc::ProbeOptions shortRound = o;
        shortRound.durationMs = 300;
        return loopbackRound(shortRound, ec);
    });
    w.startDiscovery();
}

inline void selectRow(QTableView* view, int row)
{
    const QRect r = view->visualRect(view->model()->index(row, 0));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, r.center());
}

} // namespace bw::ui::test
