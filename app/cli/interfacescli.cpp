// SPDX-License-Identifier: MIT
#include "interfacescli.h"

#include "benchwire/interfaces.h"
#include "benchwire/linkfacts.h"

#include <cstdio>
#include <vector>

namespace bw::cli {

using namespace bw::engine;

int listIfaces()
{
    for (const auto& i : listInterfaces()) {
        std::printf("%-16s %-9s %-5s %s\n", i.name.c_str(), std::string(toString(i.type)).c_str(),
                    i.up ? "up" : "down",
                    i.speedMbps > 0 ? (std::to_string(i.speedMbps) + " Mbit/s").c_str()
                                    : "speed n/a");
        for (const auto& ad : i.addresses)
            std::printf("    %s/%d\n", ad.address.c_str(), ad.prefixLength);
        std::printf("    link: %s\n", describeLink(readLinkFacts(i.name)).c_str());
    }
    return 0;
}

int recordWifi(const std::string& interfaceName, const std::string& directory)
{
    std::string why;
    const std::vector<std::string> files = recordWifiReplies(interfaceName, directory, why);
    if (files.empty()) {
        std::fprintf(stderr, "benchwire-cli: nothing recorded: %s\n", why.c_str());
        return 1;
    }
    for (const auto& f : files)
        std::printf("wrote %s\n", f.c_str());
#ifdef _WIN32
    std::printf(
        "Compare %s with `netsh wlan show interfaces`, then see tests/data/wlan/README.md.\n",
        files.back().c_str());
#else
    std::printf("Compare %s with `iw dev %s link`, then see tests/data/nl80211/README.md.\n",
                files.back().c_str(), interfaceName.c_str());
#endif
    return 0;
}

} // namespace bw::cli
