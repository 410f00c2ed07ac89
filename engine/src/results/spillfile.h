// SPDX-License-Identifier: MIT
// A temporary file that holds records a long run no longer needs in memory (a run until
// stopped: its older intervals and latency probes), read back whole when the result is made.
// Records are byte strings, kept in the order they were appended. The file is created at the
// first append, in the OS's temporary folder, and removed when the SpillFile goes.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>

namespace bw::engine::results {

class SpillFile
{
public:
    SpillFile() = default;
    ~SpillFile();
    SpillFile(const SpillFile&) = delete;
    SpillFile& operator=(const SpillFile&) = delete;
    SpillFile(SpillFile&& other) noexcept;
    SpillFile& operator=(SpillFile&& other) noexcept;

    // False when the file could not be created or written: the caller keeps the record.
    bool append(std::string_view record);
    // Every record in the order appended; false when the file could not be read back whole.
    bool forEach(const std::function<void(std::string_view)>& each) const;
    // Empties the file (its records were read back).
    void clear();
    std::size_t count() const { return m_count; }

private:
    void close();
    std::FILE* m_file = nullptr;
    std::string m_path;
    std::size_t m_count = 0;
};

} // namespace bw::engine::results
