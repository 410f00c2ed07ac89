#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A mutation check of the test suite: plants realistic bugs (tests/mutation/plants.sh) one at
# a time in a copy of the source tree, rebuilds that copy incrementally and runs the fast tests
# (engine and loopback integration tests: no Wine, GUI, iperf3 interop or namespaces) against
# each. A plant some test fails on is "caught"; one the whole run passes "SURVIVED".
#
#   tests/mutation/mutate.sh [--all] [--list] [--check] [PLANT...]
#
#   --all    run every fast test against each plant and name every test that caught it
#            (default: stop at the first failing test, much faster)
#   --list   print the plants and exit
#   --check  only check that every plant still applies to this tree (its file exists and its
#            text occurs there exactly once), without copying or building anything; exit 2
#            when one does not (ctest style.mutation_plants)
#   PLANT    run only these plants (default: all)
#
# Every run starts with that check, over all plants: a plant whose file or text is gone stops
# the run (exit 2) before anything is built. BENCHWIRE_MUTATION_DIR (default
# /tmp/benchwire-mutation) holds the copy and its one build folder, reused across plants and
# runs so each rebuild is incremental. The real tree is only read. Ends with
# "mutation: N caught, M survived"; exits 1 when a plant survived, 2 when the suite fails
# without any plant or a plant no longer applies or compiles.
# The run itself is not part of ctest (it takes tens of minutes); see docs/mutation.md.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=${BENCHWIRE_MUTATION_DIR:-/tmp/benchwire-mutation}
src=$work/src
build=$work/build
logs=$work/logs
all=0
list=0
check=0
only=()
for arg in "$@"; do
  case $arg in
  --all) all=1 ;;
  --list) list=1 ;;
  --check) check=1 ;;
  -h | --help)
    sed -n '3,24p' "${BASH_SOURCE[0]}"
    exit 0
    ;;
  -*)
    echo "mutate.sh: unknown option $arg" >&2
    exit 2
    ;;
  *) only+=("$arg") ;;
  esac
done

names=() files=() olds=() news=() whys=()
plant() { names+=("$1"); files+=("$2"); olds+=("$3"); news+=("$4"); whys+=("$5"); }
# shellcheck source=plants.sh
source "$root/tests/mutation/plants.sh"

if [ "$list" = 1 ]; then
  for i in "${!names[@]}"; do printf '%-26s %s: %s\n' "${names[$i]}" "${files[$i]}" "${whys[$i]}"; done
  exit 0
fi

# Checks every plant against the real tree: a name used once, its file there, its text in that
# file exactly once. One line per plant that no longer applies, on stderr; fails if any.
check_plants() {
  local i args=()
  for i in "${!names[@]}"; do args+=("${names[$i]}" "${files[$i]}" "${olds[$i]}"); done
  python3 - "$root" "${args[@]}" <<'PY'
import os
import sys

root, rest = sys.argv[1], sys.argv[2:]
plants = list(zip(rest[0::3], rest[1::3], rest[2::3]))
stale = []
seen = set()
for name, path, old in plants:
    if name in seen:
        stale.append(f"{name}: the name is used by more than one plant")
    seen.add(name)
    full = os.path.join(root, path)
    if not os.path.isfile(full):
        stale.append(f"{name}: {path} does not exist")
        continue
    with open(full, encoding="utf-8") as f:
        count = f.read().count(old)
    if count != 1:
        stale.append(f"{name}: its text occurs {count} times in {path} (it must occur once)")
for line in stale:
    print(f"mutate.sh: STALE plant {line}", file=sys.stderr)
if stale:
    print(f"mutate.sh: {len(stale)} plant(s) no longer apply: retarget each in "
          "tests/mutation/plants.sh at the code that now holds its logic (do not drop it)",
          file=sys.stderr)
    sys.exit(1)
print(f"mutate.sh: all {len(plants)} plants apply to {root}")
PY
}

