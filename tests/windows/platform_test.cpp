// SPDX-License-Identifier: MIT
// Checks of the Windows platform layer (socket_win.cpp, host_win.cpp, poller_wsapoll.cpp,
// cpu_win.cpp, tcpinfo_win.cpp, iface_win.cpp, linkfacts_win.cpp, processrunner_win.cpp),
// run under Wine by wine_interop.sh. Plain C++ rather than Qt Test: the mingw-w64 build has no
// Qt. Loopback only.
// Exit code = number of failures.
#include "benchwire/firewall.h"
#include "benchwire/interfaces.h"
#include "linkfacts_check.h"
#include "metrics/cpu.h"
#include "metrics/tcpinfo.h"
#include "net/poller.h"
#include "net/socket.h"
#include "net/stopwait.h"
#include "stoprace_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace bw::engine;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

int g_failures = 0;

void check(bool ok, const std::string& what)
{
    std::printf("%s %s\n", ok ? "PASS" : "FAIL", what.c_str());
    if (!ok) ++g_failures;
}

long long msSince(Clock::time_point t)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

net::Endpoint loopback(std::uint16_t port)
{
    std::vector<net::Endpoint> eps;
    net::resolve("127.0.0.1", port, IpFamily::V4, false, eps);
    return eps.empty() ? net::Endpoint{} : eps.front();
}

net::Socket listener(int backlog, net::Endpoint& bound)
{
    std::error_code ec;
    net::Socket l = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    if (!ec && !(ec = l.bind(loopback(0))) && !(ec = l.listen(backlog)))
        ec = l.localEndpoint(bound);
    check(!ec, "listener on 127.0.0.1: " + ec.message());
    return l;
}

void testResolve()
{
    std::vector<net::Endpoint> eps;
    check(!net::resolve("127.0.0.1", 5201, IpFamily::V4, false, eps) && eps.size() == 1 &&
              eps[0].port() == 5201 && eps[0].address() == "127.0.0.1",
          "resolve 127.0.0.1");
    check(!net::resolve("::1", 5201, IpFamily::V6, false, eps) && !eps.empty() && eps[0].isV6(),
          "resolve ::1");
    check(!net::resolve("", 5201, IpFamily::V4, true, eps) && !eps.empty(),
          "resolve passive wildcard");
    const auto ec = net::resolve("no-such-host.invalid", 5201, IpFamily::Any, false, eps);
    check(ec && !ec.message().empty(), "unknown host fails with a message: " + ec.message());
}

void testTcp()
{
    net::Endpoint at;
    net::Socket l = listener(8, at);
    std::error_code ec;

    // A non-blocking socket stays non-blocking across connect (ConnectEx path).
    net::Socket c = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    c.setNonBlocking(true);
    ec = c.connect(at, 2000ms);
    check(!ec, "connect to the listener: " + ec.message());
    net::Endpoint peer;
    check(!c.peerEndpoint(peer) && peer.port() == at.port(), "peer endpoint after connect");
    char buf[64];
    std::size_t n = 0;
    ec = c.recv(buf, sizeof buf, n);
    check(net::isWouldBlock(ec), "non-blocking socket is still non-blocking after connect");

    // accept() hands out a blocking socket even from a non-blocking listener (as on Linux).
    l.setNonBlocking(true);
    check(!l.waitReadable(2000ms), "listener readable");
    net::Socket a = l.accept(&peer, ec);
    check(!ec && a.valid(), "accept: " + ec.message());
    DWORD timeoutMs = 200;
    ::setsockopt(a.native(), SOL_SOCKET, SO_RCVTIMEO, reinterpret_cast<const char*>(&timeoutMs),
                 sizeof timeoutMs);
    const auto t0 = Clock::now();
    ec = a.recv(buf, sizeof buf, n);
    const long long blockedMs = msSince(t0);
    check(ec == std::errc::timed_out && blockedMs >= 100,
          "accepted socket blocks (recv timed out after " + std::to_string(blockedMs) + " ms)");

    check(!c.send("hello", 5, n) && n == 5, "send");
    check(!a.waitReadable(2000ms) && !a.recv(buf, sizeof buf, n) && n == 5 &&
              std::memcmp(buf, "hello", 5) == 0,
          "recv what was sent");
    check(!c.send("peek", 4, n) && n == 4, "send for peek");
    check(!a.waitReadable(2000ms) && !a.peek(buf, sizeof buf, n) && n == 4 &&
              !a.recv(buf, sizeof buf, n) && n == 4,
          "peek leaves the bytes for recv");
    check(!c.shutdownWrite(), "shutdown write");
    check(!a.peek(buf, sizeof buf, n) && n == 0, "peek sees the orderly close");
    check(!a.recv(buf, sizeof buf, n) && n == 0, "recv sees the orderly close");

    const auto ti = metrics::readTcpInfo(c.native());
    std::printf("     tcp info: valid=%d rtt=%u us cwnd=%llu B retransmits=%llu\n", ti.valid,
                ti.rttUs, static_cast<unsigned long long>(ti.cwndBytes),
                static_cast<unsigned long long>(ti.totalRetransmits));
    if (ti.valid) {
        // A real reading of a loopback connection that moved 5 bytes: a window of at least
        // one segment and at most a few MiB, an RTT well under a second, nothing resent.
        check(ti.cwndBytes >= 536 && ti.cwndBytes <= (64u << 20) && ti.rttUs < 1'000'000 &&
                  ti.totalRetransmits == 0,
              "SIO_TCP_INFO gives plausible loopback figures");
    } else {
        // Wine (and Windows before 10 1703) refuse the ioctl: a clean "n/a", nothing left over.
        check(ti.cwndBytes == 0 && ti.rttUs == 0 && ti.rttVarUs == 0 && ti.totalRetransmits == 0,
              "no SIO_TCP_INFO: a clean n/a");
    }
    check(!metrics::readTcpInfo(net::kInvalidSocket).valid, "no TCP info for an invalid socket");
}

