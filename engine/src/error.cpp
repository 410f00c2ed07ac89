// SPDX-License-Identifier: MIT
#include "benchwire/error.h"

namespace bw::engine {

std::string_view errcName(Errc e)
{
    switch (e) {
    case Errc::Ok:
        return "ok";
    case Errc::InvalidConfig:
        return "invalid-config";
    case Errc::ResolveFailed:
        return "resolve-failed";
    case Errc::ConnectionRefused:
        return "connection-refused";
    case Errc::Timeout:
        return "timeout";
    case Errc::Unreachable:
        return "unreachable";
    case Errc::BindFailed:
        return "bind-failed";
    case Errc::ServerBusy:
        return "server-busy";
    case Errc::VersionMismatch:
        return "version-mismatch";
    case Errc::Refused:
        return "refused";
    case Errc::ProtocolError:
        return "protocol-error";
    case Errc::PeerClosed:
        return "peer-closed";
    case Errc::Io:
        return "io";
    case Errc::Cancelled:
        return "cancelled";
    case Errc::Unsupported:
        return "unsupported";
    case Errc::UdpBlocked:
        return "udp-blocked";
    }
    return "unknown";
}

namespace {
class Category : public std::error_category
{
public:
    const char* name() const noexcept override { return "benchwire"; }
    std::string message(int ev) const override { return std::string(errcName(Errc(ev))); }
};
} // namespace

const std::error_category& engineCategory()
{
    static const Category category; // immutable after construction
    return category;
}

std::error_code make_error_code(Errc e)
{
    return {int(e), engineCategory()};
}

std::string Error::describe() const
{
    std::string s = message;
    if (system && system.category() != engineCategory()) s += " (" + system.message() + ")";
    if (!hint.empty()) s += ". " + hint;
    return s;
}

} // namespace bw::engine
