// SPDX-License-Identifier: MIT
#include "framestripdock.h"

#include "document/commands/framecommands.h"
#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/editfocus.h"
#include "editor/framepropertiesdialog.h"
#include "framestripplayback.h"

#include <QAction>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPainter>
#include <QToolButton>

namespace hitmask {

namespace {
constexpr int kThumb = 56;
} // namespace

FrameStripDock::FrameStripDock(QWidget* parent)
    : QDockWidget(tr("Frames"), parent)
    , list_(new QListWidget(this))
    , playback_(new FrameStripPlayback(
          list_, [this] { return sprite(); }, this)) {
    setObjectName(QStringLiteral("frameStrip"));
    list_->setViewMode(QListView::IconMode);
    list_->setFlow(QListView::LeftToRight);
    list_->setWrapping(false);
    list_->setMovement(QListView::Static);
    list_->setIconSize(QSize(kThumb, kThumb));
    list_->setFixedHeight(kThumb + 48);
    // Room for the longest label a frame usually has, so that labels never overlap.
    const QString widest =
        tr("%1 · %2").arg(QLocale().toString(999), tr("%1 ms*").arg(QLocale().toString(9999)));
    list_->setGridSize(
        QSize(std::max(kThumb, list_->fontMetrics().horizontalAdvance(widest)) + 12, kThumb + 24));
    list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    list_->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* body = new QWidget(this);
    auto* layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* side = new QVBoxLayout;
    auto* playButton = new QToolButton(body);
    side->addWidget(playButton);
    side->addWidget(playback_->tagBox());
    side->addStretch();
    layout->addLayout(side);
    layout->addWidget(list_, 1);
    setWidget(body);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            emit frameSelected(row);
    });
    connect(list_, &QListWidget::itemDoubleClicked, this, &FrameStripDock::editProperties);
    auto makeAction = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    // Aseprite's keys.
    previous_ =
        makeAction(tr("&Previous Frame"), QKeySequence(Qt::Key_Comma), [this] { step(-1); });
    next_ = makeAction(tr("&Next Frame"), QKeySequence(Qt::Key_Period), [this] { step(1); });
    first_ = makeAction(tr("F&irst Frame"), QKeySequence(Qt::Key_Home),
                        [this] { list_->setCurrentRow(list_->count() > 0 ? 0 : -1); });
    last_ = makeAction(tr("&Last Frame"), QKeySequence(Qt::Key_End),
                       [this] { list_->setCurrentRow(list_->count() - 1); });
    properties_ = new QAction(tr("Frame &Properties..."), this);
    properties_->setObjectName(QStringLiteral("frameProperties"));
    properties_->setToolTip(tr("Set the duration and origin of the selected frames"));
    connect(properties_, &QAction::triggered, this, &FrameStripDock::editProperties);
    resetProperties_ = new QAction(tr("Use the File's Duration and Origin"), this);
    resetProperties_->setObjectName(QStringLiteral("resetFrameProperties"));
    connect(resetProperties_, &QAction::triggered, this, &FrameStripDock::resetProperties);
    list_->addAction(properties_);
    list_->addAction(resetProperties_);
    playButton->setDefaultAction(playback_->playAction());
}

bool FrameStripDock::isPlaying() const {
    return playback_->isPlaying();
}

QAction* FrameStripDock::playAction() const {
    return playback_->playAction();
}

QComboBox* FrameStripDock::tagBox() const {
    return playback_->tagBox();
}

QList<QAction*> FrameStripDock::stepActions() const {
    return {previous_, next_, first_, last_, playback_->playAction()};
}

void FrameStripDock::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    spriteId_ = -1;
    if (document_) {
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            if (id == spriteId_)
                rebuild();
        });
        connect(document_, &ProjectDocument::maskChanged, this,
                [this](int id, int frame, const QRect&) {
                    if (id == spriteId_)
                        refreshThumbnail(frame);
                });
        connect(document_, &ProjectDocument::framePropertiesChanged, this, [this](int id) {
            if (id == spriteId_)
                for (int row = 0; row < list_->count(); ++row)
                    refreshLabel(row);
        });
        connect(document_, &ProjectDocument::spriteRemoved, this, [this](int id) {
            if (id == spriteId_)
                setSprite(-1);
        });
        // A channel's colour or visibility changed, or the channel on top is another.
        connect(document_, &ProjectDocument::channelsChanged, this, [this](int id) {
            if (id == spriteId_)
                refreshThumbnails();
        });
    }
    rebuild();
}

