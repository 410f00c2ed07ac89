#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: what each server spends per GB it moves, counted in ways that do not
# depend on how busy the machine is, so it can be run (and repeated) on a loaded machine.
# The same stock iperf3 client moves the same byte count (-n, default 2G) to Benchwire's
# server (benchwire-cli -s -1, its iperf3 dialect) and to iperf3's own server (iperf3 -s -1),
# upload (the server receives) and -R (the server sends), on 127.0.0.1, the servers alternating.
#
#   BENCH_COST=callgrind (default): the server runs under valgrind --tool=callgrind; prints the
#     user-space instructions it executed (every thread, start to exit, set-up included) per
#     GB received by the receiver (end.sum_received.bytes of the client's -J, which for upload
#     is the server's own count). Kernel work (the copies themselves) is not in this figure.
#   BENCH_COST=perf: the server runs under perf stat; prints per GB its system calls by kind
#     (software tracepoints: exact counts), context switches and task-clock ms (CPU time: it
#     moves with load far less than wall-clock time, but some), and the same two for the
#     iperf3 client (client:...), whose CPU the receiver's wake-ups and ACKs cost on loopback.
#
#   bash tests/bench/server_cost.sh                       # both modes' default: callgrind
#   BENCH_COST=perf BENCH_BYTES=4G bash tests/bench/server_cost.sh
# Environment: BENCH_COST (callgrind|perf), BENCH_BYTES (2G), BENCH_ROUNDS (1), BENCH_MODES
# ("up down"), BENCH_LEN (128K), BENCH_STREAMS (1: the client's -P), BENCH_PORT (45231; +1 is used too), BENCH_PIN=1 (servers on
# CPU 1, the client on CPU 0), BENCHWIRE_CLI, BENCH_SERVERS ("benchwire iperf3"; add
# "benchwire-base" with BENCHWIRE_BASELINE_CLI=/path/to/an/older/benchwire-cli for before/after).
set -u -o pipefail
BENCH_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCHWIRE_CLI=${BENCHWIRE_CLI:-$BENCH_ROOT/build/app/cli/benchwire-cli}
BENCHWIRE_BASELINE_CLI=${BENCHWIRE_BASELINE_CLI:-}
BENCH_COST=${BENCH_COST:-callgrind}
BENCH_BYTES=${BENCH_BYTES:-2G}
BENCH_ROUNDS=${BENCH_ROUNDS:-1}
BENCH_MODES=${BENCH_MODES:-up down}
BENCH_LEN=${BENCH_LEN:-128K}
BENCH_STREAMS=${BENCH_STREAMS:-1}
BENCH_PORT=${BENCH_PORT:-45231}
BENCH_PIN=${BENCH_PIN:-0}
BENCH_SERVERS=${BENCH_SERVERS:-benchwire${BENCHWIRE_BASELINE_CLI:+ benchwire-base} iperf3}
BENCH_KEEP_TMP=0
# System calls counted in perf mode (those absent on a kernel are left out).
COST_SYSCALLS="read recvfrom recvmsg write sendto epoll_wait epoll_pwait select pselect6 poll ppoll
futex openat getsockopt clock_nanosleep nanosleep"

bench_die() { echo "bench: $*" >&2; exit 1; }
cleanup() {
    [[ $BENCH_KEEP_TMP == 0 && -n ${BENCH_TMP:-} && -d $BENCH_TMP ]] && rm -rf "$BENCH_TMP"
    return 0
}
wait_listen() { # PORT: at most 30 s (valgrind starts slowly)
    local i
    for ((i = 0; i < 600; i++)); do
        [[ -n $(ss -Hltn "sport = :$1" 2>/dev/null) ]] && return 0
        sleep 0.05
    done
    return 1
}
pin() { [[ $BENCH_PIN == 1 ]] && echo "taskset -c $1"; }

for t in iperf3 python3 ss timeout; do command -v "$t" >/dev/null || bench_die "$t is missing"; done
case $BENCH_COST in
callgrind) command -v valgrind >/dev/null || bench_die "valgrind is missing (apt-get install -y valgrind)" ;;
perf) command -v perf >/dev/null || bench_die "perf is missing (apt-get install -y linux-perf)" ;;
*) bench_die "BENCH_COST is callgrind or perf" ;;
esac
[[ -x $BENCHWIRE_CLI ]] || bench_die "no $BENCHWIRE_CLI; build it: cmake --build build --target benchwire-cli"
BENCH_TMP=$(mktemp -d /tmp/benchwire-cost.XXXXXX)
trap cleanup EXIT
records=$BENCH_TMP/records.tsv
: >"$records"
events=""
if [[ $BENCH_COST == perf ]]; then
    events="context-switches,task-clock"
    for s in $COST_SYSCALLS; do
        perf stat -e "syscalls:sys_enter_$s" true >/dev/null 2>&1 && events+=",syscalls:sys_enter_$s"
    done
fi
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) vCPU, kernel $(uname -r);" \
    "load $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "- client: $(iperf3 --version | head -1 | cut -d' ' -f1-2) -n $BENCH_BYTES -l $BENCH_LEN -P $BENCH_STREAMS in every run;" \
    "servers: $BENCH_SERVERS, each -s -1 under $BENCH_COST$([[ $BENCH_PIN == 1 ]] && echo ", pinned")"

