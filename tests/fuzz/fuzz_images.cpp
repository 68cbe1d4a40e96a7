// SPDX-License-Identifier: MIT
// Fuzz target: sprite images as Hitmask reads them (any format Qt decodes, told from the
// content), every image of an animated GIF with its delay, then what Hitmask does with a
// decoded image: the default mask rule (a colour key for art without alpha), the mask,
// and the default grid of a strip. Limits are small so that a big declared size is
// refused rather than decoded.
#include "common/framegrid.h"
#include "common/frameimages.h"
#include "common/imageloader.h"
#include "common/spritemask.h"
#include "fuzzfiles.h"

#include <QCoreApplication>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    hitmask::fuzz::emptyFolder();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString path = hitmask::fuzz::writeInput(hitmask::fuzz::emptyFolder(),
                                                   QStringLiteral("input"), data, size);
    hitmask::ImageLoadLimits limits;
    limits.maxSide = 256;
    limits.allocationLimitMb = 16;
    const hitmask::FrameSet set = hitmask::FrameImages::loadImages(path, limits);
    if (set.ok() == set.frames.isEmpty())
        std::abort(); // frames exactly when no error
    for (const hitmask::SourceFrame& frame : set.frames) {
        if (frame.image.isNull() || frame.image.format() != QImage::Format_RGBA8888 ||
            frame.image.width() > limits.maxSide || frame.image.height() > limits.maxSide ||
            frame.durationMs < 0)
            std::abort();
        const hitmask::MaskRule rule =
            hitmask::defaultMaskRule(set.frames.front().image, set.hadAlpha, int(size % 256));
        const hitmask::Mask mask = hitmask::maskFromImage(frame.image, rule);
        if (mask.width() != frame.image.width() || mask.height() != frame.image.height())
            std::abort();
    }
    if (set.frames.size() == 1) {
        const QImage& image = set.frames.front().image;
        const hitmask::FrameSet cells =
            hitmask::FrameGrid::sliceGrid(image, hitmask::GridSpec::defaultFor(image.size()));
        if (!cells.ok())
            std::abort(); // the default grid always fits
    }
    return 0;
}
