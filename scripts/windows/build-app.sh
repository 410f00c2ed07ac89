#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Cross-builds the Windows desktop app (benchwire.exe) and benchwire-cli.exe with mingw-w64
# against the Qt that scripts/windows/build-qt.sh makes (built first if it is not there yet).
#   scripts/windows/build-app.sh BUILD_DIR [--tests]
# --tests also builds the app's Qt Test GUI tests (tests/ui) for Windows; tests/windows/wine_app.sh
# runs them under Wine. `cmake --install BUILD_DIR --prefix DIR` then lays out the app with its
# Qt runtime, and `cpack` in BUILD_DIR makes the installer (scripts/windows/package.sh does both).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
[[ $# -ge 1 ]] || { echo "usage: $0 BUILD_DIR [--tests]" >&2; exit 2; }
dir=$1
tests=OFF
[[ ${2:-} == --tests ]] && tests=ON
qt=$(bash "$root/scripts/windows/build-qt.sh" | tail -n1)
[[ -f $qt/.complete ]] || { echo "build-app: no Qt for Windows at '$qt'" >&2; exit 1; }

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
# The header-only libraries get a private include folder each: /usr/include on the mingw
# include path would pull Linux headers into the Windows build.
deps=$dir/deps
mkdir -p "$deps/json" "$deps/cli11"
ln -sfn /usr/include/nlohmann "$deps/json/nlohmann"
ln -sfn /usr/include/CLI "$deps/cli11/CLI"
source "$root/scripts/ccache.sh"
# Qt's toolchain file finds this Qt and the host's tools (moc, rcc, uic, lrelease from
# Debian's Qt 6.4.2), then loads the project's mingw-w64 toolchain.
cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$qt/lib/cmake/Qt6/qt.toolchain.cmake" \
  -DQT_CHAINLOAD_TOOLCHAIN_FILE="$root/cmake/mingw-w64-x86_64.cmake" \
  -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
  -DBENCHWIRE_GUI=ON -DBENCHWIRE_TESTS=$tests "${ccache_args[@]}" \
  -DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=ON \
  -DNLOHMANN_JSON_INCLUDE_DIR="$deps/json" -DCLI11_INCLUDE_DIR="$deps/cli11" \
  >"$dir/configure.log" 2>&1 || { cat "$dir/configure.log" >&2; exit 1; }
cmake --build "$dir" -j "$(nproc)"
