#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""benchwire-cli -J --json-format iperf3 against iperf3 3.12's own -J, on 127.0.0.1.

  iperf3json_check.py BENCHWIRE_CLI [IPERF3]

Runs the same short test with `iperf3 -c` against an iperf3 server and with `benchwire-cli -c
... -J --json-format iperf3` against a benchwire-cli server, both paced with -b so that the
rates mean something on a shared machine, the two tools taking turns. Then, per case:
- every key path of iperf3's document is in Benchwire's with the same JSON type, except the
  paths in NOT_FILLED (each with the reason Benchwire cannot fill it), which must be absent;
- every path of Benchwire's document outside "benchwire" is one iperf3 writes (nothing
  invented, extensions under one key);
- end.sum_received.bits_per_second agree within 5 % (means of the turns; one more round of
  turns when they do not, since a busy moment on a shared 2-core machine can cost one paced
  run that much, while a wrong figure stays wrong).
And each combination the layout refuses exits 2 naming what was typed; the UDP document goes
through --logfile.
Exits 1 on any failure; a missing iperf3 is a failure (scripts/setup.sh --tests installs it).
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

# Paths iperf3 3.12 writes that Benchwire's result cannot fill; a path here covers its subtree.
NOT_FILLED = {
    "start.connected": "the data streams' sockets and addresses are not in Benchwire's result",
    "start.cookie": "Benchwire's result does not keep the session cookie",
    "intervals[].streams[].socket": "the stream's socket number is not in the result",
    "intervals[].streams[].snd_wnd": "the peer's receive window is not sampled",
    "intervals[].streams[].pmtu": "the path MTU is not sampled per interval",
    "end.streams[].udp.socket": "the stream's socket number is not in the result",
    "end.streams[].sender.socket": "the stream's socket number is not in the result",
    "end.sum_sent.jitter_ms": "iperf3 writes 0 for the sender, which measures no jitter",
    "end.sum_sent.lost_packets": "iperf3 writes 0 for the sender, which counts no loss",
    "end.sum_sent.lost_percent": "iperf3 writes 0 for the sender, which counts no loss",
    "end.cpu_utilization_percent.host_user": "Benchwire measures its process's CPU as one "
    "figure, with no user/system split",
    "end.cpu_utilization_percent.host_system": "as host_user",
    "end.cpu_utilization_percent.remote_user": "as host_user",
    "end.cpu_utilization_percent.remote_system": "as host_user",
}
# With more than one stream per direction, also these: each stream's bytes are this end's count
# (what the client sent, or received), while TCP info is sampled per direction.
PER_DIRECTION = "TCP info is sampled per direction, not per stream (with -P 1 it is the stream's)"
NOT_FILLED_MULTI = {
    "intervals[].streams[].retransmits": PER_DIRECTION,
    "intervals[].streams[].snd_cwnd": PER_DIRECTION,
    "intervals[].streams[].rtt": PER_DIRECTION,
    "intervals[].streams[].rttvar": PER_DIRECTION,
    "end.streams[].sender.retransmits": PER_DIRECTION,
    "end.streams[].sender.max_snd_cwnd": PER_DIRECTION,
    "end.streams[].sender.max_snd_wnd": "the peer's receive window is not sampled",
    "end.streams[].sender.max_rtt": PER_DIRECTION,
    "end.streams[].sender.min_rtt": PER_DIRECTION,
    "end.streams[].sender.mean_rtt": PER_DIRECTION,
    "end.streams[].receiver": "the client counts what it sends per stream; the server's "
    "per-stream counts are not exchanged",
}
# Doubles in iperf3 (cJSON writes a whole one as an integer, "start": 0): any number will do.
DOUBLE_KEYS = {"start", "end", "seconds", "bits_per_second", "jitter_ms", "lost_percent",
               "host_total", "remote_total", "omit", "duration"}
CASES = [  # name, common client flags, turns per tool, paths not filled
    ("tcp", ["-t", "2", "-P", "2", "-b", "250M"], 2, {**NOT_FILLED, **NOT_FILLED_MULTI}),
    ("udp", ["-t", "1", "-u", "-b", "50M", "-l", "1400"], 1, NOT_FILLED),
]
failures = []


def json_type(v):
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    return {float: "float", str: "string", dict: "object", list: "array",
            type(None): "null"}[type(v)]


