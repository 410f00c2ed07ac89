#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The highest-clean-rate search on a 300 Mbit/s link: in theory it carries 300 x 1472 / 1538 =
# 287.1 Mbit/s of 1472-byte datagrams, and the rate found must be within 5 % of that
# (272.8 .. 301.5), in at most 20 steps. The emulator runs on the same (2-core, shared) machine,
# and when it cannot keep up it carries less and loses in bursts (linkemu then warns; a run here
# delivered 252 Mbit/s at a 320 Mbit/s target). So a 400 Mbit/s overload run first measures what
# the link carries now. When the rate found misses the 5 % band while the link carried less than
# 95 % of the theory, the accuracy is not judged (the test reports "skipped", exit 77), only
# sanity; otherwise the band must hold.
# The link is the userspace emulator: with veth the sending process also pays for the
# receiver's kernel path, and on the loaded machine the sender, not the link, was the limit
# (143 of 160 Mbit/s sent); the search then reports that limit, and says so.
NS_C=bwu-sc NS_S=bwu-ss
source "$(dirname "$0")/netns_common.sh"
THEORY=287.1

link_up --link emu --rate 300
if run_test "$WORK/probe.json" -u -b 400M -t 3; then
    carried=$(jq '.summaries[0].receiverBitsPerSecond.mean / 1e6' "$WORK/probe.json")
    echo "the link carried $carried Mbit/s under a 400 Mbit/s load (theory $THEORY)"
    SERVER_ONE_OFF=0 # one session per step
    if run_test "$WORK/search.json" --find-max-rate --max-loss 1 --step-time 2; then
        jq -r '.rateSearch.steps[] | "  step: \(.targetBitsPerSecond / 1e6) Mbit/s -> sent \(.senderBitsPerSecond / 1e6), received \(.receiverBitsPerSecond / 1e6), loss \(.lossPct) %, short \(.shortfallPct) %, clean \(.clean)"' "$WORK/search.json"
        echo "search: $(jq -r '.rateSearch.note' "$WORK/search.json")"
        found=$(jq '.rateSearch.foundBitsPerSecond / 1e6' "$WORK/search.json")
        check "steps" "$(jq '.rateSearch.steps | length' "$WORK/search.json")" 2 20
        check "rate found (sanity), Mbit/s" "$found" "$(awk -v c="$carried" 'BEGIN { print c * 0.5 }')" 301.5
        if awk -v f="$found" 'BEGIN { exit !(f >= 272.8 && f <= 301.5) }' ||
            awk -v c="$carried" -v t=$THEORY 'BEGIN { exit !(c >= 0.95 * t) }'; then
            check "rate found, Mbit/s" "$found" 272.8 301.5
        else
            UNTRUSTED="found $found Mbit/s, but the emulator could not keep up (carried $carried of $THEORY Mbit/s)"
        fi
    fi
fi
link_down
if [[ -n ${UNTRUSTED:-} ]] && ((FAILS == 0)); then
    echo "accuracy not checked: $UNTRUSTED"
    exit 77
fi
finish
