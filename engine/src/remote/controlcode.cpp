// SPDX-License-Identifier: MIT
// Control codes (benchwire/remote.h): making one, and the one canonical form of every key.
#include "benchwire/remote.h"

#include "remote/random.h"

#include <array>

namespace bw::engine {

namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford's base 32

// The character's value in a code, or -1. Crockford's reading: case does not matter, I and L
// are 1, O is 0 (what a person copying a code by eye may type).
int codeValue(char c)
{
    if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
    if (c == 'I' || c == 'L') return 1;
    if (c == 'O') return 0;
    for (int v = 0; v < 32; ++v)
        if (kAlphabet[v] == c) return v;
    return -1;
}

} // namespace

std::string makeControlCode()
{
    std::array<std::uint8_t, kControlCodeChars * 5 / 8> random{}; // 10 bytes, 80 bits
    remote::fillRandom(random.data(), random.size());
    std::string code;
    std::uint32_t bits = 0;
    int held = 0;
    for (std::uint8_t b : random) {
        bits = (bits << 8 | b) & 0xFFFF;
        held += 8;
        while (held >= 5) {
            held -= 5;
            if (code.size() % 5 == 4) code += '-';
            code += kAlphabet[(bits >> held) & 31];
        }
    }
    return code;
}

std::string canonicalControlKey(std::string_view typed)
{
    std::string code;
    for (char c : typed) {
        if (c == '-' || c == ' ') continue;
        const int v = codeValue(c);
        if (v < 0 || code.size() == kControlCodeChars) return std::string(typed);
        code += kAlphabet[v];
    }
    return code.size() == kControlCodeChars ? code : std::string(typed);
}

} // namespace bw::engine
