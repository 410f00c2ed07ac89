#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Pairs driven from one console (--plan, docs/remote-control.md) on a bridge of five members:
# the console (10.84.0.1, which runs no server), three endpoints that accept remote control
# (10.84.0.21, .22, .23) and a target server that does not (10.84.0.10). Each endpoint's link is
# shaped with tc tbf: its egress for what it sends, the bridge's port towards it for what it
# receives, so that each pair has a link of its own:
#   up1: 10.84.0.21 -> target, 100 Mbit/s     up2: 10.84.0.22 -> target, 150 Mbit/s
#   down1: target -> 10.84.0.23, 60 Mbit/s
#   the three pairs at once: each pair's received rate within 3 % of the same pair run alone,
#     the start skew under 50 ms, Jain's index across the pairs and an aggregate in the JSON
#   the text output: each pair's rows, a sum line per interval, the aggregate, Jain's index and
#     the start skew
#   a wrong key: exit 1, the error names the endpoint and says the key does not match
#   a server without --control-key asked for a pair: refused, naming --control-key
#   an endpoint asked to send to the console's host, which runs no server: exit 1, the connect
#     error names that host, and the host received nothing from the endpoint but the one refused
#     SYN (an nftables counter there; the endpoint's answers on the console's own control
#     connection, from its port 5201, are not counted)
# Traffic stays inside the namespaces; every step has a timeout, and the trap deletes them all,
# also on failure.
#
# usage: pairs.sh PATH/TO/benchwire-cli
# Not root: 77 (skipped), or 1 with BENCHWIRE_NO_SKIP=1. A missing tool is a failure.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
ID=$(($$ % 100000))
B=bwq-b-$ID C=bwq-c-$ID E1=bwq-e1-$ID E2=bwq-e2-$ID E3=bwq-e3-$ID T=bwq-t-$ID
AC=10.84.0.1 AE1=10.84.0.21 AE2=10.84.0.22 AE3=10.84.0.23 AT=10.84.0.10 NONE=10.84.0.1
KEY=pairs-test-key-1
UP1=100 UP2=150 DOWN1=60 # Mbit/s
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
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${servers[@]}"; do wait "$pid" 2>/dev/null || true; done
    for ns in "$C" "$E1" "$E2" "$E3" "$T"; do ip netns pids "$ns" 2>/dev/null | xargs -r kill 2>/dev/null || true; done
    for ns in "$B" "$C" "$E1" "$E2" "$E3" "$T"; do ip netns del "$ns" 2>/dev/null || true; done
    [[ -n ${PAIRS_KEEP:-} ]] && cp -r "$WORK" "$PAIRS_KEEP"
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; FAILS=$((FAILS + 1)); }
pass() { echo "PASS: $*"; }
nsx() { local ns=$1; shift; timeout 40 ip netns exec "$ns" "$@"; }

ip netns add "$B"
nsx "$B" ip link add br0 type bridge
nsx "$B" ip link set br0 up
member() { bridge_member "$B" "$1" "$2/24" "$3" "bwq$ID"; } # NS ADDRESS N
member "$C" $AC 0
member "$E1" $AE1 1
member "$E2" $AE2 2
member "$E3" $AE3 3
member "$T" $AT 4
shape() { nsx "$1" tc qdisc add dev "$2" root tbf rate "$3mbit" burst 64kb latency 20ms; }
shape "$E1" eth0 $UP1 # what endpoint 1 sends
shape "$E2" eth0 $UP2
shape "$B" p3 $DOWN1 # what endpoint 3 receives
# Every packet the console's host receives from endpoint 1 but its answers on the console's
# control connection (from port 5201 to the console's own port).
nsx "$C" nft add table inet bwq
nsx "$C" nft add chain inet bwq in '{ type filter hook input priority 0; }'
nsx "$C" nft add rule inet bwq in ip saddr $AE1 tcp sport 5201 tcp dport != 5201 accept
nsx "$C" nft add rule inet bwq in ip saddr $AE1 counter

serve() { # NS ADDRESS LOG ARGS...
    local ns=$1 addr=$2 log=$3
    shift 3
    ip netns exec "$ns" timeout 150 "$CLI" -s -B "$addr" "$@" >"$WORK/$log" 2>&1 &
    servers+=($!)
}
serve "$E1" $AE1 e1.log --control-key $KEY
serve "$E2" $AE2 e2.log --control-key $KEY
serve "$E3" $AE3 e3.log --control-key $KEY
serve "$T" $AT t.log --max-clients 3
for log in e1 e2 e3 t; do
    for _ in $(seq 50); do
        grep -q listening "$WORK/$log.log" 2>/dev/null && break
        sleep 0.1
    done
    grep -q listening "$WORK/$log.log" || { echo "FAIL: server $log did not start"; cat "$WORK/$log.log"; exit 1; }
done

pair() { # NAME ENDPOINT TARGET DIRECTION [KEY]
    printf '{"name": "%s", "endpoint": "%s", "key": "%s", "target": "%s", "direction": "%s"}' \
        "$1" "$2" "${5:-$KEY}" "$3" "$4"
}
plan() { # FILE PAIR...
    local file=$1 sep=""
    shift
    { printf '{"duration": 4, "interval": 1, "pairs": [\n'
      for p in "$@"; do printf '%s  %s' "$sep" "$p"; sep=$',\n'; done
      printf '\n]}\n'; } >"$WORK/$file"
}
P_UP1=$(pair up1 $AE1 $AT upload)
P_UP2=$(pair up2 $AE2 $AT upload)
P_DOWN1=$(pair down1 $AE3 $AT download)
rate() { # FILE INDEX: the pair's received Mbit/s
    jq ".pairs[$2].result.summaries[0] | .receiverBytes * 8 / .durationUs" "$WORK/$1" 2>/dev/null || echo 0
}

