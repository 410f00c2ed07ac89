// SPDX-License-Identifier: MIT
// Running a plan: one line that carries every command, elevated through pkexec (Linux) or a
// UAC prompt (Windows), so the person consents once. The line is built here for both
// platforms (tests check both); isElevated() is per platform (processrunner_*.cpp).
#include "benchwire/firewall.h"

#include "firewall/backends.h"

namespace bw::engine::firewall {

using namespace text;

namespace {
// PowerShell's -EncodedCommand: base64 of UTF-16LE. The script is ASCII (ours only).
std::string base64Utf16(const std::string& ascii)
{
    static constexpr char kAlphabet[] =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string bytes;
    for (char c : ascii) {
        bytes += c;
        bytes += '\0';
    }
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
        unsigned v = 0;
        for (std::size_t k = 0; k < 3; ++k)
            v = v << 8 | (k < n ? std::uint8_t(bytes[i + k]) : 0);
        for (std::size_t k = 0; k < 4; ++k)
            out += k <= n ? kAlphabet[(v >> (18 - 6 * k)) & 63] : '=';
    }
    return out;
}

std::string powerShellScript(const Plan& plan)
{
    std::string s = "$ErrorActionPreference = 'Stop'\n";
    for (const auto& c : plan.commands)
        s += c + "\nif ($LASTEXITCODE) { exit $LASTEXITCODE }\n";
    return s;
}

std::string posixScript(const Plan& plan)
{
    std::string s = "set -e";
    for (const auto& c : plan.commands)
        s += "\n" + c;
    return s;
}
} // namespace

std::string elevatedCommandLine(const Plan& plan, bool elevated, bool havePkexec)
{
    if (plan.shell == Shell::PowerShell) {
        const std::string encoded = base64Utf16(powerShellScript(plan));
        if (elevated) return "powershell -NoProfile -NonInteractive -EncodedCommand " + encoded;
        return "powershell -NoProfile -NonInteractive -Command \"$p = Start-Process powershell "
               "-Verb RunAs -Wait -PassThru -WindowStyle Hidden -ArgumentList "
               "'-NoProfile','-EncodedCommand','" +
               encoded + "'; exit $p.ExitCode\"";
    }
    const std::string line = "sh -c " + shellQuote(posixScript(plan));
    if (elevated) return line;
    return havePkexec ? "pkexec " + line : std::string();
}

Outcome execute(const Plan& plan, CommandRunner& runner)
{
    Outcome o;
    if (plan.commands.empty()) {
        o.ok = true;
        o.output = plan.note;
        return o;
    }
    const bool elevated = isElevated();
    bool pkexec = false;
    if (!elevated && plan.shell == Shell::Posix) {
        const CommandResult r = runner.run("command -v pkexec");
        pkexec = r.started && r.exitCode == 0;
    }
    const std::string line = elevatedCommandLine(plan, elevated, pkexec);
    if (line.empty()) {
        o.error = "administrator rights are needed, and pkexec is not installed: run the commands "
                  "shown as root (for example with sudo)";
        return o;
    }
    const CommandResult r = runner.run(line);
    o.output = r.output;
    if (!r.started) {
        o.error = "the commands could not be started";
    } else if (r.exitCode == 126 && !elevated && plan.shell == Shell::Posix) {
        o.error = "the request for administrator rights was dismissed (pkexec)";
    } else if (r.exitCode == 127 && !elevated && plan.shell == Shell::Posix) {
        o.error = "pkexec could not ask for administrator rights (no authentication agent); "
                  "run the commands shown as root";
    } else if (r.exitCode != 0) {
        o.error = "the commands failed (exit code " + std::to_string(r.exitCode) + ")" +
                  (trim(r.output).empty() ? std::string() : ": " + trim(r.output));
    } else {
        o.ok = true;
    }
    return o;
}

} // namespace bw::engine::firewall
