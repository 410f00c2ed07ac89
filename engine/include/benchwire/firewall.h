// SPDX-License-Identifier: MIT
// The local firewall and the test port: what it lets in, and the commands that open or close
// the port (docs/firewall.md). One Firewall per backend: nftables, firewalld, ufw, iptables on
// Linux; Windows Defender Firewall (netsh or PowerShell) on Windows. Every command goes through
// a CommandRunner, so tests give recorded output instead of running tools. No Qt.
#pragma once

#include "benchwire/portstate.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace bw::engine::firewall {

enum class Backend : std::uint8_t
{
    None, // no firewall tool found: nothing filters that we know of
    Nftables,
    Firewalld,
    Ufw,
    Iptables,
    WindowsNetsh,      // Windows Defender Firewall through netsh advfirewall
    WindowsPowerShell, // the same firewall through the NetSecurity module
};

enum class Action
{
    Allow,
    Remove
};

// How a plan's command lines are meant to be run.
enum class Shell
{
    Posix,     // each line for sh -c
    PowerShell // each line for powershell -Command (netsh lines too)
};

std::string_view toString(Backend b);
// What a person searches for: "Benchwire test port 5201". Every rule we add carries it.
std::string ruleName(std::uint16_t port);

struct Verdict
{
    PortState state = PortState::Unknown;
    std::string reason; // why: the rule or policy that decides, or what could not be read
};

struct Status
{
    Backend backend = Backend::None;
    std::uint16_t port = 0;
    Verdict tcp;
    Verdict udp;
    bool needsAdmin = false; // Unknown because reading the rules needs administrator rights
};

struct CommandResult
{
    bool started = false; // false: the shell itself could not be run
    int exitCode = -1;
    std::string output;   // stdout and stderr together
    bool stopped = false; // ended by us: past the runner's time limit, or canceled
};

// The boundary to the OS: one command line in, its exit code and output out.
class CommandRunner
{
public:
    virtual ~CommandRunner() = default;
    virtual CommandResult run(const std::string& commandLine) = 0;
};

// Runs through /bin/sh -c (POSIX) or cmd.exe (Windows); the command inherits nothing of ours
// but its output pipe. Blocks until the command ends, or, when a time limit or a cancel token
// is given, until either comes: then the command and everything it started are killed and the
// result says stopped. Commands that may wait for a person (an elevation prompt) get neither;
// unattended reads get both, so a hung tool cannot hold a thread.
class ProcessRunner final : public CommandRunner
{
public:
    explicit ProcessRunner(std::chrono::milliseconds limit = std::chrono::milliseconds(0),
                           std::stop_token cancel = {})
        : m_limit(limit), m_cancel(std::move(cancel))
    {
    }
    CommandResult run(const std::string& commandLine) override;

private:
    bool bounded() const { return m_limit.count() > 0 || m_cancel.stop_possible(); }
    std::chrono::milliseconds m_limit; // 0: none
    std::stop_token m_cancel;
};

struct Plan
{
    Backend backend = Backend::None;
    Action action = Action::Allow;
    std::uint16_t port = 0;
    int temporarySeconds = 0; // Allow: > 0 removes the rules after this long, by itself
    Shell shell = Shell::Posix;
    std::vector<std::string> commands; // exactly what runs, in order; copyable as shown
    std::string note;                  // for the person: how temporary works, what is skipped
};

class Firewall
{
public:
    virtual ~Firewall() = default;
    virtual Backend backend() const = 0;
    virtual Shell shell() const { return Shell::Posix; }
    // Reads the rules through runner (no elevation): TCP and UDP to port, inbound.
    virtual Status status(std::uint16_t port, CommandRunner& runner) const = 0;
    // The commands for action. Backends whose commands depend on the rules in place (the
    // chain to insert into, rule handles) read them through runner; unreadable rules give
    // commands that find their target when they run.
    virtual Plan plan(Action action, std::uint16_t port, int temporarySeconds,
                      CommandRunner& runner) const = 0;
};

std::unique_ptr<Firewall> makeFirewall(Backend backend);
// Windows: WindowsNetsh. Linux: firewalld when running, else ufw when enabled (both manage the
// tables below them), else nftables, else iptables, else None.
Backend detect(CommandRunner& runner);
Status readStatus(std::uint16_t port, CommandRunner& runner);

// Administrator (Windows) or root (POSIX) now.
bool isElevated();
// The one line that runs every command of plan, elevated: as is when elevated already, else
// through pkexec (Linux) or a UAC prompt (Windows: Start-Process -Verb RunAs). Empty when no
// way to elevate is known (Linux without pkexec); the caller says so.
std::string elevatedCommandLine(const Plan& plan, bool elevated, bool havePkexec);

struct Outcome
{
    bool ok = false;
    std::string output;
    std::string error; // English; empty when ok
};
// Runs plan's commands, elevated as needed, through runner.
Outcome execute(const Plan& plan, CommandRunner& runner);

// "90s", "2m", "1.5" (minutes): seconds, or -1 when malformed or not above zero.
int parseDurationSeconds(const std::string& text);

// A server's view of its own port, refreshed on a thread of its own at most every
// refreshInterval and only while someone asks: a hello or a discovery answer never waits
// for an external command. Without a runner of the caller's, the reads run through a
// ProcessRunner limited to kStatusReadLimit that the destructor cancels: a hung firewall tool
// (firewall-cmd with firewalld stuck, netsh) neither holds the reads nor the server's exit.
inline constexpr std::chrono::milliseconds kStatusReadLimit{15000};

class StatusCache
{
public:
    explicit StatusCache(std::uint16_t port, std::unique_ptr<CommandRunner> runner = nullptr,
                         std::chrono::milliseconds refreshInterval = std::chrono::seconds(5));
    ~StatusCache();
    StatusCache(const StatusCache&) = delete;
    StatusCache& operator=(const StatusCache&) = delete;
    // Any thread; returns at once (Unknown until the first read ends).
    Status get();
    int reads() const; // status reads done so far (tests)

private:
    void run(std::stop_token st);
    std::uint16_t m_port;
    std::stop_source m_cancel; // before m_runner: the default runner holds its token
    std::unique_ptr<CommandRunner> m_runner;
    std::chrono::milliseconds m_interval;
    mutable std::mutex m_mutex; // guards every member below
    std::condition_variable_any m_wake;
    Status m_status;
    std::chrono::steady_clock::time_point m_readAt{};
    bool m_wanted = true;
    int m_reads = 0;
    std::jthread m_thread; // last: starts after the members above exist
};

} // namespace bw::engine::firewall
