#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""timeshift.py SECONDS COMMAND [ARGS...]

Runs COMMAND in a new time namespace (man 7 time_namespaces) whose CLOCK_MONOTONIC, the clock
of std::chrono::steady_clock, reads SECONDS ahead of this machine's (negative: behind; a
fraction down to the nanosecond). util-linux's `unshare --time --monotonic` takes whole
seconds only, and a shift smaller than a link's one-way delay needs less than that. Root only.

The offsets can be written only before a process enters the namespace, so this process
unshares, writes them, and forks COMMAND into it (a fork enters the new namespace on every
kernel with time namespaces; an exec does only since Linux 5.19). It passes SIGTERM, SIGINT
and SIGHUP on to COMMAND and exits with its status (128 + N when signal N ended it).
"""
import ctypes
import decimal
import os
import signal
import sys

CLONE_NEWTIME = 0x80


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    try:
        shift = decimal.Decimal(argv[1])
    except decimal.InvalidOperation:
        print(f"timeshift: not a number of seconds: {argv[1]}", file=sys.stderr)
        return 2
    seconds = int(shift.to_integral_value(rounding=decimal.ROUND_FLOOR))
    nanoseconds = int((shift - seconds) * 1_000_000_000)  # 0 <= ns < 1e9, as the kernel wants
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(CLONE_NEWTIME) != 0:
        print(f"timeshift: unshare(CLONE_NEWTIME): {os.strerror(ctypes.get_errno())}",
              file=sys.stderr)
        return 1
    with open("/proc/self/timens_offsets", "w") as offsets:
        offsets.write(f"monotonic {seconds} {nanoseconds}\n")
    child = os.fork()
    if child == 0:
        try:
            os.execvp(argv[2], argv[2:])
        except OSError as e:
            print(f"timeshift: {argv[2]}: {e.strerror}", file=sys.stderr)
        os._exit(127)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda number, _frame: os.kill(child, number))
    _, status = os.waitpid(child, 0)  # retried after a handler (PEP 475)
    code = os.waitstatus_to_exitcode(status)
    return 128 - code if code < 0 else code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
