// SPDX-License-Identifier: MIT
#pragma once

#include <deque>
#include <mutex>

namespace bw::ui {

// The hand-off of the bridges: engine threads push values, and at most one drain is pending on
// the GUI thread at a time, which takes everything queued so far.
template <typename Item> class DrainQueue
{
public:
    // Any thread. True when no drain is pending: the caller posts one.
    bool push(Item item)
    {
        std::lock_guard lock(m_mutex);
        m_items.push_back(std::move(item));
        const bool post = !m_drainPosted;
        m_drainPosted = true;
        return post;
    }

    // The drain (GUI thread): everything queued; the next push posts a drain again.
    std::deque<Item> take()
    {
        std::lock_guard lock(m_mutex);
        std::deque<Item> items;
        items.swap(m_items);
        m_drainPosted = false;
        return items;
    }

private:
    std::mutex m_mutex;
    std::deque<Item> m_items;   // guarded by m_mutex
    bool m_drainPosted = false; // guarded by m_mutex
};

} // namespace bw::ui
