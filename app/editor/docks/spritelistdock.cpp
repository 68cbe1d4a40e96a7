// SPDX-License-Identifier: MIT
#include "spritelistdock.h"

#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/editfocus.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitmask {

SpriteListDock::SpriteListDock(QWidget* parent)
    : QDockWidget(tr("Sprites"), parent)
    , list_(new QListWidget) {
    setObjectName(QStringLiteral("SpritesDock"));
    list_->setIconSize(QSize(kThumb, kThumb));
    list_->setUniformItemSizes(true);
    // Ctrl and Shift choose more sprites, whose same-named channels a physics edit sets too.
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto* add = new QToolButton;
    add->setText(tr("Add..."));
    add->setToolTip(tr("Add sprite images to the project"));
    auto* remove = new QToolButton;
    remove->setText(tr("Remove"));
    remove->setToolTip(tr("Remove the selected sprite from the project"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(list_);
    layout->addLayout(buttons);
    setWidget(body);

    connect(list_, &QListWidget::currentRowChanged, this,
            [this] { emit currentSpriteChanged(currentSpriteId()); });
    connect(add, &QToolButton::clicked, this, &SpriteListDock::addRequested);
    connect(remove, &QToolButton::clicked, this, [this] {
        if (currentSpriteId() >= 0)
            emit removeRequested(currentSpriteId());
    });
}

void SpriteListDock::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    if (document_) {
        connect(document_, &ProjectDocument::spriteAdded, this, [this](int id) {
            rebuild();
            selectSprite(id);
        });
        connect(document_, &ProjectDocument::spriteRemoved, this, &SpriteListDock::rebuild);
        connect(document_, &ProjectDocument::spriteRebuilt, this, &SpriteListDock::rebuild);
    }
    rebuild();
    if (list_->count() > 0)
        list_->setCurrentRow(0);
}

int SpriteListDock::currentSpriteId() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toInt() : -1;
}

void SpriteListDock::follow(EditFocus* focus) {
    connect(focus, &EditFocus::placeChanged, this, [this, focus] {
        if (focus->spriteId() >= 0 && focus->spriteId() != currentSpriteId())
            selectSprite(focus->spriteId());
    });
    connect(list_, &QListWidget::itemSelectionChanged, focus,
            [this, focus] { focus->setSelectedSprites(selectedSpriteIds()); });
}

QList<int> SpriteListDock::selectedSpriteIds() const {
    QList<int> ids;
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->isSelected())
            ids.append(list_->item(row)->data(Qt::UserRole).toInt());
    return ids;
}

void SpriteListDock::selectSprite(int id) {
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->data(Qt::UserRole).toInt() == id)
            list_->setCurrentRow(row);
}

// Every row alike: the first frame (a strip's icon is one of its frames, not a line of
// them), scaled to fit a square of kThumb pixels and centred in it.
QPixmap SpriteListDock::thumbnail(const Sprite& sprite) {
    const QImage& art = sprite.frames().empty() ? sprite.image() : sprite.frames().front().image;
    QPixmap square(kThumb, kThumb);
    square.fill(Qt::transparent);
    if (art.isNull())
        return square;
    QImage icon = art.scaled(kThumb, kThumb, Qt::KeepAspectRatio, Qt::FastTransformation);
    clearHiddenPixels(icon, colorKeyOf(sprite.settings()));
    QPainter painter(&square);
    painter.drawImage(QPoint((kThumb - icon.width()) / 2, (kThumb - icon.height()) / 2), icon);
    return square;
}

void SpriteListDock::rebuild() {
    const int current = currentSpriteId();
    const QList<int> selected = selectedSpriteIds();
    QSignalBlocker blocker(list_);
    list_->clear();
    if (!document_)
        return;
    for (const auto& sprite : document_->sprites()) {
        auto* item =
            new QListWidgetItem(QIcon(thumbnail(*sprite)), document_->spriteLabel(*sprite));
        item->setData(Qt::UserRole, sprite->id());
        item->setToolTip(QStringLiteral("%1\n%L2 x %L3")
                             .arg(sprite->path())
                             .arg(sprite->image().width())
                             .arg(sprite->image().height()));
        list_->addItem(item);
    }
    selectSprite(current);
    // A rebuilt list keeps the sprites chosen with the current one.
    for (int row = 0; row < list_->count(); ++row)
        if (selected.contains(list_->item(row)->data(Qt::UserRole).toInt()))
            list_->item(row)->setSelected(true);
    if (list_->currentRow() < 0 && list_->count() > 0) {
        list_->setCurrentRow(0);
        blocker.unblock();
        emit currentSpriteChanged(currentSpriteId());
    } else if (list_->count() == 0) {
        emit currentSpriteChanged(-1);
    }
}

} // namespace hitmask
