// SPDX-License-Identifier: MIT
// The status bar's passing messages: one line that fits beside the readouts (cut short
// with an ellipsis when even that is too long), the whole wording and any details in the
// bar's tooltip while the message shows.
#pragma once

#include <QObject>
#include <QString>

class QStatusBar;

namespace hitmask {

class StatusNotice final : public QObject {
    Q_OBJECT

public:
    static constexpr int kTimeoutMs = 10000;

    explicit StatusNotice(QStatusBar* bar);

    void show(const QString& text) { showWithDetails(text, {}); }
    void showWithDetails(const QString& text, const QString& details);

private:
    // The width the bar leaves its message: left of the first widget shown on it.
    int messageRoom() const;

    QStatusBar* bar_;
    QString shown_;
};

} // namespace hitmask
