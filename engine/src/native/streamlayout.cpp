// SPDX-License-Identifier: MIT
#include "native/streamlayout.h"

namespace bw::engine::native {

namespace {
// The client sends uploads and the server sends downloads.
flow::Role roleOf(bool upload, Side side)
{
    return upload == (side == Side::Client) ? flow::Role::Send : flow::Role::Receive;
}
} // namespace

bool isUploadStream(const TestConfig& phase, int index)
{
    return phase.mode == TestMode::Upload ||
           (phase.mode == TestMode::Bidirectional && index < phase.streams);
}

flow::StreamSpec nativeStreamSpec(const TestConfig& phase, int index, Side side, net::Socket socket)
{
    const bool upload = isUploadStream(phase, index);
    return {std::move(socket), index, roleOf(upload, side),
            upload ? Direction::Upload : Direction::Download};
}

flow::UdpStreamSpec nativeUdpStreamSpec(const TestConfig& phase, int index, Side side)
{
    flow::UdpStreamSpec spec;
    const bool upload = isUploadStream(phase, index);
    spec.id = index;
    spec.role = roleOf(upload, side);
    spec.direction = upload ? Direction::Upload : Direction::Download;
    return spec;
}

} // namespace bw::engine::native
