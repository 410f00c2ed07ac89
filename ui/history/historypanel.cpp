// SPDX-License-Identifier: MIT
#include "history/historypanel.h"

#include "history/historydetails.h"
#include "history/historyfile.h"
#include "history/historyfilter.h"
#include "history/historymodel.h"

#include "benchwire/report.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

namespace bw::ui {

HistoryPanel::HistoryPanel(const QString& folder, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("historyPanel"));
    m_outcome = m_db.open(folder);
    m_store = std::make_unique<HistoryStore>(m_db.connection());
    // Runs deleted in an earlier session can no longer be brought back: remove them for good.
    m_store->purgeDeleted();
    m_model = new HistoryModel(this);
    m_filter = new HistoryFilter(this);
    m_filter->setSourceModel(m_model);

    QPushButton* dismiss = nullptr;
    m_noticeBar = buildBar("historyNotice", m_notice, dismiss, tr("Dismiss"));
    dismiss->setToolTip(tr("Hide this message."));
    connect(dismiss, &QPushButton::clicked, m_noticeBar, &QWidget::hide);
    // Fixed colours with their own text colour: readable in the light and the dark theme.
    m_noticeBar->setStyleSheet(QStringLiteral("QFrame#historyNotice { background: #fff3cd; "
                                              "border: 1px solid #e0b84a; border-radius: 3px; } "
                                              "QLabel { color: #4d3a00; }"));
    QPushButton* undo = nullptr;
    m_undoBar = buildBar("historyUndo", m_undoText, undo, tr("&Undo"));
    undo->setToolTip(tr("Bring the deleted runs back."));
    connect(undo, &QPushButton::clicked, this, &HistoryPanel::undoDelete);
    auto* main = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(buildFilters());
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setModel(m_filter);
    left->addWidget(m_table, 1);
    main->addLayout(left, 3);
    main->addWidget(buildSide(), 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_noticeBar);
    layout->addWidget(m_undoBar);
    layout->addLayout(main, 1);
    connectParts();
    reload();
    if (!m_outcome.problem.isEmpty()) showNotice(m_outcome.problem);
}

HistoryPanel::~HistoryPanel()
{
    m_details->flush();
}

QString HistoryPanel::defaultFolder()
{
    const QString dir = qEnvironmentVariable("BENCHWIRE_HISTORY_DIR");
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : dir;
}

// Delete in the list deletes the chosen runs (the label editor, a child, keeps its own keys).
bool HistoryPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Delete))
        return deleteRuns(selectedIds());
    return QWidget::eventFilter(watched, event);
}

QString HistoryPanel::notice() const
{
    return m_noticeBar->isHidden() ? QString() : m_notice->text();
}

QFrame* HistoryPanel::buildBar(const char* name, QLabel*& text, QPushButton*& button,
                               const QString& buttonText)
{
    auto* bar = new QFrame;
    bar->setObjectName(QLatin1String(name));
    bar->setFrameShape(QFrame::StyledPanel);
    text = new QLabel;
    text->setObjectName(QLatin1String(name) + QStringLiteral("Text"));
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(text, 1);
    button = new QPushButton(buttonText);
    button->setObjectName(QLatin1String(name) + QStringLiteral("Button"));
    layout->addWidget(button);
    bar->hide();
    return bar;
}

