#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `benchwire-cli --firewall` against a real nftables ruleset, in two network namespaces joined
# by a veth pair (tests/tools/linkemu/netpair). The server's namespace has an input chain that
# drops UDP 5201 and nothing else:
#   - `--firewall status` there says TCP open and UDP blocked (nftables);
#   - the server's hello carries the same view, its discovery answer (UDP) the view after allow;
#   - a UDP test from the client fails, a TCP test passes;
#   - `--firewall allow --yes` makes the UDP test pass; `--firewall remove --yes` restores
#     the earlier ruleset exactly (`nft list ruleset`, before and after);
#   - without --yes and without a terminal, allow refuses and changes nothing;
#   - `--firewall allow --temporary 3s` opens it, and the rules go by themselves.
# Traffic stays between the namespaces; every step is bounded, and the trap kills what ran in
# the namespaces and removes them.
#
# usage: firewall_helper.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
NETPAIR=${NETPAIR:-$HERE/../tools/linkemu/netpair}
ID=$(($$ % 100000))
NS_C=bwfh-c-$ID
NS_S=bwfh-s-$ID
PORT=5201
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
need nft nftables
need jq jq
need setsid util-linux
[[ -f $NETPAIR ]] || { echo "FAIL: no netpair at $NETPAIR"; exit 1; }
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }

