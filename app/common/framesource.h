// SPDX-License-Identifier: MIT
// The frames a sprite's file gives, with their tags: what every frame source (a grid over a
// strip or sheet, the images of an animated file, an Aseprite/TexturePacker JSON sheet, a
// rotation set) returns, for the editor and hitmask-cli alike.
#pragma once

#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QString>

namespace hitmask {

struct SourceFrame {
    QImage image;         // Format_RGBA8888
    QPoint origin;        // pivot in the frame's pixels; (0, 0) unless the source sets one
    int durationMs = 0;   // 0 when the source gives none
    QRect sourceRect;     // where the frame came from in the source image; empty if nowhere
    bool rotated = false; // packed turned 90 degrees in its sheet (already turned back)
};

// A named range of frames (Aseprite's frameTags), first and last inclusive.
struct FrameAnimation {
    QString name;
    int from = 0;
    int to = 0;
    QString direction; // "forward", "reverse", "pingpong", ... as the sheet says
};

struct FrameSet {
    QList<SourceFrame> frames;
    QList<FrameAnimation> animations;
    // Frames of a remembered cut (by index, from 0) whose rectangle no longer lies in a
    // smaller image. They are left out of `frames`, and so is every frame after the first
    // of them, so that the frames kept keep their numbers.
    QList<int> outside;
    QString error;        // a sentence naming the cause; empty on success
    bool hadAlpha = true; // false when the file has no alpha channel (BMP, JPEG, ...)

    bool ok() const { return error.isEmpty(); }
};

} // namespace hitmask
