#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Builds the nl80211 reply messages in this folder, byte for byte as a Linux kernel sends them to a
# generic-netlink socket (little-endian host, as on x86-64 and arm64). The machine these tests
# were written on has no Wi-Fi hardware and no mac80211_hwsim module, so nothing here was
# captured from a driver: the layout follows <linux/netlink.h>, <linux/genetlink.h> and
# <linux/nl80211.h> (linux-libc-dev 6.1), whose enum values are copied below, and the values are
# realistic readings (rates from the 802.11 MCS tables). The parser reads the same enums from the
# kernel header, so a wrong number here or there fails the tests. Run it to rebuild the .bin files:
#   python3 tests/data/nl80211/make_messages.py
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
FAMILY = 0x1C  # nl80211's generic-netlink id is assigned at boot; 0x1c is a common value
NLM_F_MULTI, NLMSG_ERROR, NLMSG_DONE = 2, 2, 3
NLA_F_NESTED = 0x8000
# enum nl80211_commands
CMD_NEW_INTERFACE, CMD_NEW_STATION, CMD_NEW_SURVEY_RESULTS = 7, 19, 51
# enum nl80211_attrs
ATTR_WIPHY, ATTR_IFINDEX, ATTR_IFNAME, ATTR_IFTYPE, ATTR_MAC = 1, 3, 4, 5, 6
ATTR_STA_INFO, ATTR_WIPHY_FREQ, ATTR_GENERATION, ATTR_SSID = 21, 38, 46, 52
ATTR_SURVEY_INFO, ATTR_CHANNEL_WIDTH, ATTR_CENTER_FREQ1 = 84, 159, 160
# enum nl80211_sta_info
STA_INACTIVE_TIME, STA_SIGNAL, STA_TX_BITRATE, STA_SIGNAL_AVG, STA_RX_BITRATE = 1, 7, 8, 13, 14
# enum nl80211_rate_info
RATE_BITRATE, RATE_MCS, RATE_40, RATE_SHORT_GI, RATE_BITRATE32 = 1, 2, 3, 4, 5
RATE_VHT_MCS, RATE_VHT_NSS, RATE_80, RATE_160 = 6, 7, 8, 10
RATE_HE_MCS, RATE_HE_NSS, RATE_HE_GI, RATE_320, RATE_EHT_MCS, RATE_EHT_NSS = 13, 14, 15, 18, 19, 20
# enum nl80211_survey_info
SURVEY_FREQUENCY, SURVEY_NOISE, SURVEY_IN_USE = 1, 2, 3
# enum nl80211_chan_width
WIDTH_20, WIDTH_40, WIDTH_80, WIDTH_160, WIDTH_320 = 1, 2, 3, 5, 13
IFTYPE_STATION = 2


def attr(kind, payload, nested=False):
    hdr = struct.pack("<HH", 4 + len(payload), kind | (NLA_F_NESTED if nested else 0))
    return hdr + payload + b"\0" * (-len(payload) % 4)


def u8(kind, v): return attr(kind, struct.pack("<B", v))
def s8(kind, v): return attr(kind, struct.pack("<b", v))
def u16(kind, v): return attr(kind, struct.pack("<H", v))
def u32(kind, v): return attr(kind, struct.pack("<I", v))
def flag(kind): return attr(kind, b"")
def nest(kind, *parts): return attr(kind, b"".join(parts), nested=True)


def genl(cmd, attrs, seq, flags=0):
    body = struct.pack("<BBH", cmd, 1, 0) + attrs
    return struct.pack("<IHHII", 16 + len(body), FAMILY, flags, seq, 4242) + body


def done(seq):
    return struct.pack("<IHHII", 20, NLMSG_DONE, NLM_F_MULTI, seq, 4242) + struct.pack("<i", 0)


def error(seq, errno, request_len=20):
    # nlmsgerr: the error and the header of the request it answers
    req = struct.pack("<IHHII", request_len, FAMILY, 5, seq, 4242)
    return struct.pack("<IHHII", 36, NLMSG_ERROR, 0, seq, 4242) + struct.pack("<i", -errno) + req


def mac(text):
    return bytes(int(x, 16) for x in text.split(":"))


def interface(name, ssid, freq, width, center):
    parts = [u32(ATTR_IFINDEX, 3), attr(ATTR_IFNAME, name.encode() + b"\0"), u32(ATTR_WIPHY, 0),
             u32(ATTR_IFTYPE, IFTYPE_STATION), attr(ATTR_MAC, mac("3c:a9:f4:12:34:56")),
             u32(ATTR_GENERATION, 7)]
    if ssid is not None:
        parts.append(attr(ATTR_SSID, ssid.encode()))
    if freq:
        parts += [u32(ATTR_WIPHY_FREQ, freq), u32(ATTR_CHANNEL_WIDTH, width),
                  u32(ATTR_CENTER_FREQ1, center)]
    return genl(CMD_NEW_INTERFACE, b"".join(parts), 1) + error(1, 0)


