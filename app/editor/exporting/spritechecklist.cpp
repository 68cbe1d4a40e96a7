// SPDX-License-Identifier: MIT
#include "spritechecklist.h"

#include "editor/spritematch.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace hitmask {

namespace {

constexpr int kChecklistPathRole = Qt::UserRole + 1; // what the filter reads besides the label

} // namespace

SpriteChecklist::SpriteChecklist(QWidget* parent)
    : QWidget(parent)
    , filter_(new QLineEdit)
    , count_(new QLabel)
    , list_(new QListWidget)
    , all_(new QPushButton(tr("&All")))
    , none_(new QPushButton(tr("N&one"))) {
    filter_->setObjectName(QStringLiteral("spriteFilter"));
    list_->setObjectName(QStringLiteral("exportSprites"));
    filter_->setPlaceholderText(tr("Filter by name or folder"));
    filter_->setToolTip(tr("Shows the sprites whose name or folder holds this text (Ctrl+F; "
                           "Escape clears it); ticks stay as they are"));
    filter_->setClearButtonEnabled(true);
    filter_->installEventFilter(this);
    all_->setToolTip(tr("Tick every sprite shown"));
    none_->setToolTip(tr("Untick every sprite shown"));
    count_->hide();

    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(filter_, 1);
    filterRow->addWidget(count_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(all_);
    buttons->addWidget(none_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filterRow);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);

    connect(filter_, &QLineEdit::textChanged, this, &SpriteChecklist::applyFilter);
    connect(all_, &QPushButton::clicked, this, [this] { tickShown(true); });
    connect(none_, &QPushButton::clicked, this, [this] { tickShown(false); });
}

void SpriteChecklist::addSprite(const QString& label, const QString& path, const QString& key) {
    auto* item = new QListWidgetItem(label, list_);
    item->setData(Qt::UserRole, key);
    item->setData(kChecklistPathRole, path);
    item->setToolTip(path);
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
    // Only the new row is matched: adding many rows stays linear.
    const bool match = spriteMatches(filter_->text(), label, path);
    item->setHidden(!match);
    shown_ += match ? 1 : 0;
    showCount();
}

void SpriteChecklist::tickShown(bool ticked) {
    for (int row = 0; row < list_->count(); ++row)
        if (QListWidgetItem* item = list_->item(row); !item->isHidden())
            item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
}

bool SpriteChecklist::eventFilter(QObject* watched, QEvent* event) {
    // Escape empties the filter first; only an empty filter lets the dialog have it.
    if (watched == filter_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && !filter_->text().isEmpty()) {
        filter_->clear();
        return true;
    }
    if (watched == filter_ && event->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && !filter_->text().isEmpty()) {
        event->accept(); // Escape is the filter's, not the dialog's Cancel
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void SpriteChecklist::applyFilter() {
    shown_ = 0;
    for (int row = 0; row < list_->count(); ++row) {
        QListWidgetItem* item = list_->item(row);
        const bool match =
            spriteMatches(filter_->text(), item->text(), item->data(kChecklistPathRole).toString());
        item->setHidden(!match);
        shown_ += match ? 1 : 0;
    }
    showCount();
}

void SpriteChecklist::showCount() {
    count_->setVisible(!filter_->text().trimmed().isEmpty());
    count_->setText(
        tr("%1 of %2").arg(QLocale().toString(shown_), QLocale().toString(list_->count())));
}

} // namespace hitmask
