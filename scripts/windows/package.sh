#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the Windows packages a reviewer downloads, into OUTDIR:
#   Benchwire-<version>-win64.exe  the NSIS installer (the app, the CLI, their Qt runtime, a
#                                  Start-menu entry, an optional desktop shortcut, the optional
#                                  firewall rule, the licences, an uninstaller)
#   Benchwire-<version>-win64.zip  the same files, portable: unpack and run bin\benchwire.exe
# usage: scripts/windows/package.sh OUTDIR
# Builds the app first (scripts/windows/build-app.sh, in build-windows/ or the folder named by
# BENCHWIRE_WINDOWS_BUILD), and Qt for Windows before that if this machine has none yet.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
[[ $# -eq 1 ]] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
out=$1
build=${BENCHWIRE_WINDOWS_BUILD:-$root/build-windows}
if [[ -z ${BENCHWIRE_WINDOWS_BUILD:-} ]]; then
  bash "$root/scripts/windows/build-app.sh" "$build"
else
  # A build made by build-app.sh (the Wine test's, with its GUI tests): brought up to date.
  cmake --build "$build" -j "$(nproc)"
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
(cd "$build" && cpack -G "NSIS;ZIP" -B "$out/.cpack") >"$out/.cpack.log" 2>&1 || {
  tail -n 40 "$out/.cpack.log" >&2
  exit 1
}
mv "$out"/.cpack/*.exe "$out"/.cpack/*.zip "$out/"
rm -rf "$out/.cpack" "$out/.cpack.log"
ls -l "$out"
