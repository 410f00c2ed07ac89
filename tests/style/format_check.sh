#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# ctest style.format: every tracked C/C++ source (*.cpp, *.h, *.c) is formatted as the root
# .clang-format says, by the one pinned clang-format (16, from scripts/setup.sh --tests).
# The version is pinned because each clang-format release lays out some constructs
# differently, so a check with whatever version is installed would flip with the machine.
# Fails, listing the files and the command that formats them; a missing clang-format-16 is a
# failure too (never a skip), naming the set-up command.
#
#   bash tests/style/format_check.sh [ROOT]        # ROOT: the source tree (default: this one)
#   CLANG_FORMAT=/path/to/clang-format-16 bash tests/style/format_check.sh
# The files come from `git ls-files` in a clone, or from find(1) over engine/ ui/ app/ tests/
# when ROOT is not a git work tree (an unpacked tarball).
set -u -o pipefail
root=$(cd "${1:-$(dirname "${BASH_SOURCE[0]}")/../..}" && pwd) || exit 1
cf=${CLANG_FORMAT:-clang-format-16}

if ! command -v "$cf" >/dev/null 2>&1; then
    echo "style.format: $cf is not installed; install it with: bash scripts/setup.sh --tests" >&2
    exit 1
fi
version=$("$cf" --version)
if [[ $version != *"version 16."* ]]; then
    echo "style.format: $cf is not clang-format 16 ($version)" >&2
    exit 1
fi
cd "$root" || exit 1
[[ -f .clang-format ]] || { echo "style.format: no .clang-format in $root" >&2; exit 1; }

files=()
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -d '' -t files < <(git ls-files -z -- '*.cpp' '*.h' '*.c')
else
    mapfile -d '' -t files < <(find engine ui app tests -type f \
        \( -name '*.cpp' -o -name '*.h' -o -name '*.c' \) -print0 2>/dev/null | sort -z)
fi
# A tracked file deleted in the work tree (not yet committed) is not there to check.
existing=()
for f in "${files[@]}"; do [[ -f $f ]] && existing+=("$f"); done
files=("${existing[@]}")
if [[ ${#files[@]} -eq 0 ]]; then
    echo "style.format: found no C/C++ sources under $root" >&2
    exit 1
fi

# One clang-format run over all files; it checks every file and reports each differing one
# as "FILE:LINE:COL: error: code should be clang-formatted" (one error per file at most).
out=$(printf '%s\0' "${files[@]}" |
    xargs -0 "$cf" --style=file --dry-run --Werror --ferror-limit=1 2>&1 >/dev/null)
rc=$?
mapfile -t bad < <(sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' \
    <<<"$out" | sort -u)
if [[ ${#bad[@]} -gt 0 ]]; then
    echo "style.format: ${#bad[@]} of ${#files[@]} files are not formatted as .clang-format says:"
    printf '  %s\n' "${bad[@]}"
    echo "format them with:"
    echo "  cd $root && clang-format-16 -i ${bad[*]}"
    exit 1
fi
if [[ $rc -ne 0 ]]; then
    # clang-format failed for another reason (a bad .clang-format, an unreadable file).
    echo "style.format: $cf failed (exit $rc):" >&2
    echo "$out" >&2
    exit 1
fi
echo "style.format: all ${#files[@]} C/C++ sources are formatted ($version)"
