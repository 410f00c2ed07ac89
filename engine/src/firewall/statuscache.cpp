// SPDX-License-Identifier: MIT
#include "benchwire/firewall.h"

namespace bw::engine::firewall {

StatusCache::StatusCache(std::uint16_t port, std::unique_ptr<CommandRunner> runner,
                         std::chrono::milliseconds refreshInterval)
    : m_port(port),
      m_runner(runner ? std::move(runner)
                      : std::make_unique<ProcessRunner>(kStatusReadLimit, m_cancel.get_token())),
      m_interval(refreshInterval)
{
    m_status.port = port;
    m_status.tcp = m_status.udp = Verdict{PortState::Unknown, "not read yet"};
    m_thread = std::jthread([this](std::stop_token st) { run(st); });
}

StatusCache::~StatusCache()
{
    m_cancel.request_stop(); // a read under way ends now, its command killed
    m_thread.request_stop();
    if (m_thread.joinable()) m_thread.join();
}

Status StatusCache::get()
{
    std::lock_guard lock(m_mutex);
    if (!m_wanted && std::chrono::steady_clock::now() - m_readAt >= m_interval) {
        m_wanted = true;
        m_wake.notify_one();
    }
    return m_status;
}

int StatusCache::reads() const
{
    std::lock_guard lock(m_mutex);
    return m_reads;
}

// Its own thread: reads when get() found the last read stale, never on the caller's thread.
void StatusCache::run(std::stop_token st)
{
    std::unique_lock lock(m_mutex);
    while (m_wake.wait(lock, st, [this] { return m_wanted; })) {
        lock.unlock();
        Status s = readStatus(m_port, *m_runner);
        lock.lock();
        m_status = std::move(s);
        m_readAt = std::chrono::steady_clock::now();
        m_wanted = false;
        ++m_reads;
    }
}

} // namespace bw::engine::firewall
