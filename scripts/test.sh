#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs, builds and runs the whole test suite: the full build (GUI, engine, CLI, the Windows
# CLI and desktop app under Wine, iperf3 interop, namespace tests, Linux package), then the engine, CLI and
# integration tests again under ASan+UBSan and under TSan, then each libFuzzer target for 60 s
# (BENCHWIRE_SKIP_FUZZ=1 leaves that out). Ends with a line per build and suite with its time, the
# tests' line "tests: N passed, N failed, N skipped" and "suites: N passed, N failed".
# As root every test can run here, so a skipped test is a failure (BENCHWIRE_NO_SKIP=1).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash scripts/setup.sh --tests || exit 1
export QT_QPA_PLATFORM=offscreen
if [ "$(id -u)" = 0 ]; then export BENCHWIRE_NO_SKIP=${BENCHWIRE_NO_SKIP:-1}; fi
passed=0
failed=0
tests_passed=0
tests_failed=0
tests_skipped=0
lines=()
suite() { # name build-dir ctest-args...
  local name=$1 dir=$2
  shift 2
  echo "=== $name"
  local ok=1 t0=$SECONDS
  (cd "$dir" && ctest --output-on-failure --timeout 2400 --output-junit ctest-junit.xml "$@") || ok=0
  # Counts from ctest's JUnit report: a test that exited 77 and a Qt test function that called
  # QSKIP both count as skipped (the latter from the "Totals:" line each Qt test prints).
  local counts
  counts=$(python3 "$root/scripts/ctestcounts.py" "$dir/ctest-junit.xml") || counts="0 0 0"
  read -r p f s <<<"$counts"
  tests_passed=$((tests_passed + p))
  tests_failed=$((tests_failed + f))
  tests_skipped=$((tests_skipped + s))
  if [ "${BENCHWIRE_NO_SKIP:-0}" = 1 ] && [ "$s" != 0 ]; then
    echo "=== $name: $s skipped test(s), and every test can run here (root): counted as failed"
    ok=0
  fi
  lines+=("$name: $p passed, $f failed, $s skipped ($((SECONDS - t0)) s)")
  if [ $ok = 1 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "=== $name FAILED"
  fi
}

# The Windows app's Qt (scripts/windows/build-qt.sh): built once per machine into a cache,
# reused after; the full suite's windows_wine_app test builds the app against it. Its first
# build needs QT_SOURCES (the qtsvg and qtcharts archives: the script names them).
t0=$SECONDS
if qt=$(bash scripts/windows/build-qt.sh); then
  echo "=== Qt for Windows: $(tail -n1 <<<"$qt") ($((SECONDS - t0)) s)"
else
  echo "=== Qt for Windows could not be built (above); windows_wine_app will fail"
fi
built() { # name start: a line for the summary with the build's time
  lines+=("$1 built ($((SECONDS - $2)) s)")
}
t0=$SECONDS
bash scripts/build.sh build -DBENCHWIRE_TESTS=ON || exit 1
built "full tree" $t0
suite "full suite" build

if [ "${BENCHWIRE_SKIP_SANITIZERS:-0}" != 1 ]; then
  # Engine, CLI and their tests (no GUI) under the sanitizers; Wine, the namespace tests and the
  # package exercise the same engine code and run once, above.
  sanitized=(-DBENCHWIRE_GUI=OFF -DBENCHWIRE_TESTS=ON)
  skip='windows|interop|netns|bench|linkemu|installer'
  # Two tests at a time: most of them wait on the network or a timer (a hostile peer's
  # time-out, a test's set duration) rather than compute, so two share the two cores.
  t0=$SECONDS
  if bash scripts/build.sh build-asan "${sanitized[@]}" -DBENCHWIRE_SANITIZE=address; then
    built "ASan+UBSan tree" $t0
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      BENCHWIRE_TEST_SLOWDOWN=2 suite "ASan+UBSan" build-asan -j2 -E "$skip"
  else
    failed=$((failed + 1))
  fi
  t0=$SECONDS
  if bash scripts/build.sh build-tsan "${sanitized[@]}" -DBENCHWIRE_SANITIZE=thread; then
    built "TSan tree" $t0
    # die_after_fork=0: the CLI tests start processes (QProcess forks, then execs at once).
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 die_after_fork=0 suppressions=$root/tests/tsan.supp" \
      BENCHWIRE_TEST_SLOWDOWN=4 suite "TSan" build-tsan -j2 -E "$skip"
  else
    failed=$((failed + 1))
  fi
fi
if [ "${BENCHWIRE_SKIP_FUZZ:-0}" != 1 ]; then
  # libFuzzer (tests/fuzz, docs/fuzzing.md): clang, ASan+UBSan, each target for 60 s, two at a
  # time on two cores; a line per target below. Only the fuzz targets are built here.
  fuzzconf=(-DCMAKE_CXX_COMPILER=clang++ -DBENCHWIRE_FUZZ=ON -DBENCHWIRE_TESTS=OFF -DBENCHWIRE_GUI=OFF)
  t0=$SECONDS
  if cmake -S "$root" -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${fuzzconf[@]}" \
    >build-fuzz.configure.log 2>&1 && cmake --build build-fuzz --target fuzz_targets; then
    built "fuzz targets" $t0
    rm -rf build-fuzz/tests/fuzz/work
    suite "libFuzzer" build-fuzz -j2 -L fuzz
    for f in build-fuzz/tests/fuzz/work/*/summary.txt; do
      [ -f "$f" ] && lines+=("  $(cat "$f")")
    done
  else
    cat build-fuzz.configure.log
    failed=$((failed + 1))
  fi
fi
echo
for l in "${lines[@]}"; do echo "$l"; done
echo "all of it: $((SECONDS / 60)) min $((SECONDS % 60)) s"
echo "tests: $tests_passed passed, $tests_failed failed, $tests_skipped skipped"
echo "suites: $passed passed, $failed failed"
[ "$failed" = 0 ]
