// SPDX-License-Identifier: MIT
#pragma once

#include <QSpinBox>

namespace bw::ui {

// A length of time in whole seconds that reads as people write it: "45 s", "10 min", "1 h 30 min",
// "8 h". Typing takes the same, and a plain number is minutes ("10" is 10 min); h, min (or m)
// and s may be combined. value() is in seconds.
class DurationSpin : public QSpinBox
{
    Q_OBJECT
public:
    explicit DurationSpin(QWidget* parent = nullptr);
    // "1 h 30 min"; a part that is 0 is left out, 0 itself is "0 s".
    static QString format(int seconds);
    // Seconds, or -1 when the text is not a duration.
    static int parse(const QString& text);

protected:
    QString textFromValue(int value) const override;
    int valueFromText(const QString& text) const override;
    QValidator::State validate(QString& input, int& pos) const override;
};

} // namespace bw::ui
