// SPDX-License-Identifier: MIT
// JSON of the UDP figures and the highest-clean-rate search (declared in jsonconv.h). Every
// field is optional when read: absent keeps the default, a wrong type throws.
#include "report/jsonconv.h"

namespace bw::engine {

using nlohmann::json;

namespace {
// The datagram counts that UdpSample and UdpSummary share.
template <typename T> void readCounts(const json& j, T& v)
{
    v.valid = j.value("valid", v.valid);
    v.packetsSent = j.value("packetsSent", v.packetsSent);
    v.packetsSkipped = j.value("packetsSkipped", v.packetsSkipped);
    v.packetsReceived = j.value("packetsReceived", v.packetsReceived);
    v.packetsLost = j.value("packetsLost", v.packetsLost);
    v.outOfOrder = j.value("outOfOrder", v.outOfOrder);
    v.duplicates = j.value("duplicates", v.duplicates);
}
} // namespace

void to_json(json& j, const UdpSample& v)
{
    j = json{{"valid", v.valid},
             {"packetsSent", v.packetsSent},
             {"packetsSkipped", v.packetsSkipped},
             {"packetsReceived", v.packetsReceived},
             {"packetsLost", v.packetsLost},
             {"lossPct", v.lossPct()},
             {"outOfOrder", v.outOfOrder},
             {"duplicates", v.duplicates},
             {"jitterUs", v.jitterUs}};
}

void from_json(const json& j, UdpSample& v)
{
    readCounts(j, v);
    v.jitterUs = j.value("jitterUs", v.jitterUs);
}

void to_json(json& j, const UdpSummary& v)
{
    j = json{{"valid", v.valid},
             {"datagramBytes", v.datagramBytes},
             {"targetBitsPerSecond", v.targetBitsPerSecond},
             {"packetsSent", v.packetsSent},
             {"packetsSkipped", v.packetsSkipped},
             {"skippedPct", v.skippedPct},
             {"packetsReceived", v.packetsReceived},
             {"packetsLost", v.packetsLost},
             {"outOfOrder", v.outOfOrder},
             {"duplicates", v.duplicates},
             {"lossPct", v.lossPct},
             {"jitterUs", v.jitterUs},
             {"packetsSentTotal", v.packetsSentTotal},
             {"packetsReceivedTotal", v.packetsReceivedTotal},
             {"packetsLostTotal", v.packetsLostTotal},
             {"lossPctTotal", v.lossPctTotal}};
}

void from_json(const json& j, UdpSummary& v)
{
    readCounts(j, v);
    v.datagramBytes = j.value("datagramBytes", v.datagramBytes);
    v.targetBitsPerSecond = j.value("targetBitsPerSecond", v.targetBitsPerSecond);
    v.lossPct = j.value("lossPct", v.lossPct);
    v.skippedPct = j.value("skippedPct", v.skippedPct);
    if (auto it = j.find("jitterUs"); it != j.end()) from_json(*it, v.jitterUs);
    v.packetsSentTotal = j.value("packetsSentTotal", v.packetsSentTotal);
    v.packetsReceivedTotal = j.value("packetsReceivedTotal", v.packetsReceivedTotal);
    v.packetsLostTotal = j.value("packetsLostTotal", v.packetsLostTotal);
    v.lossPctTotal = j.value("lossPctTotal", v.lossPctTotal);
}

void to_json(json& j, const RateStep& v)
{
    j = json{{"phase", v.phase},
             {"targetBitsPerSecond", v.targetBitsPerSecond},
             {"senderBitsPerSecond", v.senderBitsPerSecond},
             {"receiverBitsPerSecond", v.receiverBitsPerSecond},
             {"lossPct", v.lossPct},
             {"shortfallPct", v.shortfallPct},
             {"jitterUs", v.jitterUs},
             {"clean", v.clean}};
}

void from_json(const json& j, RateStep& v)
{
    v.phase = j.value("phase", v.phase);
    v.targetBitsPerSecond = j.value("targetBitsPerSecond", v.targetBitsPerSecond);
    v.senderBitsPerSecond = j.value("senderBitsPerSecond", v.senderBitsPerSecond);
    v.receiverBitsPerSecond = j.value("receiverBitsPerSecond", v.receiverBitsPerSecond);
    v.lossPct = j.value("lossPct", v.lossPct);
    v.shortfallPct = j.value("shortfallPct", v.shortfallPct);
    v.jitterUs = j.value("jitterUs", v.jitterUs);
    v.clean = j.value("clean", v.clean);
}

void to_json(json& j, const RateSearchResult& v)
{
    j = json{{"valid", v.valid},
             {"maxLossPct", v.maxLossPct},
             {"foundBitsPerSecond", v.foundBitsPerSecond},
             {"note", v.note},
             {"steps", v.steps}};
}

void from_json(const json& j, RateSearchResult& v)
{
    v.valid = j.value("valid", v.valid);
    v.maxLossPct = j.value("maxLossPct", v.maxLossPct);
    v.foundBitsPerSecond = j.value("foundBitsPerSecond", v.foundBitsPerSecond);
    v.note = j.value("note", v.note);
    if (auto it = j.find("steps"); it != j.end()) v.steps = it->get<std::vector<RateStep>>();
}

} // namespace bw::engine
