// SPDX-License-Identifier: MIT
// "Auto" threads for the TCP data path (flow/growth.h): a busy worker hands half of its
// streams to a worker that has none, as a trial; the new worker stays only if the transfer
// got faster. Each poller is used by its own worker thread only: the giving thread takes a
// stream out of its poller and lists, and the taking thread registers it. The inbox's mutex
// orders the giver's writes to the streams' worker-private fields before the taker's reads.
#include "flow/lowwater.h"
#include "flow/transferworker.h"

#include <system_error>

namespace bw::engine::flow {

namespace {
double secondsBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double>(to - from).count();
}
} // namespace

std::uint64_t Transfer::transferBytes() const
{
    std::uint64_t total = 0;
    for (const auto& s : m_streams)
        total += s->bytes.load(std::memory_order_relaxed);
    return total;
}

// Every kLoadWindow: judges a running trial once it has run kTrialTime, or starts one when
// this worker was busy for kBusyWindowsToGrow windows in a row. Not once sending is
// finishing: the streams are about to end.
void Transfer::measureLoad(Worker& w, Clock::time_point now)
{
    if (w.windowStart == Clock::time_point{}) {
        w.windowStart = now;
        w.windowBytes = transferBytes();
        return;
    }
    if (now - w.windowStart < kLoadWindow) return;
    const double busy =
        1.0 - std::chrono::duration<double>(w.idle).count() / secondsBetween(w.windowStart, now);
    const std::uint64_t bytes = transferBytes();
    if (busy < m_options.busyToGrow) {
        w.busyWindows = 0;
    } else if (w.busyWindows++ == 0) {
        w.busyStart = w.windowStart;
        w.busyBytes = w.windowBytes;
    }
    w.idle = {};
    w.windowStart = now;
    w.windowBytes = bytes;
    if (finishRequested()) return;
    if (w.trialTarget >= 0) {
        if (now - w.trialStart >= kTrialTime) judgeTrial(w, bytes, now);
        return;
    }
    const auto live = std::size_t(std::count_if(w.mine.begin(), w.mine.end(), [this](auto i) {
        return !m_streams[i]->done.load(std::memory_order_relaxed);
    }));
    if (!shouldGrow(w.busyWindows, live)) return;
    if (now.time_since_epoch().count() < m_nextTrialAt.load() || m_trialRunning.exchange(true))
        return;
    const int target = m_nextIdle.fetch_add(1);
    if (target >= workerCount()) { // every worker has streams
        w.growing = false;
        m_trialRunning.store(false);
        return;
    }
    w.rateBefore = double(bytes - w.busyBytes) / secondsBetween(w.busyStart, now);
    w.trialTarget = target;
    w.trialStart = now;
    w.trialBytes = bytes;
    w.busyWindows = 0;
    handOff(w, target, false);
    m_workersUsed.fetch_add(1);
}

// The trial's worker stays when the transfer moved at least gainToKeep times its rate before.
// Otherwise it hands its streams back (giveBack ends the trial there), and the next trial
// waits for trialRetryDelay, or never comes after kTrialsReturnedMax.
void Transfer::judgeTrial(Worker& w, std::uint64_t bytes, Clock::time_point now)
{
    const double after = double(bytes - w.trialBytes) / secondsBetween(w.trialStart, now);
    const int target = w.trialTarget;
    w.trialTarget = -1;
    m_lastJudged.store(now.time_since_epoch().count());
    if (growthPays(w.rateBefore, after, m_options.gainToKeep)) {
        m_trialsKept.fetch_add(1);
        m_trialRunning.store(false);
        return;
    }
    // The next trial's time first: whoever sees the count sees it too.
    const int returned = m_trialsReturned.load() + 1;
    const double unit = double(m_retryJitter() - std::minstd_rand::min()) /
                        double(std::minstd_rand::max() - std::minstd_rand::min() + 1);
    m_nextTrialAt.store(returned >= kTrialsReturnedMax
                            ? Clock::time_point::max().time_since_epoch().count()
                            : (now + trialRetryDelay(unit)).time_since_epoch().count());
    m_trialsReturned.store(returned);
    m_inboxes[std::size_t(target)]->returnTo.store(w.index, std::memory_order_release);
    poller(target).wake();
}

// Moves every second live stream (all: every live stream) out of this worker's poller and
// lists into the target's inbox, and wakes the target to take them.
void Transfer::handOff(Worker& w, int target, bool all)
{
    std::vector<std::size_t> give;
    bool keep = false;
    for (std::size_t i : w.mine) {
        Stream& s = *m_streams[i];
        if (s.done.load(std::memory_order_relaxed)) continue;
        keep = !keep;
        if (keep && !all) continue; // keeps the 1st, 3rd, ... live stream
        w.unregister(s);
        if (s.lowWater > 1) --w.marked;
        s.queued = false;
        s.held = false;
        give.push_back(i);
    }
    auto given = [&](std::size_t i) {
        return std::find(give.begin(), give.end(), i) != give.end();
    };
    std::erase_if(w.mine, given);
    std::erase_if(w.ready, given);
    std::erase_if(w.paced, given);
    w.burstCalls = burstFor(w.mine.size());
    Inbox& inbox = *m_inboxes[std::size_t(target)];
    {
        std::lock_guard lock(inbox.mutex);
        inbox.streams.insert(inbox.streams.end(), give.begin(), give.end());
        inbox.pending.store(true, std::memory_order_release);
    }
    poller(target).wake();
}

// A failed trial's worker: every live stream goes back to the worker that handed them on, and
// this worker is the next trial's again (trials run one at a time, so it was the last taken).
void Transfer::giveBack(Worker& w)
{
    const int to = m_inboxes[std::size_t(w.index)]->returnTo.exchange(-1);
    handOff(w, to, true);
    m_workersUsed.fetch_sub(1);
    m_nextIdle.fetch_sub(1);
    m_trialRunning.store(false);
}

// The worker's thread takes the streams handed to it, registers them and serves them at once.
void Transfer::adopt(Worker& w)
{
    std::vector<std::size_t> got;
    {
        Inbox& inbox = *m_inboxes[std::size_t(w.index)];
        std::lock_guard lock(inbox.mutex);
        got.swap(inbox.streams);
        inbox.pending.store(false, std::memory_order_relaxed);
    }
    for (std::size_t i : got) {
        Stream& s = *m_streams[i];
        w.mine.push_back(i);
        std::error_code ec;
        if (s.spec.role == Role::Receive) {
            try {
                w.ensureStorage(readBytesFor(m_options.bufferBytes));
            } catch (const std::bad_alloc&) {
                ec = std::make_error_code(std::errc::not_enough_memory);
            }
        }
        const std::uint32_t interest = s.spec.role == Role::Send ? net::PollOut : net::PollIn;
        if (!ec) ec = w.poller.add(s.spec.socket.native(), interest, i);
        if (ec) {
            s.registered = false;
            fail(s, ec, "cannot move the stream to another worker thread");
            continue;
        }
        s.registered = true;
        if (s.lowWater > 1) ++w.marked;
        s.queued = true;
        w.ready.push_back(i);
    }
    w.burstCalls = burstFor(w.mine.size());
    // Handed over while this worker finished sending: finish the newcomers too.
    if (finished(w.index)) finishSenders(w);
}

} // namespace bw::engine::flow
