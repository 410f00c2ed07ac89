// SPDX-License-Identifier: MIT
// Winsock2 implementation of net/host.h, and the error category that names Winsock's codes.
#include "net/host.h"

#include <windows.h>

#include <cstring>
#include <string>

namespace bw::engine::net {

namespace {

// Winsock codes are not errno values: this category names them with FormatMessage and maps
// the common ones onto std::errc, so `ec == std::errc::connection_refused` works in shared code.
class WinsockCategory final : public std::error_category
{
public:
    const char* name() const noexcept override { return "winsock"; }

    std::string message(int ev) const override
    {
        char* buf = nullptr;
        const DWORD len =
            FormatMessageA(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM |
                               FORMAT_MESSAGE_IGNORE_INSERTS,
                           nullptr, DWORD(ev), MAKELANGID(LANG_ENGLISH, SUBLANG_DEFAULT),
                           reinterpret_cast<char*>(&buf), 0, nullptr);
        std::string text = len && buf ? std::string(buf, len) : std::string();
        if (buf) LocalFree(buf);
        while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ' ||
                                 text.back() == '.'))
            text.pop_back();
        if (text.empty()) text = "Winsock error " + std::to_string(ev);
        return text;
    }

    std::error_condition default_error_condition(int ev) const noexcept override
    {
        switch (ev) {
        case WSAEWOULDBLOCK:
            return std::errc::operation_would_block;
        case WSAEINPROGRESS:
            return std::errc::operation_in_progress;
        case WSAEALREADY:
            return std::errc::connection_already_in_progress;
        case WSAECONNREFUSED:
            return std::errc::connection_refused;
        case WSAECONNRESET:
            return std::errc::connection_reset;
        case WSAECONNABORTED:
            return std::errc::connection_aborted;
        case WSAETIMEDOUT:
            return std::errc::timed_out;
        case WSAENETUNREACH:
            return std::errc::network_unreachable;
        case WSAEHOSTUNREACH:
            return std::errc::host_unreachable;
        case WSAENETDOWN:
            return std::errc::network_down;
        case WSAENETRESET:
            return std::errc::network_reset;
        case WSAEADDRINUSE:
            return std::errc::address_in_use;
        case WSAEADDRNOTAVAIL:
            return std::errc::address_not_available;
        case WSAEAFNOSUPPORT:
            return std::errc::address_family_not_supported;
        case WSAEINTR:
            return std::errc::interrupted;
        case WSAEINVAL:
            return std::errc::invalid_argument;
        case WSAEACCES:
            return std::errc::permission_denied;
        case WSAENOTCONN:
            return std::errc::not_connected;
        case WSAEISCONN:
            return std::errc::already_connected;
        case WSAENOTSOCK:
            return std::errc::not_a_socket;
        case WSAEMSGSIZE:
            return std::errc::message_size;
        case WSAENOBUFS:
            return std::errc::no_buffer_space;
        case WSAENOPROTOOPT:
            return std::errc::no_protocol_option;
        case WSAEOPNOTSUPP:
            return std::errc::operation_not_supported;
        case WSAEPROTONOSUPPORT:
            return std::errc::protocol_not_supported;
        case WSAESHUTDOWN:
            return std::errc::broken_pipe;
        case WSAEMFILE:
            return std::errc::too_many_files_open;
        default:
            return std::error_condition(ev, *this);
        }
    }
};

const std::error_category& winsockCategory()
{
    static const WinsockCategory category;
    return category;
}

} // namespace

NetInit::NetInit()
{
    // Reference-counted by Winsock itself: every NetInit pairs one WSAStartup with one
    // WSACleanup. A failure here shows up as WSANOTINITIALISED on the first socket call.
    WSADATA data;
    ::WSAStartup(MAKEWORD(2, 2), &data);
}

NetInit::~NetInit()
{
    ::WSACleanup();
}

std::error_code lastError()
{
    return systemError(::WSAGetLastError());
}

