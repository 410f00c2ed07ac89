// SPDX-License-Identifier: MIT
// An invariant of a fuzz target. Not assert(): it must hold in release builds too, and it aborts
// so that libFuzzer reports the input and the replay test dies on it.
#pragma once

#include <cstdio>
#include <cstdlib>

#define BW_FUZZ_CHECK(cond)                                                                        \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            std::fprintf(stderr, "%s:%d: fuzz invariant broken: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
