#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: what the desktop app costs next to the CLI on the same loopback run.
# One benchwire-cli server on 127.0.0.1; each round has a CLI client run and a GUI-driven run
# (benchwire --run upload --quit-after-run), both 10 s, 8 streams, 100 ms intervals.
# Prints each run's receiver Gbit/s, the median GUI/CLI throughput ratio (goal: >= 0.97) and
# the CPU of the GUI thread (the main thread: draining the bridge, the chart timer and all
# painting) in percent of one core over the run (goal: < 5 %). The engine's worker threads in
# the GUI process move the data just as the CLI's do, so they are not counted as drawing.
#
#   bash tests/bench/gui_vs_cli.sh
#   BENCH_DURATION=3 BENCH_ROUNDS=1 bash tests/bench/gui_vs_cli.sh     # quick check
# Environment: BENCH_DURATION (10), BENCH_ROUNDS (3), BENCH_STREAMS (8), BENCH_INTERVAL (0.1),
# BENCH_PORT (45301), BENCH_QPA, BENCHWIRE_CLI, BENCHWIRE_GUI (binaries; default build/app/...).
set -u -o pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=${BENCHWIRE_CLI:-$ROOT/build/app/cli/benchwire-cli}
GUI=${BENCHWIRE_GUI:-$ROOT/build/app/gui/benchwire}
DURATION=${BENCH_DURATION:-10}
ROUNDS=${BENCH_ROUNDS:-3}
STREAMS=${BENCH_STREAMS:-8}
INTERVAL=${BENCH_INTERVAL:-0.1}
PORT=${BENCH_PORT:-45301}
HZ=$(getconf CLK_TCK)

die() { echo "gui_vs_cli: $*" >&2; exit 1; }
[[ -x $CLI ]] || die "no $CLI (cmake --build build --target benchwire-cli)"
[[ -x $GUI ]] || die "no $GUI (cmake --build build --target benchwire)"
command -v python3 >/dev/null || die "python3 is missing"
TMP=$(mktemp -d /tmp/benchwire-guibench.XXXXXX)
# The GUI keeps every run in its history: here in the scratch folder, not the user's.
export BENCHWIRE_HISTORY_DIR=$TMP/history
SERVER_PID=
cleanup() {
    [[ -n $SERVER_PID ]] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
    rm -rf "$TMP"
}
trap cleanup EXIT

# BENCH_PIN=1: the server on CPU 1 and each client on CPU 0, as if they were two machines: the
# GUI's drawing then competes only with its own workers, and neither client can get the
# other's share of the server's core. Unpinned, four busy data threads share two cores and the
# scheduler's placement moves the figures by up to 15 % from run to run.
client_pin=() server_pin=()
if [[ ${BENCH_PIN:-0} == 1 ]]; then
    command -v taskset >/dev/null || die "taskset is missing (apt-get install util-linux)"
    (($(nproc) >= 2)) || die "BENCH_PIN=1 needs two CPUs"
    client_pin=(taskset -c 0) server_pin=(taskset -c 1)
fi

# A display for the GUI: the caller's, else a virtual X server, else Qt's offscreen platform.
# BENCH_QPA=offscreen forces Qt's offscreen platform (no X server work at all).
gui_launcher=()
if [[ ${BENCH_QPA:-} == offscreen ]]; then
    export QT_QPA_PLATFORM=offscreen
elif [[ -z ${DISPLAY:-} ]]; then
    if command -v xvfb-run >/dev/null; then
        gui_launcher=(xvfb-run -a -s '-screen 0 1366x768x24')
    else
        export QT_QPA_PLATFORM=offscreen
    fi
fi

# receiver bits per second of the upload summary in a benchwire-result JSON file
mean_bps() {
    python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(sum(s["receiverBitsPerSecond"]["mean"] for s in d["summaries"]))' "$1"
}

# thread_ticks PID TID: user+sys clock ticks of one thread (fields 14 and 15 of its stat)
thread_ticks() {
    awk '{ sub(/^.*\) /, ""); print $12 + $13 }' "/proc/$1/task/$2/stat" 2>/dev/null
}

