// SPDX-License-Identifier: MIT
#include "report/linkcsv.h"

#include <cstdio>

namespace bw::engine::report {

namespace {
template <class T> std::string cell(const std::optional<T>& v)
{
    if (!v) return ",";
    char buf[32];
    if constexpr (std::is_floating_point_v<T>)
        std::snprintf(buf, sizeof buf, ",%.1f", *v);
    else
        std::snprintf(buf, sizeof buf, ",%lld", static_cast<long long>(*v));
    return buf;
}

std::string wifiCells(const WifiFacts& w)
{
    if (!w.valid) return ",,,,";
    return cell(w.txRateMbps) + cell(w.rxRateMbps) + cell(w.signalDbm) + cell(w.channel);
}
} // namespace

std::string linkCsvHeader()
{
    return ",local_wifi_tx_mbps,local_wifi_rx_mbps,local_wifi_signal_dbm,local_wifi_channel,"
           "remote_wifi_tx_mbps,remote_wifi_rx_mbps,remote_wifi_signal_dbm,remote_wifi_channel";
}

std::string linkCsvColumns(const IntervalSample& iv)
{
    return wifiCells(iv.localWifi) + wifiCells(iv.remoteWifi);
}

} // namespace bw::engine::report
