// SPDX-License-Identifier: MIT
#include "latency/prober.h"

#include "control/connect.h"
#include "control/pause.h"
#include "flow/udpwire.h"

#include <algorithm>

namespace bw::engine::latency {

using namespace std::chrono_literals;

// The echoes' reads are spaced like 20 ms probes even when the probes come every 10 ms: with
// the kernel's receive time on each echo a later read changes no figure, and a system call
// costs up to 30 us on a virtual machine (docs/latency.md, "Cost").
constexpr std::chrono::milliseconds kEchoReadSpacing{19};

Prober::Prober(RunLatency& run, int phase, std::uint64_t token, int intervalMs)
    : m_run(run), m_phase(phase), m_token(token), m_intervalMs(intervalMs)
{
}

Prober::~Prober()
{
    m_thread.request_stop();
    if (m_thread.joinable()) m_thread.join();
}

std::error_code Prober::open(const TestConfig& config, const net::Endpoint& server)
{
    std::error_code ec;
    m_socket = net::Socket::create(server.storage.ss_family, net::Kind::Udp, ec);
    if (ec) return ec;
    if (control::bindLocal(config, m_socket, server))
        return std::make_error_code(std::errc::invalid_argument);
    if ((ec = m_socket.connect(server, 1000ms))) return ec;
    // With the kernel's receive time on each echo (Linux) the prober need not wake for echoes.
    m_kernelStamps = !m_socket.setReceiveTimestamps(true);
    return m_socket.setNonBlocking(true);
}

void Prober::start()
{
    m_thread = std::jthread([this](std::stop_token st) { loop(st); });
}

void Prober::sendOne()
{
    Probe p;
    p.clientSendUs = flow::udpwire::nowUs();
    p.sequence = m_run.addProbe(m_phase, p.clientSendUs);
    p.token = m_token;
    const auto bytes = encodeProbe(p);
    std::size_t n = 0;
    (void)m_socket.send(bytes.data(), bytes.size(), n); // a lost probe counts as lost
}

void Prober::readEchoes()
{
    constexpr std::size_t kSlots = 8;
    std::uint8_t bufs[kSlots][kProbeBytes + 1];
    net::DatagramIn slots[kSlots];
    for (std::size_t i = 0; i < kSlots; ++i)
        slots[i] = {bufs[i], sizeof bufs[i]};
    for (;;) {
        std::size_t got = 0;
        const auto ec = m_socket.recvBatch(slots, got);
        if (ec && !net::isConnectionRefused(ec)) return; // would block: all read
        if (ec) continue; // "port unreachable" from an earlier probe: the next may pass
        for (std::size_t i = 0; i < got; ++i) {
            Probe echo;
            // arrivalUs: the kernel's receive time where the socket has it, so an echo read
            // up to one probe interval after it came still counts when it came.
            if (parseProbe(bufs[i], slots[i].bytes, echo) && echo.echo && echo.token == m_token)
                m_run.addEcho(echo, slots[i].arrivalUs);
        }
        if (got < kSlots) return;
    }
}

// Probes keep their spacing on the steady clock: a late wake-up sends at once, not later on.
void Prober::loop(std::stop_token st)
{
    const auto interval = std::chrono::milliseconds(m_intervalMs);
    auto next = std::chrono::steady_clock::now();
    auto lastRead = next;
    while (!st.stop_requested()) {
        auto now = std::chrono::steady_clock::now();
        if (m_sending.load() && now >= next) {
            sendOne();
            next += interval;
            if (next < now) next = now + interval;
        }
        if (!m_sending.load()) next = std::max(next, now + interval);
        if (m_kernelStamps) {
            // One wake-up and three system calls per probe at most (tests/bench/latency_cost.sh).
            // The echoes wait in the socket with their arrival time: they are read at most every
            // kEchoReadSpacing, when a probe is sent, and at every wake-up once sending stopped.
            if (!m_sending.load() || now - lastRead >= kEchoReadSpacing) {
                readEchoes();
                lastRead = now;
            }
            // A plain sleep is one system call, where a wait that a stop request cuts short
            // took two futex calls; a stop now waits for the next probe: 50 ms at most.
            std::this_thread::sleep_until(next);
            continue;
        }
        // Without them (Windows): sleeps until an echo arrives or the next probe is due, two
        // wake-ups per probe. Rounded up: a wait cut to whole milliseconds woke before the
        // probe was due and then again every millisecond until it was.
        const auto wait = std::chrono::ceil<std::chrono::milliseconds>(next - now);
        m_socket.waitReadable(std::clamp(wait, 1ms, interval));
        readEchoes();
    }
}

void Prober::finish(std::stop_token stop)
{
    m_sending.store(false);
    if (m_run.answered() > 0) {
        const auto until =
            std::chrono::steady_clock::now() + std::chrono::microseconds(kProbeTimeoutUs);
        while (m_run.outstanding(flow::udpwire::nowUs()) > 0 &&
               std::chrono::steady_clock::now() < until)
            if (!control::pauseFor(2ms, stop)) break;
    }
    m_thread.request_stop();
    if (m_thread.joinable()) m_thread.join();
}

} // namespace bw::engine::latency
