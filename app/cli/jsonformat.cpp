// SPDX-License-Identifier: MIT
#include "jsonformat.h"

#include "benchwire/report.h"
#include "iperf3json.h"

#include <CLI/CLI.hpp>

namespace bw::cli {

void addJsonFormatFlag(CLI::App& app, std::string& format)
{
    app.add_option("--json-format", format,
                   "Client, with -J: the document's layout, benchwire (default, everything "
                   "Benchwire measures) or iperf3 (iperf3 3.12's -J layout, Benchwire's extras "
                   "under \"benchwire\")");
}

OutputMode clientOutputMode(bool json, bool jsonStream, const std::string& format)
{
    if (json) return format == "iperf3" ? OutputMode::Iperf3Json : OutputMode::Json;
    return jsonStream ? OutputMode::JsonStream : OutputMode::Human;
}

std::string errorDocument(OutputMode mode, const engine::Error& error,
                          const engine::TestConfig& config)
{
    if (mode == OutputMode::Iperf3Json) return errorToIperf3Json(error, config);
    return engine::errorToJson(error, config, mode == OutputMode::Json ? 2 : -1);
}

namespace {
// The refusals that only the iperf3 layout has.
std::string iperf3Error(const JsonFormatUse& use)
{
    const std::string head = "--json-format iperf3 with ";
    if (use.server)
        return head + "-s: a server writes Benchwire's JSON lines only; drop --json-format "
                      "(iperf3's layout is the client's -J document)";
    if (!use.client)
        return "--json-format iperf3 is for a client's test: give -c HOST -J, or drop "
               "--json-format";
    if (use.jsonStream)
        return head + "--json-stream: iperf3 3.12 writes no line per interval; drop "
                      "--json-stream and give -J, or drop --json-format for Benchwire's lines";
    if (!use.json) return "--json-format iperf3 without -J: add -J, whose layout it sets";
    if (use.repeat > 1)
        return head + "--repeat " + std::to_string(use.repeat) +
               ": an iperf3 document holds one run; drop --repeat and run benchwire-cli once "
               "per document in a loop, or drop --json-format for Benchwire's series document";
    if (use.mode == engine::TestMode::BothWays)
        return head + "--both: iperf3 has no upload-then-download layout; run twice (the "
                      "second time with -R), or give --bidir for both directions at once";
    if (use.findMaxRate)
        return head + "--find-max-rate: iperf3 has no layout for a rate search; drop "
                      "--json-format for Benchwire's document, which holds every step";
    return {};
}
} // namespace

std::string jsonFormatError(const JsonFormatUse& use)
{
    if (use.format == "benchwire") return {};
    if (use.format != "iperf3")
        return "--json-format: '" + use.format +
               "' is not a JSON layout; give benchwire (the default) or iperf3";
    return iperf3Error(use);
}

} // namespace bw::cli
