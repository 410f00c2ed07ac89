#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The main job: install, build, then start the desktop app where there is a display, or
# else run the loopback self-test through the CLI and print its report.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash scripts/setup.sh
bash scripts/build.sh build -DBENCHWIRE_TESTS=OFF
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/app/gui/benchwire "$@"
fi
echo "No display: running the loopback self-test of benchwire-cli instead of the GUI."
exec build/app/cli/benchwire-cli --self-test
