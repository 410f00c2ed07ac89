// SPDX-License-Identifier: MIT
#pragma once

#include "benchwire/samples.h"

#include <QString>

namespace bw::ui {

// Texts of the latency and link figures for the results table, its exports and the chart's stamp.
// A figure the engine did not measure reads "n/a" with its reason, never a zero.

// The engine's reason for an absent figure without an "n/a:" it may begin with, so that the
// texts below can say "n/a (reason)" once.
QString reasonText(const std::string& why);
// "median 0.42 ms, 95th 0.61 ms" of the idle baseline, or "n/a (reason)".
QString idleLatencyText(const engine::LatencySummary& summary);
// The loaded figures of one phase: "median 3.1 ms, 95th 5.0 ms, 99th 7.2 ms".
QString loadedLatencyText(const engine::LatencySummary& summary, int phase);
// Loaded median minus idle median: "+2.7 ms (up +1.9 ms, down +0.8 ms)"; a served result's
// (served: its directions named from this machine) "+2.7 ms (sent +0.8 ms, received +1.9 ms)".
QString addedLatencyText(const engine::LatencySummary& summary, int phase, bool served = false);
// The one-way medians under this phase's load and how the clocks were related: "up: median
// 2.10 ms; down: median 0.90 ms (clock offset +0.31 ms ± 0.05 ms)", or why there are none:
// "n/a (the clocks' offset is known only to ±1.40 ms; one-way figures need ±1.00 ms, …)".
// Why a result with probes has no one-way figures, "n/a (…)"; empty when it has them or when
// it has no probes at all. brief: without the explanation, for the line under the chart.
QString oneWayUnavailableText(const engine::LatencySummary& summary, bool brief = false);
QString oneWayLatencyText(const engine::LatencySummary& summary, int phase, bool served = false);
// "3 of 500 (0.60 %)" for one phase's probes.
QString probesLostText(const engine::LatencySummary& summary, int phase);
// The loaded figures of a phase; null when the summary has none for it.
const engine::LoadedLatency* loadedFor(const engine::LatencySummary& summary, int phase);

// The whole reading, for the table: "wlp2s0: Wi-Fi 6, 5 GHz, channel 36, 80 MHz, PHY send
// 1.2 Gbit/s, receive 960 Mbit/s, signal -52 dBm" or "eth0: Ethernet, 2.5 Gbit/s, full duplex".
QString linkFactsText(const engine::LinkFacts& link);
// The short form for the chart's stamp: "wlp2s0 Wi-Fi 6 5 GHz 80 MHz -52 dBm", "eth0 2.5 GbE".
QString linkShortText(const engine::LinkFacts& link);
// "Client: … · Server: …" of the result's two ends; empty when neither end's facts are known.
QString linkProvenanceText(const engine::TestResult& result);

} // namespace bw::ui
