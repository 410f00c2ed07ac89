// SPDX-License-Identifier: MIT
// Link facts on Linux: the interface from getifaddrs, its kind, speed, duplex and MTU from
// /sys/class/net/IF, its driver from the SIOCETHTOOL ioctl (to tell veth and bridges apart),
// and Wi-Fi through nl80211 (nl80211socket_linux.cpp).
#include "link/link.h"
#include "link/wired_linux.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <linux/ethtool.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>

namespace bw::engine {

namespace {

namespace fs = std::filesystem;

std::string readLine(const fs::path& p)
{
    std::ifstream in(p);
    std::string s;
    std::getline(in, s); // fails (EINVAL) on a link that is down or has no such figure
    return s;
}

// The driver's name ("veth", "bridge", "virtio_net", "e1000e"); empty when unknown.
std::string driverName(const std::string& ifname)
{
    const int fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return {};
    ethtool_drvinfo info{};
    info.cmd = ETHTOOL_GDRVINFO;
    ifreq req{};
    std::strncpy(req.ifr_name, ifname.c_str(), IFNAMSIZ - 1);
    req.ifr_data = reinterpret_cast<char*>(&info);
    const bool ok = ::ioctl(fd, SIOCETHTOOL, &req) == 0;
    ::close(fd);
    return ok ? std::string(info.driver, strnlen(info.driver, sizeof info.driver)) : "";
}

// Whether two socket addresses hold the same IP address (IPv4-mapped IPv6 counts as IPv4).
bool sameAddress(const sockaddr* a, const std::string& host)
{
    char buf[INET6_ADDRSTRLEN] = {};
    if (a->sa_family == AF_INET)
        inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(a)->sin_addr, buf, sizeof buf);
    else if (a->sa_family == AF_INET6)
        inet_ntop(AF_INET6, &reinterpret_cast<const sockaddr_in6*>(a)->sin6_addr, buf, sizeof buf);
    else
        return false;
    std::string want = host.substr(0, host.find('%'));
    if (want.starts_with("::ffff:") && want.find('.') != std::string::npos) want.erase(0, 7);
    return want == buf;
}

// The interface holding `address` (numeric, or an interface's own name); empty if none.
std::string interfaceOf(const std::string& address, unsigned& flags)
{
    const std::string host = link::hostOf(address);
    const auto percent = host.find('%');
    const std::string scope = percent == std::string::npos ? "" : host.substr(percent + 1);
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return {};
    std::string found;
    for (ifaddrs* a = list; a && found.empty(); a = a->ifa_next) {
        const bool byName = a->ifa_name == host || a->ifa_name == scope;
        if (byName || (a->ifa_addr && sameAddress(a->ifa_addr, host))) {
            found = a->ifa_name;
            flags = a->ifa_flags;
        }
    }
    freeifaddrs(list);
    return found;
}

} // namespace

namespace link {

// Ethernet and virtual links: the kind, and speed and duplex where the driver negotiated them.
void readWiredFacts(LinkFacts& f, const fs::path& sys, const std::string& driver)
{
    std::error_code ec;
    const bool physical = fs::exists(sys / "device", ec) && driver != "veth";
    f.kind = physical ? LinkType::Ethernet : LinkType::Virtual;
    const std::string speed = readLine(sys / "speed");
    const std::string duplex = readLine(sys / "duplex");
    const long long mbps = speed.empty() ? -1 : std::atoll(speed.c_str());
    const std::string who = driver.empty() ? "the driver" : "the driver (" + driver + ")";
    if (f.kind == LinkType::Virtual) {
        // veth says 10000 Mbit/s full duplex: a nominal figure of software, no line rate.
        f.unavailable = "virtual link" + (driver.empty() ? "" : " (" + driver + ")") +
                        ": no negotiated speed" +
                        (mbps > 0 ? "; its nominal " + speed + " Mbit/s is no line rate" : "");
        return;
    }
    if (mbps > 0 && mbps < 100000000)
        f.speedMbps = mbps;
    else
        f.unavailable = who + " reports no negotiated speed";
    if (duplex == "full" || duplex == "half") f.duplex = duplex;
}

} // namespace link

LinkFacts readLinkFacts(const std::string& localAddress)
{
    LinkFacts f;
    f.address = link::hostOf(localAddress);
    unsigned flags = 0;
    f.interfaceName = interfaceOf(localAddress, flags);
    if (f.interfaceName.empty()) {
        f.unavailable = "no local interface holds " + f.address;
        return f;
    }
    f.valid = true;
    const fs::path sys = fs::path("/sys/class/net") / f.interfaceName;
    std::error_code ec;
    if (const std::string mtu = readLine(sys / "mtu"); !mtu.empty()) f.mtu = std::atoi(mtu.c_str());
    const std::string driver = driverName(f.interfaceName);
    if (flags & IFF_LOOPBACK) {
        f.kind = LinkType::Loopback;
        f.unavailable = "loopback: no line rate";
    } else if (fs::exists(sys / "wireless", ec) || fs::exists(sys / "phy80211", ec)) {
        f.kind = LinkType::WiFi;
        f.wifi = link::readWifiFacts(f.interfaceName);
    } else {
        link::readWiredFacts(f, sys, driver);
    }
    return f;
}

} // namespace bw::engine
