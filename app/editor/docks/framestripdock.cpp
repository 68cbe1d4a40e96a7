// SPDX-License-Identifier: MIT
#include "framestripdock.h"

#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/canvas/framerenderer.h"

#include <QAction>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPainter>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace hitmask {

namespace {
constexpr int kThumb = 56;

} // namespace

FrameStripDock::FrameStripDock(QWidget* parent)
    : QDockWidget(tr("Frames"), parent)
    , list_(new QListWidget(this))
    , playback_(new QTimer(this)) {
    setObjectName(QStringLiteral("frameStrip"));
    list_->setViewMode(QListView::IconMode);
    list_->setFlow(QListView::LeftToRight);
    list_->setWrapping(false);
    list_->setMovement(QListView::Static);
    list_->setIconSize(QSize(kThumb, kThumb));
    list_->setFixedHeight(kThumb + 48);
    auto* body = new QWidget(this);
    auto* layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* playButton = new QToolButton(body);
    layout->addWidget(playButton);
    layout->addWidget(list_, 1);
    setWidget(body);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            emit frameSelected(row);
    });
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
    play_ = new QAction(tr("&Play Frames"), this);
    play_->setCheckable(true);
    play_->setShortcut(QKeySequence(Qt::Key_P));
    play_->setToolTip(tr("Play the frames in a loop, each for its duration (%1 ms when the file "
                         "gives none)")
                          .arg(QLocale().toString(Frame::kDefaultDurationMs)));
    connect(play_, &QAction::toggled, this, &FrameStripDock::setPlaying);
    playButton->setDefaultAction(play_);
    playback_->setSingleShot(true);
    connect(playback_, &QTimer::timeout, this, [this] {
        step(1);
        scheduleNext();
    });
    setPlaying(false);
}

bool FrameStripDock::isPlaying() const {
    return playback_->isActive();
}

void FrameStripDock::setPlaying(bool playing) {
    // Nothing to play with fewer than two frames.
    playing = playing && list_->count() > 1;
    if (playing)
        scheduleNext();
    else
        playback_->stop();
    const QSignalBlocker quiet(play_);
    play_->setChecked(playing);
    play_->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

QList<QAction*> FrameStripDock::stepActions() const {
    return {previous_, next_, first_, last_, play_};
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

void FrameStripDock::followCanvas(const CanvasView* canvas) {
    if (canvas_)
        disconnect(canvas_, nullptr, this, nullptr);
    canvas_ = canvas;
    if (canvas_) {
        connect(canvas_, &CanvasView::channelChanged, this, &FrameStripDock::refreshThumbnails);
        connect(canvas_, &CanvasView::overlayOpacityChanged, this,
                &FrameStripDock::refreshThumbnails);
    }
    refreshThumbnails();
}

int FrameStripDock::channelIndex() const {
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    return sprite && canvas_ ? std::max(0, sprite->channelIndex(canvas_->channelId())) : 0;
}

QPixmap FrameStripDock::thumbnail(const Frame& frame) const {
    QPixmap pixmap(kThumb, kThumb);
    pixmap.fill(QColor(0x55, 0x55, 0x55));
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!sprite || frame.image.isNull())
        return pixmap;
    RenderStyle style = channelStyle(*sprite, frame, channelIndex(), maskColor_);
    if (canvas_)
        style.overlayOpacity = canvas_->overlayOpacity();
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
    if (!sprite)
        return;
    maskColor_ = maskColorFor(*sprite, channelIndex());
    for (int i = 0; i < list_->count() && std::size_t(i) < sprite->frames().size(); ++i)
        list_->item(i)->setIcon(QIcon(thumbnail(sprite->frames()[std::size_t(i)])));
}

void FrameStripDock::setSprite(int spriteId) {
    spriteId_ = spriteId;
    rebuild();
}

int FrameStripDock::currentFrame() const {
    return list_->currentRow();
}

int FrameStripDock::currentFrameId() const {
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(Qt::UserRole).toInt() : -1;
}

void FrameStripDock::rebuild() {
    // Keep showing the same frame (by id) when the frames change around it.
    const int keepId = currentFrameId();
    const QSignalBlocker quiet(list_);
    list_->clear();
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!sprite) {
        setPlaying(false);
        return;
    }
    maskColor_ = maskColorFor(*sprite, channelIndex());
    int row = 0;
    for (std::size_t i = 0; i < sprite->frames().size(); ++i) {
        const Frame& frame = sprite->frames()[i];
        const QString duration = frame.durationMs > 0
                                     ? tr("%1 ms").arg(QLocale().toString(frame.durationMs))
                                     : QString();
        auto* item = new QListWidgetItem(
            QIcon(thumbnail(frame)),
            duration.isEmpty() ? QLocale().toString(qulonglong(i + 1))
                               : tr("%1 · %2").arg(QLocale().toString(qulonglong(i + 1)), duration),
            list_);
        item->setData(Qt::UserRole, frame.id);
        QString tip = tr("Frame %1: %2 x %3")
                          .arg(QLocale().toString(qulonglong(i + 1)))
                          .arg(QLocale().toString(frame.width()))
                          .arg(QLocale().toString(frame.height()));
        if (!frame.rect.isEmpty())
            tip += QLatin1Char(' ') + tr("from %1, %2 of the image")
                                          .arg(QLocale().toString(frame.rect.x()))
                                          .arg(QLocale().toString(frame.rect.y()));
        tip += QLatin1Char(' ') +
               tr("shown for %1 ms").arg(QLocale().toString(frame.playDurationMs()));
        item->setToolTip(tip);
        if (frame.id == keepId)
            row = int(i);
    }
    list_->setCurrentRow(row);
    if (list_->count() < 2)
        setPlaying(false);
    emit frameSelected(row);
}

void FrameStripDock::refreshThumbnail(int index) {
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    if (!sprite || index < 0 || std::size_t(index) >= sprite->frames().size() ||
        index >= list_->count())
        return;
    list_->item(index)->setIcon(QIcon(thumbnail(sprite->frames()[std::size_t(index)])));
}

void FrameStripDock::scheduleNext() {
    const Sprite* sprite = document_ ? document_->sprite(spriteId_) : nullptr;
    const int row = list_->currentRow();
    if (!sprite || row < 0 || std::size_t(row) >= sprite->frames().size())
        return;
    playback_->start(sprite->frames()[std::size_t(row)].playDurationMs());
}

void FrameStripDock::step(int delta) {
    const int count = list_->count();
    if (count == 0)
        return;
    list_->setCurrentRow(((list_->currentRow() + delta) % count + count) % count);
}

} // namespace hitmask
