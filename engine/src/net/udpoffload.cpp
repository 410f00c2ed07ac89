// SPDX-License-Identifier: MIT
// net/udpoffload.h: UDP_SEGMENT and UDP_GRO on Linux, "not supported" elsewhere.
#include "net/udpoffload.h"

#include <cstdlib>
#include <cstring>

#ifdef __linux__
#include <cerrno>
#include <netinet/udp.h>
#include <sys/socket.h>
#include <sys/uio.h>
#ifndef SOL_UDP
#define SOL_UDP 17
#endif
#ifndef UDP_SEGMENT
#define UDP_SEGMENT 103
#endif
#ifndef UDP_GRO
#define UDP_GRO 104
#endif
#endif

namespace bw::engine::net {

bool udpOffloadAllowed()
{
    static const bool allowed = [] {
        const char* v = std::getenv("BENCHWIRE_UDP_OFFLOAD");
        return !(v && std::strcmp(v, "0") == 0);
    }();
    return allowed;
}

#ifdef __linux__

namespace {
constexpr std::size_t kMessages = 8; // offloaded messages per sendmmsg

struct OffloadMessage
{
    iovec iov[2 * kOffloadMaxSegments];
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(std::uint16_t))];
};

// The errors with which the kernel refuses the offload itself (no UDP_SEGMENT, a segment
// larger than the path's MTU, a device without checksum offload), not the send.
bool refusesOffload(int err)
{
    return err == EIO || err == EINVAL || err == ENOPROTOOPT || err == EOPNOTSUPP ||
           err == EMSGSIZE;
}

// Fills message m with batch[0, count) and a UDP_SEGMENT control message.
void fillMessage(mmsghdr& mm, OffloadMessage& m, std::span<const DatagramOut> batch,
                 const Endpoint* to, std::size_t segmentBytes)
{
    std::size_t k = 0;
    for (const DatagramOut& d : batch) {
        m.iov[k++] = {const_cast<void*>(d.head), d.headBytes};
        if (d.bodyBytes) m.iov[k++] = {const_cast<void*>(d.body), d.bodyBytes};
    }
    msghdr& h = mm.msg_hdr;
    h = {};
    h.msg_iov = m.iov;
    h.msg_iovlen = k;
    if (to) {
        h.msg_name = const_cast<sockaddr_storage*>(&to->storage);
        h.msg_namelen = to->length;
    }
    h.msg_control = m.control;
    h.msg_controllen = sizeof m.control;
    cmsghdr* c = CMSG_FIRSTHDR(&h);
    c->cmsg_level = SOL_UDP;
    c->cmsg_type = UDP_SEGMENT;
    c->cmsg_len = CMSG_LEN(sizeof(std::uint16_t));
    const auto size = std::uint16_t(segmentBytes);
    std::memcpy(CMSG_DATA(c), &size, sizeof size);
    mm.msg_len = 0;
}
} // namespace

bool canSendSegmented(const Socket& s)
{
    int v = 0;
    socklen_t len = sizeof v;
    return ::getsockopt(s.native(), SOL_UDP, UDP_SEGMENT, &v, &len) == 0;
}

std::error_code sendSegmented(Socket& s, std::span<const DatagramOut> batch, const Endpoint* to,
                              std::size_t segmentBytes, std::size_t& sent)
{
    sent = 0;
    if (segmentBytes == 0 || segmentBytes > 0xffff)
        return std::make_error_code(std::errc::not_supported);
    const std::size_t perMessage =
        std::clamp<std::size_t>(kOffloadMaxBytes / segmentBytes, 1, kOffloadMaxSegments);
    OffloadMessage messages[kMessages];
    mmsghdr headers[kMessages];
    std::size_t counts[kMessages];
    while (sent < batch.size()) {
        std::size_t n = 0;
        for (std::size_t at = sent; at < batch.size() && n < kMessages; ++n) {
            counts[n] = std::min(perMessage, batch.size() - at);
            fillMessage(headers[n], messages[n], batch.subspan(at, counts[n]), to, segmentBytes);
            at += counts[n];
        }
        int r = ::sendmmsg(s.native(), headers, unsigned(n), MSG_NOSIGNAL);
        if (r < 0) {
            if (errno == EINTR) continue;
            if (sent) return {};
            if (refusesOffload(errno)) return std::make_error_code(std::errc::not_supported);
            return lastError();
        }
        for (int i = 0; i < r; ++i)
            sent += counts[i];
        if (std::size_t(r) < n) break;
    }
    return {};
}

bool enableReceiveOffload(Socket& s)
{
    int on = 1;
    return ::setsockopt(s.native(), SOL_UDP, UDP_GRO, &on, sizeof on) == 0;
}

#else

bool canSendSegmented(const Socket&)
{
    return false;
}

std::error_code sendSegmented(Socket&, std::span<const DatagramOut>, const Endpoint*, std::size_t,
                              std::size_t& sent)
{
    sent = 0;
    return std::make_error_code(std::errc::not_supported);
}

bool enableReceiveOffload(Socket&)
{
    return false;
}

#endif

} // namespace bw::engine::net
