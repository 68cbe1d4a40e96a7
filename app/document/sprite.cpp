// SPDX-License-Identifier: MIT
#include "sprite.h"

#include <QFileInfo>

namespace hitmask {

namespace {
SourceFrame wholeImage(const QImage& image) {
    return {image, {}, 0, image.rect(), false};
}
} // namespace

Sprite::Sprite(int id, QString path, QImage image)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888)) {
    frames_.push_back(makeFrame(wholeImage(image_)));
}

Sprite::Sprite(int id, QString path, QImage image, FrameCut cut, const FrameSet& frames)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888))
    , cut_(std::move(cut)) {
    for (const SourceFrame& source : frames.frames)
        frames_.push_back(makeFrame(source));
}

QString Sprite::name() const {
    return QFileInfo(path_).completeBaseName();
}

Frame* Sprite::frameById(int frameId) {
    const int index = frameIndex(frameId);
    if (index >= 0)
        return &frames_[std::size_t(index)];
    // A frame set aside still takes the undo and redo of its edits, or they would be lost.
    for (Frame& frame : framesAside_)
        if (frame.id == frameId)
            return &frame;
    return nullptr;
}

int Sprite::frameIndex(int frameId) const {
    for (std::size_t i = 0; i < frames_.size(); ++i)
        if (frames_[i].id == frameId)
            return int(i);
    return -1;
}

Frame& Sprite::appendFrame(const QRect& rect) {
    const QRect inside = rect.intersected(image_.rect());
    frames_.push_back(
        makeFrame({inside.isEmpty() ? QImage() : image_.copy(inside), {}, 0, inside, false}));
    cut_ = FrameCut();
    cut_.kind = FrameCut::Kind::Rects;
    for (const Frame& frame : frames_)
        cut_.rects.append(frame.rect);
    return frames_.back();
}

Frame Sprite::makeFrame(const SourceFrame& source) {
    Frame frame;
    frame.id = nextFrameId_++;
    frame.rect = source.sourceRect;
    frame.image = source.image.convertToFormat(QImage::Format_RGBA8888);
    frame.origin = source.origin;
    frame.durationMs = source.durationMs;
    frame.overrides = OverrideLayer(frame.width(), frame.height());
    frame.review = Mask(frame.width(), frame.height());
    frame.autoMask = maskFromImage(frame.image, settings_);
    frame.effective = frame.overrides.effective(frame.autoMask);
    return frame;
}

void Sprite::setSettings(const MaskRule& settings) {
    settings_ = settings;
    rebuildMasks();
}

void Sprite::refit(Frame& frame, const SourceFrame& source) const {
    frame.rect = source.sourceRect;
    frame.image = source.image.convertToFormat(QImage::Format_RGBA8888);
    frame.origin = source.origin;
    frame.durationMs = source.durationMs;
    const int w = frame.width();
    const int h = frame.height();
    frame.overrides.ensureSize(w, h);
    const Mask before = frame.autoMask;
    frame.autoMask = maskFromImage(frame.image, settings_);
    Mask review = frame.review.copy({0, 0, w, h});
    const Mask flags = reviewMask(frame.overrides, before, frame.autoMask);
    review.blit(flags, flags.rect(), 0, 0, BlitOp::Or);
    frame.review = std::move(review);
    frame.effective = frame.overrides.effective(frame.autoMask);
}

void Sprite::replaceImage(QImage image, const FrameSet& frames) {
    image_ = image.convertToFormat(QImage::Format_RGBA8888);
    const std::size_t count = std::size_t(frames.frames.size());
    // framesAside_ holds the frames from index frames_.size() on, in order.
    while (frames_.size() > count) {
        framesAside_.insert(framesAside_.begin(), std::move(frames_.back()));
        frames_.pop_back();
    }
    while (frames_.size() < count && !framesAside_.empty()) {
        frames_.push_back(std::move(framesAside_.front()));
        framesAside_.erase(framesAside_.begin());
    }
    for (std::size_t i = 0; i < frames_.size(); ++i)
        refit(frames_[i], frames.frames[qsizetype(i)]);
    for (std::size_t i = frames_.size(); i < count; ++i)
        frames_.push_back(makeFrame(frames.frames[qsizetype(i)]));
}

std::vector<Frame> Sprite::framesFor(const FrameSet& frames, bool keepEdits) {
    std::vector<Frame> out;
    for (qsizetype i = 0; i < frames.frames.size(); ++i) {
        const std::size_t index = std::size_t(i);
        const Frame* old = !keepEdits               ? nullptr
                           : index < frames_.size() ? &frames_[index]
                           : index - frames_.size() < framesAside_.size()
                               ? &framesAside_[index - frames_.size()]
                               : nullptr;
        if (old) {
            out.push_back(*old);
            refit(out.back(), frames.frames[i]);
        } else {
            out.push_back(makeFrame(frames.frames[i]));
        }
    }
    return out;
}

void Sprite::rebuildMasks() {
    for (Frame& frame : frames_) {
        frame.autoMask = maskFromImage(frame.image, settings_);
        if (frame.review.width() != frame.width() || frame.review.height() != frame.height())
            frame.review = frame.review.copy({0, 0, frame.width(), frame.height()});
        frame.overrides.ensureSize(frame.width(), frame.height());
        frame.effective = frame.overrides.effective(frame.autoMask);
    }
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
