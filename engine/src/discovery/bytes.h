// SPDX-License-Identifier: MIT
// Big-endian writing into a growing buffer and bounded reading out of a datagram, for the
// discovery wire format. A Reader that runs past the end only sets its failed flag.
#pragma once

#include "net/bigendian.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace bw::engine::discovery::wire {

class Writer
{
public:
    void u8(std::uint8_t v) { m_out.push_back(v); }
    void u16(std::uint16_t v) { uint(v, 2); }
    void u32(std::uint32_t v) { uint(v, 4); }
    void u64(std::uint64_t v) { uint(v, 8); }
    void bytes(const std::uint8_t* p, std::size_t n) { m_out.insert(m_out.end(), p, p + n); }
    // A u8 length and at most maxBytes of s (cut at a UTF-8 character boundary).
    void string(const std::string& s, std::size_t maxBytes);
    std::size_t size() const { return m_out.size(); }
    std::vector<std::uint8_t>& buffer() { return m_out; }

private:
    void uint(std::uint64_t v, std::size_t n)
    {
        std::uint8_t b[8];
        net::putBigEndian(b, v, n);
        bytes(b, n);
    }
    std::vector<std::uint8_t> m_out;
};

class Reader
{
public:
    Reader(const std::uint8_t* p, std::size_t n) : m_p(p), m_n(n) {}
    std::uint8_t u8() { return std::uint8_t(uint(1)); }
    std::uint16_t u16() { return std::uint16_t(uint(2)); }
    std::uint32_t u32() { return std::uint32_t(uint(4)); }
    std::uint64_t u64() { return uint(8); }
    bool bytes(std::uint8_t* out, std::size_t n);
    // A u8 length, refused over maxBytes; control characters become '?'.
    std::string string(std::size_t maxBytes);
    bool failed() const { return m_failed; }
    bool atEnd() const { return m_pos == m_n; }
    void fail() { m_failed = true; }

private:
    std::uint64_t uint(std::size_t n);
    const std::uint8_t* m_p;
    std::size_t m_n;
    std::size_t m_pos = 0;
    bool m_failed = false;
};

} // namespace bw::engine::discovery::wire
