// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/selftest.h"

#include <QObject>

namespace bw::ui {

// Runs the loopback self-test (engine::SelfTestHandle) on an engine thread and hands the
// report, by value, to the GUI thread through a queued call.
class SelfTestBridge : public QObject
{
    Q_OBJECT
public:
    explicit SelfTestBridge(QObject* parent = nullptr);
    ~SelfTestBridge() override; // stops a self-test under way and waits for its thread

    // GUI thread. False when a self-test is already under way.
    bool start(int durationMs);
    bool running() const { return m_running; }

signals:
    void finished(const bw::engine::SelfTestReport& report);

private:
    bool m_running = false; // GUI thread's view: started and not yet delivered
    engine::SelfTestHandle m_handle;
};

} // namespace bw::ui
