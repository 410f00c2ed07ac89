// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QList>
#include <QPointF>
#include <QVector>

#include <array>
#include <cstdint>

namespace bw::ui {

// A fixed-capacity ring of points: the oldest point goes when a new one arrives on a full ring,
// so an hour-long run costs no more memory than a short one.
class PointRing
{
public:
    explicit PointRing(int capacity = 0);
    void push(QPointF point);
    void clear();
    int size() const { return m_size; }
    int capacity() const { return int(m_points.size()); }
    QPointF at(int i) const; // 0 = oldest
    QList<QPointF> toList(double yDivisor = 1.0) const;
    double maxY() const;

private:
    QVector<QPointF> m_points;
    int m_start = 0;
    int m_size = 0;
};

enum class SeriesId
{
    UploadReceived,
    UploadSent,
    DownloadReceived,
    DownloadSent,
    LocalCpu,
    RemoteCpu,
    // Each host's busiest logical processor: one core at 100 % caps a stream while the host's
    // average looks idle. Empty where the OS gives no per-core figures.
    LocalBusiestCore,
    RemoteBusiestCore,
};
inline constexpr int kSeriesCount = 8;

// The Wi-Fi PHY rates (IntervalSample::localWifi/remoteWifi), beside the throughput on request.
enum class PhyId
{
    LocalTx,
    LocalRx,
    RemoteTx,
    RemoteRx,
};
inline constexpr int kPhyCount = 4;

// What the live chart plots, fed on the GUI thread from the bridge's intervals.
// x is seconds since the start of the run; rates are bits per second; CPU is percent.
class ChartData
{
public:
    static constexpr int kDefaultCapacity = 4096;
    explicit ChartData(int capacity = kDefaultCapacity);

    void addSample(const engine::IntervalSample& sample);
    void clear();
    const PointRing& ring(SeriesId id) const { return m_rings[size_t(id)]; }
    // In bits per second, like the throughput; empty when neither end is on Wi-Fi.
    const PointRing& phyRing(PhyId id) const { return m_phy[size_t(id)]; }
    bool hasPhy() const;
    double maxRateBitsPerSecond() const;
    double maxPhyBitsPerSecond() const;
    double lastX() const { return m_lastEndUs / 1e6; }
    std::uint64_t revision() const { return m_revision; }
    int sampleCount() const { return m_sampleCount; }

private:
    void addPhy(const engine::WifiFacts& wifi, PhyId tx, PhyId rx, double x);

    std::array<PointRing, kSeriesCount> m_rings;
    std::array<PointRing, kPhyCount> m_phy;
    int m_phase = 0;
    std::int64_t m_phaseOffsetUs = 0; // where the current phase starts on the run's time line
    std::int64_t m_lastEndUs = 0;
    std::uint64_t m_revision = 0;
    int m_sampleCount = 0;
};

} // namespace bw::ui
