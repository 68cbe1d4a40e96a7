// SPDX-License-Identifier: MIT
// A sprite as the collision preview shows it: its image and mask (hand edits included),
// flipped, scaled and rotated into a runtime pose, image and mask sampled alike.
#pragma once

#include "common/pose.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QString>
#include <hitmask/mask.hpp>

namespace hitmask {

class PosedSprite {
public:
    PosedSprite() = default;
    // `artColours`: the colours of the whole sprite the image is a frame of (artColours()),
    // so that what is drawn over it keeps one colour through every frame and pose.
    PosedSprite(QString name, QImage image, Mask mask, QList<QColor> artColours);

    const QString& name() const { return name_; }
    bool isNull() const { return image_.isNull(); }
    const Pose& pose() const { return pose_; }
    void setPose(const Pose& pose);

    // In the pose; the image is Format_ARGB32_Premultiplied.
    const QImage& image() const { return posedImage_; }
    const Mask& mask() const { return posedMask_; }
    const QList<QColor>& artColours() const { return artColours_; }

private:
    void update();

    QString name_;
    QImage image_; // Format_ARGB32_Premultiplied
    Mask mask_;
    Pose pose_;
    QList<QColor> artColours_;
    QImage posedImage_;
    Mask posedMask_;
};

} // namespace hitmask
