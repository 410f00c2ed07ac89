#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Link facts on a veth pair: two network namespaces this script creates (client
# 10.81.0.1, server 10.81.0.2, MTU 1400), a Benchwire server in the server's, a 0.4 s test
# from the client's with --json. Both ends must report a virtual link with its name and MTU,
# no speed (veth's nominal 10000 Mbit/s is no negotiated rate) and the reason, and no Wi-Fi.
# Traffic stays between the two namespaces; every step has a timeout; the trap deletes both
# namespaces, also on failure.
#
# usage: linkfacts.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
ID=$(($$ % 100000))
C=bwl-c-$ID S=bwl-s-$ID
PORT=5201
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
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
ip link add "bwl$ID-c" netns "$C" type veth peer name "bwl$ID-s" netns "$S"
nsx "$C" ip addr add 10.81.0.1/24 dev "bwl$ID-c"
nsx "$S" ip addr add 10.81.0.2/24 dev "bwl$ID-s"
for end in "$C:bwl$ID-c" "$S:bwl$ID-s"; do
    nsx "${end%%:*}" ip link set "${end#*:}" mtu 1400 up
done

timeout 60 ip netns exec "$S" "$CLI" -s -B 10.81.0.2 -p $PORT >"$WORK/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do
    nsx "$S" ss -ltn | grep -q ":$PORT " && break
    sleep 0.1
done

nsx "$C" "$CLI" -c 10.81.0.2 -p $PORT -t 0.4 -i 0.2 -J >"$WORK/result.json" ||
    { cat "$WORK/server.log"; echo "FAIL: the test did not run"; exit 1; }

# check END INTERFACE: the result's END link is INTERFACE, virtual, MTU 1400, no speed.
check() {
    local link
    link=$(jq -c ".$1" "$WORK/result.json")
    if jq -e --arg i "$2" '.valid and .kind == "virtual" and .interface == $i and .mtu == 1400
            and (has("speedMbps") | not) and (has("wifi") | not)
            and (.unavailable | test("virtual link \\(veth\\): no negotiated speed"))' \
            <<<"$link" >/dev/null; then
        pass "$1: $link"
    else
        fail "$1: $link"
    fi
}
check localLink "bwl$ID-c"
check remoteLink "bwl$ID-s"
if jq -e '[.intervals[] | has("localWifi") or has("remoteWifi")] | any | not' \
        "$WORK/result.json" >/dev/null; then
    pass "no Wi-Fi readings in the intervals"
else
    fail "Wi-Fi readings on a veth link"
fi
text=$(nsx "$C" "$CLI" --list-interfaces)
grep -q "link: bwl$ID-c virtual (virtual link (veth): no negotiated speed" <<<"$text" &&
    pass "--list-interfaces names the veth" || fail "--list-interfaces: $text"
grep -qE "^bwl$ID-c +virtual +up +speed n/a" <<<"$text" &&
    pass "--list-interfaces shows no speed for the veth" || fail "--list-interfaces: $text"
exit $((FAILS > 0))
