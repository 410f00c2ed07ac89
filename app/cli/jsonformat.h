// SPDX-License-Identifier: MIT
// --json-format benchwire|iperf3: which layout -J writes. Benchwire's own (the default) holds
// everything; iperf3's (iperf3json.h) is for scripts written against iperf3 3.12's -J.
#pragma once

#include "benchwire/config.h"
#include "benchwire/error.h"
#include "cliprinter.h"

#include <string>

namespace CLI {
class App;
}

namespace bw::cli {

// The flags a layout depends on, as the user gave them.
struct JsonFormatUse
{
    std::string format = "benchwire";
    bool json = false, jsonStream = false;
    bool server = false, client = false; // -s; -c HOST for a test (not --check and the like)
    int repeat = 1;
    bool findMaxRate = false;
    engine::TestMode mode = engine::TestMode::Upload;
};

void addJsonFormatFlag(CLI::App& app, std::string& format);
// The client's output: -J in the chosen layout, --json-stream, or text.
OutputMode clientOutputMode(bool json, bool jsonStream, const std::string& format);
// The document of a run refused before it started (a bad flag value), in the mode's layout.
std::string errorDocument(OutputMode mode, const engine::Error& error,
                          const engine::TestConfig& config);
// Empty when the layout fits the rest of the command line; else what the user typed that does
// not fit, and what to do instead.
std::string jsonFormatError(const JsonFormatUse& use);

} // namespace bw::cli