void FrameStripDock::follow(const EditFocus* focus, const ViewOptions* view) {
    if (focus_)
        disconnect(focus_, nullptr, this, nullptr);
    if (view_)
        disconnect(view_, nullptr, this, nullptr);
    focus_ = focus;
    view_ = view;
    if (focus_)
        // Only another channel redraws them: stepping through the frames must stay cheap.
        connect(focus_, &EditFocus::placeChanged, this, [this] {
            if (focus_->channelId() != drawnChannelId_)
                refreshThumbnails();
            // A frame brought into focus elsewhere (an undo, a flagged pixel).
            const int frame = focus_->frameIndex();
            if (focus_->spriteId() == spriteId_ && frame != currentFrame() &&
                frame < list_->count())
                list_->setCurrentRow(frame);
        });
    if (view_)
        connect(view_, &ViewOptions::overlayOpacityChanged, this,
                &FrameStripDock::refreshThumbnails);
    refreshThumbnails();
}

int FrameStripDock::channelIndex() const {
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    return sprite && focus_ ? std::max(0, sprite->channelIndex(focus_->channelId())) : 0;
}

QPixmap FrameStripDock::thumbnail(const Frame& frame) const {
    QPixmap pixmap(kThumb, kThumb);
    pixmap.fill(QColor(0x55, 0x55, 0x55));
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!sprite || frame.image.isNull())
        return pixmap;
    RenderStyle style = channelStyle(*sprite, frame, channelIndex());
    if (view_)
        style.overlayOpacity = view_->overlayOpacity();
    // Reduced while rendered, as the canvas reduces (one pixel of each block), so a 4096²
    // frame costs what a thumbnail does; then fitted into the square.
    const int step = std::max(1, std::max(frame.width(), frame.height()) / kThumb);
    const QImage art = renderFrame(frame, QRect(QPoint(0, 0), frame.size()), style, step);
    QPainter painter(&pixmap);
    const QImage fitted = art.scaled(kThumb, kThumb, Qt::KeepAspectRatio, Qt::FastTransformation);
    painter.drawImage((kThumb - fitted.width()) / 2, (kThumb - fitted.height()) / 2, fitted);
    return pixmap;
}

void FrameStripDock::refreshThumbnails() {
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    drawnChannelId_ = focus_ ? focus_->channelId() : 0;
    if (!sprite)
        return;
    for (int i = 0; i < list_->count() && std::size_t(i) < sprite->frames().size(); ++i)
        list_->item(i)->setIcon(QIcon(thumbnail(sprite->frames()[std::size_t(i)])));
}

void FrameStripDock::setSprite(int spriteId) {
    if (spriteId == spriteId_)
        return rebuild();
    spriteId_ = spriteId;
    {
        // Another sprite opens at its first frame: frame ids are per sprite, so the id
        // shown before means nothing in this one.
        const QSignalBlocker quiet(list_);
        list_->clear();
    }
    rebuild();
    playback_->chooseTag(0); // another sprite's tags
}

const Sprite* FrameStripDock::sprite() const {
    return document_ ? document_->sprite(spriteId_) : nullptr;
}

int FrameStripDock::currentFrame() const {
    return list_->currentRow();
}

int FrameStripDock::currentFrameId() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toInt() : -1;
}

QList<int> FrameStripDock::selectedFrameIds() const {
    QList<int> ids;
    for (int row = 0; row < list_->count(); ++row)
        if (list_->item(row)->isSelected() || row == list_->currentRow())
            ids << list_->item(row)->data(Qt::UserRole).toInt();
    return ids;
}

