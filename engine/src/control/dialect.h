// SPDX-License-Identifier: MIT
// Telling the dialects apart. The server looks at the client's cookie: a native one starts
// with "benchwire" (control/cookie.h), anything else cookie-shaped is an iperf3 client. The
// client looks at the first byte the server answers its native cookie with: a native frame
// starts with kFrameFirstByte, a stock iperf3 server sends PARAM_EXCHANGE or ACCESS_DENIED.
//
// This is the core's seam to the dialects. The dialect registry (dialects/registry.cpp, above
// the core and both dialects) defines cookieDialect, classifyAnswer, makePhaseDriver,
// openSession and refuseClient; the core defines greetServer and refuseBusy on top of them
// (dialect.cpp), so control/ includes no dialect.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "control/cookie.h"
#include "control/phase.h"

#include <memory>
#include <string>

namespace bw::engine::control {

class ServerImpl;

class Session;
class PhaseDriver;
struct PhaseContext;

// A cookie-shaped cookie's dialect: Native or Iperf3.
Dialect cookieDialect(const Cookie& c);

enum class ServerAnswer
{
    Native,
    Iperf3,
    Busy,
    Unknown
};
ServerAnswer classifyAnswer(unsigned char firstByte);

// Client: sends a native cookie on p.control and reads the server's first byte. Sets
// p.dialect; an error when the server is busy, not ours, or an iperf3 server the config does
// not allow.
Error greetServer(const TestConfig& config, Phase& p);

// Client: the driver of a phase in `dialect` (Native or Iperf3). greeted: greetServer() ran,
// so the server's first byte is read.
std::unique_ptr<PhaseDriver> makePhaseDriver(Dialect dialect, PhaseContext& context, bool greeted);

// Server: a new session in the dialect of the cookie its control connection presented.
std::shared_ptr<Session> openSession(Dialect dialect, ServerImpl& server,
                                     const ServerConfig& config, net::Socket control,
                                     const std::string& peer, const Cookie& cookie);
// Server: tells a client of that dialect that other tests run (`running` of them, as many as
// the server serves at once), in words it understands.
void refuseBusy(Dialect dialect, ServerImpl& server, net::Socket& sock, const std::string& peer,
                int running);
// Server: refuses a client with `why`: a native error message, or iperf3's ACCESS_DENIED (an
// iperf3 client understands no more).
void refuseClient(Dialect dialect, ServerImpl& server, net::Socket& sock, const std::string& peer,
                  const Error& why);

} // namespace bw::engine::control
