#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Soak: many short sequential tests against ONE benchwire-cli server on 127.0.0.1, cycling
# native TCP, native UDP, iperf3 TCP and iperf3 UDP clients. Samples the server's resident
# memory, thread count and open descriptors (/proc/PID/status, /proc/PID/fd) before the first
# test, after the warm-up, every 100 tests and at the end, prints them, and fails unless they
# are flat:
#   threads and descriptors at the end equal their warm-up figures exactly, and
#   resident memory at the end is at most SOAK_RSS_SLACK_KIB (default 4096 KiB) above it.
# The warm-up (the first 20 tests, five of each kind) lets the allocator and the lazily made
# parts reach their working size; a leak of 4 KiB per test shows after 1,000 tests.
#   tests/bench/soak.sh [-n COUNT] [--cli PATH] [--port PORT]
# Defaults: 1000 tests, build/app/cli/benchwire-cli, port 45301. The suite runs 200
# (ctest bench.soak). Loopback only; the server is stopped on any exit.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
count=1000
cli=$root/build/app/cli/benchwire-cli
port=45301
while [ $# -gt 0 ]; do
  case $1 in
  -n) count=$2; shift 2 ;;
  --cli) cli=$2; shift 2 ;;
  --port) port=$2; shift 2 ;;
  *) echo "usage: $0 [-n COUNT] [--cli PATH] [--port PORT]" >&2; exit 2 ;;
  esac
done
warmup=20
rss_slack_kib=${SOAK_RSS_SLACK_KIB:-4096}
[ "$count" -gt "$warmup" ] || { echo "soak: -n must be above the warm-up of $warmup" >&2; exit 2; }
[ -x "$cli" ] || { echo "soak: no $cli (cmake --build build --target benchwire-cli)" >&2; exit 1; }
command -v iperf3 >/dev/null || { echo "soak: iperf3 is missing (scripts/setup.sh --tests)" >&2; exit 1; }

tmp=$(mktemp -d /tmp/benchwire-soak.XXXXXX)
server=
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null
    wait "$server" 2>/dev/null
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

"$cli" -s -B 127.0.0.1 -p "$port" --no-discovery >"$tmp/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do
  ss -Hltn "sport = :$port" 2>/dev/null | grep -q . && break
  sleep 0.1
done
kill -0 "$server" 2>/dev/null || { cat "$tmp/server.log"; echo "soak: the server did not start" >&2; exit 1; }

# "RSS_KIB THREADS FDS" of the server, once its last session's threads have gone (up to 3 s).
sample() {
  local want=${1:-0} rss threads fds
  for _ in $(seq 30); do
    threads=$(awk '/^Threads:/ {print $2}' "/proc/$server/status")
    [ "$want" = 0 ] || [ "$threads" -le "$want" ] && break
    sleep 0.1
  done
  rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$server/status")
  fds=$(find "/proc/$server/fd" -mindepth 1 -maxdepth 1 | wc -l)
  echo "$rss $threads $fds"
}

# One short test of kind i % 4. Each client is bounded; a refusal while the server frees the
# previous session is retried (twice, 0.3 s apart) and counted.
retries=0
one_test() {
  local kind=$(($1 % 4)) try
  for try in 1 2 3; do
    case $kind in
    0) timeout 20 "$cli" -c 127.0.0.1 -p "$port" -t 0.2 -i 0.1 --idle 0 ;;
    1) timeout 20 "$cli" -c 127.0.0.1 -p "$port" -t 0.2 -i 0.1 -u -b 20M --idle 0 ;;
    2) timeout 20 iperf3 -c 127.0.0.1 -p "$port" -n 2M ;;
    3) timeout 20 iperf3 -c 127.0.0.1 -p "$port" -u -b 20M -l 1400 -n 500K ;;
    esac >"$tmp/client.log" 2>&1 && return 0
    retries=$((retries + 1))
    sleep 0.3
  done
  echo "soak: test $1 (kind $kind) failed three times:" >&2
  cat "$tmp/client.log" >&2
  return 1
}

read -r rss0 threads0 fds0 <<<"$(sample)"
echo "soak: server pid $server, $count tests (native TCP, native UDP, iperf3 TCP, iperf3 UDP)"
printf 'soak: %-14s RSS %7s KiB, %3s threads, %3s descriptors\n' "start" "$rss0" "$threads0" "$fds0"
start_s=$(date +%s)
for i in $(seq 1 "$count"); do
  one_test "$i" || exit 1
  if [ "$i" = "$warmup" ]; then
    read -r rssw threadsw fdsw <<<"$(sample "$threads0")"
    printf 'soak: %-14s RSS %7s KiB, %3s threads, %3s descriptors\n' "after $i" "$rssw" "$threadsw" "$fdsw"
  elif [ $((i % 100)) = 0 ] || [ "$i" = "$count" ]; then
    read -r rss threads fds <<<"$(sample "$threadsw")"
    printf 'soak: %-14s RSS %7s KiB, %3s threads, %3s descriptors\n' "after $i" "$rss" "$threads" "$fds"
  fi
done
kill -0 "$server" 2>/dev/null || { echo "soak: the server died" >&2; exit 1; }
echo "soak: $count tests in $(($(date +%s) - start_s)) s, $retries retried client(s)"
ok=1
if [ "$threads" != "$threadsw" ]; then
  echo "soak: threads $threadsw after the warm-up, $threads at the end: not flat"
  ok=0
fi
if [ "$fds" != "$fdsw" ]; then
  echo "soak: descriptors $fdsw after the warm-up, $fds at the end: not flat"
  ok=0
fi
if [ "$rss" -gt $((rssw + rss_slack_kib)) ]; then
  echo "soak: RSS $rssw KiB after the warm-up, $rss KiB at the end: grew more than $rss_slack_kib KiB"
  ok=0
fi
if [ $ok = 1 ]; then
  echo "soak: flat: threads $threadsw -> $threads, descriptors $fdsw -> $fds," \
    "RSS $rssw -> $rss KiB (slack $rss_slack_kib KiB)"
fi
[ $ok = 1 ]
