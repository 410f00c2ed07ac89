// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/interfaces.h"
#include "benchwire/linkfacts.h"

#include <functional>

#include <QString>
#include <QVector>

namespace bw::ui {

// One choice in the local interface/IP picker.
struct InterfaceChoice
{
    QString label; // "eth0 · Ethernet · 1 Gbit/s · 192.168.1.5"
    QString toolTip;
    QString bindAddress; // empty: let the OS choose
    QString interfaceName;
    engine::LinkType type = engine::LinkType::Unknown;
    int prefixLength = 0; // of bindAddress: which peers' addresses are on its subnet
};

QString linkTypeName(engine::LinkType type);   // translated
QString linkSpeedText(std::int64_t speedMbps); // translated, empty when unknown
// Reads an interface's link facts by name (the app passes engine::readLinkFacts).
using LinkFactsReader = std::function<engine::LinkFacts(const std::string& interfaceName)>;
// "Any" first, then one entry per address of each interface that is up. With `readFacts`, a
// Wi-Fi interface's label carries its standard, band, width and signal ("wlp2s0 Wi-Fi 6 5 GHz
// 80 MHz -52 dBm"), an Ethernet one its duplex, and every tooltip the whole reading.
QVector<InterfaceChoice> interfaceChoices(const std::vector<engine::InterfaceInfo>& interfaces,
                                          const LinkFactsReader& readFacts = {});
// Non-loopback addresses, for telling the other side what to type.
QStringList ownAddresses(const std::vector<engine::InterfaceInfo>& interfaces);

} // namespace bw::ui
