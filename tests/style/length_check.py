#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""ctest style.length: no C/C++ source over 500 lines, no function over 60 lines.

A function's length is counted from the line of its opening brace to the line of its closing
brace, both included. Lambdas, local classes and blocks inside a function are part of it, so
a 40-line function that holds a 30-line lambda is 70 lines long. A lambda outside any function
(a namespace-scope or member initializer) is counted as a function of its own.

The scanner (lengthscan.py beside this file) is not a compiler; its docstring says what it
reads as a function.

  python3 tests/style/length_check.py [--root DIR] [FILE...]   # default: the tracked sources
  python3 tests/style/length_check.py --list FILE...            # every function and its length
  python3 tests/style/length_check.py --selftest                # the fixtures in tests/style/fixtures

Output: one line per violation, `path:line: function NAME is N lines (limit 60)` (line: the
opening brace) or `path: N lines (limit 500)`; exit 1 if there is any.
"""

import argparse
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from lengthscan import functions  # noqa: E402  (beside this file)

MAX_FILE_LINES = 500
MAX_FUNCTION_LINES = 60
SOURCE_DIRS = ("engine/", "ui/", "app/", "tests/")
SOURCE_EXTS = (".cpp", ".h", ".c", ".hpp", ".cc")


def check_file(path, display):
    """Violation lines for one file."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    problems = []
    count = len(text.splitlines())
    if count > MAX_FILE_LINES:
        problems.append("%s: %d lines (limit %d)" % (display, count, MAX_FILE_LINES))
    found, error = functions(text)
    if error:
        problems.append("%s: cannot follow the braces: %s" % (display, error))
    for name, first, last in found:
        length = last - first + 1
        if length > MAX_FUNCTION_LINES:
            problems.append("%s:%d: function %s is %d lines (limit %d)"
                            % (display, first, name, length, MAX_FUNCTION_LINES))
    return problems


def tracked_sources(root):
    """The C/C++ sources under engine/ ui/ app/ tests/: git ls-files, or find without .git."""
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z"], check=True,
                             capture_output=True).stdout.decode()
        files = [f for f in out.split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for d in SOURCE_DIRS:
            for dirpath, _, names in os.walk(os.path.join(root, d)):
                for name in names:
                    files.append(os.path.relpath(os.path.join(dirpath, name), root))
    return sorted(f for f in files if f.startswith(SOURCE_DIRS) and f.endswith(SOURCE_EXTS)
                  and os.path.isfile(os.path.join(root, f)))


EXPECT = re.compile(r"expect:\s*(.+?)\s+(\d+)\s+(\d+)\s*$")


def selftest(fixtures):
    """Each fixture lists every function it holds as `expect: NAME FIRST_LINE LENGTH` lines
    (in a comment); the scanner must find exactly those, and flag exactly those over 60.
    Then the report's exact lines, the file limit at 500/501 lines, and unbalanced braces."""
    failures = 0
    names = sorted(n for n in os.listdir(fixtures) if n.endswith(".fixture"))
    if not names:
        print("selftest: no fixtures in %s" % fixtures)
        return 1
    for name in names:
        path = os.path.join(fixtures, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        expected = sorted((m.group(1), int(m.group(2)), int(m.group(3)))
                          for m in map(EXPECT.search, text.splitlines()) if m)
        found, error = functions(text)
        got = sorted((n, first, last - first + 1) for n, first, last in found)
        flagged = {l.split(": function ")[1].split(" is ")[0]
                   for l in check_file(path, name) if ": function " in l}
        want_flagged = {n for n, _, length in expected if length > MAX_FUNCTION_LINES}
        ok = expected and not error and got == expected and flagged == want_flagged
        failures += report(name, ok, (["error: %s" % error] if error else []) + [
            "expected: %s" % expected, "found:    %s" % got,
            "flagged: %s, expected flagged: %s" % (sorted(flagged), sorted(want_flagged))])
    cases = 0
    for name, want in selftest_cases(fixtures):
        cases += 1
        failures += report(name, want[0] == want[1], ["expected: %r" % (want[1],),
                                                      "got:      %r" % (want[0],)])
    total = len(names) + cases
    print("selftest: %d of %d checks pass%s" % (total - failures, total,
                                               "; FAILED" if failures else ""))
    return 1 if failures else 0


def report(name, ok, details):
    print("%s %s" % ("ok  " if ok else "FAIL", name))
    if not ok:
        for d in details:
            print("     " + d)
    return 0 if ok else 1


def selftest_cases(fixtures):
    """(name, (got, expected)) of the checks beyond the fixtures' own expectations."""
    import tempfile
    yield ("report line of the 61-line function",
           (check_file(os.path.join(fixtures, "limits.fixture"), "limits.fixture"),
            ["limits.fixture:6: function sixtyOneLines is 61 lines (limit 60)"]))
    with tempfile.TemporaryDirectory() as tmp:
        for count, want in ((500, []), (501, ["long.cpp: 501 lines (limit 500)"])):
            path = os.path.join(tmp, "long.cpp")
            with open(path, "w") as f:
                f.write("int x;\n" * count)
            yield ("a file of %d lines" % count, (check_file(path, "long.cpp"), want))
    yield ("an unclosed brace is an error, not a pass",
           (functions("void f()\n{\n")[1], "1 brace(s) opened on line(s) 2 never close"))
    yield ("a stray } is an error", (functions("}\n")[1], "line 1: a } closes nothing"))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.normpath(os.path.join(here, "..", "..")))
    parser.add_argument("--list", action="store_true", help="print every function's length")
    parser.add_argument("--selftest", action="store_true")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if args.selftest:
        return selftest(os.path.join(here, "fixtures"))
    if args.list:
        for path in args.files:
            with open(path, encoding="utf-8", errors="replace") as f:
                found, error = functions(f.read())
            for name, first, last in found:
                print("%s:%d: %s %d" % (path, first, name, last - first + 1))
            if error:
                print("%s: %s" % (path, error))
        return 0
    root = os.path.abspath(args.root)
    files = args.files or tracked_sources(root)
    if not files:
        print("style.length: no C/C++ sources found under %s" % root)
        return 1
    problems = []
    for f in files:
        path = f if os.path.isabs(f) or args.files else os.path.join(root, f)
        problems += check_file(path, f)
    for p in problems:
        print(p)
    print("style.length: %d file(s) checked, %d violation(s)" % (len(files), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