def rate(mbps_x10, *mode):
    parts = [u32(RATE_BITRATE32, mbps_x10)]
    if mbps_x10 <= 0xFFFF:
        parts.insert(0, u16(RATE_BITRATE, mbps_x10))
    return b"".join(parts) + b"".join(mode)


def station(bssid, signal, tx, rx):
    info = nest(ATTR_STA_INFO, u32(STA_INACTIVE_TIME, 12), s8(STA_SIGNAL, signal),
                s8(STA_SIGNAL_AVG, signal - 1), nest(STA_TX_BITRATE, tx),
                nest(STA_RX_BITRATE, rx))
    msg = genl(CMD_NEW_STATION, u32(ATTR_IFINDEX, 3) + attr(ATTR_MAC, mac(bssid)) +
               u32(ATTR_GENERATION, 7) + info, 2, NLM_F_MULTI)
    return msg + done(2)


def survey(entries):
    out = b""
    for freq, noise, in_use in entries:
        parts = [u32(SURVEY_FREQUENCY, freq), s8(SURVEY_NOISE, noise)]
        if in_use:
            parts.append(flag(SURVEY_IN_USE))
        out += genl(CMD_NEW_SURVEY_RESULTS, u32(ATTR_IFINDEX, 3) +
                    nest(ATTR_SURVEY_INFO, *parts), 3, NLM_F_MULTI)
    return out + done(3)


SCENARIOS = {
    # 802.11n, 2 streams, 20 MHz, MCS 15 short GI: 144.4 Mbit/s
    "ht_2g": (interface("wlp2s0", "Cafe-Guest", 2437, WIDTH_20, 2437),
              station("a0:b1:c2:d3:e4:f5", -61,
                      rate(1444, u8(RATE_MCS, 15), flag(RATE_SHORT_GI)),
                      rate(1300, u8(RATE_MCS, 15))),
              survey([(2412, -96, False), (2437, -95, True), (2462, -97, False)])),
    # 802.11ac, 2 streams, 80 MHz: MCS 9 short GI 866.7, MCS 8 780.0
    "vht_5g": (interface("wlp2s0", "HomeNet-5G", 5180, WIDTH_80, 5210),
               station("10:20:30:40:50:60", -52,
                       rate(8667, u8(RATE_VHT_MCS, 9), u8(RATE_VHT_NSS, 2), flag(RATE_80),
                            flag(RATE_SHORT_GI)),
                       rate(7800, u8(RATE_VHT_MCS, 8), u8(RATE_VHT_NSS, 2), flag(RATE_80))),
               survey([(5180, -92, True), (5200, -93, False)])),
    # 802.11ax, 2 streams, 80 MHz: HE-MCS 11 GI 0.8 us 1201.0, HE-MCS 9 (GI 0.8) 864.7
    "he_5g": (interface("wlan0", "Office", 5745, WIDTH_80, 5775),
              station("f0:9f:c2:00:11:22", -48,
                      rate(12010, u8(RATE_HE_MCS, 11), u8(RATE_HE_NSS, 2), u8(RATE_HE_GI, 0),
                           flag(RATE_80)),
                      rate(8647, u8(RATE_HE_MCS, 9), u8(RATE_HE_NSS, 2), u8(RATE_HE_GI, 0),
                           flag(RATE_80))),
              survey([(5745, -90, False)])),  # no in-use flag: matched by frequency
    # 802.11ax on 6 GHz (Wi-Fi 6E), 160 MHz: 2401.9 / 2041.7; this driver gives no survey
    "he_6g": (interface("wlp0s20f3", "Lab6E", 6115, WIDTH_160, 6185),
              station("02:00:5e:10:00:01", -57,
                      rate(24019, u8(RATE_HE_MCS, 11), u8(RATE_HE_NSS, 2), flag(RATE_160)),
                      rate(20417, u8(RATE_HE_MCS, 9), u8(RATE_HE_NSS, 2), flag(RATE_160))),
              b""),
    # 802.11be, 2 streams, 320 MHz: EHT-MCS 13 5764.7; rx beyond the 16-bit field: 32-bit only
    "eht_6g": (interface("wlp1s0", "Seven", 6435, WIDTH_320, 6425),
               station("8c:de:f9:aa:bb:cc", -44,
                       rate(57647, u8(RATE_EHT_MCS, 13), u8(RATE_EHT_NSS, 2), flag(RATE_320)),
                       rate(68824, u8(RATE_EHT_MCS, 13), u8(RATE_EHT_NSS, 2), flag(RATE_320))),
               survey([(6435, -91, True)])),
    # Up but not associated: no SSID, no frequency, an empty station dump
    "idle": (interface("wlp2s0", None, 0, 0, 0), done(2), done(3)),
    # Not an nl80211 interface: the kernel refuses with ENODEV (19)
    "enodev": (error(1, 19), error(2, 19), error(3, 19)),
}

for name, (iface, sta, srv) in SCENARIOS.items():
    for part, data in (("interface", iface), ("station", sta), ("survey", srv)):
        with open(os.path.join(HERE, f"{name}.{part}.bin"), "wb") as f:
            f.write(data)
