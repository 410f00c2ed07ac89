#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds benchwire-cli.exe with mingw-w64 and runs it under Wine against the Linux build:
#   Windows client -> Linux server and Linux client -> Windows server, each for upload,
#   download (-R), bidirectional (--bidir) and 8 streams (-P 8), with default flags, plus
#   one run each way on ::1, a run until stopped (-t 0) ended by Ctrl+C each way, and the
#   Windows client to two Linux servers at once (-c A -c B), remote control with a Windows
#   endpoint and with a Windows console (--plan), and a wrong key refused;
#   both sides' -J documents are checked (bytes agree, CPU in 0..100, TCP info valid or a
#   clean "n/a"); before that platform_test.exe (the Windows platform layer's own checks)
#   and discovery_loopback_check.exe (the discovery responder over unicast to 127.0.0.1),
#   after it `benchwire-cli.exe --self-test` and the Windows package (ZIP + NSIS, the NSIS
#   installer also installed and uninstalled silently under Wine).
# Only loopback traffic. Every step is bounded by `timeout`; the trap stops every process
# this script started and removes the throwaway WINEPREFIX.
#
# usage: wine_interop.sh --linux-cli PATH [--source DIR] [--build-dir DIR] [--duration SEC]
#                        [--skip-package] [--build-only]
# Exit codes: 0 pass, 1 fail (a missing tool is a failure: scripts/setup.sh --tests installs them).
set -euo pipefail
# The whole script is one block, so bash reads it completely before running it: editing the
# file while a run is in progress cannot derail that run.
{

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
build_dir=""
linux_cli=""
duration=3
skip_package=0
build_only=0
while [[ $# -gt 0 ]]; do
    case "$1" in
    --linux-cli) linux_cli=$2; shift 2 ;;
    --source) source_dir=$2; shift 2 ;;
    --build-dir) build_dir=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --skip-package) skip_package=1; shift ;;
    --build-only) build_only=1; shift ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done
build_dir=${build_dir:-$source_dir/build-win}

