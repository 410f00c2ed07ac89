// SPDX-License-Identifier: MIT
#include "benchwire/types.h"

#include "benchwire/interfaces.h"

namespace bw::engine {

std::string_view toString(Direction d)
{
    return d == Direction::Upload ? "upload" : "download";
}

std::string_view toString(TestMode m)
{
    switch (m) {
    case TestMode::Upload:
        return "upload";
    case TestMode::Download:
        return "download";
    case TestMode::Bidirectional:
        return "bidirectional";
    case TestMode::BothWays:
        return "both-ways";
    }
    return "upload";
}

std::string_view toString(Protocol p)
{
    return p == Protocol::Tcp ? "tcp" : "udp";
}

std::string_view toString(IpFamily f)
{
    switch (f) {
    case IpFamily::V4:
        return "ipv4";
    case IpFamily::V6:
        return "ipv6";
    case IpFamily::Any:
        break;
    }
    return "any";
}

bool parseTestMode(std::string_view s, TestMode& out)
{
    for (TestMode m :
         {TestMode::Upload, TestMode::Download, TestMode::Bidirectional, TestMode::BothWays}) {
        if (toString(m) == s) {
            out = m;
            return true;
        }
    }
    return false;
}

bool parseDirection(std::string_view s, Direction& out)
{
    if (s == "upload")
        out = Direction::Upload;
    else if (s == "download")
        out = Direction::Download;
    else
        return false;
    return true;
}

std::string_view toString(LinkType t)
{
    switch (t) {
    case LinkType::Ethernet:
        return "ethernet";
    case LinkType::WiFi:
        return "wifi";
    case LinkType::Loopback:
        return "loopback";
    case LinkType::Virtual:
        return "virtual";
    case LinkType::Unknown:
        break;
    }
    return "unknown";
}

std::string_view engineVersion()
{
    return BENCHWIRE_VERSION;
}

} // namespace bw::engine
