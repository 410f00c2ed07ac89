#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# "Only the server's port must be open": two network namespaces joined by a veth pair
# (tests/tools/linkemu/netpair), each behind an nftables firewall that drops every new inbound
# connection. The server's lets in TCP and UDP to its test port and nothing else; the client's
# lets in nothing new at all (only replies to what it opened). Upload, download, both at once,
# both ways and UDP in every direction must then all pass, so the client opens every
# connection and the server needs nothing but its port. A control run with the server's port
# closed too must fail with a timeout that names the port, which shows the firewall really
# filters. Traffic stays between the namespaces; every step is bounded, and the trap removes
# both namespaces.
#
# usage: firewall_netns.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
NETPAIR=${NETPAIR:-$HERE/../tools/linkemu/netpair}
NS_C=bwfw-c-$$
NS_S=bwfw-s-$$
PORT=5201
FAILS=0

source "$(dirname "${BASH_SOURCE[0]}")/../support/netnstest.sh"
netns_require_root
need ip iproute2
need nft nftables
need jq jq
[[ -f $NETPAIR ]] || { echo "FAIL: no netpair at $NETPAIR"; exit 1; }
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }

WORK=$(mktemp -d)
server=
np() { timeout 60 bash "$NETPAIR" "$@"; }
cleanup() {
    [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT

addrs=$(np up "$NS_C" "$NS_S") || { echo "FAIL: netpair up"; exit 1; }
[[ $addrs == "10.77.0.1 10.77.0.2"* ]] || { echo "FAIL: unexpected addresses: $addrs"; exit 1; }

# firewall NS OPEN_PORT: inbound policy drop; replies to what this host opened, loopback and
# ICMP errors pass; OPEN_PORT (if given) is open for TCP and UDP.
firewall() {
    local ns=$1 open=${2:-} allow=
    [[ -n $open ]] && allow="tcp dport $open accept; udp dport $open accept;"
    ip netns exec "$ns" nft delete table inet bwfw 2>/dev/null || true
    ip netns exec "$ns" nft -f - <<NFT || { echo "FAIL: nft in $ns"; exit 1; }
table inet bwfw {
  chain input {
    type filter hook input priority 0; policy drop;
    ct state established,related accept
    iif lo accept
    $allow
  }
}
NFT
}

start_server() {
    ip netns exec "$NS_S" timeout 120 "$CLI" -s -p $PORT -B 10.77.0.2 >"$WORK/server.txt" 2>&1 &
    server=$!
    for _ in $(seq 50); do
        grep -q listening "$WORK/server.txt" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "FAIL: the server did not start"
    cat "$WORK/server.txt"
    exit 1
}

# run NAME ARGS...: a client test that must succeed with matching whole-run bytes.
run() {
    local name=$1
    shift
    local out=$WORK/$name.json
    if ip netns exec "$NS_C" timeout 60 "$CLI" -c 10.77.0.2 -p $PORT -t 1 -J "$@" >"$out" 2>&1 &&
        jq -e '.summaries | length > 0' "$out" >/dev/null 2>&1 &&
        jq -e '[.summaries[] | .receiverBytesTotal > 0] | all' "$out" >/dev/null 2>&1; then
        echo "PASS: $name through both firewalls ($*)"
    else
        echo "FAIL: $name ($*) did not pass with only the server's port $PORT open:"
        head -c 600 "$out" | sed 's/^/  /'
        echo
        FAILS=$((FAILS + 1))
    fi
}

firewall "$NS_S" $PORT
firewall "$NS_C"
start_server

run upload
run download -R
run bidirectional --bidir -P 2
run both-ways --both
run udp-upload -u -b 20M
run udp-download -u -b 20M -R
run udp-bidirectional -u -b 20M --bidir

# Control: with the server's port closed as well, nothing gets through, and the client says
# that the port did not answer (a firewall), naming it.
firewall "$NS_S"
out=$WORK/closed.txt
if ip netns exec "$NS_C" timeout 60 "$CLI" -c 10.77.0.2 -p $PORT -t 1 >"$out" 2>&1; then
    echo "FAIL: a test passed with the server's port closed: the firewall does not filter"
    FAILS=$((FAILS + 1))
elif grep -q "$PORT" "$out" && grep -qi "firewall\|timed out\|no answer" "$out"; then
    echo "PASS: port closed: the client fails and names port $PORT: $(head -c 200 "$out" | tr '\n' ' ')"
else
    echo "FAIL: port closed: the error does not name the port or the firewall:"
    sed 's/^/  /' "$out"
    FAILS=$((FAILS + 1))
fi

if ((FAILS)); then
    echo "$FAILS check(s) failed"
    exit 1
fi
echo "all checks passed"
