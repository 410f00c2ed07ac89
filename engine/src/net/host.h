// SPDX-License-Identifier: MIT
// The platform seam for facts about this host and its network stack: host_posix.cpp and
// host_win.cpp implement it (the Socket class itself is socket.h).
#pragma once

#include "benchwire/openfiles.h"
#include "benchwire/types.h"
#include "net/endpoint.h"

#include <cstddef>
#include <cstdint>
#include <ctime>
#include <string>
#include <system_error>
#include <vector>

namespace bw::engine::net {

// Must exist while sockets are used (Winsock start-up on Windows; nothing on POSIX).
// Cheap to construct more than once.
class NetInit
{
public:
    NetInit();
    ~NetInit();
    NetInit(const NetInit&) = delete;
    NetInit& operator=(const NetInit&) = delete;
};

// The one place per platform where errno / WSAGetLastError() becomes an error_code, and the
// same for an error number the platform handed back directly (getaddrinfo, SO_ERROR).
std::error_code lastError();
std::error_code systemError(int code);

// Facts about this machine that differ per platform.
std::string localHostName();
const char* osName(); // "linux", "windows", "macos"
// The TCP congestion control algorithms a socket may choose, space-separated ("reno cubic
// bbr"); empty where the OS does not list them.
std::string availableCongestionControls();
std::tm utcTime(std::time_t t);
bool isWouldBlock(std::error_code ec);
bool isConnectionRefused(std::error_code ec);
bool isUnreachable(std::error_code ec);
// The process or the system is out of descriptors (EMFILE, ENFILE; WSAEMFILE, WSAENOBUFS):
// accept() fails so while the connection waits in the queue, and the listener stays readable.
bool isOutOfDescriptors(std::error_code ec);
// Physical memory of this machine in bytes; 0 when the OS does not tell.
std::uint64_t physicalMemoryBytes();

// Page-aligned, zeroed memory straight from the OS (mmap / VirtualAlloc), null when refused.
// Freed, it goes back to the OS at once: a test's megabytes of buffers do not stay in the
// allocator's heap after the test (glibc keeps freed blocks of up to 32 MiB).
void* allocatePages(std::size_t bytes);
void freePages(void* pages, std::size_t bytes);

// One descriptor held back for when the process runs out: releasing it makes room to accept
// and close one waiting connection, so an accept loop neither spins on EMFILE nor leaves the
// client hanging in the queue.
class SpareDescriptor
{
public:
    SpareDescriptor() { acquire(); }
    ~SpareDescriptor() { release(); }
    SpareDescriptor(const SpareDescriptor&) = delete;
    SpareDescriptor& operator=(const SpareDescriptor&) = delete;
    void acquire(); // no-op when held
    void release();
    bool held() const { return m_handle != -1; }

private:
    std::intptr_t m_handle = -1;
};
// The limit on open files that sockets count against (POSIX: RLIMIT_NOFILE; Windows: none
// below the stream cap, socket_win.cpp says why).
OpenFileLimit openFileLimit();
// Raises the soft limit to the hard limit or `ceiling`, whichever is lower, if that is higher
// than now. Returns the limits in force afterwards.
OpenFileLimit raiseOpenFileLimit(std::uint64_t ceiling);

// Resolves host (name or numeric; empty = wildcard when passive) for the given family.
std::error_code resolve(const std::string& host, std::uint16_t port, IpFamily family, bool passive,
                        std::vector<Endpoint>& out);

} // namespace bw::engine::net
