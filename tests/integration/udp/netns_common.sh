# SPDX-License-Identifier: MIT
# Sourced by the udp_netns_*.sh tests: an emulated link between two network namespaces made by
# ../shared/tools/linkemu/netpair (client in $NS_C at 10.77.0.1, server in $NS_S at 10.77.0.2),
# a one-off benchwire-cli server in $NS_S, and checks on the client's -J result with jq.
# Traffic stays inside the namespaces. Needs root, iproute2 and jq: exits 77 (skip) without.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
NETPAIR=${NETPAIR:-$HERE/../../../../shared/tools/linkemu/netpair}
WORK=$(mktemp -d)
FAILS=0

skip() { echo "SKIP: $*"; exit 77; }
[[ $(id -u) == 0 ]] || skip "needs root for network namespaces"
[[ -f $NETPAIR ]] || skip "no netpair at $NETPAIR (set NETPAIR=)"
command -v ip >/dev/null || skip "no iproute2"
command -v jq >/dev/null || skip "no jq"
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }

np() { bash "$NETPAIR" "$@"; }
cleanup() {
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# link_up OPTIONS...: a fresh pair (a leftover of a killed run is removed first).
link_up() {
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    local addrs
    addrs=$(np up "$NS_C" "$NS_S" --time-limit 300 "$@") || { echo "FAIL: netpair up $*"; exit 1; }
    [[ $addrs == "10.77.0.1 10.77.0.2"* ]] || { echo "FAIL: unexpected addresses: $addrs"; exit 1; }
    echo "link: $*"
}

link_down() {
    np down "$NS_C" "$NS_S" 2>"$WORK/down.txt" || true
    grep -E 'A->B|B->A|late|drop' "$WORK/down.txt" | sed 's/^/  emulator: /' || true
}

# run_test OUT CLIENT_ARGS...: a server in $NS_S (one-off unless SERVER_ONE_OFF=0) and the
# client in $NS_C, both bounded in time; the server is stopped afterwards.
run_test() {
    local out=$1
    shift
    local one_off=(-1)
    [[ ${SERVER_ONE_OFF:-1} == 1 ]] || one_off=()
    timeout 200 bash "$NETPAIR" exec "$NS_S" "$CLI" -s "${one_off[@]}" -B 10.77.0.2 >"$WORK/server.txt" 2>&1 &
    local server=$!
    for _ in $(seq 50); do
        grep -q listening "$WORK/server.txt" 2>/dev/null && break
        sleep 0.1
    done
    timeout 180 bash "$NETPAIR" exec "$NS_C" "$CLI" -c 10.77.0.2 -J "$@" >"$out" || true
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    if ! jq -e '.summaries' "$out" >/dev/null 2>&1; then
        echo "FAIL: no result from benchwire-cli $*"
        sed 's/^/  /' "$out" | head -20
        FAILS=$((FAILS + 1))
        return 1
    fi
}

# check NAME ACTUAL LOW HIGH: LOW <= ACTUAL <= HIGH (decimals).
check() {
    if awk -v v="$2" -v lo="$3" -v hi="$4" 'BEGIN { exit !(v >= lo && v <= hi) }'; then
        echo "PASS: $1 = $2 (expected $3 .. $4)"
    else
        echo "FAIL: $1 = $2 (expected $3 .. $4)"
        FAILS=$((FAILS + 1))
    fi
}

finish() {
    if ((FAILS)); then
        echo "$FAILS check(s) failed"
        exit 1
    fi
    echo "all checks passed"
}
