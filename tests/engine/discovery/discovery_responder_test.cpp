// SPDX-License-Identifier: MIT
// engine/src/discovery/responder.cpp, ratelimit.cpp and discoveryresponder.cpp: no answer
// larger than its probe, the rate limits, dropped garbage, and the fed mode's contract.
#include "discovery/ratelimit.h"
#include "discovery/responder.h"
#include "discovery/wire.h"
#include "flow/udpwire.h"

#include <QtTest>

#include <random>

using namespace bw::engine;
using namespace bw::engine::discovery;
using namespace std::chrono_literals;

namespace {

class FixedSource : public AnnouncementSource
{
public:
    Announcement a;
    mutable int calls = 0;
    Announcement announcement() const override
    {
        ++calls;
        return a;
    }
};

FixedSource withInterfaces(int count)
{
    FixedSource s;
    s.a.peerId = makePeerId();
    s.a.hostName = std::string(200, 'n');
    s.a.product = "benchwire";
    s.a.version = "1.0";
    s.a.os = "linux";
    for (int i = 0; i < count; ++i) {
        InterfaceInfo info;
        info.name = "interface-with-a-long-name-" + std::to_string(i);
        info.up = true;
        for (int k = 0; k < 9; ++k)
            info.addresses.push_back(
                {"2001:db8:" + std::to_string(i) + "::" + std::to_string(k + 1), true, 64});
        info.addresses.push_back({"10.0." + std::to_string(i) + ".1", false, 24});
        s.a.interfaces.push_back(info);
    }
    return s;
}

const auto kProbe = wire::makeProbe(42);

} // namespace

class DiscoveryResponderTest : public QObject
{
    Q_OBJECT
private slots:
    void answerIsNeverLargerThanItsProbe()
    {
        const auto t0 = Clock::now();
        for (int count : {0, 1, 5, 16, 17, 64, 200}) {
            FixedSource source = withInterfaces(count);
            Responder r(source, RateLimits{});
            const auto out = r.answer(kProbe.data(), kProbe.size(), "192.0.2.1", t0);
            QVERIFY(out.has_value());
            QVERIFY2(out->size() <= kProbe.size(), qPrintable(QString::number(out->size())));
            const auto parsed = wire::parseAnswer(out->data(), out->size());
            QVERIFY(parsed.has_value());
            QCOMPARE(parsed->nonce, 42ull);
            QCOMPARE(parsed->announcement.peerId, source.a.peerId);
            QCOMPARE(parsed->announcement.interfacesTruncated, count > 5);
            QVERIFY(count == 0 || !parsed->announcement.interfaces.empty());
        }
    }

    // A bucket over simulated time, with a burst (3) unlike its rate (2.5 a second): the burst
    // at once, then the steady rate, and an idle spell refills it to the burst and no further.
    void tokenBucketBurstRefillAndSteadyRate()
    {
        const auto t0 = Clock::time_point{} + 1h;
        TokenBucket b(3, 2.5, t0);
        int taken = 0;
        while (b.available(t0) && taken < 100) {
            b.take();
            ++taken;
        }
        QCOMPARE(taken, 3);
        // Asked every 100 ms for 10 s: 0.25 tokens a step, a token every 4th step: 25 in all.
        taken = 0;
        for (int step = 1; step <= 100; ++step) {
            const auto now = t0 + step * 100ms;
            if (b.available(now)) {
                b.take();
                ++taken;
            }
        }
        QCOMPARE(taken, 25);
        // Emptied at t0 + 10 s. One second later 2.5 tokens: not full; two seconds later it
        // holds the burst, 3, not 5.
        QVERIFY(!b.full(t0 + 11s));
        QVERIFY(b.full(t0 + 12s));
        const auto later = t0 + 110s; // 100 s idle: still only the burst
        taken = 0;
        while (b.available(later) && taken < 1000) {
            b.take();
            ++taken;
        }
        QCOMPARE(taken, 3);
        QVERIFY(!b.available(later + 399ms)); // 0.9975 tokens
        QVERIFY(b.available(later + 400ms));  // 1.0
    }

