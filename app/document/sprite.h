// SPDX-License-Identifier: MIT
// A sprite of the project: its image, how its mask is made, and its frames.
#pragma once

#include "channel.h"
#include "common/spritemask.h"
#include "framecut.h"
#include "overrides.h"

#include <QImage>
#include <QRect>
#include <QString>
#include <hitmask/colliders.hpp>
#include <hitmask/mask.hpp>
#include <memory>
#include <optional>
#include <vector>

namespace hitmask {

// The masks of one channel of one frame, all of the frame's size but the overrides.
struct ChannelMasks {
    OverrideLayer overrides; // may reach past the frame: edits kept aside when the art shrank
    Mask autoMask;           // from the image and the channel's rule
    Mask effective;          // autoMask with the overrides applied
    Mask review;             // hand-edited pixels whose auto mask changed under them
    // Shapes drawn or adjusted by hand: exported instead of those traced from `effective`.
    // Without them the channel's shapes are traced (follow the mask).
    std::optional<Colliders> handShapes;
    // The effective mask changed under the hand shapes since they were last reviewed.
    bool shapesReview = false;

    // Recomputes `effective` over `area` (frame pixels) from the auto mask and overrides;
    // hand shapes over pixels that changed are flagged for review.
    void refreshEffective(Rect area);
};

// One picture of a sprite with its own masks. A plain image has one frame covering it;
// strips, sheets, animations and rotation sets have several, each holding its own pixels
// (trimmed sheet frames put back in their size, rotated frames turned). Commands name a
// frame by its id, which stays the same while frames come and go. The frame holds the
// masks of every channel of the sprite, in the sprite's channel order: solid (what
// collides, and what code that knows no channels reads) first.
struct Frame {
    int id = 0;
    QRect rect;         // where the frame was cut from the sprite's image; empty if nowhere
    QImage image;       // the frame's pixels, Format_RGBA8888; its size is the frame's
    QPoint origin;      // the pivot in the frame's pixels: the user's if set, else the file's
    int durationMs = 0; // the user's if set, else the file's; 0 when neither gives one
    std::vector<ChannelMasks> channels = std::vector<ChannelMasks>(1); // solid at least
    // What the file gives, and what the user set by hand. A value set by hand is an edit
    // like a painted pixel: it stays with the frame (by index) when the art is cut again.
    QPoint fileOrigin;
    int fileDurationMs = 0;
    std::optional<QPoint> originSet;
    std::optional<int> durationSet;

    // The file's values (a new cut), keeping those set by hand.
    void setFromFile(QPoint origin, int durationMs);
    // Sets or (nullopt) clears the values set by hand.
    void setDuration(std::optional<int> duration);
    void setOrigin(std::optional<QPoint> origin);

    // How long the frame shows when played: its own duration, or kDefaultDurationMs.
    static constexpr int kDefaultDurationMs = 100;
    int playDurationMs() const { return durationMs > 0 ? durationMs : kDefaultDurationMs; }

    int width() const { return image.width(); }
    int height() const { return image.height(); }
    QSize size() const { return image.size(); }
    int channelCount() const { return int(channels.size()); }
    ChannelMasks& channel(int index) { return channels[std::size_t(index)]; }
    const ChannelMasks& channel(int index) const { return channels[std::size_t(index)]; }
    ChannelMasks& solid() { return channels.front(); }
    const ChannelMasks& solid() const { return channels.front(); }
    std::size_t keptAside() const { return solid().overrides.countOutside(width(), height()); }
};

// A sprite file of the project: its (first) image, how its frames are cut from it, and
// the frames with their masks.
class Sprite {
public:
    // The whole image as one frame.
    Sprite(int id, QString path, QImage image);
    // The frames of `frames`, cut from the file by `cut`.
    Sprite(int id, QString path, QImage image, FrameCut cut, const FrameSet& frames);

