// SPDX-License-Identifier: MIT
#include "benchwire/units.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

namespace bw::engine {

std::optional<double> parseScaled(const std::string& text, double k, double& scale)
{
    if (text.empty()) return std::nullopt;
    char* end = nullptr;
    double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || !std::isfinite(v) || v < 0) return std::nullopt;
    std::string suffix(end);
    scale = 1;
    if (suffix.empty()) return v;
    if (suffix.size() != 1) return std::nullopt;
    switch (std::toupper(static_cast<unsigned char>(suffix[0]))) {
    case 'K':
        scale = k;
        break;
    case 'M':
        scale = k * k;
        break;
    case 'G':
        scale = k * k * k;
        break;
    default:
        return std::nullopt;
    }
    return v;
}

std::optional<std::uint64_t> parseRate(const std::string& text)
{
    double scale = 1;
    auto v = parseScaled(text, 1000, scale);
    if (!v || *v * scale > 1e18) return std::nullopt;
    return std::uint64_t(std::llround(*v * scale));
}

} // namespace bw::engine
