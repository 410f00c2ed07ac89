// SPDX-License-Identifier: MIT
// The server's buffer memory for a test (control/budget.cpp), by hand for each mode and
// protocol, with threads and streams unequal so that a min() taken the wrong way shows.
#include "control/budget.h"

#include <QTest>

using namespace bw::engine;
using namespace bw::engine::control;

namespace {
TestConfig test(Protocol p, TestMode m, int streams, std::uint32_t buffer,
                std::uint32_t datagram = 0)
{
    TestConfig t;
    t.host = "peer";
    t.protocol = p;
    t.mode = m;
    t.streams = streams;
    t.bufferBytes = buffer;
    t.datagramBytes = datagram;
    return t;
}
constexpr std::uint64_t MiB = 1 << 20;
} // namespace

class BudgetTest : public QObject
{
    Q_OBJECT
private slots:
    void buffersByHand()
    {
        // TCP: a reading thread per stream up to the threads, each with a read buffer of -l but
        // at least 512 KiB; one buffer of -l for all senders.
        QCOMPARE(serverBufferBytes(test(Protocol::Tcp, TestMode::Upload, 4, 128 * 1024), 8),
                 std::uint64_t(4 * 512 * 1024)); // 4 readers (streams < threads)
        QCOMPARE(serverBufferBytes(test(Protocol::Tcp, TestMode::Upload, 4, 128 * 1024), 2),
                 std::uint64_t(2 * 512 * 1024)); // 2 readers (threads < streams)
        QCOMPARE(serverBufferBytes(test(Protocol::Tcp, TestMode::Bidirectional, 4, 128 * 1024), 2),
                 std::uint64_t(2 * 512 * 1024 + 128 * 1024)); // reads 512 KiB, sends 128 KiB
        QCOMPARE(serverBufferBytes(test(Protocol::Tcp, TestMode::Download, 4, MiB), 2), MiB);
        QCOMPARE(serverBufferBytes(test(Protocol::Tcp, TestMode::Bidirectional, 4, MiB), 2),
                 3 * MiB); // 2 readers + the senders' one
        // UDP: the receivers share the port's buffer; each sending thread holds a datagram and
        // a batch of 32 headers of 64 bytes.
        QCOMPARE(serverBufferBytes(test(Protocol::Udp, TestMode::Upload, 3, 0, 1472), 8),
                 std::uint64_t(0));
        QCOMPARE(serverBufferBytes(test(Protocol::Udp, TestMode::Download, 3, 0, 1472), 8),
                 std::uint64_t(3 * (1472 + 2048)));
        QCOMPARE(serverBufferBytes(test(Protocol::Udp, TestMode::Download, 3, 0, 0), 8),
                 std::uint64_t(3 * (9000 + 2048))); // no size given: room for a jumbo frame
        QCOMPARE(serverBufferBytes(test(Protocol::Udp, TestMode::Bidirectional, 3, 0, 1472), 2),
                 std::uint64_t(2 * (1472 + 2048)));
    }

    void sizesInWords()
    {
        QCOMPARE(QString::fromStdString(bytesText(1023)), QString("1023 bytes"));
        QCOMPARE(QString::fromStdString(bytesText(1024)), QString("1 KiB"));
        QCOMPARE(QString::fromStdString(bytesText(1536)), QString("1.5 KiB"));
        QCOMPARE(QString::fromStdString(bytesText(10'560)), QString("10.3 KiB"));
        QCOMPARE(QString::fromStdString(bytesText(3 * MiB)), QString("3 MiB"));
    }

    void shortfallNamesTheNeedAndTheLimit()
    {
        const TestConfig t = test(Protocol::Tcp, TestMode::Bidirectional, 4, MiB);
        QVERIFY(memoryShortfall(t, 2, 3 * MiB).empty()); // exactly enough
        const std::string why = memoryShortfall(t, 2, 3 * MiB - 1);
        QVERIFY2(why.find("needs 3 MiB") != std::string::npos, why.c_str());
        QVERIFY2(why.find("2 threads x 1 MiB") != std::string::npos, why.c_str());
        QVERIFY2(why.find("--max-memory") != std::string::npos, why.c_str());
    }

    // Several clients at once share the budget: a test fits only in what the others leave,
    // and a refusal says what they hold.
    void sharedBudgetCountsTheOthers()
    {
        const TestConfig t = test(Protocol::Tcp, TestMode::Bidirectional, 4, MiB); // 3 MiB
        QVERIFY(memoryShortfall(t, 2, 8 * MiB, HeldMemory{5 * MiB, 2}).empty());   // exactly
        const std::string why = memoryShortfall(t, 2, 8 * MiB, HeldMemory{5 * MiB + 1, 2});
        QVERIFY2(why.find("needs 3 MiB") != std::string::npos, why.c_str());
        QVERIFY2(why.find("left of this server's memory limit (--max-memory) of 8 MiB") !=
                     std::string::npos,
                 why.c_str());
        QVERIFY2(why.find("2 other clients' tests hold 5.0 MiB") != std::string::npos, why.c_str());
        // More held than the budget (a test that fit alone): nothing is left.
        QVERIFY(!memoryShortfall(t, 2, 8 * MiB, HeldMemory{9 * MiB, 1}).empty());
        // Over the whole budget: said as before, the others are not to blame.
        const std::string alone = memoryShortfall(t, 2, 2 * MiB, HeldMemory{MiB, 1});
        QVERIFY2(alone.find("other client") == std::string::npos, alone.c_str());
    }
};

QTEST_GUILESS_MAIN(BudgetTest)
#include "budget_test.moc"