QWidget* HistoryPanel::buildFilters()
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("historySearch"));
    m_search->setPlaceholderText(tr("Search label, peer, tags, note"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Every word must match the label, peer, tags or note."));
    const auto combo = [layout](const char* name, const QString& toolTip) {
        auto* box = new QComboBox;
        box->setObjectName(QLatin1String(name));
        box->setToolTip(toolTip);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        layout->addWidget(box);
        return box;
    };
    layout->addWidget(m_search, 1);
    m_peer = combo("historyPeerFilter", tr("Only runs against this peer"));
    m_peer->addItem(tr("Any peer"));
    m_date = combo("historyDateFilter", tr("Only runs from this period"));
    m_date->addItem(tr("Any date"), 0);
    m_date->addItem(tr("Today"), 1);
    m_date->addItem(tr("Last 7 days"), 7);
    m_date->addItem(tr("Last 30 days"), 30);
    m_date->addItem(tr("Last 365 days"), 365);
    m_protocol = combo("historyProtocolFilter", tr("Only TCP or only UDP runs"));
    m_protocol->addItem(tr("TCP and UDP"), -1);
    for (engine::Protocol p : {engine::Protocol::Tcp, engine::Protocol::Udp})
        m_protocol->addItem(RunText::protocol(p), int(p));
    m_direction = combo("historyDirectionFilter", tr("Only runs in this direction"));
    m_direction->addItem(tr("Any direction"), -1);
    for (engine::TestMode m : {engine::TestMode::Upload, engine::TestMode::Download,
                               engine::TestMode::BothWays, engine::TestMode::Bidirectional})
        m_direction->addItem(RunText::mode(m), int(m));
    using Origin = HistoryFilter::Origin;
    m_origin = combo("historyOriginFilter",
                     tr("Only runs made here, tests this PC served, or imported files"));
    m_origin->addItem(tr("Any origin"), int(Origin::Any));
    m_origin->addItem(tr("Run here"), int(Origin::RunHere));
    m_origin->addItem(tr("Served"), int(Origin::Served));
    m_origin->addItem(tr("Imported"), int(Origin::Imported));
    return row;
}

QWidget* HistoryPanel::buildSide()
{
    auto* side = new QWidget;
    m_details = new HistoryDetails;
    const auto button = [](const char* name, const QString& text, const QString& toolTip) {
        auto* b = new QPushButton(text);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(toolTip);
        return b;
    };
    m_open = button("historyOpenButton", tr("&Open"),
                    tr("Show the run's charts and results table as they were."));
    m_again = button("historyRunAgainButton", tr("&Run again"),
                     tr("Load the run's peer and settings, and start it again."));
    m_compare = button("historyCompareButton", tr("&Compare"),
                       tr("Compare 2 to 8 chosen runs on one chart and in one table."));
    m_export = button("historyExportButton", tr("E&xport…"),
                      tr("Save the run as a JSON file, with its label, tags and note."));
    auto* import = button("historyImportButton", tr("&Import…"),
                          tr("Keep results saved as JSON by Benchwire or by benchwire-cli -J."));
    m_delete = button("historyDeleteButton", tr("&Delete"),
                      tr("Remove the chosen runs from the history (can be undone)."));
    connect(import, &QPushButton::clicked, this, &HistoryPanel::onImport);
    auto* grid = new QGridLayout;
    grid->addWidget(m_open, 0, 0);
    grid->addWidget(m_again, 0, 1);
    grid->addWidget(m_compare, 0, 2);
    grid->addWidget(import, 1, 0);
    grid->addWidget(m_export, 1, 1);
    grid->addWidget(m_delete, 1, 2);
    auto* layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_details, 1);
    layout->addLayout(grid);
    return side;
}

void HistoryPanel::connectParts()
{
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(HistoryModel::DateColumn, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(HistoryModel::LabelColumn,
                                                      QHeaderView::Stretch);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        openRun(m_model->record(m_filter->mapToSource(index).row()).id);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryPanel::onSelectionChanged);
    m_table->installEventFilter(this);
    connect(m_open, &QPushButton::clicked, this, [this] { openRun(selectedIds().value(0)); });
    connect(m_again, &QPushButton::clicked, this, [this] { runAgain(selectedIds().value(0)); });
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteRuns(selectedIds()); });
    connect(m_export, &QPushButton::clicked, this, &HistoryPanel::onExport);
    connect(m_compare, &QPushButton::clicked, this, &HistoryPanel::onCompare);
    connect(m_model, &HistoryModel::labelEdited, this, &HistoryPanel::onLabelEdited);
    connect(m_details, &HistoryDetails::labelEdited, this, &HistoryPanel::onLabelEdited);
    connect(m_details, &HistoryDetails::tagsEdited, this, [this](qint64 id, const QStringList& t) {
        if (!m_store->setTags(id, t)) reportStoreError();
        updateRecord(id);
    });
    connect(m_details, &HistoryDetails::noteEdited, this, [this](qint64 id, const QString& note) {
        if (!m_store->setNote(id, note)) reportStoreError();
        updateRecord(id);
    });
    connect(m_search, &QLineEdit::textChanged, this, &HistoryPanel::applyFilters);
    for (QComboBox* box : {m_peer, m_date, m_protocol, m_direction, m_origin})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryPanel::applyFilters);
}

