// SPDX-License-Identifier: MIT
// libFuzzer's entry point for one target; CMake names it with BW_FUZZ_TARGET (targets.h).
#include "targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t bytes)
{
    return bw::fuzz::BW_FUZZ_TARGET(data, bytes);
}
