// SPDX-License-Identifier: MIT
#pragma once

namespace bw::ui {

// Light (the default) or dark palette for the whole application, on the Fusion style so both
// look the same on every platform.
void applyTheme(bool dark);

} // namespace bw::ui
