// SPDX-License-Identifier: MIT
#include "comparecli.h"

#include "benchwire/compare.h"
#include "benchwire/report.h"
#include "cliprinter.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace bw::cli {

using namespace bw::engine;

namespace {

struct Run
{
    std::string label;
    std::string started; // "2026-12-06 03:35" (UTC)
    TestResult result;
};

// Reads one saved result; false with why, naming the file.
bool readRun(const std::string& path, Run& run, std::string& why)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        why = path + ": cannot open it; give the path of a saved result (.json)";
        return false;
    }
    std::stringstream text;
    text << in.rdbuf();
    std::string error;
    if (!resultFromJson(text.str(), run.result, error)) {
        why = path + ": not a Benchwire result (" + error +
              "); give a file saved with -J, --save-json or the app's Export > JSON";
        return false;
    }
    const auto doc = nlohmann::json::parse(text.str(), nullptr, false);
    if (doc.is_object() && doc.contains("label") && doc["label"].is_string())
        run.label = doc["label"].get<std::string>();
    const std::string& at = run.result.startedAtUtc; // "2026-12-06T03:35:21Z"
    run.started = at.size() >= 16 ? at.substr(0, 10) + " " + at.substr(11, 5) : at;
    if (run.label.empty()) run.label = run.result.config.host + ", " + run.started;
    return true;
}

std::string cell(const std::optional<Stats>& s)
{
    return s ? formatBits(s->mean) : "-";
}

std::string delta(const std::optional<Stats>& s, const std::optional<Stats>& base, bool isBase)
{
    if (!s || !base) return "-";
    if (isBase) return "baseline";
    const auto pct = differencePct(s->mean, base->mean);
    if (!pct) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.1f %%", *pct);
    return buf;
}

} // namespace

void addCompareFlags(CLI::App& app, CompareArgs& c)
{
    app.add_option("--compare", c.files,
                   "Print a comparison of 2 to 8 saved results (JSON), the first as the "
                   "baseline, as the app's compare window shows it");
}

int runCompare(const CompareArgs& c, std::FILE* out)
{
    if (c.files.size() < 2 || c.files.size() > 8) {
        std::fprintf(stderr,
                     "benchwire-cli: --compare takes 2 to 8 saved results, %zu given; e.g. "
                     "benchwire-cli --compare before.json after.json\n",
                     c.files.size());
        return 2;
    }
    std::vector<Run> runs(c.files.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
        std::string why;
        if (!readRun(c.files[i], runs[i], why)) {
            std::fprintf(stderr, "benchwire-cli: --compare: %s\n", why.c_str());
            return 2;
        }
    }
    std::size_t labelWidth = 5;
    for (const Run& r : runs)
        labelWidth = std::max(labelWidth, r.label.size());
    const int w = int(labelWidth);
    std::fprintf(out, "%-*s  %-16s  %14s  %9s  %14s  %9s  %14s  %9s\n", w, "Label", "Started",
                 "Upload", "vs base", "Download", "vs base", "Simultaneous", "vs base");
    const auto figures = [](const Run& r, CompareMetric m) { return compareFigure(r.result, m); };
    for (std::size_t i = 0; i < runs.size(); ++i) {
        std::fprintf(out, "%-*s  %-16s", w, runs[i].label.c_str(), runs[i].started.c_str());
        for (CompareMetric m :
             {CompareMetric::Upload, CompareMetric::Download, CompareMetric::Simultaneous}) {
            const auto s = figures(runs[i], m);
            std::fprintf(out, "  %14s  %9s", cell(s).c_str(),
                         delta(s, figures(runs[0], m), i == 0).c_str());
        }
        std::fputc('\n', out);
    }
    return 0;
}

} // namespace bw::cli
