// SPDX-License-Identifier: MIT
// Link facts where the engine has no platform code for them: absent, with the reason.
#include "link/link.h"

namespace bw::engine {

LinkFacts readLinkFacts(const std::string& localAddress)
{
    LinkFacts f;
    f.address = link::hostOf(localAddress);
    f.unavailable = "link facts are not read on this operating system";
    return f;
}

std::vector<std::string> recordWifiReplies(const std::string&, const std::string&, std::string& why)
{
    why = "recording Wi-Fi replies is for Linux (nl80211) and Windows (WLAN API) only";
    return {};
}

namespace link {
WifiFacts readWifiFacts(const std::string&)
{
    WifiFacts w;
    w.unavailable = "Wi-Fi facts are not read on this operating system";
    return w;
}
} // namespace link

} // namespace bw::engine
