// SPDX-License-Identifier: MIT
#include "plot/chartdata.h"

#include <algorithm>

namespace bw::ui {

PointRing::PointRing(int capacity) : m_points(capacity) {}

void PointRing::push(QPointF point)
{
    if (m_points.isEmpty()) return;
    const int cap = capacity();
    if (m_size < cap) {
        m_points[(m_start + m_size) % cap] = point;
        ++m_size;
    } else {
        m_points[m_start] = point;
        m_start = (m_start + 1) % cap;
    }
}

void PointRing::clear()
{
    m_start = 0;
    m_size = 0;
}

QPointF PointRing::at(int i) const
{
    return m_points[(m_start + i) % capacity()];
}

QList<QPointF> PointRing::toList(double yDivisor) const
{
    QList<QPointF> out;
    out.reserve(m_size);
    for (int i = 0; i < m_size; ++i) {
        const QPointF p = at(i);
        out.append(QPointF(p.x(), p.y() / yDivisor));
    }
    return out;
}

double PointRing::maxY() const
{
    double m = 0;
    for (int i = 0; i < m_size; ++i)
        m = std::max(m, at(i).y());
    return m;
}

ChartData::ChartData(int capacity)
{
    for (auto& r : m_rings)
        r = PointRing(capacity);
    for (auto& r : m_phy)
        r = PointRing(capacity);
}

void ChartData::clear()
{
    for (auto& r : m_rings)
        r.clear();
    for (auto& r : m_phy)
        r.clear();
    m_phase = 0;
    m_phaseOffsetUs = 0;
    m_lastEndUs = 0;
    m_sampleCount = 0;
    ++m_revision;
}

void ChartData::addSample(const engine::IntervalSample& s)
{
    if (s.phase != m_phase) {
        // If the download half of a both-ways run restarts its clock, continue the time line
        // from the upload half's end; if its clock runs on from the run's start, keep it.
        m_phase = s.phase;
        m_phaseOffsetUs = std::max<std::int64_t>(0, m_lastEndUs - s.startUs);
    }
    const std::int64_t endUs = m_phaseOffsetUs + s.endUs;
    m_lastEndUs = std::max(m_lastEndUs, endUs);
    const double x = endUs / 1e6;
    for (const auto& d : s.directions) {
        const bool up = d.direction == engine::Direction::Upload;
        if (d.haveReceiver)
            m_rings[size_t(up ? SeriesId::UploadReceived : SeriesId::DownloadReceived)].push(
                {x, d.receiverBitsPerSecond});
        if (d.haveSender)
            m_rings[size_t(up ? SeriesId::UploadSent : SeriesId::DownloadSent)].push(
                {x, d.senderBitsPerSecond});
    }
    if (s.localCpu.valid) m_rings[size_t(SeriesId::LocalCpu)].push({x, s.localCpu.busyPct()});
    if (s.remoteCpu.valid) m_rings[size_t(SeriesId::RemoteCpu)].push({x, s.remoteCpu.busyPct()});
    if (s.localCpu.valid && !s.localCpu.coreBusyPct.empty())
        m_rings[size_t(SeriesId::LocalBusiestCore)].push({x, s.localCpu.busiestCorePct()});
    if (s.remoteCpu.valid && !s.remoteCpu.coreBusyPct.empty())
        m_rings[size_t(SeriesId::RemoteBusiestCore)].push({x, s.remoteCpu.busiestCorePct()});
    addPhy(s.localWifi, PhyId::LocalTx, PhyId::LocalRx, x);
    addPhy(s.remoteWifi, PhyId::RemoteTx, PhyId::RemoteRx, x);
    ++m_sampleCount;
    ++m_revision;
}

void ChartData::addPhy(const engine::WifiFacts& wifi, PhyId tx, PhyId rx, double x)
{
    if (!wifi.valid) return;
    if (wifi.txRateMbps) m_phy[size_t(tx)].push({x, *wifi.txRateMbps * 1e6});
    if (wifi.rxRateMbps) m_phy[size_t(rx)].push({x, *wifi.rxRateMbps * 1e6});
}

bool ChartData::hasPhy() const
{
    return std::any_of(m_phy.begin(), m_phy.end(), [](const PointRing& r) { return r.size(); });
}

double ChartData::maxPhyBitsPerSecond() const
{
    double m = 0;
    for (const auto& r : m_phy)
        m = std::max(m, r.maxY());
    return m;
}

double ChartData::maxRateBitsPerSecond() const
{
    double m = 0;
    for (SeriesId id : {SeriesId::UploadReceived, SeriesId::UploadSent, SeriesId::DownloadReceived,
                        SeriesId::DownloadSent})
        m = std::max(m, ring(id).maxY());
    return m;
}

} // namespace bw::ui
