#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# LAN discovery between network namespaces this script creates: a switch namespace holds two
# bridges, br0 (10.88.0.0/24) and br1 (10.89.0.0/24), and a third bridge br9 with nobody to
# probe from. Members (one veth per bridge each, IPv6 link-local addresses without DAD):
#   client  on br0 and br1: runs benchwire-cli --discover
#   alpha   on br0:         answers
#   beta    on br0 and br1: answers; must show as ONE peer with two addresses
#   gamma   on br9 only:    answers, but is not on the client's links; must never show
#   srv     on br0:         benchwire-cli -s (only at the end), answering on its test port
#                           over IPv4 and IPv6: idle, busy under a test, no answer to malformed
#                           probes, remote control announced only with --control-key,
#                           and silent with --no-discovery
# Then alpha stops and must be gone from the next round; started again as busy, it says so. Probes and answers stay inside the
# namespaces; every step has a timeout, and the trap deletes every namespace, also on failure.
#
# usage: discovery.sh PATH/TO/benchwire-cli PATH/TO/discovery_responder
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 benchwire-cli discovery_responder}
RESPONDER=${2:?usage: $0 benchwire-cli discovery_responder}
ID=$(($$ % 100000))
SW=bwd-sw-$ID C=bwd-c-$ID A=bwd-a-$ID B=bwd-b-$ID G=bwd-g-$ID S=bwd-s-$ID
PORT=5201
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
need jq jq
need python3 python3
[[ -x $CLI && -x $RESPONDER ]] || { echo "FAIL: no $CLI or $RESPONDER"; exit 1; }

WORK=$(mktemp -d)
declare -A PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${PIDS[@]}"; do timeout 5 tail --pid="$p" -f /dev/null 2>/dev/null || true; done
    for ns in "$C" "$A" "$B" "$G" "$S" "$SW"; do ip netns del "$ns" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
pass() { echo "PASS: $*"; }
nsx() { local ns=$1; shift; timeout 30 ip netns exec "$ns" "$@"; }

newns() { # NS: a namespace whose IPv6 addresses skip duplicate address detection
    ip netns add "$1"
    nsx "$1" ip link set lo up
    nsx "$1" sysctl -qw net.ipv6.conf.default.accept_dad=0 net.ipv6.conf.all.accept_dad=0
}

# link NS IFNAME BRIDGE ADDR/PREFIX: a veth from NS (named IFNAME there) to BRIDGE in $SW.
N=0
link() {
    local ns=$1 ifname=$2 br=$3 addr=$4 peer=bwd$ID-$N
    N=$((N + 1))
    ip link add "$peer" netns "$SW" type veth peer name "$ifname" netns "$ns"
    nsx "$SW" ip link set "$peer" master "$br" up
    nsx "$ns" ip addr add "$addr" dev "$ifname"
    nsx "$ns" ip link set "$ifname" up
}

newns "$SW"
for br in br0 br1 br9; do
    nsx "$SW" ip link add "$br" type bridge
    nsx "$SW" ip link set "$br" up
done
for ns in "$C" "$A" "$B" "$G" "$S"; do newns "$ns"; done
link "$C" c0 br0 10.88.0.100/24
link "$C" c1 br1 10.89.0.100/24
link "$A" a0 br0 10.88.0.1/24
link "$B" b0 br0 10.88.0.2/24
link "$B" b1 br1 10.89.0.2/24
link "$G" g0 br9 10.88.0.3/24 # same subnet as br0, other wire: only the wire decides
link "$S" s0 br0 10.88.0.5/24 # benchwire-cli -s itself, at the end

# Every member's link-local address must be usable (no "tentative") before the probes go out.
for ns in "$C" "$A" "$B" "$G" "$S"; do
    for _ in $(seq 50); do
        [[ -z $(nsx "$ns" ip -6 addr show tentative) ]] && break
        sleep 0.1
    done
done

start() { # NS NAME [busy]
    ip netns exec "$1" timeout 120 "$RESPONDER" "$PORT" "$2" ${3:-} >"$WORK/$2.log" 2>&1 &
    PIDS[$2]=$!
    for _ in $(seq 50); do grep -q answering "$WORK/$2.log" && return 0; sleep 0.1; done
    fail "$2 did not start: $(cat "$WORK/$2.log")"
}
discover() { # OUT [extra flags]: JSON of one round
    local out=$1
    shift
    nsx "$C" "$CLI" --discover --discover-time 1500 -J "$@" >"$WORK/$out.json" 2>"$WORK/$out.err" ||
        fail "--discover $* exited $?: $(cat "$WORK/$out.err")"
}
q() { jq -r "$2" "$WORK/$1.json"; }

start "$A" alpha
start "$B" beta
start "$G" gamma