void testConnectErrors()
{
    net::Endpoint at;
    std::uint16_t closedPort = 0;
    {
        net::Socket l = listener(1, at);
        closedPort = at.port();
    }
    std::error_code ec;
    net::Socket c = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    ec = c.connect(loopback(closedPort), 2000ms);
    check(net::isConnectionRefused(ec) && ec == std::errc::connection_refused,
          "refused: " + ec.message() + " (" + std::to_string(ec.value()) + ")");
    check(ec.message().find("nknown") == std::string::npos, "refused has a real message");

    // A listener whose backlog is full drops SYNs: connects must give up at their timeout.
    net::Socket l = listener(0, at);
    std::vector<net::Socket> pending;
    bool timedOut = false;
    long long ms = 0;
    for (int i = 0; i < 16 && !timedOut; ++i) {
        net::Socket s = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
        const auto t0 = Clock::now();
        ec = s.connect(at, 300ms);
        ms = msSince(t0);
        timedOut = ec == std::errc::timed_out;
        pending.push_back(std::move(s));
    }
    check(timedOut && ms >= 250 && ms < 3000,
          "connect gives up at its timeout (" + std::to_string(ms) + " ms)");
}

void testUdp()
{
    std::error_code ec;
    net::Socket u = net::Socket::create(AF_INET, net::Kind::Udp, ec);
    net::Endpoint at;
    check(!u.bind(loopback(0)) && !u.localEndpoint(at), "UDP bind");
    std::size_t n = 0;
    net::Endpoint from;
    char small[4];
    check(!u.sendTo("0123456789", 10, at, n) && n == 10, "UDP sendTo");
    ec = u.recvFrom(small, sizeof small, from, n);
    check(!ec && n == sizeof small && from.port() == at.port(),
          "oversized datagram arrives truncated");

    // An ICMP port-unreachable must not surface as WSAECONNRESET on the next recvFrom.
    net::Endpoint closed;
    {
        net::Socket gone = net::Socket::create(AF_INET, net::Kind::Udp, ec);
        gone.bind(loopback(0));
        gone.localEndpoint(closed);
    }
    u.sendTo("x", 1, closed, n);
    std::this_thread::sleep_for(50ms);
    u.setNonBlocking(true);
    ec = u.recvFrom(small, sizeof small, from, n);
    check(net::isWouldBlock(ec),
          "no connection reset on UDP after port unreachable: " + ec.message());
}

