#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what Benchwire needs to build and test on Debian 12 / Ubuntu 24.04 (root).
# Idempotent: asks apt only for what is missing.
set -euo pipefail

packages=(
  # build
  build-essential cmake ninja-build pkg-config git
  # engine and CLI: header-only libraries
  nlohmann-json3-dev libcli11-dev
  # GUI
  qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libgl-dev xvfb xauth
  # tests: peers, namespaces, Windows build under Wine, installer
  iperf3 iperf iproute2 procps psmisc jq unzip python3
  g++-mingw-w64-x86-64 wine64 nsis
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present"
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "setup: these packages are missing and installing them needs root: ${missing[*]}" >&2
  exit 1
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# iperf3 asks whether to start a system daemon; we do not want one.
echo "iperf3 iperf3/start_daemon boolean false" | debconf-set-selections 2>/dev/null || true
apt-get install -y -qq --no-install-recommends "${missing[@]}"
