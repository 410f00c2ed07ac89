#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The man pages and the programs' --help describe the same options.

Each program's option table (CLI11 in benchwire-cli, QCommandLineParser in benchwire) makes its
--help; the man pages are written by hand. This check runs each program's help (the app's
without a display, as on a server) and fails when an option is in one and not the other, or
when the first word after "default" in an option's help differs from its man page entry's.

  manpages_check.py --cli BENCHWIRE_CLI --gui BENCHWIRE --man-dir installer/linux
  manpages_check.py --selftest
"""
import argparse
import os
import re
import subprocess
import sys

HELP_OPTION = re.compile(r"^\s+(?:-\w,\s?)?--([a-z0-9-]+)(.*(?:\n\s{20,}\S.*)*)", re.M)
DEFAULT = re.compile(r"default:?\s+([^\s,;)]+)", re.I)


def help_options(text):
    """{long option: its help text} from a --help page."""
    return {m.group(1): " ".join(m.group(2).split()) for m in HELP_OPTION.finditer(text)}


def man_entries(text):
    """{long option: its entry's text} from a man page: each .TP heading's options."""
    text = text.replace("\\-", "-")
    entries = {}
    for block in text.split(".TP\n")[1:]:
        heading, _, body = block.partition("\n")
        body = body.split("\n.SH")[0]
        for name in re.findall(r"(?<![\w-])--([a-z0-9][a-z0-9-]*)", heading):
            entries.setdefault(name, " ".join(body.split()))
    return entries, set(re.findall(r"(?<![\w-])--([a-z0-9][a-z0-9-]*)", text))


def compare(program, help_text, man_text, ignore=()):
    problems = []
    options = help_options(help_text)
    entries, mentioned = man_entries(man_text)
    for name, text in sorted(options.items()):
        if name in ignore:
            continue
        if name not in mentioned:
            problems.append(f"{program}: --{name} is in --help, not in the man page")
            continue
        want = DEFAULT.search(text)
        got = DEFAULT.search(entries.get(name, ""))
        if want and name in entries and (not got or got.group(1) != want.group(1)):
            problems.append(
                f"{program}: --{name}: --help says default {want.group(1)}, the man page "
                + (f"default {got.group(1)}" if got else "no default")
            )
    for name in sorted(mentioned - set(options) - set(ignore)):
        problems.append(f"{program}: the man page names --{name}, which --help does not have")
    return problems


def run_help(binary, flag):
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)
    r = subprocess.run([binary, flag], capture_output=True, text=True, env=env, timeout=60)
    if r.returncode != 0 or "--" not in r.stdout:
        sys.exit(f"{binary} {flag} failed (exit {r.returncode}): {r.stderr.strip()[:400]}")
    return r.stdout


def selftest():
    help_text = (
        "  -t,--time TEXT   Test duration (default 10)\n"
        "  --threads INT    Worker threads (default: one per stream)\n"
        "  --gone           Only in help\n"
    )
    man = (
        ".SH OPTIONS\n.TP\n.BR \\-t \", \" \\-\\-time\nDuration (default 10).\n"
        ".TP\n.B \\-\\-threads\nWorker threads (default: 4).\n"
        ".TP\n.B \\-\\-stale\nOnly in the man page.\n"
    )
    problems = compare("x", help_text, man)
    expected = [
        "x: --gone is in --help, not in the man page",
        "x: --threads: --help says default one, the man page default 4",
        "x: the man page names --stale, which --help does not have",
    ]
    ok = problems == expected
    print("selftest " + ("passed" if ok else "FAILED: " + repr(problems)))
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli")
    ap.add_argument("--gui")
    ap.add_argument("--man-dir")
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        return selftest()
    problems = []
    with open(os.path.join(a.man_dir, "benchwire-cli.1.in"), encoding="utf-8") as f:
        # "systemctl enable --now" in the man page's service example is systemctl's option.
        problems += compare("benchwire-cli", run_help(a.cli, "--help"), f.read(), ignore={"now"})
    if a.gui:
        with open(os.path.join(a.man_dir, "benchwire.1.in"), encoding="utf-8") as f:
            # The man page names two of Qt's own options (in --help-all, not --help).
            problems += compare(
                "benchwire",
                run_help(a.gui, "--help"),
                f.read(),
                ignore={"platform", "qwindowgeometry"},
            )
    for p in problems:
        print(p)
    print(f"{len(problems)} difference(s) between --help and the man pages")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
