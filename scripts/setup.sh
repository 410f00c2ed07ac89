#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what Benchwire needs on Debian 12 / Ubuntu 24.04 (root). Every package the project
# uses is named here and nowhere else: no build step, test or benchmark installs anything.
#   scripts/setup.sh          what the app needs: build it, run it, run its self-test
#   scripts/setup.sh --tests  that, plus what the test suite and the benchmarks use
# Idempotent: asks apt only for what is missing.
set -euo pipefail

app=(
  # build
  build-essential cmake ninja-build pkg-config
  # engine and CLI: header-only libraries
  nlohmann-json3-dev libcli11-dev
  # GUI: Qt 6. Debian 12's qt6-charts-dev needs Qt6OpenGL's CMake files but does not
  # depend on libqt6opengl6-dev, so it is named here.
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools libgl-dev
  # the run history: Qt SQL (in qt6-base-dev) and its SQLite driver plugin (QSQLITE)
  libqt6sql6-sqlite
)
tests=(
  # peers and tools the tests drive
  iperf3 iperf iproute2 procps psmisc jq unzip python3 util-linux
  # the link emulator's self-check (tests/tools/linkemu/selftest.sh): ping and multicast
  iputils-ping socat
  # firewalls inside network namespaces (tests/integration/firewall_netns.sh)
  nftables
  # GUI screenshots and benchmarks in a real X server
  xvfb xauth
  # the Windows build and its run under Wine: `wine` has the wine/wineboot launchers,
  # `wine64` alone does not
  g++-mingw-w64-x86-64 wine wine64 nsis
  # the Windows app's Qt, cross-built from source (scripts/windows/build-qt.sh): Qt 6.4's
  # syncqt is Perl, SQLite's amalgamation is made with tclsh, the sources are Debian source
  # packages (dpkg-source, below: a deb-src entry)
  perl tcl xz-utils
  # a compile cache for the suite's builds (scripts/build.sh, scripts/windows/build-app.sh): a
  # rerun, CI's in a fresh clone included, compiles only what changed
  ccache
  # Linux packages: CPack DEB (dpkg-shlibdeps), and the validators of what they install
  dpkg-dev file desktop-file-utils appstream systemd man-db
  # the format check (tests/style/format_check.sh): one pinned version, because each
  # clang-format release formats a little differently
  clang-format-16
  # the fuzz targets (tests/fuzz, docs/fuzzing.md): clang with libFuzzer and the sanitizer
  # runtimes (libclang-rt-dev: Debian 12's is 14, Ubuntu 24.04's 18)
  clang libclang-rt-dev
)

packages=("${app[@]}")
case "${1:-}" in
--tests) packages+=("${tests[@]}") ;;
"") ;;
*) echo "usage: $0 [--tests]" >&2; exit 2 ;;
esac

# Debian source packages (apt-get source qt6-base sqlite3, for the Windows app's Qt) need a
# deb-src entry: one is derived from each deb entry that has none, in a file of its own.
add_deb_src() {
  local srcfile=/etc/apt/sources.list.d/benchwire-deb-src.sources
  [ -f "$srcfile" ] && return 1
  if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    return 1
  fi
  local out="" f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    # deb822 stanzas whose Types name deb: the same stanza with Types: deb-src
    out+=$(awk 'BEGIN{RS="";ORS="\n\n"} /(^|\n)Types:([^\n]* )?deb( |\n|$)/ {
      gsub(/(^|\n)Types:[^\n]*/, "\nTypes: deb-src"); sub(/^\n/, ""); print }' "$f")
  done
  if [ -f /etc/apt/sources.list ]; then
    out+=$(sed -n 's/^deb \(.*\)$/\1/p' /etc/apt/sources.list | while read -r line; do
      set -- $line
      local opts="" uri suite
      if [[ $1 == \[* ]]; then opts=$1; shift; fi
      uri=$1 suite=$2; shift 2
      printf 'Types: deb-src\nURIs: %s\nSuites: %s\nComponents: %s\n\n' "$uri" "$suite" "$*"
    done)
  fi
  [ -n "$out" ] || return 1
  printf '%s\n' "$out" >"$srcfile"
  echo "setup: added deb-src entries in $srcfile"
}
update_needed=0
if [ "${1:-}" = --tests ] && [ "$(id -u)" = 0 ] && add_deb_src; then update_needed=1; fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  [ $update_needed = 1 ] && apt-get update -qq
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
