#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Endless run: one benchwire-cli client with -t 0 against one benchwire-cli server on
# 127.0.0.1, for ENDLESS_SECONDS (default 600), then SIGINT to the client (its Ctrl+C). Samples
# both processes' resident memory (VmRSS in /proc/PID/status) every 10 s, and prints the peak,
# the figure at the 1-minute mark and at the end, the growth between those two in % and per
# hour. The goal is flat within 10 % (ENDLESS_MAX_GROWTH_PCT); the client keeps every interval
# (its -J holds them all), so what it grows by per interval is printed too. Fails unless the
# run ended as a stop should: exit 0, -J parses, sender and receiver byte totals equal.
#   tests/bench/endless.sh [--cli PATH] [--port PORT] [-i SECONDS] [-- CLIENT FLAGS...]
# Defaults: build/app/cli/benchwire-cli, port 45401, -i 1. ENDLESS_SECONDS=120 shortens it.
# Not part of the suite (a benchmark, not a test). Loopback only; both processes are stopped
# on any exit.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cli=$root/build/app/cli/benchwire-cli
port=45401
interval=1
while [ $# -gt 0 ]; do
  case $1 in
  --cli) cli=$2; shift 2 ;;
  --port) port=$2; shift 2 ;;
  -i) interval=$2; shift 2 ;;
  --) shift; break ;;
  *) echo "usage: $0 [--cli PATH] [--port PORT] [-i SECONDS] [-- CLIENT FLAGS...]" >&2; exit 2 ;;
  esac
done
seconds=${ENDLESS_SECONDS:-600}
max_growth=${ENDLESS_MAX_GROWTH_PCT:-10}
[ "$seconds" -ge 70 ] || { echo "endless: ENDLESS_SECONDS=$seconds: give 70 or more (the baseline is the 1-minute mark)" >&2; exit 2; }
[ -x "$cli" ] || { echo "endless: no $cli (cmake --build build --target benchwire-cli)" >&2; exit 1; }

tmp=$(mktemp -d /tmp/benchwire-endless.XXXXXX)
server='' client=''
cleanup() {
  for pid in $client $server; do
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

"$cli" -s -B 127.0.0.1 -p "$port" --no-discovery --max-duration 0 >"$tmp/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do
  ss -Hltn "sport = :$port" 2>/dev/null | grep -q . && break
  sleep 0.1
done
kill -0 "$server" 2>/dev/null || { cat "$tmp/server.log"; echo "endless: the server did not start" >&2; exit 1; }
"$cli" -c 127.0.0.1 -p "$port" -t 0 -i "$interval" --idle 0 -J "$@" >"$tmp/client.json" 2>"$tmp/client.err" &
client=$!

rss() { awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null || echo 0; }
echo "endless: server pid $server, client pid $client, -t 0 -i $interval $*, $seconds s"
printf 'endless: %6s %12s %12s\n' "time" "client KiB" "server KiB"
: >"$tmp/samples"
start=$(date +%s)
for ((t = 10; t <= seconds; t += 10)); do
  wait_s=$((start + t - $(date +%s)))
  [ "$wait_s" -gt 0 ] && sleep "$wait_s"
  kill -0 "$client" 2>/dev/null || { cat "$tmp/client.err"; echo "endless: the client ended before its stop" >&2; exit 1; }
  echo "$t $(rss "$client") $(rss "$server")" | tee -a "$tmp/samples" |
    awk '{printf "endless: %5ss %12s %12s\n", $1, $2, $3}'
done
kill -INT "$client"
for _ in $(seq 300); do kill -0 "$client" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$client" 2>/dev/null; then
  echo "endless: the client did not end within 30 s of SIGINT" >&2
  exit 1
fi
wait "$client"
rc=$?
client=''
[ "$rc" = 0 ] || { cat "$tmp/client.err"; echo "endless: the client exited $rc after SIGINT" >&2; exit 1; }

python3 - "$tmp/samples" "$tmp/client.json" "$max_growth" "$interval" <<'PY'
import json, sys
samples, doc, max_growth, interval = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
rows = [list(map(int, line.split())) for line in open(samples)]
d = json.load(open(doc))
if d.get("error"):
    sys.exit("endless: the result has an error: %s" % d["error"])
s = d["summaries"][0]
print("endless: stopped after %.1f s of load, %d intervals kept; %s sent %d bytes, received %d (%s)"
      % (s["durationUs"] / 1e6, len(d["intervals"]), s["direction"], s["senderBytesTotal"],
         s["receiverBytesTotal"],
         "equal" if s["senderBytesTotal"] == s["receiverBytesTotal"] else "NOT EQUAL"))
ok = s["senderBytesTotal"] == s["receiverBytesTotal"]
base = next(r for r in rows if r[0] >= 60)
end = rows[-1]
for col, who in ((1, "client"), (2, "server")):
    growth = 100.0 * (end[col] - base[col]) / base[col]
    per_hour = (end[col] - base[col]) / max(end[0] - base[0], 1) * 3600
    per_interval = (end[col] - base[col]) / max((end[0] - base[0]) / interval, 1) * 1024
    print("endless: %s RSS at %d s %d KiB, at %d s %d KiB, peak %d KiB: growth %+.1f %% "
          "(%+.0f KiB per hour, %+.0f bytes per interval)"
          % (who, base[0], base[col], end[0], end[col], max(r[col] for r in rows), growth,
             per_hour, per_interval))
    if growth > max_growth:
        print("endless: %s grew more than %g %%" % (who, max_growth))
        ok = False
sys.exit(0 if ok else 1)
PY
