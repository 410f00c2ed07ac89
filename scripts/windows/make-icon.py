#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Packs PNG renderings of the app icon into one Windows .ico (PNG entries, as Windows Vista
# and newer read them): resources/icons/benchwire.ico, which app/gui/benchwire.rc embeds.
# The PNGs come from installer/linux's bw_svgtopng (a Linux build makes it):
#   build/installer/linux/bw_svgtopng resources/icons/benchwire.svg /tmp/ico benchwire 16 24 32 48 64 256
#   python3 scripts/windows/make-icon.py resources/icons/benchwire.ico /tmp/ico/*/apps/benchwire.png
import struct
import sys


def png_size(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def main(argv):
    if len(argv) < 3:
        print("usage: make-icon.py OUT.ico PNG...", file=sys.stderr)
        return 2
    images = []
    for path in argv[2:]:
        with open(path, "rb") as f:
            data = f.read()
        w, h = png_size(data)
        if w != h or w > 256:
            raise ValueError(f"{path}: {w}x{h}; an icon entry is square, 256 px at most")
        images.append((w, data))
    images.sort()
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for w, data in images:
        b = 0 if w == 256 else w  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", b, b, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    with open(argv[1], "wb") as f:
        f.write(header + entries + b"".join(d for _, d in images))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
