#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: benchwire-cli, iperf3, iperf2 (and ntttcp) side by side on 127.0.0.1.
# 1 and 8 streams, 128 KiB buffers, 10 s, 3 rounds alternating the tools; prints each tool's
# median receiver Gbit/s and CPU-seconds per GB (user+sys of client and server), and
# Benchwire's ratios to each peer. Compare only runs on an otherwise idle machine.
#
#   bash tests/bench/loopback.sh                    # full settings, about 3.5 minutes
#   BENCH_DURATION=2 BENCH_ROUNDS=1 bash tests/bench/loopback.sh    # quick check
#
# Before/after a change: build the old tree's CLI elsewhere and pass it; it runs as the tool
# `benchwire-base` in the same rounds, and the tables add Benchwire / benchwire-base with the
# same-round ratios (read their spread: a run of one binary against itself shows the noise):
#   BENCHWIRE_BASELINE_CLI=/path/to/old/benchwire-cli bash tests/bench/loopback.sh
#   BENCHWIRE_BASELINE_CLI=... BENCH_TOOLS="benchwire benchwire-base" bash tests/bench/loopback.sh
# ntttcp-for-linux 1.4.3 joins the rounds when NTTTCP_SRC names its source folder (a checkout of
# github.com/microsoft/ntttcp-for-linux; built once into ~/.cache/benchwire); every tool then
# runs on the loopback of a namespace made here (root), whose default congestion control is
# BENCH_CC, since ntttcp has no flag for it:
#   NTTTCP_SRC=/path/to/ntttcp-for-linux bash tests/bench/loopback.sh
# Environment: BENCH_DURATION (s), BENCH_ROUNDS, BENCH_STREAMS ("1 8"), BENCH_PORT (45201;
# +1, +2, +3, and +10 up for ntttcp's sync and data ports), BENCH_CC (cubic), BENCH_LEN (128K),
# BENCH_TOOLS, BENCHWIRE_CLI, BENCHWIRE_BASELINE_CLI, NTTTCP_SRC or NTTTCP (a built binary),
# BENCH_PIN=1 (servers on CPU 1, clients on CPU 0), BENCH_PERF_STAT=1 (each end under perf stat:
# adds system calls and context switches per GB, from syscalls.py; its rates and CPU figures are
# not comparable with a run without it).
set -u -o pipefail
source "$(dirname "${BASH_SOURCE[0]}")/benchlib.sh"

BENCH_STREAMS=${BENCH_STREAMS:-1 8}
bench_init
ns=""
trap '[[ -n $ns ]] && ip netns del "$ns" 2>/dev/null; bench_cleanup_tmp' EXIT

# ntttcp has no congestion-control flag: with it among the tools, every tool runs on the
# loopback of a namespace made here (its own network stack, the same loopback code), whose
# default congestion control is set to $BENCH_CC without touching this machine's.
if [[ " $BENCH_TOOLS " == *" ntttcp "* ]]; then
    [[ $(id -u) == 0 ]] || bench_die "ntttcp runs in a network namespace: run as root, or leave ntttcp out"
    ns=bwb-lo
    ip netns del "$ns" 2>/dev/null # a leftover of a killed run
    ip netns add "$ns" && ip -n "$ns" link set lo up || bench_die "could not make namespace $ns"
    ntttcp_cc "$ns"
    echo "- link: loopback 127.0.0.1 in namespace $ns (default congestion control $BENCH_CC)"
else
    echo "- link: loopback 127.0.0.1"
fi
run_rounds loopback "$BENCH_STREAMS" "$ns" "$ns" 127.0.0.1
echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) at end"
print_table loopback loopback
if [[ ${BENCH_PERF_STAT:-0} == 1 ]]; then
    python3 "$BENCH_DIR/syscalls.py" "$BENCH_RECORDS" "$BENCH_TMP" loopback
fi
