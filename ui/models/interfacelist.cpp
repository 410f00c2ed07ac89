// SPDX-License-Identifier: MIT
#include "models/interfacelist.h"

#include "models/latencytext.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace bw::ui {

namespace {
// Gives lupdate and tr() one context for the free functions below.
class InterfaceListTr
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::InterfaceList)
};
} // namespace

QString linkTypeName(engine::LinkType type)
{
    switch (type) {
    case engine::LinkType::Ethernet:
        return InterfaceListTr::tr("Ethernet");
    case engine::LinkType::WiFi:
        return InterfaceListTr::tr("Wi-Fi");
    case engine::LinkType::Loopback:
        return InterfaceListTr::tr("Loopback");
    case engine::LinkType::Virtual:
        return InterfaceListTr::tr("Virtual");
    case engine::LinkType::Unknown:
        break;
    }
    return InterfaceListTr::tr("Unknown type");
}

QString linkSpeedText(std::int64_t speedMbps)
{
    if (speedMbps <= 0) return {};
    if (speedMbps >= 1000 && speedMbps % 1000 == 0)
        return InterfaceListTr::tr("%1 Gbit/s").arg(speedMbps / 1000);
    return InterfaceListTr::tr("%1 Mbit/s").arg(speedMbps);
}

namespace {
// The label's words for one interface: name, kind and speed, and with link facts the Wi-Fi
// reading or the duplex.
QStringList labelParts(const engine::InterfaceInfo& iface, const engine::LinkFacts* facts)
{
    const QString name =
        QString::fromStdString(iface.displayName.empty() ? iface.name : iface.displayName);
    if (facts && facts->kind == engine::LinkType::WiFi && facts->wifi.valid)
        return {linkShortText(*facts)};
    QStringList parts{name, linkTypeName(iface.type)};
    const QString speed = linkSpeedText(iface.speedMbps);
    if (!speed.isEmpty()) parts << speed;
    if (!iface.duplex.empty())
        parts << InterfaceListTr::tr("%1 duplex").arg(QString::fromStdString(iface.duplex));
    return parts;
}
} // namespace

QVector<InterfaceChoice> interfaceChoices(const std::vector<engine::InterfaceInfo>& interfaces,
                                          const LinkFactsReader& readFacts)
{
    QVector<InterfaceChoice> out;
    out.push_back(
        {InterfaceListTr::tr("Any interface"),
         InterfaceListTr::tr("Do not bind: the operating system picks the route to the peer."),
         {},
         {},
         engine::LinkType::Unknown});
    for (const auto& iface : interfaces) {
        if (!iface.up) continue;
        const QString name =
            QString::fromStdString(iface.displayName.empty() ? iface.name : iface.displayName);
        std::optional<engine::LinkFacts> facts;
        if (readFacts) facts = readFacts(iface.name);
        const QStringList parts = labelParts(iface, facts ? &*facts : nullptr);
        const QString factsLine =
            facts && facts->valid
                ? QStringLiteral("\n") + InterfaceListTr::tr("Link: %1").arg(linkFactsText(*facts))
                : QString();
        QStringList all;
        for (const auto& a : iface.addresses)
            all << QString::fromStdString(a.address) + QLatin1Char('/') +
                       QString::number(a.prefixLength);
        for (const auto& a : iface.addresses) {
            InterfaceChoice c;
            c.label = (QStringList(parts) << QString::fromStdString(a.address))
                          .join(QStringLiteral(" · "));
            c.toolTip =
                InterfaceListTr::tr("Bind the test to %1 on %2.\nAddresses of this interface: %3")
                    .arg(QString::fromStdString(a.address), name, all.join(QStringLiteral(", "))) +
                factsLine;
            c.bindAddress = QString::fromStdString(a.address);
            c.interfaceName = QString::fromStdString(iface.name);
            c.type = iface.type;
            c.prefixLength = a.prefixLength;
            out.push_back(c);
        }
    }
    return out;
}

QStringList ownAddresses(const std::vector<engine::InterfaceInfo>& interfaces)
{
    QStringList out;
    for (const auto& iface : interfaces) {
        if (!iface.up || iface.type == engine::LinkType::Loopback) continue;
        for (const auto& a : iface.addresses)
            out << QString::fromStdString(a.address);
    }
    return out;
}

} // namespace bw::ui
