// SPDX-License-Identifier: MIT
// What a group of runs that start together prints while they run, and their aggregate: several
// -c (peerscli.h) and a console's pairs (plancli.h). Each member's interval rows under its
// name, and their sum once every member still running has measured that interval.
#pragma once

#include "cliprinter.h"

#include "benchwire/serversums.h"
#include "benchwire/sink.h"

#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace bw::cli {

// Called from the runs' engine threads.
class Board
{
public:
    // what: "server" or "pair", as each member's rows are headed.
    Board(OutputMode mode, std::vector<std::string> names, std::string what);

    void interval(std::size_t member, const engine::IntervalSample& s);
    void event(std::size_t member, const engine::StreamEvent& e);
    // The member's run ended: the sums take what it measured and no longer wait for more.
    void ended(std::size_t member);

private:
    void printSums(); // with m_mutex held
    void printSum(const std::vector<engine::IntervalSample>& row) const;

    OutputMode m_mode;
    std::vector<std::string> m_names;
    std::string m_what;
    std::mutex m_mutex; // guards what follows
    bool m_headerDone = false;
    std::vector<std::deque<engine::IntervalSample>> m_pending; // per member: not yet in a sum
    std::vector<bool> m_ended;
};

// One member's run: its intervals to the board, its outcome kept for the end.
class MemberSink : public engine::Sink
{
public:
    MemberSink(Board& board, std::size_t index) : m_board(board), m_index(index) {}
    void onInterval(const engine::IntervalSample& s) override { m_board.interval(m_index, s); }
    void onStreamEvent(const engine::StreamEvent& e) override { m_board.event(m_index, e); }
    void onFinished(const engine::TestResult& r) override;
    void onFailed(const engine::Error& e) override;
    std::optional<engine::TestResult> result() const;
    std::optional<engine::Error> error() const;

private:
    Board& m_board;
    std::size_t m_index;
    mutable std::mutex m_mutex; // guards m_result and m_error
    std::optional<engine::TestResult> m_result;
    std::optional<engine::Error> m_error;
};

// Each direction's sum over the members (engine/results/serversums.cpp, which the app uses too).
using Aggregate = engine::ServersAggregate;

// Each member's result, empty where its run failed or gave none.
std::vector<std::optional<engine::TestResult>>
wholeResults(const std::vector<std::unique_ptr<MemberSink>>& sinks);
// Per direction, over every member; empty when a run did not end whole.
std::vector<Aggregate> aggregate(const std::vector<std::unique_ptr<MemberSink>>& sinks);

} // namespace bw::cli
