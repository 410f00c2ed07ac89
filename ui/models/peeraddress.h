// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/discovery.h"

#include <QString>
#include <QStringList>

namespace bw::ui {

// The local side a discovered peer is reached from: the interface/IP picker's choice.
struct LocalSide
{
    QString address;       // empty: "Any interface", the OS routes
    int prefixLength = 0;  // of address on its interface
    QString interfaceName; // the scope of an IPv6 link-local peer address
};

// Which of a peer's addresses to test against from a local side.
struct AddressPick
{
    QString address;    // empty: the peer has no address on the local side's subnet
    QStringList offers; // every address the peer has, to choose from when there is no match
};

// True when a and b are numeric addresses of one family that agree in their first
// prefixLength bits. A "%scope" suffix is ignored.
bool sameSubnet(const QString& a, const QString& b, int prefixLength);

// The peer's address on the local side's subnet (from the interfaces it announced, then the
// addresses it answered from). An IPv6 link-local match gets the local interface as scope.
// With no local address (any interface), the address it answered from, IPv4 first.
AddressPick pickPeerAddress(const engine::discovery::Peer& peer, const LocalSide& local);

// The address of an engine endpoint text ("10.0.0.5:50123", "[fe80::1%eth0]:50123"), without
// its port and brackets: the machine, not the connection.
QString endpointHost(const QString& endpoint);

} // namespace bw::ui
