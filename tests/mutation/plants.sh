# SPDX-License-Identifier: MIT
# The bugs tests/mutation/mutate.sh plants, one at a time. Each is
#   plant NAME FILE OLD NEW WHY
# OLD must occur exactly once in FILE (relative to the source root); the script replaces it by
# NEW in a copy of the tree. Before it builds anything, mutate.sh checks every plant against the
# tree and stops (exit 2), naming each plant whose FILE is gone or whose OLD does not occur
# exactly once; `mutate.sh --check` (ctest style.mutation_plants) does only that. When the code
# moves on, retarget the plant at the code that now holds its logic: do not drop it.
# shellcheck shell=bash disable=SC2016

# Accounting and summaries
plant summary-totals-swap engine/src/results/summary.cpp \
  's.senderBytesTotal = clientSends ? totals.clientSent[i] : totals.serverSent[i];
        s.receiverBytesTotal = clientSends ? totals.serverReceived[i] : totals.clientReceived[i];' \
  's.senderBytesTotal = clientSends ? totals.serverReceived[i] : totals.clientReceived[i];
        s.receiverBytesTotal = clientSends ? totals.clientSent[i] : totals.serverSent[i];' \
  'the summary takes the sender total from the receiver and the other way round'

plant warmup-counted engine/src/results/summary.cpp \
  'if (iv.phase != phase || iv.warmup) continue;' \
  'if (iv.phase != phase) continue;' \
  'warm-up intervals count in the measured figures'

plant interval-roles-swap engine/src/results/interval.cpp \
  'const HostSample* sender = clientSends ? &local : remote;
        const HostSample* receiver = clientSends ? remote : &local;' \
  'const HostSample* sender = clientSends ? remote : &local;
        const HostSample* receiver = clientSends ? &local : remote;' \
  'each interval takes the sender figures from the receiving host'

plant json-totals-swap engine/src/report/jsonconv.cpp \
  '{"senderBytesTotal", v.senderBytesTotal},
             {"receiverBytesTotal", v.receiverBytesTotal},' \
  '{"senderBytesTotal", v.receiverBytesTotal},
             {"receiverBytesTotal", v.senderBytesTotal},' \
  'the JSON writer swaps the sender and receiver totals'

plant csv-direction-swap engine/src/report/csv.cpp \
  '<< toString(d.direction) << '"','"'' \
  '<< toString(d.direction == Direction::Upload ? Direction::Download : Direction::Upload) << '"','"'' \
  'the CSV writer labels upload rows download and the other way round'

# UDP accounting
plant udp-loss-off-by-one engine/src/flow/udpreceiver.cpp \
  'm_pubLost.store(m_next > m_unique ? m_next - m_unique : 0, kRelaxed);' \
  'm_pubLost.store(m_next > m_unique + 1 ? m_next - m_unique - 1 : 0, kRelaxed);' \
  'UDP loss is one short whenever anything was lost'

plant udp-jitter-skipped engine/src/flow/udpreceiver.cpp \
  '    updateJitter(sentUs, arrivalUs);
    publish(arrivalUs);' \
  '    publish(arrivalUs);' \
  'the receiver never updates the jitter estimate'

# Socket options
plant sndbuf-dropped engine/src/flow/streamsetup.cpp \
  'if (auto ec = s.setSendBuffer(int(config.socketBufferBytes)))' \
  'if (std::error_code ec{})' \
  '-w no longer sets SO_SNDBUF on data sockets'

plant nodelay-ignored engine/src/flow/streamsetup.cpp \
  'if (auto ec = s.setNoDelay(config.noDelay))' \
  'if (auto ec = s.setNoDelay(true))' \
  '-N is ignored: every data socket gets TCP_NODELAY'

# Parsers and limits
plant frame-oversize-accepted engine/src/native/framing.cpp \
  'if (r.announcedBytes > kMaxMessageBytes) {' \
  'if (r.announcedBytes > 16 * kMaxMessageBytes) {' \
  'a native control frame may announce up to 1 MiB instead of 64 KiB'

plant size-suffix-decimal app/cli/options.cpp \
  'auto v = parseScaled(text, 1024, scale);' \
  'auto v = parseScaled(text, 1000, scale);' \
  'sizes read K as 1,000 instead of 1,024'

plant max-streams-off-by-one engine/src/control/limits.cpp \
  'if (t.streams > l.maxStreams)' \
  'if (t.streams >= l.maxStreams)' \
  'the server refuses a test that asks for exactly --max-streams'

plant open-files-one-direction engine/src/openfiles.cpp \
  'return t.mode == TestMode::Bidirectional ? 2 : 1;' \
  'return 1;' \
  'the open-file budget forgets that --bidir opens two sockets per stream'

# Address ranges
plant cidr-last-bit-ignored engine/src/net/cidr.cpp \
  'for (int bit = 0; bit < range.prefix; ++bit) {' \
  'for (int bit = 0; bit + 1 < range.prefix; ++bit) {' \
  'an allow-list range ignores its last prefix bit, so /32 lets in the neighbour'

