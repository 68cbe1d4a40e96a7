// SPDX-License-Identifier: MIT
#include "spritelistdock.h"

#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/editfocus.h"
#include "editor/spritematch.h"

#include <QAction>
#include <QCollator>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace hitmask {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;  // its place in the project
constexpr int kPathRole = Qt::UserRole + 2;   // what the filter reads besides the label
constexpr int kFolderRole = Qt::UserRole + 3; // what the sorts read
constexpr int kNameRole = Qt::UserRole + 4;
constexpr int kHeaderRole = Qt::UserRole + 5; // a folder's name over its sprites

bool isHeader(const QListWidgetItem* item) {
    return item->data(kHeaderRole).toBool();
}

const QString kSortKey = QStringLiteral("spriteList/sort");

} // namespace

SpriteListDock::SpriteListDock(QWidget* parent)
    : QDockWidget(tr("Sprites"), parent)
    , list_(new QListWidget)
    , filter_(new QLineEdit)
    , count_(new QLabel)
    , sort_(new QComboBox)
    , find_(new QAction(tr("&Find Sprite"), this)) {
    setObjectName(QStringLiteral("SpritesDock"));
    list_->setIconSize(QSize(kThumb, kThumb));
    list_->setUniformItemSizes(true);
    // Ctrl and Shift choose more sprites, which the Sprite menu's edits and a physics or
    // mask rule edit then change together.
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    list_->installEventFilter(this);
    filter_->setPlaceholderText(tr("Filter by name or folder"));
    filter_->setClearButtonEnabled(true);
    filter_->setToolTip(tr("Shows the sprites whose name or folder holds this text "
                           "(Ctrl+F; Escape clears it)"));
    filter_->installEventFilter(this);
    count_->setObjectName(QStringLiteral("spriteCount"));
    count_->hide();
    sort_->addItem(tr("Project order"), int(Sort::Project));
    sort_->addItem(tr("By name"), int(Sort::Name));
    sort_->addItem(tr("By folder"), int(Sort::Folder));
    sort_->setToolTip(tr("How the list is ordered; the project keeps its own order"));
    // Ctrl+F where the keyboard is in the dock; the Sprite menu offers it too.
    find_->setShortcut(QKeySequence::Find);
    find_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(find_);
    auto* add = new QToolButton;
    add->setText(tr("Add..."));
    add->setToolTip(tr("Add sprite images to the project"));
    auto* remove = new QToolButton;
    remove->setText(tr("Remove"));
    remove->setToolTip(tr("Remove the selected sprites from the project (Delete)"));
    auto* top = new QHBoxLayout;
    top->addWidget(filter_, 1);
    top->addWidget(count_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    buttons->addWidget(sort_);
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2); // every pixel of the column that can be a row of sprites is one
    layout->addLayout(top);
    layout->addWidget(list_);
    layout->addLayout(buttons);
    setWidget(body);

    connect(list_, &QListWidget::currentRowChanged, this,
            [this] { emit currentSpriteChanged(currentSpriteId()); });
    connect(list_, &QListWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        if (contextMenu_)
            contextMenu_->popup(list_->viewport()->mapToGlobal(at));
    });
    connect(add, &QToolButton::clicked, this, &SpriteListDock::addRequested);
    connect(remove, &QToolButton::clicked, this, &SpriteListDock::removeRequested);
    connect(filter_, &QLineEdit::textChanged, this, &SpriteListDock::applyFilter);
    connect(find_, &QAction::triggered, this, [this] {
        show();
        raise();
        filter_->setFocus(Qt::ShortcutFocusReason);
        filter_->selectAll();
    });
    setSort(Sort(QSettings().value(kSortKey, int(Sort::Project)).toInt()));
    connect(sort_, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(kSortKey, sort_->currentData().toInt());
        order();
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
        // A new rule or art changes one row's picture: an edit of forty sprites redraws
        // forty thumbnails, not forty lists of them.
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            const Sprite* sprite = document_->sprite(id);
            for (int row = 0; row < list_->count(); ++row)
                if (sprite && list_->item(row)->data(kIdRole).toInt() == id)
                    showArt(list_->item(row), *sprite);
        });
        // Paths are read from the project's folder, which a first save gives.
        connect(document_, &ProjectDocument::filePathChanged, this, &SpriteListDock::rebuild);
    }
    rebuild();
    if (list_->count() > 0)
        list_->setCurrentRow(0);
}

