// SPDX-License-Identifier: MIT
// `benchwire-cli --compare A.json B.json ...`: the app's comparison table in text, without Qt.
// The figures are the engine's (benchwire/compare.h), the same the app's compare window shows.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace bw::cli {

struct CompareArgs
{
    std::vector<std::string> files; // saved results (-J, --save-json, the app's export)
};

void addCompareFlags(CLI::App& app, CompareArgs& c);

// Prints one row per run, the first the baseline: upload, download and simultaneous means
// with their difference to it in percent. 0 when every file was read, 2 when one was not
// (named, with why) or when fewer than 2 or more than 8 are given.
int runCompare(const CompareArgs& c, std::FILE* out);

} // namespace bw::cli