log() { printf '[wine-interop] %s\n' "$*"; }
fail() { printf '[wine-interop] FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }
failures=0

# --- tools ------------------------------------------------------------------------------
mingw_cxx=x86_64-w64-mingw32-g++-posix
missing=()
command -v "$mingw_cxx" >/dev/null || missing+=(g++-mingw-w64-x86-64)
command -v wine >/dev/null || missing+=(wine)
command -v wineboot >/dev/null || missing+=(wine)
command -v winepath >/dev/null || missing+=(wine)
command -v jq >/dev/null || missing+=(jq)
command -v ss >/dev/null || missing+=(iproute2)
command -v unzip >/dev/null || missing+=(unzip)
command -v python3 >/dev/null || missing+=(python3)
if [[ $skip_package == 0 ]] && ! command -v makensis >/dev/null; then missing+=(nsis); fi
if [[ ${#missing[@]} -gt 0 ]]; then
    # Tests install nothing: scripts/setup.sh --tests owns every package.
    printf '[wine-interop] FAIL: missing %s: run "bash scripts/setup.sh --tests" (as root) first\n' \
        "$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')" >&2
    exit 1
fi

# --- build ------------------------------------------------------------------------------
# The header-only libraries get a private include folder each: adding /usr/include to the
# mingw include path would pull Linux headers into the Windows build.
build_windows() {
    local deps=$build_dir/deps
    mkdir -p "$deps/json" "$deps/cli11"
    ln -sfn /usr/include/nlohmann "$deps/json/nlohmann"
    ln -sfn /usr/include/CLI "$deps/cli11/CLI"
    timeout 300 cmake -S "$source_dir" -B "$build_dir" \
        -DCMAKE_TOOLCHAIN_FILE="$source_dir/cmake/mingw-w64-x86_64.cmake" \
        -DCMAKE_BUILD_TYPE=Release \
        -DBENCHWIRE_GUI=OFF -DBENCHWIRE_TESTS=OFF \
        -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON \
        -DNLOHMANN_JSON_INCLUDE_DIR="$deps/json" \
        -DCLI11_INCLUDE_DIR="$deps/cli11" >"$build_dir/configure.log" 2>&1 \
        || { cat "$build_dir/configure.log" >&2; return 1; }
    timeout 1800 cmake --build "$build_dir" --target benchwire-cli -j2
}

log "building benchwire-cli.exe in $build_dir"
mkdir -p "$build_dir"
build_windows || { fail "mingw-w64 build"; exit 1; }
exe=$build_dir/app/cli/benchwire-cli.exe
[[ -f $exe ]] || { fail "no $exe"; exit 1; }

# A static build imports system DLLs only: no libstdc++-6, libgcc_s or libwinpthread-1.
imports=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' | tr '\n' ' ')
log "imports: $imports"
if grep -qiE 'libstdc|libgcc|winpthread' <<<"$imports"; then fail "exe is not static: $imports"; fi
# The platform layer's own checks (tests/windows/platform_test.cpp) link the engine library
# alone; the mingw build has no Qt, so this is a plain executable.
# It is compiled with the engine's own definitions (CMakeLists.txt adds some for MinGW).
platform_test=$build_dir/platform_test.exe
read -r -a engine_defs <<<"$(jq -r '[.[] | select(.file | endswith("engine/src/net/stopwait.cpp"))][0].command' \
    "$build_dir/compile_commands.json" | grep -oE -- '-D_GLIBCXX[^ ]*' | tr '\n' ' ' || true)"
if ! timeout 600 "$mingw_cxx" -std=c++20 -O1 -Wall -Wextra "${engine_defs[@]}" -I "$source_dir/engine/include" \
    -I "$source_dir/engine/src" "$source_dir/tests/windows/platform_test.cpp" \
    "$build_dir/engine/libbenchwire_engine.a" -o "$platform_test" \
    -static -static-libgcc -static-libstdc++ -lws2_32 -liphlpapi; then
    fail "building platform_test.exe"
fi
# Discovery's responder over unicast to 127.0.0.1 (tests/engine/discovery, plain C++ too).
discovery_check=$build_dir/discovery_loopback_check.exe
if ! timeout 600 "$mingw_cxx" -std=c++20 -O1 -Wall -Wextra "${engine_defs[@]}" -I "$source_dir/engine/include" \
    -I "$source_dir/engine/src" "$source_dir/tests/engine/discovery/discovery_loopback_check.cpp" \
    "$build_dir/engine/libbenchwire_engine.a" -o "$discovery_check" \
    -static -static-libgcc -static-libstdc++ -lws2_32 -liphlpapi; then
    fail "building discovery_loopback_check.exe"
fi
[[ $build_only == 1 ]] && exit $((failures > 0))

[[ -x $linux_cli ]] || { log "no Linux benchwire-cli at '$linux_cli' (--linux-cli)"; exit 2; }

# --- Wine -------------------------------------------------------------------------------
work=$(mktemp -d /tmp/benchwire-wine.XXXXXX)
export WINEPREFIX=$work/prefix
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=" # no Mono / Gecko download prompts
unset DISPLAY
pids=()

cleanup() {
    local pid
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    [[ -d $WINEPREFIX ]] && timeout 30 wineserver -k 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

log "creating WINEPREFIX (first start runs wineboot; slow once)"
start=$SECONDS
timeout 600 wineboot -i >"$work/wineboot.log" 2>&1 || { cat "$work/wineboot.log" >&2; fail "wineboot"; exit 1; }
timeout 120 wineserver -w || true
log "wineboot took $((SECONDS - start)) s"

log "platform layer checks under Wine"
if timeout 120 wine "$platform_test" >"$work/platform_test.log" 2>&1; then
    log "platform_test: $(grep -c '^PASS' "$work/platform_test.log") checks passed; $(grep -E '^ +(cpu|per-core busy %|tcp info):' "$work/platform_test.log" | tr -s ' ' | tr -d '\r' | tr '\n' ';')"
else
    grep -v '^PASS' "$work/platform_test.log" >&2 || true
    fail "platform_test.exe under Wine"
fi
log "discovery responder under Wine (unicast to 127.0.0.1)"
if timeout 120 wine "$discovery_check" >"$work/discovery_check.log" 2>&1; then
    log "discovery_loopback_check: $(grep -c '^PASS' "$work/discovery_check.log") checks passed"
else
    cat "$work/discovery_check.log" >&2
    fail "discovery_loopback_check.exe under Wine"
fi

# free_port, wait_listening: tests/support/freeport.sh
source "$here/../support/freeport.sh"


# --- checks on the -J documents ---------------------------------------------------------
# $1 client json, $2 server json, $3 expected directions (space separated), $4 label,
# $5 which side runs on Windows (client|server).
check_run() {
    local cj=$1 sj=$2 dirs=$3 label=$4 winside=$5 d streams
    if ! jq -e '.format == "benchwire-result" and .error == null' "$cj" >/dev/null 2>&1; then
        fail "$label: client JSON is not a successful result: $(head -c 600 "$cj")"
        return
    fi
    streams=$(jq '.config.streams' "$cj")
    # The client names its peer's OS: proof that the pairing really is Windows <-> Linux.
    local want_os=linux
    [[ $winside == server ]] && want_os=windows
    jq -e --arg os "$want_os" '.peer.os == $os' "$cj" >/dev/null \
        || fail "$label: peer OS is $(jq -c '.peer.os' "$cj"), expected $want_os"
    for d in $dirs; do
        local s
        s=$(jq -c --arg d "$d" '[.summaries[] | select(.direction == $d)] | first' "$cj")
        if [[ $s == null ]]; then fail "$label: no $d summary"; continue; fi
        # *Total: whole run, counted by each side's sockets; senderBytes / receiverBytes:
        # the sum over the reported (non-warm-up) intervals.
        local sent recv isent irecv
        sent=$(jq '.senderBytesTotal' <<<"$s")
        recv=$(jq '.receiverBytesTotal' <<<"$s")
        isent=$(jq '.senderBytes' <<<"$s")
        irecv=$(jq '.receiverBytes' <<<"$s")
        log "$label $d: whole run sent $sent B, received $recv B; intervals sent $isent B, received $irecv B = $(jq '.receiverBitsPerSecond.mean / 1e6 | floor' <<<"$s") Mbit/s; tcpInfoValid $(jq '.tcpInfoValid' <<<"$s")"
        ((irecv > 1000000)) || fail "$label $d: receiver got only $irecv bytes"
        # TCP delivers every byte: over the whole run both sides count the same.
        [[ $sent == "$recv" ]] || fail "$label $d: whole run sent $sent but received $recv bytes"
        # The interval sums differ by what sat in socket buffers when the last interval
        # closed: up to a few MB per stream (Linux autotunes send buffers to 4 MB), more when
        # Wine's receiver lags. This only catches gross miscounting; the exact checks are the
        # whole-run totals above and the server's own count below.
        local slack=$((isent / 5 + streams * 4194304))
        if ((isent - irecv > slack || irecv - isent > slack)); then
            fail "$label $d: interval sums disagree: sent $isent, received $irecv bytes"
        fi
        # A missing TCP info must read as "n/a", not as zeros that claim to be real.
        if ! jq -e '(.tcpInfoValid | type) == "boolean" and
                    (.tcpInfoValid or (.retransmits == 0 and .meanRttUs == 0))' <<<"$s" >/dev/null; then
            fail "$label $d: TCP info neither valid nor a clean n/a: $s"
        fi
        # The server's own -J lines (one per interval) count the same bytes on its side.
        local sside skey sval cval
        sside=$(jq -r -s --arg d "$d" '[.[] | select(.event == "interval") | .directions[] | select(.direction == $d)] | first | if . == null then "none" elif .haveReceiver then "receiver" else "sender" end' "$sj")
        if [[ $sside == none ]]; then
            fail "$label $d: no interval lines for $d in the server's output"
            continue
        fi
        skey=receiverBytes
        [[ $sside == sender ]] && skey=senderBytes
        sval=$(jq -s --arg d "$d" --arg k "$skey" '[.[] | select(.event == "interval" and .warmup == false) | .directions[] | select(.direction == $d) | .[$k]] | add' "$sj")
        cval=$(jq --arg k "$skey" '.[$k]' <<<"$s")
        log "$label $d: server ($sside) counted $sval B, client report says $cval B"
        [[ $sval == "$cval" ]] || fail "$label $d: server counted $sval B as $sside, client reports $cval B"
    done
    # CPU: every percentage of both hosts, per interval and overall, lies in 0..100; the
    # Windows side's figures must be there at all.
    local cpu_ok
    cpu_ok=$(jq '[.. | objects | select(has("userPct")) | (.userPct, .systemPct, .irqPct, .idlePct, .processPct,
                 .busiestCorePct // 0, (.cores // [])[]) | select(. < 0 or . > 100)] | length' "$cj")
    [[ $cpu_ok == 0 ]] || fail "$label: $cpu_ok CPU figures outside 0..100"
    local wincpu=localCpu
    [[ $winside == server ]] && wincpu=remoteCpu
    jq -e --arg k "$wincpu" '.[$k].valid == true' "$cj" >/dev/null \
        || fail "$label: no valid CPU figures from the Windows side ($wincpu): $(jq -c --arg k "$wincpu" '.[$k]' "$cj")"
    # Per core from both builds: one figure per processor of this (shared) host.
    local cores
    for k in localCpu remoteCpu; do
        cores=$(jq --arg k "$k" '.[$k].cores | length' "$cj")
        [[ $cores == "$(nproc)" ]] || fail "$label: $k has $cores per-core figures, expected $(nproc): $(jq -c --arg k "$k" '.[$k]' "$cj")"
    done
    log "$label: CPU local $(jq -c '.localCpu | {userPct, systemPct, irqPct, idlePct, processPct, busiestCorePct} | map_values(. * 10 | round / 10)' "$cj") remote $(jq -c '.remoteCpu | {userPct, systemPct, irqPct, idlePct, processPct, busiestCorePct} | map_values(. * 10 | round / 10)' "$cj")"
}

# $1 label, $2 server side (linux|windows), $3 expected directions, rest: client flags.
# The loopback address in use is $addr (127.0.0.1, or ::1 for the IPv6 case).
addr=127.0.0.1
run_case() {
    local label=$1 server=$2 dirs=$3
    shift 3
    local port cj=$work/$label.client.json sj=$work/$label.server.json spid
    port=$(free_port) || { fail "$label: no free port"; return; }
    if [[ $server == linux ]]; then
        timeout 120 "$linux_cli" -s -1 -J -B "$addr" -p "$port" >"$sj" 2>"$work/$label.server.err" &
    else
        timeout 120 wine "$exe" -s -1 -J -B "$addr" -p "$port" >"$sj" 2>"$work/$label.server.err" &
    fi
    spid=$!
    pids+=("$spid")
    if ! wait_listening "$port" 60; then
        fail "$label: server did not listen on $port: $(cat "$work/$label.server.err")"
        kill "$spid" 2>/dev/null || true
        return
    fi
    local rc=0
    if [[ $server == linux ]]; then
        timeout 120 wine "$exe" -c "$addr" -p "$port" -t "$duration" -J "$@" >"$cj" 2>"$work/$label.client.err" || rc=$?
    else
        timeout 120 "$linux_cli" -c "$addr" -p "$port" -t "$duration" -J "$@" >"$cj" 2>"$work/$label.client.err" || rc=$?
    fi
    local src=0 waited=0
    # A one-off server exits within seconds of its test. One that does not gets its Windows
    # processes listed (a child it waits for shows there) before timeout ends it.
    while kill -0 "$spid" 2>/dev/null && ((waited < 300)); do
        sleep 0.2
        waited=$((waited + 1))
    done
    if kill -0 "$spid" 2>/dev/null; then
        log "$label: the server still runs 60 s after its client ended; Windows processes:"
        ps -eo pid,ppid,etime,args | grep -i '\.exe' | grep -v grep || true
    fi
    wait "$spid" || src=$?
    [[ $rc == 0 ]] || fail "$label: client exited with $rc: $(head -c 400 "$work/$label.client.err")"
    [[ $src == 0 ]] || fail "$label: server exited with $src: $(head -c 400 "$work/$label.server.err")"
    local winside=client
    [[ $server == windows ]] && winside=server
    check_run "$cj" "$sj" "$dirs" "$label" "$winside"
}

for server in linux windows; do
    if [[ $server == linux ]]; then tag=win-client; else tag=win-server; fi
    run_case "$tag-upload" "$server" "upload"
    run_case "$tag-download" "$server" "download" -R
    run_case "$tag-bidir" "$server" "upload download" --bidir
    run_case "$tag-P8" "$server" "upload" -P 8
done
addr=::1
run_case win-client-ipv6 linux "upload"
run_case win-server-ipv6 windows "download" -R
addr=127.0.0.1

# A run until stopped (-t 0) ended by Ctrl+C. Wine turns a SIGINT into the console's
# CTRL_C_EVENT, which the Windows client's handler takes; `timeout` passes the signal on to
# the client it runs. The client must exit 0 with the whole result: marked stopped, 1 to 8 s
# long, and the sender's and the receiver's totals equal (the senders half-closed and the
# receivers drained, as a timed run ends).
# $1 label, $2 server side (linux|windows), $3 direction, rest: client flags.
stop_case() {
    local label=$1 server=$2 dir=$3
    shift 3
    local port cj=$work/$label.client.json spid cpid
    port=$(free_port) || { fail "$label: no free port"; return; }
    if [[ $server == linux ]]; then
        timeout 120 "$linux_cli" -s -1 --max-duration 0 -B "$addr" -p "$port" >"$work/$label.server.log" 2>&1 &
    else
        timeout 120 wine "$exe" -s -1 --max-duration 0 -B "$addr" -p "$port" >"$work/$label.server.log" 2>&1 &
    fi
    spid=$!
    pids+=("$spid")
    if ! wait_listening "$port" 60; then
        fail "$label: server did not listen on $port: $(cat "$work/$label.server.log")"
        return
    fi
    if [[ $server == linux ]]; then
        timeout 120 wine "$exe" -c "$addr" -p "$port" -t 0 -J "$@" >"$cj" 2>"$work/$label.client.err" &
    else
        timeout 120 "$linux_cli" -c "$addr" -p "$port" -t 0 -J "$@" >"$cj" 2>"$work/$label.client.err" &
    fi
    cpid=$!
    pids+=("$cpid")
    sleep 6 # Wine starts in about a second, the idle latency baseline takes 2 s, then data
    kill -INT "$cpid" 2>/dev/null || true
    local rc=0 src=0
    wait "$cpid" || rc=$?
    wait "$spid" || src=$?
    local got
    got=$(tr -d '\r' <"$cj" | jq -r --arg d "$dir" '[.stoppedEarly, (.summaries[] | select(.direction == $d)
        | "\(.senderBytesTotal) \(.receiverBytesTotal) \(.durationUs)")] | join(" ")' 2>/dev/null || true)
    local stopped sent recv us
    read -r stopped sent recv us <<<"$got"
    if [[ $rc == 0 && $src == 0 && $stopped == true && -n $sent && $sent == "$recv" && $sent -gt 0 ]] &&
        ((us >= 1000000 && us <= 8000000)); then
        log "$label: Ctrl+C ended the run whole after $((us / 1000)) ms, $sent bytes at both ends"
    else
        fail "$label: client exit $rc, server exit $src, stopped/sent/received/us '$got': $(head -c 400 "$work/$label.client.err")"
    fi
}
stop_case win-client-until-stopped linux upload
stop_case win-server-until-stopped windows download -R

# The Windows client to two Linux servers at once (-c A -c B), on 127.0.0.1 and 127.0.0.2 with
# one port: both results whole, the aggregate their sum, the start skew under 50 ms.
log "benchwire-cli.exe -c 127.0.0.1 -c 127.0.0.2: one test to two servers at once"
port=$(free_port) || fail "two servers: no free port"
for a in 127.0.0.1 127.0.0.2; do
    timeout 120 "$linux_cli" -s -1 -B "$a" -p "$port" >"$work/two.$a.log" 2>&1 &
    pids+=("$!")
done
for _ in $(seq 100); do # both of them
    (($(ss -Hltn "sport = :$port" | wc -l) >= 2)) && break
    sleep 0.2
done
rc=0
timeout 120 wine "$exe" -c 127.0.0.1 -c 127.0.0.2 -p "$port" -t "$duration" --idle 0 -J \
    >"$work/two.json" 2>"$work/two.err" || rc=$?
got=$(tr -d '\r' <"$work/two.json" | jq -r '[([.servers[].result.summaries[0].receiverBitsPerSecond.mean]
    | add) as $sum | .aggregate[0].bitsPerSecond / $sum, .startSkewMs, (.servers | length)] | join(" ")' \
    2>/dev/null || true)
read -r ratio skew count <<<"$got"
if [[ $rc == 0 && $count == 2 ]] && awk -v r="$ratio" -v s="$skew" \
    'BEGIN { exit !(r > 0.999999 && r < 1.000001 && s >= 0 && s < 50) }'; then
    log "two servers: aggregate $(tr -d '\r' <"$work/two.json" | jq '.aggregate[0].bitsPerSecond / 1e6 | floor') Mbit/s, the sum of both; start skew $skew ms"
else
    fail "two servers: exit $rc, aggregate/sum, skew, servers: '$got': $(head -c 400 "$work/two.err")"
fi

# Remote control (docs/remote-control.md) with Windows at either end of the control link:
# a Windows endpoint (benchwire-cli.exe -s --control-key) run by the Linux console, and the
# Windows console (benchwire-cli.exe --plan) running a Linux endpoint; each pair uploads to a
# Linux server on 127.0.0.2. The pair's result must be whole and the -J document a
# benchwire-pairs one with its aggregate; a wrong key is refused naming the endpoint.
# $1 label, $2 console (linux|windows), $3 endpoint (linux|windows), $4 key in the plan,
# $5 expected: ok, or the text the refusal must hold.
remote_case() {
    local label=$1 console=$2 endpoint=$3 key=$4 expect=$5 eport tport rc=0 got
    eport=$(free_port) && tport=$(free_port) || { fail "$label: no free port"; return; }
    if [[ $endpoint == windows ]]; then
        timeout 120 wine "$exe" -s -B 127.0.0.1 -p "$eport" --control-key wine-remote-key-1 \
            >"$work/$label.endpoint.log" 2>&1 &
    else
        timeout 120 "$linux_cli" -s -B 127.0.0.1 -p "$eport" --control-key wine-remote-key-1 \
            >"$work/$label.endpoint.log" 2>&1 &
    fi
    pids+=("$!")
    timeout 120 "$linux_cli" -s -1 -B 127.0.0.2 -p "$tport" >"$work/$label.target.log" 2>&1 &
    pids+=("$!")
    wait_listening "$eport" 60 && wait_listening "$tport" 20 ||
        { fail "$label: the endpoint or the target did not listen"; return; }
    printf '{"duration": %s, "interval": 1, "pairs": [{"name": "wine", "endpoint": "127.0.0.1:%s",
        "key": "%s", "target": "127.0.0.2:%s", "direction": "upload", "streams": 2}]}\n' \
        "$duration" "$eport" "$key" "$tport" >"$work/$label.plan.json"
    # -J for a pair that runs; a refusal is read as the user sees it, in the text output.
    local json=(-J)
    [[ $expect == ok ]] || json=()
    if [[ $console == windows ]]; then
        timeout 120 wine "$exe" --plan "$(winepath -w "$work/$label.plan.json" 2>/dev/null | tr -d '\r')" \
            "${json[@]}" >"$work/$label.json" 2>"$work/$label.err" || rc=$?
    else
        timeout 120 "$linux_cli" --plan "$work/$label.plan.json" "${json[@]}" >"$work/$label.json" \
            2>"$work/$label.err" || rc=$?
    fi
    if [[ $expect == ok ]]; then
        got=$(tr -d '\r' <"$work/$label.json" | jq -r '[.format, (.pairs | length),
            .pairs[0].result.summaries[0].receiverBytes, .pairs[0].error,
            .aggregate[0].bitsPerSecond] | map(tostring) | join(" ")' 2>/dev/null || true)
        local format count bytes error sum
        read -r format count bytes error sum <<<"$got"
        if [[ $rc == 0 && $format == benchwire-pairs && $count == 1 && $error == null ]] &&
            awk -v b="$bytes" -v s="$sum" 'BEGIN { exit !(b > 0 && s > 0) }'; then
            log "$label: pair uploaded $((bytes / 1000000)) MB, aggregate $(awk -v s="$sum" 'BEGIN { printf "%.0f", s / 1e6 }') Mbit/s"
        else
            fail "$label: exit $rc, '$got': $(head -c 400 "$work/$label.err")"
        fi
    elif [[ $rc == 1 ]] && cat "$work/$label.json" "$work/$label.err" | tr -d '\r' | grep -qF "$expect"; then
        log "$label: refused: $(cat "$work/$label.json" "$work/$label.err" | tr -d '\r' | grep -F "$expect" | head -1)"
    else
        fail "$label: exit $rc, the output does not say '$expect': $(cat "$work/$label.json" "$work/$label.err" | head -c 400)"
    fi
    kill "${pids[-1]}" "${pids[-2]}" 2>/dev/null || true
}
remote_case remote-windows-endpoint linux windows wine-remote-key-1 ok
remote_case remote-windows-console windows linux wine-remote-key-1 ok
remote_case remote-windows-wrong-key linux windows wrong-key-0000 \
    "the control key does not match the one the endpoint at 127.0.0.1 was started with"

# The Windows server answers a discovery probe on its own test port (the server hook, with
# Winsock), over unicast to 127.0.0.1, and ignores a malformed one.
log "discovery: benchwire-cli.exe -s answers a probe on its test port"
port=$(free_port) || fail "discovery: no free port"
timeout 120 wine "$exe" -s -B 127.0.0.1 -p "$port" >"$work/disc.server.log" 2>&1 &
spid=$!
pids+=("$spid")
if ! wait_listening "$port" 60; then
    fail "discovery: server did not listen on $port: $(cat "$work/disc.server.log")"
else
    answer=$(timeout 30 python3 "$here/discovery_probe.py" "$port")
    read -r kind bytes aport bad <<<"$answer"
    if [[ $kind == answer && $bytes -le 1200 && $aport == "$port" && $bad == 0 ]]; then
        log "discovery: answered a probe with $bytes bytes (probe 1200), port $aport; malformed probe ignored"
    else
        fail "discovery: '$answer' (want: answer, <= 1200 bytes, port $port, 0 answers to the malformed probe)"
    fi
fi
kill "$spid" 2>/dev/null || true
wait "$spid" 2>/dev/null || true

# --record-wifi: Wine has no Wi-Fi to record; the command says why, exits 1, writes nothing.
mkdir -p "$work/rec"
rc=0
timeout 60 wine "$exe" --record-wifi Wi-Fi --record-dir "$work/rec" \
    >"$work/rec.log" 2>&1 || rc=$?
said=$(tr -d '\r' <"$work/rec.log" | grep -m1 'nothing recorded' || true)
if [[ $rc == 1 && -n $said && -z $(ls -A "$work/rec") ]]; then
    log "--record-wifi under Wine: exit 1, '$said', no file written"
else
    fail "--record-wifi under Wine: exit $rc, files: $(ls -A "$work/rec" | tr '\n' ' '), said: $(tr -d '\r' <"$work/rec.log" | tail -c 300)"
fi

log "self-test under Wine"
if ! timeout 300 wine "$exe" --self-test >"$work/selftest.log" 2>&1; then
    fail "benchwire-cli.exe --self-test: $(tail -c 1500 "$work/selftest.log")"
else
    log "self-test passed: $(tail -n 3 "$work/selftest.log" | tr -d '\r' | tr '\n' ' ')"
fi

# Wine has no Windows Defender Firewall (its netsh prints no advfirewall profile): --firewall status
# must say "unknown" for TCP and UDP with a reason and exit 3 (docs/firewall.md), never crash.
log "firewall status under Wine"
fw_rc=0
timeout 120 wine "$exe" --firewall status -p 5201 -J >"$work/fwstatus.json" 2>"$work/fwstatus.err" || fw_rc=$?
fw=$(tr -d '\r' <"$work/fwstatus.json" | jq -r '"\(.tcp.state) \(.udp.state) \(.udp.reason | length > 0)"' 2>/dev/null || true)
if [[ $fw_rc == 3 && $fw == "unknown unknown true" ]]; then
    log "firewall status: exit 3, TCP and UDP unknown: $(tr -d '\r' <"$work/fwstatus.json" | jq -r .udp.reason)"
else
    fail "firewall status under Wine: exit $fw_rc, '$fw': $(head -c 600 "$work/fwstatus.json" "$work/fwstatus.err")"
fi

# --- package ----------------------------------------------------------------------------
if [[ $skip_package == 0 ]]; then
    log "packaging (ZIP + NSIS)"
    if ! (cd "$build_dir" && timeout 600 cpack -G "ZIP;NSIS" -B "$work/package" >"$work/cpack.log" 2>&1); then
        fail "cpack: $(tail -c 2000 "$work/cpack.log")"
    else
        zip=$(ls "$work"/package/*.zip 2>/dev/null | head -n1 || true)
        installer=$(ls "$work"/package/*.exe 2>/dev/null | head -n1 || true)
        listing=$(unzip -l "$zip" 2>/dev/null || true)
        if [[ -z $zip ]] || ! grep -q 'bin/benchwire-cli.exe$' <<<"$listing"; then
            fail "ZIP package lacks bin/benchwire-cli.exe"
        else
            log "ZIP $(basename "$zip") holds $(grep -oE '[^ ]*(benchwire-cli.exe|firewall-[a-z]*\.cmd)$' <<<"$listing" | tr '\n' ' ')"
        fi
        if [[ -z $installer ]]; then
            fail "no NSIS installer"
        else
            # Install silently under Wine (default components, firewall rule included), run
            # the installed exe, uninstall, and check that the files are gone.
            dest=$WINEPREFIX/drive_c/bwinst
            timeout 300 wine "$installer" /S '/D=C:\bwinst' >/dev/null 2>&1 || true
            timeout 60 wineserver -w || true
            if [[ ! -f $dest/bin/benchwire-cli.exe ]]; then
                fail "NSIS installer did not install bin/benchwire-cli.exe"
            elif [[ ! -f $dest/firewall/firewall-add.cmd ]]; then
                fail "NSIS installer did not install the firewall component"
            elif ! timeout 60 wine "$dest/bin/benchwire-cli.exe" --version >/dev/null 2>&1; then
                fail "installed benchwire-cli.exe --version failed"
            else
                log "NSIS installer: installed $(ls "$dest" | tr '\n' ' ')"
                timeout 300 wine "$dest/Uninstall.exe" /S '_?=C:\bwinst' >/dev/null 2>&1 || true
                timeout 60 wineserver -w || true
                if [[ -e $dest/bin/benchwire-cli.exe ]]; then
                    fail "uninstaller left bin/benchwire-cli.exe"
                else
                    log "NSIS uninstaller removed the files"
                fi
            fi
        fi
    fi
fi

if ((failures > 0)); then
    log "$failures failure(s)"
    exit 1
fi
log "all Windows checks passed"
exit 0
}