int SpriteListDock::currentSpriteId() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(kIdRole).toInt() : -1;
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
        if (list_->item(row)->isSelected() && !list_->item(row)->isHidden())
            ids.append(list_->item(row)->data(kIdRole).toInt());
    return ids;
}

void SpriteListDock::selectSprite(int id) {
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->data(kIdRole).toInt() == id) {
            // A sprite chosen elsewhere (an undo, the canvas) is shown even when the
            // filter left it out.
            if (list_->item(row)->isHidden())
                filter_->clear();
            // Chosen alone: a sprite picked elsewhere (an undo, one just added) is not
            // edited together with the ones chosen before.
            list_->setCurrentRow(row, QItemSelectionModel::ClearAndSelect);
        }
}

void SpriteListDock::setSort(Sort sort) {
    sort_->setCurrentIndex(std::max(0, sort_->findData(int(sort))));
}

bool SpriteListDock::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride)
        return QDockWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = key->modifiers() == Qt::NoModifier;
    // Delete in the list removes sprites, not the mask's pixels (Edit > Clear Mask): the
    // list takes the key before the window's shortcut does.
    if (watched == list_ && plain && key->key() == Qt::Key_Delete) {
        event->accept();
        if (event->type() == QEvent::KeyPress)
            emit removeRequested();
        return true;
    }
    if (watched == filter_ && plain && key->key() == Qt::Key_Escape) {
        event->accept();
        if (event->type() == QEvent::KeyPress) {
            filter_->clear();
            list_->setFocus(Qt::OtherFocusReason);
        }
        return true;
    }
    // Down or Enter in the filter goes on to the sprites it left.
    if (watched == filter_ && event->type() == QEvent::KeyPress &&
        (key->key() == Qt::Key_Down || key->key() == Qt::Key_Return ||
         key->key() == Qt::Key_Enter)) {
        list_->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return QDockWidget::eventFilter(watched, event);
}

QString SpriteListDock::pathOf(const Sprite& sprite) const {
    if (!document_ || document_->filePath().isEmpty())
        return QDir::toNativeSeparators(sprite.path());
    return QDir::toNativeSeparators(
        QFileInfo(document_->filePath()).absoluteDir().relativeFilePath(sprite.path()));
}

void SpriteListDock::applyFilter() {
    const QString text = filter_->text().trimmed();
    int shown = 0;
    const int current = list_->currentRow();
    int sprites = 0;
    for (int row = 0; row < list_->count(); ++row) {
        QListWidgetItem* item = list_->item(row);
        if (isHeader(item))
            continue;
        ++sprites;
        const bool match = spriteMatches(text, item->text(), item->data(kPathRole).toString());
        item->setHidden(!match);
        // What the list hides is not chosen: an edit of the chosen sprites never reaches
        // sprites out of sight.
        if (!match && item->isSelected())
            item->setSelected(false);
        shown += match ? 1 : 0;
    }
    // A folder's name shows while one of its sprites does.
    bool below = false;
    for (int row = list_->count() - 1; row >= 0; --row) {
        QListWidgetItem* item = list_->item(row);
        if (isHeader(item))
            item->setHidden(!std::exchange(below, false));
        else
            below = below || !item->isHidden();
    }
    // The sprite on the canvas is one the list shows: when it left, the first chosen one
    // still shown (the choice stays as it is), else the first match.
    if (current >= 0 && list_->item(current)->isHidden()) {
        const auto first = [this](bool chosen) {
            for (int row = 0; row < list_->count(); ++row)
                if (!list_->item(row)->isHidden() && !isHeader(list_->item(row)) &&
                    (!chosen || list_->item(row)->isSelected()))
                    return row;
            return -1;
        };
        if (const int row = first(true); row >= 0)
            list_->setCurrentRow(row, QItemSelectionModel::NoUpdate);
        else if (const int any = first(false); any >= 0)
            list_->setCurrentRow(any);
    }
    count_->setVisible(!text.isEmpty());
    count_->setText(tr("%L1 of %L2").arg(shown).arg(sprites));
}

