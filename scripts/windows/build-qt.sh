#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Qt that the Windows app links: Qt 6.4.2 (the version of Debian 12's host Qt, whose
# moc, rcc, uic and CMake host files it reuses) for x86_64-w64-mingw32, with only what the app
# loads: qtbase (Core, Gui, Widgets, Network and Test for the GUI tests, Sql with the SQLite
# driver, the windows and offscreen platform plugins, the Windows style, the ico image format),
# qtsvg (the svg image format and icon engine) and qtcharts. No OpenGL: the charts draw with
# the raster engine.
#
# The result goes into a cache folder outside the tree, named by the Qt version and a hash of
# this script, and is reused while both stay the same:
#   ${BENCHWIRE_CACHE:-$XDG_CACHE_HOME/benchwire (~/.cache/benchwire)}/qt-6.4.2-mingw-<recipe>
#
# usage: scripts/windows/build-qt.sh            build if needed; print the folder last
#        scripts/windows/build-qt.sh --prefix   print the folder; exit 1 if it is not built yet
#
# Sources (scripts/setup.sh --tests adds the deb-src entry that apt-get source needs):
#   qtbase  Debian's source package qt6-base (apt-get source)
#   SQLite  Debian's source package sqlite3 (Debian's qtbase drops Qt's bundled copy); its
#           amalgamation goes where Qt's bundled copy was
#   qtsvg, qtcharts  the two archives below, from the folder in QT_SOURCES (CI passes
#           ../shared/third-party/qt-6.4.2); Qt publishes them under
#           https://download.qt.io/archive/qt/6.4/6.4.2/submodules/
# On a 2-core machine it takes about 45 minutes (qtbase most of it) and leaves about 100 MB;
# docs/windows.md has the measured figures.
set -euo pipefail
script=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/$(basename "${BASH_SOURCE[0]}")
qt_version=6.4.2
declare -A archive_sha256=(
  [qtsvg-everywhere-src-6.4.2.tar.xz]=522dad4b3cf6d01d0c00e414b0df9691e0a96b78d019d4e8a092f1892721a271
  [qtcharts-everywhere-src-6.4.2.tar.xz]=7a93cef9290e1c534c8449bfb3058a741a175c604b3f5254ed3cbafad57567ae
)
triple=x86_64-w64-mingw32
host_cmake_dir=/usr/lib/x86_64-linux-gnu/cmake

# The recipe is this script less its comments and blank lines: a change to what it does makes
# a new folder, a change to what it says does not.
recipe=$(grep -vE '^\s*(#|$)' "$script" | sha256sum | cut -c1-12)
cache=${BENCHWIRE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/benchwire}
prefix=$cache/qt-$qt_version-mingw-$recipe
if [[ ${1:-} == --prefix ]]; then
  echo "$prefix"
  [[ -f $prefix/.complete ]]
  exit
