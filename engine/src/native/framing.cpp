// SPDX-License-Identifier: MIT
#include "native/framing.h"

#include "net/bigendian.h"

#include <algorithm>

namespace bw::engine::native {

namespace {
FrameResult fromIo(std::error_code ec, bool eof)
{
    FrameResult r;
    r.system = ec;
    if (eof)
        r.error = FrameError::Closed;
    else if (ec == std::errc::timed_out)
        r.error = FrameError::Timeout;
    else if (ec == std::errc::operation_canceled)
        r.error = FrameError::Cancelled;
    else
        r.error = FrameError::Io;
    return r;
}
} // namespace

std::string encodeFrame(std::string_view payload)
{
    std::string out(4 + payload.size(), '\0');
    net::putU32(reinterpret_cast<unsigned char*>(out.data()), std::uint32_t(payload.size()));
    std::copy(payload.begin(), payload.end(), out.begin() + 4);
    return out;
}

FrameResult readFrame(net::Socket& s, std::string& payload, net::Clock::time_point deadline,
                      std::stop_token stop)
{
    unsigned char head[4];
    bool eof = false;
    if (auto ec = net::readExact(s, head, 4, deadline, stop, &eof)) return fromIo(ec, eof);
    FrameResult r;
    r.announcedBytes = net::getU32(head);
    if (r.announcedBytes > kMaxMessageBytes) {
        r.error = FrameError::TooLarge;
        return r;
    }
    if (r.announcedBytes == 0) {
        r.error = FrameError::Empty;
        return r;
    }
    payload.resize(r.announcedBytes);
    if (auto ec = net::readExact(s, payload.data(), payload.size(), deadline, stop, &eof)) {
        auto e = fromIo(ec, eof);
        e.announcedBytes = r.announcedBytes;
        return e;
    }
    return r;
}

FrameResult writeFrame(net::Socket& s, std::string_view payload, net::Clock::time_point deadline,
                       std::stop_token stop)
{
    if (payload.size() > kMaxMessageBytes) {
        FrameResult r;
        r.error = FrameError::TooLarge;
        r.announcedBytes = std::uint32_t(payload.size());
        return r;
    }
    std::string frame = encodeFrame(payload);
    if (auto ec = net::writeAll(s, frame.data(), frame.size(), deadline, stop))
        return fromIo(ec, false);
    return {};
}

std::string describe(const FrameResult& r)
{
    switch (r.error) {
    case FrameError::None:
        return "ok";
    case FrameError::Timeout:
        return "timed out waiting for the peer";
    case FrameError::Closed:
        return "the peer closed the connection";
    case FrameError::TooLarge:
        return "message of " + std::to_string(r.announcedBytes) + " bytes exceeds the limit of " +
               std::to_string(kMaxMessageBytes);
    case FrameError::Empty:
        return "empty message";
    case FrameError::Cancelled:
        return "cancelled";
    case FrameError::Io:
        return "connection error: " + r.system.message();
    }
    return "unknown";
}

} // namespace bw::engine::native