    void perSourceLimit()
    {
        FixedSource source = withInterfaces(1);
        Responder r(source, RateLimits{});
        const auto t0 = Clock::now();
        int answered = 0;
        for (int i = 0; i < 1000; ++i)
            if (r.answer(kProbe.data(), kProbe.size(), "192.0.2.7", t0)) ++answered;
        QCOMPARE(answered, 8); // the burst
        // After one second, 4 more (the refill), then none again.
        answered = 0;
        for (int i = 0; i < 100; ++i)
            if (r.answer(kProbe.data(), kProbe.size(), "192.0.2.7", t0 + 1s)) ++answered;
        QCOMPARE(answered, 4);
        // The port is not part of the key, and another source is unaffected.
        QVERIFY(r.answer(kProbe.data(), kProbe.size(), "192.0.2.8", t0 + 1s).has_value());
        QCOMPARE(source.calls, 13);
    }

    void totalLimit()
    {
        FixedSource source = withInterfaces(1);
        RateLimits limits;
        Responder r(source, limits);
        const auto t0 = Clock::now();
        int answered = 0;
        for (int i = 0; i < 500; ++i)
            if (r.answer(kProbe.data(), kProbe.size(), "198.51.100." + std::to_string(i % 250 + 1),
                         t0))
                ++answered;
        QCOMPARE(answered, 64);
        answered = 0;
        for (int i = 0; i < 500; ++i)
            if (r.answer(kProbe.data(), kProbe.size(), "fd00::" + std::to_string(i + 1),
                         t0 + 500ms))
                ++answered;
        QCOMPARE(answered, 16); // half a second of 32 per second
    }

    void sourceTableIsBounded()
    {
        FixedSource source = withInterfaces(0);
        RateLimits limits;
        limits.maxSources = 4;
        limits.totalBurst = 1000;
        Responder r(source, limits);
        const auto t0 = Clock::now();
        for (int i = 0; i < 4; ++i)
            QVERIFY(r.answer(kProbe.data(), kProbe.size(), "10.0.0." + std::to_string(i + 1), t0));
        // A fifth source while the four are still remembered: no answer.
        QVERIFY(!r.answer(kProbe.data(), kProbe.size(), "10.0.0.9", t0));
        // Once their buckets have refilled they are forgotten, and a new source gets room.
        QVERIFY(r.answer(kProbe.data(), kProbe.size(), "10.0.0.9", t0 + 10s));
    }

    void unanswerableSources()
    {
        FixedSource source = withInterfaces(0);
        Responder r(source, RateLimits{});
        const auto t0 = Clock::now();
        for (const char* from : {"224.0.0.1", "239.255.77.201", "255.255.255.255", "0.0.0.0",
                                 "0.1.2.3", "ff02::1", "::", "", "not-an-address", "300.1.1.1"})
            QVERIFY2(!r.answer(kProbe.data(), kProbe.size(), from, t0), from);
        QVERIFY(r.answer(kProbe.data(), kProbe.size(), "fe80::1%eth0", t0));
        QVERIFY(r.answer(kProbe.data(), kProbe.size(), "127.0.0.1", t0));
        QCOMPARE(source.calls, 2);
    }

    void malformedProbesGetNoAnswer()
    {
        FixedSource source = withInterfaces(2);
        Responder r(source, RateLimits{});
        const auto t0 = Clock::now();
        QVERIFY(!r.answer(kProbe.data(), 0, "192.0.2.1", t0));
        QVERIFY(!r.answer(kProbe.data(), 16, "192.0.2.1", t0));
        QVERIFY(!r.answer(kProbe.data(), kProbe.size() - 1, "192.0.2.1", t0));
        std::vector<std::uint8_t> big(9000, 0);
        std::copy(kProbe.begin(), kProbe.end(), big.begin());
        QVERIFY(!r.answer(big.data(), big.size(), "192.0.2.1", t0));
        auto v2 = kProbe;
        v2[4] = 2;
        QVERIFY(!r.answer(v2.data(), v2.size(), "192.0.2.1", t0));
        const auto answer = wire::makeAnswer(source.a, 1, wire::kProbeBytes);
        QVERIFY(!r.answer(answer.data(), answer.size(), "192.0.2.1", t0)); // answers are not probes
        QCOMPARE(source.calls, 0);
    }

