// SPDX-License-Identifier: MIT
// What a project's images and masks will take once open, summed from the images' headers
// before any is decoded, against the budget for images (ImageLoadLimits): a project that
// lists one small file thousands of times must be refused with figures, not run out of
// memory halfway.
#pragma once

#include "imageloader.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace hitmask {

class ImageBudget {
    Q_DECLARE_TR_FUNCTIONS(ImageBudget)

public:
    // Masks a frame holds per channel: the auto mask, the effective one, the review marks
    // and the hand edits.
    static constexpr int kMasksPerChannel = 4;

    // How a sprite's frames are cut from its file, as far as their memory goes.
    struct Cut {
        // Pixels of the frames cut from the image (rectangles, which may overlap), each
        // frame a copy with its own masks; -1 when the frames are the file's own images.
        qint64 rectPixels = -1;
        // A rotation set turns each frame this many times, into boxes of at most twice
        // its area.
        int rotations = 1;
    };

    explicit ImageBudget(const ImageLoadLimits& limits)
        : limits_(limits) {}

    // Counts a sprite of `channels` channels on the image file at `path`, from its header:
    // the file's pixels once however many sprites share it, each sprite's frames and masks
    // on their own. A file that cannot be read counts nothing: loading it says why.
    void addSprite(const QString& path, int channels, const Cut& cut);

    // Why the sprites counted so far do not fit in the budget, with the figures; empty
    // when they fit.
    QString overBudget() const;

private:
    struct FileCost {
        qint64 imageBytes = 0;        // decoded pixels of every image in the file, held once
        qint64 pixels = 0;            // pixels of every image in the file
        double maskBytesPerPixel = 0; // one channel's masks, at the file's size
    };
    FileCost fileCost(const QString& path);

    ImageLoadLimits limits_;
    QHash<QString, FileCost> files_; // by canonical path
    qint64 bytes_ = 0;
    int sprites_ = 0;
};

} // namespace hitmask
