// SPDX-License-Identifier: MIT
// One discovery round from the client's side: probes out of every chosen interface (IPv4
// subnet-directed broadcast and the IPv4 group, the IPv6 link-local group on the interface's
// scope), then the answers that carry this round's nonce, merged per peer id.
#pragma once

#include "benchwire/discovery.h"
#include "discovery/localnet.h"
#include "net/poller.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace bw::engine::discovery {

class Prober
{
public:
    explicit Prober(ProbeOptions options);
    // Opens the sockets and sends the first probes. An error only when nothing could be sent.
    std::error_code start();
    // Sends again (a probe or its answer may be lost; DAD may still hold an IPv6 address).
    void resend();
    // Reads answers until deadline.
    void collect(Clock::time_point deadline);
    const std::vector<Peer>& peers() const { return m_peers; }

private:
    std::size_t sendAll();
    std::size_t sendOn(const LocalInterface& li);
    bool drain(net::Socket& s);
    void accept(const std::uint8_t* data, std::size_t bytes, const net::Endpoint& from);

    ProbeOptions m_options;
    std::uint64_t m_nonce = 0;
    std::vector<LocalInterface> m_ifaces;
    net::Socket m_v4, m_v6;
    std::unique_ptr<net::Poller> m_poller;
    std::vector<Peer> m_peers;
};

// Adds one answer to a round's peers: same peer id, one entry; a new source, a new address.
void mergeAnswer(std::vector<Peer>& peers, Announcement a, PeerAddress from);

} // namespace bw::engine::discovery
