// SPDX-License-Identifier: MIT
// Fuzz target: the native control connection as a server or client reads it.
#include "fuzzcheck.h"
#include "native/framing.h"
#include "native/messages.h"
#include "targets.h"

#include <algorithm>
#include <chrono>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace bw::fuzz {

namespace {
using namespace bw::engine;
using namespace bw::engine::native;

// More than one largest frame, less than a Unix socket's default send buffer, so one
// non-blocking write queues it all and the reader sees the end of the input as a close.
constexpr std::size_t kMaxInputBytes = 96 * 1024;
constexpr int kMaxFrames = 64;

// What parses must encode to text that parses back to the same message: a peer that echoes
// or relays a message must not change it, and encode() must never emit what parse refuses.
void checkMessage(const std::string& payload)
{
    Message m;
    std::string error;
    if (!parseMessage(payload, m, error)) {
        BW_FUZZ_CHECK(!error.empty());
        return;
    }
    const std::string once = encode(m.body);
    BW_FUZZ_CHECK(once.find(typeName(m.type())) != std::string::npos);
    Message again;
    BW_FUZZ_CHECK(parseMessage(once, again, error));
    BW_FUZZ_CHECK(again.type() == m.type());
    const std::string twice = encode(again.body);
    // The first parse may normalize (a fraction read as an int); after that it is stable.
    Message third;
    BW_FUZZ_CHECK(parseMessage(twice, third, error));
    BW_FUZZ_CHECK(encode(third.body) == twice);
}

// The input goes into one end of a connected pair, which is then closed.
net::Socket readerFor(const std::uint8_t* data, std::size_t bytes)
{
    int fds[2];
    BW_FUZZ_CHECK(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0);
    ::fcntl(fds[0], F_SETFL, O_NONBLOCK);
    const std::size_t n = std::min(bytes, kMaxInputBytes);
    if (n > 0) {
        const ssize_t sent = ::send(fds[0], data, n, MSG_NOSIGNAL);
        BW_FUZZ_CHECK(sent == ssize_t(n));
    }
    ::close(fds[0]);
    return net::Socket(fds[1]);
}
} // namespace

int nativeFraming(const std::uint8_t* data, std::size_t bytes)
{
    net::Socket reader = readerFor(data, bytes);
    const auto deadline = net::Clock::now() + std::chrono::seconds(5);
    std::string payload;
    for (int i = 0; i < kMaxFrames; ++i) {
        const FrameResult r = readFrame(reader, payload, deadline);
        BW_FUZZ_CHECK(!describe(r).empty());
        if (r.error != FrameError::None) {
            // Everything was queued before the close: the reader can only run out of input.
            BW_FUZZ_CHECK(r.error != FrameError::Timeout && r.error != FrameError::Cancelled);
            break;
        }
        BW_FUZZ_CHECK(payload.size() == r.announcedBytes && payload.size() <= kMaxMessageBytes);
        checkMessage(payload);
        BW_FUZZ_CHECK(encodeFrame(payload).size() == payload.size() + 4);
    }
    return 0;
}

} // namespace bw::fuzz
