// SPDX-License-Identifier: MIT
// An IPv4 or IPv6 socket address (endpoint.cpp).
#pragma once

#include "net/platform_types.h"

#include <cstdint>
#include <string>

namespace bw::engine::net {

// A resolved endpoint (IPv4 or IPv6).
struct Endpoint
{
    sockaddr_storage storage{};
    SockLen length = 0;
    bool isV6() const;
    std::uint16_t port() const;
    void setPort(std::uint16_t port);
    std::string address() const;  // numeric address, no port
    std::string toString() const; // "1.2.3.4:5201" or "[::1]:5201"
};

} // namespace bw::engine::net
