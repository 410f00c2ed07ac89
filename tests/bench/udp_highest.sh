#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: the highest UDP rate each tool delivers on 127.0.0.1 with 1,400-byte
# datagrams (the UDP goal's comparison): benchwire-cli and iperf3 with the same flags,
# -u -b 100G -l 1400 (far above what the machine can send, so each sends as fast as it can),
# 1 stream, rounds alternating the tools, medians and same-round ratios (udp_loopback.sh does
# the runs and the tables).
#
# BENCH_OFFLOAD_COMPARE=1 adds the tool `benchwire-base` = this same benchwire-cli with
# BENCHWIRE_UDP_OFFLOAD=0 (no UDP_SEGMENT / UDP_GRO, one datagram per message), so the gain of
# the offload is read from same-round ratios of one build.
#
#   bash tests/bench/udp_highest.sh
#   BENCH_PIN=1 BENCH_ROUNDS=5 BENCH_DURATION=5 bash tests/bench/udp_highest.sh
#   BENCH_OFFLOAD_COMPARE=1 BENCH_PIN=1 bash tests/bench/udp_highest.sh
# Environment: as udp_loopback.sh (BENCH_DURATION, BENCH_ROUNDS, BENCH_PIN, BENCH_PORT,
# BENCHWIRE_CLI, ...); BENCH_UDP_LEN (1400), BENCH_UDP_RATES (100G), BENCH_OFFLOAD_COMPARE.
set -u -o pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export BENCH_UDP_LEN=${BENCH_UDP_LEN:-1400}
export BENCH_UDP_RATES=${BENCH_UDP_RATES:-100G}
export BENCH_ROUNDS=${BENCH_ROUNDS:-5}
if [[ ${BENCH_OFFLOAD_COMPARE:-0} == 1 ]]; then
    cli=${BENCHWIRE_CLI:-$here/../../build/app/cli/benchwire-cli}
    [[ -x $cli ]] || { echo "bench: no $cli" >&2; exit 1; }
    wrapper=$(mktemp /tmp/benchwire-nooffload.XXXXXX)
    trap 'rm -f "$wrapper"' EXIT
    printf '#!/bin/sh\nBENCHWIRE_UDP_OFFLOAD=0 exec %q "$@"\n' "$(realpath "$cli")" >"$wrapper"
    chmod +x "$wrapper"
    export BENCHWIRE_BASELINE_CLI=$wrapper
    echo "- benchwire-base here is benchwire-cli with BENCHWIRE_UDP_OFFLOAD=0 (no GSO/GRO)"
fi
bash "$here/udp_loopback.sh"