// net/stopwait.cpp on WSAPoll: a stop from another thread ends a wait with a long timeout.
void testStopWait()
{
    std::error_code ec;
    net::Endpoint at;
    net::Socket l = listener(2, at);
    net::Socket c = net::Socket::create(AF_INET, net::Kind::Tcp, ec);
    check(!c.connect(at, 2000ms), "stopwait: connect");
    net::Socket a = l.accept(nullptr, ec);
    std::stop_source source;
    check(net::waitReadable(a, 100ms, source.get_token()) == std::errc::timed_out,
          "stopwait: times out without data");
    std::error_code result;
    std::jthread stopper([&] {
        std::this_thread::sleep_for(100ms);
        source.request_stop();
    });
    const auto t0 = Clock::now();
    result = net::waitReadable(a, 60000ms, source.get_token());
    const long long ms = msSince(t0);
    stopper.join();
    check(result == std::errc::operation_canceled && ms < 10000,
          "stopwait: a stop ends a 60 s wait (" + std::to_string(ms) + " ms)");
    std::stop_source fresh;
    std::size_t n = 0;
    check(!c.send("k", 1, n) && !net::waitReadable(a, 2000ms, fresh.get_token()),
          "stopwait: readable after data, the socket still usable");
}

void testPoller()
{
    std::error_code ec;
    auto poller = net::Poller::create(ec);
    check(poller && !ec, "poller created");
    if (!poller) return;
    check(!poller->edgeTriggered(), "WSAPoll is level-triggered");
    std::vector<net::PollEvent> events;
    auto t0 = Clock::now();
    check(!poller->wait(events, 100ms) && events.empty() && msSince(t0) >= 80,
          "empty wait times out");

    std::jthread waker([&] {
        std::this_thread::sleep_for(50ms);
        poller->wake();
    });
    t0 = Clock::now();
    const bool woke = !poller->wait(events, 5000ms) && events.empty();
    const long long wokeMs = msSince(t0);
    check(woke && wokeMs < 2000, "wake() ends a wait early (" + std::to_string(wokeMs) + " ms)");
    waker.join();
    check(!poller->wait(events, 0ms) && events.empty(), "a wake is consumed once");

    net::Endpoint at;
    net::Socket l = listener(8, at);
    std::vector<net::Socket> clients, servers;
    for (int i = 0; i < 3; ++i) {
        clients.push_back(net::Socket::create(AF_INET, net::Kind::Tcp, ec));
        clients.back().connect(at, 2000ms);
        servers.push_back(l.accept(nullptr, ec));
        check(!poller->add(servers.back().native(), net::PollIn, 100 + i), "add");
    }
    check(!poller->remove(servers[0].native()), "remove the first of three");
    check(poller->remove(servers[0].native()) == std::errc::invalid_argument, "remove twice fails");
    std::size_t n = 0;
    clients[2].send("z", 1, n);
    check(!poller->wait(events, 2000ms) && events.size() == 1 && events[0].token == 102 &&
              (events[0].events & net::PollIn),
          "readable socket reported with its token after a removal");
    check(!poller->modify(servers[1].native(), net::PollOut, 201), "modify");
    check(!poller->wait(events, 2000ms) && events.size() == 2, "level-triggered: both ready");
    // Read the unread "z" and watch servers[1] for input again: the set is then quiet, so the
    // only thing that can end the next wait is the close of clients[1] (WSAPoll is
    // level-triggered: an unread byte would be reported on every wait).
    char z = 0;
    check(!servers[2].recv(&z, 1, n) && n == 1 && z == 'z', "drain the unread byte");
    check(!poller->modify(servers[1].native(), net::PollIn, 301), "modify back to input");
    check(!poller->wait(events, 100ms) && events.empty(), "nothing ready once drained");
    clients[1].close();
    const bool one = !poller->wait(events, 2000ms) && events.size() == 1;
    const unsigned got = one ? unsigned(events[0].events) : 0;
    // WSAPoll reports a peer's orderly close as POLLHUP (Windows and Wine alike).
    check(one && events[0].token == 301 && (got & net::PollHup),
          "peer close is reported as hang-up on its socket (events " +
              std::to_string(events.size()) + ", flags " + std::to_string(got) + ")");
    char eof = 0; // read only after the close was reported: a blocking read could hang
    check(one && !servers[1].recv(&eof, 1, n) && n == 0,
          "the closed socket reads as end of stream");
}

