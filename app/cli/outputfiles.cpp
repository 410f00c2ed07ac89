// SPDX-License-Identifier: MIT
#include "outputfiles.h"

#include "benchwire/report.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace bw::cli {

using engine::TestResult;

std::string redirectOutput(const std::string& path)
{
    // Opened once to find out whether it can be, so that the error still reaches the terminal.
    std::FILE* probe = std::fopen(path.c_str(), "a");
    if (!probe)
        return "--logfile " + path + ": cannot open it (" + std::strerror(errno) +
               "); give a file this user may write, or leave --logfile out";
    std::fclose(probe);
    if (!std::freopen(path.c_str(), "a", stdout) || !std::freopen(path.c_str(), "a", stderr))
        return "--logfile " + path + ": cannot write to it; give another file";
    std::setvbuf(stdout, nullptr, _IOLBF, 1024); // a line at a time, like a terminal
    return {};
}

std::string csvWritable(const std::string& path)
{
    std::FILE* probe = std::fopen(path.c_str(), "ab");
    if (!probe)
        return "--csv " + path + ": cannot write it (" + std::strerror(errno) +
               "); give a file in a folder this user may write";
    std::fclose(probe);
    return {};
}

std::string writeCsv(const std::string& path, const std::optional<TestResult>& result)
{
    if (!result) return "--csv " + path + ": the test ended before its first interval; no file";
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f)
        return "--csv " + path + ": cannot write it (" + std::strerror(errno) +
               "); give a file in a folder this user may write";
    const std::string text = engine::resultToCsv(*result);
    const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (std::fclose(f) != 0 || !ok)
        return "--csv " + path + ": writing it failed (the disk may be full); give another file";
    return {};
}

} // namespace bw::cli
