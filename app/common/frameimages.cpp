// SPDX-License-Identifier: MIT
// Every image of a multi-image file (animated GIF, WebP, APNG) with its duration.
#include "framesource.h"
#include "imageloader.h"

#include <QFile>
#include <QImageReader>

namespace hitmask {

namespace {
bool endsWithGifTrailer(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() < 1 || !file.seek(file.size() - 1))
        return false;
    return file.read(1) == QByteArrayLiteral("\x3B");
}
} // namespace

FrameSet FrameSource::loadImages(const QString& path, const ImageLoadLimits& limits) {
    FrameSet set;
    // The first image goes through the one loader, with its checks and messages.
    const LoadedImage first = ImageLoader(limits).load(path);
    if (!first.ok()) {
        set.error = first.error;
        return set;
    }
    set.hadAlpha = first.hadAlpha;
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    reader.setAllocationLimit(limits.allocationLimitMb);
    const QByteArray format = reader.format(); // from the content, before reading
    const int declared = reader.imageCount();  // 0 when the format cannot tell
    // A still image is the one the loader has read: decoding it again would double the
    // time and memory of a big sprite.
    if (!reader.supportsAnimation() && declared <= 1) {
        set.frames.append({first.image, {}, 0, first.image.rect(), false});
        return set;
    }
    const qint64 budget = qint64(limits.allocationLimitMb) << 20;
    qint64 used = 0;
    // read() moves on to the next image; a count of 0 means the format cannot tell, and
    // then canRead() says whether another image follows.
    for (int index = 0; declared > 0 ? index < declared : reader.canRead(); ++index) {
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
        used += qint64(image.width()) * image.height() * 4;
        if (used > budget || index >= 65535) {
            set.frames.clear();
            set.error = tr("the animation has more frames than fit in %1 MB or in one mask file")
                            .arg(limits.allocationLimitMb);
            return set;
        }
        const int delay = reader.nextImageDelay();
        set.frames.append(
            {image.convertToFormat(QImage::Format_RGBA8888), {}, qMax(0, delay), QRect(), false});
    }
    if (set.frames.isEmpty()) // read() of a still image after the loader's success
        set.frames.append({first.image, {}, 0, first.image.rect(), false});
    // Qt's GIF reader counts and reads only the frames before a cut, without an error: a
    // GIF must end with its trailer byte, or frames may be missing.
    if (format == "gif" && !endsWithGifTrailer(path)) {
        set.error = tr("the GIF file is cut short (it has no end marker); %n frame(s) could be "
                       "read, and more may be missing",
                       nullptr, int(set.frames.size()));
        set.frames.clear();
        return set;
    }
    if (declared > 0 && set.frames.size() < declared) {
        set.error =
            tr("only %1 of the %2 frames could be read").arg(set.frames.size()).arg(declared);
        set.frames.clear();
    }
    return set;
}

} // namespace hitmask