void HistoryPanel::reload()
{
    const QList<qint64> chosen = selectedIds();
    m_model->setRecords(m_store->runs());
    refreshPeers();
    selectRuns(chosen);
    onSelectionChanged();
}

void HistoryPanel::refreshPeers()
{
    const QString current = m_peer->currentIndex() > 0 ? m_peer->currentText() : QString();
    const QSignalBlocker block(m_peer);
    while (m_peer->count() > 1)
        m_peer->removeItem(1);
    m_peer->addItems(m_model->peers());
    m_peer->setCurrentIndex(std::max(0, m_peer->findText(current)));
}

void HistoryPanel::applyFilters()
{
    m_filter->setSearchText(m_search->text());
    m_filter->setPeer(m_peer->currentIndex() > 0 ? m_peer->currentText() : QString());
    const int protocol = m_protocol->currentData().toInt();
    m_filter->setProtocol(protocol < 0 ? std::nullopt : std::optional(engine::Protocol(protocol)));
    const int mode = m_direction->currentData().toInt();
    m_filter->setMode(mode < 0 ? std::nullopt : std::optional(engine::TestMode(mode)));
    const int days = m_date->currentData().toInt();
    const QDateTime today(QDate::currentDate(), QTime(0, 0));
    m_filter->setSince(days == 0 ? QDateTime() : today.addDays(1 - days).toUTC());
    m_filter->setOrigin(HistoryFilter::Origin(m_origin->currentData().toInt()));
}

QList<qint64> HistoryPanel::selectedIds() const
{
    QList<qint64> ids;
    for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
        ids << m_model->record(m_filter->mapToSource(index).row()).id;
    return ids;
}

void HistoryPanel::selectRuns(const QList<qint64>& ids)
{
    QItemSelection selection;
    for (qint64 id : ids) {
        const int row = m_model->rowOf(id);
        if (row < 0) continue;
        const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
        if (index.isValid()) selection.select(index, index);
    }
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect |
                                                     QItemSelectionModel::Rows);
    if (!selection.isEmpty()) m_table->scrollTo(selection.indexes().first());
}

void HistoryPanel::onSelectionChanged()
{
    const QList<qint64> ids = selectedIds();
    const int row = ids.size() == 1 ? m_model->rowOf(ids.first()) : -1;
    m_details->setRecord(row >= 0 ? &m_model->record(row) : nullptr);
    m_open->setEnabled(ids.size() == 1);
    m_again->setEnabled(ids.size() == 1);
    m_export->setEnabled(ids.size() == 1);
    m_delete->setEnabled(!ids.isEmpty());
    m_compare->setEnabled(ids.size() >= kMinCompare && ids.size() <= kMaxCompare);
}

void HistoryPanel::showNotice(const QString& text)
{
    m_notice->setText(text);
    m_noticeBar->show();
}

void HistoryPanel::reportStoreError()
{
    showNotice(tr("The run history could not be updated: %1. Check that the disk has room "
                  "and that you may write to the history's folder, then run the test again.")
                   .arg(m_store->lastError()));
}

void HistoryPanel::updateRecord(qint64 id)
{
    if (const std::optional<RunRecord> r = m_store->run(id)) m_model->updateRecord(*r);
}

void HistoryPanel::onLabelEdited(qint64 id, const QString& label)
{
    if (!m_store->setLabel(id, label)) reportStoreError();
    updateRecord(id);
    const int row = m_model->rowOf(id);
    if (m_details->runId() == id && row >= 0) m_details->setRecord(&m_model->record(row));
}

std::optional<qint64> HistoryPanel::keepRun(const engine::TestResult& result)
{
    const std::optional<qint64> id =
        m_store->add(result, RunMeta{RunText::defaultLabel(result), {}, {}}, true);
    if (!id) {
        reportStoreError();
        return std::nullopt;
    }
    if (const std::optional<RunRecord> r = m_store->run(*id)) m_model->addRecord(*r);
    refreshPeers();
    // Chosen at once, so that the run just made can be labelled without looking for it.
    selectRuns({*id});
    return id;
}

bool HistoryPanel::setNote(qint64 id, const QString& note)
{
    const bool ok = m_store->setNote(id, note);
    if (!ok) reportStoreError();
    updateRecord(id);
    const int row = m_model->rowOf(id);
    if (m_details->runId() == id && row >= 0) m_details->setRecord(&m_model->record(row));
    return ok;
}

