#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What the latency probes cost (docs/latency.md, "Cost"), on 127.0.0.1:
#   CPU:   a client with a long idle phase (probes only, the fastest spacing, 10 ms) against a
#          one-off server, both under /usr/bin/time; the same run with --no-latency (no idle
#          phase) is the baseline. (probe run - baseline) / idle seconds = the probes' share of
#          one core, client and server each. Asserted: under 1 %.
#   Bytes: computed, not measured: a probe and its echo are 48 bytes of payload, 76 with IPv4
#          and UDP headers (96 with IPv6), 114 (134) on an Ethernet wire with its 38 bytes of
#          framing. At 100 probes a second: 91.2 kbit/s each way (107.2 with IPv6), 0.009 %
#          (0.011 %) of 1 Gbit/s.
# Run by hand (not a timed test): bash tests/bench/latency_cost.sh [IDLE_SECONDS] (default 20).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CLI=${BENCHWIRE_CLI:-$HERE/../../build/app/cli/benchwire-cli}
IDLE=${1:-20}
PORT=${BENCH_PORT:-45211}
[[ -x $CLI ]] || { echo "no $CLI; build it: cmake --build build --target benchwire-cli" >&2; exit 1; }
command -v /usr/bin/time >/dev/null || { echo "no /usr/bin/time (package time)" >&2; exit 1; }
WORK=$(mktemp -d)
server=
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# run NAME CLIENT-FLAGS...: one test; prints "client_cpu_s server_cpu_s" (user + sys).
run() {
    local name=$1; shift
    /usr/bin/time -o "$WORK/$name.server" -f '%U %S' timeout $((IDLE + 60)) \
        "$CLI" -s -1 -B 127.0.0.1 -p "$PORT" --no-discovery >"$WORK/$name.slog" 2>&1 &
    server=$!
    for _ in $(seq 50); do grep -q listening "$WORK/$name.slog" && break; sleep 0.1; done
    /usr/bin/time -o "$WORK/$name.client" -f '%U %S' timeout $((IDLE + 60)) \
        "$CLI" -c 127.0.0.1 -p "$PORT" -t 0.5 -b 1M -J "$@" >"$WORK/$name.json"
    wait "$server" || true
    server=
    echo "$(awk '{ print $1 + $2 }' "$WORK/$name.client") $(awk '{ print $1 + $2 }' "$WORK/$name.server")"
}

read -r c0 s0 < <(run base --no-latency)
read -r c1 s1 < <(run probes --idle "$IDLE" --probe-interval 10)
sent=$(jq .latency.probesSent "$WORK/probes.json")
lost=$(jq .latency.probesLost "$WORK/probes.json")
idle_ms=$(jq '.latency.idleRtt.medianUs / 1000' "$WORK/probes.json")
client_pct=$(awk -v a="$c1" -v b="$c0" -v t="$IDLE" 'BEGIN { printf "%.3f", 100 * (a - b) / t }')
server_pct=$(awk -v a="$s1" -v b="$s0" -v t="$IDLE" 'BEGIN { printf "%.3f", 100 * (a - b) / t }')
echo "probes: $sent sent, $lost lost, idle RTT median $idle_ms ms, every 10 ms for $IDLE s"
echo "CPU seconds: client $c1 (baseline $c0), server $s1 (baseline $s0)"
echo "probe cost: client ${client_pct} % of a core, server ${server_pct} % of a core"
echo "byte cost (computed): 91.2 kbit/s each way at 10 ms (IPv4, Ethernet framing) = 0.009 % of 1 Gbit/s"
awk -v c="$client_pct" -v s="$server_pct" 'BEGIN { exit !(c < 1 && s < 1) }' ||
    { echo "FAIL: the probes cost 1 % of a core or more"; exit 1; }
echo "PASS: under 1 % of a core on each end"
