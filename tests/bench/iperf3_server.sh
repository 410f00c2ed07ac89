#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: a stock iperf3 client against Benchwire's server (the iperf3
# dialect) and against iperf3's own server, same settings, on 127.0.0.1. Upload and -R,
# 1 and 4 streams, BENCH_ROUNDS rounds with the two servers' order alternating. Prints each
# server's median receiver Gbit/s (end.sum_received of the client's -J), the CPU-seconds per
# GB of client + server, the cores each end used, and Benchwire / iperf3 per case. Target: Benchwire's server is not
# the slower end (throughput ratio >= 1.0). Compare only runs on an otherwise idle
# machine. The same-round ratios divide each Benchwire run by the iperf3 run next to it.
# BENCH_PIN=1: both servers on CPU 1 and the client on CPU 0 (taskset), as two machines.
# For a load-independent view of the same comparison (instructions, system calls and
# context switches per GB), see server_cost.sh.
#
#   bash tests/bench/iperf3_server.sh                            # 10 s x 3 rounds, ~5 minutes
#   BENCH_DURATION=3 BENCH_ROUNDS=1 bash tests/bench/iperf3_server.sh    # quick check
# Environment: BENCH_DURATION (s), BENCH_ROUNDS, BENCH_STREAMS ("1 4"), BENCH_MODES
# ("up down"), BENCH_PORT (45211; +1, and +2 with a baseline, are used too), BENCH_LEN (128K),
# BENCHWIRE_CLI, BENCH_PIN,
# BENCH_CC (the client's congestion control, iperf3 -C; empty: the kernel's default, printed),
# BENCH_SERVER_ARGS (more flags for Benchwire's server, e.g. "--threads 1", printed),
# BENCHWIRE_BASELINE_CLI (another build's benchwire-cli: its server runs as `benchwire-base` in
# the same rounds, port +2, and the summary adds Benchwire / benchwire-base with the same-round
# ratios; docs/development.md, "Before and after a change").
set -u -o pipefail
BENCH_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCHWIRE_CLI=${BENCHWIRE_CLI:-$BENCH_ROOT/build/app/cli/benchwire-cli}
BENCH_DURATION=${BENCH_DURATION:-10}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_PORT=${BENCH_PORT:-45211}
BENCH_LEN=${BENCH_LEN:-128K}
BENCH_STREAMS=${BENCH_STREAMS:-1 4}
BENCH_MODES=${BENCH_MODES:-up down}
BENCH_PIN=${BENCH_PIN:-0}
BENCH_CC=${BENCH_CC:-}
BENCH_SERVER_ARGS=${BENCH_SERVER_ARGS:-}
BENCHWIRE_BASELINE_CLI=${BENCHWIRE_BASELINE_CLI:-}
BENCH_KEEP_TMP=0

bench_die() { echo "bench: $*" >&2; exit 1; }
bench_cleanup_tmp() {
    [[ $BENCH_KEEP_TMP == 0 && -n ${BENCH_TMP:-} && -d $BENCH_TMP ]] && rm -rf "$BENCH_TMP"
    return 0
}
wait_listen() { # PORT: at most 5 s
    local i
    for ((i = 0; i < 100; i++)); do
        [[ -n $(ss -Hltn "sport = :$1" 2>/dev/null) ]] && return 0
        sleep 0.05
    done
    return 1
}
# user+sys seconds from GNU time's "-f '%U %S'" file.
pin() { [[ $BENCH_PIN == 1 ]] && echo "taskset -c $1"; }
cpu_of() { awk 'NF >= 2 { printf "%.2f", $1 + $2; found = 1 } END { if (!found) print "nan" }' "$1" 2>/dev/null || echo nan; }

for t in iperf3 python3 ss /usr/bin/time timeout; do
    command -v "$t" >/dev/null || bench_die "$t is missing (apt-get install -y iperf3 time iproute2 python3)"
