// SPDX-License-Identifier: MIT
// The one place where the platform's socket types are chosen.
#pragma once

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/types.h>
#endif

#include <cstdint>

namespace bw::engine::net {

#ifdef _WIN32
using NativeSocket = SOCKET;
inline constexpr NativeSocket kInvalidSocket = INVALID_SOCKET;
using SockLen = int;
#else
using NativeSocket = int;
inline constexpr NativeSocket kInvalidSocket = -1;
using SockLen = socklen_t;
#endif

} // namespace bw::engine::net
