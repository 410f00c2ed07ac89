#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""System calls and context switches per GB moved, from a loopback.sh run with BENCH_PERF_STAT=1.

Reads the run's records (label tool streams round bps bytes ...) and, for each run, the
server.perf and client.perf files perf stat wrote into its folder
(BENCH_TMP/LABEL-TOOL-STREAMS-ROUND). Prints, per stream count and tool, the medians over the
rounds of: system calls per GB at the receiver (the server) and at the sender (the client),
the bytes per system call at each end, and the context switches per GB at each end. These are
counts, not rates: they hardly move with the machine's load, unlike the rates beside them.
Usage: syscalls.py RECORDS TMPDIR LABEL
"""
import os
import statistics
import sys


def counts(path):
    """(system calls, context switches) from perf stat -x, output, or None."""
    found = {}
    try:
        for line in open(path):
            f = line.strip().split(",")
            if len(f) >= 3 and f[0].isdigit():
                found[f[2]] = int(f[0])
    except OSError:
        return None
    if "raw_syscalls:sys_enter" not in found:
        return None
    return found["raw_syscalls:sys_enter"], found.get("context-switches", 0)


def main(records, tmp, label):
    runs = {}
    for line in open(records):
        f = line.split()
        if f[0] != label:
            continue
        tool, streams, rnd, gb = f[1], int(f[2]), f[3], int(f[5]) / 1e9
        d = os.path.join(tmp, "%s-%s-%d-%s" % (label, tool, streams, rnd))
        s, c = counts(os.path.join(d, "server.perf")), counts(os.path.join(d, "client.perf"))
        if s is None or c is None or gb <= 0:
            print("syscalls: no perf counts for %s %s -P %d round %s" % (label, tool, streams, rnd))
            continue
        runs.setdefault((streams, tool), []).append((s[0] / gb, c[0] / gb, s[1] / gb, c[1] / gb))
    print()
    print("System calls and context switches per GB moved (perf stat on each end; medians of "
          "the rounds; the server receives, the client sends)")
    print()
    print("| streams | tool | calls/GB receiver | calls/GB sender | KiB per call receiver "
          "| KiB per call sender | switches/GB receiver | switches/GB sender | rounds |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for streams, tool in sorted(runs):
        r = runs[(streams, tool)]
        m = [statistics.median(x[i] for x in r) for i in range(4)]
        print("| %d | %s | %.0f | %.0f | %.1f | %.1f | %.0f | %.0f | %d |"
              % (streams, tool, m[0], m[1], 1e9 / m[0] / 1024, 1e9 / m[1] / 1024, m[2], m[3],
                 len(r)))


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: syscalls.py RECORDS TMPDIR LABEL")
    main(*sys.argv[1:])