WORK=$(mktemp -d)
np() { timeout 60 bash "$NETPAIR" "$@"; }
cleanup() {
    for ns in "$NS_S" "$NS_C"; do
        pids=$(ip netns pids "$ns" 2>/dev/null || true)
        [[ -n $pids ]] && kill $pids 2>/dev/null || true
    done
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
pass() { echo "PASS: $*"; }
in_s() { timeout 30 ip netns exec "$NS_S" "$@"; }
in_c() { timeout 30 ip netns exec "$NS_C" "$@"; }

addrs=$(np up "$NS_C" "$NS_S") || { echo "FAIL: netpair up"; exit 1; }
[[ $addrs == "10.77.0.1 10.77.0.2"* ]] || { echo "FAIL: unexpected addresses: $addrs"; exit 1; }

in_s nft -f - <<NFT || { echo "FAIL: nft in $NS_S"; exit 1; }
table inet bwtest {
  chain input {
    type filter hook input priority 0; policy accept;
    ct state established,related accept
    udp dport $PORT drop
  }
}
NFT
in_s nft list ruleset >"$WORK/before.nft"

status() { # OUT: --firewall status -J in the server's namespace
    in_s "$CLI" --firewall status -p $PORT -J >"$WORK/$1.json" 2>"$WORK/$1.err" || true
}
state() { jq -r "$2" "$WORK/$1.json" 2>/dev/null; }

status s1
if [[ $(state s1 .backend) == nftables && $(state s1 .tcp.state) == open &&
    $(state s1 .udp.state) == blocked ]]; then
    pass "status: nftables, TCP $PORT open, UDP $PORT blocked ($(state s1 .udp.reason))"
else
    fail "status before allow: $(cat "$WORK/s1.json" "$WORK/s1.err")"
fi

in_s timeout 120 "$CLI" -s -p $PORT >"$WORK/server.txt" 2>&1 &
for _ in $(seq 50); do grep -q listening "$WORK/server.txt" 2>/dev/null && break; sleep 0.1; done
grep -q listening "$WORK/server.txt" || { echo "FAIL: no server: $(cat "$WORK/server.txt")"; exit 1; }
# Bound to every address: a socket bound to one unicast address gets no discovery broadcasts.
sleep 1 # the server reads its firewall in the background once it listens

test_run() { # NAME ARGS...: exit 0 when a 1-second test moved bytes
    local name=$1
    shift
    in_c "$CLI" -c 10.77.0.2 -p $PORT -t 1 -J --connect-timeout 3 "$@" >"$WORK/$name.json" 2>&1 &&
        jq -e '[.summaries[] | .receiverBytesTotal > 0] | all' "$WORK/$name.json" >/dev/null 2>&1
}

if test_run tcp1; then pass "TCP test passes with UDP dropped"; else fail "TCP test: $(head -c 400 "$WORK/tcp1.json")"; fi
hello=$(jq -r '"\(.peer.firewall.tcp) \(.peer.firewall.udp)"' "$WORK/tcp1.json" 2>/dev/null)
[[ $hello == "open blocked" ]] && pass "the server's hello says TCP open, UDP blocked" ||
    fail "the hello's firewall view: '$hello'"
if test_run udp1 -u -b 10M; then fail "a UDP test passed while UDP $PORT is dropped"; else pass "UDP test fails while dropped"; fi

# No terminal and no --yes: refused, nothing changes.
if in_s "$CLI" --firewall allow -p $PORT </dev/null >"$WORK/refused.txt" 2>&1; then
    fail "allow without --yes and without a terminal ran"
else
    in_s nft list ruleset >"$WORK/refused.nft"
    grep -q "no terminal" "$WORK/refused.txt" && diff -q "$WORK/before.nft" "$WORK/refused.nft" >/dev/null &&
        pass "allow without a terminal or --yes refuses and changes nothing" ||
        fail "refusal: $(cat "$WORK/refused.txt")"
fi

if in_s "$CLI" --firewall allow --yes -p $PORT >"$WORK/allow.txt" 2>&1 &&
    grep -q "nft 'insert rule inet bwtest input udp dport $PORT accept comment \"Benchwire test port $PORT\"'" "$WORK/allow.txt"; then
    pass "allow printed its nft command and ran it"
else
    fail "allow: $(cat "$WORK/allow.txt")"
fi
status s2
[[ $(state s2 .udp.state) == open ]] && pass "status after allow: UDP open" || fail "after allow: $(cat "$WORK/s2.json")"
# Discovery rides on UDP $PORT, so only now can the server answer; its cached view is at most
# a few seconds old, so it turns to "open" within a few rounds.
disc=
for _ in $(seq 8); do
    in_c "$CLI" --discover --discover-time 1000 -p $PORT -J >"$WORK/disc.json" 2>&1 || true
    disc=$(jq -r '.peers[0] | "\(.firewallTcp) \(.firewallUdp) \(.firewall)"' "$WORK/disc.json" 2>/dev/null)
    [[ $disc == "open open open" ]] && break
done
[[ $disc == "open open open" ]] && pass "the discovery answer says TCP and UDP open after allow" ||
    fail "the discovery answer's firewall view: '$disc' ($(head -c 300 "$WORK/disc.json"))"
if test_run udp2 -u -b 10M; then pass "UDP test passes after allow"; else fail "UDP test after allow: $(head -c 400 "$WORK/udp2.json")"; fi

in_s "$CLI" --firewall remove --yes -p $PORT >"$WORK/remove.txt" 2>&1 || fail "remove: $(cat "$WORK/remove.txt")"
in_s nft list ruleset >"$WORK/after.nft"
if diff -u "$WORK/before.nft" "$WORK/after.nft" >"$WORK/diff.txt"; then
    pass "remove restored the ruleset exactly"
else
    fail "remove left a different ruleset:"; cat "$WORK/diff.txt"
fi

in_s "$CLI" --firewall allow --yes --temporary 3s -p $PORT >"$WORK/temp.txt" 2>&1 || fail "temporary allow: $(cat "$WORK/temp.txt")"
status s3
[[ $(state s3 .udp.state) == open ]] && pass "temporary allow: UDP open" || fail "temporary: $(cat "$WORK/s3.json")"
gone=0
for _ in $(seq 40); do
    in_s nft list ruleset >"$WORK/temp.nft"
    if diff -q "$WORK/before.nft" "$WORK/temp.nft" >/dev/null; then gone=1; break; fi
    sleep 0.25
done
((gone)) && pass "the temporary rules went by themselves; the ruleset is as before" ||
    fail "temporary rules still there after 10 s: $(diff "$WORK/before.nft" "$WORK/temp.nft")"

if ((FAILS)); then
    echo "$FAILS check(s) failed"
    exit 1
fi
echo "all checks passed"
