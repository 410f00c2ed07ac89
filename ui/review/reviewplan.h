// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/config.h"
#include "benchwire/review.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QSettings;

namespace bw::ui {

// What one row of the review matrix measures: the engine's, which `benchwire-cli --review`
// shares.
using ReviewKind = engine::ReviewKind;
inline constexpr int kReviewKindCount = engine::kReviewKindCount;

struct ReviewStep
{
    ReviewKind kind = ReviewKind::TcpUpload;
    int repeats = 3;
};

// A review: a sequence of steps, each run several times against one peer with one click. Kept in
// QSettings, so the reviewer's own sequence comes back.
struct ReviewPlan
{
    static constexpr int kMaxRepeats = engine::kReviewMaxRepeats;
    QList<ReviewStep> steps;
    int durationMs = 10'000; // per TCP run; the rate search keeps its own step length

    static ReviewPlan defaults(); // TCP upload, download, simultaneous ×3, then UDP once
    static ReviewPlan load(QSettings& settings);
    void save(QSettings& settings) const;
    int runCount() const;
    // The config of one run of a step: the window's settings (peer, streams, buffers) with the
    // step's protocol, direction and the plan's duration.
    engine::TestConfig configFor(const ReviewStep& step, engine::TestConfig base) const;
};

class ReviewText
{
    Q_DECLARE_TR_FUNCTIONS(bw::ui::ReviewText)
public:
    static QString kindName(ReviewKind kind);
};

} // namespace bw::ui
