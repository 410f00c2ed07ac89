// SPDX-License-Identifier: MIT
#include "results/spillfile.h"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <system_error>
#include <utility>
#include <vector>

namespace bw::engine::results {

namespace {
// A name no other SpillFile of any process uses: the time, this object and a counter.
std::string uniquePath(const void* self)
{
    static std::atomic<unsigned> counter{0};
    std::error_code ec;
    std::filesystem::path dir = std::filesystem::temp_directory_path(ec);
    if (ec) dir = ".";
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    const std::string name = "benchwire-spill-" + std::to_string(now) + "-" +
                             std::to_string(reinterpret_cast<std::uintptr_t>(self) & 0xffffff) +
                             "-" + std::to_string(counter.fetch_add(1)) + ".tmp";
    return (dir / name).string();
}

void putLength(std::FILE* f, std::uint32_t n, bool& ok)
{
    unsigned char b[4] = {static_cast<unsigned char>(n), static_cast<unsigned char>(n >> 8),
                          static_cast<unsigned char>(n >> 16), static_cast<unsigned char>(n >> 24)};
    ok = ok && std::fwrite(b, 1, 4, f) == 4;
}
} // namespace

SpillFile::~SpillFile()
{
    close();
}

SpillFile::SpillFile(SpillFile&& other) noexcept
    : m_file(std::exchange(other.m_file, nullptr)), m_path(std::move(other.m_path)),
      m_count(std::exchange(other.m_count, 0))
{
}

SpillFile& SpillFile::operator=(SpillFile&& other) noexcept
{
    if (this != &other) {
        close();
        m_file = std::exchange(other.m_file, nullptr);
        m_path = std::move(other.m_path);
        m_count = std::exchange(other.m_count, 0);
    }
    return *this;
}

void SpillFile::close()
{
    if (!m_file) return;
    std::fclose(m_file);
    m_file = nullptr;
    std::error_code ec;
    std::filesystem::remove(m_path, ec);
    m_count = 0;
}

bool SpillFile::append(std::string_view record)
{
    if (!m_file) {
        m_path = uniquePath(this);
        m_file = std::fopen(m_path.c_str(), "w+b");
        if (!m_file) return false;
    }
    bool ok = std::fseek(m_file, 0, SEEK_END) == 0;
    putLength(m_file, std::uint32_t(record.size()), ok);
    ok = ok && std::fwrite(record.data(), 1, record.size(), m_file) == record.size();
    if (ok) ++m_count;
    return ok;
}

bool SpillFile::forEach(const std::function<void(std::string_view)>& each) const
{
    if (!m_file || m_count == 0) return true;
    if (std::fflush(m_file) != 0 || std::fseek(m_file, 0, SEEK_SET) != 0) return false;
    std::vector<char> buf;
    for (std::size_t i = 0; i < m_count; ++i) {
        unsigned char b[4];
        if (std::fread(b, 1, 4, m_file) != 4) return false;
        const std::uint32_t n = std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 |
                                std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24;
        buf.resize(n);
        if (n > 0 && std::fread(buf.data(), 1, n, m_file) != n) return false;
        each(std::string_view(buf.data(), n));
    }
    return true;
}

void SpillFile::clear()
{
    close();
}

} // namespace bw::engine::results
