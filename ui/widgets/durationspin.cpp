// SPDX-License-Identifier: MIT
#include "widgets/durationspin.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

namespace bw::ui {

DurationSpin::DurationSpin(QWidget* parent) : QSpinBox(parent)
{
    setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    setSingleStep(60);
}

QString DurationSpin::format(int seconds)
{
    const int h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    QStringList parts;
    if (h) parts << tr("%1 h").arg(h);
    if (m) parts << tr("%1 min").arg(m);
    if (s || parts.isEmpty()) parts << tr("%1 s").arg(s);
    return parts.join(QLatin1Char(' '));
}

int DurationSpin::parse(const QString& text)
{
    const QString t = text.trimmed().toLower();
    if (t.isEmpty()) return -1;
    bool plain = false;
    double value = QLocale().toDouble(t, &plain);
    if (!plain) value = t.toDouble(&plain);
    if (plain) return value < 0 ? -1 : int(value * 60 + 0.5); // a plain number is minutes
    // Parts such as "1 h", "30 min", "30m", "45 s" (the translated unit names too), in any
    // order.
    static const QRegularExpression part(QStringLiteral("(\\d+(?:[.,]\\d+)?)\\s*([^\\d\\s.,]+)"));
    double total = 0;
    qsizetype consumed = 0;
    for (auto it = part.globalMatch(t); it.hasNext();) {
        const auto match = it.next();
        if (!t.mid(consumed, match.capturedStart() - consumed).trimmed().isEmpty()) return -1;
        consumed = match.capturedEnd();
        const double n = match.captured(1).replace(QLatin1Char(','), QLatin1Char('.')).toDouble();
        const QString unit = match.captured(2);
        if (unit == QLatin1String("h") || unit == tr("h"))
            total += n * 3600;
        else if (unit == QLatin1String("min") || unit == QLatin1String("m") || unit == tr("min"))
            total += n * 60;
        else if (unit == QLatin1String("s") || unit == tr("s"))
            total += n;
        else
            return -1;
    }
    if (consumed == 0 || !t.mid(consumed).trimmed().isEmpty()) return -1;
    return int(total + 0.5);
}

QString DurationSpin::textFromValue(int value) const
{
    return format(value);
}

int DurationSpin::valueFromText(const QString& text) const
{
    const int v = parse(text);
    return v < 0 ? value() : v;
}

QValidator::State DurationSpin::validate(QString& input, int& pos) const
{
    Q_UNUSED(pos);
    const int v = parse(input);
    if (v >= minimum() && v <= maximum()) return QValidator::Acceptable;
    // Half typed ("1 h 3", "2 mi"): let the user go on.
    return QValidator::Intermediate;
}

} // namespace bw::ui
