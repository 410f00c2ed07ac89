// SPDX-License-Identifier: MIT
#include "benchwire/remote.h"

#include "remote/pairlink.h"

namespace bw::engine {

RemotePair::RemotePair() = default;
RemotePair::RemotePair(RemotePair&&) noexcept = default;
RemotePair& RemotePair::operator=(RemotePair&&) noexcept = default;
RemotePair::~RemotePair() = default;

RemotePair RemotePair::open(const RemotePairSpec& spec, Error& error)
{
    auto link = std::make_unique<remote::PairLink>(spec);
    error = link->open();
    RemotePair pair;
    if (!error) pair.m_link = std::move(link);
    return pair;
}

double RemotePair::clockOffsetUs() const
{
    return m_link ? m_link->clockOffsetUs() : 0;
}

double RemotePair::roundTripUs() const
{
    return m_link ? m_link->roundTripUs() : 0;
}

Error RemotePair::start(Clock::time_point at, Sink& sink)
{
    if (!m_link)
        return {Errc::InvalidConfig,
                "the pair's endpoint is not open",
                "open it first (RemotePair::open)",
                {}};
    return m_link->start(at, sink);
}

void RemotePair::stop()
{
    if (m_link) m_link->stop();
}

void RemotePair::wait()
{
    if (m_link) m_link->wait();
}

bool RemotePair::running() const
{
    return m_link && m_link->running();
}

std::optional<RemotePair::Clock::time_point> RemotePair::dataStartedAt() const
{
    if (!m_link) return std::nullopt;
    return m_link->dataStartedAt();
}

} // namespace bw::engine
