// SPDX-License-Identifier: MIT
#include "benchwire/client.h"

#include "benchwire/startgate.h"
#include "control/clientrun.h"

namespace bw::engine {

RunHandle::RunHandle(std::shared_ptr<control::ClientRun> run) : m_run(std::move(run)) {}

RunHandle& RunHandle::operator=(RunHandle&& o) noexcept
{
    if (this != &o) {
        if (m_run) {
            m_run->stop();
            m_run->wait();
        }
        m_run = std::move(o.m_run);
    }
    return *this;
}

RunHandle::~RunHandle()
{
    if (m_run) {
        m_run->stop();
        m_run->wait();
    }
}

void RunHandle::stop()
{
    if (m_run) m_run->stop();
}

void RunHandle::wait()
{
    if (m_run) m_run->wait();
}

bool RunHandle::running() const
{
    return m_run && m_run->running();
}

RunHandle Client::start(const TestConfig& config, Sink& sink)
{
    return start(config, sink, nullptr);
}

RunHandle Client::start(const TestConfig& config, Sink& sink, std::shared_ptr<StartGate> gate)
{
    auto run = std::make_shared<control::ClientRun>(config, sink, std::move(gate));
    run->start();
    return RunHandle(run);
}

} // namespace bw::engine
