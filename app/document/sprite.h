// SPDX-License-Identifier: MIT
// A sprite of the project: its image, how its mask is made, and its frames.
#pragma once

#include "common/spritemask.h"
#include "overrides.h"

#include <QImage>
#include <QRect>
#include <QString>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

// A rectangle of the sprite's image with its own masks. A plain image has one frame
// covering it; sprite sheets and animations have several. Commands name a frame by its
// id, which stays the same while frames come and go.
struct Frame {
    int id = 0;
    QRect rect;
    OverrideLayer overrides; // may reach past rect: edits kept aside when the art shrank
    Mask autoMask;           // from the image and the rule
    Mask effective;          // autoMask with the overrides applied
    Mask review;             // hand-edited pixels whose auto mask changed under them

    // Recomputes `effective` over `area` (frame pixels) from the auto mask and overrides.
    void refreshEffective(Rect area) { overrides.applyTo(autoMask, effective, area); }
    std::size_t keptAside() const { return overrides.countOutside(rect.width(), rect.height()); }
};

class Sprite {
public:
    Sprite(int id, QString path, QImage image);

    int id() const { return id_; }
    const QString& path() const { return path_; }
    QString name() const;
    const QImage& image() const { return image_; }
    const MaskRule& settings() const { return settings_; }
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
    // Keeps every frame's overrides (those past a smaller image are kept aside) and flags
    // overridden pixels whose auto mask changed. A frame that covered the whole image
    // follows the new image's size.
    void replaceImage(QImage image);
    void setPath(const QString& path) { path_ = path; }

    // Recomputes the auto and effective masks of every frame.
    void rebuildMasks();

private:
    Mask autoMaskOf(const QRect& rect) const;

    int id_;
    QString path_;
    QImage image_; // Format_RGBA8888
    MaskRule settings_;
    std::vector<Frame> frames_;
    int nextFrameId_ = 1;
};

// Overridden pixels (inside `after`'s size) whose auto mask differs between `before` and
// `after`; pixels outside `before` count as changed.
Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after);

} // namespace hitmask
