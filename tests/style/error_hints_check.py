#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every error the engine and the CLI raise tells the user what to do next.

An engine error is built as `{Errc::Code, message, hint, ec}` (benchwire/error.h): the hint is
the next step that the CLI prints after the message and the app shows under it. This check
finds every such construction in engine/ and app/cli/ and fails for one whose hint is empty,
unless its message is one of the few below that need no step (the user's own stop).

  error_hints_check.py --root DIR   check the tree; prints each bare error with its place
  error_hints_check.py --selftest   the parser on built-in samples (a planted bare error fails)
"""
import argparse
import pathlib
import re
import sys

# Messages that need no next step, each with the reason.
NO_STEP_NEEDED = {
    '"stopped before the test started"': "the user stopped the run; there is nothing to fix",
}
START = re.compile(r"\{\s*Errc::(\w+)\s*,")


def skip_string(text, i):
    """Index just past the string literal that starts at text[i] == '"'."""
    i += 1
    while text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    return i + 1


def fields(text, start):
    """The top-level comma-separated fields of the braces opened at text[start] == '{'."""
    parts, current, depth, i = [], "", 0, start + 1
    while i < len(text):
        c = text[i]
        if c == '"':
            end = skip_string(text, i)
            current += text[i:end]
            i = end
            continue
        if c in "({[":
            depth += 1
        elif c in ")}]":
            if depth == 0:
                parts.append(current.strip())
                return parts
            depth -= 1
        if c == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += c
        i += 1
    return parts


def bare_errors(text):
    """(line, message) of each Errc construction with an empty hint."""
    found = []
    for m in START.finditer(text):
        parts = fields(text, m.start())
        if len(parts) < 3:
            continue  # not an Error (a table of codes, a comparison)
        message, hint = parts[1], parts[2]
        if hint in ("{}", '""', "std::string()", "std::string{}"):
            if " ".join(message.split()) not in NO_STEP_NEEDED:
                found.append((text.count("\n", 0, m.start()) + 1, " ".join(message.split())))
    return found


def check(root):
    sources = sorted(
        p
        for folder in ("engine/src", "engine/include", "app/cli")
        for p in (root / folder).rglob("*")
        if p.suffix in (".cpp", ".h")
    )
    bad = []
    for path in sources:
        for line, message in bare_errors(path.read_text(encoding="utf-8")):
            bad.append(f"{path.relative_to(root)}:{line}: no next step for {message}")
    for b in bad:
        print(b)
    print(f"{len(sources)} files read, {len(bad)} error(s) without a next step")
    return 1 if bad else 0


def selftest():
    good = 'return {Errc::Timeout, "no hello from " + target, "check the port", ec};'
    bare = 'return {Errc::PeerClosed, "the server closed " + f(a, b), {}, {}};'
    allowed = 'return {Errc::Stopped, "stopped before the test started", {}, {}};'
    table = "case Errc::Timeout: return 3;"
    ok = (
        bare_errors(good) == []
        and bare_errors(bare) == [(1, '"the server closed " + f(a, b)')]
        and bare_errors(allowed) == []
        and bare_errors(table) == []
    )
    print("selftest " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root")
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        return selftest()
    return check(pathlib.Path(a.root))


if __name__ == "__main__":
    sys.exit(main())
