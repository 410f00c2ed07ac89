#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Builds the WLAN API recordings in this folder, in the form `benchwire-cli --record-wifi` writes
# on Windows: NAME.connection.bin (WLAN_CONNECTION_ATTRIBUTES as WlanQueryInterface returns it
# for wlan_intf_opcode_current_connection, byte for byte), NAME.readings.txt (the RSSI and the BSS
# entry's centre frequency) and NAME.facts.txt (the line Benchwire must read from them). No
# Windows machine with Wi-Fi was at hand: the layout follows wlanapi.h and windot11.h (x86-64 and
# arm64: natural alignment, 32-bit enums, 16-bit WCHAR), the values are realistic readings. The
# facts lines are written here by hand, not by Benchwire, so a parser that misreads a field fails.
#   python3 tests/data/wlan/make_recordings.py
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
CONNECTED, DISCONNECTED = 1, 4  # WLAN_INTERFACE_STATE
PHY = {"erp": 6, "ht": 7, "vht": 8, "he": 10, "eht": 11}  # DOT11_PHY_TYPE


def connection(state, profile, ssid, bssid, phy, quality, rx_kbps, tx_kbps):
    name = profile.encode("utf-16-le")
    out = struct.pack("<ii", state, 0)  # isState, wlanConnectionMode (profile)
    out += name + b"\0" * (512 - len(name))  # strProfileName: WCHAR[256]
    # WLAN_ASSOCIATION_ATTRIBUTES: DOT11_SSID (ULONG + 32 bytes), bss type, BSSID, 2 bytes of
    # padding, PHY type and index, signal quality (%), rx and tx rates (kbit/s)
    raw = ssid.encode()
    out += struct.pack("<I", len(raw)) + raw + b"\0" * (32 - len(raw))
    out += struct.pack("<i", 1) + bytes(bssid) + b"\0\0"
    out += struct.pack("<iIIII", PHY[phy], 0, quality, rx_kbps, tx_kbps)
    out += struct.pack("<iiii", 1, 0, 7, 4)  # WLAN_SECURITY_ATTRIBUTES: WPA3-SAE, CCMP
    assert len(out) == 604, len(out)
    return out


SCENARIOS = {
    # name: (connection bytes, rssi dBm or None, centre kHz or None, facts line)
    "he_5g": (connection(CONNECTED, "HomeNet", "HomeNet-5G", [0x3C, 0x7C, 0x3F, 0x11, 0x22, 0x33],
                         "he", 92, 864_700, 1_201_000), -52, 5_180_000,
              'Wi-Fi 6 5 GHz ch 36 "HomeNet-5G", 1201/864.7 Mbit/s tx/rx, -52 dBm'),
    "he_6g": (connection(CONNECTED, "Lab6E", "Lab6E", [0x10, 0x20, 0x30, 0x40, 0x50, 0x6A],
                         "he", 80, 2_041_700, 2_401_900), -57, 6_115_000,
              'Wi-Fi 6E 6 GHz ch 33 "Lab6E", 2401.9/2041.7 Mbit/s tx/rx, -57 dBm'),
    "eht_6g": (connection(CONNECTED, "Lab7", "Lab7", [0x02, 0x11, 0x22, 0x33, 0x44, 0x55],
                          "eht", 99, 4_323_500, 5_764_700), -41, 6_435_000,
               'Wi-Fi 7 6 GHz ch 97 "Lab7", 5764.7/4323.5 Mbit/s tx/rx, -41 dBm'),
    "ht_2g": (connection(CONNECTED, "Cafe", "Cafe-Guest", [0xA0, 0xB1, 0xC2, 0xD3, 0xE4, 0xF5],
                         "ht", 61, 130_000, 144_400), -67, 2_437_000,
              'Wi-Fi 4 2.4 GHz ch 6 "Cafe-Guest", 144.4/130 Mbit/s tx/rx, -67 dBm'),
    # The BSS list did not have the entry, and the RSSI query failed: absent, never guessed
    # (signal quality, 70 %, is no dBm figure).
    "vht_no_readings": (connection(CONNECTED, "Office", "Office", [0, 1, 2, 3, 4, 5],
                                   "vht", 70, 433_300, 866_700), None, None,
                        'Wi-Fi 5 "Office", 866.7/433.3 Mbit/s tx/rx'),
    "disconnected": (connection(DISCONNECTED, "", "", [0] * 6, "he", 0, 0, 0), None, None,
                     "Wi-Fi, n/a: not connected"),
    # A service that returned fewer bytes than the structure.
    "short": (connection(CONNECTED, "X", "X", [0] * 6, "he", 0, 0, 0)[:520], -60, None,
              "Wi-Fi, n/a: the WLAN service's connection attributes are 520 bytes, not 604"),
}


def main():
    for name, (conn, rssi, centre, facts) in SCENARIOS.items():
        with open(os.path.join(HERE, name + ".connection.bin"), "wb") as f:
            f.write(conn)
        readings = ""
        if rssi is not None:
            readings += "rssi_dbm %d\n" % rssi
        if centre is not None:
            readings += "center_khz %d\n" % centre
        with open(os.path.join(HERE, name + ".readings.txt"), "w") as f:
            f.write(readings)
        with open(os.path.join(HERE, name + ".facts.txt"), "w") as f:
            f.write(facts + "\n")


if __name__ == "__main__":
    main()