void FrameStripDock::rebuild() {
    // Keep showing the same frame (by id) when the frames change around it.
    const int keepId = currentFrameId();
    const QSignalBlocker quiet(list_);
    list_->clear();
    const Sprite* sprite = this->sprite();
    playback_->rebuildTags();
    if (!sprite) {
        playback_->setPlaying(false);
        return;
    }
    drawnChannelId_ = focus_ ? focus_->channelId() : 0;
    // Another sprite opens at the frame in focus (frame 0 unless an undo chose one).
    int row = keepId < 0 && focus_ && focus_->spriteId() == spriteId_ ? focus_->frameIndex() : 0;
    for (std::size_t i = 0; i < sprite->frames().size(); ++i) {
        const Frame& frame = sprite->frames()[i];
        auto* item = new QListWidgetItem(QIcon(thumbnail(frame)), QString(), list_);
        item->setData(Qt::UserRole, frame.id);
        refreshLabel(int(i));
        if (frame.id == keepId)
            row = int(i);
    }
    list_->setCurrentRow(row);
    if (list_->count() < 2)
        playback_->setPlaying(false);
    emit frameSelected(row);
}

void FrameStripDock::refreshLabel(int row) {
    const Sprite* sprite = this->sprite();
    if (!sprite || row < 0 || std::size_t(row) >= sprite->frames().size() || row >= list_->count())
        return;
    const Frame& frame = sprite->frames()[std::size_t(row)];
    const QString number = QLocale().toString(row + 1);
    const QString duration =
        frame.durationMs <= 0 ? QString() : tr("%1 ms").arg(QLocale().toString(frame.durationMs));
    QListWidgetItem* item = list_->item(row);
    QString text = duration.isEmpty() ? number : tr("%1 · %2").arg(number, duration);
    // A duration or origin set by hand is marked, so the user sees what no longer follows
    // the file.
    if (frame.durationSet || frame.originSet)
        text += QLatin1Char('*');
    item->setText(text);
    // A shorter label does not clear the longer one's pixels by itself.
    list_->viewport()->update();
    QString tip = tr("Frame %1: %2 x %3")
                      .arg(number)
                      .arg(QLocale().toString(frame.width()))
                      .arg(QLocale().toString(frame.height()));
    if (!frame.rect.isEmpty())
        tip += QLatin1Char(' ') + tr("from %1, %2 of the image")
                                      .arg(QLocale().toString(frame.rect.x()))
                                      .arg(QLocale().toString(frame.rect.y()));
    tip += QLatin1Char(' ') + tr("shown for %1 ms").arg(QLocale().toString(frame.playDurationMs()));
    tip += QLatin1Char(' ') + tr("origin %1, %2")
                                  .arg(QLocale().toString(frame.origin.x()))
                                  .arg(QLocale().toString(frame.origin.y()));
    if (frame.durationSet || frame.originSet)
        tip += QLatin1Char(' ') + tr("(* set by hand)");
    item->setToolTip(tip);
}

void FrameStripDock::refreshThumbnail(int index) {
    const Sprite* sprite = this->sprite();
    if (!sprite || index < 0 || std::size_t(index) >= sprite->frames().size() ||
        index >= list_->count())
        return;
    list_->item(index)->setIcon(QIcon(thumbnail(sprite->frames()[std::size_t(index)])));
}

void FrameStripDock::editProperties() {
    FramePropertiesDialog::edit(document_, spriteId_, selectedFrameIds(), this);
}

void FrameStripDock::resetProperties() {
    SetFrameDuration::Values durations;
    SetFrameOrigin::Values origins;
    for (int id : selectedFrameIds()) {
        const Frame* frame = document_ ? document_->frame(spriteId_, id) : nullptr;
        if (frame && frame->durationSet)
            durations.append({id, std::nullopt});
        if (frame && frame->originSet)
            origins.append({id, std::nullopt});
    }
    if (durations.isEmpty() && origins.isEmpty())
        return;
    QUndoStack* stack = document_->undoStack();
    // The action's text without the '&' its menu may have given it.
    stack->beginMacro(resetProperties_->iconText());
    if (!durations.isEmpty())
        stack->push(new SetFrameDuration(document_, spriteId_, durations));
    if (!origins.isEmpty())
        stack->push(new SetFrameOrigin(document_, spriteId_, origins));
    stack->endMacro();
}

void FrameStripDock::step(int delta) {
    const int count = list_->count();
    if (count == 0)
        return;
    list_->setCurrentRow(((list_->currentRow() + delta) % count + count) % count);
}

} // namespace hitmask
