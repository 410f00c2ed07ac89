// SPDX-License-Identifier: MIT
// Tests the per-interval Wi-Fi reading of engine/src/flow/sampler.cpp: with
// sampleWifi(interface) every interval carries a reading (on this machine without Wi-Fi: absent,
// with the reason), without it none is taken; the schedule keeps its intervals either way.
#include "flow/sampler.h"

#include <QTest>

#include <mutex>

using namespace bw::engine;
using namespace bw::engine::flow;

namespace {
class IdlePath : public DataPath
{
public:
    std::error_code start() override { return {}; }
    void finishSending() override {}
    bool waitReceiversDone(std::chrono::milliseconds) const override { return true; }
    void stop() override {}
    TransferTotals totals() const override { return {}; }
    std::vector<net::NativeSocket> senderSockets(Direction) const override { return {}; }
    std::string firstError() const override { return {}; }
    int failedStreams() const override { return 0; }
};

std::vector<HostSample> sample(const std::string& wifiInterface)
{
    IdlePath path;
    std::mutex mutex;
    std::vector<HostSample> out;
    Sampler s(path, 0, 300, 100, [&](const HostSample& h) {
        std::lock_guard lock(mutex);
        out.push_back(h);
    });
    if (!wifiInterface.empty()) s.sampleWifi(wifiInterface);
    s.start(std::chrono::steady_clock::now());
    for (int i = 0; i < 200 && !s.finished(); ++i)
        QTest::qWait(10);
    s.stop();
    std::lock_guard lock(mutex);
    return out;
}
} // namespace

class WifiSamplingTest : public QObject
{
    Q_OBJECT
private slots:
    void everyIntervalIsRead();
    void notReadWhenNotWifi();
};

void WifiSamplingTest::everyIntervalIsRead()
{
    const std::vector<HostSample> got = sample("lo");
    QCOMPARE(got.size(), std::size_t(3));
    for (const HostSample& h : got) {
        QVERIFY(!h.wifi.valid); // lo is no Wi-Fi link: absent, never a made-up reading
        QVERIFY2(!h.wifi.unavailable.empty(), "the reading was not taken");
        QVERIFY(!h.wifi.signalDbm && !h.wifi.txRateMbps);
    }
}

void WifiSamplingTest::notReadWhenNotWifi()
{
    const std::vector<HostSample> got = sample({});
    QCOMPARE(got.size(), std::size_t(3));
    for (const HostSample& h : got)
        QVERIFY(!h.wifi.valid && h.wifi.unavailable.empty());
}

QTEST_GUILESS_MAIN(WifiSamplingTest)
#include "wifisampling_test.moc"
