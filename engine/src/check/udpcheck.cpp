// SPDX-License-Identifier: MIT
#include "check/udpcheck.h"

#include "control/connect.h"
#include "control/text.h"
#include "flow/udpwire.h"
#include "native/framing.h"
#include "native/messages.h"

#include <algorithm>
#include <span>

namespace bw::engine::check {

using namespace control;
using namespace std::chrono_literals;
namespace udpwire = flow::udpwire;

namespace {
constexpr auto kProbeSpacing = 20ms;

struct ProbeOutcome
{
    int sent = 0;
    int answers = 0;
    std::vector<double> rttMs;
    bool refused = false; // ICMP port unreachable came back
    std::error_code error;
};

// Takes every queued datagram; an ack of a probe not answered yet counts once.
void readAnswers(net::Socket& s, const std::vector<std::int64_t>& sentUs,
                 std::vector<bool>& answered, ProbeOutcome& out)
{
    std::uint8_t buf[64];
    for (;;) {
        std::size_t n = 0;
        const auto ec = s.recv(buf, sizeof buf, n);
        if (net::isConnectionRefused(ec)) out.refused = true;
        if (ec) return;
        const auto parsed = udpwire::parse(buf, n);
        const std::size_t i = parsed.stream;
        if (parsed.kind != udpwire::Kind::Ack || i >= sentUs.size() || sentUs[i] == 0 ||
            answered[i])
            continue;
        answered[i] = true;
        ++out.answers;
        out.rttMs.push_back(double(udpwire::nowUs() - sentUs[i]) / 1000.0);
    }
}

// Sends the probes kProbeSpacing apart and collects answers until all came back, the wait
// after the last probe is over, the port proved closed, or stop.
ProbeOutcome sendProbes(const CheckConfig& config, net::Socket& s, const control::Cookie& cookie,
                        std::stop_token stop)
{
    ProbeOutcome out;
    const int count = std::clamp(config.udpProbes, 1, native::kMaxCheckProbes);
    std::vector<std::int64_t> sentUs(std::size_t(count), 0);
    std::vector<bool> answered(std::size_t(count), false);
    auto nextSend = net::Clock::now();
    auto deadline = nextSend + std::chrono::milliseconds(config.udpWaitMs);
    while (!stop.stop_requested() && !out.refused && out.answers < count) {
        auto now = net::Clock::now();
        if (out.sent < count && now >= nextSend) {
            const auto hello = udpwire::hello(std::uint32_t(out.sent),
                                              std::span<const char, 37>(cookie.data(), 37));
            std::size_t n = 0;
            sentUs[std::size_t(out.sent)] = udpwire::nowUs();
            if (auto ec = s.send(hello.data(), hello.size(), n); net::isConnectionRefused(ec))
                out.refused = true;
            ++out.sent;
            nextSend = now + kProbeSpacing;
            deadline = now + std::chrono::milliseconds(config.udpWaitMs);
        }
        if (out.sent == count && now >= deadline) break;
        const auto until = out.sent < count ? std::min(nextSend, deadline) : deadline;
        auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(until - now);
        s.waitReadable(std::max(wait, 1ms));
        readAnswers(s, sentUs, answered, out);
    }
    return out;
}

// Reads the next message; an ErrorMsg the server sent comes back as the error.
Error readReply(const CheckConfig& config, control::Phase& p, native::Message& msg)
{
    std::string text;
    const native::FrameResult fr =
        native::readFrame(p.control, text, net::deadlineIn(config.controlTimeoutMs));
    if (fr.error != native::FrameError::None)
        return {Errc::ProtocolError, "the server did not answer the check: " + describe(fr),
                control::kSameVersionHint, fr.system};
    std::string error;
    if (!native::parseMessage(text, msg, error))
        return {Errc::ProtocolError,
                "bad answer to the check: " + error,
                control::kSameVersionHint,
                {}};
    if (const auto* e = msg.get<native::ErrorMsg>()) return e->error;
    return {};
}

void judge(const CheckConfig& config, const ProbeOutcome& o, int arrived, CheckReport& r)
{
    const std::string port = std::to_string(config.port);
    r.udpProbesSent = o.sent;
    r.udpProbesArrived = arrived;
    r.udpAnswers = o.answers;
    r.udpRttMs = medianOf(o.rttMs);
    const std::string counts = std::to_string(arrived) + " of " + std::to_string(o.sent) +
                               " probes arrived, " + std::to_string(o.answers) + " answered";
    if (arrived > 0 && o.answers > 0) {
        r.udp = CheckStatus::Reachable;
        r.udpDetail = counts;
    } else if (arrived > 0) {
        r.udp = CheckStatus::OneWay;
        r.udpDetail = counts + ": the server's answers do not come back; a firewall on this "
                               "machine (or one on the path) blocks UDP from the server";
    } else if (o.refused) {
        r.udp = CheckStatus::Refused;
        r.udpDetail = "UDP " + port + " is closed: the host answered \"port unreachable\"";
    } else {
        r.udp = CheckStatus::NoAnswer;
        r.udpDetail = "TCP " + port + " reached the server, UDP " + port + " did not (" + counts +
                      "): the server's firewall (or one on the path) blocks UDP; allow it there "
                      "with `benchwire-cli --firewall allow -p " +
                      port + "`";
    }
}

// A UDP socket connected to the server, from the configured local address. Empty: done.
std::string openProbeSocket(const CheckConfig& config, const net::Endpoint& server, net::Socket& s)
{
    std::error_code ec;
    s = net::Socket::create(server.storage.ss_family, net::Kind::Udp, ec);
    if (ec) return ec.message();
    TestConfig local;
    local.host = config.host;
    local.bindAddress = config.bindAddress;
    if (auto e = control::bindLocal(local, s, server)) return e.message;
    if (!ec) ec = s.connect(server, std::chrono::milliseconds(config.connectTimeoutMs));
    if (!ec) ec = s.setNonBlocking(true);
    return ec ? ec.message() : std::string();
}

// The probes and the server's count, once the server accepted the check.
void probeAndCount(const CheckConfig& config, control::Phase& p, CheckReport& r,
                   std::stop_token stop)
{
    net::Socket s;
    if (auto why = openProbeSocket(config, p.server, s); !why.empty()) {
        r.udp = CheckStatus::Failed;
        r.udpDetail = "cannot open a UDP socket to the server: " + why;
        return;
    }
    const ProbeOutcome o = sendProbes(config, s, p.cookie, stop);
    native::Message msg;
    const bool stopped = native::writeFrame(p.control, native::encode(native::StopMsg{}),
                                            net::deadlineIn(config.controlTimeoutMs))
                             .error == native::FrameError::None;
    Error e =
        stopped
            ? readReply(config, p, msg)
            : Error{Errc::PeerClosed,
                    "the server closed the connection",
                    "the server may be busy or stopping: see its log, and check again in a moment",
                    {}};
    const auto* result = e ? nullptr : msg.get<native::CheckResultMsg>();
    if (!result) {
        r.udp = CheckStatus::Failed;
        r.udpDetail = e ? e.message : "the server did not say how many probes arrived";
        return;
    }
    native::writeFrame(p.control, native::encode(native::DoneMsg{}), net::deadlineIn(1000));
    judge(config, o, result->probesReceived, r);
}
} // namespace

double medianOf(std::vector<double> values)
{
    if (values.empty()) return -1;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

void checkUdp(const CheckConfig& config, control::Phase& p, CheckReport& r, std::stop_token stop)
{
    const int probes = std::clamp(config.udpProbes, 1, native::kMaxCheckProbes);
    native::Message msg;
    Error e;
    if (native::writeFrame(p.control, native::encode(native::CheckMsg{probes}),
                           net::deadlineIn(config.controlTimeoutMs))
            .error != native::FrameError::None)
        e = {Errc::PeerClosed,
             "the server closed the connection",
             "the server may be busy or stopping: see its log, and check again in a moment",
             {}};
    if (!e) e = readReply(config, p, msg);
    if (e) { // an older server's "unknown message type 'check'" lands here, in its words
        r.udp = CheckStatus::NotTestable;
        r.udpDetail = "the server refused the check: " + e.message;
        return;
    }
    if (const auto* result = msg.get<native::CheckResultMsg>(); result && !result->udpAvailable) {
        r.udp = CheckStatus::NotTestable;
        r.udpDetail = "the server has no UDP socket on its test port: " + result->udpError;
        return;
    }
    if (!msg.get<native::AcceptMsg>()) {
        r.udp = CheckStatus::Failed;
        r.udpDetail =
            "unexpected answer to the check: '" + std::string(native::typeName(msg.type())) + "'";
        return;
    }
    probeAndCount(config, p, r, stop);
}

} // namespace bw::engine::check
