// SPDX-License-Identifier: MIT
// Text helpers shared by the backends' parsers and command generators.
#include "firewall/backends.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace bw::engine::firewall::text {

std::vector<std::string> lines(std::string_view s)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t end = s.find('\n', start);
        if (end == std::string_view::npos) end = s.size();
        std::string line(s.substr(start, end - start));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out.push_back(std::move(line));
        start = end + 1;
    }
    return out;
}

std::string trim(std::string_view s)
{
    const auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return std::string(s);
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view s, std::string_view part)
{
    return s.find(part) != std::string_view::npos;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string shellQuote(std::string_view s)
{
    std::string out = "'";
    for (char c : s)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

namespace {
// "5201" or a range "a-b" / "a:b"; a name ("ssh") never matches a number.
bool oneSpecMatches(std::string_view item, std::uint16_t port)
{
    const std::string t = trim(item);
    if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0]))) return false;
    char* end = nullptr;
    const long first = std::strtol(t.c_str(), &end, 10);
    if (*end == '\0') return first == port;
    if (*end != '-' && *end != ':') return false;
    char* end2 = nullptr;
    const long last = std::strtol(end + 1, &end2, 10);
    return *end2 == '\0' && first <= port && port <= last;
}
} // namespace

bool portSpecMatches(std::string_view spec, std::uint16_t port)
{
    std::string s;
    for (char c : spec)
        if (c != '{' && c != '}') s += c;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t end = s.find(',', start);
        if (end == std::string::npos) end = s.size();
        if (oneSpecMatches(std::string_view(s).substr(start, end - start), port)) return true;
        start = end + 1;
    }
    return false;
}

bool looksLikePermissionDenied(std::string_view output)
{
    const std::string l = lower(output);
    return contains(l, "permission denied") || contains(l, "operation not permitted") ||
           contains(l, "need to be root") || contains(l, "must be root") ||
           contains(l, "authorization failed") || contains(l, "not authorized") ||
           contains(l, "requires elevation") || contains(l, "access is denied");
}

} // namespace bw::engine::firewall::text
