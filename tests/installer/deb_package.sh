#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Debian package, as a user gets it: builds it with CPack from this build tree, checks its
# name, file list, control fields and maintainer scripts, validates what it installs
# (desktop-file-validate, appstreamcli, systemd-analyze verify, man), then extracts it and runs
# the extracted programs: `benchwire-cli --self-test`, and the GUI offscreen for a one-second
# upload against the extracted `benchwire-cli -s -1`, saving a screenshot and the result.
# Only loopback traffic. Every step is bounded by `timeout`; the trap removes the work folder
# and stops the server this script started.
#
# usage: deb_package.sh BUILD_DIR VERSION
# Exit codes: 0 pass, 1 fail (a missing tool is a failure too: scripts/setup.sh --tests
# installs them all).
set -uo pipefail
# One block: bash reads it whole before running, so editing the file cannot derail a run.
{

build=${1:?usage: deb_package.sh BUILD_DIR VERSION}
version=${2:?usage: deb_package.sh BUILD_DIR VERSION}
failures=0
log() { printf '[deb-package] %s\n' "$*"; }
fail() {
    printf '[deb-package] FAIL: %s\n' "$*" >&2
    failures=$((failures + 1))
}

# --- tools ---------------------------------------------------------------------------------
missing=()
for t in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli systemd-analyze man \
    file ss timeout; do
    command -v "$t" >/dev/null || missing+=("$t")
done
if ((${#missing[@]} > 0)); then
    log "missing tools: ${missing[*]} (run: bash scripts/setup.sh --tests)"
    exit 1
fi

work=$(mktemp -d /tmp/benchwire-deb.XXXXXX)
spid=""
cleanup() {
    [[ -n $spid ]] && kill "$spid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# --- build ---------------------------------------------------------------------------------
arch=$(dpkg --print-architecture)
deb=$work/out/benchwire_${version}_${arch}.deb
log "cpack -G DEB in $build"
if ! (cd "$build" && timeout 600 cpack -G DEB -B "$work/out" >"$work/cpack.log" 2>&1); then
    log "$(tail -c 3000 "$work/cpack.log")"
    fail "cpack -G DEB failed"
    exit 1
fi
if [[ ! -f $deb ]]; then
    fail "no $(basename "$deb"); cpack wrote: $(ls "$work/out" | tr '\n' ' ')"
    exit 1
fi
log "built $(basename "$deb") ($(stat -c %s "$deb") bytes)"

# --- file list -----------------------------------------------------------------------------
# Every regular file must be one of these: no test binaries, no stray build products.
expected=(
    ./usr/bin/benchwire
    ./usr/bin/benchwire-cli
    ./usr/share/applications/benchwire.desktop
    ./usr/share/metainfo/org.benchwire.benchwire.metainfo.xml
    ./usr/share/icons/hicolor/scalable/apps/benchwire.svg
    ./usr/lib/systemd/system/benchwire-server.service
    ./usr/share/man/man1/benchwire.1
    ./usr/share/man/man1/benchwire-cli.1
    ./usr/share/doc/benchwire/copyright
)
# The user's guide: the README and every file of docs/ (the Help menu opens it).
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
expected+=(./usr/share/doc/benchwire/README.md)
while IFS= read -r f; do
    expected+=("./usr/share/doc/benchwire/$f")
done < <(cd "$src" && find docs -type f | sort)
icon_sizes=(16 22 24 32 48 64 128 256)
for s in "${icon_sizes[@]}"; do
    expected+=("./usr/share/icons/hicolor/${s}x${s}/apps/benchwire.png")
done
dpkg-deb -c "$deb" >"$work/contents.txt"
# Regular files only ('-' in the mode column); man pages may be gzipped.
awk '$1 ~ /^-/ {print $6}' "$work/contents.txt" | sed 's/\.gz$//' | sort >"$work/files.txt"
printf '%s\n' "${expected[@]}" | sort >"$work/expected.txt"
if ! diff -u "$work/expected.txt" "$work/files.txt" >"$work/files.diff"; then
    fail "file list differs from the expected one (- expected, + in the package):
$(grep '^[-+]\./' "$work/files.diff")"
else
    log "file list: ${#expected[@]} files, as expected"
fi
if grep -qE '\.wants/|^l' "$work/contents.txt"; then
    fail "the package holds symlinks or .wants entries: $(grep -E '\.wants/|^l' "$work/contents.txt")"
fi

# --- control fields and maintainer scripts -------------------------------------------------
field() { dpkg-deb -f "$deb" "$1"; }
[[ $(field Package) == benchwire ]] || fail "Package is '$(field Package)'"
[[ $(field Version) == "$version" ]] || fail "Version is '$(field Version)', want $version"
[[ $(field Architecture) == "$arch" ]] || fail "Architecture is '$(field Architecture)'"
[[ $(field Section) == net ]] || fail "Section is '$(field Section)', want net"
[[ -n $(field Maintainer) ]] || fail "no Maintainer"
[[ -n $(field Description) ]] || fail "no Description"
depends=$(field Depends)
log "Depends: $depends"
# From dpkg-shlibdeps: every library the two programs link, with a minimum version.
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6charts6 libqt6svg6; do
    grep -qE "(^|, )${lib//+/\\+} \(>= [^)]+\)" <<<"$depends" || fail "Depends lacks '$lib (>= ...)'"
done
# This machine built and runs the programs, so it must satisfy every dependency: a wrong
# package name or version would make `apt install ./benchwire_*.deb` fail on a user's machine.
while read -r pkg op ver; do
    have=$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null)
    if [[ -z $have ]]; then
        fail "Depends names $pkg, which is not installed here"
    elif [[ -n $op ]] && ! dpkg --compare-versions "$have" "$op" "$ver"; then
        fail "Depends wants $pkg ($op $ver), this machine has $have"
    fi
done < <(tr ',' '\n' <<<"$depends" | sed -E 's/^ *([^ ]+)( \(([<>=]+) ([^)]+)\))?.*/\1 \3 \4/')
dpkg-deb -e "$deb" "$work/control"
scripts=$(cd "$work/control" && ls | grep -vxE 'control|md5sums|shlibs|triggers|conffiles' || true)
[[ -z $scripts ]] || fail "maintainer scripts in the package (nothing may enable the service): $scripts"

# --- extract and validate ------------------------------------------------------------------
root=$work/root
dpkg-deb -x "$deb" "$root" || { fail "dpkg-deb -x"; exit 1; }

out=$(desktop-file-validate "$root/usr/share/applications/benchwire.desktop" 2>&1)
rc=$?
log "desktop-file-validate: rc=$rc${out:+, $out}"
[[ $rc == 0 && -z $out ]] || fail "desktop-file-validate: $out"

metainfo=$root/usr/share/metainfo/org.benchwire.benchwire.metainfo.xml
out=$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1)
rc=$?
log "appstreamcli validate: rc=$rc, $(tr '\n' ' ' <<<"$out")"
[[ $rc == 0 ]] || fail "appstreamcli validate: $out"
grep -q '<launchable type="desktop-id">benchwire.desktop</launchable>' "$metainfo" ||
    fail "the metainfo does not launch benchwire.desktop"

for s in "${icon_sizes[@]}"; do
    png=$root/usr/share/icons/hicolor/${s}x${s}/apps/benchwire.png
    file -b "$png" | grep -q "PNG image data, $s x $s, 8-bit/color RGBA" ||
        fail "icon ${s}x${s}: $(file -b "$png")"
done

# systemd-analyze verify resolves ExecStart= and the unit's dependencies (sysinit.target, ...)
# below --root, so the extracted tree gets a copy of this system's units beside the package's
# one; MANPATH lets it find the Documentation= man page in the package.
unit=$root/usr/lib/systemd/system/benchwire-server.service
grep -qx 'ExecStart=/usr/bin/benchwire-cli -s' "$unit" || fail "unit: $(grep ExecStart "$unit")"
for d in /usr/lib/systemd/system /lib/systemd/system; do
    [[ -d $d ]] && cp -rn "$d/." "$root/usr/lib/systemd/system/" 2>/dev/null
done
out=$(MANPATH=$root/usr/share/man timeout 60 systemd-analyze verify --root="$root" \
    benchwire-server.service 2>&1)
rc=$?
log "systemd-analyze verify: rc=$rc${out:+, $out}"
[[ $rc == 0 && -z $out ]] || fail "systemd-analyze verify: $out"
# The sandbox as systemd rates it: 0 (locked down) to 10 (no sandbox); 1.2 when this was written.
out=$(timeout 60 systemd-analyze security --offline=yes --root="$root" --threshold=20 \
    benchwire-server.service 2>&1)
rc=$?
log "systemd-analyze security: $(grep -o 'Overall exposure level.*' <<<"$out")"
[[ $rc == 0 ]] || fail "systemd-analyze security: exposure above 2.0: $(tail -n 3 <<<"$out")"
for key in DynamicUser=yes NoNewPrivileges=yes ProtectSystem=strict ProtectHome=yes \
    PrivateTmp=yes PrivateDevices=yes CapabilityBoundingSet= \
    'RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX AF_NETLINK'; do
    grep -qx "$key" "$unit" || fail "unit lacks '$key'"
done

# Man pages: they render without warnings, and name every long option the program's --help
# lists, so a new flag without documentation fails here.
export QT_QPA_PLATFORM=offscreen HOME=$work/home
mkdir -p "$HOME"
for prog in benchwire benchwire-cli; do
    page=$(ls "$root/usr/share/man/man1/$prog.1"* 2>/dev/null | head -n1)
    [[ -n $page ]] || { fail "no man page for $prog"; continue; }
    warnings=$(LC_ALL=C MANWIDTH=80 timeout 30 man --warnings -l "$page" 2>&1 >/dev/null)
    [[ -z $warnings ]] || fail "man $prog: $warnings"
    text=$(LC_ALL=C MANWIDTH=80 timeout 30 man -l "$page" 2>/dev/null)
    grep -q "^NAME" <<<"$text" || fail "man $prog: no NAME section"
    flags=$(timeout 30 "$root/usr/bin/$prog" --help 2>&1 | grep -oE -- '--[a-z][a-z0-9-]+' | sort -u)
    [[ -n $flags ]] || fail "$prog --help lists no options"
    undocumented=$(for f in $flags; do grep -qe "$f" <<<"$text" || echo "$f"; done)
    [[ -z $undocumented ]] || fail "man $prog lacks: $(tr '\n' ' ' <<<"$undocumented")"
    log "man $prog: no warnings, $(wc -w <<<"$flags") options documented"
done

# --- run the extracted programs ------------------------------------------------------------
cli=$root/usr/bin/benchwire-cli
timeout 120 "$cli" --self-test >"$work/selftest.log" 2>&1
rc=$?
if [[ $rc != 0 ]] || ! grep -q 'self-test passed: 3 passed, 0 failed' "$work/selftest.log"; then
    fail "extracted benchwire-cli --self-test (rc=$rc): $(tail -c 1500 "$work/selftest.log")"
else
    log "extracted benchwire-cli: $(tail -n1 "$work/selftest.log")"
fi

# free_port: tests/support/freeport.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")/../support" && pwd)/freeport.sh"
port=$(free_port) || { fail "no free port"; exit 1; }
timeout 90 "$cli" -s -1 -B 127.0.0.1 -p "$port" >"$work/server.log" 2>&1 &
spid=$!
deadline=$((SECONDS + 10))
until [[ -n $(ss -Hltn "sport = :$port") ]] || ((SECONDS > deadline)); do sleep 0.1; done
shot=$work/shot.png
timeout 60 "$root/usr/bin/benchwire" --peer 127.0.0.1 --port "$port" --run upload --duration 1 \
    --quit-after-run --screenshot "$shot" --save-json "$work/result.json" >"$work/gui.log" 2>&1
rc=$?
if [[ $rc != 0 ]]; then
    fail "extracted benchwire --run upload (rc=$rc): $(tail -c 1500 "$work/gui.log")"
fi
desc=$(file -b "$shot" 2>/dev/null)
if [[ $desc =~ ^PNG\ image\ data,\ ([0-9]+)\ x\ ([0-9]+) ]] &&
    ((BASH_REMATCH[1] >= 640 && BASH_REMATCH[2] >= 400)); then
    log "extracted benchwire: screenshot $desc"
else
    fail "screenshot: '${desc:-missing}'"
fi
grep -q '"format": *"benchwire-result"' "$work/result.json" 2>/dev/null ||
    fail "the GUI saved no result JSON"
wait "$spid"
src=$?
spid=""
[[ $src == 0 ]] || fail "extracted benchwire-cli -s -1 exited with $src: $(tail -c 800 "$work/server.log")"

if ((failures > 0)); then
    log "$failures failure(s)"
    exit 1
fi
log "the package passed every check"
exit 0
}
