// SPDX-License-Identifier: MIT
// A sprite of the project: its image, how its mask is made, and its frames.
#pragma once

#include "channel.h"
#include "common/spritemask.h"
#include "overrides.h"

#include <QImage>
#include <QRect>
#include <QString>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

// The masks of one channel of one frame, all of the frame's size but the overrides.
struct ChannelMasks {
    OverrideLayer overrides; // may reach past rect: edits kept aside when the art shrank
    Mask autoMask;           // from the image and the channel's rule
    Mask effective;          // autoMask with the overrides applied
    Mask review;             // hand-edited pixels whose auto mask changed under them

    // Recomputes `effective` over `area` (frame pixels) from the auto mask and overrides.
    void refreshEffective(Rect area) { overrides.applyTo(autoMask, effective, area); }
};

// A rectangle of the sprite's image with its own masks. A plain image has one frame
// covering it; sprite sheets and animations have several. Commands name a frame by its
// id, which stays the same while frames come and go. The frame's own masks are those of
// the first channel, solid (what collides, and all that code which knows no channels
// reads); the other channels' follow in the sprite's channel order.
struct Frame : ChannelMasks {
    int id = 0;
    QRect rect;
    std::vector<ChannelMasks> moreChannels; // channels 1.. of the sprite

    int channelCount() const { return 1 + int(moreChannels.size()); }
    ChannelMasks& channel(int index) {
        return index == 0 ? *this : moreChannels[std::size_t(index - 1)];
    }
    const ChannelMasks& channel(int index) const {
        return index == 0 ? *this : moreChannels[std::size_t(index - 1)];
    }
    std::size_t keptAside() const { return overrides.countOutside(rect.width(), rect.height()); }
};

class Sprite {
public:
    Sprite(int id, QString path, QImage image);

    int id() const { return id_; }
    const QString& path() const { return path_; }
    QString name() const;
    const QImage& image() const { return image_; }
    // The solid channel's rule.
    const MaskRule& settings() const { return channels_.front().rule.image; }
    std::vector<Frame>& frames() { return frames_; }
    const std::vector<Frame>& frames() const { return frames_; }
    Frame* frameById(int frameId);
    int frameIndex(int frameId) const;
    // A new frame over `rect` with no edits, at the end; its masks are built.
    Frame& appendFrame(const QRect& rect);
    // The same frame with a fresh id, not yet in the sprite (for commands that swap
    // whole sets of frames in and out).
    Frame makeFrame(const QRect& rect);

    void setSettings(const MaskRule& settings);

    // The channels, solid first. Channel ids stay the same while channels come and go.
    const std::vector<Channel>& channels() const { return channels_; }
    int channelIndex(int channelId) const;
    const Channel* channelById(int channelId) const;
    int channelIndexByName(const QString& name) const;
    int nextChannelId() const { return nextChannelId_; }
    // Inserts a channel at `index` (1 .. count) with each frame's masks, in frame order;
    // with no masks given they are built from the rule, without edits.
    void insertChannel(int index, Channel channel, std::vector<ChannelMasks> masks = {});
    // Takes a channel other than solid out with its masks, in frame order.
    std::pair<Channel, std::vector<ChannelMasks>> takeChannel(int channelId);
    // Name, colour, visibility and rule of the channel of the same id; the masks are
    // rebuilt (edits kept) when the rule changes.
    void setChannel(const Channel& channel);
    // Rebuilds, over `area` of a frame, the auto and effective masks of the channels
    // that copy channel `index`, directly or through others; returns whether any did.
    bool refreshCopies(Frame& frame, int index, Rect area) const;
    // Keeps every frame's overrides (those past a smaller image are kept aside) and flags
    // overridden pixels whose auto mask changed. A frame that covered the whole image
    // follows the new image's size.
    void replaceImage(QImage image);
    void setPath(const QString& path) { path_ = path; }

    // Recomputes the auto and effective masks of every frame.
    void rebuildMasks();

private:
    Mask autoMaskOf(const QRect& rect, const MaskRule& rule) const;
    // The auto mask of channel `index` of a frame whose earlier channels are built.
    Mask channelAutoMask(const Frame& frame, int index) const;
    // Builds channel `index` of the frame anew over the frame's size, keeping the edits;
    // with `flag`, overridden pixels whose auto mask changed become review marks.
    void rebuildChannel(Frame& frame, int index, bool flag) const;
    // Rebuilds the copying channels after `index`, in order, in every frame.
    void rebuildCopiesAfter(int index);

    int id_;
    QString path_;
    QImage image_; // Format_RGBA8888
    std::vector<Channel> channels_;
    std::vector<Frame> frames_;
    int nextFrameId_ = 1;
    int nextChannelId_ = 1;
};

// Overridden pixels (inside `after`'s size) whose auto mask differs between `before` and
// `after`; pixels outside `before` count as changed.
Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after);

} // namespace hitmask
