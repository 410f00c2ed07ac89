// SPDX-License-Identifier: MIT
// UDP segmentation offload on Linux: UDP_SEGMENT (GSO) sends many equal-sized datagrams as one
// buffer of up to 64 KiB per message, and UDP_GRO delivers datagrams of one flow coalesced into
// one buffer with their size in a control message. The datagrams on the wire are the same as
// one send per datagram; only the system calls (and the kernel's per-call work) are fewer.
// Elsewhere (Windows, macOS), and on kernels that refuse, nothing changes: sendSegmented
// reports not_supported and the caller uses Socket::sendBatch; recvBatch fills one datagram
// per slot (segmentBytes 0).
#pragma once

#include "net/socket.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <system_error>

namespace bw::engine::net {

// Payload bytes one offloaded message may carry (the IP length field's 64 KiB less headers,
// rounded down), and the kernel's oldest limit on its segments (UDP_MAX_SEGMENTS).
constexpr std::size_t kOffloadMaxBytes = 65'000;
constexpr std::size_t kOffloadMaxSegments = 64;
// A receive slot that takes any coalesced buffer whole.
constexpr std::size_t kOffloadSlotBytes = 65'536;

// False when the environment says BENCHWIRE_UDP_OFFLOAD=0 (to compare with and without, or to
// rule offload out when a network misbehaves); true otherwise, on every platform.
bool udpOffloadAllowed();

// Whether this socket can send with UDP_SEGMENT (asked of the kernel, nothing is sent).
bool canSendSegmented(const Socket& s);

// Sends the batch, whose datagrams are all `segmentBytes` long (head + body), as UDP_SEGMENT
// messages of up to kOffloadMaxSegments datagrams, several messages per system call. sent:
// datagrams sent (a message goes whole or not at all). Errors as Socket::sendBatch, and
// errc::not_supported when the kernel refused the offload itself (the caller falls back).
std::error_code sendSegmented(Socket& s, std::span<const DatagramOut> batch, const Endpoint* to,
                              std::size_t segmentBytes, std::size_t& sent);

// Asks for coalesced receives (UDP_GRO); false where the kernel refuses. Receive slots must
// then hold kOffloadSlotBytes: a shorter one would cut a coalesced buffer short.
bool enableReceiveOffload(Socket& s);

// Calls f(data, bytes) for each datagram in a received slot, in arrival order: a coalesced
// buffer is split at segmentBytes (the last datagram may be shorter).
template <class F> void forEachDatagram(const DatagramIn& d, F&& f)
{
    const auto* p = static_cast<const std::uint8_t*>(d.data);
    if (d.segmentBytes == 0 || d.segmentBytes >= d.bytes) {
        f(p, d.bytes);
        return;
    }
    for (std::size_t at = 0; at < d.bytes; at += d.segmentBytes)
        f(p + at, std::min(d.segmentBytes, d.bytes - at));
}

} // namespace bw::engine::net
