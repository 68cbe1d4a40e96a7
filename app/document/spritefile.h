// SPDX-License-Identifier: MIT
// Reads a sprite file the way the editor opens it: every frame of an animated image (an
// animated GIF never opens as its first frame alone), or the frames an Aseprite or
// TexturePacker JSON sheet names in its image.
#pragma once

#include "framecut.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <memory>

namespace hitmask {

class Sprite;
struct ImageLoadLimits;

struct SpriteFile {
    Q_DECLARE_TR_FUNCTIONS(SpriteFile)

public:
    QString path;         // the image's absolute path
    QImage image;         // its (first) image, Format_RGBA8888
    bool hadAlpha = true; // false when the file has no alpha channel
    FrameCut cut;         // how the frames were cut
    FrameSet frames;      // the frames of `cut`
    QString error;        // a sentence naming the cause; empty on success

    bool ok() const { return error.isEmpty(); }
    std::unique_ptr<Sprite> makeSprite(int id) const;

    // An image file: all of its images when it holds several, else the whole image.
    static SpriteFile load(const QString& path, const ImageLoadLimits& limits);
    // A JSON sheet and the image its "meta.image" names beside it (or, without one, the
    // PNG of the same name).
    static SpriteFile loadSheet(const QString& jsonPath, const ImageLoadLimits& limits);
};

} // namespace hitmask