run_cli() {
    "${client_pin[@]}" "$CLI" -c 127.0.0.1 -p "$PORT" -t "$DURATION" -P "$STREAMS" -i "$INTERVAL" -J >"$1" \
        2>"$TMP/cli.err" || die "CLI run failed: $(cat "$TMP/cli.err")"
}

# Runs the GUI client; prints the GUI thread's CPU % of one core while the test ran.
run_gui() {
    local json=$1
    "${gui_launcher[@]}" "${client_pin[@]}" "$GUI" --peer 127.0.0.1 --port "$PORT" --run upload \
        --duration "$DURATION" --streams "$STREAMS" --interval "$INTERVAL" \
        --quit-after-run --save-json "$json" >"$TMP/gui.log" 2>&1 &
    local launcher=$! pid= t0 c0 t1 c1 c
    for _ in $(seq 50); do
        pid=$(pgrep -n -x -f "$GUI --peer 127.0.0.1 --port $PORT .*" || true)
        [[ -n $pid ]] && break
        sleep 0.1
    done
    [[ -n $pid ]] || die "the GUI did not start: $(cat "$TMP/gui.log")"
    sleep 1.5 # start-up and connection: not part of the run
    t0=$(date +%s.%N) c0=$(thread_ticks "$pid" "$pid")
    t1=$t0 c1=$c0
    while c=$(thread_ticks "$pid" "$pid") && [[ -n $c ]]; do
        t1=$(date +%s.%N) c1=$c
        sleep 0.2
    done
    wait "$launcher" || die "GUI run failed: $(cat "$TMP/gui.log")"
    python3 -c "print(f'{100 * ($c1 - $c0) / $HZ / ($t1 - $t0):.2f}')"
}

"${server_pin[@]}" "$CLI" -s -p "$PORT" >"$TMP/server.log" 2>&1 &
SERVER_PID=$!
sleep 0.5
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) vCPU, load $(cut -d' ' -f1 /proc/loadavg)"
echo "- run: upload on 127.0.0.1, ${DURATION} s, ${STREAMS} streams, ${INTERVAL} s intervals, $ROUNDS rounds$([[ ${BENCH_PIN:-0} == 1 ]] && echo ', server pinned to CPU 1, clients to CPU 0')"
echo
echo "| round | CLI Gbit/s | GUI Gbit/s | GUI/CLI | GUI thread CPU % of one core |"
echo "|---|---|---|---|---|"
: >"$TMP/rows"
for round in $(seq "$ROUNDS"); do
    # Alternate which client goes first, so neither always follows the other's teardown.
    if ((round % 2)); then
        run_cli "$TMP/cli$round.json"
        cpu=$(run_gui "$TMP/gui$round.json") || exit 1
    else
        cpu=$(run_gui "$TMP/gui$round.json") || exit 1
        run_cli "$TMP/cli$round.json"
    fi
    cli=$(mean_bps "$TMP/cli$round.json")
    gui=$(mean_bps "$TMP/gui$round.json")
    echo "$cli $gui $cpu" >>"$TMP/rows"
    python3 -c "c,g,u=$cli,$gui,$cpu; print(f'| $round | {c/1e9:.2f} | {g/1e9:.2f} | {g/c:.3f} | {u:.2f} |')"
done
python3 - "$TMP/rows" <<'PY'
import statistics, sys
rows = [list(map(float, l.split())) for l in open(sys.argv[1]) if l.strip()]
ratio = statistics.median(g / c for c, g, _ in rows)
means = statistics.mean(g for _, g, _ in rows) / statistics.mean(c for c, _, _ in rows)
cpu = statistics.median(u for _, _, u in rows)
print()
print(f"median GUI/CLI throughput: {ratio:.3f} (goal >= 0.97: {'met' if ratio >= 0.97 else 'NOT met'})")
print(f"mean GUI / mean CLI throughput: {means:.3f}")
print(f"median GUI thread CPU: {cpu:.2f} % of one core (goal < 5 %: {'met' if cpu < 5 else 'NOT met'})")
PY
