// SPDX-License-Identifier: MIT
#include "bridge/selftestbridge.h"

#include <QMetaObject>

namespace bw::ui {

SelfTestBridge::SelfTestBridge(QObject* parent) : QObject(parent) {}

SelfTestBridge::~SelfTestBridge()
{
    // Joins the engine thread while this object still exists: a report it posts after this
    // point is dropped by Qt with the object.
    m_handle = engine::SelfTestHandle();
}

bool SelfTestBridge::start(int durationMs)
{
    if (m_running) return false;
    m_running = true;
    m_handle = engine::SelfTestHandle::start(durationMs, [this](engine::SelfTestReport report) {
        // Engine thread: the report crosses by value.
        QMetaObject::invokeMethod(
            this,
            [this, report = std::move(report)] {
                m_running = false;
                emit finished(report);
            },
            Qt::QueuedConnection);
    });
    return true;
}

} // namespace bw::ui
