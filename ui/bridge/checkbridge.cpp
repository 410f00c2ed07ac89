// SPDX-License-Identifier: MIT
#include "bridge/checkbridge.h"

#include <QMetaObject>

namespace bw::ui {

CheckBridge::CheckBridge(QObject* parent) : QObject(parent) {}

CheckBridge::~CheckBridge()
{
    // Joins the engine thread while this object still exists: a report it posts after this
    // point is dropped by Qt with the object.
    m_handle = engine::CheckHandle();
}

bool CheckBridge::start(const engine::CheckConfig& config)
{
    if (m_running) return false;
    m_running = true;
    m_handle = engine::CheckHandle::start(config, [this](engine::CheckReport report) {
        // Engine thread: the report crosses by value.
        QMetaObject::invokeMethod(
            this, [this, report = std::move(report)] { deliver(report); }, Qt::QueuedConnection);
    });
    return true;
}

void CheckBridge::deliver(const engine::CheckReport& report)
{
    m_running = false;
    emit checkFinished(report);
}

} // namespace bw::ui
