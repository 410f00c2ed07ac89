// SPDX-License-Identifier: MIT
#include "widgets/remotecontrolbox.h"

#include "benchwire/remote.h"

#include <QCheckBox>
#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace bw::ui {

namespace {

const QString kAllowKey = QStringLiteral("serve/remoteControl");
const QString kCodeKey = QStringLiteral("serve/controlCode");

bool isCode(const QString& text)
{
    return engine::canonicalControlKey(text.toStdString()).size() == engine::kControlCodeChars &&
           text.size() == int(engine::kControlCodeChars + 3);
}

QString allowTip()
{
    return RemoteControlBox::tr("A console (another Benchwire's plan, or benchwire-cli --plan) "
                                "that gives this code may have this PC run one side of a test "
                                "against another server, within Serve mode's limits. Off: no "
                                "console can.");
}

QString newCodeTip()
{
    return RemoteControlBox::tr("Make a new code. From then on, consoles must give the new "
                                "one.");
}

} // namespace

RemoteControlBox::RemoteControlBox(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("remoteControlBox"));
    m_allow = new QCheckBox(tr("Allow remote control"), this);
    m_allow->setObjectName(QStringLiteral("remoteControlCheck"));
    m_allow->setToolTip(allowTip());
    m_code = new QLabel(this);
    m_code->setObjectName(QStringLiteral("controlCodeLabel"));
    m_code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_code->setToolTip(tr("The code a console types as this PC's key. Dashes and case do not "
                          "matter. Anyone with it can start tests from this PC while it "
                          "serves: give it only to the console."));
    m_copy = new QPushButton(tr("Copy"), this);
    m_copy->setObjectName(QStringLiteral("copyCodeButton"));
    m_copy->setToolTip(tr("Copy the code to the clipboard."));
    m_newCode = new QPushButton(tr("New code"), this);
    m_newCode->setObjectName(QStringLiteral("newCodeButton"));
    m_newCode->setToolTip(newCodeTip());
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_allow);
    row->addWidget(m_code);
    row->addWidget(m_copy);
    row->addWidget(m_newCode);
    row->addStretch(1);

    QSettings settings;
    const QString saved = settings.value(kCodeKey).toString();
    if (isCode(saved))
        m_code->setText(saved);
    else
        makeNewCode();
    m_allow->setChecked(settings.value(kAllowKey, false).toBool());
    onAllowToggled(m_allow->isChecked());
    connect(m_allow, &QCheckBox::toggled, this, &RemoteControlBox::onAllowToggled);
    connect(m_newCode, &QPushButton::clicked, this, &RemoteControlBox::makeNewCode);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(m_code->text()); });
}

bool RemoteControlBox::isAllowed() const
{
    return m_allow->isChecked();
}

QString RemoteControlBox::code() const
{
    return m_code->text();
}

QString RemoteControlBox::controlKey() const
{
    return isAllowed() ? code() : QString();
}

void RemoteControlBox::setServing(bool serving)
{
    m_allow->setEnabled(!serving);
    m_newCode->setEnabled(!serving);
    const QString why = tr("Stop serving to change this: the server keeps the code it started "
                           "with.");
    m_allow->setToolTip(serving ? why : allowTip());
    m_newCode->setToolTip(serving ? why : newCodeTip());
}

void RemoteControlBox::makeNewCode()
{
    m_code->setText(QString::fromStdString(engine::makeControlCode()));
    QSettings().setValue(kCodeKey, m_code->text());
    emit codeChanged(m_code->text());
}

void RemoteControlBox::onAllowToggled(bool allowed)
{
    QSettings().setValue(kAllowKey, allowed);
    for (QWidget* w : std::initializer_list<QWidget*>{m_code, m_copy, m_newCode})
        w->setVisible(allowed);
}

} // namespace bw::ui
