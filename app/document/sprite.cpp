// SPDX-License-Identifier: MIT
#include "sprite.h"

#include "common/spritemask.h"

#include <QFileInfo>

namespace hitmask {

Sprite::Sprite(int id, QString path, QImage image)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888)) {
    Frame whole;
    whole.rect = image_.rect();
    whole.overrides = OverrideLayer(image_.width(), image_.height());
    frames_.push_back(std::move(whole));
    rebuildMasks();
}

QString Sprite::name() const {
    return QFileInfo(path_).completeBaseName();
}

void Sprite::setSettings(const MaskSettings& settings) {
    settings_ = settings;
    rebuildMasks();
}

void Sprite::replaceImage(QImage image) {
    image_ = image.convertToFormat(QImage::Format_RGBA8888);
    for (Frame& frame : frames_) {
        frame.rect = frame.rect.intersected(image_.rect());
        const Mask before = frame.autoMask;
        if (frame.overrides.width() != frame.rect.width() ||
            frame.overrides.height() != frame.rect.height()) {
            // The image changed size: keep the edits that still fit.
            OverrideLayer resized(frame.rect.width(), frame.rect.height());
            std::vector<PixelChange> kept;
            for (int y = 0; y < std::min(resized.height(), frame.overrides.height()); ++y)
                for (int x = 0; x < std::min(resized.width(), frame.overrides.width()); ++x)
                    if (const Override o = frame.overrides.at(x, y); o != Override::Auto)
                        kept.push_back({std::uint32_t(y * resized.width() + x), Override::Auto, o});
            resized.apply(kept, false);
            frame.overrides = std::move(resized);
        }
        frame.autoMask = autoMaskOf(frame.rect);
        Mask flags = reviewMask(frame.overrides, before, frame.autoMask);
        if (frame.review.width() == flags.width() && frame.review.height() == flags.height()) {
            for (int y = 0; y < flags.height(); ++y)
                for (int k = 0; k < flags.wordsPerRow(); ++k)
                    flags.mutableRow(y)[k] |= frame.review.row(y)[k];
            flags.finishRows();
        }
        frame.review = std::move(flags);
        rebuildEffective(frame);
    }
}

void Sprite::rebuildMasks() {
    for (Frame& frame : frames_) {
        frame.autoMask = autoMaskOf(frame.rect);
        if (frame.review.width() != frame.rect.width() ||
            frame.review.height() != frame.rect.height())
            frame.review = Mask(frame.rect.width(), frame.rect.height());
        rebuildEffective(frame);
    }
}

Mask Sprite::autoMaskOf(const QRect& rect) const {
    MaskRule rule;
    rule.threshold = settings_.threshold;
    rule.colorKey = settings_.colorKey;
    return maskFromImage(rect == image_.rect() ? image_ : image_.copy(rect), rule);
}

Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after) {
    Mask flags(after.width(), after.height());
    if (before.width() != after.width() || before.height() != after.height() ||
        overrides.width() != after.width() || overrides.height() != after.height())
        return flags;
    for (int y = 0; y < after.height(); ++y) {
        const std::uint64_t* b = before.row(y);
        const std::uint64_t* a = after.row(y);
        const std::uint64_t* s = overrides.forcedSolid().row(y);
        const std::uint64_t* e = overrides.forcedEmpty().row(y);
        std::uint64_t* out = flags.mutableRow(y);
        for (int k = 0; k < after.wordsPerRow(); ++k)
            out[k] = (a[k] ^ b[k]) & (s[k] | e[k]);
    }
    flags.finishRows();
    return flags;
}

} // namespace hitmask
