# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Shared by loopback.sh, emulated.sh and udp_loopback.sh (sourced, not run): starts one tool's
# server and client, measures their CPU, parses the receiver's figure and prints the median
# tables.
#
# Before/after: BENCHWIRE_BASELINE_CLI=/path/to/an/older/benchwire-cli adds the tool
# `benchwire-base`, that binary with the same flags, to the rounds (right after `benchwire`,
# unless BENCH_TOOLS names the tools). It runs alternately with the others in the same rounds,
# and the tables add the same-round ratios benchwire / benchwire-base, so a change is judged
# against the machine's state of the same minute, not against numbers from another day.
#
# CPU accounting: every server and every client runs as
#     /usr/bin/time -o FILE -f '%U %S' timeout T [ip netns exec NS] TOOL ...
# GNU time reports the rusage that wait4() returns for its child. That rusage covers the
# child and every descendant it waited for (timeout waits for the tool; `ip netns exec`
# execs the tool in place), and it sums all threads of each process, so it is the tool's
# whole user+sys CPU from start to exit, including setup and teardown. timeout and
# ip add about 1 ms. Both servers and clients exit by themselves after one test
# (benchwire-cli -s -1, iperf3 -s -1, iperf -s -P N), so no figure comes from a killed
# process. Kernel work done outside the tools' own task context (ksoftirqd, the linkemu
# process of an emu link) is not counted there. That is not alike for every tool: without
# IRQ time accounting the kernel charges softirq work (a veth's or loopback's receive
# processing) to the task it interrupts, and to nobody when the CPU was idle, so a tool whose
# threads sleep more leaves more of it uncharged. Hence a second figure per run:
# CPU-seconds per GB = (client user+sys + server user+sys) / (receiver bytes / 1e9), and
# machine CPU-seconds per GB = every CPU's busy time (/proc/stat: user, nice, system, irq,
# softirq; not idle, iowait or steal) from just before the server starts to after both
# ends exited, over the same bytes. It counts all kernel work in any context, ksoftirqd and
# the emulator included, and anything else the machine ran meanwhile (run it quiet; this
# script's own polling for the listener is the same for every tool).

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BENCH_ROOT=$(cd "$BENCH_DIR/../.." && pwd)
BENCHWIRE_CLI=${BENCHWIRE_CLI:-$BENCH_ROOT/build/app/cli/benchwire-cli}
BENCH_DURATION=${BENCH_DURATION:-10}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_PORT=${BENCH_PORT:-45201}
BENCH_CC=${BENCH_CC:-cubic}
BENCH_LEN=${BENCH_LEN:-128K}
BENCHWIRE_BASELINE_CLI=${BENCHWIRE_BASELINE_CLI:-}
# ntttcp-for-linux (Debian has no package): NTTTCP_SRC=/path/to/a checkout or unpacked release
# of github.com/microsoft/ntttcp-for-linux at 1.4.3; it is built once into a cache (see
# ntttcp_build below). NTTTCP=/path/to/ntttcp takes a built binary instead. With neither set,
# ntttcp is left out of the default tools and the run says so.
NTTTCP_SRC=${NTTTCP_SRC:-}
NTTTCP=${NTTTCP:-}
if [[ -z ${BENCH_TOOLS:-} ]]; then
    BENCH_TOOLS="benchwire"
    [[ -n $BENCHWIRE_BASELINE_CLI ]] && BENCH_TOOLS+=" benchwire-base"
    BENCH_TOOLS+=" iperf3 iperf2"
    [[ -n $NTTTCP_SRC || -n $NTTTCP ]] && BENCH_TOOLS+=" ntttcp"
fi
# UDP (udp_loopback.sh sets it per case): -u -b BENCH_UDP_RATE -l BENCH_UDP_LEN for every tool.
BENCH_UDP_RATE=${BENCH_UDP_RATE:-}
BENCH_UDP_LEN=${BENCH_UDP_LEN:-1472}
# BENCH_PIN=1: every server on CPU 1 and every client on CPU 0 (taskset), as if they were two
# machines. Unpinned, the scheduler sometimes runs both ends on one CPU for part of a run,
# which moves single-stream loopback figures by up to a third for every tool alike.
BENCH_PIN=${BENCH_PIN:-0}

