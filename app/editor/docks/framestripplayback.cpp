// SPDX-License-Identifier: MIT
#include "framestripplayback.h"

#include "document/sprite.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QListWidget>
#include <QStyle>
#include <QTimer>

// The strings here are the frame strip's, as the user sees them, so they keep its
// translation context.

namespace hitmask {

namespace {
// A tag's frames as the strip numbers them (from 1), and whether they all exist now.
QString tagText(const FrameAnimation& tag, int frames) {
    const QString range =
        QCoreApplication::translate("hitmask::FrameStripDock", "%1–%2")
            .arg(QLocale().toString(tag.from + 1), QLocale().toString(tag.to + 1));
    return tag.to < frames ? QCoreApplication::translate("hitmask::FrameStripDock", "%1 (%2)")
                                 .arg(tag.name, range)
                           : QCoreApplication::translate("hitmask::FrameStripDock",
                                                         "%1 (%2, past the last frame)")
                                 .arg(tag.name, range);
}
} // namespace

FrameStripPlayback::FrameStripPlayback(QListWidget* list, std::function<const Sprite*()> sprite,
                                       QWidget* dock)
    : QObject(dock)
    , list_(list)
    , sprite_(std::move(sprite))
    , dock_(dock)
    , tags_(new QComboBox(dock))
    , play_(
          new QAction(QCoreApplication::translate("hitmask::FrameStripDock", "&Play Frames"), this))
    , timer_(new QTimer(this)) {
    tags_->setObjectName(QStringLiteral("tags"));
    tags_->setToolTip(QCoreApplication::translate(
        "hitmask::FrameStripDock", "The sprite's tags (named animations): choosing one selects "
                                   "its frames and plays only them"));
    tags_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(tags_, &QComboBox::activated, this, &FrameStripPlayback::chooseTag);
    play_->setCheckable(true);
    play_->setShortcut(QKeySequence(Qt::Key_P));
    play_->setToolTip(QCoreApplication::translate("hitmask::FrameStripDock",
                                                  "Play the frames in a loop, each for its "
                                                  "duration (%1 ms when the file gives none)")
                          .arg(QLocale().toString(Frame::kDefaultDurationMs)));
    connect(play_, &QAction::toggled, this, &FrameStripPlayback::setPlaying);
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, [this] {
        // Within a tag its frames stay selected; otherwise the highlight follows.
        list_->setCurrentRow(nextPlayed(list_->currentRow()),
                             tags_->currentIndex() > 0 ? QItemSelectionModel::NoUpdate
                                                       : QItemSelectionModel::ClearAndSelect);
        scheduleNext();
    });
    setPlaying(false);
}

bool FrameStripPlayback::isPlaying() const {
    return timer_->isActive();
}

void FrameStripPlayback::setPlaying(bool playing) {
    // Nothing to play with fewer than two frames.
    playing = playing && list_->count() > 1;
    backwards_ = false;
    if (playing)
        scheduleNext();
    else
        timer_->stop();
    const QSignalBlocker quiet(play_);
    play_->setChecked(playing);
    play_->setIcon(
        dock_->style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void FrameStripPlayback::rebuildTags() {
    const Sprite* sprite = sprite_();
    const int chosen = tags_->currentIndex();
    const QSignalBlocker quiet(tags_);
    tags_->clear();
    tags_->addItem(QCoreApplication::translate("hitmask::FrameStripDock", "All frames"));
    if (sprite)
        for (const FrameAnimation& tag : sprite->tags())
            tags_->addItem(tagText(tag, int(sprite->frames().size())));
    // The same tag while the frames change under it (its index stays).
    tags_->setCurrentIndex(chosen > 0 && chosen < tags_->count() ? chosen : 0);
    tags_->setVisible(tags_->count() > 1);
}

void FrameStripPlayback::scheduleNext() {
    const Sprite* sprite = sprite_();
    const int row = list_->currentRow();
    if (!sprite || row < 0 || std::size_t(row) >= sprite->frames().size())
        return;
    timer_->start(sprite->frames()[std::size_t(row)].playDurationMs());
}

int FrameStripPlayback::nextPlayed(int row) {
    const Sprite* sprite = sprite_();
    const int count = list_->count();
    const int tag = tags_->currentIndex() - 1;
    if (!sprite || tag < 0 || tag >= sprite->tags().size() || sprite->tags()[tag].from >= count)
        return count > 0 ? (row + 1) % count : -1;
    // Within the tag's frames that exist now.
    const FrameAnimation& t = sprite->tags()[tag];
    const int from = t.from;
    const int to = std::min(t.to, count - 1);
    if (row < from || row > to)
        return t.direction == QLatin1String("reverse") ? to : from;
    if (t.direction == QLatin1String("reverse"))
        return row > from ? row - 1 : to;
    if (t.direction == QLatin1String("pingpong") && from < to) {
        if ((backwards_ && row == from) || (!backwards_ && row == to))
            backwards_ = !backwards_;
        return backwards_ ? row - 1 : row + 1;
    }
    return row < to ? row + 1 : from;
}

void FrameStripPlayback::chooseTag(int index) {
    const Sprite* sprite = sprite_();
    tags_->setCurrentIndex(index);
    backwards_ = false;
    const int tag = index - 1;
    if (!sprite || tag < 0 || tag >= sprite->tags().size())
        return;
    const FrameAnimation& t = sprite->tags()[tag];
    const int to = std::min(t.to, list_->count() - 1);
    if (t.from > to)
        return; // every frame of the tag is past the last one
    list_->setCurrentRow(t.from, QItemSelectionModel::ClearAndSelect);
    for (int row = t.from + 1; row <= to; ++row)
        list_->item(row)->setSelected(true);
}

} // namespace hitmask
