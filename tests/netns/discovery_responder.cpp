// SPDX-License-Identifier: MIT
// A stand-in server for tests/netns/discovery.sh: answers discovery probes on a UDP port with
// its own sockets (DiscoveryResponder::open) and this host's real announcement under a given
// name, until SIGTERM or SIGINT. Plain C++ on purpose: only the discovery room is under test.
// Until the server's test-port socket hands probes to discovery, benchwire-cli -s cannot
// share the port with these sockets (docs/discovery.md, "Server hook").
#include "benchwire/config.h"
#include "benchwire/discovery.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

using namespace bw::engine;
using namespace bw::engine::discovery;

namespace {

std::atomic<bool> g_stop{false};

class Source : public AnnouncementSource
{
public:
    explicit Source(Announcement a) : m_a(std::move(a)) {}
    Announcement announcement() const override { return m_a; }

private:
    Announcement m_a;
};

} // namespace

// usage: discovery_responder PORT NAME [busy]
int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s PORT NAME [busy]\n", argv[0]);
        return 2;
    }
    const auto port = std::uint16_t(std::atoi(argv[1]));
    Announcement a = hostAnnouncement(port);
    a.hostName = argv[2];
    a.busy = argc > 3 && std::strcmp(argv[3], "busy") == 0;
    a.busyForMs = a.busy ? 7000 : 0;
    const ServerLimits limits; // what benchwire-cli -s accepts by default
    a.maxStreams = limits.maxStreams;
    a.maxDurationMs = limits.maxDurationMs;
    Source source(a);
    DiscoveryResponder responder(source);
    if (std::error_code ec = responder.open(port)) {
        std::fprintf(stderr, "cannot open UDP port %u: %s\n", port, ec.message().c_str());
        return 1;
    }
    std::signal(SIGTERM, [](int) { g_stop.store(true); });
    std::signal(SIGINT, [](int) { g_stop.store(true); });
    std::printf("answering on port %u as %s (%s)\n", port, a.hostName.c_str(), a.peerId.c_str());
    std::fflush(stdout);
    while (!g_stop.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    std::printf("answered %llu, dropped %llu\n", (unsigned long long)responder.answered(),
                (unsigned long long)responder.dropped());
    return 0;
}
