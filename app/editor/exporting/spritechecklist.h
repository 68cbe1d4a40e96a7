// SPDX-License-Identifier: MIT
// The export dialog's sprites to tick, for projects of many: a filter over the list (the
// sprite list's rule), "N of M" while it filters, and All / None for the rows shown.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace hitmask {

class SpriteChecklist final : public QWidget {
    Q_OBJECT

public:
    explicit SpriteChecklist(QWidget* parent = nullptr);

    // A row: `label` shown, `path` (from the project's folder) read by the filter too, and
    // `key` kept as the item's Qt::UserRole for the caller.
    void addSprite(const QString& label, const QString& path, const QString& key);

    QListWidget* list() const { return list_; }
    QLineEdit* filterBox() const { return filter_; }
    QLabel* countLabel() const { return count_; }
    QPushButton* allButton() const { return all_; }
    QPushButton* noneButton() const { return none_; }

    // Ticks (or unticks) the rows the filter shows; the hidden keep their ticks.
    void tickShown(bool ticked);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFilter();
    void showCount();

    QLineEdit* filter_;
    QLabel* count_;
    QListWidget* list_;
    QPushButton* all_;
    QPushButton* none_;
    int shown_ = 0; // rows the filter shows
};

} // namespace hitmask