std::error_code systemError(int code)
{
    return std::error_code(code, winsockCategory());
}

std::string localHostName()
{
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return {};
    return buf;
}

const char* osName()
{
    return "windows";
}

std::string availableCongestionControls()
{
    return {}; // Windows picks the algorithm per system, not per socket
}

std::tm utcTime(std::time_t t)
{
    std::tm tm{};
    gmtime_s(&tm, &t);
    return tm;
}

bool isWouldBlock(std::error_code ec)
{
    return ec.category() == winsockCategory() &&
           (ec.value() == WSAEWOULDBLOCK || ec.value() == WSAEINPROGRESS);
}

bool isConnectionRefused(std::error_code ec)
{
    return ec.category() == winsockCategory() && ec.value() == WSAECONNREFUSED;
}

bool isUnreachable(std::error_code ec)
{
    return ec.category() == winsockCategory() &&
           (ec.value() == WSAENETUNREACH || ec.value() == WSAEHOSTUNREACH ||
            ec.value() == WSAENETDOWN);
}

bool isOutOfDescriptors(std::error_code ec)
{
    return ec.category() == winsockCategory() &&
           (ec.value() == WSAEMFILE || ec.value() == WSAENOBUFS);
}

std::uint64_t physicalMemoryBytes()
{
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    return ::GlobalMemoryStatusEx(&status) ? std::uint64_t(status.ullTotalPhys) : 0;
}

void* allocatePages(std::size_t bytes)
{
    return ::VirtualAlloc(nullptr, bytes, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
}

void freePages(void* pages, std::size_t)
{
    if (pages) ::VirtualFree(pages, 0, MEM_RELEASE);
}

// Winsock counts sockets, not files: the spare is a socket.
void SpareDescriptor::acquire()
{
    if (m_handle != -1) return;
    const SOCKET s = ::socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    if (s != INVALID_SOCKET) m_handle = std::intptr_t(s);
}

void SpareDescriptor::release()
{
    if (m_handle != -1) ::closesocket(SOCKET(m_handle));
    m_handle = -1;
}

// Winsock sockets are kernel handles, not C runtime files: the CRT's limit (_setmaxstdio, 512
// streams by default) bounds FILE* and _open() only. A process may hold about 16 million
// handles, and WSAPoll takes an array of any size (FD_SETSIZE bounds select(), which the
// engine does not use). What a large test meets first is the client's ephemeral port range
// (16,384 ports by default) and memory for socket buffers: no bound below the 1,024-stream
// cap (2,048 connections with both directions). So there is nothing to raise.
OpenFileLimit openFileLimit()
{
    return {};
}

OpenFileLimit raiseOpenFileLimit(std::uint64_t /*ceiling*/)
{
    return {};
}

std::error_code resolve(const std::string& host, std::uint16_t port, IpFamily family, bool passive,
                        std::vector<Endpoint>& out)
{
    out.clear();
    addrinfo hints{};
    hints.ai_family = family == IpFamily::V4   ? AF_INET
                      : family == IpFamily::V6 ? AF_INET6
                                               : AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM; // one entry per address, not one per socket type
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    const std::string service = std::to_string(port);
    addrinfo* list = nullptr;
    // getaddrinfo returns its Winsock error code directly.
    const int rc =
        ::getaddrinfo(host.empty() ? nullptr : host.c_str(), service.c_str(), &hints, &list);
    if (rc != 0) return systemError(rc);
    for (const addrinfo* ai = list; ai; ai = ai->ai_next) {
        if (ai->ai_addrlen > sizeof(sockaddr_storage)) continue;
        Endpoint ep;
        std::memcpy(&ep.storage, ai->ai_addr, ai->ai_addrlen);
        ep.length = SockLen(ai->ai_addrlen);
        out.push_back(ep);
    }
    ::freeaddrinfo(list);
    if (out.empty()) return systemError(WSAHOST_NOT_FOUND);
    return {};
}

} // namespace bw::engine::net
