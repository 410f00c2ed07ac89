#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every error text the app and the CLI write themselves says what to do next.

The engine's errors carry their next step as a hint (error_hints_check.py). This check sweeps
the texts the programs write on their own:

- the app (ui/, app/gui/): every tr() text that reads as an error ("Could not", "cannot",
  "failed", "is not a", ...) must carry a next step: a clause that starts with an imperative
  ("Check ...", "choose ...", "; give ...", "or run ..."), in the text itself or in a step text
  within the next few lines of the same place (an ErrorText's action);
- the CLI (app/cli/): every string literal that reads as an error must name the flag the user
  typed (-t, --logfile) or carry a next step.

A text that reads as an error but is not one (a column title, a tooltip that explains a figure)
or whose step is shown beside it from elsewhere is listed in EXEMPT with the reason.

  error_texts_check.py --root DIR   check the tree; prints each text without a step
  error_texts_check.py --list       print every error text found and how it passes
  error_texts_check.py --selftest   the classifier on built-in samples
"""
import argparse
import pathlib
import re
import sys

ERROR = re.compile(
    r"(?i)(could not|couldn't|cannot|can't|\bfailed\b|\bnot a\b|no such|\bunknown\b|"
    r"\brefused\b|did not|not JSON|\bis not\b|\binvalid\b|\bmissing\b|out of range|\blost\b)"
)
VERBS = (
    "add|allow|ask|change|check|choose|close|compare|copy|correct|delete|drop|enable|free|give|"
    "install|keep|leave|lower|make sure|move|open|pick|raise|remove|rename|restart|retry|run|"
    "save|see|select|set|start|stop|try|turn|type|update|use|wait"
)
# An imperative at the start of the text or of a clause: "Check ...", "; give ...", "or run ...",
# ": allow ...", "(see ...)", ", then start ...".
STEP = re.compile(
    r"(?i)(^|[.;:!?]\s+|\bor\s+|,\s+then\s+|\(|—\s*)(" + VERBS + r")\b"
)
FLAG = re.compile(r"(^|[\s'(\"])--?[A-Za-z][\w-]*")
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
TR_CALL = re.compile(r'\btr\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)')
NEAR_LINES = 6  # how far below an error text its step may stand (an ErrorText's action)

# Texts that read as errors but are not ones, or whose step is shown from elsewhere: why.
EXEMPT = {
    # titles and labels
    "Cannot compare": "a message box title; the box's text carries the step",
    "Export failed": "a message box title; the box's text carries the step",
    "(unknown)": "a placeholder for a figure the result does not hold",
    "Unknown type": "an interface type the system did not name",
    "unknown kind": "a latency phase the result does not name",
    "Probes lost": "a results table row",
    "Datagrams lost": "a results table row",
    "%1 · failed after %2 s": "a history label; the run's own error banner has the step",
    "Failed run": "the overnight chart's legend entry for the mark of a failed run",
    ", %n failed": "a count of runs in the overnight run's summary",
    "Failed: %1": "an overnight run's table note; %1 is the run's error with its next step",
    "unknown schema version %1": "a detail inside the history's read error, which has the step",
    # explanations of figures, not errors
    "UDP: datagrams that arrived after a later one, and datagrams that arrived twice. "
    "Neither counts as lost.": "a tooltip that explains a figure",
    "The probes' delay each way under this phase's load. It needs the two clocks' offset, "
    "estimated from the fastest probes to within 1 ms; where it is not, this row says why "
    "instead of guessing.": "a tooltip that explains a figure",
    "UDP: datagrams lost per interval in percent (solid, left axis) and the jitter in "
    "milliseconds (dashed, right axis).": "a tooltip that explains a chart",
    "n/a (the clocks' offset is known only to ±%1; one-way figures need ±%2, and round trips "
    "cannot tell a one-sided path from a clock offset)": "why a figure reads n/a",
    "Serve only clients on the subnet of the local address below (with \\\"Any\\\": on the "
    "subnets of this PC's addresses); others are refused at once.": "a tooltip of an option",
    "Parallel TCP connections per direction. More streams fill fast links that one connection "
    "cannot.": "a tooltip of an option",
    "not JSON: %1": "the reason inside fileerror::notAResult(), which gives the step",
    # result lines of the CLI
    "           UDP: %u-byte datagrams at %s: sent %llu, received %llu, lost %llu "
    "(%.3f%%)\\n": "a result line",
    "  probes lost %u of %u, every %d ms; %s\\n": "a result line",
    "           whole run: sent %llu, received %llu datagrams, lost %llu (%.3f%%)%s\\n "
    "(counts match)": "a result line",
    "\\nself-test %s: %d passed, %d failed\\nFAILEDpassed": "the self-test's last line; each "
    "failed run's line above it says what failed",
    # shown beside a step from elsewhere
    "<b>The test failed after %1 s: %2</b><br>%3": "%3 is the error's action (errortext.cpp)",
    "The test failed after %1 s.": "the status line; the error banner under it has the step",
    "The test did not complete.": "the status line; the error banner under it has the step",
    "%1: failed, %2": "a self-test run's line; the report's first line has the step",
    "Refused a test from %1.": "served side: its own limits refused a client; the reason "
    "below names the limit, and the client's own window says what to do",
    "Refused a test from %1: this PC was busy with another test.": "served side; its action "
    "says the other machine can run again when this test ends",
}


def normal(text):
    return " ".join(text.split())


EXEMPT_NORMAL = {normal(k): v for k, v in EXEMPT.items()}


def statements(source):
    """(line, text) per statement: the string literals between two semicolons, joined, so
    that "-t: '" + value + "' is not a number" reads as one text. Comments are skipped."""
    found, parts, first, i, n = [], [], 0, 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
            continue
        if source.startswith("/*", i):
            i = source.find("*/", i) + 2
            continue
        if c in "\"'":
            j = i + 1
            while j < n and source[j] != c:
                j += 2 if source[j] == "\\" else 1
            if c == '"':
                if not parts:
                    first = source.count("\n", 0, i) + 1
                parts.append(source[i + 1 : j])
            i = j + 1
            continue
        if c in ";{}":
            if parts:
                found.append((first, "".join(parts)))
            parts = []
        i += 1
    return found


def texts(source, tr_only):
    """(line, text) of each tr() text (adjacent literals joined), or of each statement."""
    if not tr_only:
        return statements(source)
    found = []
    for m in TR_CALL.finditer(source):
        text = "".join(LITERAL.findall(m.group(1)))
        found.append((source.count("\n", 0, m.start()) + 1, text))
    return found


def judge(found, cli):
    """(line, text, verdict) of each error text; verdict 'bare' when it has no step."""
    out = []
    for line, text in found:
        if len(text) < 8 or not ERROR.search(text):
            continue
        if normal(text) in EXEMPT_NORMAL:
            out.append((line, text, "exempt: " + EXEMPT_NORMAL[normal(text)]))
        elif STEP.search(text):
            out.append((line, text, "step"))
        elif cli and FLAG.search(text):
            out.append((line, text, "names a flag"))
        elif not cli and any(
            line <= near <= line + NEAR_LINES and other != text and STEP.search(other)
            for near, other in found
        ):
            out.append((line, text, "step beside it"))
        else:
            out.append((line, text, "bare"))
    return out


def sweep(root):
    parts = (("ui", True, False), ("app/gui", True, False), ("app/cli", False, True))
    for folder, tr_only, cli in parts:
        for path in sorted((root / folder).rglob("*.cpp")):
            source = path.read_text(encoding="utf-8")
            for line, text, verdict in judge(texts(source, tr_only), cli):
                yield f"{path.relative_to(root)}:{line}", text, verdict


def check(root, listing):
    results = list(sweep(root))
    bare = [r for r in results if r[2] == "bare"]
    for place, text, verdict in results if listing else bare:
        print(f"{place}: {verdict}: {text}")
    used = {normal(text) for _, text, verdict in results if verdict.startswith("exempt")}
    stale = sorted(set(EXEMPT_NORMAL) - used)
    for text in stale:
        print(f"EXEMPT lists a text the tree no longer has: {text}")
    print(f"{len(results)} error texts, {len(bare)} without a next step, {len(stale)} stale "
          "exemptions")
    return 1 if bare or stale else 0


def selftest():
    src = '''
        return {tr("%1 could not be resolved.").arg(p),
                tr("Check the spelling, or type the address."), {}};
        error = tr("Could not write %1. Choose another folder.").arg(p);
        error = tr("Could not open %1: %2").arg(p, why);
        label = tr("Probes lost");
    '''
    cli = '''
        return "-t: '" + a + "' is not a number of seconds";
        return "fork failed: " + why;
        return "the peer refused it; run with -v to see why";
    '''
    ui = [(t, v) for _, t, v in judge(texts(src, True), False)]
    c = [(t, v) for _, t, v in judge(texts(cli, False), True)]
    ok = ui == [
        ("%1 could not be resolved.", "step beside it"),
        ("Could not write %1. Choose another folder.", "step"),
        ("Could not open %1: %2", "bare"),
        ("Probes lost", "exempt: a results table row"),
    ] and c == [
        ("-t: '' is not a number of seconds", "names a flag"),
        ("fork failed: ", "bare"),
        ("the peer refused it; run with -v to see why", "step"),
    ]
    if not ok:
        print(ui, c)
    print("selftest " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        return selftest()
    return check(pathlib.Path(a.root), a.list)


if __name__ == "__main__":
    sys.exit(main())
