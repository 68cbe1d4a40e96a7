// SPDX-License-Identifier: MIT
// Where the user edits: the document, and in it the sprite, frame and channel that tools
// paint on and docks show. Not a widget: it keeps the place valid as the document changes.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace hitmask {

class ProjectDocument;
class Sprite;
struct Frame;

class EditFocus final : public QObject {
    Q_OBJECT

public:
    explicit EditFocus(QObject* parent = nullptr);

    ProjectDocument* document() const;
    // Another document: no sprite is in focus until one is chosen.
    void setDocument(ProjectDocument* document);

    int spriteId() const { return spriteId_; }
    // An index into the sprite's frames; 0 when there is no sprite.
    int frameIndex() const { return frame_; }
    // Solid (id 0) unless another channel was chosen.
    int channelId() const { return channelId_; }
    // Its index in the sprite's channels (0 when there is no sprite).
    int channelIndex() const;
    const Sprite* sprite() const;
    const Frame* frame() const;

    // An unknown sprite is none (-1); the frame is clamped into the sprite's frames.
    // Another sprite keeps a channel of the same name, else solid.
    void setSprite(int spriteId, int frame = 0);
    void setFrame(int frame);
    // A channel the sprite does not have is solid.
    void setChannel(int channelId);

    // The sprites chosen together in the sprite list, for edits that apply to several at
    // once (a channel's physics properties): the sprite in focus first, then the others
    // the document still has, in the order given.
    QList<int> selectedSprites() const;
    void setSelectedSprites(const QList<int>& spriteIds);

signals:
    void documentChanged(ProjectDocument* document);
    // The sprite, frame or channel is another one; emitted once per change, never when a
    // setter leaves them as they were.
    void placeChanged();
    // The sprite in focus was rebuilt (its art, frames or rule changed), or its channels
    // changed (came, went, renamed, recoloured, hidden). Emitted after the place was made
    // valid again, so placeChanged, when the place moved, comes first.
    void spriteRebuilt();
    void channelsChanged();
    // Other sprites were chosen together with the one in focus, or left out.
    void selectionChanged();

private:
    void moveTo(int spriteId, int frame, int channelId);
    // The channel to keep in `sprite`: the same one in the same sprite (it may have been
    // renamed), the one of the same name in another, else solid.
    int channelFor(const Sprite* sprite) const;
    void rememberChannel();

    QPointer<ProjectDocument> document_;
    int spriteId_ = -1;
    int frame_ = 0;
    int channelId_ = 0;
    QString channelName_;      // to find the same channel in the next sprite
    int channelSpriteId_ = -1; // the sprite channelId_ belongs to
    QList<int> selected_;      // setSelectedSprites()'s, unfiltered
};

} // namespace hitmask
