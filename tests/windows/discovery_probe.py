#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Sends a discovery probe to a Benchwire server's test port on 127.0.0.1 (UDP, unicast) after a
# malformed one, and prints "answer BYTES PORT BAD" (BAD: answers to the malformed probe,
# which must be 0), or "none 0 0 BAD" when six probes went unanswered.
#   discovery_probe.py PORT
import os, socket, struct, sys
port = int(sys.argv[1])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.settimeout(0.5)
magic = bytes([0xD1, 0x5C, 0x0B, 0x57])
s.sendto(magic + b"\x01", ("127.0.0.1", port))  # malformed: must get nothing
bad = 0
try:
    while True:
        s.recvfrom(65536)
        bad += 1
except socket.timeout:
    pass
nonce = os.urandom(8)
probe = magic + bytes([1, 0x50, 0, 0]) + nonce
probe += bytes(1200 - len(probe))
for _ in range(6):  # the first datagrams may arrive while Wine still sets the socket up
    s.sendto(probe, ("127.0.0.1", port))
    try:
        data = s.recvfrom(65536)[0]
        ok = data[:4] == magic and data[5] == 0x41 and data[8:16] == nonce
        print("answer" if ok else "wrong", len(data), struct.unpack(">H", data[32:34])[0], bad)
        break
    except socket.timeout:
        continue
else:
    print("none 0 0", bad)
