// SPDX-License-Identifier: MIT
#include "link/nl80211parse.h"

#include <linux/genetlink.h>
#include <linux/netlink.h>
#include <linux/nl80211.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>

namespace bw::engine::link::nl80211 {

namespace {

// One attribute: its type (flags stripped) and payload, inside the buffer it came from.
struct Attr
{
    int type = 0;
    Bytes data;
};

std::uint32_t u32le(Bytes b)
{
    std::uint32_t v = 0;
    std::memcpy(&v, b.data(), sizeof v); // netlink is host byte order; the kernel is ours
    return v;
}

std::optional<std::uint32_t> asU32(Bytes b)
{
    if (b.size() < 4) return std::nullopt;
    return u32le(b);
}

std::optional<std::uint16_t> asU16(Bytes b)
{
    if (b.size() < 2) return std::nullopt;
    std::uint16_t v = 0;
    std::memcpy(&v, b.data(), sizeof v);
    return v;
}

std::optional<int> asS8(Bytes b)
{
    if (b.empty()) return std::nullopt;
    return int(std::int8_t(b[0]));
}

// Calls `each` for every attribute in `b`; false when an attribute's length runs past it.
bool forEachAttr(Bytes b, const std::function<void(const Attr&)>& each)
{
    std::size_t off = 0;
    while (off + NLA_HDRLEN <= b.size()) {
        std::uint16_t len = 0, type = 0;
        std::memcpy(&len, b.data() + off, 2);
        std::memcpy(&type, b.data() + off + 2, 2);
        if (len < NLA_HDRLEN || off + len > b.size()) return false;
        each(Attr{type & NLA_TYPE_MASK, b.subspan(off + NLA_HDRLEN, len - NLA_HDRLEN)});
        off += NLA_ALIGN(len);
    }
    return off >= b.size();
}

// Calls `each` with the command and attributes of every nl80211 message in a reply. False with
// `why` on a netlink error, a truncated message or a malformed attribute.
bool forEachMessage(Bytes b, const std::function<void(int, Bytes)>& each, std::string& why)
{
    std::size_t off = 0;
    while (off + NLMSG_HDRLEN <= b.size()) {
        nlmsghdr h{};
        std::memcpy(&h, b.data() + off, sizeof h);
        if (h.nlmsg_len < NLMSG_HDRLEN || off + h.nlmsg_len > b.size()) {
            why = "truncated netlink message";
            return false;
        }
        const Bytes body = b.subspan(off + NLMSG_HDRLEN, h.nlmsg_len - NLMSG_HDRLEN);
        if (h.nlmsg_type == NLMSG_DONE) return true;
        if (h.nlmsg_type == NLMSG_ERROR) {
            const int err = body.size() >= 4 ? -int(u32le(body)) : 0;
            if (err == 0) return true; // an acknowledgement
            why = std::string("nl80211 refused: ") + std::strerror(err);
            return false;
        }
        if (body.size() < GENL_HDRLEN) {
            why = "netlink message without a generic-netlink header";
            return false;
        }
        if (!forEachAttr(body.subspan(GENL_HDRLEN), [&](const Attr&) {})) {
            why = "malformed nl80211 attribute";
            return false;
        }
        each(body[0], body.subspan(GENL_HDRLEN));
        off += NLMSG_ALIGN(h.nlmsg_len);
    }
    if (off != b.size()) {
        why = "truncated netlink message";
        return false;
    }
    return true;
}

std::optional<int> widthMHz(std::uint32_t chanWidth)
{
    switch (chanWidth) {
    case NL80211_CHAN_WIDTH_20_NOHT:
    case NL80211_CHAN_WIDTH_20:
        return 20;
    case NL80211_CHAN_WIDTH_40:
        return 40;
    case NL80211_CHAN_WIDTH_80:
        return 80;
    case NL80211_CHAN_WIDTH_80P80: // two 80 MHz segments: 160 MHz of spectrum
    case NL80211_CHAN_WIDTH_160:
        return 160;
    case NL80211_CHAN_WIDTH_320:
        return 320;
    case NL80211_CHAN_WIDTH_5:
        return 5;
    case NL80211_CHAN_WIDTH_10:
        return 10;
    default:
        return std::nullopt;
    }
}

std::string macText(Bytes b)
{
    if (b.size() != 6) return {};
    char buf[18];
    std::snprintf(buf, sizeof buf, "%02x:%02x:%02x:%02x:%02x:%02x", b[0], b[1], b[2], b[3], b[4],
                  b[5]);
    return buf;
}

// One rate-info nest: Mbit/s, and the richest PHY its attributes name.
struct Rate
{
    std::optional<double> mbps;
    Phy phy = Phy::Unknown;
    std::optional<int> widthMHz;
};

Rate parseRate(Bytes nest)
{
    Rate r;
    std::optional<std::uint32_t> rate32;
    std::optional<std::uint16_t> rate16;
    auto richer = [&r](Phy p) {
        if (int(p) > int(r.phy)) r.phy = p;
    };
    forEachAttr(nest, [&](const Attr& a) {
        switch (a.type) {
        case NL80211_RATE_INFO_BITRATE32:
            rate32 = asU32(a.data);
            break;
        case NL80211_RATE_INFO_BITRATE:
            rate16 = asU16(a.data);
            break;
        case NL80211_RATE_INFO_MCS:
            richer(Phy::Ht);
            break;
        case NL80211_RATE_INFO_VHT_MCS:
            richer(Phy::Vht);
            break;
        case NL80211_RATE_INFO_HE_MCS:
            richer(Phy::He);
            break;
        case NL80211_RATE_INFO_EHT_MCS:
            richer(Phy::Eht);
            break;
        case NL80211_RATE_INFO_40_MHZ_WIDTH:
            r.widthMHz = 40;
            break;
        case NL80211_RATE_INFO_80_MHZ_WIDTH:
            r.widthMHz = 80;
            break;
        case NL80211_RATE_INFO_160_MHZ_WIDTH:
            r.widthMHz = 160;
            break;
        case NL80211_RATE_INFO_320_MHZ_WIDTH:
            r.widthMHz = 320;
            break;
        default:
            break;
        }
    });
    // Both are in units of 100 kbit/s; the 32-bit one is the one that does not saturate.
    if (rate32 && *rate32 > 0)
        r.mbps = *rate32 / 10.0;
    else if (rate16 && *rate16 > 0)
        r.mbps = *rate16 / 10.0;
    if (r.mbps && r.phy == Phy::Unknown) r.phy = Phy::Legacy;
    return r;
}

void parseStaInfo(Bytes nest, WifiFacts& out, Phy& phy)
{
    std::optional<int> signal, signalAvg;
    forEachAttr(nest, [&](const Attr& a) {
        if (a.type == NL80211_STA_INFO_SIGNAL) signal = asS8(a.data);
        if (a.type == NL80211_STA_INFO_SIGNAL_AVG) signalAvg = asS8(a.data);
        if (a.type != NL80211_STA_INFO_TX_BITRATE && a.type != NL80211_STA_INFO_RX_BITRATE) return;
        const Rate r = parseRate(a.data);
        (a.type == NL80211_STA_INFO_TX_BITRATE ? out.txRateMbps : out.rxRateMbps) = r.mbps;
        if (int(r.phy) > int(phy)) phy = r.phy;
        if (!out.channelWidthMHz && r.widthMHz) out.channelWidthMHz = r.widthMHz;
    });
    out.signalDbm = signal ? signal : signalAvg;
}

} // namespace

bool parseInterface(Bytes bytes, WifiFacts& out, std::string& why)
{
    return forEachMessage(
        bytes,
        [&](int cmd, Bytes attrs) {
            if (cmd != NL80211_CMD_NEW_INTERFACE) return;
            forEachAttr(attrs, [&](const Attr& a) {
                if (a.type == NL80211_ATTR_SSID && a.data.size() <= 32)
                    out.ssid.assign(a.data.begin(), a.data.end());
                if (a.type == NL80211_ATTR_WIPHY_FREQ)
                    if (auto f = asU32(a.data)) {
                        out.frequencyMHz = int(*f);
                        out.bandGHz = bandOfMHz(int(*f));
                        out.channel = channelOfMHz(int(*f));
                    }
                if (a.type == NL80211_ATTR_CHANNEL_WIDTH)
                    if (auto w = asU32(a.data)) out.channelWidthMHz = widthMHz(*w);
            });
        },
        why);
}

bool parseStation(Bytes bytes, WifiFacts& out, Phy& phy, std::string& why)
{
    bool seen = false;
    const bool ok = forEachMessage(
        bytes,
        [&](int cmd, Bytes attrs) {
            // A station (managed) interface has one entry: its access point. Take the first.
            if (cmd != NL80211_CMD_NEW_STATION || seen) return;
            seen = true;
            forEachAttr(attrs, [&](const Attr& a) {
                if (a.type == NL80211_ATTR_MAC) out.bssid = macText(a.data);
                if (a.type == NL80211_ATTR_STA_INFO) parseStaInfo(a.data, out, phy);
            });
        },
        why);
    if (ok && !seen) why = "not associated (no station entry)";
    return ok && seen;
}

bool parseSurvey(Bytes bytes, int freqMHz, WifiFacts& out, std::string& why)
{
    return forEachMessage(
        bytes,
        [&](int cmd, Bytes attrs) {
            if (cmd != NL80211_CMD_NEW_SURVEY_RESULTS) return;
            forEachAttr(attrs, [&](const Attr& a) {
                if (a.type != NL80211_ATTR_SURVEY_INFO) return;
                std::optional<std::uint32_t> freq;
                std::optional<int> noise;
                bool inUse = false;
                forEachAttr(a.data, [&](const Attr& s) {
                    if (s.type == NL80211_SURVEY_INFO_FREQUENCY) freq = asU32(s.data);
                    if (s.type == NL80211_SURVEY_INFO_NOISE) noise = asS8(s.data);
                    if (s.type == NL80211_SURVEY_INFO_IN_USE) inUse = true;
                });
                if (noise && (inUse || (freq && int(*freq) == freqMHz))) out.noiseDbm = noise;
            });
        },
        why);
}

WifiFacts parse(const Replies& replies)
{
    WifiFacts out;
    std::string why;
    if (!parseInterface(replies.interface, out, why)) {
        WifiFacts none; // nothing half-read: a malformed reply gives no facts
        none.unavailable = why;
        return none;
    }
    Phy phy = Phy::Unknown;
    std::string stationWhy;
    const bool station = parseStation(replies.station, out, phy, stationWhy);
    if (!station && out.ssid.empty()) {
        WifiFacts none;
        none.unavailable = stationWhy.empty() ? "not associated" : stationWhy;
        return none;
    }
    // Noise is a bonus many drivers do not give: a failed survey leaves it absent.
    std::string surveyWhy;
    if (out.frequencyMHz && !replies.survey.empty())
        parseSurvey(replies.survey, *out.frequencyMHz, out, surveyWhy);
    out.standard = standardName(phy, out.bandGHz);
    out.valid = true;
    if (!station) out.unavailable = "no station entry: " + stationWhy;
    return out;
}

std::vector<std::string> writeRecording(const Replies& replies, const std::string& directory,
                                        const std::string& name, std::string& why)
{
    const std::string base = (directory.empty() ? std::string(".") : directory) + "/" + name;
    const std::string text = describeWifi(parse(replies)) + "\n";
    const std::pair<const char*, Bytes> parts[] = {
        {".interface.bin", replies.interface},
        {".station.bin", replies.station},
        {".survey.bin", replies.survey},
        {".facts.txt", Bytes(reinterpret_cast<const std::uint8_t*>(text.data()), text.size())}};
    std::vector<std::string> written;
    for (const auto& [suffix, bytes] : parts) {
        if (!writeRecordingFile(base + suffix, bytes.data(), bytes.size(), why)) return {};
        written.push_back(base + suffix);
    }
    return written;
}

} // namespace bw::engine::link::nl80211