done
[[ -x $BENCHWIRE_CLI ]] || bench_die "no $BENCHWIRE_CLI; build it: cmake --build build --target benchwire-cli"
servers="benchwire iperf3"
if [[ -n $BENCHWIRE_BASELINE_CLI ]]; then
    [[ -x $BENCHWIRE_BASELINE_CLI ]] || bench_die "BENCHWIRE_BASELINE_CLI=$BENCHWIRE_BASELINE_CLI is not an executable"
    servers="benchwire benchwire-base iperf3"
fi
BENCH_TMP=$(mktemp -d /tmp/benchwire-iperf3-bench.XXXXXX)
trap 'bench_cleanup_tmp' EXIT
records=$BENCH_TMP/records.tsv
: >"$records"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) vCPU, kernel $(uname -r)"
echo "- client: $(iperf3 --version | head -1 | cut -d' ' -f1-2) in every run; servers:" \
    "benchwire-cli $("$BENCHWIRE_CLI" --version | awk '{print $2}') -s -1${BENCH_SERVER_ARGS:+ $BENCH_SERVER_ARGS}$(
        [[ -n $BENCHWIRE_BASELINE_CLI ]] && echo ", benchwire-base ($BENCHWIRE_BASELINE_CLI) with the same flags,") and iperf3 -s -1"
echo "- settings: ${BENCH_DURATION} s, ${BENCH_ROUNDS} rounds alternating the servers, -l $BENCH_LEN, 127.0.0.1$(
    [[ $BENCH_PIN == 1 ]] && echo ", servers pinned to CPU 1, the client to CPU 0")"
cc_note=$BENCH_CC
[[ -n $cc_note ]] || cc_note="$(sysctl -n net.ipv4.tcp_congestion_control) (the kernel default)"
echo "- congestion control of the client's sender: $cc_note"
echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) at start"

# one SERVER MODE STREAMS ROUND: one run, appended to the records.
one() {
    local server=$1 mode=$2 streams=$3 round=$4 port d spid flags=""
    [[ $mode == down ]] && flags="-R"
    [[ -n $BENCH_CC ]] && flags="$flags -C $BENCH_CC"
    d=$BENCH_TMP/$server-$mode-$streams-$round
    mkdir -p "$d"
    if [[ $server == benchwire* ]]; then
        local cli=$BENCHWIRE_CLI
        port=$BENCH_PORT
        [[ $server == benchwire-base ]] && { cli=$BENCHWIRE_BASELINE_CLI; port=$((BENCH_PORT + 2)); }
        # shellcheck disable=SC2046,SC2086
        /usr/bin/time -o "$d/server.time" -f '%U %S' timeout $((BENCH_DURATION + 30)) $(pin 1) \
            "$cli" -s -1 -p "$port" -B 127.0.0.1 $BENCH_SERVER_ARGS >"$d/server.out" 2>&1 &
    else
        port=$((BENCH_PORT + 1))
        # shellcheck disable=SC2046
        /usr/bin/time -o "$d/server.time" -f '%U %S' timeout $((BENCH_DURATION + 30)) $(pin 1) \
            iperf3 -s -1 -p "$port" -B 127.0.0.1 >"$d/server.out" 2>&1 &
    fi
    spid=$!
    wait_listen "$port" || { echo "bench: $server did not listen on $port" >&2; wait "$spid"; return 1; }
    # shellcheck disable=SC2086,SC2046
    /usr/bin/time -o "$d/client.time" -f '%U %S' timeout $((BENCH_DURATION + 20)) $(pin 0) \
        iperf3 -c 127.0.0.1 -p "$port" -t "$BENCH_DURATION" -P "$streams" -l "$BENCH_LEN" $flags -J \
        >"$d/client.out" 2>"$d/client.err"
    wait "$spid"
    local result
    if ! result=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
if d.get("error"): sys.exit(d["error"])
r = d["end"]["sum_received"]
print(r["bits_per_second"], r["bytes"])' "$d/client.out" 2>&1); then
        echo "bench: $server $mode -P $streams round $round failed: $result (logs in $d)" >&2
        BENCH_KEEP_TMP=1
        return 1
    fi
    echo "$server $mode $streams $round $result $(cpu_of "$d/client.time") $(cpu_of "$d/server.time")" >>"$records"
    printf '  %-14s %-4s -P %s round %s: %8.2f Gbit/s\n' "$server" "$mode" "$streams" "$round" \
        "$(awk -v b="${result%% *}" 'BEGIN { print b / 1e9 }')" >&2
}

