#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A schedule's alert on an emulated link: two network namespaces this script creates (client
# 10.82.0.1, server 10.82.0.2) joined by a veth whose client end is shaped with tc tbf to
# 100 Mbit/s. benchwire-cli --every 3s --for 8s -t 1 --alert-below 50M uploads at the ticks 0, 3
# and 6 s; at 2 s, between the first run and the second, the link drops to 20 Mbit/s.
#   exit status 3 (a run was below the rate), three runs (or fewer, with the skipped ticks
#   making up three)
#   the runs below the rate are exactly the ones on the slow link (2 and 3), each with a mean
#   near 20 Mbit/s; the first, near 100 Mbit/s, is not flagged
#   every measured interval of the slow runs is listed below the rate, and none of the first
# Traffic stays between the two namespaces; every step has a timeout; the trap deletes both
# namespaces, also on failure.
#
# usage: alertbelow.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
ID=$(($$ % 100000))
C=bwa-c-$ID S=bwa-s-$ID
PORT=5201
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
need tc iproute2
need jq jq
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }

WORK=$(mktemp -d)
server=
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    for ns in "$C" "$S"; do ip netns del "$ns" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
pass() { echo "PASS: $*"; }
nsx() { local ns=$1; shift; timeout 60 ip netns exec "$ns" "$@"; }

for ns in "$C" "$S"; do
    ip netns add "$ns"
    nsx "$ns" ip link set lo up
done
ip link add "bwa$ID-c" netns "$C" type veth peer name "bwa$ID-s" netns "$S"
nsx "$C" ip addr add 10.82.0.1/24 dev "bwa$ID-c"
nsx "$S" ip addr add 10.82.0.2/24 dev "bwa$ID-s"
nsx "$C" ip link set "bwa$ID-c" up
nsx "$S" ip link set "bwa$ID-s" up
shape() { nsx "$C" tc qdisc "$1" dev "bwa$ID-c" root tbf rate "$2" burst 32kb latency 50ms; }
shape add 100mbit

timeout 60 ip netns exec "$S" "$CLI" -s -B 10.82.0.2 -p $PORT >"$WORK/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do
    nsx "$S" ss -ltn | grep -q ":$PORT " && break
    sleep 0.1
done

rc=0
nsx "$C" "$CLI" -c 10.82.0.2 -p $PORT --every 3s --for 8s -t 1 --idle 0 -i 0.25 \
    --alert-below 50M -J >"$WORK/night.json" 2>"$WORK/client.err" &
client=$!
sleep 2
shape change 20mbit
wait "$client" || rc=$?

[[ $rc == 3 ]] && pass "exit status 3 (a run below the rate)" ||
    fail "exit status $rc, want 3 ($(cat "$WORK/client.err"))"
runs=$(jq '.schedule.runs' "$WORK/night.json" 2>/dev/null || echo 0)
skipped=$(jq '.schedule.skippedTicks.count' "$WORK/night.json" 2>/dev/null || echo 0)
check "runs plus skipped ticks" "$((runs + skipped))" 3 3
below=$(jq -c '[.schedule.runsBelow[].run]' "$WORK/night.json" 2>/dev/null || echo '?')
[[ $below == "[2,3]" ]] && pass "runs below 50 Mbit/s: $below (the slow link's)" ||
    fail "runs below 50 Mbit/s: $below, want [2,3]"
mean() { jq ".runs[$1].summaries[0].receiverBitsPerSecond.mean / 1e6" "$WORK/night.json"; }
check "run 1 on 100 Mbit/s: Mbit/s" "$(mean 0)" 85 100
for i in 2 3; do
    check "run $i on 20 Mbit/s: Mbit/s" "$(mean $((i - 1)))" 15 20
    measured=$(jq "[.runs[$((i - 1))].intervals[] | select(.warmup | not)] | length" \
        "$WORK/night.json")
    listed=$(jq "[.schedule.intervalsBelow.intervals[] | select(.run == $i)] | length" \
        "$WORK/night.json")
    check "run $i: intervals listed below / measured" "$listed" "$measured" "$measured"
done
first=$(jq '[.schedule.intervalsBelow.intervals[] | select(.run == 1)] | length' \
    "$WORK/night.json")
check "run 1: intervals listed below" "$first" 0 0

if ((FAILS)); then
    echo "--- client"; cut -c1-300 "$WORK/night.json" | head -c 3000; cat "$WORK/client.err"
    exit 1
fi
echo "all passed"