bench_die() { echo "bench: $*" >&2; exit 1; }

# Builds ntttcp from NTTTCP_SRC into ~/.cache/benchwire/ntttcp-VERSION-HASH (the hash of its
# sources, so an edited tree is built again) and sets NTTTCP to the binary. Only 1.4.3 is
# accepted: the figures in docs/benchmarks.md name that version.
ntttcp_build() {
    local src=$NTTTCP_SRC/src version hash cache
    [[ -f $src/const.h && -f $src/Makefile ]] ||
        bench_die "NTTTCP_SRC=$NTTTCP_SRC has no src/const.h and src/Makefile: give the top folder of a" \
            "checkout of https://github.com/microsoft/ntttcp-for-linux (1.4.3)"
    version=$(sed -n 's/^#define TOOL_VERSION "\(.*\)"/\1/p' "$src/const.h")
    [[ $version == 1.4.3 ]] || bench_die "NTTTCP_SRC=$NTTTCP_SRC is ntttcp '$version'; the benchmarks use 1.4.3"
    hash=$(cat "$src"/*.c "$src"/*.h "$src/Makefile" | sha256sum | cut -c1-12)
    cache=${XDG_CACHE_HOME:-$HOME/.cache}/benchwire/ntttcp-$version-$hash
    if [[ ! -x $cache/ntttcp ]]; then
        command -v make >/dev/null && command -v cc >/dev/null ||
            bench_die "building ntttcp needs make and a C compiler (apt-get install -y build-essential)"
        rm -rf "$cache.tmp" && mkdir -p "$cache.tmp" && cp -r "$src"/. "$cache.tmp/" &&
            make -C "$cache.tmp" clean >/dev/null 2>&1
        make -C "$cache.tmp" -j"$(nproc)" ntttcp >"$cache.tmp/build.log" 2>&1 ||
            bench_die "building ntttcp failed: see $cache.tmp/build.log"
        rm -rf "$cache" && mv "$cache.tmp" "$cache"
    fi
    NTTTCP=$cache/ntttcp
}

# Checks the tools, makes the scratch directory and prints the run's facts.
bench_init() {
    [[ -x $BENCHWIRE_CLI ]] ||
        bench_die "no $BENCHWIRE_CLI; build it: cmake --build build --target benchwire-cli"
    local t
    for t in iperf3 iperf python3 ss /usr/bin/time timeout; do
        command -v "$t" >/dev/null || bench_die "$t is missing (apt-get install -y iperf3 iperf time iproute2 python3)"
    done
    BENCH_TMP=$(mktemp -d /tmp/benchwire-bench.XXXXXX)
    BENCH_RECORDS=$BENCH_TMP/records.tsv
    : >"$BENCH_RECORDS"
    if [[ " $BENCH_TOOLS " == *" ntttcp "* ]]; then
        [[ -z $NTTTCP && -n $NTTTCP_SRC ]] && ntttcp_build
        [[ -n $NTTTCP ]] || bench_die "BENCH_TOOLS has ntttcp: set NTTTCP_SRC=/path/to/ntttcp-for-linux (1.4.3)"
        [[ -x $NTTTCP ]] || bench_die "NTTTCP=$NTTTCP is not executable"
    fi
    if [[ " $BENCH_TOOLS " == *" benchwire-base "* ]]; then
        [[ -n $BENCHWIRE_BASELINE_CLI ]] || bench_die "BENCH_TOOLS has benchwire-base: set BENCHWIRE_BASELINE_CLI=/path"
        [[ -x $BENCHWIRE_BASELINE_CLI ]] || bench_die "BENCHWIRE_BASELINE_CLI=$BENCHWIRE_BASELINE_CLI is not executable"
    fi
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- machine: $(nproc) vCPU, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), kernel $(uname -r)"
    echo "- tools: benchwire-cli $("$BENCHWIRE_CLI" --version 2>&1 | head -1 | awk '{print $2}')" \
        "(tree $(git -C "$BENCH_ROOT" describe --always --dirty 2>/dev/null || echo unknown))," \
        "iperf3 $(iperf3 --version | head -1 | awk '{print $2}'), iperf2 $(iperf -v 2>&1 | awk '{print $3}')$(
            [[ " $BENCH_TOOLS " == *" ntttcp "* ]] && echo ", ntttcp $("$NTTTCP" -h 2>&1 | awk 'NR == 1 {print $4}') ($NTTTCP)")"
    [[ " $BENCH_TOOLS " == *" ntttcp "* ]] ||
        echo "- ntttcp: not run (set NTTTCP_SRC to a checkout of github.com/microsoft/ntttcp-for-linux at 1.4.3)"
    if [[ " $BENCH_TOOLS " == *" benchwire-base "* ]]; then
        echo "- benchwire-base: $BENCHWIRE_BASELINE_CLI (benchwire-cli" \
            "$("$BENCHWIRE_BASELINE_CLI" --version 2>&1 | head -1 | awk '{print $2}'))"
    fi
    local what="-l $BENCH_LEN, congestion control $BENCH_CC on every tool's sender"
    [[ ${BENCH_PROTO:-tcp} == udp ]] && what="UDP, -l $BENCH_UDP_LEN"
    [[ $BENCH_PIN == 1 ]] && what+=", servers pinned to CPU 1, clients to CPU 0"
    echo "- settings: ${BENCH_DURATION} s, ${BENCH_ROUNDS} rounds alternating the tools, $what"
    if [[ $BENCH_PIN == 1 ]]; then
        command -v taskset >/dev/null || bench_die "taskset is missing (apt-get install -y util-linux)"
        (($(nproc) >= 2)) || bench_die "BENCH_PIN=1 needs two CPUs"
    fi
    echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) at start"
    awk -v n="$(nproc)" '$1 > n / 4 { print "- warning: the machine is busy (1-min load " $1 \
        "); the figures are not comparable with runs on an idle machine" }' /proc/loadavg
}

# Removes the scratch directory, unless a failed run left its logs there to read.
BENCH_KEEP_TMP=0
bench_cleanup_tmp() {
    if [[ -n $BENCH_ALLOWED_CC_BEFORE ]]; then
        echo "$BENCH_ALLOWED_CC_BEFORE" >/proc/sys/net/ipv4/tcp_allowed_congestion_control
        BENCH_ALLOWED_CC_BEFORE=""
    fi
    [[ $BENCH_KEEP_TMP == 0 && -n ${BENCH_TMP:-} && -d $BENCH_TMP ]] && rm -rf "$BENCH_TMP"
    return 0
}

# ns_run NS CMD...: CMD in namespace NS, or here when NS is empty.
ns_run() {
    local ns=$1
    shift
    if [[ -n $ns ]]; then ip netns exec "$ns" "$@"; else "$@"; fi
}

# Waits until something listens on TCP PORT in namespace NS (at most 5 s).
wait_listen() {
    local ns=$1 port=$2 i
    for ((i = 0; i < 100; i++)); do
        [[ -n $(ns_run "$ns" ss -Hltn "sport = :$port" 2>/dev/null) ]] && return 0
        sleep 0.05
    done
    return 1
}

# The server and client command lines of one tool. Servers serve exactly one test and
# exit; every client's sender uses $BENCH_CC.
tool_port() {
    case $1 in
    benchwire) echo "$BENCH_PORT" ;;
    iperf3) echo $((BENCH_PORT + 1)) ;;
    iperf2) echo $((BENCH_PORT + 2)) ;;
    benchwire-base) echo $((BENCH_PORT + 3)) ;;
    ntttcp) echo $((BENCH_PORT + 11)) ;; # its data ports count up from here; sync on the one below
    esac
}
server_cmd() { # TOOL STREAMS BIND PORT
    case $1 in
    benchwire) echo "$BENCHWIRE_CLI -s -p $4 -B $3 -1" ;;
    benchwire-base) echo "$BENCHWIRE_BASELINE_CLI -s -p $4 -B $3 -1" ;;
    iperf3) echo "iperf3 -s -p $4 -B $3 -1" ;;
    iperf2) echo "iperf -s -p $4 -B $3 -P $2 -y C" ;; # -P N: exit after N connections
    # ntttcp: N receiver threads on N ports (-m N,*,ADDR), each with one connection from its own
    # sender thread; -b is its read/write length, as -l is for the others. Its JSON report goes
    # to the run's folder ($d, run_one's).
    ntttcp) echo "$NTTTCP -r -m $2,*,$3 -p $4 -t $BENCH_DURATION -b $BENCH_LEN -j $d/ntttcp.json -O $d/ntttcp-r.log -x $d/ntttcp-r.xml" ;;
    esac
}
client_cmd() { # TOOL STREAMS HOST PORT
    local common="-p $4 -t $BENCH_DURATION -P $2 -l $BENCH_LEN"
    if [[ -n $BENCH_UDP_RATE ]]; then
        common="-p $4 -t $BENCH_DURATION -P $2 -u -b $BENCH_UDP_RATE -l $BENCH_UDP_LEN"
        case $1 in
        benchwire) echo "$BENCHWIRE_CLI -c $3 $common -J" ;;
        benchwire-base) echo "$BENCHWIRE_BASELINE_CLI -c $3 $common -J" ;;
        iperf3) echo "iperf3 -c $3 $common -J" ;;
        *) bench_die "no UDP run for $1 (UDP: benchwire, benchwire-base, iperf3)" ;;
        esac
        return
    fi
    case $1 in
    benchwire) echo "$BENCHWIRE_CLI -c $3 $common -C $BENCH_CC -J" ;;
    benchwire-base) echo "$BENCHWIRE_BASELINE_CLI -c $3 $common -C $BENCH_CC -J" ;;
    iperf3) echo "iperf3 -c $3 $common -C $BENCH_CC -J" ;;
    iperf2) echo "iperf -c $3 $common -Z $BENCH_CC -y C" ;;
    # No congestion-control flag: its namespace's default, which ntttcp_cc makes $BENCH_CC.
    ntttcp) echo "$NTTTCP -s -m $2,*,$3 -p $4 -t $BENCH_DURATION -b $BENCH_LEN -O $d/ntttcp-s.log -x $d/ntttcp-s.xml -j $d/ntttcp-s.json" ;;
    esac
}

# Prints "BITS_PER_SECOND RECEIVER_BYTES LOSS_PCT" from the receiver's report (LOSS_PCT: UDP
# only, "-" for TCP).
#  benchwire, benchwire-base: summaries[0] of the client's -J: receiverBytes over durationUs
#             (the test window; the server's counts, sent to the client) and
#             receiverBytesTotal (every byte received, the tail after the window included)
#             for CPU/GB; UDP: udp.lossPctTotal (sent - received over the whole run).
#  iperf3:    end.sum_received of the client's -J (the server's counts); UDP: its
#             lost_percent.
#  ntttcp:    the receiver's JSON report (-j): totalBytes (MB, to the byte) over realTime (s,
#             to the microsecond), the bytes its threads received in the test time.
#  iperf2:    the server's -y C lines, one per stream (2.1.8 prints no CSV sum line):
#             bytes summed, over the longest stream's duration (bytes*8/bps per stream,
#             since the CSV interval has only 0.1 s resolution).
parse_result() { # TOOL CLIENT_OUT SERVER_OUT
    python3 - "$@" <<'EOF'
import json, sys
tool, client_out, server_out = sys.argv[1:4]
if tool in ("benchwire", "benchwire-base"):
    d = json.load(open(client_out))
    if d.get("error"):
        sys.exit("%s error: %s" % (tool, d["error"]))
    s = d["summaries"][0]
    loss = "%.4f" % s["udp"]["lossPctTotal"] if s.get("udp") else "-"
    print(s["receiverBytes"] * 8e6 / s["durationUs"], s["receiverBytesTotal"], loss)
elif tool == "iperf3":
    d = json.load(open(client_out))
    if d.get("error"):
        sys.exit("iperf3 error: %s" % d["error"])
    r = d["end"]["sum_received"]
    udp = d["start"]["test_start"]["protocol"] == "UDP"
    print(r["bits_per_second"], r["bytes"], "%.4f" % r["lost_percent"] if udp else "-")
elif tool == "ntttcp":
    import os
    path = os.path.join(os.path.dirname(server_out), "ntttcp.json")
    try:
        d = json.load(open(path))["ntttcpr"]
    except (OSError, ValueError, KeyError) as e:
        sys.exit("ntttcp: no receiver report in %s (%s)" % (path, e))
    nbytes = round(float(d["totalBytes"]["value"]) * 1e6)
    seconds = float(d["realTime"]["value"])
    if nbytes == 0 or seconds <= 0:
        sys.exit("ntttcp: the receiver report %s has no bytes or no time" % path)
    print(nbytes * 8 / seconds, nbytes, "-")
else:
    total, longest = 0, 0.0
    for line in open(server_out):
        f = line.strip().split(",")
        if len(f) < 9 or f[5] == "-1":
            continue
        nbytes, bps = int(f[7]), float(f[8])
        total += nbytes
        if bps > 0:
            longest = max(longest, nbytes * 8 / bps)
    if total == 0 or longest == 0:
        sys.exit("iperf2: no server report in %s" % server_out)
    print(total * 8 / longest, total, "-")
EOF
}

# Every CPU's busy seconds since boot (/proc/stat's "cpu" line, in USER_HZ ticks).
machine_cpu() { awk -v hz="$(getconf CLK_TCK)" '$1 == "cpu" { printf "%.2f", ($2 + $3 + $4 + $7 + $8) / hz; exit }' /proc/stat; }

# GNU time's "USER SYS" line; a line before it says how the command ended when it was not 0.
cpu_of() { awk 'NF == 2 && $1 ~ /^[0-9.]+$/ { printf "%.2f", $1 + $2; found = 1 } END { if (!found) print "nan" }' "$1" 2>/dev/null || echo nan; }

# ntttcp has no congestion-control flag: its sender uses the default of its network namespace.
# In a namespace the benchmark made, that default is set to $BENCH_CC; on this machine's own
# stack it is only checked, never changed. A namespace may only default to an algorithm in the
# machine-wide allowed list: when $BENCH_CC is not in it, it is added for the run and the list
# is put back on exit (bench_cleanup_tmp).
BENCH_ALLOWED_CC_BEFORE=""
ntttcp_cc() { # CLIENT_NS
    local cc allowed=/proc/sys/net/ipv4/tcp_allowed_congestion_control
    cc=$(ns_run "$1" cat /proc/sys/net/ipv4/tcp_congestion_control)
    [[ $cc == "$BENCH_CC" ]] && return 0
    if [[ -n $1 ]]; then
        if [[ " $(cat $allowed) " != *" $BENCH_CC "* && -z $BENCH_ALLOWED_CC_BEFORE ]]; then
            BENCH_ALLOWED_CC_BEFORE=$(cat $allowed)
            echo "$BENCH_ALLOWED_CC_BEFORE $BENCH_CC" >$allowed ||
                bench_die "could not add $BENCH_CC to $allowed"
        fi
        ns_run "$1" sysctl -qw "net.ipv4.tcp_congestion_control=$BENCH_CC" && return 0
        bench_die "could not set $BENCH_CC as namespace $1's congestion control for ntttcp"
    fi
    bench_die "ntttcp has no congestion-control flag and this machine's default is $cc: run with" \
        "BENCH_CC=$cc, or set the default (sysctl -w net.ipv4.tcp_congestion_control=$BENCH_CC)"
}

# ntttcp 1.4.3's receiver writes its report and then, at times, never exits: a receiver thread
# that handled the sender's close before the test was marked finished blocks in select()
# with no timeout (seen on a namespace's loopback in about every other run). Once the report
# is whole, the receiver has 3 s to exit by itself; then timeout (the child of GNU time,
# which passes the signal on) is told to end it. Its CPU figure still counts the whole
# process, and an idle select() adds nothing to it.
ntttcp_end_receiver() { # TIME_PID REPORT
    local i
    for ((i = 0; i < 100; i++)); do
        kill -0 "$1" 2>/dev/null || return 0
        python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$2" 2>/dev/null && break
        sleep 0.1
    done
    for ((i = 0; i < 30; i++)); do
        kill -0 "$1" 2>/dev/null || return 0
        sleep 0.1
    done
    echo "  (ntttcp's receiver wrote its report but did not exit: ended)" >&2
    # timeout passes the signal on; perf stat (BENCH_PERF_STAT) writes its counts on SIGINT only
    pkill "-$([[ ${BENCH_PERF_STAT:-0} == 1 ]] && echo INT || echo TERM)" -P "$1" 2>/dev/null
}

# run_one LABEL TOOL STREAMS ROUND SERVER_NS CLIENT_NS SERVER_ADDR
# Runs one test and appends "LABEL TOOL STREAMS ROUND BPS BYTES CPU_CLIENT CPU_SERVER LOSS_PCT
# CPU_MACHINE" to the records; a failed run is reported on stderr and left out.
run_one() {
    local label=$1 tool=$2 streams=$3 round=$4 sns=$5 cns=$6 addr=$7
    local port d spid result m0 machine
    port=$(tool_port "$tool")
    d=$BENCH_TMP/$label-$tool-$streams-$round
    mkdir -p "$d"
    [[ $tool == ntttcp && ${BENCH_PROTO:-tcp} != udp ]] && ntttcp_cc "$cns"
    # BENCH_PERF_STAT=1: each end under perf stat, which counts its threads' system calls and
    # context switches (syscalls.py reads the files); the tracepoint adds CPU to every call, so
    # such a run's rates and CPU figures are not comparable with a run without it.
    local -a perf_s=() perf_c=()
    if [[ ${BENCH_PERF_STAT:-0} == 1 ]]; then
        perf_s=(perf stat -x, -e raw_syscalls:sys_enter,context-switches -o "$d/server.perf" --)
        perf_c=(perf stat -x, -e raw_syscalls:sys_enter,context-switches -o "$d/client.perf" --)
    fi
    m0=$(machine_cpu)
    # shellcheck disable=SC2046 # the command lines are plain words
    /usr/bin/time -o "$d/server.time" -f '%U %S' timeout $((BENCH_DURATION + 30)) \
        $([[ $BENCH_PIN == 1 ]] && echo "taskset -c 1") $([[ -n $sns ]] && echo "ip netns exec $sns") "${perf_s[@]}" $(server_cmd "$tool" "$streams" "$addr" "$port") \
        >"$d/server.out" 2>"$d/server.err" &
    spid=$!
    if ! wait_listen "$sns" "$port"; then
        echo "bench: $tool server did not listen on port $port (see $d)" >&2
        wait "$spid"
        return 1
    fi
    # shellcheck disable=SC2046
    /usr/bin/time -o "$d/client.time" -f '%U %S' timeout $((BENCH_DURATION + 20)) \
        $([[ $BENCH_PIN == 1 ]] && echo "taskset -c 0") $([[ -n $cns ]] && echo "ip netns exec $cns") "${perf_c[@]}" $(client_cmd "$tool" "$streams" "$addr" "$port") \
        >"$d/client.out" 2>"$d/client.err"
    [[ $tool == ntttcp ]] && ntttcp_end_receiver "$spid" "$d/ntttcp.json"
    wait "$spid" # bounded by the server's timeout; the servers exit after their one test
    machine=$(awk -v a="$m0" -v b="$(machine_cpu)" 'BEGIN { printf "%.2f", b - a }')
    if ! result=$(parse_result "$tool" "$d/client.out" "$d/server.out" 2>&1); then
        echo "bench: $label $tool -P $streams round $round failed: $result (logs kept in $d)" >&2
        BENCH_KEEP_TMP=1
        return 1
    fi
    local bps bytes loss
    read -r bps bytes loss <<<"$result"
    echo "$label $tool $streams $round $bps $bytes $(cpu_of "$d/client.time") $(cpu_of "$d/server.time") $loss $machine" >>"$BENCH_RECORDS"
    printf '  %-8s %-14s -P %-2s round %s: %8.1f Mbit/s%s, CPU client %ss server %ss machine %ss\n' \
        "$label" "$tool" "$streams" "$round" "$(awk -v b="$bps" 'BEGIN { print b / 1e6 }')" \
        "$([[ $loss != - ]] && echo ", loss $loss %")" \
        "$(cpu_of "$d/client.time")" "$(cpu_of "$d/server.time")" "$machine" >&2
}

# run_rounds LABEL "STREAM COUNTS" SERVER_NS CLIENT_NS SERVER_ADDR
# Each round runs every stream count with every tool; the tool order rotates by one per
# round, so no tool always runs first (or right after the same other tool).
run_rounds() {
    local label=$1 counts=$2 sns=$3 cns=$4 addr=$5 round streams tool i
    local -a tools
    read -r -a tools <<<"$BENCH_TOOLS"
    for ((round = 1; round <= BENCH_ROUNDS; round++)); do
        for streams in $counts; do
            for ((i = 0; i < ${#tools[@]}; i++)); do
                tool=${tools[(i + round - 1) % ${#tools[@]}]}
                run_one "$label" "$tool" "$streams" "$round" "$sns" "$cns" "$addr" || true
            done
        done
    done
}

# print_table LABEL MODE [THEORY_MBIT]: the medians of LABEL's records.
#  MODE loopback: Gbit/s, CPU-s/GB and Benchwire's ratios to each peer.
#  MODE emulated: Mbit/s and % of THEORY_MBIT, CPU-s/GB, and Benchwire's ratios.
#  MODE udp:      delivered Mbit/s, loss % (whole run), CPU-s/GB, and Benchwire's ratios.
# The ratio to benchwire-base (the same flags on BENCHWIRE_BASELINE_CLI) is the before/after
# comparison: its same-round ratios and their spread are what to read.
print_table() {
    python3 - "$BENCH_RECORDS" "$@" <<'EOF'
import statistics, sys
records, label, mode = sys.argv[1:4]
theory = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
side = {"benchwire": "receiver (server's counts, via client -J)",
        "benchwire-base": "receiver (server's counts, via client -J)",
        "iperf3": "receiver (end.sum_received)",
        "iperf2": "receiver (server's -y C report)",
        "ntttcp": "receiver (its -j report)"}
runs = {}
for line in open(records):
    f = line.split()
    if f[0] != label:
        continue
    cpu = float(f[6]) + float(f[7])
    loss = float(f[8]) if len(f) > 8 and f[8] != "-" else None
    gb = int(f[5]) / 1e9
    machine = float(f[9]) / gb if len(f) > 9 else float("nan")
    runs.setdefault((int(f[2]), f[1]), []).append((float(f[4]), cpu / gb, f[3], loss, machine))
order = ("benchwire", "benchwire-base", "iperf3", "iperf2", "ntttcp")
tools = [t for t in order if any(k[1] == t for k in runs)]
heads = {
    "loopback": "| streams | tool | median Gbit/s | CPU-s/GB | machine CPU-s/GB | rounds (Gbit/s) "
                "| figure used |\n| ---: | --- | ---: | ---: | ---: | --- | --- |",
    "emulated": "| streams | tool | median Mbit/s | %% of theory (%.1f) | CPU-s/GB | machine CPU-s/GB "
                "| rounds (Mbit/s) | figure used |\n| ---: | --- | ---: | ---: | ---: | ---: | --- | --- |"
                % theory,
    "udp": "| streams | tool | median delivered Mbit/s | median loss % | CPU-s/GB | machine CPU-s/GB "
           "| rounds (Mbit/s, loss %) | figure used |\n"
           "| ---: | --- | ---: | ---: | ---: | ---: | --- | --- |",
}


def row(streams, tool, r, bps, cpg, mcpg):
    if mode == "loopback":
        return "| %d | %s | %.2f | %.3f | %.3f | %s | %s |" % (streams, tool, bps / 1e9, cpg, mcpg,
               " ".join("%.2f" % (x[0] / 1e9) for x in r), side[tool])
    if mode == "udp":
        loss = statistics.median(x[3] for x in r)
        return "| %d | %s | %.1f | %.3f | %.3f | %.3f | %s | %s |" % (streams, tool, bps / 1e6, loss,
               cpg, mcpg, " ".join("%.1f (%.2f)" % (x[0] / 1e6, x[3]) for x in r), side[tool])
    return "| %d | %s | %.1f | %.2f %% | %.3f | %.3f | %s | %s |" % (streams, tool, bps / 1e6,
           100 * bps / 1e6 / theory, cpg, mcpg, " ".join("%.1f" % (x[0] / 1e6) for x in r),
           side[tool])


def ratios(streams, peer, b, p):
    name = "benchwire-base (before/after)" if peer == "benchwire-base" else peer
    print("- Benchwire / %s at %d stream(s): throughput %.3fx, CPU-s/GB %.3fx, machine CPU-s/GB %.3fx"
          % (name, streams, b[0] / p[0], b[1] / p[1], b[2] / p[2]))
    # Round by round (the two tools ran back to back), which cancels the machine's slower
    # drifts that move both tools alike.
    mine = {x[2]: x for x in runs[(streams, "benchwire")]}
    pairs = [(mine[x[2]], x) for x in runs[(streams, peer)] if x[2] in mine]
    if len(pairs) > 1:
        tp = [m[0] / x[0] for m, x in pairs]
        print("  same-round throughput ratios: median %.3fx, mean %.3fx, spread %.2f-%.2f (%s)"
              % (statistics.median(tp), statistics.mean(tp), min(tp), max(tp),
                 " ".join("%.2f" % r for r in tp)))
        cpu = [m[1] / x[1] for m, x in pairs]
        print("  same-round CPU-s/GB ratios: median %.3fx (%s)"
              % (statistics.median(cpu), " ".join("%.2f" % r for r in cpu)))
        mcpu = [m[4] / x[4] for m, x in pairs]
        print("  same-round machine CPU-s/GB ratios: median %.3fx (%s)"
              % (statistics.median(mcpu), " ".join("%.2f" % r for r in mcpu)))
    if mode == "udp":
        print("  loss %% by round: benchwire %s; %s %s"
              % (" ".join("%.2f" % m[3] for m, _ in pairs), peer,
                 " ".join("%.2f" % x[3] for _, x in pairs)))


for streams in sorted({k[0] for k in runs}):
    med = {}
    print()
    print(heads[mode])
    for tool in tools:
        r = runs.get((streams, tool))
        if not r:
            continue
        med[tool] = (statistics.median(x[0] for x in r), statistics.median(x[1] for x in r),
                     statistics.median(x[4] for x in r))
        print(row(streams, tool, r, *med[tool]))
    if "benchwire" in med:
        print()
        for peer in ("benchwire-base", "iperf3", "iperf2", "ntttcp"):
            if peer in med:
                ratios(streams, peer, med["benchwire"], med[peer])
EOF
}
