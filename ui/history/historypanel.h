// SPDX-License-Identifier: MIT
#pragma once

#include "history/historydatabase.h"
#include "history/historystore.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace bw::ui {

class HistoryDetails;
class HistoryFilter;
class HistoryModel;

// The History section: every finished run, kept in SQLite (HistoryDatabase), listed with search
// and filters; label, tags and note; delete with undo; open, run again, import and export.
class HistoryPanel : public QWidget
{
    Q_OBJECT
public:
    // Opens folder/history.db. A damaged file is set aside and said so in the panel (notice()).
    explicit HistoryPanel(const QString& folder, QWidget* parent = nullptr);
    ~HistoryPanel() override;

    // BENCHWIRE_HISTORY_DIR when set (tests, portable use), else the user's app data folder.
    static QString defaultFolder();
    // Low enough that the chart above keeps most of the window.
    QSize sizeHint() const override { return {960, 250}; }

    HistoryStore* store() const { return m_store.get(); }
    const HistoryDatabase::Outcome& openOutcome() const { return m_outcome; }
    QString notice() const;
    HistoryModel* model() const { return m_model; }
    HistoryFilter* filter() const { return m_filter; }

    QList<qint64> selectedIds() const;
    void selectRuns(const QList<qint64>& ids);

    // Keeps a finished run under its default label; the id, or nullopt if it could not be stored.
    std::optional<qint64> keepRun(const bw::engine::TestResult& result);
    bool openRun(qint64 id);
    bool runAgain(qint64 id);
    // Sets a kept run's note from elsewhere (the note field's own edits go to the store).
    bool setNote(qint64 id, const QString& note);
    bool deleteRuns(const QList<qint64>& ids);
    bool undoDelete();
    std::optional<qint64> importFile(const QString& path, QString& error);
    bool exportRun(qint64 id, const QString& path, QString& error) const;
    // The runs' saved results, each with its "history" object (HistoryFile::document).
    QList<QJsonObject> documents(const QList<qint64>& ids) const;
    static constexpr int kMinCompare = 2;
    static constexpr int kMaxCompare = 8;

signals:
    void runOpened(const bw::engine::TestResult& result);
    void runAgainRequested(const bw::engine::TestConfig& config);
    // The Compare button with 2 to 8 runs chosen.
    void compareRequested(const QList<QJsonObject>& documents);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildFilters();
    QWidget* buildSide();
    QFrame* buildBar(const char* name, QLabel*& text, QPushButton*& button,
                     const QString& buttonText);
    void connectParts();
    void reload();
    void refreshPeers();
    void applyFilters();
    void onSelectionChanged();
    void showNotice(const QString& text);
    void reportStoreError();
    void updateRecord(qint64 id);
    void onLabelEdited(qint64 id, const QString& label);
    void onImport();
    void onExport();
    void onCompare();

    HistoryDatabase m_db;
    HistoryDatabase::Outcome m_outcome;
    std::unique_ptr<HistoryStore> m_store;
    HistoryModel* m_model = nullptr;
    HistoryFilter* m_filter = nullptr;
    QTableView* m_table = nullptr;
    HistoryDetails* m_details = nullptr;
    QLineEdit* m_search = nullptr;
    QComboBox* m_peer = nullptr;
    QComboBox* m_date = nullptr;
    QComboBox* m_protocol = nullptr;
    QComboBox* m_direction = nullptr;
    QComboBox* m_origin = nullptr;
    QFrame* m_noticeBar = nullptr;
    QLabel* m_notice = nullptr;
    QFrame* m_undoBar = nullptr;
    QLabel* m_undoText = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_again = nullptr;
    QPushButton* m_compare = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_delete = nullptr;
    QList<qint64> m_deleted; // the last deletion, which Undo brings back
    QString m_lastDir;
};

} // namespace bw::ui
