#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Windows desktop app, cross-built with mingw-w64 against the project's own Qt for Windows
# (scripts/windows/build-qt.sh), checked under Wine:
#   1. the build: benchwire.exe has its icon and version resource; its runtime (Qt DLLs and
#      plugins) is what it imports and nothing more;
#   2. the app's Qt Test GUI tests (tests/ui), cross-built, run under Wine (offscreen);
#   3. end to end, in a real window (the windows platform under Xvfb): a both-ways test
#      against the Linux `benchwire-cli -s`, whose bytes reconcile exactly with the server's
#      count, whose screenshot shows both throughput lines (pixels), and which the history
#      database (SQLite driver under Wine) keeps;
#   4. Serve mode: the app serves a Linux client and answers a discovery probe;
#   5. the package (scripts/windows/package.sh): the ZIP holds the app and its runtime, the
#      NSIS installer installs silently with the desktop shortcut (/DESKTOP), the installed
#      app runs a test, and the uninstaller leaves nothing behind (files, Start-menu entry,
#      desktop shortcut, uninstall key).
# Only loopback traffic. Every step is bounded by `timeout`; the trap stops every process this
# script started, Xvfb and the throwaway WINEPREFIX included.
#
# usage: wine_app.sh --linux-cli PATH [--source DIR] [--build-dir DIR]
# The first run on a machine builds Qt for Windows (QT_SOURCES must name the folder with the
# qtsvg and qtcharts archives; build-qt.sh says which files and where Qt publishes them).
# Exit codes: 0 pass, 1 fail.
set -euo pipefail
{

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
build_dir=""
linux_cli=""
while [[ $# -gt 0 ]]; do
    case "$1" in
    --linux-cli) linux_cli=$2; shift 2 ;;
    --source) source_dir=$2; shift 2 ;;
    --build-dir) build_dir=$2; shift 2 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done
build_dir=${build_dir:-$source_dir/build-windows-app}

log() { printf '[wine-app] %s\n' "$*"; }
fail() { printf '[wine-app] FAIL: %s\n' "$*" >&2; failures=$((failures + 1)); }
failures=0

missing=()
for t in x86_64-w64-mingw32-g++-posix wine wineboot wineserver winepath jq ss unzip python3 \
    makensis Xvfb; do
    command -v "$t" >/dev/null || missing+=("$t")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    log "FAIL: missing ${missing[*]}: run 'bash scripts/setup.sh --tests' (as root) first" >&2
    exit 1
fi
[[ -x $linux_cli ]] || { log "FAIL: no Linux benchwire-cli at '$linux_cli' (--linux-cli)" >&2; exit 1; }

# --- 1. build -------------------------------------------------------------------------------
start=$SECONDS
log "building benchwire.exe and its GUI tests in $build_dir"
if ! timeout 5400 bash "$source_dir/scripts/windows/build-app.sh" "$build_dir" --tests \
    >"$build_dir.build.log" 2>&1; then
    tail -n 60 "$build_dir.build.log" >&2
    fail "cross-building the Windows app"
    exit 1
fi
log "built in $((SECONDS - start)) s"
qt=$(bash "$source_dir/scripts/windows/build-qt.sh" --prefix)
app_exe=$build_dir/app/gui/benchwire.exe

