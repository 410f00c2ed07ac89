// SPDX-License-Identifier: MIT
// The nl80211 side of readWifiFacts on Linux: a raw generic-netlink socket (no libnl), three
// requests, the replies handed to the parser (nl80211parse.h). Bounded: every receive waits at
// most kReceiveTimeoutMs, a reply is capped at kMaxReplyBytes.
#include "link/nl80211parse.h"

#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <linux/nl80211.h>
#include <net/if.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace bw::engine::link {

namespace {

constexpr int kReceiveTimeoutMs = 200;
constexpr std::size_t kMaxReplyBytes = 1 << 20;

class GenlSocket
{
public:
    GenlSocket()
    {
        m_fd = ::socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
        if (m_fd < 0) return;
        timeval tv{0, kReceiveTimeoutMs * 1000};
        ::setsockopt(m_fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
        sockaddr_nl local{};
        local.nl_family = AF_NETLINK;
        if (::bind(m_fd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0) {
            ::close(m_fd);
            m_fd = -1;
        }
    }
    ~GenlSocket()
    {
        if (m_fd >= 0) ::close(m_fd);
    }
    GenlSocket(const GenlSocket&) = delete;
    GenlSocket& operator=(const GenlSocket&) = delete;

    bool open() const { return m_fd >= 0; }

    // Sends one request (a generic-netlink header and `attrs`) and returns every reply message
    // up to the end of the dump or the acknowledgement; empty on a send or receive failure.
    std::vector<std::uint8_t> request(std::uint16_t family, std::uint8_t cmd, bool dump,
                                      const std::vector<std::uint8_t>& attrs)
    {
        std::vector<std::uint8_t> msg(NLMSG_HDRLEN + GENL_HDRLEN);
        msg.insert(msg.end(), attrs.begin(), attrs.end());
        nlmsghdr h{};
        h.nlmsg_len = std::uint32_t(msg.size());
        h.nlmsg_type = family;
        h.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK | (dump ? NLM_F_DUMP : 0);
        h.nlmsg_seq = ++m_seq;
        std::memcpy(msg.data(), &h, sizeof h);
        genlmsghdr g{cmd, 1, 0};
        std::memcpy(msg.data() + NLMSG_HDRLEN, &g, sizeof g);
        sockaddr_nl kernel{};
        kernel.nl_family = AF_NETLINK;
        if (::sendto(m_fd, msg.data(), msg.size(), 0, reinterpret_cast<sockaddr*>(&kernel),
                     sizeof kernel) < 0)
            return {};
        return receive();
    }

private:
    // Receives until a reply ends (NLMSG_DONE or NLMSG_ERROR, which also acknowledges).
    std::vector<std::uint8_t> receive()
    {
        std::vector<std::uint8_t> out;
        std::vector<std::uint8_t> buf(32768);
        while (out.size() < kMaxReplyBytes) {
            const ssize_t n = ::recv(m_fd, buf.data(), buf.size(), 0);
            if (n <= 0) return {};
            out.insert(out.end(), buf.begin(), buf.begin() + n);
            for (std::size_t off = out.size() - std::size_t(n); off + NLMSG_HDRLEN <= out.size();) {
                nlmsghdr h{};
                std::memcpy(&h, out.data() + off, sizeof h);
                if (h.nlmsg_type == NLMSG_DONE || h.nlmsg_type == NLMSG_ERROR) return out;
                if (h.nlmsg_len < NLMSG_HDRLEN) return out; // the parser reports it
                off += NLMSG_ALIGN(h.nlmsg_len);
            }
        }
        return out;
    }

    int m_fd = -1;
    std::uint32_t m_seq = 0;
};

void putAttr(std::vector<std::uint8_t>& out, std::uint16_t type, const void* data, std::size_t len)
{
    const std::uint16_t total = std::uint16_t(NLA_HDRLEN + len);
    const std::size_t at = out.size();
    out.resize(at + NLA_ALIGN(total), 0);
    std::memcpy(out.data() + at, &total, 2);
    std::memcpy(out.data() + at + 2, &type, 2);
    std::memcpy(out.data() + at + NLA_HDRLEN, data, len);
}

// The nl80211 family's id, or 0 with `why` set.
std::uint16_t resolveFamily(GenlSocket& s, std::string& why)
{
    std::vector<std::uint8_t> attrs;
    putAttr(attrs, CTRL_ATTR_FAMILY_NAME, NL80211_GENL_NAME, sizeof NL80211_GENL_NAME);
    const std::vector<std::uint8_t> reply =
        s.request(GENL_ID_CTRL, CTRL_CMD_GETFAMILY, false, attrs);
    std::size_t off = 0;
    while (off + NLMSG_HDRLEN <= reply.size()) {
        nlmsghdr h{};
        std::memcpy(&h, reply.data() + off, sizeof h);
        if (h.nlmsg_len < NLMSG_HDRLEN || off + h.nlmsg_len > reply.size()) break;
        if (h.nlmsg_type == GENL_ID_CTRL) {
            for (std::size_t a = off + NLMSG_HDRLEN + GENL_HDRLEN;
                 a + NLA_HDRLEN <= off + h.nlmsg_len;) {
                std::uint16_t len = 0, type = 0, id = 0;
                std::memcpy(&len, reply.data() + a, 2);
                std::memcpy(&type, reply.data() + a + 2, 2);
                if (len < NLA_HDRLEN || a + len > off + h.nlmsg_len) break;
                if ((type & NLA_TYPE_MASK) == CTRL_ATTR_FAMILY_ID && len >= NLA_HDRLEN + 2) {
                    std::memcpy(&id, reply.data() + a + NLA_HDRLEN, 2);
                    return id;
                }
                a += NLA_ALIGN(len);
            }
        }
        off += NLMSG_ALIGN(h.nlmsg_len);
    }
    why = "no nl80211 in this kernel (no Wi-Fi driver loaded)";
    return 0;
}

} // namespace

namespace {
// The three replies of one reading, as received; false with `why` when there are none.
struct RawReplies
{
    std::vector<std::uint8_t> interface, station, survey;
};

bool readReplies(const std::string& interfaceName, RawReplies& out, std::string& why)
{
    const unsigned ifindex = ::if_nametoindex(interfaceName.c_str());
    if (ifindex == 0) {
        why = "no interface named " + interfaceName;
        return false;
    }
    GenlSocket s;
    if (!s.open()) {
        why = std::string("no generic-netlink socket: ") + std::strerror(errno);
        return false;
    }
    const std::uint16_t family = resolveFamily(s, why);
    if (family == 0) return false;
    std::vector<std::uint8_t> attrs;
    const std::uint32_t index = ifindex;
    putAttr(attrs, NL80211_ATTR_IFINDEX, &index, sizeof index);
    out.interface = s.request(family, NL80211_CMD_GET_INTERFACE, false, attrs);
    if (out.interface.empty()) {
        why = "nl80211 gave no answer about " + interfaceName;
        return false;
    }
    out.station = s.request(family, NL80211_CMD_GET_STATION, true, attrs);
    out.survey = s.request(family, NL80211_CMD_GET_SURVEY, true, attrs);
    return true;
}

nl80211::Replies viewOf(const RawReplies& r)
{
    return {r.interface, r.station, r.survey};
}

} // namespace

WifiFacts readWifiFacts(const std::string& interfaceName)
{
    WifiFacts none;
    RawReplies r;
    if (!readReplies(interfaceName, r, none.unavailable)) return none;
    return nl80211::parse(viewOf(r));
}

} // namespace bw::engine::link

namespace bw::engine {

std::vector<std::string> recordWifiReplies(const std::string& interfaceName,
                                           const std::string& directory, std::string& why)
{
    link::RawReplies r;
    if (!link::readReplies(interfaceName, r, why)) return {};
    // An interface that is not Wi-Fi answers with a netlink error: nothing worth keeping. An
    // idle Wi-Fi interface is (the parser's "not associated" case).
    WifiFacts probe;
    if (!link::nl80211::parseInterface(r.interface, probe, why)) {
        why = interfaceName + ": " + why;
        return {};
    }
    return link::nl80211::writeRecording(link::viewOf(r), directory, interfaceName, why);
}

} // namespace bw::engine