read -ra list <<<"$servers"
for ((round = 1; round <= BENCH_ROUNDS; round++)); do
    for mode in $BENCH_MODES; do
        for streams in $BENCH_STREAMS; do
            # The servers' order rotates every round, so none always runs first.
            order=()
            for ((i = 0; i < ${#list[@]}; i++)); do
                order+=("${list[(i + round - 1) % ${#list[@]}]}")
            done
            for server in "${order[@]}"; do one "$server" "$mode" "$streams" "$round" || true; done
        done
    done
done
echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) at end"

python3 - "$records" "$BENCH_DURATION" <<'EOF'
import math, statistics, sys
runs = {}
seconds = float(sys.argv[2])
for line in open(sys.argv[1]):
    server, mode, streams, rnd, bps, nbytes, cpu_c, cpu_s = line.split()
    cpu = float(cpu_c) + float(cpu_s)
    runs.setdefault((mode, int(streams), server), []).append(
        (float(bps), cpu / (int(nbytes) / 1e9), rnd, float(cpu_c) / seconds, float(cpu_s) / seconds))
print()
# Cores each end used (CPU-seconds over the run's seconds): on loopback the client's one thread
# is the bottleneck, and the kernel's work for a segment runs in whichever process's context
# sent it, so these show where the work went (docs/benchmarks.md).
print("| iperf3 client | server | median Gbit/s | CPU-s/GB | client cores | server cores | rounds (Gbit/s) |")
print("| --- | --- | ---: | ---: | ---: | ---: | --- |")
ratios = []
base = []
for mode, streams in sorted({(k[0], k[1]) for k in runs}, key=lambda k: (k[0] != "up", k[1])):
    med = {}
    for server in ("benchwire", "benchwire-base", "iperf3"):
        r = runs.get((mode, streams, server))
        if not r:
            continue
        med[server] = statistics.median(x[0] for x in r)
        print("| %s -P %d | %s | %.2f | %.3f | %.2f | %.2f | %s |" % (
            "-R" if mode == "down" else "upload", streams, server, med[server] / 1e9,
            statistics.median(x[1] for x in r), statistics.median(x[3] for x in r),
            statistics.median(x[4] for x in r), " ".join("%.2f" % (x[0] / 1e9) for x in r)))
    name = "%s -P %d" % ("-R" if mode == "down" else "upload", streams)
    for peer, into in (("iperf3", ratios), ("benchwire-base", base)):
        if "benchwire" in med and peer in med:
            mine = {x[2]: x[0] for x in runs[(mode, streams, "benchwire")]}
            same = sorted(mine[x[2]] / x[0] for x in runs[(mode, streams, peer)] if x[2] in mine)
            into.append((name, med["benchwire"] / med[peer], same))
def show(line, same):
    print(line)
    if same:
        print("  same-round ratios: median %.3f (%s)" % (statistics.median(same), " ".join("%.2f" % r for r in same)))
print()
for name, ratio, same in base:
    show("- %s: Benchwire server / benchwire-base server (before/after) throughput %.3f" % (name, ratio), same)
for name, ratio, same in ratios:
    show("- %s: Benchwire server / iperf3 server throughput %.3f %s" % (name, ratio, "" if ratio >= 1.0 else "(below 1.0)"), same)
if ratios:
    g = math.exp(sum(math.log(r) for _, r, _ in ratios) / len(ratios))
    print("- geometric mean of the ratios: %.3f (target >= 1.0): %s" % (g, "met" if g >= 1.0 else "NOT met"))
EOF