work=$(mktemp -d /tmp/benchwire-wineapp.XXXXXX)
export WINEPREFIX=$work/prefix
export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=" # no Mono / Gecko download prompts
pids=()
xvfb_pid=""
cleanup() {
    local pid
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    [[ -d $WINEPREFIX ]] && timeout 30 wineserver -k 2>/dev/null || true
    [[ -n $xvfb_pid ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# The resources in the .exe: the version strings (UTF-16 in the version resource) and the
# icon's 256 px PNG entry, byte for byte as resources/icons/benchwire.ico holds it.
res=$(python3 - "$app_exe" "$source_dir/resources/icons/benchwire.ico" <<'PY'
import struct, sys
exe = open(sys.argv[1], "rb").read()
ico = open(sys.argv[2], "rb").read()
count = struct.unpack("<H", ico[4:6])[0]
big = max((struct.unpack("<BBBBHHII", ico[6 + 16 * i:22 + 16 * i]) for i in range(count)),
          key=lambda e: e[0] or 256)
png = ico[big[7]:big[7] + big[6]]
found = [s for s in ("FileDescription", "Benchwire network throughput tester", "ProductVersion")
         if s.encode("utf-16-le") in exe]
print(len(found), "icon" if png in exe else "no-icon")
PY
)
if [[ $res == "3 icon" ]]; then
    log "benchwire.exe carries its version resource and the 256 px icon"
else
    fail "benchwire.exe resources: '$res' (want the 3 version strings and the icon)"
fi

# The installed layout: the programs, the Qt DLLs and plugins they load, the licences.
stage=$work/stage
if ! timeout 600 cmake --install "$build_dir" --prefix "$stage" >"$work/install.log" 2>&1; then
    fail "cmake --install: $(tail -c 1500 "$work/install.log")"
    exit 1
fi
for f in bin/benchwire.exe bin/benchwire-cli.exe bin/Qt6Core.dll bin/Qt6Gui.dll bin/Qt6Widgets.dll \
    bin/Qt6Charts.dll bin/Qt6Sql.dll bin/Qt6Svg.dll bin/libstdc++-6.dll bin/libwinpthread-1.dll \
    bin/platforms/qwindows.dll bin/platforms/qoffscreen.dll bin/styles/qwindowsvistastyle.dll \
    bin/sqldrivers/qsqlite.dll bin/imageformats/qsvg.dll bin/iconengines/qsvgicon.dll \
    licenses/Benchwire-MIT.txt licenses/Qt-LGPL-3.0-only.txt licenses/Qt-GPL-3.0-only.txt \
    licenses/THIRD-PARTY.txt; do
    [[ -f $stage/$f ]] || fail "the installed app lacks $f"
done
# Nothing it does not load: every DLL in bin/ is a plugin named in cmake/DeployQtWindows.cmake
# or imported by a program or by another DLL there; the GUI tests' own Qt modules are not.
unused=$(python3 - "$stage/bin" <<'PY'
import os, re, subprocess, sys
root = sys.argv[1]
files = []
for d, _, names in os.walk(root):
    files += [os.path.join(d, n) for n in names if n.lower().endswith((".dll", ".exe"))]
imported = set()
for f in files:
    out = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", f], capture_output=True, text=True).stdout
    imported |= {m.lower() for m in re.findall(r"DLL Name: (\S+)", out)}
for f in files:
    rel = os.path.relpath(f, root)
    if rel.endswith(".exe") or os.sep in rel:  # programs, and plugins in their folders
        continue
    if rel.lower() not in imported:
        print(rel)
PY
)
[[ -z $unused ]] || fail "DLLs in bin/ that nothing imports: $unused"
for extra in Qt6Network.dll Qt6Test.dll Qt6OpenGL.dll Qt6PrintSupport.dll; do
    [[ ! -e $stage/bin/$extra ]] || fail "the app does not load $extra, yet it is installed"
done
log "runtime: $(find "$stage/bin" -name '*.dll' | wc -l) DLLs, $(du -sm "$stage" | cut -f1) MB installed"

# --- Wine ---------------------------------------------------------------------------------
log "creating WINEPREFIX (first start runs wineboot; slow once)"
t0=$SECONDS
timeout 600 wineboot -i >"$work/wineboot.log" 2>&1 || { cat "$work/wineboot.log" >&2; fail "wineboot"; exit 1; }
timeout 120 wineserver -w || true
log "wineboot took $((SECONDS - t0)) s"
# The GUI tests find Qt's DLLs (Test and Network too) and the mingw runtime through WINEPATH.
winpath() { winepath -w "$1" 2>/dev/null | tr -d '\r'; }
runtime_dir=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=libstdc++-6.dll)")
pthread_dir=$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=libwinpthread-1.dll)")
WINEPATH="$(winpath "$qt/bin");$(winpath "$runtime_dir");$(winpath "$pthread_dir")"
export WINEPATH

# --- 2. the GUI tests -----------------------------------------------------------------------
# Each test program of tests/ui runs under Wine on the offscreen platform. Wine does not pass
# QT_* variables from Linux to Windows programs, so the platform is set in the prefix's
# registry (HKCU\Environment), which every Windows process there reads, QProcess children too.
# The functions that cannot run under Wine, and why, are listed here; any other skip fails.
declare -A expected_skips=(
    [FirewallDialogTest::initTestCase]="replays Linux firewall tools; a Windows build reads netsh, whose parser engine.firewall_test checks"
    [TranslationTest::sourcesHaveNoUntranslatedString]="needs the build machine's lupdate; the Linux suite runs it on the same sources"
    [ServeGuiTest::servesIperf3Client]="no Windows iperf3 here; the Linux suite serves a stock iperf3 client"
    [ServeGuiTest::iperf3DownloadReceiverUnknown]="no Windows iperf3 here; the Linux suite serves a stock iperf3 -R client"
    [LayoutTest::fitsTheScreen]="Wine's substitute fonts take more room than Linux's and cut chart text off (the run buttons are still checked); the Linux suite checks every text, real Windows fonts are not tested"
)
log "the app's GUI tests under Wine (offscreen)"
t0=$SECONDS
timeout 60 wine reg add 'HKCU\Environment' /v QT_QPA_PLATFORM /d offscreen /f >/dev/null 2>&1 ||
    fail "could not set QT_QPA_PLATFORM in the Wine prefix"
gui_passed=0 gui_failed=0 gui_skipped=0 programs=0
mkdir -p "$work/gui"
for exe in "$build_dir"/tests/ui/*.exe; do
    name=$(basename "$exe" .exe)
    out=$work/gui/$name.txt
    programs=$((programs + 1))
    rc=0
    (cd "$build_dir/tests/ui" && unset DISPLAY && timeout 600 wine "$exe" -o "$(winpath "$out"),txt" \
        >"$work/gui/$name.log" 2>&1) || rc=$?
    # A program that crashed or hung wrote no totals: that is a failure to report, not a reason
    # for this script to stop (set -e with pipefail would end it here without a word).
    totals=$(grep -a '^Totals:' "$out" 2>/dev/null | tail -n1 || true)
    read -r p f s <<<"$(sed -E 's/^Totals: ([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped.*/\1 \2 \3/' <<<"${totals:-Totals: 0 passed, 1 failed, 0 skipped}")"
    gui_passed=$((gui_passed + p))
    gui_failed=$((gui_failed + f))
    gui_skipped=$((gui_skipped + s))
    if [[ $rc != 0 || -z $totals || $f != 0 ]]; then
        fail "GUI test $name under Wine: exit $rc, ${totals:-no totals}"
        grep -a -A4 -E '^(FAIL!|QFATAL)' "$out" 2>/dev/null | head -n 30 >&2 || true
        [[ -n $totals ]] || tail -n 15 "$out" >&2 2>/dev/null || true
        tail -n 15 "$work/gui/$name.log" >&2 || true
    fi
    while IFS= read -r line; do
        fn=$(sed -E 's/^SKIP   : ([^(]+)\(.*/\1/' <<<"$line")
        if [[ -n ${expected_skips[$fn]:-} ]]; then
            log "  skipped under Wine: $fn (${expected_skips[$fn]})"
        else
            fail "GUI test $name: unexpected skip: $line"
        fi
    done < <(grep -a '^SKIP' "$out" 2>/dev/null | sort -u -t'(' -k1,1)
done
timeout 60 wine reg delete 'HKCU\Environment' /v QT_QPA_PLATFORM /f >/dev/null 2>&1 || true
log "GUI tests: $programs programs, $gui_passed passed, $gui_failed failed, $gui_skipped skipped in $((SECONDS - t0)) s"
((programs >= 19)) || fail "only $programs GUI test programs were built"

# free_port, wait_listening: tests/support/freeport.sh
source "$here/../support/freeport.sh"

# A real X display for the windows platform plugin.
display=""
for n in $(seq 90 120); do
    [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] && continue
    display=":$n"
    break
done
[[ -n $display ]] || { fail "no free X display number"; exit 1; }
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 1 50); do [[ -e /tmp/.X11-unix/X${display#:} ]] && break; sleep 0.1; done
export DISPLAY=$display

appdata=$WINEPREFIX/drive_c/users/$(whoami)/AppData/Roaming/Benchwire/Benchwire
history_runs() { # prints the number of runs in the app's history database, or "none"
    python3 - "$appdata/history.db" <<'PY'
import os, sqlite3, sys
if not os.path.exists(sys.argv[1]):
    print("none")
else:
    print(sqlite3.connect(sys.argv[1]).execute("select count(*) from runs").fetchone()[0])
PY
}

# --- 3. end to end in a real window -----------------------------------------------------------
# Under Wine, Qt's DirectWrite and GDI font engines draw no text in line edits and spin boxes
# (labels and tables are fine; seen with Debian 12's Wine 8.0), so the windows platform runs
# with Qt's FreeType engine here. Real Windows uses the default engine.
wine_platform=(-platform windows:fontengine=freetype)
# BENCHWIRE_WINE_SHOTS=DIR keeps the screenshots (docs/images/windows-app.png comes from there).
# $1 label, $2 app exe (Windows path ok), rest: extra app flags. Runs a both-ways test against
# a Linux server; checks the result against the server's own count.
run_gui_case() {
    local label=$1 exe=$2
    shift 2
    local port cj=$work/$label.json sj=$work/$label.server.json shot=$work/$label.png spid rc=0
    port=$(free_port) || { fail "$label: no free port"; return; }
    timeout 180 "$linux_cli" -s -J -B 127.0.0.1 -p "$port" >"$sj" 2>"$work/$label.server.err" &
    spid=$!
    pids+=("$spid")
    wait_listening "$port" 30 || { fail "$label: the Linux server did not listen"; return; }
    timeout 180 wine "$exe" "${wine_platform[@]}" --no-discovery --peer 127.0.0.1 --port "$port" --run both-ways \
        --duration 3 --quit-after-run --save-json "$(winpath "$cj")" \
        --screenshot "$(winpath "$shot")" "$@" >"$work/$label.log" 2>&1 || rc=$?
    sleep 0.5
    kill "$spid" 2>/dev/null || true
    wait "$spid" 2>/dev/null || true
    [[ $rc == 0 ]] || { fail "$label: the app exited with $rc: $(tail -c 600 "$work/$label.log")"; return; }
    if ! jq -e '.format == "benchwire-result" and .error == null' "$cj" >/dev/null 2>&1; then
        fail "$label: no successful result in $cj: $(head -c 400 "$cj" 2>/dev/null)"
        return
    fi
    jq -e '.peer.os == "linux"' "$cj" >/dev/null || fail "$label: peer OS $(jq -c .peer.os "$cj")"
    local d
    for d in upload download; do
        local s sent recv irecv isent sval skey
        s=$(jq -c --arg d "$d" '[.summaries[] | select(.direction == $d)] | first' "$cj")
        [[ $s != null ]] || { fail "$label: no $d summary"; continue; }
        sent=$(jq '.senderBytesTotal' <<<"$s")
        recv=$(jq '.receiverBytesTotal' <<<"$s")
        isent=$(jq '.senderBytes' <<<"$s")
        irecv=$(jq '.receiverBytes' <<<"$s")
        ((recv > 1000000)) || fail "$label $d: only $recv bytes received"
        [[ $sent == "$recv" ]] || fail "$label $d: whole run sent $sent but received $recv bytes"
        # The Linux server's own intervals: it receives an upload, sends a download.
        skey=receiverBytes
        [[ $d == download ]] && skey=senderBytes
        sval=$(jq -s --arg d "$d" --arg k "$skey" '[.[] | select(.event == "interval" and .warmup == false) | .directions[] | select(.direction == $d) | .[$k]] | add' "$sj")
        local cval
        cval=$(jq --arg k "$skey" '.[$k]' <<<"$s")
        [[ $sval == "$cval" ]] || fail "$label $d: the server counted $sval B ($skey), the app's result says $cval B"
        log "$label $d: $sent B sent = $recv B received; intervals $isent / $irecv B; server's $skey $sval B; $(jq '.receiverBitsPerSecond.mean / 1e6 | floor' <<<"$s") Mbit/s"
    done
    if [[ ! -s $shot ]]; then
        fail "$label: no screenshot"
        return
    fi
    [[ -n ${BENCHWIRE_WINE_SHOTS:-} ]] && cp "$shot" "$BENCHWIRE_WINE_SHOTS/"
    # The live chart's upload (#0d47a1) and download (#ef6c00) lines (ui/plot/palette.cpp, the
    # light theme): a both-ways run draws each over its half of the time axis, some 100 to 400
    # columns at these window sizes, where a legend marker spans a dozen.
    local colours up down size
    colours=$(python3 "$here/pngcolors.py" "$shot" 0d47a1 ef6c00 --tolerance 30)
    size=$(sed -n 's/^size //p' <<<"$colours")
    up=$(awk '$1 == "0d47a1" {print $5}' <<<"$colours")
    down=$(awk '$1 == "ef6c00" {print $5}' <<<"$colours")
    if ((up >= 80 && down >= 80)); then
        log "$label: screenshot $size; upload line spans $up columns, download $down"
    else
        fail "$label: screenshot $size: upload line spans ${up:-0} columns, download ${down:-0} (want 80 or more each)"
    fi
}

log "the app in a real window (windows platform, Xvfb $display): both-ways test against Linux"
before=$(history_runs)
run_gui_case gui-both-ways "$app_exe"
after=$(history_runs)
if [[ $after == none ]]; then
    fail "history: no history.db under $appdata"
elif [[ $before == none && $after -ge 1 ]] || [[ $before != none && $after -gt $before ]]; then
    log "history: history.db keeps the run ($after run(s) stored)"
else
    fail "history: $before run(s) before, $after after"
fi

# --- 4. Serve mode ----------------------------------------------------------------------------
log "Serve mode: the Windows app serves a Linux client and answers discovery"
port=$(free_port) || fail "serve: no free port"
timeout 180 wine "$app_exe" "${wine_platform[@]}" --no-discovery --serve --port "$port" >"$work/serve.log" 2>&1 &
spid=$!
pids+=("$spid")
if ! wait_listening "$port" 90; then
    fail "serve: the app did not listen on $port: $(tail -c 400 "$work/serve.log")"
else
    rc=0
    timeout 120 "$linux_cli" -c 127.0.0.1 -p "$port" -t 2 -J >"$work/served.json" 2>"$work/served.err" || rc=$?
    if [[ $rc != 0 ]] || ! jq -e '.error == null and .peer.os == "windows"' "$work/served.json" >/dev/null; then
        fail "serve: the Linux client exited $rc: $(head -c 400 "$work/served.err" "$work/served.json")"
    else
        s=$(jq -c '[.summaries[] | select(.direction == "upload")] | first' "$work/served.json")
        sent=$(jq .senderBytesTotal <<<"$s")
        recv=$(jq .receiverBytesTotal <<<"$s")
        if [[ $sent == "$recv" && $recv -gt 1000000 ]]; then
            log "serve: upload from Linux to the app, $recv B both ends, peer OS windows"
        else
            fail "serve: sent $sent, received $recv"
        fi
    fi
    answer=$(timeout 30 python3 "$here/discovery_probe.py" "$port" || true)
    read -r kind _ aport bad <<<"$answer"
    if [[ $kind == answer && $aport == "$port" && $bad == 0 ]]; then
        log "serve: discovery answered: $answer"
    else
        fail "serve: discovery probe on $port: '$answer'"
    fi
fi
kill "$spid" 2>/dev/null || true
wait "$spid" 2>/dev/null || true
timeout 30 wineserver -k 2>/dev/null || true

# --- 5. the package ---------------------------------------------------------------------------
log "packaging: scripts/windows/package.sh (NSIS installer and ZIP)"
pkg=$work/pkg
if ! BENCHWIRE_WINDOWS_BUILD=$build_dir timeout 1200 bash "$source_dir/scripts/windows/package.sh" "$pkg" \
    >"$work/package.log" 2>&1; then
    fail "package.sh: $(tail -c 2000 "$work/package.log")"
else
    zip=$(ls "$pkg"/*.zip 2>/dev/null | head -n1 || true)
    installer=$(ls "$pkg"/*.exe 2>/dev/null | head -n1 || true)
    listing=$(unzip -Z1 "$zip" 2>/dev/null || true)
    for f in bin/benchwire.exe bin/benchwire-cli.exe bin/Qt6Charts.dll bin/platforms/qwindows.dll \
        bin/sqldrivers/qsqlite.dll licenses/Qt-GPL-3.0-only.txt firewall/firewall-add.cmd; do
        grep -q "/$f\$" <<<"$listing" || fail "ZIP $(basename "${zip:-none}") lacks $f"
    done
    log "ZIP $(basename "${zip:-none}"): $(grep -c . <<<"$listing") files; installer $(basename "${installer:-none}") $(du -k "${installer:-/dev/null}" | cut -f1) KiB"
    if [[ -n $installer ]]; then
        dest=$WINEPREFIX/drive_c/bwapp
        # /DESKTOP ticks the optional desktop shortcut, as a user would on the options page.
        timeout 300 wine "$installer" /S /DESKTOP '/D=C:\bwapp' >/dev/null 2>&1 || true
        timeout 60 wineserver -w || true
        menu=$(find "$WINEPREFIX/drive_c" -path '*Start Menu*' -iname 'Benchwire*.lnk' 2>/dev/null | head -n1)
        desktop=$(find "$WINEPREFIX/drive_c/users" -path '*/Desktop/*' -iname 'Benchwire*.lnk' 2>/dev/null | head -n1)
        if [[ ! -f $dest/bin/benchwire.exe || ! -f $dest/bin/Qt6Core.dll ]]; then
            fail "the installer did not install bin/benchwire.exe with Qt"
        else
            [[ -n $menu ]] || fail "the installer made no Start-menu entry for Benchwire"
            [[ -n $desktop ]] || fail "the installer made no desktop shortcut, though /DESKTOP asked for one"
            log "installed: $(ls "$dest" | tr '\n' ' ')and Start-menu entry '${menu##*/}'; desktop shortcut '${desktop#"$WINEPREFIX/drive_c/"}'"
            # The installed app starts and runs a test (the windows platform, Xvfb).
            run_gui_case installed-app "C:\\bwapp\\bin\\benchwire.exe"
            # Run as a user would: the uninstaller copies itself to %TEMP% and removes the
            # whole folder, itself included; wineserver -w waits for that copy to end.
            timeout 300 wine "$dest/Uninstall.exe" /S >/dev/null 2>&1 || true
            timeout 120 wineserver -w || true
            left=""
            [[ -e $dest ]] && left="$(cd "$dest" && find . -mindepth 1 | head -n 20 | tr '\n' ' ')(folder $dest)"
            [[ -z $left ]] || fail "the uninstaller left: $left"
            menu=$(find "$WINEPREFIX/drive_c" -path '*Start Menu*' -iname 'Benchwire*' 2>/dev/null | head -n1)
            [[ -z $menu ]] || fail "the uninstaller left the Start-menu entry $menu"
            desktop=$(find "$WINEPREFIX/drive_c/users" -path '*/Desktop/*' -iname 'Benchwire*' 2>/dev/null | head -n1)
            [[ -z $desktop ]] || fail "the uninstaller left the desktop shortcut $desktop"
            menu+=$desktop
            if wine reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Benchwire' >/dev/null 2>&1; then
                fail "the uninstaller left its uninstall registry key"
                left=key
            fi
            [[ -n $left || -n $menu ]] || log "uninstalled: no file, Start-menu entry, desktop shortcut or uninstall key left"
        fi
    else
        fail "package.sh made no installer"
    fi
fi

if ((failures > 0)); then
    log "$failures failure(s)"
    exit 1
fi
log "all Windows app checks passed"
exit 0
}