check_plants || exit 2
[ "$check" = 1 ] && exit 0
selected=()
for i in "${!names[@]}"; do
  if [ ${#only[@]} = 0 ] || printf '%s\n' "${only[@]}" | grep -qx -- "${names[$i]}"; then selected+=("$i"); fi
done
if [ ${#selected[@]} = 0 ]; then
  echo "mutate.sh: no such plant: ${only[*]} (see --list)" >&2
  exit 2
fi

# Copies the tree (tracked and untracked files, not ignored ones). A file whose content did not
# change since the last run is left alone, whatever its mtime says (a checkout or a stash
# touches files without changing them), so the copy's build stays incremental.
copy_tree() {
  mkdir -p "$src" "$logs"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard) |
    while IFS= read -r -d '' f; do
      [ -f "$root/$f" ] || continue
      if ! cmp -s "$root/$f" "$src/$f"; then
        mkdir -p "$(dirname "$src/$f")"
        cp "$root/$f" "$src/$f"
      fi
    done
}

# Replaces OLD by NEW in FILE, exactly once; fails when OLD is not there exactly once.
replace_once() { # file old new
  python3 - "$1" "$2" "$3" <<'PY'
import sys
path, old, new = sys.argv[1:4]
text = open(path, encoding="utf-8").read()
count = text.count(old)
if count != 1:
    sys.exit(f"the text to replace occurs {count} times in {path}")
open(path, "w", encoding="utf-8").write(text.replace(old, new))
PY
}

build_copy() { # log
  cmake --build "$build" >"$1" 2>&1
}

# The fast tests, cheapest first: CLI and engine units, then the loopback integration tests.
fast_tests() {
  (cd "$build" && ctest -N) | sed -n 's/^ *Test *#[0-9]*: //p' |
    grep -E '^(cli|engine|integration)\.' | grep -vE 'netns|windows|interop|bench' |
    sort -t. -k1,1 -s
}

# Qt Test's failed checks in one run's output: "Class::function(row)", one a line.
failed_checks() {
  perl -ne 'print "$1\n" if /^FAIL!  : (\S+?\(.*?\))(?: |$)/' | sort -u
}

# Runs one test. A failure counts only when a second run fails too, and, where Qt Test names
# the failed checks, when one check failed both times: a planted bug fails the same check every
# time, while a timing-sensitive test on a loaded machine fails now this row, now that one.
run_test() { # test log
  local try out first="" second=""
  for try in 1 2; do
    out=$(cd "$build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -R "^${1//./\\.}\$" 2>&1) && {
      printf '=== %s, run %s: passed\n%s\n' "$1" "$try" "$out" >>"$2"
      return 0
    }
    printf '=== %s, run %s: failed\n%s\n' "$1" "$try" "$out" >>"$2"
    if [ "$try" = 1 ]; then first=$(failed_checks <<<"$out"); else second=$(failed_checks <<<"$out"); fi
  done
  [ -z "$first$second" ] && return 1 # a crash, a timeout or a script: no checks named
  if comm -12 <(echo "$first") <(echo "$second") | grep -q .; then return 1; fi
  echo "=== $1: failed twice, but no check failed both times: counted as flaky, not a catch" >>"$2"
  return 0
}

# Runs the fast tests; prints the names of those that failed (stops at the first unless --all).
run_tests() { # log
  local t failed=()
  for t in $tests; do
    if ! run_test "$t" "$1"; then
      failed+=("$t")
      [ "$all" = 1 ] || break
    fi
  done
  echo "${failed[*]}"
}

restore() { # file
  cp -p "$root/$1" "$src/$1"
  touch "$src/$1" # newer than the planted copy's objects: rebuilt next time
}

echo "mutation: copying $root to $src"
copy_tree
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBENCHWIRE_GUI=OFF \
    -DBENCHWIRE_TESTS=ON >"$logs/configure.log" 2>&1 || {
    cat "$logs/configure.log"
    exit 2
  }
fi
echo "mutation: building the unplanted copy"
build_copy "$logs/baseline-build.log" || {
  tail -30 "$logs/baseline-build.log"
  exit 2
}
tests=$(fast_tests)
echo "mutation: fast tests: $(echo "$tests" | tr '\n' ' ')"
echo "mutation: running them without a plant (they must pass)"
: >"$logs/baseline.log"
saved_all=$all
all=1
baseline=$(run_tests "$logs/baseline.log")
all=$saved_all
if [ -n "$baseline" ]; then
  echo "mutation: the suite fails without any plant: $baseline (log: $logs/baseline.log)"
  exit 2
fi

caught=0 survived=0 broken=0
report=()
current=""
trap '[ -n "$current" ] && restore "$current"' EXIT
for i in "${selected[@]}"; do
  name=${names[$i]} file=${files[$i]}
  log=$logs/$name.log
  : >"$log"
  start=$SECONDS
  if ! replace_once "$src/$file" "${olds[$i]}" "${news[$i]}" >>"$log" 2>&1; then
    line="$name: STALE (the code to change is gone: $(tail -1 "$log"))"
    broken=$((broken + 1))
  else
    current=$file
    if ! build_copy "$log"; then
      line="$name: BROKEN (the planted copy does not compile; see $log)"
      broken=$((broken + 1))
    else
      failed=$(run_tests "$log")
      if [ -n "$failed" ]; then
        line="$name: caught by: $failed"
        caught=$((caught + 1))
      else
        line="$name: SURVIVED (${whys[$i]})"
        survived=$((survived + 1))
      fi
    fi
    restore "$file"
    current=""
  fi
  line="$line [$((SECONDS - start)) s]"
  echo "  $line"
  report+=("$line")
done
echo
echo "mutation report ($(date -u '+%Y-%m-%d %H:%M UTC'), tree $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet || echo '+changes')):"
printf '  %s\n' "${report[@]}"
echo "mutation: $caught caught, $survived survived$([ "$broken" = 0 ] || echo ", $broken stale or broken")"
# Leave the copy's objects matching the real tree for the next run.
build_copy "$logs/final-build.log" || true
[ "$broken" = 0 ] || exit 2
[ "$survived" = 0 ]
