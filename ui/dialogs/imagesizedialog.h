// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace bw::ui {

// Asks for the exported chart's pixel size and DPI.
class ImageSizeDialog : public QDialog
{
    Q_OBJECT
public:
    ImageSizeDialog(QSize pixelSize, int dpi, bool withDpi, QWidget* parent = nullptr);
    QSize pixelSize() const;
    int dpi() const;

private:
    QComboBox* m_preset = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
};

} // namespace bw::ui
