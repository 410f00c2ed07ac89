// SPDX-License-Identifier: MIT
#include "net/socket.h"

#include <cstring>

namespace bw::engine::net {

bool Endpoint::isV6() const
{
    return storage.ss_family == AF_INET6;
}

std::uint16_t Endpoint::port() const
{
    if (isV6()) return ntohs(reinterpret_cast<const sockaddr_in6*>(&storage)->sin6_port);
    return ntohs(reinterpret_cast<const sockaddr_in*>(&storage)->sin_port);
}

void Endpoint::setPort(std::uint16_t port)
{
    if (isV6())
        reinterpret_cast<sockaddr_in6*>(&storage)->sin6_port = htons(port);
    else
        reinterpret_cast<sockaddr_in*>(&storage)->sin_port = htons(port);
}

std::string Endpoint::address() const
{
    char buf[INET6_ADDRSTRLEN + 1] = {};
    if (isV6()) {
        const auto* a = reinterpret_cast<const sockaddr_in6*>(&storage);
        inet_ntop(AF_INET6, &a->sin6_addr, buf, sizeof buf);
        // An IPv4-mapped peer on a dual-stack socket reads better as plain IPv4.
        std::string s(buf);
        if (s.rfind("::ffff:", 0) == 0 && s.find('.') != std::string::npos) return s.substr(7);
        return s;
    }
    const auto* a = reinterpret_cast<const sockaddr_in*>(&storage);
    inet_ntop(AF_INET, &a->sin_addr, buf, sizeof buf);
    return buf;
}

std::string Endpoint::toString() const
{
    std::string a = address();
    if (a.find(':') != std::string::npos) return "[" + a + "]:" + std::to_string(port());
    return a + ":" + std::to_string(port());
}

} // namespace bw::engine::net