# --- round 1: both bridged peers, not gamma; beta once, with both of its addresses -------
START_MS=$(date +%s%3N)
discover r1
ELAPSED=$(($(date +%s%3N) - START_MS))
names=$(q r1 '[.peers[].host] | sort | join(",")')
[[ $names == alpha,beta ]] && pass "found exactly alpha and beta ($names) in ${ELAPSED} ms" ||
    fail "peers: '$names' (want alpha,beta)"
((ELAPSED < 2500)) || fail "one round took ${ELAPSED} ms"
a4=$(q r1 '.peers[] | select(.host=="alpha") | [.addresses[].address | select(test("^[0-9.]+$"))] | join(",")')
[[ $a4 == 10.88.0.1 ]] && pass "alpha answered from 10.88.0.1" || fail "alpha's IPv4 addresses: '$a4'"
a6=$(q r1 '.peers[] | select(.host=="alpha") | [.addresses[] | select(.address | startswith("fe80:")) | .address] | join(",")')
[[ $a6 == fe80:*%c0 ]] && pass "alpha answered over IPv6 link-local: $a6" || fail "alpha's IPv6: '$a6'"
b4=$(q r1 '.peers[] | select(.host=="beta") | [.addresses[] | select(.address | test("^[0-9.]+$")) | "\(.address)@\(.localInterface)"] | sort | join(",")')
[[ $b4 == 10.88.0.2@c0,10.89.0.2@c1 ]] && pass "beta is one peer with two addresses: $b4" ||
    fail "beta's addresses: '$b4' (want 10.88.0.2@c0,10.89.0.2@c1)"
nbeta=$(q r1 '[.peers[] | select(.host=="beta")] | length')
[[ $nbeta == 1 ]] || fail "beta listed $nbeta times"
bif=$(q r1 '.peers[] | select(.host=="beta") | [.interfaces[].name] | sort | join(",")')
[[ $bif == b0,b1 ]] && pass "beta announces its interfaces b0,b1" || fail "beta's interfaces: '$bif'"
fields=$(q r1 '.peers[] | select(.host=="alpha") | "\(.product) \(.port) \(.busy) \(.protocolVersion) \(.os) \(.limits.maxStreams > 0)"')
[[ $fields == "benchwire $PORT false "[0-9]*" linux true" ]] && pass "alpha's fields: $fields" ||
    fail "alpha's fields: '$fields'"

# --- IPv4 only and IPv6 only --------------------------------------------------------------
discover r4 -4
v6in4=$(q r4 '[.peers[].addresses[].address | select(contains(":"))] | length')
[[ $(q r4 '[.peers[].host] | sort | join(",")') == alpha,beta && $v6in4 == 0 ]] &&
    pass "-4: both peers, IPv4 addresses only" || fail "-4: $(cat "$WORK/r4.json")"
discover r6 -6
v4in6=$(q r6 '[.peers[].addresses[].address | select(contains(":") | not)] | length')
[[ $(q r6 '[.peers[].host] | sort | join(",")') == alpha,beta && $v4in6 == 0 ]] &&
    pass "-6: both peers over link-local multicast only" || fail "-6: $(cat "$WORK/r6.json")"

# --- a stopped peer is gone from the next round --------------------------------------------
kill "${PIDS[alpha]}"
timeout 5 tail --pid="${PIDS[alpha]}" -f /dev/null || true
discover r2
names=$(q r2 '[.peers[].host] | sort | join(",")')
[[ $names == beta ]] && pass "after alpha stopped: $names" || fail "after alpha stopped: '$names'"

# --- the human table ------------------------------------------------------------------------
nsx "$C" "$CLI" --discover --timeout 0.8 >"$WORK/table.txt" 2>&1 || fail "table run"
grep -q '^beta .*idle.*10\.88\.0\.2 (via c0).*10\.89\.0\.2 (via c1)' "$WORK/table.txt" &&
    pass "table lists beta with both addresses" || fail "table: $(cat "$WORK/table.txt")"

# --- a busy peer says so ---------------------------------------------------------------------
start "$A" alpha busy
discover r3
busy=$(q r3 '.peers[] | select(.host=="alpha") | "\(.busy) \(.busyForMs)"')
[[ $busy == "true 7000" ]] && pass "a busy alpha shows as busy for 7000 ms" || fail "busy alpha: '$busy'"

