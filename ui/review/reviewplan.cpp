// SPDX-License-Identifier: MIT
#include "review/reviewplan.h"

#include <QSettings>

#include <algorithm>

namespace bw::ui {

namespace {
const QString kStepsKey = QStringLiteral("review/steps");
const QString kDurationKey = QStringLiteral("review/durationMs");

// The stable name of a kind in the settings file.
QLatin1String kindKey(ReviewKind kind)
{
    const std::string_view key = engine::reviewKindKey(kind);
    return QLatin1String(key.data(), qsizetype(key.size()));
}
} // namespace

ReviewPlan ReviewPlan::defaults()
{
    ReviewPlan p;
    p.steps = {{ReviewKind::TcpUpload, 3},
               {ReviewKind::TcpDownload, 3},
               {ReviewKind::TcpSimultaneous, 3},
               {ReviewKind::UdpHighestCleanRate, 1}};
    return p;
}

ReviewPlan ReviewPlan::load(QSettings& settings)
{
    if (!settings.contains(kStepsKey)) return defaults();
    ReviewPlan p;
    // "tcp-upload:3" per step; an unknown kind (from a later version) is skipped.
    for (const QString& item : settings.value(kStepsKey).toStringList()) {
        const QString key = item.section(QLatin1Char(':'), 0, 0);
        const int repeats = item.section(QLatin1Char(':'), 1, 1).toInt();
        for (int k = 0; k < kReviewKindCount; ++k) {
            if (key == kindKey(ReviewKind(k)) && repeats > 0)
                p.steps << ReviewStep{ReviewKind(k), std::min(repeats, kMaxRepeats)};
        }
    }
    p.durationMs = std::max(100, settings.value(kDurationKey, p.durationMs).toInt());
    return p;
}

void ReviewPlan::save(QSettings& settings) const
{
    QStringList items;
    for (const ReviewStep& s : steps)
        items << QStringLiteral("%1:%2").arg(kindKey(s.kind)).arg(s.repeats);
    settings.setValue(kStepsKey, items);
    settings.setValue(kDurationKey, durationMs);
}

int ReviewPlan::runCount() const
{
    int n = 0;
    for (const ReviewStep& s : steps)
        n += s.repeats;
    return n;
}

engine::TestConfig ReviewPlan::configFor(const ReviewStep& step, engine::TestConfig c) const
{
    return engine::reviewRunConfig(step.kind, durationMs, std::move(c));
}

QString ReviewText::kindName(ReviewKind kind)
{
    switch (kind) {
    case ReviewKind::TcpUpload:
        return tr("TCP upload");
    case ReviewKind::TcpDownload:
        return tr("TCP download");
    case ReviewKind::TcpSimultaneous:
        return tr("TCP simultaneous");
    case ReviewKind::UdpHighestCleanRate:
        return tr("UDP highest clean rate");
    }
    return {};
}

} // namespace bw::ui
