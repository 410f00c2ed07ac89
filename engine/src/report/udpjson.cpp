// SPDX-License-Identifier: MIT
// JSON of the UDP figures and the highest-clean-rate search (declared in jsonconv.h). Every
// field is optional when read: absent keeps the default, a wrong type throws.
#include "report/jsonconv.h"

#include "report/jsonnum.h"

namespace bw::engine {

using nlohmann::json;

namespace {
using report::jsonnum::opt;

// The datagram counts that UdpSample and UdpSummary share.
template <typename T> void readCounts(const json& j, T& v)
{
    opt(j, "valid", v.valid);
    opt(j, "packetsSent", v.packetsSent);
    opt(j, "packetsSkipped", v.packetsSkipped);
    opt(j, "packetsReceived", v.packetsReceived);
    opt(j, "packetsLost", v.packetsLost);
    opt(j, "outOfOrder", v.outOfOrder);
    opt(j, "duplicates", v.duplicates);
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
    opt(j, "jitterUs", v.jitterUs);
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
    opt(j, "datagramBytes", v.datagramBytes);
    opt(j, "targetBitsPerSecond", v.targetBitsPerSecond);
    opt(j, "lossPct", v.lossPct);
    opt(j, "skippedPct", v.skippedPct);
    if (auto it = j.find("jitterUs"); it != j.end()) from_json(*it, v.jitterUs);
    opt(j, "packetsSentTotal", v.packetsSentTotal);
    opt(j, "packetsReceivedTotal", v.packetsReceivedTotal);
    opt(j, "packetsLostTotal", v.packetsLostTotal);
    opt(j, "lossPctTotal", v.lossPctTotal);
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
    opt(j, "phase", v.phase);
    opt(j, "targetBitsPerSecond", v.targetBitsPerSecond);
    opt(j, "senderBitsPerSecond", v.senderBitsPerSecond);
    opt(j, "receiverBitsPerSecond", v.receiverBitsPerSecond);
    opt(j, "lossPct", v.lossPct);
    opt(j, "shortfallPct", v.shortfallPct);
    opt(j, "jitterUs", v.jitterUs);
    opt(j, "clean", v.clean);
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
    opt(j, "valid", v.valid);
    opt(j, "maxLossPct", v.maxLossPct);
    opt(j, "foundBitsPerSecond", v.foundBitsPerSecond);
    opt(j, "note", v.note);
    if (auto it = j.find("steps"); it != j.end()) v.steps = it->get<std::vector<RateStep>>();
}

} // namespace bw::engine