void testCpuAndInterfaces()
{
    const auto h0 = metrics::readHostCpu();
    const auto p0 = metrics::readProcessCpu();
    const auto t0 = Clock::now();
    volatile double spin = 0;
    while (msSince(t0) < 300)
        spin = spin + 1;
    const auto h1 = metrics::readHostCpu();
    const auto p1 = metrics::readProcessCpu();
    check(h0.valid && h1.valid && h1.total > h0.total &&
              h1.total == h1.user + h1.system + h1.irq + h1.idle,
          "host CPU counters add up");
    check(p0.valid && p1.valid && p1.userUs + p1.systemUs > p0.userUs + p0.systemUs,
          "process CPU grows");
    const CpuSample s = metrics::cpuBetween(h0, h1, p0, p1, msSince(t0) * 1000);
    std::printf(
        "     cpu: user %.1f system %.1f irq %.1f idle %.1f process %.1f, %d cpus, %.0f MHz\n",
        s.userPct, s.systemPct, s.irqPct, s.idlePct, s.processPct, metrics::cpuCount(),
        metrics::cpuMHz());
    const double sum = s.userPct + s.systemPct + s.irqPct + s.idlePct;
    check(s.valid && sum > 99.0 && sum < 101.0 && s.processPct > 0 && s.processPct <= 100,
          "CPU percentages lie in 0..100 and add up");
    check(metrics::cpuCount() >= 1, "cpu count");
    // Per core (NtQuerySystemInformation): one figure per logical processor, each 0..100,
    // the busiest at least the cores' mean, and the mean the host's figure.
    std::string cores;
    double sumCores = 0;
    bool coresInRange = true;
    for (double v : s.coreBusyPct) {
        cores += " " + std::to_string(int(v + 0.5));
        sumCores += v;
        coresInRange = coresInRange && v >= 0 && v <= 100;
    }
    std::printf("     per-core busy %%:%s\n", cores.c_str());
    check(int(s.coreBusyPct.size()) == metrics::cpuCount() && coresInRange,
          "one per-core figure per processor, each in 0..100");
    const double meanCores = s.coreBusyPct.empty() ? 0 : sumCores / double(s.coreBusyPct.size());
    // Wine reads /proc/stat, counted in 10 ms ticks: one tick is 3.3 % of a core in 300 ms.
    check(s.busiestCorePct() + 10 >= s.busyPct() && std::abs(meanCores - s.busyPct()) < 10,
          "per-core figures agree with the host figure");

    bool loopbackFound = false;
    for (const auto& i : listInterfaces()) {
        std::printf("     %s (%s) %s up=%d speed=%lld\n", i.name.c_str(), i.displayName.c_str(),
                    std::string(toString(i.type)).c_str(), i.up,
                    static_cast<long long>(i.speedMbps));
        for (const auto& a : i.addresses)
            loopbackFound |= a.address == "127.0.0.1";
    }
    check(loopbackFound, "interfaces include 127.0.0.1");
}

// The server's limits (docs/limits.md): the spare descriptor, page buffers, memory size.
void testHostLimits()
{
    check(net::isOutOfDescriptors(net::systemError(WSAEMFILE)) &&
              !net::isOutOfDescriptors(net::systemError(WSAECONNRESET)),
          "WSAEMFILE counts as out of descriptors");
    net::SpareDescriptor spare;
    check(spare.held(), "a spare descriptor is held");
    spare.release();
    check(!spare.held(), "and released");
    spare.acquire();
    check(spare.held(), "and taken back");
    void* pages = net::allocatePages(16u << 20);
    check(pages != nullptr, "16 MiB of pages from VirtualAlloc");
    if (pages) static_cast<char*>(pages)[(16u << 20) - 1] = 1;
    net::freePages(pages, 16u << 20);
    check(net::physicalMemoryBytes() > (64ull << 20), "physical memory is known");
}

// The command runner: cmd.exe's output and exit code; a bounded run stops a hung command and
// what it started (this program again, with --sleep, under cmd.exe) by its limit or a cancel.
std::string selfLine(const char* mode)
{
    char self[MAX_PATH];
    const DWORD n = GetModuleFileNameA(nullptr, self, MAX_PATH);
    return "\"" + std::string(self, n) + "\" " + mode;
}

std::string sleeperLine()
{
    return selfLine("--sleep");
}

constexpr int kPrintLines = 40000; // --print: 40,000 lines of 63 characters and a newline
constexpr int kPrintWidth = 63;

