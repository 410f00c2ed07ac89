// SPDX-License-Identifier: MIT
// The public Server: a handle on ServerImpl (control/serverimpl.h).
#include "benchwire/server.h"

#include "control/serverimpl.h"

namespace bw::engine {

Server::Server(std::unique_ptr<control::ServerImpl> impl) : m_impl(std::move(impl)) {}
Server::Server() = default;
Server::Server(Server&&) noexcept = default;
Server& Server::operator=(Server&&) noexcept = default;
Server::~Server() = default;

Server Server::start(const ServerConfig& config, Sink& sink, Error& error)
{
    auto impl = std::make_unique<control::ServerImpl>(config, sink);
    error = impl->listen();
    if (error) return Server();
    impl->startAccepting();
    return Server(std::move(impl));
}

std::uint16_t Server::port() const
{
    return m_impl ? m_impl->port() : 0;
}
bool Server::running() const
{
    return m_impl && m_impl->running();
}
bool Server::busy() const
{
    return m_impl && m_impl->busy();
}
std::string Server::peerId() const
{
    return m_impl ? m_impl->peerId() : std::string();
}
void Server::stop()
{
    if (m_impl) m_impl->stop();
}
void Server::wait()
{
    if (m_impl) m_impl->wait();
}

} // namespace bw::engine
