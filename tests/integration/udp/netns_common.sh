# SPDX-License-Identifier: MIT
# Sourced by the udp_netns_*.sh tests: an emulated link between two network namespaces made by
# tests/tools/linkemu/netpair (client in $NS_C at 10.77.0.1, server in $NS_S at 10.77.0.2),
# a one-off benchwire-cli server in $NS_S, and checks on the client's -J result with jq.
# Traffic stays inside the namespaces. CTest passes NETPAIR and LINKEMU (the linkemu it built);
# without LINKEMU netpair builds linkemu.c itself. Not root: exit 77 (skipped), or 1 with
# BENCHWIRE_NO_SKIP=1 (scripts/test.sh). A missing tool is a failure that names its package.
set -euo pipefail

CLI=${1:?usage: $0 path/to/benchwire-cli}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
NETPAIR=${NETPAIR:-$HERE/../../tools/linkemu/netpair}
# The pid in the names: two runs at once (two build trees on one machine) get separate pairs.
NS_C=$NS_C-$$ NS_S=$NS_S-$$
FAILS=0 UNJUDGED=

# skip REASON: 77, which CTest shows as skipped, unless skips are failures here.
skip() {
    if [[ ${BENCHWIRE_NO_SKIP:-0} == 1 ]]; then
        echo "FAIL: $* (BENCHWIRE_NO_SKIP=1: a skip is a failure)"
        exit 1
    fi
    echo "SKIP: $*"
    exit 77
}
need() { # COMMAND PACKAGE
    command -v "$1" >/dev/null ||
        { echo "FAIL: no $1: install package $2 (bash scripts/setup.sh --tests)"; exit 1; }
}
[[ $(id -u) == 0 ]] || skip "needs root for network namespaces"
need ip iproute2
need jq jq
need timeout coreutils
[[ -f $NETPAIR ]] || { echo "FAIL: no netpair at $NETPAIR (set NETPAIR=)"; exit 1; }
[[ -x $CLI ]] || { echo "FAIL: no benchwire-cli at $CLI"; exit 1; }
WORK=$(mktemp -d)

np() { timeout 60 bash "$NETPAIR" "$@"; }
cleanup() {
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT

# link_up OPTIONS...: a fresh pair (one this run left up is removed first).
link_up() {
    np down "$NS_C" "$NS_S" >/dev/null 2>&1 || true
    local addrs
    addrs=$(np up "$NS_C" "$NS_S" --time-limit 300 "$@") || { echo "FAIL: netpair up $*"; exit 1; }
    [[ $addrs == "10.77.0.1 10.77.0.2"* ]] || { echo "FAIL: unexpected addresses: $addrs"; exit 1; }
    echo "link: $*"
}

# link_down: removes the pair; netpair prints the emulator's statistics, which stay in
# $WORK/down.txt for emulator_kept_up.
link_down() {
    np down "$NS_C" "$NS_S" 2>"$WORK/down.txt" || true
    grep -E 'A->B|B->A|late|drop' "$WORK/down.txt" | sed 's/^/  emulator: /' || true
}

# emulator_kept_up: whether linkemu kept to its schedule on the link just taken down: no packets
# dropped by the kernel because linkemu did not read its TUN queue in time, and in each
# direction that carried at least 1000 packets a mean lateness of at most 100 us (linkemu warns
# above that). Otherwise the machine, not the emulated link, shaped what the test measured. A
# direction with a handful of packets (a link's first packet, say) is not judged: one wake-up
# of a few ms on a busy machine would put its mean over the limit and mean nothing.
emulator_kept_up() {
    ! grep -q 'dropped in the kernel TX queue' "$WORK/down.txt" &&
        awk '/linkemu (A->B|B->A): in=/ {
                 out = $0; sub(/.* out=/, "", out); sub(/ pkts.*/, "", out)
                 late = $0; sub(/.* late_mean=/, "", late); sub(/ us.*/, "", late)
                 if (out + 0 >= 1000 && late + 0 > 100) behind = 1
             }
             END { exit behind }' "$WORK/down.txt"
}

# emulator_lag: one line with linkemu's mean lateness per direction and the kernel's drops.
emulator_lag() {
    {
        sed -nE 's/.*linkemu (A->B|B->A): in=.*(late_mean=[0-9.]+ us).*/\1 \2/p' "$WORK/down.txt"
        grep -oE '[0-9]+ packets dropped in the kernel TX queue' "$WORK/down.txt" || true
    } | paste -sd ';' | sed 's/;/; /g'
}

# run_test OUT CLIENT_ARGS...: a server in $NS_S (one-off unless SERVER_ONE_OFF=0) and the
# client in $NS_C, both bounded in time; the server is stopped afterwards. The array
# SERVER_WRAP, when set, is the command that runs the server (e.g. one that shifts its clock).
run_test() {
    local out=$1
    shift
    local one_off=(-1)
    [[ ${SERVER_ONE_OFF:-1} == 1 ]] || one_off=()
    timeout 200 bash "$NETPAIR" exec "$NS_S" ${SERVER_WRAP[@]+"${SERVER_WRAP[@]}"} \
        "$CLI" -s "${one_off[@]}" -B 10.77.0.2 >"$WORK/server.txt" 2>&1 &
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

# check NAME ACTUAL LOW HIGH: LOW <= ACTUAL <= HIGH (decimals). An absent figure (empty, or jq's
# null) fails: awk would read it as 0.
check() {
    if [[ -n $2 && $2 != null ]] &&
        awk -v v="$2" -v lo="$3" -v hi="$4" 'BEGIN { exit !(v >= lo && v <= hi) }'; then
        echo "PASS: $1 = $2 (expected $3 .. $4)"
    else
        echo "FAIL: $1 = $2 (expected $3 .. $4)"
        FAILS=$((FAILS + 1))
    fi
}

# judged NAME FUNCTION [ARGS...]: FUNCTION brings a link up, measures, checks and ends with
# link_down. What it measured is the emulated link only if linkemu kept to its schedule: on a
# busy machine it falls behind, delivers in bursts and the kernel drops what it did not read
# in time, so rates come out low and losses high. So when checks failed while the emulator
# fell behind, they are set aside (shown, not counted) and FUNCTION runs once more on a fresh
# link; if the emulator fell behind again, NAME was not judged, which finish reports as a skip
# (a failure with BENCHWIRE_NO_SKIP=1), never as a pass. Failures on a link the emulator kept
# up with (or a veth link, which has no emulator) always count.
judged() {
    local name=$1 before=$FAILS attempt
    shift
    for attempt in 1 2; do
        "$@"
        if ((FAILS == before)) || emulator_kept_up; then
            return 0
        fi
        echo "SET ASIDE: $((FAILS - before)) failed check(s) of $name (attempt $attempt): the emulator" \
            "fell behind ($(emulator_lag)), so they measured this machine, not the link"
        FAILS=$before
        ((attempt == 2)) || echo "once more on a fresh link"
    done
    UNJUDGED+="${UNJUDGED:+; }$name"
}

finish() {
    if ((FAILS)); then
        echo "$FAILS check(s) failed"
        exit 1
    fi
    if [[ -n $UNJUDGED ]]; then
        skip "not judged: the emulator could not keep up in two attempts ($UNJUDGED); the other" \
            "checks passed. Run it on a quieter machine."
    fi
    echo "all checks passed"
}
