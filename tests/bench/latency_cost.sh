#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What the latency probes cost (docs/latency.md, "Cost"), on 127.0.0.1:
#   CPU:   a client with a long idle phase (probes only, every PROBE_MS: default 20, the
#          default spacing; 10 is the fastest) against
#          a one-off server. During the idle phase the probes are all either process does (the
#          client's run thread sleeps; the server's session waits for the data connections,
#          looking at its control connection every 100 ms), so the CPU time each process uses
#          from 2 s into the idle phase to 2 s before its end, over that wall time, bounds the
#          probes' share of one core from above. Read from /proc/PID/stat (utime + stime, clock
#          ticks, and the run time of its threads from schedstat, in ns). Asserted: under 1 % on
#          each end, by both counts.
#   Bytes: computed, not measured: a probe and its echo are 48 bytes of payload, 76 with IPv4
#          and UDP headers (96 with IPv6), 114 (134) on an Ethernet wire with its 38 bytes of
#          framing. At 100 probes a second: 91.2 kbit/s each way (107.2 with IPv6), 0.009 %
#          (0.011 %) of 1 Gbit/s.
# Linux. Run by hand (not a timed test): bash tests/bench/latency_cost.sh [IDLE_SECONDS [PROBE_MS]]
# (20 s, 20 ms).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CLI=${BENCHWIRE_CLI:-$HERE/../../build/app/cli/benchwire-cli}
IDLE=${1:-20}
PROBE_MS=${2:-20}
PORT=${BENCH_PORT:-45211}
[[ -x $CLI ]] || { echo "no $CLI; build it: cmake --build build --target benchwire-cli" >&2; exit 1; }
((IDLE >= 8)) || { echo "the idle phase must be 8 s or longer" >&2; exit 2; }
WORK=$(mktemp -d)
server= client=
cleanup() {
    [[ -n $client ]] && kill "$client" 2>/dev/null || true
    [[ -n $server ]] && kill "$server" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; } # user + system, clock ticks
# Run time of the live threads in nanoseconds (the scheduler's own count, far finer than ticks;
# every thread of either process lives through the measured window).
runns() { cat /proc/"$1"/task/*/schedstat 2>/dev/null | awk '{ s += $1 } END { printf "%d", s }'; }
HZ=$(getconf CLK_TCK)

"$CLI" -s -1 -B 127.0.0.1 -p "$PORT" --no-discovery >"$WORK/server.txt" 2>&1 &
server=$!
for _ in $(seq 50); do grep -q listening "$WORK/server.txt" && break; sleep 0.1; done
"$CLI" -c 127.0.0.1 -p "$PORT" -t 0.5 -b 1M -J --idle "$IDLE" --probe-interval "$PROBE_MS" \
    >"$WORK/client.json" &
client=$!
sleep 2
c0=$(ticks "$client") s0=$(ticks "$server") t0=$(date +%s.%N)
cn0=$(runns "$client") sn0=$(runns "$server")
sleep $((IDLE - 4))
c1=$(ticks "$client") s1=$(ticks "$server") t1=$(date +%s.%N)
cn1=$(runns "$client") sn1=$(runns "$server")
timeout 60 tail --pid="$client" -f /dev/null
client=
sent=$(jq .latency.probesSent "$WORK/client.json")
lost=$(jq .latency.probesLost "$WORK/client.json")
idle_ms=$(jq '.latency.idleRtt.medianUs / 1000' "$WORK/client.json")
pct() { awk -v a="$1" -v b="$2" -v hz="$HZ" -v t0="$t0" -v t1="$t1" 'BEGIN { printf "%.3f", 100 * (b - a) / hz / (t1 - t0) }'; }
client_pct=$(pct "$c0" "$c1") server_pct=$(pct "$s0" "$s1")
nspct() { awk -v a="$1" -v b="$2" -v t0="$t0" -v t1="$t1" 'BEGIN { printf "%.3f", 100 * (b - a) / 1e9 / (t1 - t0) }'; }
client_ns=$(nspct "$cn0" "$cn1") server_ns=$(nspct "$sn0" "$sn1")
per_probe() { awk -v a="$1" -v b="$2" -v p="$PROBE_MS" -v t0="$t0" -v t1="$t1" 'BEGIN { printf "%.1f", (b - a) / 1e3 / ((t1 - t0) * 1000 / p) }'; }
echo "probes: $sent sent, $lost lost, idle RTT median $idle_ms ms, every $PROBE_MS ms, $IDLE s idle"
echo "CPU over $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s of the idle phase: client $((c1 - c0)) ticks, server $((s1 - s0)) ticks (${HZ}/s)"
echo "probe cost: client ${client_pct} % of a core, server ${server_pct} % of a core"
echo "run time (schedstat): client ${client_ns} %, server ${server_ns} % of a core; per probe: client $(per_probe "$cn0" "$cn1") us, server $(per_probe "$sn0" "$sn1") us"
echo "byte cost (computed): $(awk -v p="$PROBE_MS" 'BEGIN { r = 114 * 8 * 1000 / p; printf "%.1f kbit/s each way at %d ms (IPv4, Ethernet framing) = %.4f %% of 1 Gbit/s", r / 1000, p, 100 * r / 1e9 }')"
awk -v c="$client_pct" -v s="$server_pct" -v cn="$client_ns" -v sn="$server_ns" 'BEGIN { exit !(c < 1 && s < 1 && cn < 1 && sn < 1) }' ||
    { echo "FAIL: the probes cost 1 % of a core or more"; exit 1; }
echo "PASS: under 1 % of a core on each end"
