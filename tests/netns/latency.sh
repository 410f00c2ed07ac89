#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Latency under load (docs/latency.md) on links emulated by the project's own linkemu
# (tests/tools/linkemu/netpair): client in NAME_A (10.77.0.1), server in NAME_B (10.77.0.2).
#   (a) 10 ms each way: the idle round trip reads 20 ms +- 2 ms.
#   (b) 10 ms each way, 20 Mbit/s, a backlog of 60 packets (twice the path's BDP of 33, so
#       TCP fills it: bufferbloat): under a TCP upload of 4 streams the upstream one-way delay
#       rises by the queue's size (60 x 1538 bytes / 20 Mbit/s = 36.9 ms; the median's rise must
#       be 50 % to 115 % of it; measured on an idle machine: 34.6 ms in 3 of 3 runs), while the
#       downstream stays within 5 ms of idle. One stream is not enough: on an idle machine its
#       sawtooth left the queue mostly short (median rises of 2.3, 6.8 and 13.7 ms), so 4
#       streams keep it full. A deeper backlog is not filled
#       in an 8 s test: the receiver's window, still growing, limits TCP to about 40 ms of queue.
#   (c) 5 ms up, 15 ms down: the idle one-way figures within 2 ms of each.
# Both ends run on this machine, so the clocks are one (docs/latency.md, "same clock"): the
# one-way figures here test the timestamps and the windows, not the offset estimate
# (clockoffset.sh shifts the server's clock for that). Traffic stays between the namespaces; every step has a timeout and the
# trap removes the pair, also on failure.
#
# usage: latency.sh PATH/TO/benchwire-cli   (CTest passes LINKEMU= and NETPAIR=)
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
NETPAIR=${NETPAIR:-$HERE/../tools/linkemu/netpair}
NS_C=bwl-c-$$ NS_S=bwl-s-$$
FAILS=0

source "$HERE/../support/netnstest.sh"
netns_require_root
need ip iproute2
need jq jq
need timeout coreutils
[[ -f $NETPAIR ]] || { echo "FAIL: no netpair at $NETPAIR (set NETPAIR=)"; exit 1; }
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }

WORK=$(mktemp -d)
server=
np() { timeout 60 bash "$NETPAIR" "$@"; }
stop_server() {
    [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    server=
}
cleanup() {
    stop_server || true
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }

# check NAME VALUE LOW HIGH
check() {
    if [[ -n $2 && $2 != null ]] && awk -v v="$2" -v lo="$3" -v hi="$4" 'BEGIN { exit !(v >= lo && v <= hi) }'; then
        echo "PASS: $1 = $2 (within $3 .. $4)"
    else
        fail "$1 = ${2:-absent} (wanted $3 .. $4)"
    fi
}

# link OPTIONS...: a fresh pair and a server in NAME_B.
link() {
    stop_server || true
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    np up "$NS_C" "$NS_S" --link emu --time-limit 300 "$@" >/dev/null ||
        { echo "FAIL: netpair up $*"; exit 1; }
    echo "link: $*"
    ip netns exec "$NS_S" timeout 200 "$CLI" -s -p 5201 -B 10.77.0.2 >"$WORK/server.txt" 2>&1 &
    server=$!
    for _ in $(seq 50); do
        grep -q listening "$WORK/server.txt" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "FAIL: the server did not start"; cat "$WORK/server.txt"; exit 1
}

# run OUT ARGS...: a client test with -J into OUT.
run() {
    local out=$1; shift
    timeout 60 ip netns exec "$NS_C" "$CLI" -c 10.77.0.2 -p 5201 -J "$@" >"$out" 2>"$WORK/err.txt" ||
        { fail "client $*: $(head -c 400 "$out" "$WORK/err.txt")"; return 1; }
    jq -c '.latency | {valid, unavailable, idleRtt: .idleRtt.medianUs, idleUp: .idleUp.medianUs,
        idleDown: .idleDown.medianUs, loaded: [.loaded[]? | {rtt: .rtt.medianUs, up: .up.medianUs,
        down: .down.medianUs, upP99: .up.p99Us, upMax: .up.maxUs, addedUpUs, addedDownUs}], probesSent, probesLost,
        clockUncertaintyUs}' "$out"
}

ms() { jq "$2 / 1000" "$1"; }

link --delay 10000
if run "$WORK/a.json" -t 2 --idle 2; then
    check "(a) idle RTT, ms" "$(ms "$WORK/a.json" .latency.idleRtt.medianUs)" 18 22
    check "(a) probes lost" "$(jq .latency.probesLost "$WORK/a.json")" 0 0
fi

link --delay 10000 --rate 20 --limit 60
if run "$WORK/b.json" -t 8 -O 2 -P 4 --idle 2; then
    queue_ms=$(awk 'BEGIN { print 60 * 1538 * 8 / 20e6 * 1000 }')
    added_up=$(ms "$WORK/b.json" '.latency.loaded[0].addedUpUs')
    check "(b) loaded upstream one-way - idle, ms (queue ${queue_ms} ms)" "$added_up" \
        "$(awk -v q="$queue_ms" 'BEGIN { print 0.5 * q }')" "$(awk -v q="$queue_ms" 'BEGIN { print 1.15 * q }')"
    check "(b) loaded downstream one-way - idle, ms" "$(ms "$WORK/b.json" '.latency.loaded[0].addedDownUs')" -5 5
    check "(b) idle upstream, ms" "$(ms "$WORK/b.json" .latency.idleUp.medianUs)" 8 12
fi

link --delay 5000/15000
if run "$WORK/c.json" -t 2 --idle 2; then
    check "(c) idle upstream one-way, ms" "$(ms "$WORK/c.json" .latency.idleUp.medianUs)" 3 7
    check "(c) idle downstream one-way, ms" "$(ms "$WORK/c.json" .latency.idleDown.medianUs)" 13 17
    check "(c) one-way valid" "$(jq '.latency.oneWayValid | if . then 1 else 0 end' "$WORK/c.json")" 1 1
fi

stop_server || true
[[ $FAILS == 0 ]] || { echo "$FAILS check(s) failed"; exit 1; }
echo "all latency checks passed"
