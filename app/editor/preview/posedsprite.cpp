// SPDX-License-Identifier: MIT
#include "posedsprite.h"

namespace hitmask {

PosedSprite::PosedSprite(QString name, QImage image, Mask mask, QList<QColor> artColours)
    : name_(std::move(name))
    , image_(image.convertToFormat(QImage::Format_ARGB32_Premultiplied))
    , mask_(std::move(mask))
    , artColours_(std::move(artColours)) {
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
    posedImage_ = posed(image_, pose_);
    posedMask_ = posed(mask_, pose_);
}

} // namespace hitmask