# --- benchwire-cli -s itself: it answers on the test port's own UDP socket ------------------
cli_server() { # extra flags...
    ip netns exec "$S" timeout 60 "$CLI" -s --max-streams 16 "$@" >"$WORK/srv.log" 2>&1 &
    PIDS[srv]=$!
    for _ in $(seq 50); do grep -q listening "$WORK/srv.log" && return 0; sleep 0.1; done
    fail "benchwire-cli -s did not start: $(cat "$WORK/srv.log")"
}
stop_cli_server() { kill "${PIDS[srv]}" 2>/dev/null; timeout 5 tail --pid="${PIDS[srv]}" -f /dev/null || true; }
srv() { q "$1" '[.peers[] | select(.limits.maxStreams == 16)]'; }
cli_server
discover s1
s4=$(srv s1 | jq -r '[.[0].addresses[].address | select(test("^[0-9.]+$"))] | join(",")')
s6=$(srv s1 | jq -r '[.[0].addresses[].address | select(startswith("fe80:"))] | length')
[[ $(srv s1 | jq 'length') == 1 && $(srv s1 | jq -r '.[0].busy') == false && $s4 == 10.88.0.5 && $s6 == 1 ]] &&
    pass "benchwire-cli -s answers on its test port over IPv4 ($s4) and IPv6: idle, --max-streams 16" ||
    fail "cli server: $(cat "$WORK/s1.json")"
# Probes from a script (probe.py MODE ADDRESS PORT): "bad" sends four malformed probes (the
# magic with a truncated, a garbage and an oversized body, and plain garbage); "flood" sends 50
# valid 1200-byte probes from one socket at once. Prints the answers' count and largest size.
cat >"$WORK/probe.py" <<'PY'
import os, socket, sys
mode, addr, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.settimeout(1.0)
magic = bytes([0xD1, 0x5C, 0x0B, 0x57])
if mode == "bad":
    sends = [magic + b"\x01", magic + os.urandom(1196), magic + os.urandom(3000), os.urandom(1200)]
else:
    probe = magic + bytes([1, 0x50, 0, 0]) + os.urandom(8)
    sends = [probe + bytes(1200 - len(probe))] * 50
for body in sends:
    s.sendto(body, (addr, port))
sizes = []
try:
    while True:
        sizes.append(len(s.recvfrom(65536)[0]))
except socket.timeout:
    pass
print(len(sizes), max(sizes, default=0))
PY
bad=$(nsx "$C" python3 "$WORK/probe.py" bad 10.88.0.5 "$PORT" 2>&1)
[[ $bad == "0 0" ]] && pass "malformed probes to the server's test port get no answer" ||
    fail "malformed probes: '$bad' (answers, largest)"
read -r n largest < <(nsx "$C" python3 "$WORK/probe.py" flood 10.88.0.5 "$PORT" 2>&1)
# The per-source bucket holds 8 answers and refills 4 per second (docs/discovery.md).
((n >= 1 && n <= 12 && largest <= 1200)) &&
    pass "a 50-probe flood from one source got $n answers, the largest $largest bytes (probe: 1200)" ||
    fail "flood: $n answers, largest $largest bytes"
nsx "$C" "$CLI" -c 10.88.0.5 -t 4 -J >"$WORK/client.json" 2>&1 &
PIDS[client]=$!
sleep 1.5
discover s2
busy=$(srv s2 | jq -r '"\(.[0].busy) \(.[0].busyForMs)"')
read -r isbusy left <<<"$busy"
# The 4 s test, after its 2 s idle latency phase, started about 1.5 s before this 1.5 s round:
# some of the 6 s, and no more, is left.
[[ $isbusy == true ]] && ((left > 0 && left <= 6000)) &&
    pass "benchwire-cli -s under test answers busy, $left ms left" || fail "server under test: busy=$busy"
wait "${PIDS[client]}" && pass "the test ran to its end while probes arrived" ||
    fail "the test during discovery failed: $(head -c 600 "$WORK/client.json")"
unset 'PIDS[client]'
[[ $(srv s1 | jq -r '.[0].remoteControl') == false ]] &&
    pass "benchwire-cli -s without --control-key announces no remote control" ||
    fail "remote control without a key: $(cat "$WORK/s1.json")"
stop_cli_server
cli_server --control-key K7QF-9MZD-2XWA-R30N
discover s4
[[ $(srv s4 | jq 'length') == 1 && $(srv s4 | jq -r '.[0].remoteControl') == true ]] &&
    pass "benchwire-cli -s --control-key announces remote control to the other namespace" ||
    fail "remote control flag: $(cat "$WORK/s4.json")"
stop_cli_server
cli_server --no-discovery
discover s3
[[ $(srv s3 | jq 'length') == 0 ]] && pass "benchwire-cli -s --no-discovery does not answer" ||
    fail "--no-discovery still answered: $(cat "$WORK/s3.json")"
stop_cli_server

answered=$(kill -TERM "${PIDS[beta]}"; timeout 5 tail --pid="${PIDS[beta]}" -f /dev/null; cat "$WORK/beta.log" | tail -1)
echo "beta: $answered"
((FAILS == 0)) && echo "OK" || echo "FAILED: $FAILS check(s)"
exit $((FAILS > 0))
