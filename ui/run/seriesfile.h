// SPDX-License-Identifier: MIT
// The document a series of runs is saved as beside the history (the app's Repeat setting and
// overnight mode): the benchwire-repeat document that benchwire-cli --repeat and --every write
// with -J.
#pragma once

#include "benchwire/samples.h"

#include <QString>

#include <string>
#include <vector>

namespace bw::ui {

// {"format":"benchwire-repeat","runs":[every result],"summary":[per direction over the runs'
// means] + `more` (further members, each led by a comma, or empty) + ,"error":errorJson}.
std::string seriesDocument(const std::vector<engine::TestResult>& results,
                           const std::string& more = {}, const std::string& errorJson = "null");
// Writes `doc` into `folder` as <prefix>-<UTC date>-<time>.json; its path, or empty when it
// could not be written.
QString saveSeriesDocument(const QString& folder, const QString& prefix, const std::string& doc);

} // namespace bw::ui
