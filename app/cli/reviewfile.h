// SPDX-License-Identifier: MIT
// The plan file of `--review PLAN`: the review matrix (streams × directions, each repeated, and
// optionally the UDP highest-clean-rate search) written by hand, one setting a line:
//
//   # Benchwire review plan
//   duration 10s               # each TCP run (default: -t)
//   streams 1 4 8              # a row of cells per count (default: -P)
//   directions upload download both    # both = simultaneous
//   repeats 3                  # 1 to 20, as in the app
//   pause 2s                   # between runs (default 0)
//   udp-clean-rate 1           # the UDP highest-clean-rate search this many times (default 0)
//
// '#' starts a comment; every key at most once; an unknown key or word is an error.
#pragma once

#include "benchwire/review.h"

#include <optional>
#include <string>
#include <vector>

namespace bw::cli {

inline constexpr int kReviewMaxStreamCounts = 16;
inline constexpr int kReviewMaxPauseMs = 3'600'000;

struct ReviewFile
{
    std::string path;
    std::optional<int> durationMs; // nullopt: the command line's -t
    std::vector<int> streams;      // empty: the command line's -P
    std::vector<engine::ReviewKind> directions;
    int repeats = 3;
    int pauseMs = 0;
    int udpCleanRateRepeats = 0;
};

// One cell of the matrix, in the order it runs.
struct ReviewCellPlan
{
    engine::ReviewKind kind;
    int streams;
    int repeats;
};

// Parses the text of the plan file `path`. Empty when fine; else "PATH:LINE: " and what is
// wrong with which word, and what is allowed.
std::string parseReviewFile(const std::string& path, const std::string& text, ReviewFile& out);
// Reads and parses the file; a file that cannot be read is named with the system's reason.
std::string readReviewFile(const std::string& path, ReviewFile& out);

// streams × directions in order (streams outer), then the UDP search with defaultStreams.
std::vector<ReviewCellPlan> reviewCells(const ReviewFile& plan, int defaultStreams);
// "upload", "download", "both", "udp-clean-rate": the plan file's word for a kind.
const char* reviewPlanWord(engine::ReviewKind kind);

} // namespace bw::cli