    int id() const { return id_; }
    const QString& path() const { return path_; }
    // Its own name when it has one (a clone), else its file's name without the suffix.
    QString name() const;
    // Empty for a sprite named by its file.
    const QString& ownName() const { return ownName_; }
    void setOwnName(const QString& name) { ownName_ = name; }
    // Whether `name` may be a sprite's own name: exports name files by it, and a skip list
    // names a clone as `path#name`, so no separator, '#' or control character.
    static bool isOwnNameAllowed(const QString& name);
    // A copy under another id: the same art, frames, channels, hand edits and shapes.
    std::unique_ptr<Sprite> clone(int id) const;
    const QImage& image() const { return image_; }
    // The solid channel's rule.
    const MaskRule& settings() const { return channels_.front().rule.image; }
    std::vector<Frame>& frames() { return frames_; }
    const std::vector<Frame>& frames() const { return frames_; }
    // The frame with this id, among the frames or those set aside.
    Frame* frameById(int frameId);
    int frameIndex(int frameId) const;
    const FrameCut& cut() const { return cut_; }
    // A new frame over `rect` of the image with no edits, at the end; its masks are built.
    // The cut becomes the frames' rectangles.
    Frame& appendFrame(const QRect& rect);
    // A frame with a fresh id and no edits, not yet in the sprite (for commands that swap
    // whole sets of frames in and out).
    Frame makeFrame(const SourceFrame& source);
    // The frames of `frames` as new frames, not yet in the sprite; with `keepEdits`, frame
    // i is a copy of the sprite's frame i (id and edits) refitted to the new pixels as
    // replaceImage does.
    std::vector<Frame> framesFor(const FrameSet& frames, bool keepEdits);
    // Frames past the last one that a reload with fewer frames set aside with their
    // edits; they come back, in order, when the file has that many frames again.
    std::vector<Frame>& framesAside() { return framesAside_; }
    const std::vector<Frame>& framesAside() const { return framesAside_; }
    // The frames of the cut (by index, from 0) whose rectangle no longer lies in the image
    // (FrameSet::outside): set aside with the frames after them, and missing from exports.
    const QList<int>& framesOutsideImage() const { return framesOutside_; }
    void setFramesOutsideImage(QList<int> frames) { framesOutside_ = std::move(frames); }
    // For commands that change how frames are cut (their redo and undo).
    void swapCut(FrameCut& cut) { std::swap(cut_, cut); }
    // The named animations (Aseprite's frame tags), by frame index. A sheet's JSON gives
    // them, and every cut of a sheet reads them again; other cuts keep those the sprite
    // has. A tag may reach past the last frame (the frames it named are set aside): it is
    // kept, and is whole again when they come back.
    const QList<FrameAnimation>& tags() const { return tags_; }
    void setTags(QList<FrameAnimation> tags) { tags_ = std::move(tags); }
    // Whether the cut's file says what the tags are (a sheet's JSON, not rotated).
    bool cutGivesTags() const;

    // The channels, solid first. Channel ids stay the same while channels come and go.
    const std::vector<Channel>& channels() const { return channels_; }
    int channelIndex(int channelId) const;
    const Channel* channelById(int channelId) const;
    int channelIndexByName(const QString& name) const;
    int nextChannelId() const { return nextChannelId_; }
    // Inserts a channel at `index` (1 .. count) with each frame's masks, in frame order
    // (the frames, then those set aside); with no masks given they are built from the
    // rule, without edits.
    void insertChannel(int index, Channel channel, std::vector<ChannelMasks> masks = {});
    // Takes a channel other than solid out with its masks, in the same frame order.
    std::pair<Channel, std::vector<ChannelMasks>> takeChannel(int channelId);
    // Name, colour and visibility of the channel of the same id; its rule stays.
    void setChannel(const Channel& channel);
    // How a channel's auto mask is made; its masks, those set aside included, and those
    // of the channels that copy it are rebuilt, edits kept. Solid is always made from
    // the image: it is what collides.
    void setChannelRule(int channelId, const ChannelRule& rule);
    // Rebuilds, over `area` of a frame, the auto and effective masks of the channels
    // that copy channel `index`, directly or through others; returns whether any did.
    bool refreshCopies(Frame& frame, int index, Rect area) const;
    // The art changed: `frames` are the sprite's cut of the new file. Frame i keeps its
    // id and overrides (those past a smaller frame are kept aside) and gets the pixels of
    // new frame i; overridden pixels whose auto mask changed are flagged for review.
    // Frames past the new count (a shorter animation, or rectangles that left a smaller
    // image) are set aside, and set-aside ones come back.
    void replaceImage(QImage image, const FrameSet& frames);
    void setPath(const QString& path) { path_ = path; }

    // Recomputes the auto and effective masks of every frame.
    void rebuildMasks();

private:
    void refit(Frame& frame, const SourceFrame& source) const;
    // The auto mask of channel `index` of a frame whose earlier channels are built.
    Mask channelAutoMask(const Frame& frame, int index) const;
    // Channel `index`'s masks, without edits, for a frame whose earlier channels are built.
    ChannelMasks uneditedMasks(const Frame& frame, int index) const;
    // Builds channel `index` of the frame anew over the frame's size, keeping the edits;
    // with `flag`, overridden pixels whose auto mask changed become review marks; with
    // `flagShapes`, hand shapes whose effective mask changed are flagged for review.
    void rebuildChannel(Frame& frame, int index, bool flag, bool flagShapes = true) const;
    // Rebuilds the copying channels after `index`, in order, in every frame.
    void rebuildCopiesAfter(int index);
    // Every frame, those set aside after the others.
    std::vector<Frame*> allFrames();

    int id_;
    QString path_;
    QString ownName_;
    QImage image_; // Format_RGBA8888
    std::vector<Channel> channels_;
    FrameCut cut_;
    QList<FrameAnimation> tags_;
    std::vector<Frame> frames_;
    std::vector<Frame> framesAside_;
    QList<int> framesOutside_;
    int nextFrameId_ = 1;
    int nextChannelId_ = 1;
};

// 1-based frame numbers for messages, runs of three or more written first-last:
// {12, 13, 14, 15} gives "13-16" (with an en dash), {3, 7} gives "4, 8".
QString frameNumbers(const QList<int>& indices);

// Overridden pixels (inside `after`'s size) whose auto mask differs between `before` and
// `after`; pixels outside `before` count as changed.
Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after);

} // namespace hitmask
