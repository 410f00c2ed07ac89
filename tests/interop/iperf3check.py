# SPDX-License-Identifier: MIT
"""Checks for iperf3_interop.sh: reads both tools' reports of one run and compares the bytes.

  iperf3check.py server-role MODE STREAMS LEN IPERF3_CLIENT_JSON BENCHWIRE_SERVER_LOG
  iperf3check.py client-role MODE STREAMS LEN BENCHWIRE_CLIENT_JSON IPERF3_SERVER_JSON
  iperf3check.py hostile PORT

MODE is up, down or bidir; LEN the per-stream buffer (TCP -l) or datagram size (UDP). Two
figures agree when they differ by at most 1 % of the larger plus one buffer per stream.
Prints one line per comparison; exits 1 when any fails.
"""
import json
import re
import socket
import struct
import sys
import time

failures = []


def agree(what, a, b, streams, length):
    slack = 0.01 * max(a, b) + streams * length
    ok = a > 0 and b > 0 and abs(a - b) <= slack
    print("  %-44s %14d vs %14d  diff %.3f%%  %s" % (what, a, b, 100.0 * abs(a - b) / max(a, b, 1),
                                                     "ok" if ok else "MISMATCH"))
    if not ok:
        failures.append(what)


def load_json(path, who):
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit("%s: %s output does not parse as JSON: %s" % (path, who, e))
    if doc.get("error"):
        sys.exit("%s: %s reported an error: %s" % (path, who, doc["error"]))
    return doc


def iperf3_sums(end, mode):
    """(sent, received) per direction from an iperf3 client's -J end section."""
    fwd = (end["sum_sent"]["bytes"], end["sum_received"]["bytes"])
    if mode == "bidir":
        rev = (end["sum_sent_bidir_reverse"]["bytes"], end["sum_received_bidir_reverse"]["bytes"])
        return {"upload": fwd, "download": rev}
    return {"download" if mode == "down" else "upload": fwd}


def server_role(mode, streams, length, client_json, server_log):
    end = load_json(client_json, "iperf3 client")["end"]
    text = open(server_log).read()
    m = re.findall(r"iperf3 test finished in [0-9.]+ s: (.*)", text)
    if not m:
        sys.exit("%s: no 'iperf3 test finished' line from the Benchwire server" % server_log)
    bw = {}
    for part in m[-1].split(";"):
        r = re.search(r"(upload|download) (sent|received) (\d+) bytes .*client (sent|received) (\d+) bytes", part)
        if r:
            # (sent, received) as Benchwire reports them for this direction.
            own, peer = int(r.group(3)), int(r.group(5))
            bw[r.group(1)] = (peer, own) if r.group(2) == "received" else (own, peer)
    for direction, (sent, received) in iperf3_sums(end, mode).items():
        if direction not in bw:
            sys.exit("%s: no %s figures from the Benchwire server" % (server_log, direction))
        agree("%s: receiver bytes, iperf3 vs Benchwire" % direction, received, bw[direction][1], streams, length)
        if direction == "upload":  # Benchwire received: it drains, so it has what was sent
            agree("%s: iperf3 sent vs Benchwire received" % direction, sent, bw[direction][1], streams, length)
        else:
            agree("%s: Benchwire sent, both reports" % direction, sent, bw[direction][0], streams, length)


def client_role(mode, streams, length, client_json, server_json):
    doc = load_json(client_json, "benchwire-cli")
    if doc.get("peer", {}).get("product") != "iperf3":
        failures.append("peer.product")
        print("  peer.product is %r, not 'iperf3'" % doc.get("peer", {}).get("product"))
    end = load_json(server_json, "iperf3 server")["end"]
    bw = {s["direction"]: s for s in doc["summaries"]}
    # An iperf3 server's -J holds its own side only: received bytes for the streams it read,
    # sent bytes for the streams it wrote.
    ip = {}
    if mode in ("up", "bidir"):
        ip["upload"] = end["sum_received"]["bytes"]
    if mode == "down":
        ip["download"] = end["sum_sent"]["bytes"]
    if mode == "bidir":
        ip["download"] = end["sum_sent_bidir_reverse"]["bytes"]
    for direction, figure in ip.items():
        if direction not in bw:
            sys.exit("%s: no %s summary from benchwire-cli" % (client_json, direction))
        if direction == "upload":
            agree("upload: receiver bytes, iperf3 vs Benchwire", figure, bw[direction]["receiverBytesTotal"],
                  streams, length)
        else:  # Benchwire received: it reads every stream to its end
            agree("download: iperf3 sent vs Benchwire received", figure, bw[direction]["receiverBytesTotal"],
                  streams, length)


COOKIE = b"hostileclientabcdefghijklmnopqrstuvw\0"


def exchange(port, first, after_nine=None, wait=12.0):
    """Sends `first`; if the server answers 9, sends `after_nine`. Returns (bytes, how, secs)."""
    t0 = time.time()
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    out = b""
    how = "eof"
    try:
        if first:
            s.sendall(first)
        s.settimeout(wait)
        while True:
            d = s.recv(4096)
            if not d:
                break
            out += d
            if out == b"\x09" and after_nine is not None:
                s.sendall(after_nine)
    except socket.timeout:
        how = "timeout"
    except ConnectionResetError:
        how = "reset"
    finally:
        s.close()
    return out, how, time.time() - t0


def params(obj_bytes):
    return struct.pack(">I", len(obj_bytes)) + obj_bytes


def hostile(port):
    refusal = lambda code: b"\x09\xfe" + struct.pack(">ii", code, 0)
    cases = [
        ("garbage instead of a cookie", b"GET / HTTP/1.0\r\n\r\n" + b"x" * 40, None, b"", 2),
        ("bad cookie (not [a-z2-7])", b"NOT-A-COOKIE" * 3 + b"!\0", None, b"", 2),
        ("huge JSON length", COOKIE, struct.pack(">I", 0xFFFFFFFF), refusal(114), 2),
        ("JSON length above 8 KiB", COOKIE, struct.pack(">I", 9000), refusal(114), 2),
        ("params not an object", COOKIE, params(b"[1,2,3]"), refusal(114), 2),
        ("wrong types", COOKIE, params(b'{"tcp":true,"time":"ten","parallel":{}}'), refusal(114), 2),
        ("parallel out of range", COOKIE, params(b'{"tcp":true,"time":1,"parallel":100000}'), refusal(6), 2),
        ("negative time", COOKIE, params(b'{"tcp":true,"time":-5,"parallel":1}'), refusal(5), 2),
        ("SCTP", COOKIE, params(b'{"sctp":true,"time":1,"parallel":1}'), refusal(131), 2),
        ("silence after the cookie", COOKIE, None, refusal(114), 9),
        ("silence before the cookie", b"", None, b"", 9),
    ]
    for name, first, after, want, limit in cases:
        out, how, secs = exchange(port, first, after, wait=limit + 3)
        ok = out == want and how != "timeout" and secs <= limit
        print("  hostile %-28s -> %-24r %-7s %.1f s  %s" % (name, out, how, secs, "ok" if ok else "FAIL"))
        if not ok:
            failures.append("hostile " + name)


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd in ("server-role", "client-role"):
        mode, streams, length, a, b = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
        (server_role if cmd == "server-role" else client_role)(mode, streams, length, a, b)
    elif cmd == "hostile":
        hostile(int(sys.argv[2]))
    else:
        sys.exit(__doc__)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
