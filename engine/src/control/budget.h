// SPDX-License-Identifier: MIT
// The server's memory budget (ServerConfig::maxMemoryBytes): what a test's buffers take, all
// worker threads together, checked before the test is accepted, in both dialects.
#pragma once

#include "benchwire/config.h"

#include <cstdint>
#include <string>

namespace bw::engine::control {

// The worker threads the server runs a test with: its own setting, else the client's.
int serverThreads(const ServerConfig& server, const TestConfig& test);

// The bytes of buffers the server holds for the test (flow/transfer.cpp, flow/udptransfer.cpp):
// TCP, one read buffer per worker that receives and one shared write buffer; UDP, one
// datagram per worker plus a batch of headers.
std::uint64_t serverBufferBytes(const TestConfig& test, int threads);

// What the other sessions' tests hold of the shared budget, when several clients run at once.
struct HeldMemory
{
    std::uint64_t bytes = 0;
    int tests = 0;
};

// Empty when the test fits what the others leave of the budget, else why not, with the figures.
std::string memoryShortfall(const TestConfig& test, int threads, std::uint64_t budgetBytes,
                            HeldMemory held = {});

// "16 MiB", "1.5 GiB", "640 KiB".
std::string bytesText(std::uint64_t bytes);

} // namespace bw::engine::control
