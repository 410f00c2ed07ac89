// SPDX-License-Identifier: MIT
// A std::map from interval index to T whose older entries can be spilled to a temporary file
// (results/spillfile.h), so a run until stopped holds only its recent intervals in memory.
// Spilling loses nothing: looking up a spilled index, or walking the entries in order, reads
// the file back first, and the entries come back exactly. A timed run of the usual length never
// spills. T needs spillEncode(const T&) -> std::string and spillDecode(std::string_view, T&) ->
// bool beside it (found by argument-dependent lookup); results/samplestore.h has HostSample's.
#pragma once

#include "results/spillfile.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <string>

namespace bw::engine::results {

// The intervals kept in memory behind the newest one a live view has shown (the live view may
// wait two intervals for the peer's figures; the rest is margin).
inline constexpr int kKeptIntervals = 32;

template <typename T> class SpillMap
{
public:
    using Map = std::map<int, T>;

    // Map-like access. Writing an index never reads the file back: an entry written again after
    // it was spilled replaces the spilled one. The lookups and the walk are const (a Phase is
    // read as const), so the read-back changes only where the entries are held.
    T& operator[](int index) { return m_held[index]; }
    typename Map::const_iterator find(int index) const
    {
        auto it = m_held.find(index);
        if (it != m_held.end() || index >= m_spilledBelow || m_file.count() == 0) return it;
        readBack();
        return m_held.find(index);
    }
    typename Map::const_iterator begin() const
    {
        readBack();
        return m_held.begin();
    }
    typename Map::const_iterator end() const { return m_held.end(); }
    std::size_t count(int index) const { return find(index) != end() ? 1 : 0; }
    bool empty() const { return m_held.empty() && m_file.count() == 0; }
    std::size_t size() const { return m_held.size() + m_file.count(); }

    // The entries before `index` go to the file (any it cannot take stay held).
    void spillBelow(int index)
    {
        while (!m_held.empty() && m_held.begin()->first < index) {
            const int key = m_held.begin()->first;
            std::string bytes(sizeof key, '\0');
            std::memcpy(bytes.data(), &key, sizeof key);
            bytes += spillEncode(m_held.begin()->second);
            if (!m_file.append(bytes)) return;
            m_spilledBelow = std::max(m_spilledBelow, key + 1);
            m_held.erase(m_held.begin());
        }
    }
    // How many entries are in memory, and in the file.
    std::size_t held() const { return m_held.size(); }
    std::size_t spilled() const { return m_file.count(); }

private:
    // An entry held is newer than a spilled one of the same index: emplace keeps the held one.
    void readBack() const
    {
        if (m_file.count() == 0) return;
        m_file.forEach([this](std::string_view bytes) {
            int key = 0;
            T value{};
            if (bytes.size() < sizeof key) return;
            std::memcpy(&key, bytes.data(), sizeof key);
            if (spillDecode(bytes.substr(sizeof key), value)) m_held.emplace(key, std::move(value));
        });
        m_file.clear();
        m_spilledBelow = 0;
    }

    mutable Map m_held;
    mutable SpillFile m_file;
    mutable int m_spilledBelow = 0; // every spilled index is below this
};

} // namespace bw::engine::results
