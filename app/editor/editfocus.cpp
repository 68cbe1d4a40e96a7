// SPDX-License-Identifier: MIT
#include "editfocus.h"

#include "document/projectdocument.h"
#include "document/sprite.h"

#include <algorithm>

namespace hitmask {

EditFocus::EditFocus(QObject* parent)
    : QObject(parent) {}

void EditFocus::setDocument(ProjectDocument* document) {
    if (document == document_)
        return;
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    const bool moved = spriteId_ != -1 || frame_ != 0 || channelId_ != 0;
    spriteId_ = -1;
    frame_ = 0;
    channelId_ = 0;
    channelName_.clear();
    channelSpriteId_ = -1; // sprite ids start again in another document
    selected_.clear();
    if (document_) {
        connect(document_, &ProjectDocument::spriteRemoved, this, [this](int id) {
            if (id == spriteId_)
                setSprite(-1);
        });
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            if (id != spriteId_)
                return;
            // Fewer frames (cut again, or a file reloaded): the last one that is left.
            moveTo(spriteId_, frame_, channelId_);
            emit spriteRebuilt();
        });
        connect(document_, &ProjectDocument::channelsChanged, this, [this](int id) {
            if (id != spriteId_)
                return;
            moveTo(spriteId_, frame_, channelFor(sprite()));
            emit channelsChanged();
        });
    }
    emit documentChanged(document_);
    if (moved)
        emit placeChanged();
}

ProjectDocument* EditFocus::document() const {
    return document_;
}

const Sprite* EditFocus::sprite() const {
    return document_ ? document_->sprite(spriteId_) : nullptr;
}

const Frame* EditFocus::frame() const {
    const Sprite* s = sprite();
    if (!s || frame_ < 0 || std::size_t(frame_) >= s->frames().size())
        return nullptr;
    return &s->frames()[std::size_t(frame_)];
}

int EditFocus::channelIndex() const {
    const Sprite* s = sprite();
    return s ? std::max(0, s->channelIndex(channelId_)) : 0;
}

void EditFocus::setSprite(int spriteId, int frame) {
    const Sprite* s = document_ ? document_->sprite(spriteId) : nullptr;
    moveTo(s ? spriteId : -1, frame, channelFor(s));
}

void EditFocus::setFrame(int frame) {
    moveTo(spriteId_, frame, channelId_);
}

void EditFocus::setChannel(int channelId) {
    moveTo(spriteId_, frame_, channelId);
}

QList<int> EditFocus::selectedSprites() const {
    QList<int> ids;
    if (sprite())
        ids.append(spriteId_);
    for (int id : selected_)
        if (document_ && document_->sprite(id) && !ids.contains(id))
            ids.append(id);
    return ids;
}

void EditFocus::setSelectedSprites(const QList<int>& spriteIds) {
    if (spriteIds == selected_)
        return;
    selected_ = spriteIds;
    emit selectionChanged();
}

int EditFocus::channelFor(const Sprite* s) const {
    if (!s)
        return 0;
    if (s->id() == channelSpriteId_ && s->channelById(channelId_))
        return channelId_;
    const int index = s->channelIndexByName(channelName_);
    return index >= 0 ? s->channels()[std::size_t(index)].id : 0;
}

void EditFocus::rememberChannel() {
    const Sprite* s = sprite();
    const Channel* channel = s ? s->channelById(channelId_) : nullptr;
    channelName_ = channel ? channel->name : QString();
    channelSpriteId_ = s ? s->id() : -1;
}

// The one place the place changes: whatever asks, it is made valid here first.
void EditFocus::moveTo(int spriteId, int frame, int channelId) {
    const Sprite* s = document_ ? document_->sprite(spriteId) : nullptr;
    if (!s)
        spriteId = -1;
    const int frames = s ? int(s->frames().size()) : 0;
    frame = frames > 0 ? std::clamp(frame, 0, frames - 1) : 0;
    if (!s || !s->channelById(channelId))
        channelId = 0;
    const bool changed = spriteId != spriteId_ || frame != frame_ || channelId != channelId_;
    spriteId_ = spriteId;
    frame_ = frame;
    channelId_ = channelId;
    rememberChannel();
    if (changed)
        emit placeChanged();
}

} // namespace hitmask