void SpriteListDock::order() {
    QList<QListWidgetItem*> items;
    const int current = currentSpriteId();
    QList<int> selected;
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->isSelected())
            selected << list_->item(row)->data(kIdRole).toInt();
    {
        const QSignalBlocker blocker(list_);
        while (list_->count() > 0) {
            QListWidgetItem* item = list_->takeItem(0);
            if (isHeader(item))
                delete item; // the folders are named again below, for the new order
            else
                items << item;
        }
        QCollator collator;
        collator.setNumericMode(true);
        collator.setCaseSensitivity(Qt::CaseInsensitive);
        const Sort sort = Sort(sort_->currentData().toInt());
        std::stable_sort(items.begin(), items.end(), [&](QListWidgetItem* a, QListWidgetItem* b) {
            if (sort == Sort::Folder) {
                const int folder = collator.compare(a->data(kFolderRole).toString(),
                                                    b->data(kFolderRole).toString());
                if (folder != 0)
                    return folder < 0;
            }
            if (sort != Sort::Project) {
                const int name =
                    collator.compare(a->data(kNameRole).toString(), b->data(kNameRole).toString());
                if (name != 0)
                    return name < 0;
            }
            return a->data(kIndexRole).toInt() < b->data(kIndexRole).toInt();
        });
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QString folder = items[i]->data(kFolderRole).toString();
            if (sort == Sort::Folder && (i == 0 || items[i - 1]->data(kFolderRole) != folder))
                list_->addItem(folderHeader(folder));
            list_->addItem(items[i]);
        }
        for (int row = 0; row < list_->count(); ++row) {
            const int id = list_->item(row)->data(kIdRole).toInt();
            if (id == current)
                list_->setCurrentRow(row, QItemSelectionModel::NoUpdate);
            list_->item(row)->setSelected(selected.contains(id));
        }
    }
    applyFilter(); // the new folder rows, hidden with their sprites
    if (QListWidgetItem* item = list_->currentItem())
        list_->scrollToItem(item);
}

// Not a sprite: the keyboard and the mouse pass over it, and it is never chosen. As tall
// as a sprite's row (the list takes every row's height from its first) and its name in
// line with theirs.
QListWidgetItem* SpriteListDock::folderHeader(const QString& folder) {
    auto* item = new QListWidgetItem(folder.isEmpty() ? tr("Project folder") : folder);
    QPixmap blank(kThumb, kThumb);
    blank.fill(Qt::transparent);
    item->setIcon(QIcon(blank));
    item->setFlags(Qt::NoItemFlags);
    item->setData(kHeaderRole, true);
    item->setData(kIdRole, -1);
    item->setData(kFolderRole, folder);
    QFont bold = item->font();
    bold.setBold(true);
    item->setFont(bold);
    // Readable, not the faint grey of a disabled row: the bold tells it from a sprite.
    item->setForeground(QPalette().color(QPalette::Active, QPalette::Text));
    return item;
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

void SpriteListDock::showArt(QListWidgetItem* item, const Sprite& sprite) {
    item->setIcon(QIcon(thumbnail(sprite)));
    item->setToolTip(QStringLiteral("%1\n%L2 x %L3")
                         .arg(QDir::toNativeSeparators(sprite.path()))
                         .arg(sprite.image().width())
                         .arg(sprite.image().height()));
}

void SpriteListDock::rebuild() {
    const int current = currentSpriteId();
    const QList<int> selected = selectedSpriteIds();
    QSignalBlocker blocker(list_);
    list_->clear();
    if (!document_)
        return;
    int index = 0;
    for (const auto& sprite : document_->sprites()) {
        auto* item = new QListWidgetItem(document_->spriteLabel(*sprite));
        showArt(item, *sprite);
        item->setData(kIdRole, sprite->id());
        item->setData(kIndexRole, index++);
        const QString path = pathOf(*sprite);
        item->setData(kPathRole, path);
        item->setData(kFolderRole,
                      path.left(std::max(0, int(path.lastIndexOf(QDir::separator())))));
        item->setData(kNameRole, sprite->name());
        list_->addItem(item);
    }
    order();
    selectSprite(current);
    // A rebuilt list keeps the sprites chosen with the current one.
    for (int row = 0; row < list_->count(); ++row)
        if (selected.contains(list_->item(row)->data(kIdRole).toInt()) &&
            !list_->item(row)->isHidden())
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
