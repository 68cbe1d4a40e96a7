// SPDX-License-Identifier: MIT
// Rotation sets over the frames of a sprite.
#include "rotationframes.h"

#include <QLocale>
#include <cstring>
#include <hitmask/codec.hpp>
#include <hitmask/rotationset.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

SourceFrame RotationFrames::rotatedFrame(const SourceFrame& frame, double degrees) {
    const QImage rgba = frame.image.convertToFormat(QImage::Format_RGBA8888);
    const int w = rgba.width(), h = rgba.height();
    std::vector<std::uint32_t> pixels(std::size_t(w) * std::size_t(h));
    for (int y = 0; y < h; ++y)
        std::memcpy(pixels.data() + std::size_t(y) * w, rgba.constScanLine(y), std::size_t(w) * 4);
    const RotatedPixels turned = rotatePixels(pixels, w, h, degrees);
    QImage image(turned.width, turned.height, QImage::Format_RGBA8888);
    for (int y = 0; y < turned.height; ++y)
        std::memcpy(image.scanLine(y), turned.pixels.data() + std::size_t(y) * turned.width,
                    std::size_t(turned.width) * 4);
    SourceFrame out = frame;
    out.image = image;
    out.origin = QPoint(turned.origin.x, turned.origin.y);
    out.rotated = false;
    return out;
}

FrameSet RotationFrames::rotationSet(const FrameSet& source, int rotations) {
    FrameSet set;
    if (rotations < 1 || rotations > kMaxRotations) {
        set.error = tr("the number of rotations must be between 1 and %1, not %2")
                        .arg(kMaxRotations)
                        .arg(rotations);
        return set;
    }
    if (qint64(source.frames.size()) * rotations > kHmskMaxFrames) {
        set.error =
            tr("%1 frames in %2 rotations make more than the 65535 frames a mask file holds")
                .arg(source.frames.size())
                .arg(rotations);
        return set;
    }
    // Sized before anything is turned: a set no mask file could hold fails at once rather
    // than after minutes and gigabytes.
    quint64 pixels = 0;
    for (const SourceFrame& frame : source.frames)
        for (int k = 0; k < rotations; ++k) {
            const Rect box = rotatedBounds(frame.image.width(), frame.image.height(),
                                           rotationDegrees(k, rotations));
            pixels += quint64(box.width) * quint64(box.height);
        }
    if (pixels > kHmskMaxPixels) {
        set.error = tr("%1 rotations of %n frame(s) would make %2 pixels, more than the %3 a "
                       "mask file may hold",
                       nullptr, int(source.frames.size()))
                        .arg(rotations)
                        .arg(QLocale().toString(pixels), QLocale().toString(kHmskMaxPixels));
        return set;
    }
    for (const SourceFrame& frame : source.frames)
        for (int k = 0; k < rotations; ++k)
            set.frames.append(rotatedFrame(frame, rotationDegrees(k, rotations)));
    // A named animation now spans every rotation of its frames.
    for (FrameAnimation animation : source.animations) {
        animation.from *= rotations;
        animation.to = animation.to * rotations + rotations - 1;
        set.animations.append(animation);
    }
    return set;
}

} // namespace hitmask
