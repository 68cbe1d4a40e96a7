// SPDX-License-Identifier: MIT
#include "pose.h"

#include <algorithm>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

// Each step for both kinds of picture; the order lives only in apply().
Mask flipH(const Mask& m) {
    return flippedHorizontally(m);
}
Mask flipV(const Mask& m) {
    return flippedVertically(m);
}
Mask scaleBy(const Mask& m, int factor) {
    return scaled(m, factor);
}
Mask rotateBy(const Mask& m, double degrees) {
    return rotated(m, degrees);
}

QImage flipH(const QImage& image) {
    return image.mirrored(true, false);
}
QImage flipV(const QImage& image) {
    return image.mirrored(false, true);
}
QImage scaleBy(const QImage& image, int factor) {
    return image.scaled(image.size() * factor, Qt::IgnoreAspectRatio, Qt::FastTransformation);
}
// Samples the source pixel the core's rotation picks, so image and mask stay aligned.
QImage rotateBy(const QImage& image, double degrees) {
    const Rotation rotation(image.width(), image.height(), degrees);
    const Rect box = rotation.bounds();
    QImage out(box.width, box.height, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    for (int y = 0; y < box.height; ++y) {
        auto* line = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < box.width; ++x) {
            const Point from = rotation.source(x, y);
            if (from.x >= 0 && from.y >= 0 && from.x < image.width() && from.y < image.height())
                line[x] = reinterpret_cast<const QRgb*>(image.constScanLine(from.y))[from.x];
        }
    }
    return out;
}

template <typename Picture> Picture apply(Picture picture, const Pose& pose) {
    if (pose.flipHorizontal)
        picture = flipH(picture);
    if (pose.flipVertical)
        picture = flipV(picture);
    if (const int factor = std::clamp(pose.scale, 1, Pose::kMaxScale); factor > 1)
        picture = scaleBy(picture, factor);
    return rotateBy(picture, pose.rotation);
}

} // namespace

Mask posed(const Mask& mask, const Pose& pose) {
    return apply(mask, pose);
}

QImage posed(const QImage& image, const Pose& pose) {
    if (image.isNull())
        return {};
    return apply(image.convertToFormat(QImage::Format_ARGB32_Premultiplied), pose);
}

} // namespace hitmask