# Latency
plant latency-p99-is-p95 engine/src/latency/stats.cpp \
  's.p99Us = percentileOf(valuesUs, 99);' \
  's.p99Us = percentileOf(valuesUs, 95);' \
  'the p99 latency is the p95 (a copied line)'

# CPU figures
plant cpu-system-from-irq engine/src/metrics/cpu_common.cpp \
  's.systemPct = share(a.system, b.system);' \
  's.systemPct = share(a.irq, b.irq);' \
  'the system share is read from the irq counters (a copied line)'

# Discovery
plant token-bucket-uncapped engine/src/discovery/ratelimit.cpp \
  'm_tokens = std::min(m_burst, m_tokens + s * m_perSecond);' \
  'm_tokens = m_tokens + s * m_perSecond;' \
  'an idle discovery bucket fills past its burst, so a quiet spell allows a flood of answers'

# Firewall parsers
plant firewall-range-end-excluded engine/src/firewall/text.cpp \
  "return *end2 == '\\0' && first <= port && port <= last;" \
  "return *end2 == '\\0' && first <= port && port < last;" \
  'a firewall rule for ports 5000-5201 is read as not covering 5201'

# Rate search
plant search-shortfall-ignored engine/src/search/ratesearch.cpp \
  'clean = clean && s.udp.lossPct <= maxLossPct && shortfall <= maxShortfall;' \
  'clean = clean && s.udp.lossPct <= maxLossPct;' \
  'a step whose sender fell short of its target still counts as clean'

plant rtt-mean-over-all-sockets engine/src/flow/sampler.cpp \
  'ti.rttUs = std::uint32_t(rttSum / withInfo);' \
  'ti.rttUs = std::uint32_t(rttSum / sockets.size());' \
  'the mean round trip counts sockets that gave no TCP info, so it reads too low'

plant udp-loss-over-sent engine/src/results/udpsummary.cpp \
  's.lossPct = share(s.packetsLost, s.packetsReceived);' \
  's.lossPct = share(s.packetsLost, s.packetsSent);' \
  'UDP loss is taken over what was sent instead of what was expected at the receiver'

# Link facts
plant wifi-tx-rx-swap engine/src/link/nl80211parse.cpp \
  '(a.type == NL80211_STA_INFO_TX_BITRATE ? out.txRateMbps : out.rxRateMbps) = r.mbps;' \
  '(a.type == NL80211_STA_INFO_TX_BITRATE ? out.rxRateMbps : out.txRateMbps) = r.mbps;' \
  'the Wi-Fi transmit and receive rates are swapped'

# iperf3 parameters
plant iperf3-time-rounded-down engine/src/iperf3/iperf3params.cpp \
  'std::max(1, (c.durationMs + 999) / 1000);' \
  'std::max(1, c.durationMs / 1000);' \
  'an iperf3 server is told a 1.5 s test lasts 1 s and ends it early'

# The connection check
plant check-one-way-passes engine/src/check/connectioncheck.cpp \
  '(udp == CheckStatus::Reachable || udp == CheckStatus::NotTestable ||' \
  '(udp == CheckStatus::Reachable || udp == CheckStatus::NotTestable || udp == CheckStatus::OneWay ||' \
  'a check whose UDP answers never came back says everything is reachable'

# The session core
plant budget-readers-per-thread engine/src/control/budget.cpp \
  'const std::uint64_t readers = receives ? std::min(workers, streams) : 0;' \
  'const std::uint64_t readers = receives ? workers : 0;' \
  'the memory budget counts a reading buffer per thread even when there are fewer streams'

# Pacing
plant udp-pacing-first-late engine/src/flow/pacing.h \
  'const auto due = std::uint64_t(double(sinceStartUs) / gapUs) + 1;' \
  'const auto due = std::uint64_t(double(sinceStartUs) / gapUs);' \
  'a paced UDP stream sends its first datagram a gap late, and one fewer in every run'

# iperf3 results
plant iperf3-udp-jitter-largest engine/src/iperf3/iperf3meter.cpp \
  'total.jitterUs += (s.jitterSeconds * 1e6 - total.jitterUs) / double(++receivers);' \
  'total.jitterUs = std::max(total.jitterUs, s.jitterSeconds * 1e6 + 0 * ++receivers);' \
  'the whole-run UDP jitter against iperf3 is the largest stream'"'"'s, not their mean'

# Wired link facts
plant wired-speed-bound engine/src/link/linkfacts_linux.cpp \
  'if (mbps > 0 && mbps < 100000000)' \
  'if (mbps > 0 && mbps <= 100000000)' \
  'a driver'"'"'s out-of-range speed of 100,000,000 Mbit/s is reported as the line rate'

# The check's round trip
plant check-median-upper engine/src/check/udpcheck.cpp \
  'return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;' \
  'return values[mid];' \
  'the check reports the upper middle round trip of an even count, not the mean of the two'