fi
[[ $# -eq 0 ]] || { echo "usage: $0 [--prefix]" >&2; exit 2; }
log() { printf '[build-qt] %s\n' "$*" >&2; }
if [[ -f $prefix/.complete ]]; then
  log "reusing $prefix"
  echo "$prefix"
  exit 0
fi

# --- what the build needs ------------------------------------------------------------------
missing=()
for tool in $triple-g++-posix cmake ninja perl tclsh make cc dpkg-source apt-get xz sha256sum; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
[[ -x /usr/lib/qt6/libexec/moc && -d $host_cmake_dir/Qt6CoreTools ]] || missing+=("host Qt 6 tools")
if [[ ${#missing[@]} -gt 0 ]]; then
  log "missing: ${missing[*]}; run 'bash scripts/setup.sh --tests' as root first"
  exit 1
fi
host_version=$(dpkg-query -W -f='${Version}' qt6-base-dev 2>/dev/null || true)
if [[ $host_version != "$qt_version"* ]]; then
  log "the host Qt is '$host_version', not $qt_version: the cross-build reuses the host's tools, so both must be $qt_version"
  exit 1
fi
sources=${QT_SOURCES:-}
bad=()
for a in "${!archive_sha256[@]}"; do
  if [[ -z $sources || ! -f $sources/$a ]]; then
    bad+=("$a (sha256 ${archive_sha256[$a]})")
  elif [[ $(sha256sum "$sources/$a" | cut -d' ' -f1) != "${archive_sha256[$a]}" ]]; then
    log "$sources/$a does not have the expected checksum ${archive_sha256[$a]}"
    exit 1
  fi
done
if [[ ${#bad[@]} -gt 0 ]]; then
  log "building Qt $qt_version for Windows needs these archives in the folder named by QT_SOURCES (now '${sources:-unset}'):"
  for b in "${bad[@]}"; do log "  $b"; done
  log "Qt publishes them at https://download.qt.io/archive/qt/6.4/6.4.2/submodules/;"
  log "download both into one folder and run again with QT_SOURCES=that-folder."
  exit 1
fi

# --- sources -------------------------------------------------------------------------------
work=$cache/work-$qt_version-$recipe
rm -rf "$work" "$prefix"
mkdir -p "$work/dl" "$prefix"
trap 'log "failed; the build folder $work is kept for a look"' ERR
start=$(date +%s)
log "fetching Debian's qt6-base and sqlite3 source packages"
(cd "$work/dl" && apt-get source --download-only "qt6-base=$host_version" sqlite3 >apt-source.log 2>&1) || {
  cat "$work/dl/apt-source.log" >&2
  log "apt-get source failed: it needs a deb-src entry ('bash scripts/setup.sh --tests' adds one) and 'apt-get update'"
  exit 1
}
dpkg-source --no-check -x "$work"/dl/qt6-base_*.dsc "$work/qtbase" >"$work/dpkg-source.log" 2>&1
dpkg-source --no-check -x "$work"/dl/sqlite3_*.dsc "$work/sqlite" >>"$work/dpkg-source.log" 2>&1
for a in "${!archive_sha256[@]}"; do tar -C "$work" -xf "$sources/$a"; done

# SQLite's amalgamation (sqlite3.c, sqlite3.h), made on the host with tclsh, into the folder
# Qt's SQLite driver builds it from.
log "making SQLite's amalgamation"
(cd "$work/sqlite" && ./configure >configure.log 2>&1 && make -j"$(nproc)" sqlite3.c >make.log 2>&1)
mkdir -p "$work/qtbase/src/3rdparty/sqlite"
cp "$work/sqlite/sqlite3.c" "$work/sqlite/sqlite3.h" "$work/qtbase/src/3rdparty/sqlite/"

# The toolchain lives in the prefix: Qt's qt.toolchain.cmake loads it from there later.
cat >"$prefix/mingw-w64-toolchain.cmake" <<EOF
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER $triple-gcc-posix)
set(CMAKE_CXX_COMPILER $triple-g++-posix)
set(CMAKE_RC_COMPILER $triple-windres)
set(CMAKE_FIND_ROOT_PATH /usr/$triple)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
EOF

# --- qtbase --------------------------------------------------------------------------------
# tabletevent off: Debian's qtbase drops src/3rdparty/wintab, which the windows plugin needs
# for it. direct2d stays on: in Qt 6.4, Gui builds its DirectWrite font database only with it,
# while the windows plugin uses that database whenever DirectWrite 3 is there (with direct2d
# off, qwindows.dll fails to link). The rest is left out because the app does not load it.
log "configuring qtbase"
mkdir -p "$work/build-qtbase"
(cd "$work/build-qtbase" && "$work/qtbase/configure" -prefix "$prefix" \
  -xplatform win32-g++ -qt-host-path /usr -release -opensource -confirm-license \
  -nomake examples -nomake tests -no-opengl -no-dbus -no-icu -no-openssl \
  -no-feature-tabletevent -no-feature-printsupport -no-feature-concurrent \
  -no-feature-sql-odbc -no-feature-sql-psql -no-feature-sql-mysql -no-feature-sql-ibase \
  -no-feature-sql-oci -no-feature-sql-db2 -sql-sqlite -qt-sqlite \
  -qt-zlib -qt-libpng -qt-libjpeg -qt-freetype -qt-harfbuzz -qt-pcre -qt-doubleconversion \
  -- -DQT_HOST_PATH_CMAKE_DIR=$host_cmake_dir \
  -DCMAKE_TOOLCHAIN_FILE="$prefix/mingw-w64-toolchain.cmake" >"$work/qtbase-configure.log" 2>&1) || {
  tail -40 "$work/qtbase-configure.log" >&2
  exit 1
}
log "building qtbase"
cmake --build "$work/build-qtbase" --parallel "$(nproc)" >"$work/qtbase-build.log" 2>&1 || {
  grep -m20 -B2 -A10 'error' "$work/qtbase-build.log" >&2 || tail -40 "$work/qtbase-build.log" >&2
  exit 1
}
cmake --install "$work/build-qtbase" >"$work/qtbase-install.log" 2>&1

# --- qtsvg, qtcharts -----------------------------------------------------------------------
for m in qtsvg qtcharts; do
  log "building $m"
  mkdir -p "$work/build-$m"
  (cd "$work/build-$m" && "$prefix/bin/qt-configure-module" "$work/$m-everywhere-src-$qt_version" \
    >"$work/$m-configure.log" 2>&1) || { tail -40 "$work/$m-configure.log" >&2; exit 1; }
  cmake --build "$work/build-$m" --parallel "$(nproc)" >"$work/$m-build.log" 2>&1 || {
    grep -m20 -B2 -A10 'error' "$work/$m-build.log" >&2 || tail -40 "$work/$m-build.log" >&2
    exit 1
  }
  cmake --install "$work/build-$m" >"$work/$m-install.log" 2>&1
done

# The licence texts the packages ship beside the app.
mkdir -p "$prefix/licenses"
cp "$work/qtbase/LICENSES/"*.txt "$prefix/licenses/" 2>/dev/null || true
cp "$work/qtcharts-everywhere-src-$qt_version/LICENSES/"*.txt "$prefix/licenses/" 2>/dev/null || true
cp "$work/sqlite/LICENSE.md" "$prefix/licenses/SQLite.md" 2>/dev/null || true
rm -rf "$work"
took=$(($(date +%s) - start))
size=$(du -sm "$prefix" | cut -f1)
printf 'Qt %s for %s, built by %s in %d s, %d MB\n' "$qt_version" "$triple" "$(basename "$script")" \
  "$took" "$size" >"$prefix/.complete"
log "built in $took s ($size MB): $prefix"
echo "$prefix"
