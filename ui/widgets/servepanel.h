// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QAbstractItemModel;
class QLabel;
class QTableView;
class QVBoxLayout;

namespace bw::ui {

// The Serve area under the port, shown while this app serves: the addresses to type on the
// other machine, and what the server is doing (waiting, serving a test, the last outcome).
// Further status lines with an action (the port's firewall state) go in with addStatusRow.
class ServePanel : public QFrame
{
    Q_OBJECT
public:
    explicit ServePanel(QWidget* parent = nullptr);

    void setServing(bool serving, const QString& addresses);
    void setTestStatus(const QString& text);
    // Serve mode with several clients at once: their table (ServedClientsModel), shown while
    // `shown` and the model has rows.
    void setClientsModel(QAbstractItemModel* model);
    void showClients(bool shown);
    QTableView* clientsView() const { return m_clients; }
    // One line of state and the button that acts on it, below the others.
    void addStatusRow(QWidget* statusLine, QWidget* button);

private:
    QVBoxLayout* m_layout = nullptr;
    QLabel* m_addresses = nullptr;
    QLabel* m_testStatus = nullptr;
    QTableView* m_clients = nullptr;
    bool m_clientsShown = false;
};

} // namespace bw::ui
