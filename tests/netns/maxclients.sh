#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A server of several clients at once (--max-clients 3) on a bridge: a bridge namespace joins
# a server namespace (10.81.0.1) and four client namespaces (10.81.0.11 to .14). The first
# three clients' links are shaped on their egress with tc tbf to 100, 200 and 300 Mbit/s; the
# three upload together (-t 4 -O 1), and a fourth starts while they run.
#   each client's received rate is within 2 % of its link's TCP goodput: tbf counts the
#     Ethernet frame (1,514 bytes at MTU 1500), the client's payload is 1,448 bytes of it
#   the server's served result for each client (its "end" event, by peer address) has the
#     client's figures (totals and intervals), and the three add up to the clients' sum
#   the fourth client hears "busy (3 clients running)"; the server's live sum line, while the
#   three run, has the sum of their rates
# Traffic stays inside the namespaces; every step has a timeout, and the trap deletes them all,
# also on failure.
#
# usage: maxclients.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
ID=$(($$ % 100000))
B=bwm-b-$ID S=bwm-s-$ID
SERVER=10.81.0.1
RATES=(100 200 300) # Mbit/s, clients 1 to 3; client 4 is not shaped
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
    for ns in "$B" "$S" bwm-c{1..4}-$ID; do ip netns del "$ns" 2>/dev/null || true; done
    [[ -n ${MAXCLIENTS_KEEP:-} ]] && cp -r "$WORK" "$MAXCLIENTS_KEEP"
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
pass() { echo "PASS: $*"; }
nsx() { local ns=$1; shift; timeout 20 ip netns exec "$ns" "$@"; }

ip netns add "$B"
nsx "$B" ip link add br0 type bridge
nsx "$B" ip link set br0 up
member() { bridge_member "$B" "$1" "$2/24" "$3" "bwm$ID"; } # NS ADDRESS N
member "$S" $SERVER 0
for i in 1 2 3 4; do member "bwm-c$i-$ID" "10.81.0.1$i" "$i"; done
for i in 1 2 3; do
    nsx "bwm-c$i-$ID" tc qdisc add dev eth0 root tbf rate "${RATES[i - 1]}mbit" burst 64kb \
        latency 20ms
done

ip netns exec "$S" timeout 25 "$CLI" -s -B $SERVER --max-clients 3 -J >"$WORK/server.json" \
    2>"$WORK/server.err" &
server=$!
for _ in $(seq 50); do
    grep -q listening "$WORK/server.json" 2>/dev/null && break
    sleep 0.1
done
grep -q '"maxClients":3' "$WORK/server.json" || { echo "FAIL: the server did not start"; cat "$WORK"/server.*; exit 1; }

pids=()
for i in 1 2 3; do
    ip netns exec "bwm-c$i-$ID" timeout 20 "$CLI" -c $SERVER -t 4 -O 1 -w 4M -J \
        >"$WORK/c$i.json" 2>"$WORK/c$i.err" &
    pids+=($!)
done
sleep 2 # the three run their tests now
rc=0
ip netns exec "bwm-c4-$ID" timeout 10 "$CLI" -c $SERVER -t 2 -J >"$WORK/c4.json" \
    2>"$WORK/c4.err" || rc=$?
for i in 1 2 3; do wait "${pids[i - 1]}" || fail "client $i: exit $? ($(cat "$WORK/c$i.err"))"; done

if [[ $rc != 0 ]] && jq -e '.error.message | contains("busy (3 clients running)")' \
    "$WORK/c4.json" >/dev/null 2>&1; then
    pass "client 4 hears busy (3 clients running)"
else
    fail "client 4: exit $rc, $(cat "$WORK/c4.json" "$WORK/c4.err")"
fi

sleep 0.5 # the server's last "end" event
rate() { jq '.summaries[0] | .receiverBytes * 8e6 / .durationUs / 1e6' "$1"; }
grep '"event":"end"' "$WORK/server.json" | jq -c '.result' >"$WORK/served.jsonl" || true
sum=0 served=0
for i in 1 2 3; do
    got=$(rate "$WORK/c$i.json" 2>/dev/null || echo 0)
    want=$(awk -v r="${RATES[i - 1]}" 'BEGIN { print r * 1448 / 1514 }')
    check "client $i on ${RATES[i - 1]} Mbit/s: received Mbit/s" "$got" \
        "$(awk -v w="$want" 'BEGIN { print w * 0.98 }')" "$(awk -v w="$want" 'BEGIN { print w * 1.02 }')"
    jq -c "select(.remoteAddress | startswith(\"10.81.0.1$i:\"))" "$WORK/served.jsonl" >"$WORK/s$i.json"
    theirs=$(rate "$WORK/s$i.json" 2>/dev/null || echo 0)
    check "client $i: the server's figure / the client's" \
        "$(awk -v a="$theirs" -v b="$got" 'BEGIN { print (b > 0 ? a / b : 0) }')" 0.99 1.01
    # The served intervals are the client's too: their mean, after the warm-up.
    each='[.intervals[] | select(.warmup | not) | .directions[0].receiverBitsPerSecond] | add / length'
    check "client $i: the server's intervals / the client's" "$(awk -v a="$(jq "$each" \
        "$WORK/s$i.json" 2>/dev/null || echo 0)" -v b="$(jq "$each" "$WORK/c$i.json" 2>/dev/null ||
        echo 1)" 'BEGIN { print a / b }')" 0.99 1.01
    sum=$(awk -v a="$sum" -v b="$got" 'BEGIN { print a + b }')
    served=$(awk -v a="$served" -v b="$theirs" 'BEGIN { print a + b }')
done
check "sum of the served figures / the clients' sum" \
    "$(awk -v a="$served" -v b="$sum" 'BEGIN { print (b > 0 ? a / b : 0) }')" 0.99 1.01
# The live sum line while the three ran: its median against the clients' own sum.
live=$(grep '"event":"sum"' "$WORK/server.json" | jq -s '[.[] | select(.clients == 3) |
    .bitsPerSecond] | sort | if length > 0 then .[length / 2 | floor] / 1e6 else 0 end' ||
    echo 0)
check "the server's live sum of three clients / the clients' sum" \
    "$(awk -v a="$live" -v b="$sum" 'BEGIN { print (b > 0 ? a / b : 0) }')" 0.97 1.03

if ((FAILS)); then
    echo "--- server"; cat "$WORK/server.json" "$WORK/server.err" | cut -c1-300 | tail -40
    exit 1
fi
echo "all passed"
