// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/interfaces.h"

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
// "Any" first, then one entry per address of each interface that is up.
QVector<InterfaceChoice> interfaceChoices(const std::vector<engine::InterfaceInfo>& interfaces);
// Non-loopback addresses, for telling the other side what to type.
QStringList ownAddresses(const std::vector<engine::InterfaceInfo>& interfaces);

} // namespace bw::ui