    // Random bytes, and single-byte changes of a valid probe, from a fixed seed: an answer
    // comes only for what parseProbe accepts, and is never larger than what came in.
    void fuzzProbes()
    {
        FixedSource source = withInterfaces(3);
        RateLimits unlimited{1e9, 1e9, 1e9, 1e9, 1u << 20};
        Responder r(source, unlimited);
        std::mt19937 rng(11);
        const auto t0 = Clock::now();
        int answered = 0;
        for (int i = 0; i < 20000; ++i) {
            std::vector<std::uint8_t> d;
            if (i % 2) {
                d.assign(kProbe.begin(), kProbe.end());
                d[rng() % d.size()] = std::uint8_t(rng());
            } else {
                d.resize(rng() % 1600);
                for (auto& b : d)
                    b = std::uint8_t(rng());
                if (d.size() >= 4 && i % 4 == 0)
                    std::copy(wire::kMagic.begin(), wire::kMagic.end(), d.begin());
            }
            const bool valid = wire::parseProbe(d.data(), d.size()).has_value();
            const auto out = r.answer(d.data(), d.size(), "192.0.2.1", t0);
            QCOMPARE(out.has_value(), valid);
            if (out) {
                ++answered;
                QVERIFY(out->size() <= d.size());
            }
        }
        QVERIFY(answered > 0); // the nonce bytes may change and the probe stays valid
    }

    void fuzzAnswers()
    {
        FixedSource source = withInterfaces(4);
        const auto good = wire::makeAnswer(source.a, 9, wire::kProbeBytes);
        std::mt19937 rng(12);
        for (int i = 0; i < 20000; ++i) {
            auto d = good;
            for (int k = 0, n = 1 + int(rng() % 4); k < n; ++k)
                d[rng() % d.size()] = std::uint8_t(rng());
            d.resize(rng() % 8 ? d.size() : rng() % (d.size() + 1));
            const auto parsed = wire::parseAnswer(d.data(), d.size());
            if (!parsed) continue;
            const Announcement& a = parsed->announcement;
            QVERIFY(a.interfaces.size() <= wire::kMaxInterfaces);
            QVERIFY(a.hostName.size() <= wire::kMaxHostNameBytes);
            for (const auto& f : a.interfaces)
                QVERIFY(f.addresses.size() <= wire::kMaxAddressesPerInterface);
        }
    }

    void fedModeClaimsOnlyDiscoveryDatagrams()
    {
        FixedSource source = withInterfaces(1);
        DiscoveryResponder responder(source);
        std::vector<std::uint8_t> sent;
        auto reply = [&](const std::uint8_t* d, std::size_t n) { sent.assign(d, d + n); };
        const std::array<char, 37> cookie{};
        const auto hello = flow::udpwire::hello(3, cookie);
        QVERIFY(!responder.handle(hello.data(), hello.size(), "192.0.2.1", reply));
        const std::uint8_t connect[] = {'9', '8', '7', '6'};
        QVERIFY(!responder.handle(connect, 4, "192.0.2.1", reply));
        QVERIFY(sent.empty());
        QVERIFY(responder.handle(kProbe.data(), kProbe.size(), "192.0.2.1", reply));
        QVERIFY(!sent.empty() && sent.size() <= kProbe.size());
        QCOMPARE(wire::parseAnswer(sent.data(), sent.size())->announcement.peerId, source.a.peerId);
        auto bad = kProbe;
        bad[900] = 1;
        sent.clear();
        QVERIFY(responder.handle(bad.data(), bad.size(), "192.0.2.1", reply)); // claimed, dropped
        QVERIFY(sent.empty());
        QCOMPARE(responder.answered(), 1ull);
        QCOMPARE(responder.dropped(), 1ull);
    }
};

QTEST_APPLESS_MAIN(DiscoveryResponderTest)
#include "discovery_responder_test.moc"
