// SPDX-License-Identifier: MIT
#include "dialogs/imagesizedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace bw::ui {

namespace {
const QSize kSizes[] = {{1280, 720}, {1920, 1080}, {2560, 1440}, {3840, 2160}, {1200, 800}};
}

ImageSizeDialog::ImageSizeDialog(QSize pixelSize, int dpi, bool withDpi, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("imageSizeDialog"));
    setWindowTitle(tr("Chart size"));
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("sizePresetCombo"));
    m_preset->addItem(tr("Custom"));
    for (QSize s : kSizes)
        m_preset->addItem(tr("%1 × %2").arg(s.width()).arg(s.height()), s);
    m_preset->setToolTip(tr("Common sizes for articles and slides."));
    m_width = new QSpinBox(this);
    m_width->setObjectName(QStringLiteral("widthSpin"));
    m_width->setRange(320, 8192);
    m_width->setSuffix(tr(" px"));
    m_width->setValue(pixelSize.width());
    m_width->setToolTip(tr("Width of the image in pixels."));
    m_height = new QSpinBox(this);
    m_height->setObjectName(QStringLiteral("heightSpin"));
    m_height->setRange(240, 8192);
    m_height->setSuffix(tr(" px"));
    m_height->setValue(pixelSize.height());
    m_height->setToolTip(tr("Height of the image in pixels."));
    m_dpi = new QSpinBox(this);
    m_dpi->setObjectName(QStringLiteral("dpiSpin"));
    m_dpi->setRange(48, 600);
    m_dpi->setValue(dpi);
    m_dpi->setToolTip(tr("Dots per inch: 96 is screen size; 192 draws text and lines twice "
                         "as large, for high-resolution print."));
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        const QSize s = m_preset->itemData(index).toSize();
        if (s.isValid()) {
            m_width->setValue(s.width());
            m_height->setValue(s.height());
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Size:"), m_preset);
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    if (withDpi)
        form->addRow(tr("&DPI:"), m_dpi);
    else
        m_dpi->hide();
    form->addRow(buttons);
}

QSize ImageSizeDialog::pixelSize() const
{
    return {m_width->value(), m_height->value()};
}

int ImageSizeDialog::dpi() const
{
    return m_dpi->value();
}

} // namespace bw::ui
