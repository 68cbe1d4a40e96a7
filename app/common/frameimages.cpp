// SPDX-License-Identifier: MIT
// Every image of a multi-image file (animated GIF, WebP, APNG) with its duration.
#include "frameimages.h"

#include "frameplacement.h"
#include "imageloader.h"

#include <QImageReader>

namespace hitmask {

FrameSet FrameImages::loadImages(const QString& path, const ImageLoadLimits& limits) {
    FrameSet set;
    // The first image goes through the one loader, with its checks and messages (a GIF
    // cut short, whose frames before the cut Qt would read without an error, stops there).
    const LoadedImage first = ImageLoader(limits).load(path);
    if (!first.ok()) {
        set.error = first.error;
        return set;
    }
    set.hadAlpha = first.hadAlpha;
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    reader.setAllocationLimit(limits.allocationLimitMb);
    const int declared = reader.imageCount(); // 0 when the format cannot tell
    // A still image is the one the loader has read: decoding it again would double the
    // time and memory of a big sprite.
    if (!reader.supportsAnimation() && declared <= 1) {
        set.frames = cutFrames(first.image, {FramePlacement::cell(first.image.rect())});
        return set;
    }
    const qint64 budget = limits.budgetBytes();
    // Counted as frames are decoded, the loader's first image included, and checked
    // before each decode: the frame being decoded and the reader's own canvas (both the
    // animation's size) take memory too, so the total never passes the budget.
    qint64 used = first.image.sizeInBytes();
    const QSize canvas = reader.size();
    const qint64 canvasBytes = canvas.isValid() ? qint64(canvas.width()) * canvas.height() * 4 : 0;
    // read() moves on to the next image; a count of 0 means the format cannot tell, and
    // then canRead() says whether another image follows.
    const auto tooMany = [&] {
        set.frames.clear();
        set.error = tr("the animation has more frames than fit in %1 MB or in one mask file")
                        .arg(limits.allocationLimitMb);
        return set;
    };
    for (int index = 0; declared > 0 ? index < declared : reader.canRead(); ++index) {
        if (used + 2 * canvasBytes > budget || index >= 65535)
            return tooMany();
        QImage image = reader.read();
        if (image.isNull()) {
            if (declared > 0 && index < declared) {
                set.frames.clear();
                set.error = tr("frame %1 of %2 cannot be decoded: %3")
                                .arg(index + 1)
                                .arg(declared)
                                .arg(reader.errorString());
                return set;
            }
            break; // the end of a file that did not say how many images it holds
        }
        if (image.width() > limits.maxSide || image.height() > limits.maxSide) {
            set.frames.clear();
            set.error = tr("frame %1 is larger than the limit of %2 pixels a side")
                            .arg(index + 1)
                            .arg(limits.maxSide);
            return set;
        }
        image.convertTo(QImage::Format_RGBA8888); // in place where it can: no second copy
        if (image.isNull()) { // the copy the conversion needed could not be allocated
            set.frames.clear();
            set.error = tr("there is not enough memory to decode frame %1").arg(index + 1);
            return set;
        }
        used += image.sizeInBytes();
        if (used > budget) // a frame larger than the size the file declared
            return tooMany();
        const int delay = reader.nextImageDelay();
        set.frames.append({std::move(image), {}, qMax(0, delay), QRect(), false});
    }
    if (set.frames.isEmpty()) // read() of a still image after the loader's success
        set.frames = cutFrames(first.image, {FramePlacement::cell(first.image.rect())});
    if (declared > 0 && set.frames.size() < declared) {
        set.error =
            tr("only %1 of the %2 frames could be read").arg(set.frames.size()).arg(declared);
        set.frames.clear();
    }
    return set;
}

} // namespace hitmask
