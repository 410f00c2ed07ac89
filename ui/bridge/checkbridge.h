// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/check.h"

#include <QObject>

namespace bw::ui {

// Runs one connection check at a time on an engine thread (engine::CheckHandle) and hands the
// report, by value, to the GUI thread through a queued call.
class CheckBridge : public QObject
{
    Q_OBJECT
public:
    explicit CheckBridge(QObject* parent = nullptr);
    ~CheckBridge() override; // stops a check under way and waits for its thread

    // GUI thread. False when a check is already under way.
    bool start(const engine::CheckConfig& config);
    bool running() const { return m_running; }

signals:
    void checkFinished(const bw::engine::CheckReport& report);

private:
    void deliver(const engine::CheckReport& report);

    bool m_running = false; // GUI thread's view: started and not yet delivered
    engine::CheckHandle m_handle;
};

} // namespace bw::ui
