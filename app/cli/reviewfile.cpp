// SPDX-License-Identifier: MIT
#include "reviewfile.h"

#include "benchwire/config.h"
#include "options.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace bw::cli {

using namespace bw::engine;

namespace {

struct Line
{
    const std::string& path;
    int number;
    std::string key;
    std::vector<std::string> words;

    std::string error(const std::string& what) const
    {
        return path + ":" + std::to_string(number) + ": " + what;
    }
    std::string badWord(const std::string& word, const std::string& allowed) const
    {
        return error(key + ": '" + word + "' is not allowed; give " + allowed);
    }
    std::string twice(const std::string& word, const std::string& allowed) const
    {
        return error(key + ": '" + word + "' is given twice; give " + allowed);
    }
};

std::optional<int> wholeNumber(const std::string& word, int lo, int hi)
{
    if (word.empty() || word.size() > 9 ||
        !std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const int n = std::stoi(word);
    if (n < lo || n > hi) return std::nullopt;
    return n;
}

// "10s", "1.5", "2m": milliseconds within lo to hi.
std::optional<int> duration(const std::string& word, int loMs, int hiMs)
{
    const auto ms = parseScheduleMs(word);
    if (!ms || *ms < loMs || *ms > hiMs) return std::nullopt;
    return int(*ms);
}

std::string oneWord(const Line& l)
{
    if (l.words.size() == 1) return {};
    return l.error(l.key + " takes one value, not " + std::to_string(l.words.size()) +
                   (l.words.empty() ? "" : " ('" + l.words[1] + "' is one too many)"));
}

std::string parseDirections(const Line& l, ReviewFile& out)
{
    const char* const allowed = "upload, download or both (simultaneous), each once";
    for (const std::string& w : l.words) {
        ReviewKind k;
        if (w == "upload")
            k = ReviewKind::TcpUpload;
        else if (w == "download")
            k = ReviewKind::TcpDownload;
        else if (w == "both" || w == "simultaneous")
            k = ReviewKind::TcpSimultaneous;
        else
            return l.badWord(w, allowed);
        if (std::count(out.directions.begin(), out.directions.end(), k)) return l.twice(w, allowed);
        out.directions.push_back(k);
    }
    return {};
}

std::string parseStreams(const Line& l, ReviewFile& out)
{
    const std::string allowed = "stream counts from 1 to " + std::to_string(kMaxStreams) +
                                ", each once, at most " + std::to_string(kReviewMaxStreamCounts);
    for (const std::string& w : l.words) {
        const auto n = wholeNumber(w, 1, kMaxStreams);
        if (!n) return l.badWord(w, allowed);
        if (std::count(out.streams.begin(), out.streams.end(), *n)) return l.twice(w, allowed);
        if (int(out.streams.size()) == kReviewMaxStreamCounts) return l.badWord(w, allowed);
        out.streams.push_back(*n);
    }
    return {};
}

std::string parseSingle(const Line& l, ReviewFile& out)
{
    if (auto why = oneWord(l); !why.empty()) return why;
    const std::string& w = l.words[0];
    const std::string maxRepeats = std::to_string(kReviewMaxRepeats);
    if (l.key == "duration") {
        out.durationMs = duration(w, kMinDurationMs, kMaxDurationMs);
        if (!out.durationMs) return l.badWord(w, "seconds from 0.1 to 86400, e.g. 10s, 1.5 or 2m");
    } else if (l.key == "pause") {
        const auto ms = w == "0" ? std::optional<int>(0) : duration(w, 0, kReviewMaxPauseMs);
        if (!ms) return l.badWord(w, "seconds from 0 to 3600, e.g. 2s, 0.5 or 1m");
        out.pauseMs = *ms;
    } else if (l.key == "repeats") {
        const auto n = wholeNumber(w, 1, kReviewMaxRepeats);
        if (!n) return l.badWord(w, "a whole number from 1 to " + maxRepeats + " (as in the app)");
        out.repeats = *n;
    } else {
        const auto n = wholeNumber(w, 0, kReviewMaxRepeats);
        if (!n) return l.badWord(w, "a whole number of searches from 0 to " + maxRepeats);
        out.udpCleanRateRepeats = *n;
    }
    return {};
}

std::string parseLine(const Line& l, ReviewFile& out)
{
    if (l.key == "streams") return parseStreams(l, out);
    if (l.key == "directions") return parseDirections(l, out);
    return parseSingle(l, out);
}

} // namespace

std::string parseReviewFile(const std::string& path, const std::string& text, ReviewFile& out)
{
    static const char* const kKeys[] = {"duration", "streams", "directions",
                                        "repeats",  "pause",   "udp-clean-rate"};
    std::istringstream in(text);
    std::string raw;
    std::vector<std::pair<std::string, int>> seen; // key, line
    int number = 0;
    out.path = path;
    while (std::getline(in, raw)) {
        ++number;
        std::istringstream words(raw.substr(0, raw.find('#')));
        Line l{path, number, {}, {}};
        if (!(words >> l.key)) continue;
        for (std::string w; words >> w;)
            l.words.push_back(w);
        if (std::find(std::begin(kKeys), std::end(kKeys), l.key) == std::end(kKeys))
            return l.error("'" + l.key +
                           "' is not a key of a review plan; give duration, streams, directions, "
                           "repeats, pause or udp-clean-rate");
        for (const auto& [key, at] : seen)
            if (key == l.key)
                return l.error(l.key + " is given twice (first on line " + std::to_string(at) +
                               "); keep one");
        seen.emplace_back(l.key, number);
        if (l.words.empty())
            return l.error(l.key + " needs a value; see the examples in docs/scripting.md");
        if (auto why = parseLine(l, out); !why.empty()) return why;
    }
    if (out.directions.empty() && out.udpCleanRateRepeats == 0)
        return path + ":" + std::to_string(std::max(number, 1)) +
               ": the plan runs nothing; give a line such as 'directions upload download both' "
               "or 'udp-clean-rate 1'";
    return {};
}

std::string readReviewFile(const std::string& path, ReviewFile& out)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return path + ": the review plan cannot be read (" + std::strerror(errno) +
               "); give the path of a plan file (see docs/scripting.md)";
    std::ostringstream text;
    text << file.rdbuf();
    return parseReviewFile(path, text.str(), out);
}

std::vector<ReviewCellPlan> reviewCells(const ReviewFile& plan, int defaultStreams)
{
    std::vector<ReviewCellPlan> cells;
    const std::vector<int> streams =
        plan.streams.empty() ? std::vector<int>{defaultStreams} : plan.streams;
    for (int s : streams)
        for (ReviewKind k : plan.directions)
            cells.push_back({k, s, plan.repeats});
    if (plan.udpCleanRateRepeats > 0)
        cells.push_back(
            {ReviewKind::UdpHighestCleanRate, defaultStreams, plan.udpCleanRateRepeats});
    return cells;
}

const char* reviewPlanWord(ReviewKind kind)
{
    switch (kind) {
    case ReviewKind::TcpUpload:
        return "upload";
    case ReviewKind::TcpDownload:
        return "download";
    case ReviewKind::TcpSimultaneous:
        return "both";
    case ReviewKind::UdpHighestCleanRate:
        return "udp-clean-rate";
    }
    return "";
}

} // namespace bw::cli