server_cmd() { # SERVER PORT
    case $1 in
    benchwire) echo "$BENCHWIRE_CLI -s -1 -p $2 -B 127.0.0.1" ;;
    benchwire-base) echo "$BENCHWIRE_BASELINE_CLI -s -1 -p $2 -B 127.0.0.1" ;;
    iperf3) echo "iperf3 -s -1 -p $2 -B 127.0.0.1" ;;
    esac
}

# one SERVER MODE ROUND: one run; appends "SERVER MODE ROUND BYTES key=value..." to the records.
one() {
    local server=$1 mode=$2 round=$3 port=$BENCH_PORT d spid flags="" wrap
    [[ $server == iperf3 ]] && port=$((BENCH_PORT + 1))
    [[ $mode == down ]] && flags="-R"
    d=$BENCH_TMP/$server-$mode-$round
    mkdir -p "$d"
    if [[ $BENCH_COST == callgrind ]]; then
        wrap="valgrind --tool=callgrind --callgrind-out-file=$d/callgrind.out"
    else
        wrap="perf stat -x ; -o $d/perf.txt -e $events --"
    fi
    # shellcheck disable=SC2046,SC2086 # plain words
    timeout 600 $(pin 1) $wrap $(server_cmd "$server" "$port") >"$d/server.out" 2>"$d/server.err" &
    spid=$!
    wait_listen "$port" || { echo "bench: $server did not listen on $port (logs in $d)" >&2; BENCH_KEEP_TMP=1; wait "$spid"; return 1; }
    local cwrap=""
    [[ $BENCH_COST == perf ]] && cwrap="perf stat -x ; -o $d/client-perf.txt -e context-switches,task-clock --"
    # shellcheck disable=SC2046,SC2086
    timeout 300 $(pin 0) $cwrap iperf3 -c 127.0.0.1 -p "$port" -n "$BENCH_BYTES" -l "$BENCH_LEN" -P "$BENCH_STREAMS" $flags -J \
        >"$d/client.out" 2>"$d/client.err"
    wait "$spid"
    python3 - "$d" "$server" "$mode" "$round" "$BENCH_COST" >>"$records" <<'PY' || { echo "bench: $server $mode round $round failed (logs in $d)" >&2; BENCH_KEEP_TMP=1; }
import json, sys
d, server, mode, rnd, cost = sys.argv[1:6]
j = json.load(open(d + "/client.out"))
if j.get("error"):
    sys.exit(j["error"])
nbytes = j["end"]["sum_received"]["bytes"]
out = []
if cost == "callgrind":
    total = None
    for line in open(d + "/callgrind.out"):
        if line.startswith(("summary:", "totals:")):
            total = int(line.split()[1])
    out.append("instructions=%d" % total)
else:
    for name, prefix in (("perf.txt", ""), ("client-perf.txt", "client:")):
        for line in open(d + "/" + name):
            f = line.strip().split(";")
            if len(f) < 3 or not f[0].replace(".", "").isdigit():
                continue
            out.append("%s%s=%s" % (prefix, f[2].replace("syscalls:sys_enter_", ""), f[0]))
print(server, mode, rnd, nbytes, " ".join(out))
PY
    tail -1 "$records" | cut -c1-160 >&2
}

for ((round = 1; round <= BENCH_ROUNDS; round++)); do
    for mode in $BENCH_MODES; do
        read -r -a order <<<"$BENCH_SERVERS"
        ((round % 2)) || order=($(printf '%s\n' "${order[@]}" | tac))
        for server in "${order[@]}"; do one "$server" "$mode" "$round" || true; done
    done
done
echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) at end"

python3 - "$records" <<'EOF'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    f = line.split()
    server, mode, nbytes = f[0], f[1], int(f[3])
    vals = dict(kv.split("=") for kv in f[4:])
    rows.setdefault((mode, server), []).append({k: float(v) / (nbytes / 1e9) for k, v in vals.items()})
for mode in ("up", "down"):
    servers = [s for (m, s) in rows if m == mode]
    if not servers:
        continue
    keys = sorted({k for s in servers for x in rows[(mode, s)] for k, v in x.items()
                   if any(y.get(k, 0) for s2 in servers for y in rows[(mode, s2)])})
    print()
    print("**%s**, per GB the receiver counted (median of %s rounds):" % (
        "upload (the server receives)" if mode == "up" else "-R (the server sends)",
        "/".join(str(len(rows[(mode, s)])) for s in servers)))
    print()
    print("| per GB | " + " | ".join(servers + ["%s / %s" % (s, servers[-1]) for s in servers[:-1]]) + " |")
    print("| --- |" + " ---: |" * (2 * len(servers) - 1))
    for k in keys:
        med = [statistics.median([x.get(k, 0) for x in rows[(mode, s)]]) for s in servers]
        ratio = ["%.3f" % (m / med[-1]) if med[-1] else "-" for m in med[:-1]]
        print("| %s | %s |" % (k, " | ".join(["%.0f" % m for m in med] + ratio)))
EOF
