#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs one libFuzzer target for a while and prints one line of figures:
#   run.sh FUZZER TARGET SECONDS FUZZ_DIR WORK_DIR
# FUZZ_DIR is tests/fuzz: the seeds (corpus/TARGET), the kept crashers (crashers/TARGET) and
# the dictionary (TARGET.dict, when there is one) come from there. New inputs and any crash go
# to WORK_DIR, never to the source tree. Exits 1 on a crash, a leak, a timeout or an invariant
# that broke, naming the input to keep (docs/fuzzing.md).
set -uo pipefail
if [ $# -ne 5 ]; then
  echo "usage: $0 FUZZER TARGET SECONDS FUZZ_DIR WORK_DIR" >&2
  exit 2
fi
fuzzer=$1 target=$2 seconds=$3 src=$4 work=$5
seeds=$src/corpus/$target
crashers=$src/crashers/$target
[ -x "$fuzzer" ] || { echo "fuzz $target: no fuzzer at $fuzzer" >&2; exit 1; }
[ -d "$seeds" ] || { echo "fuzz $target: no seeds in $seeds" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work/corpus" "$work/artifacts"
dirs=("$work/corpus" "$seeds")
[ -d "$crashers" ] && dirs+=("$crashers")
dict=()
[ -f "$src/$target.dict" ] && dict=(-dict="$src/$target.dict")
log=$work/fuzz.log
# -timeout: one input that takes 10 s is a hang. The outer timeout only catches a fuzzer that
# ignores max_total_time.
timeout --kill-after=10 $((seconds + 60)) "$fuzzer" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/artifacts/" "${dict[@]}" \
  "${dirs[@]}" >"$log" 2>&1
rc=$?
stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -n 1; }
execs=$(stat number_of_executed_units)
rate=$(stat average_exec_per_sec)
cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
files=$(find "$work/corpus" -type f | wc -l)
artifacts=$(find "$work/artifacts" -type f)
if [ $rc -ne 0 ] || [ -n "$artifacts" ]; then
  tail -n 60 "$log"
  echo "fuzz $target: FAILED (exit $rc) after ${execs:-?} runs; input(s): ${artifacts:-none}"
  echo "fuzz $target: keep a crasher as tests/fuzz/crashers/$target/<name> once it is fixed"
  exit 1
fi
# scripts/test.sh prints this line again under the suite's summary.
echo "fuzz $target: ${execs:-?} runs in $seconds s (${rate:-?} exec/s), cov ${cov:-?}," \
  "ft ${ft:-?}, $files new inputs, no crash" | tee "$work/summary.txt"
