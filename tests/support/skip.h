// SPDX-License-Identifier: MIT
// A test that cannot run here skips, unless BENCHWIRE_NO_SKIP=1 (scripts/test.sh sets it as root,
// where every test can run): then the skip is a failure, so a check that never ran cannot read as
// a pass.
#pragma once

#include <QTest>

#include <cstdlib>
#include <cstring>

namespace bw::test {
inline bool skipsAreFailures()
{
    const char* v = std::getenv("BENCHWIRE_NO_SKIP");
    return v && std::strcmp(v, "1") == 0;
}
} // namespace bw::test

#define BW_SKIP(message)                                                                           \
    do {                                                                                           \
        if (bw::test::skipsAreFailures()) QFAIL("cannot run, and BENCHWIRE_NO_SKIP=1: " message);  \
        QSKIP(message);                                                                            \
    } while (false)
