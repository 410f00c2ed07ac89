// SPDX-License-Identifier: MIT
#include "results/interval.h"

#include "results/summary.h"

namespace bw::engine::results {

std::vector<Direction> activeDirections(TestMode phaseMode)
{
    switch (phaseMode) {
    case TestMode::Upload:
        return {Direction::Upload};
    case TestMode::Download:
        return {Direction::Download};
    default:
        return {Direction::Upload, Direction::Download};
    }
}

namespace {

// This host's per-stream counts of each direction: the client sends uploads, the server
// downloads.
void takeStreams(IntervalSample& iv, const HostSample& self, bool selfIsClient)
{
    for (DirectionSample& ds : iv.directions) {
        ds.perStream.atSender = (ds.direction == Direction::Upload) == selfIsClient;
        ds.perStream.bytes = self.streamBytes[std::size_t(ds.direction)];
    }
}

} // namespace

namespace {

// Both hosts' figures of an interval, local as the client; the per-stream counts are left to
// the caller, which knows whose they are.
IntervalSample mergeHosts(int phase, TestMode phaseMode, const HostSample& local,
                          const HostSample* remote)
{
    IntervalSample iv;
    iv.phase = phase;
    iv.index = local.index;
    iv.startUs = local.startUs;
    iv.endUs = local.endUs;
    iv.warmup = local.warmup;
    iv.localCpu = local.cpu;
    if (remote) iv.remoteCpu = remote->cpu;
    iv.localWifi = local.wifi;
    if (remote) iv.remoteWifi = remote->wifi;
    const double secs = double(local.endUs - local.startUs) / 1e6;
    auto bps = [secs](std::uint64_t bytes) { return secs > 0 ? 8.0 * double(bytes) / secs : 0.0; };
    for (Direction d : activeDirections(phaseMode)) {
        const auto i = std::size_t(d);
        const bool clientSends = d == Direction::Upload;
        const HostSample* sender = clientSends ? &local : remote;
        const HostSample* receiver = clientSends ? remote : &local;
        DirectionSample ds;
        ds.direction = d;
        if (sender) {
            ds.haveSender = true;
            ds.senderBytes = sender->sentBytes[i];
            ds.senderBitsPerSecond = bps(ds.senderBytes);
            ds.tcp = sender->tcp[i];
        }
        if (receiver) {
            ds.haveReceiver = true;
            ds.receiverBytes = receiver->receivedBytes[i];
            ds.receiverBitsPerSecond = bps(ds.receiverBytes);
        }
        ds.udp =
            mergeUdp(sender ? &sender->udp[i] : nullptr, receiver ? &receiver->udp[i] : nullptr);
        iv.directions.push_back(ds);
    }
    return iv;
}

} // namespace

IntervalSample mergeInterval(int phase, TestMode phaseMode, const HostSample& local,
                             const HostSample* remote)
{
    IntervalSample iv = mergeHosts(phase, phaseMode, local, remote);
    takeStreams(iv, local, true);
    return iv;
}

IntervalSample serverInterval(TestMode phaseMode, const HostSample& server)
{
    IntervalSample iv = mergeHosts(0, phaseMode, server, &server);
    iv.remoteCpu = {};
    iv.remoteWifi = {};
    takeStreams(iv, server, false);
    for (auto& ds : iv.directions) {
        if (ds.direction == Direction::Download) {
            ds.haveReceiver = false;
            ds.receiverBytes = 0;
            ds.receiverBitsPerSecond = 0;
        } else {
            ds.haveSender = false;
            ds.senderBytes = 0;
            ds.senderBitsPerSecond = 0;
        }
    }
    return iv;
}

IntervalSample servedInterval(TestMode phaseMode, const HostSample& server,
                              const HostSample* client)
{
    if (!client) return serverInterval(phaseMode, server);
    IntervalSample iv = mergeHosts(0, phaseMode, *client, &server);
    iv.index = server.index;
    iv.startUs = server.startUs;
    iv.endUs = server.endUs;
    iv.warmup = server.warmup;
    iv.localCpu = server.cpu;
    iv.remoteCpu = client->cpu;
    iv.localWifi = server.wifi;
    iv.remoteWifi = client->wifi;
    takeStreams(iv, server, false);
    const double secs = iv.durationSeconds();
    for (DirectionSample& ds : iv.directions) {
        ds.senderBitsPerSecond = secs > 0 ? 8.0 * double(ds.senderBytes) / secs : 0.0;
        ds.receiverBitsPerSecond = secs > 0 ? 8.0 * double(ds.receiverBytes) / secs : 0.0;
    }
    return iv;
}

} // namespace bw::engine::results
