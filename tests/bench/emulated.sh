#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Benchmark, not a test: benchwire-cli, iperf3, iperf2 (and ntttcp: NTTTCP_SRC, as in loopback.sh)
# across emulated links between two
# network namespaces made by tests/tools/linkemu/netpair (client in bwb-a 10.77.0.1,
# server in bwb-b 10.77.0.2; no other address is used):
#   veth: --link veth --rate 1000                 (kernel tbf)
#   emu:  --link emu --rate 1000 --delay 1000     (userspace linkemu, 1 ms each way)
#   open: --link veth                             (unshaped: two network stacks joined by a
#         veth, no rate, so the CPU binds; Gbit/s and no theory, as loopback.sh prints)
# 1 and 4 streams, 128 KiB buffers, 10 s, 3 rounds alternating the tools; prints each tool's
# median goodput as a percentage of the theoretical TCP goodput, rate x 1448/1538 for a
# 1500-byte MTU (941.5 Mbit/s). New namespaces default to bbr, so every tool's sender is
# set to cubic explicitly (BENCH_CC). Needs root.
#
#   bash tests/bench/emulated.sh                    # full settings, about 7 minutes
#   BENCH_DURATION=2 BENCH_ROUNDS=1 BENCH_LINKS=veth bash tests/bench/emulated.sh
# Environment: as loopback.sh (BENCHWIRE_BASELINE_CLI too), plus BENCH_LINKS ("veth emu"; also
# "open"), BENCH_STREAMS ("1 4"), NETPAIR,
# LINKEMU (default: the test build's build/tests/tools/linkemu/linkemu when it exists, else
# netpair builds linkemu.c itself).
set -u -o pipefail
source "$(dirname "${BASH_SOURCE[0]}")/benchlib.sh"

BENCH_STREAMS=${BENCH_STREAMS:-1 4}
BENCH_LINKS=${BENCH_LINKS:-veth emu}
NETPAIR=${NETPAIR:-$BENCH_ROOT/tests/tools/linkemu/netpair}
if [[ -z ${LINKEMU:-} && -x $BENCH_ROOT/build/tests/tools/linkemu/linkemu ]]; then
    export LINKEMU=$BENCH_ROOT/build/tests/tools/linkemu/linkemu
fi
RATE_MBIT=1000
THEORY_MBIT=$(python3 -c "print('%.1f' % ($RATE_MBIT * 1448 / 1538))")
NS_A=bwb-a NS_B=bwb-b

[[ -f $NETPAIR ]] || bench_die "no netpair at $NETPAIR (set NETPAIR=)"
[[ $(id -u) == 0 ]] || bench_die "needs root (network namespaces)"
np() { timeout 60 bash "$NETPAIR" "$@"; }
bench_init
trap 'np down $NS_A $NS_B 2>/dev/null; bench_cleanup_tmp' EXIT

# The emulator must outlive every run on its link.
runs=$((BENCH_ROUNDS * $(wc -w <<<"$BENCH_STREAMS") * $(wc -w <<<"$BENCH_TOOLS")))
time_limit=$((runs * (BENCH_DURATION + 10) + 120))

for link in $BENCH_LINKS; do
    case $link in
    veth) opts=(--link veth --rate "$RATE_MBIT") ;;
    emu) opts=(--link emu --rate "$RATE_MBIT" --delay 1000 --time-limit "$time_limit") ;;
    open) opts=(--link veth) ;;
    *) bench_die "unknown link '$link' (veth, emu or open)" ;;
    esac
    np down "$NS_A" "$NS_B" 2>/dev/null # a leftover of a killed run
    addrs=$(np up "$NS_A" "$NS_B" "${opts[@]}") || bench_die "netpair up ${opts[*]} failed"
    server_addr=$(awk '{print $2}' <<<"$addrs")
    [[ $server_addr == 10.77.0.2 ]] || bench_die "unexpected netpair addresses: $addrs"
    echo "- link: $link: netpair up $NS_A $NS_B ${opts[*]}$([[ $link != open ]] && echo "; theory $THEORY_MBIT Mbit/s")"
    run_rounds "$link" "$BENCH_STREAMS" "$NS_B" "$NS_A" "$server_addr"
    # Whether the link behaved: tbf's counters (veth) before down, or the emulator's
    # statistics that down prints (late_mean says whether the machine kept up).
    if [[ $link == veth ]]; then
        np stats "$NS_A" "$NS_B" 2>&1 | grep -E '^bwb|Sent' | paste -d' ' - - | sed 's/^/- veth tbf: /'
    fi
    np down "$NS_A" "$NS_B" 2>"$BENCH_TMP/$link-down.txt"
    grep -E '(A->B|B->A):|dropped' "$BENCH_TMP/$link-down.txt" | sed 's/^netpair: //; s/^/- emu: /'
done
echo "- load: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) at end"
for link in $BENCH_LINKS; do
    echo
    if [[ $link == open ]]; then
        echo "**open link** (veth, unshaped, 1,500-byte MTU):"
        print_table "$link" loopback
        continue
    fi
    echo "**$link link** (${RATE_MBIT} Mbit/s$([[ $link == emu ]] && echo ', 1 ms one-way delay')):"
    print_table "$link" emulated "$THEORY_MBIT"
done
