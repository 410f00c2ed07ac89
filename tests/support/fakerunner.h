// SPDX-License-Identifier: MIT
// A CommandRunner for tests: answers from recorded output, keyed by the start of the command
// line, and records every line it was asked to run. Lines it has no answer for "fail to start"
// unless a default answer is set.
#pragma once

#include "benchwire/firewall.h"
#include "testpaths.h"

#include <QFile>
#include <QString>

#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace bw::test {

class FakeRunner final : public bw::engine::firewall::CommandRunner
{
public:
    using Result = bw::engine::firewall::CommandResult;

    // The last answer whose prefix starts the command line wins (a test can change one).
    void answer(const std::string& prefix, int exitCode, const std::string& output)
    {
        std::lock_guard lock(m_mutex);
        m_answers.push_back({prefix, Result{true, exitCode, output}});
    }
    // Answers with a recorded sample from tests/data/firewall.
    void answerFile(const std::string& prefix, int exitCode, const QString& sample)
    {
        answer(prefix, exitCode, readSample(sample));
    }
    Result run(const std::string& commandLine) override
    {
        std::lock_guard lock(m_mutex);
        m_calls.push_back(commandLine);
        for (auto it = m_answers.rbegin(); it != m_answers.rend(); ++it)
            if (commandLine.compare(0, it->first.size(), it->first) == 0) return it->second;
        return Result{};
    }
    std::vector<std::string> calls() const
    {
        std::lock_guard lock(m_mutex);
        return m_calls;
    }

    static std::string readSample(const QString& name)
    {
        QFile f(bw::test::besideTest(BW_FIREWALL_DATA_DIR) + QLatin1Char('/') + name);
        if (!f.open(QIODevice::ReadOnly)) return "MISSING SAMPLE " + name.toStdString();
        return f.readAll().toStdString();
    }

private:
    mutable std::mutex m_mutex; // guards both lists: the status cache calls from its thread
    std::vector<std::pair<std::string, Result>> m_answers;
    std::vector<std::string> m_calls;
};

} // namespace bw::test
