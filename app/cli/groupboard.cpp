// SPDX-License-Identifier: MIT
#include "groupboard.h"

#include "udpprinter.h"

#include <algorithm>
#include <cstdio>

namespace bw::cli {

using namespace bw::engine;

Board::Board(OutputMode mode, std::vector<std::string> names, std::string what)
    : m_mode(mode), m_names(std::move(names)), m_what(std::move(what)), m_pending(m_names.size()),
      m_ended(m_names.size(), false)
{
}

void Board::interval(std::size_t member, const IntervalSample& s)
{
    std::lock_guard lock(m_mutex);
    if (m_mode != OutputMode::Human) return;
    if (!m_headerDone) printIntervalHeader(stdout, isUdpSample(s));
    m_headerDone = true;
    std::printf("%s %s:\n", m_what.c_str(), m_names[member].c_str());
    printIntervalRows(stdout, s, true);
    m_pending[member].push_back(s);
    printSums();
    std::fflush(stdout);
}

void Board::event(std::size_t member, const StreamEvent& e)
{
    std::lock_guard lock(m_mutex);
    if (m_mode == OutputMode::Human)
        std::printf("-- %s %s: %s\n", m_what.c_str(), m_names[member].c_str(), e.message.c_str());
}

void Board::ended(std::size_t member)
{
    std::lock_guard lock(m_mutex);
    m_ended[member] = true;
    printSums();
}

// A sum line per direction for each interval that every member has measured, or will not
// measure because its run ended. One member's alone is no sum.
void Board::printSums()
{
    for (;;) {
        std::vector<IntervalSample> row;
        for (std::size_t i = 0; i < m_pending.size(); ++i) {
            if (!m_pending[i].empty())
                row.push_back(m_pending[i].front());
            else if (!m_ended[i])
                return; // it may still measure this interval
        }
        if (row.empty()) return;
        for (auto& pending : m_pending)
            if (!pending.empty()) pending.pop_front();
        if (row.size() >= 2) printSum(row);
    }
}

void Board::printSum(const std::vector<IntervalSample>& row) const
{
    const IntervalSample& first = row.front();
    std::printf("sum of %zu %ss:\n", row.size(), m_what.c_str());
    // Each direction any member measured: a console's pairs may go either way.
    for (const Direction direction : {Direction::Upload, Direction::Download}) {
        double sum = 0;
        bool any = false;
        for (const IntervalSample& s : row)
            for (const DirectionSample& other : s.directions)
                if (other.direction == direction) {
                    sum += hereBitsPerSecond(other);
                    any = true;
                }
        if (!any) continue;
        char when[32];
        std::snprintf(when, sizeof when, "%.2f-%.2f s", double(first.startUs) / 1e6,
                      double(first.endUs) / 1e6);
        std::printf("%-15s %-5s %14s%s\n", when, direction == Direction::Upload ? "up" : "down",
                    formatBits(sum).c_str(), first.warmup ? "  (warm-up)" : "");
    }
}

void MemberSink::onFinished(const TestResult& r)
{
    {
        std::lock_guard lock(m_mutex);
        m_result = r;
    }
    m_board.ended(m_index);
}

void MemberSink::onFailed(const Error& e)
{
    {
        std::lock_guard lock(m_mutex);
        m_error = e;
    }
    m_board.ended(m_index);
}

std::optional<TestResult> MemberSink::result() const
{
    std::lock_guard lock(m_mutex);
    return m_result;
}

std::optional<Error> MemberSink::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

std::vector<std::optional<TestResult>>
wholeResults(const std::vector<std::unique_ptr<MemberSink>>& sinks)
{
    std::vector<std::optional<TestResult>> results;
    for (const auto& sink : sinks)
        results.push_back(sink->error() ? std::nullopt : sink->result());
    return results;
}

std::vector<Aggregate> aggregate(const std::vector<std::unique_ptr<MemberSink>>& sinks)
{
    return aggregateServers(wholeResults(sinks));
}

} // namespace bw::cli
