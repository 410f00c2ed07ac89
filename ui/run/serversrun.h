// SPDX-License-Identifier: MIT
#pragma once

#include "models/errortext.h"
#include "models/serversresultsmodel.h"

#include "benchwire/config.h"
#include "benchwire/serversums.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QTimer;

namespace bw::ui {

class ServersBridge;

// One test to several servers at once, as the window shows it: starts a run per server through
// ServersBridge (one StartGate, so their data starts together), lines their intervals up into
// sums, words the status line (the live sum) and the progress, and stops every run when one
// fails, so that what is kept covers the same time. GUI thread only.
class ServersRun : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxServers = 8; // a colour each on the chart

    explicit ServersRun(QObject* parent = nullptr);

    // Why this test cannot go to these servers, worded for the window; nothing when it can.
    static std::optional<ErrorText> checkServers(const engine::TestConfig& config,
                                                 const QStringList& hosts);
    bool start(const engine::TestConfig& config, const QStringList& hosts);
    void stop();
    bool isActive() const { return m_active; }
    const QStringList& hosts() const { return m_outcome.servers; }
    // After ended(): each server's result or error, and the start skew.
    const ServersResultsModel::Outcome& outcome() const { return m_outcome; }
    // After ended(false): the failure as the window shows it, naming the server.
    const ErrorText& failureText() const { return m_failure; }

signals:
    void activeChanged(bool active);
    void statusChanged(const QString& text);
    void progressChanged(qint64 elapsedMs, qint64 plannedMs);
    void intervalReceived(int server, const bw::engine::IntervalSample& sample);
    // An interval every server has measured, summed per direction.
    void sumReady(const bw::engine::IntervalSum& sum);
    // Each result worth keeping as it comes: a whole or stopped run, or a failed run's part.
    void resultReady(const bw::engine::TestResult& result);
    // Every run has ended; ok is false when any failed.
    void ended(bool ok);

private:
    void onInterval(int server, const engine::IntervalSample& sample);
    void onFinished(int server, const engine::TestResult& result);
    void onFailed(int server, const engine::Error& error);
    void onAllEnded();
    void emitSums(const std::vector<engine::IntervalSum>& sums);
    QString doneText() const;

    ServersBridge* m_bridge = nullptr;
    QTimer* m_progressTimer = nullptr;
    QElapsedTimer m_elapsed;
    qint64 m_plannedMs = 0;
    std::unique_ptr<engine::IntervalSums> m_sums;
    ServersResultsModel::Outcome m_outcome;
    std::optional<int> m_firstFailed; // the server whose failure stopped the others
    ErrorText m_failure;
    bool m_active = false;
    bool m_stopping = false;
};

} // namespace bw::ui
