// SPDX-License-Identifier: MIT
#pragma once

#include "models/testsettings.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;

namespace bw::ui {

// The test settings with presets. The spin boxes' ranges are the engine's limits, so a value
// the engine would refuse cannot be entered.
class SettingsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit SettingsPanel(QWidget* parent = nullptr);

    TestSettings settings() const;
    void setSettings(const TestSettings& settings);
    void applyPreset(Preset preset);
    Preset matchingPreset() const;
    // Several servers in the address: the rate search and Repeat are off, and say why.
    void setSeveralServers(bool several);

signals:
    void settingsChanged();

private:
    QDoubleSpinBox* secondsSpin(const char* name, double min, double max, double step);
    QSpinBox* intSpin(const char* name, int min, int max);
    void onEdited();
    void buildPresetCombo();
    void addUdpRows(QFormLayout* form);
    void updateUdpEnabled();
    void addLatencyRows(QFormLayout* form);
    void addRepeatRow(QFormLayout* form);
    // The fields a preset leaves as they are: the report interval, IP version, UDP, latency and
    // repeat settings.
    static void keepUnpreset(TestSettings& preset, const TestSettings& current);

    QComboBox* m_preset = nullptr;
    QDoubleSpinBox* m_duration = nullptr;
    QDoubleSpinBox* m_warmup = nullptr;
    QDoubleSpinBox* m_interval = nullptr;
    QSpinBox* m_streams = nullptr;
    QSpinBox* m_threads = nullptr;
    QSpinBox* m_buffer = nullptr;
    QSpinBox* m_window = nullptr;
    QComboBox* m_family = nullptr;
    QComboBox* m_protocol = nullptr;
    QDoubleSpinBox* m_udpRate = nullptr;
    QCheckBox* m_findMaxRate = nullptr;
    QDoubleSpinBox* m_maxLoss = nullptr;
    QCheckBox* m_latencyProbes = nullptr;
    QDoubleSpinBox* m_idle = nullptr;
    QSpinBox* m_probeInterval = nullptr;
    QSpinBox* m_repeat = nullptr;
    QDoubleSpinBox* m_repeatPause = nullptr;
    bool m_applying = false;
    bool m_severalServers = false;
    bool m_keptFindMaxRate = false; // the values before several servers were entered
    int m_keptRepeat = 1;
};

} // namespace bw::ui
