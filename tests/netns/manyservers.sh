#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One client to several servers at once (-c A -c B) on a bridge: a bridge namespace joins a
# client namespace (10.83.0.1), two server namespaces (10.83.0.11 and .12) and a host that runs
# no server (10.83.0.13). The bridge's ports towards the servers are shaped with tc tbf to 100
# and 200 Mbit/s. nftables in the second server's namespace drops the first SYN of each run, so
# that its run reaches the start a second later than the first server's (the SYN is sent again
# after 1 s): without a common start the data would start about 1,000 ms apart.
#   upload to both: each server's received rate within 2 % of its link's TCP goodput (1,448
#     payload bytes of each 1,514-byte frame tbf counts), the aggregate is the sum of the two
#     results' figures, and the start skew is under 50 ms, as the client measures it and as
#     the servers' first intervals, timestamped as they print them, show it (in a download a
#     server prints an interval once the client's figures for it are in, which adds tens of ms
#     of noise, so there only the client's measure counts)
#   download (-R) from both, and upload then download (--both): whole, start skew under 50 ms
#   until stopped (-t 0): SIGINT ends both runs whole, exit 0
#   two stock iperf3 servers (--iperf3): their sum near the links' goodput, skew under 50 ms
#   the text output has a sum line per interval and the aggregate
#   a host with no server among them: exit 1, its error names it, the other run is stopped, and
#     no aggregate is made of part of the servers
#   several -c with --repeat is refused, naming both
# Traffic stays inside the namespaces; every step has a timeout, and the trap deletes them all,
# also on failure.
#
# usage: manyservers.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
ID=$(($$ % 100000))
B=bwp-b-$ID C=bwp-c-$ID S1=bwp-s1-$ID S2=bwp-s2-$ID N=bwp-n-$ID
A1=10.83.0.11 A2=10.83.0.12 NONE=10.83.0.13
RATES=(100 200) # Mbit/s towards server 1 and server 2
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
need tc iproute2
need nft nftables
need jq jq
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }

WORK=$(mktemp -d)
servers=()
cleanup() {
    for ns in "$S1" "$S2"; do ip netns pids "$ns" 2>/dev/null | xargs -r kill 2>/dev/null || true; done
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${servers[@]}"; do wait "$pid" 2>/dev/null || true; done
    for ns in "$B" "$C" "$S1" "$S2" "$N"; do ip netns del "$ns" 2>/dev/null || true; done
    [[ -n ${MANYSERVERS_KEEP:-} ]] && cp -r "$WORK" "$MANYSERVERS_KEEP"
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
pass() { echo "PASS: $*"; }
nsx() { local ns=$1; shift; timeout 20 ip netns exec "$ns" "$@"; }

ip netns add "$B"
nsx "$B" ip link add br0 type bridge
nsx "$B" ip link set br0 up
member() { bridge_member "$B" "$1" "$2/24" "$3" "bwp$ID"; } # NS ADDRESS N
member "$C" 10.83.0.1 0
member "$S1" $A1 1
member "$S2" $A2 2
member "$N" $NONE 3
for i in 1 2; do
    nsx "$B" tc qdisc add dev "p$i" root tbf rate "${RATES[i - 1]}mbit" burst 64kb latency 20ms
done
nsx "$S2" nft add table inet bwp
nsx "$S2" nft add chain inet bwp in '{ type filter hook input priority 0; }'
# The next run's first SYN to server 2 is dropped (a 60-byte SYN uses up the 100-byte quota).
delay_server2() {
    nsx "$S2" nft flush chain inet bwp in
    nsx "$S2" nft add rule inet bwp in tcp dport 5201 'tcp flags & (syn | ack) == syn' \
        quota until 100 bytes counter drop
}

# Each server's -J lines, each with the time it was printed (EPOCHREALTIME).
for i in 1 2; do
    ns=$S1 addr=$A1
    [[ $i == 2 ]] && ns=$S2 addr=$A2
    (ip netns exec "$ns" timeout 90 "$CLI" -s -B "$addr" --max-duration 0 -J 2>"$WORK/s$i.err" |
        while IFS= read -r line; do printf '%s %s\n' "$EPOCHREALTIME" "$line"; done) \
        >"$WORK/s$i.log" &
    servers+=($!)
done
for i in 1 2; do
    for _ in $(seq 50); do
        grep -q listening "$WORK/s$i.log" 2>/dev/null && break
        sleep 0.1
    done
    grep -q listening "$WORK/s$i.log" || { echo "FAIL: server $i did not start"; cat "$WORK"/s$i.*; exit 1; }
done

# The gap between the two servers' first interval lines of the last run (after line $1 of each
# log), in ms.
first_gap() {
    local t1 t2
    t1=$(tail -n +"$1" "$WORK/s1.log" | grep -m1 '"event":"interval"' | cut -d' ' -f1)
    t2=$(tail -n +"$2" "$WORK/s2.log" | grep -m1 '"event":"interval"' | cut -d' ' -f1)
    awk -v a="${t1:-0}" -v b="${t2:-1e9}" 'BEGIN { d = (a - b) * 1000; print (d < 0 ? -d : d) }'
}
lines() { wc -l <"$WORK/s$1.log"; }

# --- upload to both ---------------------------------------------------------------------
delay_server2
from1=$(($(lines 1) + 1)) from2=$(($(lines 2) + 1))
rc=0
nsx "$C" "$CLI" -c $A1 -c $A2 -t 4 -O 1 -w 4M -J >"$WORK/up.json" 2>"$WORK/up.err" || rc=$?
[[ $rc == 0 ]] || fail "upload: exit $rc: $(head -c 600 "$WORK/up.err" "$WORK/up.json")"
rate() { jq ".servers[$1].result.summaries[0] | .receiverBytes * 8 / .durationUs" "$WORK/up.json"; }
sum=0
for i in 1 2; do
    got=$(rate $((i - 1)) 2>/dev/null || echo 0)
    want=$(awk -v r="${RATES[i - 1]}" 'BEGIN { print r * 1448 / 1514 }')
    check "upload: server $i on ${RATES[i - 1]} Mbit/s, received Mbit/s" "$got" \
        "$(awk -v w="$want" 'BEGIN { print w * 0.98 }')" "$(awk -v w="$want" 'BEGIN { print w * 1.02 }')"
    sum=$(awk -v a="$sum" -v b="$(jq ".servers[$((i - 1))].result.summaries[0].receiverBitsPerSecond.mean" \
        "$WORK/up.json" 2>/dev/null || echo 0)" 'BEGIN { printf "%.3f", a + b }')
done
agg=$(jq '.aggregate[] | select(.direction == "upload") | .bitsPerSecond' "$WORK/up.json" 2>/dev/null || echo 0)
check "upload: aggregate / the sum of the two results' means" \
    "$(awk -v a="$agg" -v b="$sum" 'BEGIN { print (b > 0 ? a / b : 0) }')" 0.999999 1.000001
check "upload: start skew the client measured, ms" "$(jq '.startSkewMs // 1e9' "$WORK/up.json")" 0 50
check "upload: gap between the servers' first intervals, ms" "$(first_gap "$from1" "$from2")" 0 50
dropped=$(nsx "$S2" nft list chain inet bwp in | grep -o 'counter packets [0-9]*' | grep -o '[0-9]*$' ||
    echo 0)
check "upload: SYNs to server 2 dropped" "$dropped" 1 1

# --- download from both -----------------------------------------------------------------
delay_server2
rc=0
nsx "$C" "$CLI" -c $A1 -c $A2 -R -t 2 -J >"$WORK/down.json" 2>"$WORK/down.err" || rc=$?
[[ $rc == 0 ]] || fail "download: exit $rc: $(head -c 600 "$WORK/down.err" "$WORK/down.json")"
check "download: results with a download summary" \
    "$(jq '[.servers[].result.summaries[] | select(.direction == "download")] | length' "$WORK/down.json")" 2 2
check "download: start skew the client measured, ms" "$(jq '.startSkewMs // 1e9' "$WORK/down.json")" 0 50

# --- upload then download (--both): the runs meet again before the second phase ----------
rc=0
nsx "$C" "$CLI" -c $A1 -c $A2 --both -t 1 --idle 0 -J >"$WORK/both.json" 2>"$WORK/both.err" || rc=$?
check "--both: exit code" "$rc" 0 0
check "--both: aggregate directions" "$(jq '[.aggregate[].direction] | sort | join(",")' \
    "$WORK/both.json" | tr -d '"' | sed 's/download,upload/2/')" 2 2
check "--both: start skew the client measured, ms" "$(jq '.startSkewMs // 1e9' "$WORK/both.json")" 0 50

# --- until stopped (-t 0): Ctrl+C stops every run whole ----------------------------------
ip netns exec "$C" timeout 30 "$CLI" -c $A1 -c $A2 -t 0 --idle 0 -J >"$WORK/endless.json" \
    2>"$WORK/endless.err" &
client=$!
sleep 3
kill -INT "$client" || true
rc=0
wait "$client" || rc=$?
check "-t 0 stopped by SIGINT: exit code" "$rc" 0 0
check "-t 0: results marked stopped with equal totals at both ends" "$(jq '[.servers[].result |
    select(.stoppedEarly and .summaries[0].senderBytesTotal == .summaries[0].receiverBytesTotal)] |
    length' "$WORK/endless.json" 2>/dev/null || echo 0)" 2 2