def walk(v, path, out):
    """{path: set of JSON types}; array elements share the path "name[]"."""
    out.setdefault(path, set()).add(json_type(v))
    if isinstance(v, dict):
        for k, x in v.items():
            walk(x, (path + "." if path else "") + k, out)
    elif isinstance(v, list):
        for x in v:
            walk(x, path + "[]", out)
    return out


def unfilled(path, listed):
    """The shortest listed path that covers path, or None."""
    covering = [p for p in listed if path == p or path.startswith(p + ".")
                or path.startswith(p + "[]")]
    return min(covering, key=len) if covering else None


def types_agree(path, theirs, ours):
    key = path.rsplit(".", 1)[-1]
    if key in DOUBLE_KEYS or theirs == {"float"} or "float" in theirs:
        theirs = {"int", "float"} if theirs <= {"int", "float"} else theirs
    return ours <= theirs


def compare_paths(case, ref, doc, listed):
    theirs, ours = walk(ref, "", {}), walk(doc, "", {})
    for path, types in sorted(theirs.items()):
        if not path:
            continue
        if unfilled(path, listed):
            if path in ours:
                fail("%s: %s is listed as not filled, but Benchwire writes it" % (case, path))
        elif path not in ours:
            fail("%s: %s (%s in iperf3) is missing" % (case, path, "/".join(sorted(types))))
        elif not types_agree(path, types, ours[path]):
            fail("%s: %s is %s, iperf3 writes %s" % (case, path, "/".join(sorted(ours[path])),
                                                     "/".join(sorted(types))))
    for path in sorted(ours):
        if path and path.split(".")[0].split("[")[0] != "benchwire" and path not in theirs:
            fail("%s: Benchwire writes %s, which iperf3 does not (extensions go under "
                 "\"benchwire\")" % (case, path))
    filled = [p for p in theirs if p and not unfilled(p, listed)]
    print("%s: %d iperf3 paths filled with iperf3's types, %d not filled (listed):"
          % (case, len(filled), len(theirs) - 1 - len(filled)))
    for p in sorted({unfilled(p, listed) for p in theirs if p and unfilled(p, listed)}):
        print("  %s: %s" % (p, listed[p]))


def fail(message):
    print("FAIL " + message)
    failures.append(message)


def free_port():
    """A port free for TCP and UDP on 127.0.0.1 (Benchwire's server takes both)."""
    for _ in range(50):
        with socket.socket() as t, socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as u:
            t.bind(("127.0.0.1", 0))
            port = t.getsockname()[1]
            try:
                u.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    sys.exit("no free port on 127.0.0.1")


def wait_listening(port, proc, who):
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            sys.exit("%s server exited early (status %s)" % (who, proc.returncode))
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    sys.exit("%s server not listening on port %d after 5 s" % (who, port))


def run_json(cmd, logfile=None):
    """The document the command prints, or with logfile, writes there (--logfile)."""
    if logfile:
        cmd = cmd + ["--logfile", logfile]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
    if logfile and r.stdout:
        fail("%s: printed %d characters despite --logfile" % (" ".join(cmd), len(r.stdout)))
    try:
        doc = json.loads(open(logfile).read() if logfile else r.stdout)
    except ValueError as e:
        sys.exit("%s: output is not JSON (%s); stderr: %s" % (" ".join(cmd), e, r.stderr[-500:]))
    if r.returncode != 0 or doc.get("error"):
        sys.exit("%s failed (status %d): %s" % (" ".join(cmd), r.returncode, doc.get("error")))
    return doc


REFUSALS = [  # extra flags after -J --json-format iperf3, words the message must hold
    (["-c", "127.0.0.1", "--json-stream"], ["--json-stream", "drop"]),
    (["-c", "127.0.0.1", "--repeat", "3"], ["--repeat 3", "drop --repeat"]),
    (["-c", "127.0.0.1", "--both"], ["--both", "-R"]),
    (["-c", "127.0.0.1", "--find-max-rate"], ["--find-max-rate", "drop"]),
    (["-s"], ["-s", "drop --json-format"]),
]


