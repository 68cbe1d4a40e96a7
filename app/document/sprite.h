// SPDX-License-Identifier: MIT
// A sprite of the project: its image, how its mask is made, and its frames.
#pragma once

#include "common/spritemask.h"
#include "framecut.h"
#include "overrides.h"

#include <QImage>
#include <QRect>
#include <QString>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

// One picture of a sprite with its own masks. A plain image has one frame covering it;
// strips, sheets, animations and rotation sets have several, each holding its own pixels
// (trimmed sheet frames put back in their size, rotated frames turned). Commands name a
// frame by its id, which stays the same while frames come and go.
struct Frame {
    int id = 0;
    QRect rect;         // where the frame was cut from the sprite's image; empty if nowhere
    QImage image;       // the frame's pixels, Format_RGBA8888; its size is the frame's
    QPoint origin;      // the pivot in the frame's pixels
    int durationMs = 0; // 0 when the file gives none

    // How long the frame shows when played: its own duration, or kDefaultDurationMs.
    static constexpr int kDefaultDurationMs = 100;
    int playDurationMs() const { return durationMs > 0 ? durationMs : kDefaultDurationMs; }

    int width() const { return image.width(); }
    int height() const { return image.height(); }
    QSize size() const { return image.size(); }
    OverrideLayer overrides; // may reach past rect: edits kept aside when the art shrank
    Mask autoMask;           // from the image and the rule
    Mask effective;          // autoMask with the overrides applied
    Mask review;             // hand-edited pixels whose auto mask changed under them

    // Recomputes `effective` over `area` (frame pixels) from the auto mask and overrides.
    void refreshEffective(Rect area) { overrides.applyTo(autoMask, effective, area); }
    std::size_t keptAside() const { return overrides.countOutside(width(), height()); }
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
    QString name() const;
    const QImage& image() const { return image_; }
    const MaskRule& settings() const { return settings_; }
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
    // For commands that change how frames are cut (their redo and undo).
    void swapCut(FrameCut& cut) { std::swap(cut_, cut); }

    void setSettings(const MaskRule& settings);
    // The art changed: `frames` are the sprite's cut of the new file. Frame i keeps its
    // id and overrides (those past a smaller frame are kept aside) and gets the pixels of
    // new frame i; overridden pixels whose auto mask changed are flagged for review.
    // Frames past the new count are set aside, and set-aside ones come back.
    void replaceImage(QImage image, const FrameSet& frames);
    void setPath(const QString& path) { path_ = path; }

    // Recomputes the auto and effective masks of every frame.
    void rebuildMasks();

private:
    void refit(Frame& frame, const SourceFrame& source) const;

    int id_;
    QString path_;
    QImage image_; // Format_RGBA8888
    MaskRule settings_;
    FrameCut cut_;
    std::vector<Frame> frames_;
    std::vector<Frame> framesAside_;
    int nextFrameId_ = 1;
};

// Overridden pixels (inside `after`'s size) whose auto mask differs between `before` and
// `after`; pixels outside `before` count as changed.
Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after);

} // namespace hitmask