// The sleeper's pid from "sleeper N" in output; 0 when absent.
DWORD sleeperPid(const std::string& output)
{
    const auto at = output.find("sleeper ");
    return at == std::string::npos ? 0 : DWORD(std::strtoul(output.c_str() + at + 8, nullptr, 10));
}

bool gone(DWORD pid)
{
    HANDLE h = OpenProcess(SYNCHRONIZE, FALSE, pid);
    if (!h) return true;
    const bool ended = WaitForSingleObject(h, 5000) == WAIT_OBJECT_0;
    CloseHandle(h);
    return ended;
}

void testProcessRunner()
{
    using namespace bw::engine::firewall;
    ProcessRunner plain;
    CommandResult r = plain.run("echo out& echo err 1>&2& exit /b 3");
    check(r.started && !r.stopped && r.exitCode == 3 && r.output.find("out") != std::string::npos &&
              r.output.find("err") != std::string::npos,
          "cmd.exe's output, errors and exit code (" + std::to_string(r.exitCode) +
              "): " + r.output);
    ProcessRunner bounded(std::chrono::seconds(60));
    r = bounded.run("echo quick& exit /b 4");
    check(!r.stopped && r.exitCode == 4 && r.output.find("quick") != std::string::npos,
          "a bounded run that ends by itself keeps its output and exit code");
    // netsh's rule list runs to megabytes: a bounded run reads it at full speed, all of it.
    auto t0 = Clock::now();
    r = bounded.run(selfLine("--print"));
    const std::size_t lines = std::size_t(std::count(r.output.begin(), r.output.end(), '\n'));
    check(!r.stopped && r.exitCode == 0 && lines == std::size_t(kPrintLines),
          "a bounded run reads 2.5 MB of output whole: " + std::to_string(lines) + " lines, " +
              std::to_string(r.output.size()) + " bytes in " + std::to_string(msSince(t0)) + " ms");

    ProcessRunner limited(std::chrono::milliseconds(1500));
    t0 = Clock::now();
    r = limited.run(sleeperLine());
    const DWORD sleeper = sleeperPid(r.output);
    check(r.stopped && msSince(t0) < 30000,
          "the limit stops a hung command after " + std::to_string(msSince(t0)) + " ms");
    check(sleeper != 0 && gone(sleeper),
          "and the program cmd.exe started, too (pid " + std::to_string(sleeper) + ")");

    std::stop_source cancel;
    ProcessRunner cancellable(std::chrono::milliseconds(0), cancel.get_token());
    // As late as the limit above: under Wine on a loaded machine cmd.exe and the sleeper take
    // several hundred milliseconds to start, and a cancel before the sleeper printed its pid
    // leaves nothing to check.
    std::jthread canceller([&cancel] {
        std::this_thread::sleep_for(1500ms);
        cancel.request_stop();
    });
    t0 = Clock::now();
    r = cancellable.run(sleeperLine());
    check(r.stopped && msSince(t0) < 30000,
          "a cancel stops a hung command after " + std::to_string(msSince(t0)) + " ms");
    const DWORD second = sleeperPid(r.output);
    check(second != 0 && gone(second),
          "with what it started (pid " + std::to_string(second) + ", 0: none printed yet)");
}

} // namespace

int main(int argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "--sleep") == 0) { // testProcessRunner's hung command
        std::printf("sleeper %lu\n", static_cast<unsigned long>(GetCurrentProcessId()));
        std::fflush(stdout);
        Sleep(120000);
        return 0;
    }
    if (argc > 1 && std::strcmp(argv[1], "--print") == 0) { // testProcessRunner's long output
        const std::string line = std::string(kPrintWidth, 'x') + "\n";
        for (int i = 0; i < kPrintLines; ++i)
            std::fwrite(line.data(), 1, line.size(), stdout);
        return 0;
    }
    net::NetInit net;
    testResolve();
    testTcp();
    testConnectErrors();
    testUdp();
    testPoller();
    testStopWait();
    bw::test::checkStopCallbackRace(check, [] { return g_failures; });
    testCpuAndInterfaces();
    testHostLimits();
    testProcessRunner();
    bw::test::checkLinkFacts(check);
    std::printf("%d failure(s)\n", g_failures);
    return g_failures;
}
