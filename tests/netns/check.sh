#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The connection check and the errors of failed tests against a real firewall: two network
# namespaces this script creates (client 10.79.0.1, server 10.79.0.2 on one veth pair with
# MTU 1400), a Benchwire server in the server's, and nftables input rules there:
#   open:              --check: TCP and UDP reachable, path MTU 1400, exit 0
#   UDP 5201 dropped:  --check: TCP reachable, UDP "no-answer" with 0 probes arrived, exit 1;
#                      a UDP test fails with "udp-blocked" and the firewall advice
#   TCP 5201 dropped:  --check: TCP "no-answer" (filtered) within the connect timeout + 3 s;
#                      a TCP test's error says "no answer ... filtered by a firewall", as soon
#   nothing listens:   --check: TCP refused
# Traffic stays between the two namespaces; every step has a timeout, and the trap deletes
# both namespaces, also on failure.
#
# usage: check.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
ID=$(($$ % 100000))
C=bwk-c-$ID S=bwk-s-$ID
PORT=5201
SERVER=10.79.0.2
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
need nft nftables
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
ip link add "bwk$ID-c" netns "$C" type veth peer name "bwk$ID-s" netns "$S"
nsx "$C" ip addr add 10.79.0.1/24 dev "bwk$ID-c"
nsx "$S" ip addr add $SERVER/24 dev "bwk$ID-s"
for end in "$C:bwk$ID-c" "$S:bwk$ID-s"; do
    nsx "${end%%:*}" ip link set "${end#*:}" mtu 1400 up
done

# firewall RULE: the server's input chain holds RULE only (empty: nothing dropped).
firewall() {
    nsx "$S" nft delete table inet bwcheck 2>/dev/null || true
    nsx "$S" nft -f - <<NFT || { echo "FAIL: nft"; exit 1; }
table inet bwcheck {
  chain input {
    type filter hook input priority 0; policy accept;
    $1
  }
}
NFT
}

start_server() {
    ip netns exec "$S" timeout 150 "$CLI" -s -p $PORT -B $SERVER >"$WORK/server.txt" 2>&1 &
    server=$!
    for _ in $(seq 50); do
        grep -q listening "$WORK/server.txt" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "FAIL: the server did not start"
    cat "$WORK/server.txt"
    exit 1
}

# check NAME EXPECTED_EXIT ARGS...: runs --check -J from the client; the JSON is in $WORK/NAME.json
# and the milliseconds it took in $took.
took=0
check() {
    local name=$1 want=$2 rc=0 t0
    shift 2
    t0=$(date +%s%N)
    nsx "$C" "$CLI" -c $SERVER -p $PORT --check -J "$@" >"$WORK/$name.json" 2>&1 || rc=$?
    took=$((($(date +%s%N) - t0) / 1000000))
    [[ $rc == "$want" ]] || fail "$name: --check exited $rc, expected $want: $(cat "$WORK/$name.json")"
}
# has NAME JQ_EXPR WHAT: the check's JSON satisfies the expression.
has() {
    if jq -e "$2" "$WORK/$1.json" >/dev/null 2>&1; then pass "$1: $3"; else
        fail "$1: not $3 ($2): $(head -c 800 "$WORK/$1.json")"
    fi
}

start_server
firewall ""
check open 0
has open '.tcp.status == "reachable" and .udp.status == "reachable"' "TCP and UDP reachable"
has open '.udp.probesArrived == .udp.probesSent and .udp.answers == .udp.probesSent' "every probe counted and answered"
has open '.pathMtuBytes == 1400' "the path MTU is the link's 1400"
has open '.server.kind == "benchwire"' "the server is a Benchwire server"

firewall "udp dport $PORT drop"
check udp-dropped 1
has udp-dropped '.tcp.status == "reachable" and .udp.status == "no-answer"' "TCP reachable, UDP blocked"
has udp-dropped '.udp.probesArrived == 0' "the server counted no probe"
has udp-dropped '.udp.detail | contains("TCP 5201 reached the server, UDP 5201 did not")' "the report names the cause"
nsx "$C" "$CLI" -c $SERVER -p $PORT --check >"$WORK/udp-human.txt" 2>&1 || true
grep -q "UDP 5201: no answer (filtered)" "$WORK/udp-human.txt" && pass "human text: UDP no answer (filtered)" ||
    fail "human text: $(cat "$WORK/udp-human.txt")"
# The server reads its own firewall in the background (at most every 5 s), so its hello may
# need a few seconds before it states the new rule.
for _ in 1 2 3 4 5 6 7 8; do
    check udp-dropped-fw 1
    jq -e '.peerFirewall == "TCP 5201 open, UDP 5201 blocked"' "$WORK/udp-dropped-fw.json" \
        >/dev/null 2>&1 && break
    sleep 1
done
has udp-dropped-fw '.peerFirewall == "TCP 5201 open, UDP 5201 blocked"' "the server's hello says its firewall blocks UDP 5201"
rc=0
nsx "$C" "$CLI" -c $SERVER -p $PORT -u -b 1M -t 1 -J >"$WORK/udp-test.json" 2>&1 || rc=$?
if [[ $rc == 1 ]] && jq -e '.error.code == "udp-blocked" and (.error.message |
        contains("TCP 5201 reached the server, UDP 5201 did not")) and (.error.hint |
        contains("--firewall allow -p 5201"))' "$WORK/udp-test.json" >/dev/null; then
    pass "a UDP test fails with the firewall message"
else
    fail "UDP test with UDP dropped (exit $rc): $(head -c 800 "$WORK/udp-test.json")"
fi

firewall "tcp dport $PORT drop"
check tcp-dropped 1 --connect-timeout 2
has tcp-dropped '.tcp.status == "no-answer" and (.tcp.detail | contains("filtered by a firewall"))' "TCP no answer (filtered)"
((took < 5000)) && pass "the check answered in $took ms (connect timeout 2 s)" ||
    fail "the check took $took ms with a 2 s connect timeout"
rc=0
t0=$(date +%s%N)
nsx "$C" "$CLI" -c $SERVER -p $PORT -t 1 --connect-timeout 2 -J >"$WORK/tcp-test.json" 2>&1 || rc=$?
took=$((($(date +%s%N) - t0) / 1000000))
want="no answer from $SERVER port $PORT within 2 s: filtered by a firewall"
if [[ $rc == 1 ]] && jq -e --arg w "$want" '.error.code == "timeout" and
        (.error.message | contains($w))' "$WORK/tcp-test.json" >/dev/null; then
    pass "a TCP test's error says no answer (filtered)"
else
    fail "TCP test with TCP dropped (exit $rc): $(head -c 800 "$WORK/tcp-test.json")"
fi
((took < 5000)) && pass "the test failed in $took ms (connect timeout 2 s)" ||
    fail "the failing test took $took ms with a 2 s connect timeout"

firewall ""
kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
server=
check refused 1
has refused '.tcp.status == "refused" and .udp.status == "not-tested"' "nothing listens: TCP refused"

if ((FAILS)); then
    echo "$FAILS check(s) failed"
    exit 1
fi
echo "all checks passed"
