// SPDX-License-Identifier: MIT
#include "widgets/settingspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>

namespace bw::ui {

namespace {
constexpr Preset kPresets[] = {Preset::Custom, Preset::QuickCheck, Preset::Review,
                               Preset::MaxThroughput};
}

SettingsPanel::SettingsPanel(QWidget* parent) : QGroupBox(tr("Settings"), parent)
{
    setObjectName(QStringLiteral("settingsPanel"));
    buildPresetCombo();
    // The lowest value, 0, is a run until stopped (the engine's kUntilStoppedMs, the CLI's -t 0).
    m_duration = secondsSpin("durationSpin", engine::kUntilStoppedMs / 1000.0, 3600, 1);
    m_duration->setSpecialValueText(tr("Until stopped"));
    m_duration->setToolTip(tr("How long the test measures, after the warm-up. Step below 1 s, "
                              "or type 0, for \"Until stopped\": the test runs until you press "
                              "Stop, and its result covers the time it ran."));
    m_warmup = secondsSpin("warmupSpin", 0, 60, 1);
    m_warmup->setToolTip(tr("Time at the start that is run but left out of the results, so "
                            "TCP can ramp up first."));
    m_interval = secondsSpin("intervalSpin", engine::kMinIntervalMs / 1000.0,
                             engine::kMaxIntervalMs / 1000.0, 0.1);
    m_interval->setToolTip(tr("How often a point is measured and plotted."));
    m_streams = intSpin("streamsSpin", 1, engine::kMaxStreams);
    m_streams->setToolTip(tr("Parallel TCP connections per direction. More streams fill fast "
                             "links that one connection cannot."));
    m_threads = intSpin("threadsSpin", 0, 256);
    m_threads->setSpecialValueText(tr("Auto"));
    m_threads->setToolTip(tr("Worker threads that drive the streams. Auto: TCP starts with one "
                             "and adds one while that speeds it up; UDP uses one per stream."));
    m_buffer = intSpin("bufferSpin", int(engine::kMinBufferBytes / 1024),
                       int(engine::kMaxBufferBytes / 1024));
    m_buffer->setSuffix(tr(" KiB"));
    m_buffer->setToolTip(tr("How many bytes each read or write call moves."));
    m_window = intSpin("windowSpin", 0, 65536);
    m_window->setSuffix(tr(" KiB"));
    m_window->setSpecialValueText(tr("Auto"));
    m_window->setToolTip(tr("The socket send and receive buffer (TCP window). Auto leaves it "
                            "to the operating system's autotuning."));
    m_family = new QComboBox(this);
    m_family->setObjectName(QStringLiteral("familyCombo"));
    m_family->addItem(tr("IPv4 or IPv6"), int(engine::IpFamily::Any));
    m_family->addItem(tr("IPv4 only"), int(engine::IpFamily::V4));
    m_family->addItem(tr("IPv6 only"), int(engine::IpFamily::V6));
    m_family->setToolTip(tr("Which IP version the test uses to reach the peer."));
    connect(m_family, &QComboBox::currentIndexChanged, this, &SettingsPanel::onEdited);

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Preset:"), m_preset);
    form->addRow(tr("&Duration:"), m_duration);
    form->addRow(tr("&Warm-up:"), m_warmup);
    form->addRow(tr("&Interval:"), m_interval);
    form->addRow(tr("&Streams:"), m_streams);
    form->addRow(tr("&Threads:"), m_threads);
    form->addRow(tr("&Buffer:"), m_buffer);
    form->addRow(tr("Socket &window:"), m_window);
    form->addRow(tr("I&P version:"), m_family);
    addUdpRows(form);
    addLatencyRows(form);
    addRepeatRow(form);
    setSettings(TestSettings());
}

void SettingsPanel::buildPresetCombo()
{
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("presetCombo"));
    for (Preset p : kPresets) {
        m_preset->addItem(presetName(p), int(p));
        m_preset->setItemData(m_preset->count() - 1, presetDescription(p), Qt::ToolTipRole);
    }
    m_preset->setToolTip(tr("Fill in all settings at once: Quick check (5 s, 1 stream), Review "
                            "(30 s, 4 streams, 2 s warm-up) or Max throughput (many streams, "
                            "large buffers)."));
    connect(m_preset, &QComboBox::activated, this,
            [this](int index) { applyPreset(Preset(m_preset->itemData(index).toInt())); });
}

