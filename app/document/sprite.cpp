// SPDX-License-Identifier: MIT
#include "sprite.h"

#include <QFileInfo>

namespace hitmask {

Sprite::Sprite(int id, QString path, QImage image)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888)) {
    appendFrame(image_.rect());
}

QString Sprite::name() const {
    return QFileInfo(path_).completeBaseName();
}

Frame* Sprite::frameById(int frameId) {
    const int index = frameIndex(frameId);
    return index < 0 ? nullptr : &frames_[std::size_t(index)];
}

int Sprite::frameIndex(int frameId) const {
    for (std::size_t i = 0; i < frames_.size(); ++i)
        if (frames_[i].id == frameId)
            return int(i);
    return -1;
}

Frame& Sprite::appendFrame(const QRect& rect) {
    frames_.push_back(makeFrame(rect));
    return frames_.back();
}

Frame Sprite::makeFrame(const QRect& rect) {
    Frame frame;
    frame.id = nextFrameId_++;
    frame.rect = rect.intersected(image_.rect());
    frame.overrides = OverrideLayer(frame.rect.width(), frame.rect.height());
    frame.review = Mask(frame.rect.width(), frame.rect.height());
    frame.autoMask = autoMaskOf(frame.rect);
    frame.effective = frame.overrides.effective(frame.autoMask);
    return frame;
}

void Sprite::setSettings(const MaskRule& settings) {
    settings_ = settings;
    rebuildMasks();
}

void Sprite::replaceImage(QImage image) {
    const QRect oldImageRect = image_.rect();
    image_ = image.convertToFormat(QImage::Format_RGBA8888);
    for (Frame& frame : frames_) {
        frame.rect =
            frame.rect == oldImageRect ? image_.rect() : frame.rect.intersected(image_.rect());
        const int w = frame.rect.width();
        const int h = frame.rect.height();
        frame.overrides.ensureSize(w, h);
        const Mask before = frame.autoMask;
        frame.autoMask = autoMaskOf(frame.rect);
        Mask review = frame.review.copy({0, 0, w, h});
        const Mask flags = reviewMask(frame.overrides, before, frame.autoMask);
        review.blit(flags, flags.rect(), 0, 0, BlitOp::Or);
        frame.review = std::move(review);
        frame.effective = frame.overrides.effective(frame.autoMask);
    }
}

void Sprite::rebuildMasks() {
    for (Frame& frame : frames_) {
        frame.autoMask = autoMaskOf(frame.rect);
        if (frame.review.width() != frame.rect.width() ||
            frame.review.height() != frame.rect.height())
            frame.review = frame.review.copy({0, 0, frame.rect.width(), frame.rect.height()});
        frame.overrides.ensureSize(frame.rect.width(), frame.rect.height());
        frame.effective = frame.overrides.effective(frame.autoMask);
    }
}

Mask Sprite::autoMaskOf(const QRect& rect) const {
    return maskFromImage(rect == image_.rect() ? image_ : image_.copy(rect), settings_);
}

Mask reviewMask(const OverrideLayer& overrides, const Mask& before, const Mask& after) {
    Mask changed = after.copy(after.rect());
    changed.blit(before, before.rect(), 0, 0, BlitOp::Xor);
    Mask outsideBefore(after.width(), after.height());
    outsideBefore.fill(true);
    outsideBefore.setRect(before.rect(), false);
    changed.blit(outsideBefore, outsideBefore.rect(), 0, 0, BlitOp::Or);
    // flags = overridden AND changed
    Mask flags = overrides.overridden(after.width(), after.height());
    changed.invert();
    flags.blit(changed, changed.rect(), 0, 0, BlitOp::AndNot);
    return flags;
}

} // namespace hitmask
