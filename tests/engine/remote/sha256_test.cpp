// SPDX-License-Identifier: MIT
// SHA-256 against FIPS 180's examples (and the million-"a" message, fed in uneven pieces), and
// HMAC-SHA-256 against RFC 4231's test cases 1 to 4, 6 and 7; hex both ways; the constant-time
// compare.
#include "remote/sha256.h"

#include <QTest>

#include <string>

using namespace bw::engine::remote;

namespace {
std::string bytes(std::size_t n, char value)
{
    return std::string(n, value);
}
std::string hexOf(const Digest& d)
{
    return toHex(d);
}
} // namespace

class Sha256Test : public QObject
{
    Q_OBJECT
private slots:
    void fips180Examples()
    {
        QCOMPARE(hexOf(sha256("abc")),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(hexOf(sha256("")),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(hexOf(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
    }

    void millionAsInPieces()
    {
        Sha256 h;
        const std::string piece = bytes(997, 'a'); // pieces that never line up with a block
        std::size_t left = 1'000'000;
        while (left > 0) {
            const std::size_t n = std::min(left, piece.size());
            h.update(piece.data(), n);
            left -= n;
        }
        QCOMPARE(hexOf(h.finish()),
                 std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    }

    void rfc4231()
    {
        QCOMPARE(hexOf(hmacSha256(bytes(20, '\x0b'), "Hi There")),
                 std::string("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"));
        QCOMPARE(hexOf(hmacSha256("Jefe", "what do ya want for nothing?")),
                 std::string("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
        QCOMPARE(hexOf(hmacSha256(bytes(20, '\xaa'), bytes(50, '\xdd'))),
                 std::string("773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"));
        std::string key4;
        for (int i = 1; i <= 25; ++i)
            key4 += char(i);
        QCOMPARE(hexOf(hmacSha256(key4, bytes(50, '\xcd'))),
                 std::string("82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"));
        // Keys longer than a block are hashed first.
        QCOMPARE(hexOf(hmacSha256(bytes(131, '\xaa'),
                                  "Test Using Larger Than Block-Size Key - Hash Key First")),
                 std::string("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"));
        QCOMPARE(hexOf(hmacSha256(bytes(131, '\xaa'),
                                  "This is a test using a larger than block-size key and a larger "
                                  "than block-size data. The key needs to be hashed before being "
                                  "used by the HMAC algorithm.")),
                 std::string("9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"));
    }

    void hexBothWays()
    {
        std::string out;
        QVERIFY(fromHex("00ff7A", out));
        QCOMPARE(out, std::string("\x00\xff\x7a", 3));
        QCOMPARE(toHex(reinterpret_cast<const std::uint8_t*>(out.data()), out.size()),
                 std::string("00ff7a"));
        QVERIFY(!fromHex("abc", out));
        QVERIFY(!fromHex("zz", out));
    }

    void constantTimeCompare()
    {
        QVERIFY(constantTimeEqual("abcdef", "abcdef"));
        QVERIFY(!constantTimeEqual("abcdef", "abcdeg"));
        QVERIFY(!constantTimeEqual("abcdef", "xbcdef"));
        QVERIFY(!constantTimeEqual("abcdef", "abcde"));
        QVERIFY(constantTimeEqual("", ""));
    }
};

QTEST_APPLESS_MAIN(Sha256Test)
#include "sha256_test.moc"
