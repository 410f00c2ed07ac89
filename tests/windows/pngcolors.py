#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Where given colours stand in a PNG: for each RRGGBB, how many pixels lie within a tolerance
# of it and how many distinct columns they span. A chart's line spans much of the plot's width,
# a legend marker a few pixels: the span tells one from the other.
#   pngcolors.py FILE RRGGBB... [--tolerance N]
# prints one line per colour: "RRGGBB pixels N columns N", after "size W H".
# Reads 8-bit RGB and RGBA PNGs without interlacing (what Qt writes), with zlib alone.
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    pos = 8
    idat = b""
    width = height = channels = None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError(f"{path}: depth {depth}, colour type {ctype}, interlace "
                                 f"{interlace}: only 8-bit RGB or RGBA without interlace")
            channels = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    prev = bytearray(stride)
    pos = 0
    for _ in range(height):
        ftype = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 0xFF
            elif ftype == 2:
                line[i] = (line[i] + b) & 0xFF
            elif ftype == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 0xFF
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main(argv):
    tolerance = 40
    args = []
    i = 1
    while i < len(argv):
        if argv[i] == "--tolerance":
            tolerance = int(argv[i + 1])
            i += 2
        else:
            args.append(argv[i])
            i += 1
    if len(args) < 2:
        print("usage: pngcolors.py FILE RRGGBB... [--tolerance N]", file=sys.stderr)
        return 2
    width, height, channels, rows = read_png(args[0])
    print(f"size {width} {height}")
    for hexcolour in args[1:]:
        want = tuple(int(hexcolour[k:k + 2], 16) for k in (0, 2, 4))
        count = 0
        columns = set()
        for row in rows:
            for x in range(width):
                px = row[x * channels:x * channels + 3]
                if all(abs(px[k] - want[k]) <= tolerance for k in range(3)):
                    count += 1
                    columns.add(x)
        print(f"{hexcolour} pixels {count} columns {len(columns)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
