// SPDX-License-Identifier: MIT
#include "results/samplestore.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <type_traits>
#include <vector>

// The codec lives in bw::engine, beside the types, for SpillMap's argument-dependent lookup.

namespace bw::engine {

namespace {
// Fixed-width little-endian-as-the-host values: the file is read back by the process that
// wrote it.
class Writer
{
public:
    template <typename T> void field(const T& v)
    {
        static_assert(std::is_trivially_copyable_v<T>);
        const auto* p = reinterpret_cast<const char*>(&v);
        out.append(p, sizeof(T));
    }
    void text(const std::string& s)
    {
        field(std::uint32_t(s.size()));
        out += s;
    }
    template <typename T> void list(const std::vector<T>& v)
    {
        field(std::uint32_t(v.size()));
        for (const T& x : v)
            field(x);
    }
    template <typename T> void maybe(const std::optional<T>& v)
    {
        field(v.has_value());
        if (v) field(*v);
    }
    std::string out;
};

class Reader
{
public:
    explicit Reader(std::string_view in) : m_in(in) {}
    template <typename T> void field(T& v)
    {
        if (m_in.size() < sizeof(T)) {
            m_ok = false;
            return;
        }
        std::memcpy(&v, m_in.data(), sizeof(T));
        m_in.remove_prefix(sizeof(T));
    }
    void text(std::string& s)
    {
        std::uint32_t n = 0;
        field(n);
        if (!m_ok || m_in.size() < n) return void(m_ok = false);
        s.assign(m_in.data(), n);
        m_in.remove_prefix(n);
    }
    template <typename T> void list(std::vector<T>& v)
    {
        std::uint32_t n = 0;
        field(n);
        if (!m_ok || m_in.size() / sizeof(T) < n) return void(m_ok = false);
        v.resize(n);
        for (T& x : v)
            field(x);
    }
    template <typename T> void maybe(std::optional<T>& v)
    {
        bool has = false;
        field(has);
        v.reset();
        if (!has) return;
        T x{};
        field(x);
        v = x;
    }
    bool done() const { return m_ok && m_in.empty(); }

private:
    std::string_view m_in;
    bool m_ok = true;
};

// One walk over the fields serves both ways: W is Writer (const sample) or Reader.
template <typename W, typename Cpu> void cpuFields(W& w, Cpu& c)
{
    w.field(c.valid);
    w.field(c.userPct);
    w.field(c.systemPct);
    w.field(c.irqPct);
    w.field(c.idlePct);
    w.field(c.processPct);
    w.list(c.coreBusyPct);
}

template <typename W, typename Tcp, typename Udp> void sideFields(W& w, Tcp& t, Udp& u)
{
    w.field(t.valid);
    w.field(t.retransmits);
    w.field(t.rttUs);
    w.field(t.rttVarUs);
    w.field(t.cwndBytes);
    w.field(u.valid);
    w.field(u.packetsSent);
    w.field(u.packetsSkipped);
    w.field(u.packetsReceived);
    w.field(u.packetsLost);
    w.field(u.outOfOrder);
    w.field(u.duplicates);
    w.field(u.jitterUs);
}

template <typename W, typename Wifi> void wifiFields(W& w, Wifi& f)
{
    w.field(f.valid);
    w.text(f.ssid);
    w.text(f.bssid);
    w.maybe(f.bandGHz);
    w.maybe(f.frequencyMHz);
    w.maybe(f.channel);
    w.maybe(f.channelWidthMHz);
    w.text(f.standard);
    w.maybe(f.txRateMbps);
    w.maybe(f.rxRateMbps);
    w.maybe(f.signalDbm);
    w.maybe(f.noiseDbm);
    w.text(f.unavailable);
}

template <typename W, typename H> void hostFields(W& w, H& h)
{
    w.field(h.index);
    w.field(h.startUs);
    w.field(h.endUs);
    w.field(h.warmup);
    cpuFields(w, h.cpu);
    for (int d = 0; d < 2; ++d) {
        w.field(h.sentBytes[d]);
        w.field(h.receivedBytes[d]);
        sideFields(w, h.tcp[d], h.udp[d]);
        w.list(h.streamBytes[d]);
    }
    wifiFields(w, h.wifi);
}

template <typename W, typename D> void delayFields(W& w, D& d)
{
    w.field(d.count);
    w.field(d.minUs);
    w.field(d.medianUs);
    w.field(d.p95Us);
    w.field(d.p99Us);
    w.field(d.maxUs);
}

template <typename W, typename L> void latencyFields(W& w, L& s)
{
    w.field(s.valid);
    w.field(s.probesSent);
    w.field(s.probesLost);
    delayFields(w, s.rtt);
    w.field(s.oneWayValid);
    delayFields(w, s.up);
    delayFields(w, s.down);
}

template <typename T> std::string encoded(const T& v, void (*fields)(Writer&, const T&))
{
    Writer w;
    fields(w, v);
    return std::move(w.out);
}

template <typename T> bool decoded(std::string_view bytes, T& v, void (*fields)(Reader&, T&))
{
    Reader r(bytes);
    v = {};
    fields(r, v);
    return r.done();
}
} // namespace

std::string spillEncode(const HostSample& h)
{
    return encoded(h, hostFields<Writer, const HostSample>);
}

bool spillDecode(std::string_view bytes, HostSample& h)
{
    return decoded(bytes, h, hostFields<Reader, HostSample>);
}

std::string spillEncode(const LatencySample& s)
{
    return encoded(s, latencyFields<Writer, const LatencySample>);
}

bool spillDecode(std::string_view bytes, LatencySample& s)
{
    return decoded(bytes, s, latencyFields<Reader, LatencySample>);
}

} // namespace bw::engine
