#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchwire against the real iperf3 binary on 127.0.0.1, in both roles:
#   server role: stock `iperf3 -c` against `benchwire-cli -s -1`;
#   client role: `benchwire-cli -c` (automatic fallback, and --iperf3) against `iperf3 -s -1 -J`;
# for TCP normal / -R / --bidir with -P 1 and 4, and UDP normal / -R at a -b rate with -P 1
# and 4 (and --bidir). Each side
# must exit 0, iperf3's -J must parse, and the receiver bytes both tools report must agree
# within 1 % plus one buffer per stream (iperf3check.py). Then hostile iperf3-dialect clients
# (bad cookie, huge JSON length, wrong types, silence) must be refused while the server keeps
# serving.
# Runs until stopped (-t 0) both ways end at SIGINT.
# Only loopback traffic. Every process is bounded by `timeout`; the trap stops what this
# script started.
#
# usage: iperf3_interop.sh PATH/TO/benchwire-cli [DURATION_SECONDS]
# Exit codes: 0 pass, 1 fail (a missing tool is a failure: scripts/setup.sh --tests installs them).
set -uo pipefail
# One block: bash reads it whole before running, so editing the file cannot derail a run.
{

cli=${1:?usage: iperf3_interop.sh PATH/TO/benchwire-cli [DURATION_SECONDS]}
duration=${2:-2}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
check="python3 $here/iperf3check.py"
failures=0
log() { printf '[iperf3-interop] %s\n' "$*"; }
fail() {
    printf '[iperf3-interop] FAIL: %s\n' "$*" >&2
    failures=$((failures + 1))
}

# --- tools ---------------------------------------------------------------------------------
missing=()
command -v iperf3 >/dev/null || missing+=(iperf3)
command -v python3 >/dev/null || missing+=(python3)
command -v ss >/dev/null || missing+=(iproute2)
if [[ ${#missing[@]} -gt 0 ]]; then
    # Tests install nothing: scripts/setup.sh --tests owns every package.
    log "FAIL: missing ${missing[*]}: run 'bash scripts/setup.sh --tests' (as root) first"
    exit 1
fi
[[ -x $cli ]] || { log "no executable $cli"; exit 1; }
log "$("$cli" --version | head -1), $(iperf3 --version | head -1 | cut -d' ' -f1-2)"

tmp=$(mktemp -d /tmp/benchwire-iperf3.XXXXXX)
pids=()
cleanup() {
    local p
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null; done
    if [[ $failures == 0 ]]; then rm -rf "$tmp"; else log "logs kept in $tmp"; fi
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# A port free for TCP and UDP on 127.0.0.1.
free_port() {
    python3 - <<'EOF'
import socket
for _ in range(50):
    t = socket.socket(); t.bind(("127.0.0.1", 0)); port = t.getsockname()[1]
    u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        u.bind(("127.0.0.1", port)); print(port); break
    except OSError:
        pass
    finally:
        t.close(); u.close()
EOF
}

wait_listen() { # PORT: at most 5 s
    timeout 5 bash -c "until [[ -n \$(ss -Hltn 'sport = :$1' 2>/dev/null) ]]; do sleep 0.05; done"
}

wait_running() { # PORT: at most 10 s until the server holds a test's control and data connection
    # (iperf3 opens its data stream only once the server has taken the test on).
    timeout 10 bash -c "until (( \$(ss -Htn state established 'sport = :$1' 2>/dev/null | wc -l) >= 2 )); do sleep 0.05; done"
}

mode_flags() { # MODE -> iperf3 / benchwire flags
    case $1 in up) echo "" ;; down) echo "-R" ;; bidir) echo "--bidir" ;; esac
}

# run_case NAME CHECK MODE STREAMS LEN SERVER_CMD CLIENT_CMD: one run on a fresh port (PORT in
# the commands). Both must exit 0; then iperf3check.py CHECK compares their reports.
run_case() {
    local name=$1 kind=$2 mode=$3 streams=$4 len=$5 port spid crc src
    port=$(free_port)
    local scmd=${6//PORT/$port} ccmd=${7//PORT/$port}
    # shellcheck disable=SC2086 # the commands are plain words
    timeout $((duration + 40)) $scmd >"$tmp/$name.server" 2>&1 &
    spid=$!
    pids+=("$spid")
    if ! wait_listen "$port"; then
        fail "$name: the server did not listen ($scmd)"
        return
    fi
    # shellcheck disable=SC2086
    timeout $((duration + 30)) $ccmd >"$tmp/$name.client" 2>&1
    crc=$?
    wait "$spid"
    src=$?
    log "$name: client exit $crc, server exit $src"
    [[ $crc == 0 ]] || fail "$name: client ($ccmd) exited $crc: $(head -c 400 "$tmp/$name.client")"
    [[ $src == 0 ]] || fail "$name: server ($scmd) exited $src: $(tail -c 400 "$tmp/$name.server")"
    $check "$kind" "$mode" "$streams" "$len" "$tmp/$name.client" "$tmp/$name.server" || fail "$name: figures"
}

proto_flags() { # PROTO LEN
    [[ $1 == udp ]] && echo "-u -l $2"
}

# ROLE server: a stock iperf3 client against `benchwire-cli -s -1`;
# ROLE client: `benchwire-cli -c` against a stock `iperf3 -s -1 -J`.
# Extra flags go to the client.
role_case() { # ROLE PROTO MODE STREAMS [extra client flags...]
    local role=$1 proto=$2 mode=$3 streams=$4 len=131072 server client
    shift 4
    [[ $proto == udp ]] && len=1400
    if [[ $role == server ]]; then
        server="$cli -s -1 -p PORT -B 127.0.0.1"
        client="iperf3 -c 127.0.0.1"
    else
        server="iperf3 -s -1 -J -p PORT -B 127.0.0.1"
        client="$cli -c 127.0.0.1"
    fi
    run_case "$role-$proto-$mode-P$streams${1:-}" "$role-role" "$mode" "$streams" "$len" "$server" \
        "$client -p PORT -t $duration -P $streams $(proto_flags "$proto" $len) $(mode_flags "$mode") $* -J"
}

for mode in up down bidir; do
    for streams in 1 4; do
        role_case server tcp "$mode" "$streams"
        role_case client tcp "$mode" "$streams"
    done
done
role_case server tcp up 2 -O 1 -N -w 1M -l 64K --get-server-output
role_case client tcp up 2 --iperf3
for mode in up down; do
    for role in server client; do
        role_case "$role" udp "$mode" 1 -b 50M
        role_case "$role" udp "$mode" 4 -b 20M
    done
done
role_case server udp bidir 2 -b 10M
role_case client udp bidir 2 -b 10M --iperf3

# Human output against a stock iperf3 server: what iperf3 does not report reads "n/a", not 0.
port=$(free_port)
timeout $((duration + 40)) iperf3 -s -1 -p "$port" -B 127.0.0.1 >"$tmp/human.server" 2>&1 &
pids+=("$!")
if wait_listen "$port"; then
    timeout $((duration + 30)) "$cli" -c 127.0.0.1 -p "$port" -t "$duration" >"$tmp/human.client" 2>&1 ||
        fail "human output vs iperf3: the client failed: $(head -c 400 "$tmp/human.client")"
    grep -q "intervals: n/a" "$tmp/human.client" ||
        fail "human output vs iperf3: no 'intervals: n/a': $(cat "$tmp/human.client")"
    grep -q "peer n/a" "$tmp/human.client" ||
        fail "human output vs iperf3: the peer's socket buffers are not n/a: $(cat "$tmp/human.client")"
    log "human output vs iperf3: unknown figures read n/a"
else
    fail "human output: iperf3 -s did not listen"
fi

# Until stopped (-t 0) both ways, SIGINT after 2 s. benchwire-cli against `iperf3 -s`: iperf3's
# own time 0, exit 0 and equal totals. `iperf3 -c -t 0` against `benchwire-cli -s
# --max-duration 0`: served until the client's Ctrl+C, which iperf3 ends with CLIENT_TERMINATE.
stopped_case() { # NAME SERVER_CMD CLIENT_CMD (PORT in both): the client's exit code in stopped_rc
    local port spid cpid
    port=$(free_port)
    # shellcheck disable=SC2086 # the commands are plain words
    timeout 40 ${2//PORT/$port} >"$tmp/$1.server" 2>&1 &
    spid=$!
    pids+=("$spid")
    wait_listen "$port" || { fail "$1: the server did not listen"; return; }
    # shellcheck disable=SC2086
    timeout 40 ${3//PORT/$port} >"$tmp/$1.client" 2>&1 &
    cpid=$!
    pids+=("$cpid")
    sleep 2
    kill -INT "$cpid"
    wait "$cpid"
    stopped_rc=$?
    wait "$spid" || fail "$1: the server exited $?: $(tail -c 400 "$tmp/$1.server")"
}
stopped_rc=-1
stopped_case stopped-client "iperf3 -s -1 -J -p PORT -B 127.0.0.1" "$cli -c 127.0.0.1 -p PORT -t 0 --idle 0 -J"
[[ $stopped_rc == 0 ]] || fail "-t 0 vs iperf3 -s: the client exited $stopped_rc: $(head -c 400 "$tmp/stopped-client.client")"
# A stock server closes its streams at TEST_END without a drain: within 1 % and one buffer, as
# iperf3check.py allows a timed run.
python3 -c 'import json, sys; s = json.load(open(sys.argv[1]))["summaries"][0]
sent, got = s["senderBytesTotal"], s["receiverBytesTotal"]
sys.exit(0 if got > 0 and abs(sent - got) <= 0.01 * sent + 131072 else 1)' "$tmp/stopped-client.client" ||
    fail "-t 0 vs iperf3 -s: sender and receiver totals differ by more than 1 %"
stopped_case stopped-server "$cli -s -1 --max-duration 0 -p PORT -B 127.0.0.1" "iperf3 -c 127.0.0.1 -p PORT -t 0"
if ! { grep -q "until the client ends it" "$tmp/stopped-server.server" &&
    grep -q "client terminated" "$tmp/stopped-server.server"; }; then
    fail "iperf3 -t 0 vs benchwire-cli -s: not served until the client ended it: $(cat "$tmp/stopped-server.server")"
fi
log "until stopped: benchwire-cli -t 0 vs iperf3 -s, iperf3 -t 0 vs benchwire-cli -s (client exit $stopped_rc, as stock)"

# --- hostile iperf3-dialect clients; the server keeps serving --------------------------------
port=$(free_port)
timeout 300 "$cli" -s -p "$port" -B 127.0.0.1 >"$tmp/hostile.server" 2>&1 &
spid=$!
pids+=("$spid")
if wait_listen "$port"; then
    $check hostile "$port" || fail "hostile clients"
    # Busy: a second iperf3 client while a test runs gets ACCESS_DENIED, the first one finishes.
    timeout 30 iperf3 -c 127.0.0.1 -p "$port" -t 3 -J >"$tmp/hostile.first" 2>&1 &
    first=$!
    # Poll rather than sleep: a loaded machine can take longer than any fixed pause.
    wait_running "$port" || fail "the first iperf3 client's test did not start within 10 s"
    timeout 10 iperf3 -c 127.0.0.1 -p "$port" -t 1 >"$tmp/hostile.second" 2>&1 &&
        fail "a second iperf3 client was not refused while busy"
    grep -q "busy" "$tmp/hostile.second" || fail "the busy refusal does not say busy: $(cat "$tmp/hostile.second")"
    wait "$first" || fail "the first iperf3 client failed while another was refused"
    timeout 30 iperf3 -c 127.0.0.1 -p "$port" -t 1 -J >"$tmp/hostile.after" 2>&1 ||
        fail "iperf3 after the hostile clients failed: $(head -c 300 "$tmp/hostile.after")"
    timeout 30 "$cli" -c 127.0.0.1 -p "$port" -t 1 >"$tmp/hostile.native" 2>&1 ||
        fail "a native client after the hostile clients failed"
    kill -INT "$spid"
    wait "$spid"
    rc=$?
    [[ $rc == 0 ]] || fail "the server under attack exited $rc"
    log "hostile: $(grep -c 'refused' "$tmp/hostile.server") refusals logged, server exit $rc"
else
    fail "hostile: benchwire-cli -s did not listen"
fi

if [[ $failures == 0 ]]; then
    log "PASS"
    exit 0
fi
log "$failures failure(s)"
exit 1
}
