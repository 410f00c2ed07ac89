// SPDX-License-Identifier: MIT
#include "checkcli.h"

#include <cstdio>

namespace bw::cli {

void addCheckFlags(CLI::App& app, CheckArgs& c)
{
    app.add_flag("--check", c.check,
                 "With -c: check that HOST's test port is reachable over TCP and UDP, and say what "
                 "blocks it (exit 0: everything tested is reachable; with -J: JSON)");
}

int runCheck(const engine::CheckConfig& config, bool json)
{
    const engine::CheckReport report = engine::runCheck(config);
    if (json)
        std::printf("%s\n", engine::checkToJson(report).c_str());
    else
        std::printf("%s", engine::checkToText(report).c_str());
    return report.passed() ? 0 : 1;
}

} // namespace bw::cli
