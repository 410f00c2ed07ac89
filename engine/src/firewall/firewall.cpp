// SPDX-License-Identifier: MIT
// Names, detection of the firewall in use, and running a plan with elevation.
#include "benchwire/firewall.h"

#include "firewall/backends.h"

#include <cmath>
#include <cstdlib>

namespace bw::engine::firewall {

using namespace text;

std::string_view toString(PortState s)
{
    switch (s) {
    case PortState::Open:
        return "open";
    case PortState::Blocked:
        return "blocked";
    case PortState::Unknown:
        break;
    }
    return "unknown";
}

std::string_view toString(Backend b)
{
    switch (b) {
    case Backend::Nftables:
        return "nftables";
    case Backend::Firewalld:
        return "firewalld";
    case Backend::Ufw:
        return "ufw";
    case Backend::Iptables:
        return "iptables";
    case Backend::WindowsNetsh:
        return "Windows Defender Firewall (netsh)";
    case Backend::WindowsPowerShell:
        return "Windows Defender Firewall (PowerShell)";
    case Backend::None:
        break;
    }
    return "none";
}

std::string ruleName(std::uint16_t port)
{
    return "Benchwire test port " + std::to_string(port);
}

Status unknownStatus(Backend backend, std::uint16_t port, const std::string& reason)
{
    Status s;
    s.backend = backend;
    s.port = port;
    s.tcp = s.udp = Verdict{PortState::Unknown, reason};
    return s;
}

Status needsAdminStatus(Backend backend, std::uint16_t port, const std::string& detail)
{
    Status s = unknownStatus(backend, port, "needs administrator rights: " + detail);
    s.needsAdmin = true;
    return s;
}

std::optional<std::string> readRules(Backend backend, std::uint16_t port, CommandRunner& runner,
                                     std::string_view command, std::string_view marker,
                                     Status& failure)
{
    const std::string cmd(command);
    const CommandResult r = runner.run(cmd);
    const std::string tool = cmd.substr(0, cmd.find(' '));
    if (!r.started) {
        failure = unknownStatus(backend, port, tool + " could not be run");
        return std::nullopt;
    }
    if (r.stopped) {
        failure = unknownStatus(backend, port, tool + " did not answer in time; stopped");
        return std::nullopt;
    }
    if (r.exitCode == 0 && (marker.empty() || text::contains(r.output, marker))) return r.output;
    if (text::looksLikePermissionDenied(r.output))
        failure = needsAdminStatus(backend, port, cmd);
    else
        failure = unknownStatus(backend, port, cmd + " failed: " + text::trim(r.output));
    return std::nullopt;
}

Status portStatus(Backend backend, std::uint16_t port, Verdict tcp, Verdict udp)
{
    Status s;
    s.backend = backend;
    s.port = port;
    s.tcp = std::move(tcp);
    s.udp = std::move(udp);
    return s;
}

std::string detachedRemover(const std::vector<std::string>& commands, int seconds)
{
    std::string body = "sleep " + std::to_string(seconds);
    for (const auto& c : commands)
        body += "; " + c;
    return "setsid -f sh -c " + shellQuote(body) + " </dev/null >/dev/null 2>&1";
}

namespace {
// Linux: which tools exist, whether firewalld runs and whether ufw is enabled, in one shell.
constexpr const char* kProbe =
    "for t in firewall-cmd ufw nft iptables; do command -v $t >/dev/null 2>&1 && echo have $t; "
    "done; firewall-cmd --state 2>/dev/null; grep -s '^ENABLED=' /etc/ufw/ufw.conf";
} // namespace

std::unique_ptr<Firewall> makeFirewall(Backend backend)
{
    switch (backend) {
    case Backend::Nftables:
        return std::make_unique<NftablesFirewall>();
    case Backend::Firewalld:
        return std::make_unique<FirewalldFirewall>();
    case Backend::Ufw:
        return std::make_unique<UfwFirewall>();
    case Backend::Iptables:
        return std::make_unique<IptablesFirewall>();
    case Backend::WindowsNetsh:
        return std::make_unique<WindowsFirewall>(false);
    case Backend::WindowsPowerShell:
        return std::make_unique<WindowsFirewall>(true);
    case Backend::None:
        break;
    }
    return nullptr;
}

Backend detect(CommandRunner& runner)
{
#ifdef _WIN32
    (void)runner;
    return Backend::WindowsNetsh;
#else
    const CommandResult r = runner.run(kProbe);
    if (!r.started) return Backend::None;
    bool have[4] = {};
    bool firewalldRuns = false, ufwEnabled = false;
    const char* names[4] = {"firewall-cmd", "ufw", "nft", "iptables"};
    for (const auto& line : lines(r.output)) {
        for (int i = 0; i < 4; ++i)
            if (line == std::string("have ") + names[i]) have[i] = true;
        if (trim(line) == "running") firewalldRuns = true;
        if (startsWith(line, "ENABLED=") && contains(lower(line), "yes")) ufwEnabled = true;
    }
    if (have[0] && firewalldRuns) return Backend::Firewalld;
    if (have[1] && ufwEnabled) return Backend::Ufw;
    if (have[2]) return Backend::Nftables;
    if (have[3]) return Backend::Iptables;
    return Backend::None;
#endif
}

Status readStatus(std::uint16_t port, CommandRunner& runner)
{
    const Backend b = detect(runner);
    auto fw = makeFirewall(b);
    if (!fw) {
        Status s;
        s.port = port;
        s.tcp = s.udp = Verdict{PortState::Open, "no firewall tool found (nft, iptables, ufw, "
                                                 "firewalld)"};
        return s;
    }
    return fw->status(port, runner);
}

int parseDurationSeconds(const std::string& textIn)
{
    std::string t = trim(textIn);
    double scale = 60; // minutes without a unit
    if (!t.empty() && (t.back() == 's' || t.back() == 'm')) {
        scale = t.back() == 's' ? 1 : 60;
        t.pop_back();
    }
    if (t.empty()) return -1;
    char* end = nullptr;
    const double v = std::strtod(t.c_str(), &end);
    if (*end != '\0' || !std::isfinite(v) || v <= 0 || v * scale > 7 * 24 * 3600.0) return -1;
    const long seconds = std::lround(v * scale);
    return seconds > 0 ? int(seconds) : -1;
}

} // namespace bw::engine::firewall
