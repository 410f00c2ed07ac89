#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Prints "PASSED FAILED SKIPPED" for a ctest JUnit report (ctest --output-junit). A test ctest
# marks skipped (exit code 77) is skipped; a passing Qt test whose "Totals:" line counts skipped
# functions (QSKIP) counts as skipped too, so a check that never ran cannot read as a pass.
import re
import sys
import xml.etree.ElementTree as ET

passed = failed = skipped = 0
for case in ET.parse(sys.argv[1]).getroot().iter("testcase"):
    status = case.get("status", "")
    out = "".join(e.text or "" for e in case.iter("system-out"))
    qt_skips = sum(int(n) for n in re.findall(r"Totals: \d+ passed, \d+ failed, (\d+) skipped", out))
    if case.find("skipped") is not None or status in ("notrun", "disabled"):
        skipped += 1
    elif case.find("failure") is not None or case.find("error") is not None or status == "fail":
        failed += 1
    elif qt_skips:
        skipped += 1
    else:
        passed += 1
print(passed, failed, skipped)