void SettingsPanel::addUdpRows(QFormLayout* form)
{
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(QStringLiteral("protocolCombo"));
    m_protocol->addItem(tr("TCP"), int(engine::Protocol::Tcp));
    m_protocol->addItem(tr("UDP"), int(engine::Protocol::Udp));
    m_protocol->setToolTip(tr("TCP shows throughput. UDP sends at a fixed rate and shows loss, "
                              "jitter and reordering, which TCP's retransmissions hide."));
    connect(m_protocol, &QComboBox::currentIndexChanged, this, &SettingsPanel::onEdited);
    m_udpRate = new QDoubleSpinBox(this);
    m_udpRate->setObjectName(QStringLiteral("udpRateSpin"));
    m_udpRate->setDecimals(2);
    m_udpRate->setRange(0.01, 100'000);
    m_udpRate->setSuffix(tr(" Mbit/s"));
    m_udpRate->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    m_udpRate->setToolTip(tr("UDP: the rate each stream sends at. With the highest-clean-rate "
                             "search, where the search starts."));
    connect(m_udpRate, &QDoubleSpinBox::valueChanged, this, &SettingsPanel::onEdited);
    m_findMaxRate = new QCheckBox(tr("Find the highest clean rate"), this);
    m_findMaxRate->setObjectName(QStringLiteral("findMaxRateCheck"));
    m_findMaxRate->setToolTip(tr("UDP: run short steps at rising rates and find the highest one "
                                 "whose loss stays within the maximum loss."));
    connect(m_findMaxRate, &QCheckBox::toggled, this, &SettingsPanel::onEdited);
    m_maxLoss = new QDoubleSpinBox(this);
    m_maxLoss->setObjectName(QStringLiteral("maxLossSpin"));
    m_maxLoss->setDecimals(2);
    m_maxLoss->setRange(0, 50);
    m_maxLoss->setSingleStep(0.5);
    m_maxLoss->setSuffix(tr(" %"));
    m_maxLoss->setToolTip(tr("The most loss a step may show and still count as clean."));
    connect(m_maxLoss, &QDoubleSpinBox::valueChanged, this, &SettingsPanel::onEdited);
    form->addRow(tr("P&rotocol:"), m_protocol);
    form->addRow(tr("UDP r&ate:"), m_udpRate);
    form->addRow(QString(), m_findMaxRate);
    form->addRow(tr("Max. &loss:"), m_maxLoss);
}

// One row, so that the run buttons stay on screen at 1366x768: "Latency: [x] Probes, idle 2 s,
// every 20 ms".
void SettingsPanel::addLatencyRows(QFormLayout* form)
{
    m_latencyProbes = new QCheckBox(tr("Probes"), this);
    m_latencyProbes->setObjectName(QStringLiteral("latencyProbesCheck"));
    m_latencyProbes->setToolTip(tr("Native peers: measure the round trip (and, where the clocks "
                                   "can be related, the delay each way) with light UDP probes "
                                   "during the test, after an idle baseline. iperf3 peers "
                                   "have no probes."));
    connect(m_latencyProbes, &QCheckBox::toggled, this, &SettingsPanel::onEdited);
    m_idle = secondsSpin("idleSpin", 0, engine::kMaxIdleMs / 1000.0, 1);
    m_idle->setPrefix(tr("idle "));
    m_idle->setSpecialValueText(tr("idle off"));
    m_idle->setToolTip(tr("Probes before the load starts: the idle baseline that the loaded "
                          "latency is compared with. 0 = off: no baseline."));
    m_probeInterval =
        intSpin("probeIntervalSpin", engine::kMinProbeIntervalMs, engine::kMaxProbeIntervalMs);
    m_probeInterval->setPrefix(tr("every "));
    m_probeInterval->setSuffix(tr(" ms"));
    m_probeInterval->setToolTip(tr("Time between two probes."));
    auto* row = new QHBoxLayout;
    row->addWidget(m_latencyProbes);
    row->addWidget(m_idle, 1);
    row->addWidget(m_probeInterval, 1);
    auto* label = new QLabel(tr("Late&ncy:"), this);
    label->setBuddy(m_latencyProbes); // a row of a layout gets no buddy by itself
    form->addRow(label, row);
    // The latency row made the form taller; tighter rows keep its height.
    form->setVerticalSpacing(4);
}

// One row as well: "Repeat: [3 times] [pause 2 s]".
void SettingsPanel::addRepeatRow(QFormLayout* form)
{
    m_repeat = intSpin("repeatSpin", 1, kMaxRepeatCount);
    m_repeat->setSuffix(tr(" times"));
    m_repeat->setSpecialValueText(tr("Once"));
    m_repeat->setToolTip(tr("Run the same test this many times with one click. Each run goes "
                            "to History; at the end the window shows the mean, standard "
                            "deviation, minimum and maximum of the runs' means. Not with "
                            "\"Until stopped\", which has no end."));
    m_repeatPause = secondsSpin("repeatPauseSpin", 0, kMaxRepeatPauseMs / 1000.0, 1);
    m_repeatPause->setPrefix(tr("pause "));
    m_repeatPause->setToolTip(tr("Time between the end of one run and the start of the next."));
    auto* row = new QHBoxLayout;
    row->addWidget(m_repeat, 1);
    row->addWidget(m_repeatPause, 1);
    auto* label = new QLabel(tr("Rep&eat:"), this);
    label->setBuddy(m_repeat);
    form->addRow(label, row);
}

void SettingsPanel::updateUdpEnabled()
{
    const bool udp = m_protocol->currentData().toInt() == int(engine::Protocol::Udp);
    m_udpRate->setEnabled(udp);
    m_findMaxRate->setEnabled(udp && !m_severalServers);
    m_maxLoss->setEnabled(udp && m_findMaxRate->isChecked());
    m_idle->setEnabled(m_latencyProbes->isChecked());
    m_probeInterval->setEnabled(m_latencyProbes->isChecked());
    // A run until stopped has no end, so no second run would start.
    const bool untilStopped = m_duration->value() == 0;
    m_repeat->setEnabled(!untilStopped && !m_severalServers);
    m_repeatPause->setEnabled(!untilStopped && !m_severalServers && m_repeat->value() > 1);
}

// The rate search and Repeat are runs one after the other to one server; a test to several
// servers is one run to each at once. Their values come back with one server in the address.
void SettingsPanel::setSeveralServers(bool several)
{
    if (several == m_severalServers) return;
    m_severalServers = several;
    if (several) {
        m_keptFindMaxRate = m_findMaxRate->isChecked();
        m_keptRepeat = m_repeat->value();
    }
    m_findMaxRate->setChecked(several ? false : m_keptFindMaxRate);
    m_repeat->setValue(several ? 1 : m_keptRepeat);
    const QString why = tr("Not with several servers: a test to several servers is one run to "
                           "each at once. Leave one address in the Address field to use it.");
    for (QWidget* w : std::initializer_list<QWidget*>{m_findMaxRate, m_repeat, m_repeatPause}) {
        if (several) w->setProperty("oneServerToolTip", w->toolTip());
        w->setToolTip(several ? why : w->property("oneServerToolTip").toString());
    }
    updateUdpEnabled();
}

void SettingsPanel::keepUnpreset(TestSettings& preset, const TestSettings& current)
{
    preset.intervalMs = current.intervalMs;
    preset.family = current.family;
    preset.protocol = current.protocol;
    preset.udpRateMbps = current.udpRateMbps;
    preset.findMaxRate = current.findMaxRate;
    preset.maxLossPct = current.maxLossPct;
    preset.latencyProbes = current.latencyProbes;
    preset.idleMs = current.idleMs;
    preset.probeIntervalMs = current.probeIntervalMs;
    preset.repeatCount = current.repeatCount;
    preset.repeatPauseMs = current.repeatPauseMs;
}

QDoubleSpinBox* SettingsPanel::secondsSpin(const char* name, double min, double max, double step)
{
    auto* s = new QDoubleSpinBox(this);
    s->setObjectName(QLatin1String(name));
    s->setDecimals(1);
    s->setRange(min, max);
    s->setSingleStep(step);
    s->setSuffix(tr(" s"));
    s->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    connect(s, &QDoubleSpinBox::valueChanged, this, &SettingsPanel::onEdited);
    return s;
}

QSpinBox* SettingsPanel::intSpin(const char* name, int min, int max)
{
    auto* s = new QSpinBox(this);
    s->setObjectName(QLatin1String(name));
    s->setRange(min, max);
    s->setCorrectionMode(QAbstractSpinBox::CorrectToNearestValue);
    connect(s, &QSpinBox::valueChanged, this, &SettingsPanel::onEdited);
    return s;
}

TestSettings SettingsPanel::settings() const
{
    TestSettings s;
    s.durationMs = int(std::lround(m_duration->value() * 1000));
    s.warmupMs = int(std::lround(m_warmup->value() * 1000));
    s.intervalMs = int(std::lround(m_interval->value() * 1000));
    s.streams = m_streams->value();
    s.threads = m_threads->value();
    s.bufferKiB = m_buffer->value();
    s.socketWindowKiB = m_window->value();
    s.family = engine::IpFamily(m_family->currentData().toInt());
    s.protocol = engine::Protocol(m_protocol->currentData().toInt());
    s.udpRateMbps = m_udpRate->value();
    s.findMaxRate = m_findMaxRate->isChecked();
    s.maxLossPct = m_maxLoss->value();
    s.latencyProbes = m_latencyProbes->isChecked();
    s.idleMs = int(std::lround(m_idle->value() * 1000));
    s.probeIntervalMs = m_probeInterval->value();
    s.repeatCount = s.durationMs == engine::kUntilStoppedMs ? 1 : m_repeat->value();
    s.repeatPauseMs = int(std::lround(m_repeatPause->value() * 1000));
    return s;
}

void SettingsPanel::setSettings(const TestSettings& s)
{
    m_applying = true;
    m_duration->setValue(s.durationMs / 1000.0);
    m_warmup->setValue(s.warmupMs / 1000.0);
    m_interval->setValue(s.intervalMs / 1000.0);
    m_streams->setValue(s.streams);
    m_threads->setValue(s.threads);
    m_buffer->setValue(s.bufferKiB);
    m_window->setValue(s.socketWindowKiB);
    m_family->setCurrentIndex(std::max(0, m_family->findData(int(s.family))));
    m_protocol->setCurrentIndex(std::max(0, m_protocol->findData(int(s.protocol))));
    m_udpRate->setValue(s.udpRateMbps);
    m_findMaxRate->setChecked(s.findMaxRate);
    m_maxLoss->setValue(s.maxLossPct);
    m_latencyProbes->setChecked(s.latencyProbes);
    m_idle->setValue(s.idleMs / 1000.0);
    m_probeInterval->setValue(s.probeIntervalMs);
    m_repeat->setValue(s.repeatCount);
    m_repeatPause->setValue(s.repeatPauseMs / 1000.0);
    m_applying = false;
    onEdited();
}

void SettingsPanel::applyPreset(Preset preset)
{
    if (preset != Preset::Custom) {
        TestSettings s = presetSettings(preset);
        keepUnpreset(s, settings());
        setSettings(s);
    }
}

Preset SettingsPanel::matchingPreset() const
{
    const TestSettings current = settings();
    for (Preset p : kPresets) {
        TestSettings s = presetSettings(p);
        keepUnpreset(s, current);
        if (p != Preset::Custom && s == current) return p;
    }
    return Preset::Custom;
}

void SettingsPanel::onEdited()
{
    if (m_applying) return;
    updateUdpEnabled();
    m_preset->setCurrentIndex(m_preset->findData(int(matchingPreset())));
    emit settingsChanged();
}

} // namespace bw::ui
