#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A link that loses 2 % of the packets at random (linkemu, 100 Mbit/s, well above the 50 Mbit/s
# sent): Benchwire must report 2 % +- 0.5 loss, per interval sum and reconciled over the run,
# in both directions, and none of it as reordering or duplicates. judged (netns_common.sh)
# runs it once more when checks failed because the emulator fell behind.
NS_C=bwu-lc NS_S=bwu-ls
source "$(dirname "$0")/netns_common.sh"

lossy() {
    local dir args s
    link_up --link emu --rate 100 --loss 0.02
    for dir in upload download; do
        args=(-u -b 50M -t 6)
        [[ $dir == download ]] && args+=(-R)
        run_test "$WORK/$dir.json" "${args[@]}" || continue
        s='.summaries[0].udp'
        echo "$dir: $(jq -c "$s | {packetsSentTotal, packetsReceivedTotal, packetsLostTotal, lossPct, lossPctTotal, outOfOrder, duplicates}" "$WORK/$dir.json")"
        check "$dir loss % (intervals)" "$(jq "$s.lossPct" "$WORK/$dir.json")" 1.5 2.5
        check "$dir loss % (whole run, sent - received)" "$(jq "$s.lossPctTotal" "$WORK/$dir.json")" 1.5 2.5
        check "$dir out of order" "$(jq "$s.outOfOrder" "$WORK/$dir.json")" 0 0
        check "$dir duplicates" "$(jq "$s.duplicates" "$WORK/$dir.json")" 0 0
        # What arrived is what was sent less what was lost (the loss check above pins that to 2 %),
        # and the sender kept near its 50 Mbit/s (udp_netns_ratelimit checks pacing closely; a
        # loaded 2-core machine has fallen 5 % short here for a few intervals).
        check "$dir received / (sent x (1 - loss))" "$(jq "(.summaries[0].receiverBitsPerSecond.mean) /
            (.summaries[0].senderBitsPerSecond * (1 - $s.lossPct / 100))" "$WORK/$dir.json")" 0.99 1.01
        check "$dir received Mbit/s" "$(jq '.summaries[0].receiverBitsPerSecond.mean / 1e6' "$WORK/$dir.json")" 46 50.5
    done
    link_down
}

judged "the 2 % loss link" lossy
finish