def check_refusals(bw):
    cases = [(["-J", "--json-format", "iperf3"] + extra, words) for extra, words in REFUSALS]
    cases.append((["-c", "127.0.0.1", "-J", "--json-format", "iperf2"],
                  ["'iperf2'", "benchwire", "iperf3"]))
    cases.append((["-c", "127.0.0.1", "--json-format", "iperf3"], ["without -J", "add -J"]))
    for args, words in cases:
        r = subprocess.run([bw] + args, capture_output=True, text=True, timeout=10)
        missing = [w for w in words if w not in r.stderr]
        if r.returncode != 2 or missing:
            fail("%s: status %d, message %r lacks %s" % (" ".join(args), r.returncode,
                                                          r.stderr.strip(), missing))
    print("refusals: %d combinations refused with their flags named" % len(cases))


def received_rate(doc):
    return doc["end"]["sum_received"]["bits_per_second"]


def run_turns(flags, turns, bw, ip3, ports, logfile):
    """(iperf3's documents, Benchwire's), the tools taking turns so that a busy moment on the
    machine hits both."""
    iperf3_docs, bw_docs = [], []
    for _ in range(turns):
        iperf3_docs.append(run_json([ip3, "-c", "127.0.0.1", "-p", str(ports[0]), "-J"] + flags))
        bw_docs.append(run_json([bw, "-c", "127.0.0.1", "-p", str(ports[1]), "-J",
                                 "--json-format", "iperf3"] + flags, logfile))
    return iperf3_docs, bw_docs


def rate_difference(name, iperf3_docs, bw_docs):
    theirs = sum(map(received_rate, iperf3_docs)) / len(iperf3_docs)
    ours = sum(map(received_rate, bw_docs)) / len(bw_docs)
    diff = abs(theirs - ours) / max(theirs, ours)
    print("%s: end.sum_received.bits_per_second over %d turns each: iperf3 %.1f Mbit/s, "
          "benchwire %.1f Mbit/s, difference %.2f %%"
          % (name, len(bw_docs), theirs / 1e6, ours / 1e6, 100 * diff))
    return diff


def check_stream_sums(name, doc):
    """Each interval's streams add up to its sum, as in iperf3's documents."""
    for i, interval in enumerate(doc["intervals"]):
        streams = sum(s["bytes"] for s in interval.get("streams", []))
        if streams != interval["sum"]["bytes"]:
            fail("%s: interval %d: the streams' bytes add up to %d, the sum says %d"
                 % (name, i, streams, interval["sum"]["bytes"]))


def run_case(name, flags, turns, listed, bw, ip3, ports, logfile):
    iperf3_docs, bw_docs = run_turns(flags, turns, bw, ip3, ports, logfile)
    compare_paths(name, iperf3_docs[0], bw_docs[0], listed)
    check_stream_sums(name, bw_docs[0])
    diff = rate_difference(name, iperf3_docs, bw_docs)
    if diff > 0.05:  # one busy moment (other builds on 2 cores) can cost a paced run 5 %
        more = run_turns(flags, turns, bw, ip3, ports, logfile)
        diff = rate_difference(name + " (one more round)", iperf3_docs + more[0],
                               bw_docs + more[1])
    if diff > 0.05:
        fail("%s: received rates differ by %.2f %% (more than 5 %%)" % (name, 100 * diff))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    bw = sys.argv[1]
    ip3 = sys.argv[2] if len(sys.argv) > 2 else shutil.which("iperf3")
    if not ip3 or not os.access(ip3, os.X_OK):
        sys.exit("iperf3 not found: install it (scripts/setup.sh --tests, or apt-get install iperf3)")
    check_refusals(bw)
    ports = (free_port(), free_port())
    servers = []
    workdir = tempfile.mkdtemp(prefix="iperf3json_")
    try:
        servers.append(subprocess.Popen([ip3, "-s", "-B", "127.0.0.1", "-p", str(ports[0])],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        wait_listening(ports[0], servers[-1], "iperf3")
        servers.append(subprocess.Popen([bw, "-s", "-B", "127.0.0.1", "-p", str(ports[1]),
                                         "--no-discovery"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        wait_listening(ports[1], servers[-1], "benchwire-cli")
        for name, flags, turns, listed in CASES:  # UDP's document through --logfile
            logfile = os.path.join(workdir, name + ".json") if name == "udp" else None
            run_case(name, flags, turns, listed, bw, ip3, ports, logfile)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
        for s in servers:
            s.kill()
            s.wait()
    print("FAILED: %d check(s)" % len(failures) if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
