// SPDX-License-Identifier: MIT
// A sprite of the project: its image, how its mask is made, and its frames.
#pragma once

#include "overrides.h"

#include <QColor>
#include <QImage>
#include <QRect>
#include <QString>
#include <hitmask/mask.hpp>
#include <optional>
#include <vector>

namespace hitmask {

struct MaskSettings {
    int threshold = 0;              // solid where alpha > threshold
    std::optional<QColor> colorKey; // when set, colour-key mode replaces the threshold

    friend bool operator==(const MaskSettings&, const MaskSettings&) = default;
};

// A rectangle of the sprite's image with its own masks. A plain image has one frame
// covering it; sprite sheets and animations have several.
struct Frame {
    QRect rect;
    OverrideLayer overrides;
    Mask autoMask;  // from the image and the settings
    Mask effective; // autoMask with the overrides applied
    Mask review;    // hand-edited pixels whose auto mask changed under them
};

class Sprite {
public:
    Sprite(int id, QString path, QImage image);

    int id() const { return id_; }
    const QString& path() const { return path_; }
    QString name() const;
    const QImage& image() const { return image_; }
    const MaskSettings& settings() const { return settings_; }
    std::vector<Frame>& frames() { return frames_; }
    const std::vector<Frame>& frames() const { return frames_; }

    void setSettings(const MaskSettings& settings);
    // Keeps every frame's overrides; flags overridden pixels whose auto mask changed.
    void replaceImage(QImage image);
    void setPath(const QString& path) { path_ = path; }

    // Recomputes the auto and effective masks of every frame.
    void rebuildMasks();
    void rebuildEffective(Frame& frame) const {
        frame.effective = frame.overrides.effective(frame.autoMask);
    }

private:
    Mask autoMaskOf(const QRect& rect) const;

    int id_;
    QString path_;
    QImage image_; // Format_RGBA8888
    MaskSettings settings_;
    std::vector<Frame> frames_;
};

// Overridden pixels whose auto mask differs between `before` and `after`.
Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after);

} // namespace hitmask
