// SPDX-License-Identifier: MIT
// The connection check's report in words and in JSON.
#include "benchwire/check.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>

namespace bw::engine {

using nlohmann::json;

namespace {
constexpr std::array<std::string_view, 8> kStatusNames = {"not-tested",   "reachable",   "refused",
                                                          "no-answer",    "unreachable", "one-way",
                                                          "not-testable", "failed"};

// The short verdict a person reads first.
std::string_view verdict(CheckStatus s)
{
    switch (s) {
    case CheckStatus::Reachable:
        return "reachable";
    case CheckStatus::Refused:
        return "refused";
    case CheckStatus::NoAnswer:
        return "no answer (filtered)";
    case CheckStatus::Unreachable:
        return "unreachable";
    case CheckStatus::OneWay:
        return "one way only";
    case CheckStatus::NotTestable:
        return "not testable";
    case CheckStatus::NotTested:
        return "not tested";
    case CheckStatus::Failed:
        break;
    }
    return "failed";
}

std::string millis(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, ms < 10 ? "%.2f ms" : "%.1f ms", ms);
    return buf;
}

json nullable(double v)
{
    return v < 0 ? json(nullptr) : json(v);
}

json nullable(int v)
{
    return v < 0 ? json(nullptr) : json(v);
}

json nullable(const std::string& s)
{
    return s.empty() ? json(nullptr) : json(s);
}
} // namespace

std::string_view toString(CheckStatus s)
{
    return kStatusNames[std::size_t(s)];
}

std::string checkToText(const CheckReport& r)
{
    const std::string port = std::to_string(r.port);
    std::string out = "Connection check of " + r.host + " port " + port;
    if (!r.address.empty() && r.address != r.host) out += " (" + r.address + ")";
    if (!r.serverKind.empty())
        out += ": " + std::string(r.serverKind == "iperf3" ? "an iperf3" : "a Benchwire") +
               " server" + (r.serverVersion.empty() ? "" : " " + r.serverVersion);
    out += "\n  TCP " + port + ": " + std::string(verdict(r.tcp));
    if (r.tcp == CheckStatus::Reachable && r.tcpConnectMs >= 0)
        out += ", connected in " + millis(r.tcpConnectMs);
    else
        out += ": " + r.tcpDetail;
    out += "\n  UDP " + port + ": " + std::string(verdict(r.udp)) + ": " + r.udpDetail;
    if (r.udpRttMs >= 0) out += ", round trip " + millis(r.udpRttMs) + " (median)";
    out +=
        "\n  Path MTU: " + (r.pathMtuBytes > 0 ? std::to_string(r.pathMtuBytes) + " bytes"
                                               : std::string("n/a (this OS does not report it)"));
    out += "\n  Peer's firewall: " + (r.peerFirewall.empty() ? "not reported" : r.peerFirewall);
    out += std::string("\n") +
           (r.passed() ? "Everything tested is reachable."
                       : "Not everything is reachable: see above.") +
           "\n";
    return out;
}

std::string checkToJson(const CheckReport& r, int indent)
{
    json j{{"format", "benchwire-check"},
           {"version", 1},
           {"generator", std::string("benchwire ") + std::string(engineVersion())},
           {"host", r.host},
           {"port", r.port},
           {"address", nullable(r.address)},
           {"server", {{"kind", nullable(r.serverKind)}, {"version", nullable(r.serverVersion)}}},
           {"tcp",
            {{"status", toString(r.tcp)},
             {"detail", r.tcpDetail},
             {"connectMs", nullable(r.tcpConnectMs)}}},
           {"udp",
            {{"status", toString(r.udp)},
             {"detail", r.udpDetail},
             {"probesSent", r.udpProbesSent},
             {"probesArrived", nullable(r.udpProbesArrived)},
             {"answers", r.udpAnswers},
             {"rttMs", nullable(r.udpRttMs)}}},
           {"pathMtuBytes", nullable(r.pathMtuBytes)},
           {"peerFirewall", nullable(r.peerFirewall)},
           {"elapsedMs", r.elapsedMs},
           {"passed", r.passed()}};
    return j.dump(indent, ' ', false, json::error_handler_t::replace);
}

} // namespace bw::engine
