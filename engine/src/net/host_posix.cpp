// SPDX-License-Identifier: MIT
// POSIX implementation of net/host.h (Linux, macOS).
#include "net/host.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <fstream>

namespace bw::engine::net {

NetInit::NetInit() = default;
NetInit::~NetInit() = default;

// The one place where errno becomes an error_code.
std::error_code lastError()
{
    return systemError(errno);
}

std::error_code systemError(int code)
{
    return {code, std::system_category()};
}

std::string localHostName()
{
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return {};
    return buf;
}

std::string availableCongestionControls()
{
    std::ifstream f("/proc/sys/net/ipv4/tcp_available_congestion_control");
    std::string line;
    std::getline(f, line);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back())))
        line.pop_back();
    return line;
}

const char* osName()
{
#if defined(__APPLE__)
    return "macos";
#elif defined(__linux__)
    return "linux";
#else
    return "unix";
#endif
}

std::tm utcTime(std::time_t t)
{
    std::tm tm{};
    gmtime_r(&t, &tm);
    return tm;
}

bool isWouldBlock(std::error_code ec)
{
    return ec.category() == std::system_category() &&
           (ec.value() == EAGAIN || ec.value() == EWOULDBLOCK || ec.value() == EINPROGRESS);
}

bool isConnectionRefused(std::error_code ec)
{
    return ec.category() == std::system_category() && ec.value() == ECONNREFUSED;
}

bool isUnreachable(std::error_code ec)
{
    return ec.category() == std::system_category() &&
           (ec.value() == EHOSTUNREACH || ec.value() == ENETUNREACH || ec.value() == ENETDOWN ||
            ec.value() == EADDRNOTAVAIL);
}

bool isOutOfDescriptors(std::error_code ec)
{
    return ec.category() == std::system_category() &&
           (ec.value() == EMFILE || ec.value() == ENFILE || ec.value() == ENOBUFS ||
            ec.value() == ENOMEM);
}

std::uint64_t physicalMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageBytes = ::sysconf(_SC_PAGESIZE);
    return pages > 0 && pageBytes > 0 ? std::uint64_t(pages) * std::uint64_t(pageBytes) : 0;
}

void* allocatePages(std::size_t bytes)
{
    void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? nullptr : p;
}

void freePages(void* pages, std::size_t bytes)
{
    if (pages) ::munmap(pages, bytes);
}

void SpareDescriptor::acquire()
{
    if (m_handle == -1) m_handle = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
}

void SpareDescriptor::release()
{
    if (m_handle != -1) ::close(int(m_handle));
    m_handle = -1;
}

namespace {
std::uint64_t fromRlim(rlim_t v)
{
    return v == RLIM_INFINITY ? kNoFileLimit : std::uint64_t(v);
}
} // namespace

OpenFileLimit openFileLimit()
{
    rlimit rl{};
    if (::getrlimit(RLIMIT_NOFILE, &rl) != 0) return {};
    return {fromRlim(rl.rlim_cur), fromRlim(rl.rlim_max)};
}

OpenFileLimit raiseOpenFileLimit(std::uint64_t ceiling)
{
    rlimit rl{};
    if (::getrlimit(RLIMIT_NOFILE, &rl) != 0) return {};
    const rlim_t target = rl.rlim_max == RLIM_INFINITY
                              ? rlim_t(ceiling)
                              : std::min<rlim_t>(rl.rlim_max, rlim_t(ceiling));
    if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < target) {
        rlimit want{target, rl.rlim_max};
        // macOS refuses more than OPEN_MAX (10,240) even when the hard limit is unlimited.
        if (::setrlimit(RLIMIT_NOFILE, &want) != 0 && errno == EINVAL && target > 10'240) {
            want.rlim_cur = 10'240;
            ::setrlimit(RLIMIT_NOFILE, &want);
        }
    }
    return openFileLimit();
}

std::error_code resolve(const std::string& host, std::uint16_t port, IpFamily family, bool passive,
                        std::vector<Endpoint>& out)
{
    out.clear();
    addrinfo hints{};
    hints.ai_family = family == IpFamily::V4   ? AF_INET
                      : family == IpFamily::V6 ? AF_INET6
                                               : AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    std::string service = std::to_string(port);
    addrinfo* res = nullptr;
    int rc = getaddrinfo(host.empty() ? nullptr : host.c_str(), service.c_str(), &hints, &res);
    if (rc != 0) {
        if (rc == EAI_SYSTEM) return lastError();
        return std::make_error_code(std::errc::host_unreachable);
    }
    for (addrinfo* p = res; p; p = p->ai_next) {
        Endpoint ep;
        std::memcpy(&ep.storage, p->ai_addr, p->ai_addrlen);
        ep.length = SockLen(p->ai_addrlen);
        out.push_back(ep);
    }
    freeaddrinfo(res);
    return {};
}

} // namespace bw::engine::net
