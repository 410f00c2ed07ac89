// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/error.h"

#include <QString>

namespace bw::ui {

// A failure as the window shows it: what happened and what to do, both translated.
// The engine's English message is kept as the technical detail.
struct ErrorText
{
    QString what;
    QString action;
    QString detail;
};

ErrorText errorText(const engine::Error& error, const QString& peer);
// The error as a label shows it: what in bold, the action below it, the detail small.
QString errorHtml(const ErrorText& error);

} // namespace bw::ui
