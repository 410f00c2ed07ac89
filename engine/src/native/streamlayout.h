// SPDX-License-Identifier: MIT
// Which native stream carries what: one builder for the client's and the server's stream
// specs, so the two sides cannot disagree. Upload streams come first in a bidirectional test.
#pragma once

#include "benchwire/config.h"
#include "flow/transfer.h"
#include "flow/udptransfer.h"

namespace bw::engine::native {

enum class Side
{
    Client,
    Server
};

// Whether stream `index` of a one-phase test carries upload data.
bool isUploadStream(const TestConfig& phase, int index);

// Stream `index` of a native TCP test on this side.
flow::StreamSpec nativeStreamSpec(const TestConfig& phase, int index, Side side,
                                  net::Socket socket);
// The same for UDP; the caller adds the socket or the shared port and the peer.
flow::UdpStreamSpec nativeUdpStreamSpec(const TestConfig& phase, int index, Side side);

} // namespace bw::engine::native
