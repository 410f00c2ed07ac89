// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <system_error>

namespace bw::engine {

enum class Errc
{
    Ok = 0,
    InvalidConfig,     // a setting is out of range; message names it
    ResolveFailed,     // the host name did not resolve
    ConnectionRefused, // nothing listens on that port
    Timeout,           // no answer in time: often a firewall
    Unreachable,       // no route to host / network down
    BindFailed,        // the local address or port cannot be used
    ServerBusy,        // the server runs another test
    VersionMismatch,   // the peers share no protocol version
    Refused,           // the server refused the test's settings
    ProtocolError,     // the peer sent something malformed
    PeerClosed,        // the peer closed or vanished mid-test
    Io,                // another socket error
    Cancelled,         // stopped by the user before the test started
    Unsupported,       // the peer or OS lacks a feature the test needs
    UdpBlocked,        // TCP reached the server, UDP to the same port did not: a firewall
};

const std::error_category& engineCategory();
std::error_code make_error_code(Errc e);

// An error as the engine reports it. message is English and says what happened;
// hint says what to do about it (may be empty). system is the OS error, if any.
struct Error
{
    Errc code = Errc::Ok;
    std::string message;
    std::string hint;
    std::error_code system;

    explicit operator bool() const { return code != Errc::Ok; }
    std::string describe() const; // "message (system) - hint"
};

std::string_view errcName(Errc e); // stable identifier for JSON, e.g. "connection-refused"

} // namespace bw::engine

template <> struct std::is_error_code_enum<bw::engine::Errc> : std::true_type
{
};
