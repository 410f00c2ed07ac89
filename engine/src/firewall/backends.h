// SPDX-License-Identifier: MIT
// The backends, one class each, and the small text helpers they share. Every backend compiles
// on every platform: command generation and output parsing are plain text, so the unit tests
// check all of them on Linux.
#pragma once

#include "benchwire/firewall.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bw::engine::firewall {

class NftablesFirewall final : public Firewall
{
public:
    Backend backend() const override { return Backend::Nftables; }
    Status status(std::uint16_t port, CommandRunner& runner) const override;
    Plan plan(Action action, std::uint16_t port, int temporarySeconds,
              CommandRunner& runner) const override;
};

class IptablesFirewall final : public Firewall
{
public:
    Backend backend() const override { return Backend::Iptables; }
    Status status(std::uint16_t port, CommandRunner& runner) const override;
    Plan plan(Action action, std::uint16_t port, int temporarySeconds,
              CommandRunner& runner) const override;
};

class UfwFirewall final : public Firewall
{
public:
    Backend backend() const override { return Backend::Ufw; }
    Status status(std::uint16_t port, CommandRunner& runner) const override;
    Plan plan(Action action, std::uint16_t port, int temporarySeconds,
              CommandRunner& runner) const override;
};

class FirewalldFirewall final : public Firewall
{
public:
    Backend backend() const override { return Backend::Firewalld; }
    Status status(std::uint16_t port, CommandRunner& runner) const override;
    Plan plan(Action action, std::uint16_t port, int temporarySeconds,
              CommandRunner& runner) const override;
};

// Windows Defender Firewall. Status always reads netsh's output (present on every Windows,
// also without the NetSecurity module); the rules are written in the chosen dialect.
class WindowsFirewall final : public Firewall
{
public:
    explicit WindowsFirewall(bool powerShell) : m_powerShell(powerShell) {}
    Backend backend() const override
    {
        return m_powerShell ? Backend::WindowsPowerShell : Backend::WindowsNetsh;
    }
    Shell shell() const override { return Shell::PowerShell; }
    Status status(std::uint16_t port, CommandRunner& runner) const override;
    Plan plan(Action action, std::uint16_t port, int temporarySeconds,
              CommandRunner& runner) const override;

private:
    bool m_powerShell;
};

namespace text {
std::vector<std::string> lines(std::string_view s);
std::string trim(std::string_view s);
bool startsWith(std::string_view s, std::string_view prefix);
bool contains(std::string_view s, std::string_view part);
std::string lower(std::string_view s);
// Single-quoted for sh: 'it'\''s'.
std::string shellQuote(std::string_view s);
// "5201", "5000-6000", "5000:6000", "22,5201", "{ 22, 5201 }" (nft sets): contains port.
bool portSpecMatches(std::string_view spec, std::uint16_t port);
// What a person reads when reading the rules was refused.
bool looksLikePermissionDenied(std::string_view output);
} // namespace text

// Both protocols' verdicts at once: "unknown (needs administrator rights)".
Status needsAdminStatus(Backend backend, std::uint16_t port, const std::string& detail);
Status unknownStatus(Backend backend, std::uint16_t port, const std::string& reason);

// Runs a backend's rule listing (`command`, whose first word is the tool). A usable listing
// exits 0 and, where `marker` is not empty, contains it: then its output is returned. Else
// nothing, and `failure` says why for both protocols: the tool could not be run, reading the
// rules needs administrator rights, or the listing failed (with what it printed).
std::optional<std::string> readRules(Backend backend, std::uint16_t port, CommandRunner& runner,
                                     std::string_view command, std::string_view marker,
                                     Status& failure);
// A status from the two protocols' verdicts.
Status portStatus(Backend backend, std::uint16_t port, Verdict tcp, Verdict udp);

// POSIX: a line that starts a detached process (its own session, no terminal, no descriptor
// of its parent) which waits `seconds` and then runs `commands`: the temporary rules go away
// by themselves even after the program that added them has exited.
std::string detachedRemover(const std::vector<std::string>& commands, int seconds);

} // namespace bw::engine::firewall
