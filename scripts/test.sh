#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs, builds and runs the whole test suite: the full build (GUI, engine, CLI, Windows
# build under Wine, iperf3 interop, namespace tests), then the engine, CLI and integration
# tests again under ASan+UBSan and under TSan. Ends with "suites: N passed, N failed".
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash scripts/setup.sh --tests || exit 1
export QT_QPA_PLATFORM=offscreen
passed=0
failed=0
suite() { # name build-dir ctest-args...
  local name=$1 dir=$2
  shift 2
  echo "=== $name"
  if (cd "$dir" && ctest --output-on-failure --timeout 2400 "$@"); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "=== $name FAILED"
  fi
}

bash scripts/build.sh build -DBENCHWIRE_TESTS=ON || exit 1
suite "full suite" build

if [ "${BENCHWIRE_SKIP_SANITIZERS:-0}" != 1 ]; then
  # Engine, CLI and their tests (no GUI) under the sanitizers; Wine and the namespace tests
  # exercise the same engine code and run once, above.
  sanitized=(-DBENCHWIRE_GUI=OFF -DBENCHWIRE_TESTS=ON)
  skip='windows|interop|netns|bench'
  if bash scripts/build.sh build-asan "${sanitized[@]}" -DBENCHWIRE_SANITIZE=address; then
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      BENCHWIRE_TEST_SLOWDOWN=2 suite "ASan+UBSan" build-asan -E "$skip"
  else
    failed=$((failed + 1))
  fi
  if bash scripts/build.sh build-tsan "${sanitized[@]}" -DBENCHWIRE_SANITIZE=thread; then
    # die_after_fork=0: the CLI tests start processes (QProcess forks, then execs at once).
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 die_after_fork=0 suppressions=$root/tests/tsan.supp" \
      BENCHWIRE_TEST_SLOWDOWN=4 suite "TSan" build-tsan -E "$skip"
  else
    failed=$((failed + 1))
  fi
fi
echo
echo "suites: $passed passed, $failed failed"
[ "$failed" = 0 ]