bool HistoryPanel::openRun(qint64 id)
{
    const std::optional<QByteArray> json = m_store->resultJson(id);
    engine::TestResult result;
    std::string why;
    if (!json || !engine::resultFromJson(json->toStdString(), result, why)) {
        showNotice(tr("This run could not be read back: %1. Delete it from the history, or "
                      "choose another run.")
                       .arg(json ? QString::fromStdString(why) : m_store->lastError()));
        return false;
    }
    emit runOpened(result);
    return true;
}

bool HistoryPanel::runAgain(qint64 id)
{
    const std::optional<QByteArray> json = m_store->resultJson(id);
    engine::TestResult result;
    std::string why;
    if (!json || !engine::resultFromJson(json->toStdString(), result, why)) return false;
    emit runAgainRequested(result.config);
    return true;
}

bool HistoryPanel::deleteRuns(const QList<qint64>& ids)
{
    if (ids.isEmpty()) return false;
    // Only the last deletion can be undone: the one before is removed for good now.
    m_store->purgeDeleted();
    if (!m_store->setDeleted(ids, true)) {
        reportStoreError();
        return false;
    }
    m_deleted = ids;
    reload();
    m_undoText->setText(tr("Deleted %n run(s).", nullptr, int(ids.size())));
    m_undoBar->show();
    return true;
}

bool HistoryPanel::undoDelete()
{
    if (m_deleted.isEmpty()) return false;
    if (!m_store->setDeleted(m_deleted, false)) {
        reportStoreError();
        return false;
    }
    reload();
    selectRuns(m_deleted);
    m_deleted.clear();
    m_undoBar->hide();
    return true;
}

std::optional<qint64> HistoryPanel::importFile(const QString& path, QString& error)
{
    HistoryFile::Imported imported;
    if (!HistoryFile::read(path, imported, error)) return std::nullopt;
    RunMeta meta = imported.meta;
    // A file from the CLI has no label: its name usually says what it is.
    if (meta.label.isEmpty()) meta.label = QFileInfo(path).completeBaseName();
    const std::optional<qint64> id = m_store->add(imported.result, meta, false);
    if (!id) {
        error = m_store->lastError();
        return std::nullopt;
    }
    reload();
    selectRuns({*id});
    return id;
}

QList<QJsonObject> HistoryPanel::documents(const QList<qint64>& ids) const
{
    QList<QJsonObject> docs;
    for (qint64 id : ids) {
        const std::optional<QByteArray> json = m_store->resultJson(id);
        const std::optional<RunRecord> record = m_store->run(id);
        if (json && record) docs << HistoryFile::document(*json, record->meta);
    }
    return docs;
}

bool HistoryPanel::exportRun(qint64 id, const QString& path, QString& error) const
{
    const QList<QJsonObject> docs = documents({id});
    if (docs.isEmpty()) {
        error = tr("This run could not be read back: %1. Delete it from the history, or "
                   "choose another run.")
                    .arg(m_store->lastError());
        return false;
    }
    return HistoryFile::write(path, docs.first(), error);
}

void HistoryPanel::onImport()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import results"), m_lastDir, tr("Benchwire results (*.json);;All files (*)"));
    QStringList problems;
    for (const QString& path : paths) {
        m_lastDir = QFileInfo(path).absolutePath();
        QString error;
        if (!importFile(path, error)) problems << error;
    }
    if (!problems.isEmpty()) showNotice(problems.join(QLatin1Char('\n')));
}

void HistoryPanel::onExport()
{
    const QList<qint64> ids = selectedIds();
    const std::optional<RunRecord> r = ids.size() == 1 ? m_store->run(ids.first()) : std::nullopt;
    if (!r) return;
    QString name = r->meta.label;
    name.replace(QRegularExpression(QStringLiteral("[^\\w.-]+")), QStringLiteral("-"));
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export result"), QDir(m_lastDir).filePath(name + QStringLiteral(".json")),
        tr("Benchwire result (*.json)"));
    if (path.isEmpty()) return;
    m_lastDir = QFileInfo(path).absolutePath();
    QString error;
    if (!exportRun(r->id, path, error)) showNotice(error);
}

void HistoryPanel::onCompare()
{
    const QList<qint64> ids = selectedIds();
    if (ids.size() < kMinCompare || ids.size() > kMaxCompare) return;
    emit compareRequested(documents(ids));
}

} // namespace bw::ui
