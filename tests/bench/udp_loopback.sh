#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: UDP on 127.0.0.1, benchwire-cli and iperf3 (and benchwire-base, see
# below) with the same flags: -u -b RATE -l 1472 (an Ethernet-sized datagram), 1 stream, 10 s,
# 3 rounds alternating the tools, at two rates:
#   2G    a fixed 2 Gbit/s: does every tool deliver it, and with how much loss?
#   100G  far above what this machine can send: each tool sends as fast as it can (iperf3's
#         -b 0 would be unlimited too, but Benchwire reads -b 0 as its default 1 Mbit/s, so
#         every tool gets the same large figure instead).
# Prints per rate each tool's median delivered rate (the receiver's goodput over the test
# window), its loss over the whole run (sent - received) and the CPU-seconds per GB of client
# and server, then Benchwire's ratios to each peer, round by round.
#
# Before/after a change: build the old tree's CLI somewhere and pass it:
#   BENCHWIRE_BASELINE_CLI=/path/to/old/benchwire-cli bash tests/bench/udp_loopback.sh
# runs it as the tool `benchwire-base` in the same rounds and prints the same-round ratios
# benchwire / benchwire-base (their spread in a run of the binary against itself is the noise).
#
#   bash tests/bench/udp_loopback.sh                                  # about 2 minutes
#   BENCH_DURATION=3 BENCH_ROUNDS=1 bash tests/bench/udp_loopback.sh   # quick check
# Environment: BENCH_UDP_RATES ("2G 100G"), BENCH_UDP_LEN (1472), BENCH_STREAMS ("1"),
# BENCH_DURATION, BENCH_ROUNDS, BENCH_PORT (45201; +1 and +3 are used too), BENCH_TOOLS
# (default "benchwire iperf3", plus benchwire-base with BENCHWIRE_BASELINE_CLI), BENCHWIRE_CLI,
# BENCHWIRE_BASELINE_CLI, BENCH_PIN=1 (servers on CPU 1, clients on CPU 0).
set -u -o pipefail
if [[ -z ${BENCH_TOOLS:-} ]]; then
    BENCH_TOOLS="benchwire${BENCHWIRE_BASELINE_CLI:+ benchwire-base} iperf3" # iperf2: TCP only here
fi
BENCH_PROTO=udp
source "$(dirname "${BASH_SOURCE[0]}")/benchlib.sh"

BENCH_STREAMS=${BENCH_STREAMS:-1}
BENCH_UDP_RATES=${BENCH_UDP_RATES:-2G 100G}
[[ " $BENCH_TOOLS " != *" iperf2 "* ]] || bench_die "udp_loopback.sh runs benchwire, benchwire-base and iperf3 only"
bench_init
trap 'bench_cleanup_tmp' EXIT

echo "- link: loopback 127.0.0.1, UDP, -l $BENCH_UDP_LEN, rates $BENCH_UDP_RATES per stream"
for rate in $BENCH_UDP_RATES; do
    BENCH_UDP_RATE=$rate run_rounds "udp-$rate" "$BENCH_STREAMS" "" "" 127.0.0.1
done
echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) at end"
for rate in $BENCH_UDP_RATES; do
    echo
    echo "**-u -b $rate -l $BENCH_UDP_LEN**:"
    print_table "udp-$rate" udp
done