# --- each pair alone, then the three at once ---------------------------------------------
names=(up1 up2 down1)
specs=("$P_UP1" "$P_UP2" "$P_DOWN1")
alone=()
for i in 0 1 2; do
    plan "alone$i.json" "${specs[i]}"
    rc=0
    nsx "$C" "$CLI" --plan "$WORK/alone$i.json" -J >"$WORK/alone$i.out" 2>"$WORK/alone$i.err" || rc=$?
    [[ $rc == 0 ]] || fail "${names[i]} alone: exit $rc: $(head -c 600 "$WORK/alone$i.err" "$WORK/alone$i.out")"
    alone+=("$(rate "alone$i.out" 0)")
done
plan all.json "$P_UP1" "$P_UP2" "$P_DOWN1"
rc=0
nsx "$C" "$CLI" --plan "$WORK/all.json" -J >"$WORK/all.out" 2>"$WORK/all.err" || rc=$?
check "three pairs: exit code" "$rc" 0 0
for i in 0 1 2; do
    got=$(rate all.out "$i")
    check "three pairs: ${names[i]} (alone ${alone[i]} Mbit/s): received Mbit/s" "$got" \
        "$(awk -v a="${alone[i]}" 'BEGIN { print a * 0.97 }')" "$(awk -v a="${alone[i]}" 'BEGIN { print a * 1.03 }')"
done
goodput=$(awk -v r=$UP1 'BEGIN { print r * 1448 / 1514 }')
check "up1 alone / its link's TCP goodput" "$(awk -v a="${alone[0]}" -v g="$goodput" 'BEGIN { print a / g }')" 0.95 1.03
check "three pairs: start skew, ms" "$(jq '.startSkewMs // 1e9' "$WORK/all.out")" 0 50
check "three pairs: Jain's index across the pairs" "$(jq '.jainIndex // 0' "$WORK/all.out")" 0.5 1
check "three pairs: aggregate directions" "$(jq '.aggregate | length' "$WORK/all.out")" 2 2

# --- the text output ------------------------------------------------------------------
rc=0
nsx "$C" "$CLI" --plan "$WORK/all.json" >"$WORK/text.out" 2>&1 || rc=$?
check "text: exit code" "$rc" 0 0
check "text: sum lines (one per interval)" "$(grep -c '^sum of 3 pairs:' "$WORK/text.out" || true)" 4 4
check "text: the aggregate" "$(grep -c '^Aggregate of 3 pairs:' "$WORK/text.out" || true)" 1 1
check "text: Jain's index" "$(grep -c "Jain's index across pairs: " "$WORK/text.out" || true)" 1 1
check "text: the start skew" "$(grep -c 'Start skew: ' "$WORK/text.out" || true)" 1 1

# --- refusals ---------------------------------------------------------------------------
expect_error() { # NAME FILE TEXT
    local rc=0
    nsx "$C" "$CLI" --plan "$WORK/$2" >"$WORK/$2.out" 2>&1 || rc=$?
    if [[ $rc == 1 ]] && grep -qF "$3" "$WORK/$2.out"; then
        pass "$1: exit 1: $(grep -F "$3" "$WORK/$2.out" | head -1)"
    else
        fail "$1: exit $rc: $(head -c 800 "$WORK/$2.out")"
    fi
}
plan wrongkey.json "$P_UP2" "$(pair up1 $AE1 $AT upload wrong-key-000)"
expect_error "wrong key" wrongkey.json \
    "the control key does not match the one the endpoint at $AE1 was started with"
plan nokey.json "$(pair t $AT $AE2 upload)"
expect_error "server without --control-key" nokey.json \
    "the endpoint at $AT does not accept remote control: start it with --control-key"
counter() { nsx "$C" nft list chain inet bwq in | grep -o "$1 [0-9]*" | tail -1 | grep -o '[0-9]*$'; }
before=$(counter packets) before_bytes=$(counter bytes)
plan noserver.json "$(pair none $AE1 $NONE upload)"
expect_error "target with no server" noserver.json "nothing listens on $NONE port 5201"
check "target with no server: packets it received from the endpoint (the SYN)" \
    "$(($(counter packets) - before))" 1 1
check "target with no server: bytes of them" "$(($(counter bytes) - before_bytes))" 1 100

# --- the endpoints still serve -----------------------------------------------------------
plan again.json "$P_UP2"
rc=0
nsx "$C" "$CLI" --plan "$WORK/again.json" -J >"$WORK/again.out" 2>&1 || rc=$?
check "after the refusals: a pair still runs, exit code" "$rc" 0 0

if ((FAILS)); then
    echo "--- output"; tail -n 30 "$WORK"/*.err "$WORK"/e1.log "$WORK"/text.out | cut -c1-300
    exit 1
fi
echo "--- text output"; cat "$WORK/text.out"
echo "all passed"