# --- two stock iperf3 servers (--iperf3) ---------------------------------------------------
if command -v iperf3 >/dev/null; then
    for ns in "$S1" "$S2"; do
        ip netns exec "$ns" timeout 30 iperf3 -s -1 -p 5202 >/dev/null 2>&1 &
    done
    sleep 1
    rc=0
    nsx "$C" "$CLI" -c $A1 -c $A2 --iperf3 -p 5202 -t 2 -J >"$WORK/iperf3.json" \
        2>"$WORK/iperf3.err" || rc=$?
    check "two iperf3 servers: exit code" "$rc" 0 0
    # A stock server's received count is its own, to the last byte after the client's 2 s:
    # with up to 20 ms of tbf queue on each link drained after that, it reads up to about 3 %
    # over the goodput.
    check "two iperf3 servers: aggregate / the shaped links' goodput (100 + 200 Mbit/s)" \
        "$(jq '.aggregate[0].bitsPerSecond / (300e6 * 1448 / 1514)' "$WORK/iperf3.json" 2>/dev/null ||
            echo 0)" 0.97 1.05
    check "two iperf3 servers: start skew the client measured, ms" \
        "$(jq '.startSkewMs // 1e9' "$WORK/iperf3.json")" 0 50
else
    fail "no iperf3: install package iperf3 (bash scripts/setup.sh --tests)"
fi

# --- text output ------------------------------------------------------------------------
rc=0
nsx "$C" "$CLI" -c $A1 -c $A2 -t 2 --idle 0 >"$WORK/text.out" 2>&1 || rc=$?
check "text: exit code" "$rc" 0 0
check "text: sum lines (one per interval)" "$(grep -c '^sum of 2 servers:' "$WORK/text.out" || true)" 2 2
check "text: the aggregate" "$(grep -c '^Aggregate of 2 servers:' "$WORK/text.out" || true)" 1 1
check "text: the start skew line" "$(grep -c 'Start skew: ' "$WORK/text.out" || true)" 1 1

# --- a host with no server --------------------------------------------------------------
rc=0
start=$SECONDS
nsx "$C" "$CLI" -c $A1 -c $NONE -t 3 -J >"$WORK/none.json" 2>"$WORK/none.err" || rc=$?
check "no server at $NONE: exit code" "$rc" 1 1
check "no server at $NONE: seconds taken" "$((SECONDS - start))" 0 10
if jq -e --arg h "$NONE" '.servers[1].host == $h and (.servers[1].error.error.message |
    contains($h))' "$WORK/none.json" >/dev/null 2>&1; then
    pass "no server at $NONE: its error names it: $(jq -r '.servers[1].error.error.message' "$WORK/none.json")"
else
    fail "no server at $NONE: $(head -c 800 "$WORK/none.json")"
fi
check "no server at $NONE: aggregates made" "$(jq '.aggregate | length' "$WORK/none.json")" 0 0
check "no server at $NONE: the other run ended early (stopped or failed)" \
    "$(jq '[.servers[0] | (.error != null), (.result.stoppedEarly == true)] | any | if . then 1 else 0 end' \
        "$WORK/none.json")" 1 1

# --- refused ----------------------------------------------------------------------------
rc=0
"$CLI" -c 127.0.0.1 -c 127.0.0.2 --repeat 2 >"$WORK/refused.out" 2>&1 || rc=$?
if [[ $rc == 2 ]] && grep -q 'several -c (2 servers) with --repeat' "$WORK/refused.out"; then
    pass "several -c with --repeat refused: $(cat "$WORK/refused.out")"
else
    fail "several -c with --repeat: exit $rc, $(cat "$WORK/refused.out")"
fi

if ((FAILS)); then
    echo "--- client"; cat "$WORK"/*.err "$WORK/text.out" | cut -c1-300 | tail -40
    exit 1
fi
echo "all passed"
