// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/check.h"

#include <QString>

namespace bw::ui {

// The connection check's report for the window: one line per finding, in the user's language.
QString checkText(const engine::CheckReport& report);

} // namespace bw::ui
