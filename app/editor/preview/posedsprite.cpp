// SPDX-License-Identifier: MIT
#include "posedsprite.h"

#include <hitmask/transform.hpp>

namespace hitmask {

PosedSprite::PosedSprite(QString name, QImage image, Mask mask)
    : name_(std::move(name))
    , image_(image.convertToFormat(QImage::Format_ARGB32_Premultiplied))
    , mask_(std::move(mask)) {
    update();
}

void PosedSprite::setPose(const Pose& pose) {
    if (pose == pose_)
        return;
    pose_ = pose;
    update();
}

void PosedSprite::update() {
    if (image_.isNull())
        return;
    // Same order for image and mask: flip, scale, then rotate with the core's sampling.
    QImage image = image_.mirrored(pose_.flipHorizontal, pose_.flipVertical);
    Mask mask = mask_;
    if (pose_.flipHorizontal)
        mask = flippedHorizontally(mask);
    if (pose_.flipVertical)
        mask = flippedVertically(mask);
    const int factor = std::clamp(pose_.scale, 1, 4);
    if (factor > 1) {
        image = image.scaled(image.size() * factor, Qt::IgnoreAspectRatio, Qt::FastTransformation);
        mask = scaled(mask, factor);
    }
    const Rotation rotation(image.width(), image.height(), pose_.rotation);
    const Rect box = rotation.bounds();
    posedImage_ = QImage(box.width, box.height, QImage::Format_ARGB32_Premultiplied);
    posedImage_.fill(Qt::transparent);
    for (int y = 0; y < box.height; ++y) {
        auto* line = reinterpret_cast<QRgb*>(posedImage_.scanLine(y));
        for (int x = 0; x < box.width; ++x) {
            const Point from = rotation.source(x, y);
            if (from.x >= 0 && from.y >= 0 && from.x < image.width() && from.y < image.height())
                line[x] = reinterpret_cast<const QRgb*>(image.constScanLine(from.y))[from.x];
        }
    }
    posedMask_ = rotated(mask, pose_.rotation);
}

} // namespace hitmask
