// SPDX-License-Identifier: MIT
#include "models/peeraddress.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>

#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <sys/socket.h>
#endif

namespace bw::ui {

namespace {

struct Raw
{
    bool v6 = false;
    std::array<std::uint8_t, 16> bytes{};
};

QString withoutScope(const QString& address)
{
    const qsizetype percent = address.indexOf(QLatin1Char('%'));
    return percent < 0 ? address : address.left(percent);
}

// inet_pton, not Qt Network: benchwire_ui does not link it (the engine does the networking).
std::optional<Raw> parse(const QString& address)
{
    const QByteArray text = withoutScope(address.trimmed()).toLatin1();
    Raw r;
    if (inet_pton(AF_INET, text.constData(), r.bytes.data()) == 1) return r;
    r.v6 = true;
    if (inet_pton(AF_INET6, text.constData(), r.bytes.data()) == 1) return r;
    return std::nullopt;
}

bool isLinkLocalV6(const QString& address)
{
    const std::optional<Raw> r = parse(address);
    return r && r->v6 && r->bytes[0] == 0xfe && (r->bytes[1] & 0xc0) == 0x80;
}

QStringList announcedAddresses(const engine::discovery::Peer& peer)
{
    QStringList out;
    for (const auto& iface : peer.info.interfaces)
        for (const auto& a : iface.addresses)
            out << QString::fromStdString(a.address);
    return out;
}

// Every address the peer has, the ones it answered from first, without repeats.
QStringList allAddresses(const engine::discovery::Peer& peer)
{
    QStringList out;
    for (const auto& a : peer.addresses)
        out << QString::fromStdString(a.address);
    for (const QString& a : announcedAddresses(peer)) {
        const bool known = std::any_of(out.begin(), out.end(), [&](const QString& o) {
            return withoutScope(o) == withoutScope(a);
        });
        if (!known) out << a;
    }
    return out;
}

QString answeredFrom(const engine::discovery::Peer& peer)
{
    for (const auto& a : peer.addresses) {
        const std::optional<Raw> r = parse(QString::fromStdString(a.address));
        if (r && !r->v6) return QString::fromStdString(a.address);
    }
    return peer.addresses.empty() ? QString() : QString::fromStdString(peer.addresses[0].address);
}

} // namespace

bool sameSubnet(const QString& a, const QString& b, int prefixLength)
{
    const std::optional<Raw> x = parse(a);
    const std::optional<Raw> y = parse(b);
    if (!x || !y || x->v6 != y->v6) return false;
    const int bits = std::clamp(prefixLength, 0, x->v6 ? 128 : 32);
    for (int i = 0; i < bits; ++i) {
        const std::uint8_t mask = std::uint8_t(0x80u >> (i % 8));
        if ((x->bytes[i / 8] & mask) != (y->bytes[i / 8] & mask)) return false;
    }
    return true;
}

AddressPick pickPeerAddress(const engine::discovery::Peer& peer, const LocalSide& local)
{
    AddressPick pick;
    pick.offers = allAddresses(peer);
    if (local.address.isEmpty()) {
        pick.address = answeredFrom(peer);
        return pick;
    }
    for (const QString& candidate : pick.offers) {
        if (!sameSubnet(candidate, local.address, local.prefixLength)) continue;
        pick.address = withoutScope(candidate);
        // A link-local address means nothing without the local interface it is reached on.
        if (isLinkLocalV6(candidate) && !local.interfaceName.isEmpty())
            pick.address += QLatin1Char('%') + local.interfaceName;
        return pick;
    }
    return pick;
}

QString endpointHost(const QString& endpoint)
{
    const qsizetype colon = endpoint.lastIndexOf(QLatin1Char(':'));
    // A bare IPv6 address has colons but no brackets and no port.
    if (colon < 0 || (endpoint.count(QLatin1Char(':')) > 1 && !endpoint.startsWith(u'[')))
        return endpoint;
    QString host = endpoint.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']')) host = host.mid(1, host.size() - 2);
    return host;
}

} // namespace bw::ui
