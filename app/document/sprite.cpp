// SPDX-License-Identifier: MIT
#include "sprite.h"

#include "common/frameplacement.h"

#include <QFileInfo>
#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace hitmask {

namespace {
SourceFrame wholeImage(const QImage& image) {
    return cutFrames(image, {FramePlacement::cell(image.rect())}).front();
}

Channel solidChannel() {
    return Channel{0,    ChannelNames::solid(), ChannelNames::defaultColour(0),
                   true, ChannelRule{},         {}};
}
} // namespace

Sprite::Sprite(int id, QString path, QImage image)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888))
    , channels_{solidChannel()} {
    frames_.push_back(makeFrame(wholeImage(image_)));
}

Sprite::Sprite(int id, QString path, QImage image, FrameCut cut, const FrameSet& frames)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888))
    , channels_{solidChannel()}
    , cut_(std::move(cut))
    , tags_(frames.animations)
    , framesOutside_(frames.outside) {
    for (const SourceFrame& source : frames.frames)
        frames_.push_back(makeFrame(source));
}

bool Sprite::isOwnNameAllowed(const QString& name) {
    if (name != name.trimmed() || name == u'.' || name == QStringLiteral(".."))
        return false;
    return std::none_of(name.begin(), name.end(), [](QChar c) {
        return c == u'/' || c == u'\\' || c == u'#' || c.category() == QChar::Other_Control;
    });
}

QString Sprite::name() const {
    return ownName_.isEmpty() ? QFileInfo(path_).completeBaseName() : ownName_;
}

std::unique_ptr<Sprite> Sprite::clone(int id) const {
    auto copy = std::make_unique<Sprite>(*this);
    copy->id_ = id;
    return copy;
}

void ChannelMasks::refreshEffective(Rect area) {
    const Mask before = handShapes ? effective.copy(area) : Mask();
    overrides.applyTo(autoMask, effective, area);
    if (handShapes && !(before == effective.copy(area)))
        shapesReview = true;
}

void Frame::setFromFile(QPoint origin, int durationMs) {
    fileOrigin = origin;
    fileDurationMs = durationMs;
    setOrigin(originSet);
    setDuration(durationSet);
}

void Frame::setDuration(std::optional<int> duration) {
    durationSet = duration;
    durationMs = duration.value_or(fileDurationMs);
}

void Frame::setOrigin(std::optional<QPoint> point) {
    originSet = point;
    origin = point.value_or(fileOrigin);
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
    frames_.push_back(makeFrame(cutFrames(image_, {FramePlacement::cell(inside)}).front()));
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
    frame.setFromFile(source.origin, source.durationMs);
    frame.channels.clear();
    for (int k = 0; k < int(channels_.size()); ++k)
        frame.channels.push_back(uneditedMasks(frame, k));
    return frame;
}

ChannelMasks Sprite::uneditedMasks(const Frame& frame, int index) const {
    ChannelMasks c{OverrideLayer(frame.width(), frame.height()),
                   channelAutoMask(frame, index),
                   Mask(),
                   Mask(frame.width(), frame.height()),
                   std::nullopt,
                   false};
    c.effective = c.overrides.effective(c.autoMask);
    return c;
}

int Sprite::channelIndex(int channelId) const {
    for (std::size_t i = 0; i < channels_.size(); ++i)
        if (channels_[i].id == channelId)
            return int(i);
    return -1;
}

const Channel* Sprite::channelById(int channelId) const {
    const int index = channelIndex(channelId);
    return index < 0 ? nullptr : &channels_[std::size_t(index)];
}

int Sprite::channelIndexByName(const QString& name) const {
    for (std::size_t i = 0; i < channels_.size(); ++i)
        if (channels_[i].name == name)
            return int(i);
    return -1;
}

void Sprite::insertChannel(int index, Channel channel, std::vector<ChannelMasks> masks) {
    index = std::clamp(index, 1, int(channels_.size()));
    nextChannelId_ = std::max(nextChannelId_, channel.id + 1);
    channels_.insert(channels_.begin() + index, std::move(channel));
    const std::vector<Frame*> frames = allFrames();
    for (std::size_t i = 0; i < frames.size(); ++i) {
        Frame& frame = *frames[i];
        const auto at = frame.channels.begin() + index;
        if (i < masks.size()) {
            // Held masks may predate a reload of the art: rebuilt on the image as it is,
            // edits kept and flagged where their ground moved.
            frame.channels.insert(at, std::move(masks[i]));
            rebuildChannel(frame, index, true);
        } else {
            frame.channels.insert(at, uneditedMasks(frame, index));
        }
    }
    rebuildCopiesAfter(index);
}

std::pair<Channel, std::vector<ChannelMasks>> Sprite::takeChannel(int channelId) {
    const int index = channelIndex(channelId);
    if (index <= 0)
        return {};
    std::pair<Channel, std::vector<ChannelMasks>> taken;
    taken.first = std::move(channels_[std::size_t(index)]);
    channels_.erase(channels_.begin() + index);
    for (Frame* frame : allFrames()) {
        taken.second.push_back(std::move(frame->channels[std::size_t(index)]));
        frame->channels.erase(frame->channels.begin() + index);
    }
    // Copies of the channel taken out start from nothing until it comes back.
    rebuildCopiesAfter(index - 1);
    return taken;
}

void Sprite::setChannel(const Channel& channel) {
    const int index = channelIndex(channel.id);
    if (index < 0)
        return;
    Channel& c = channels_[std::size_t(index)];
    c.name = channel.name;
    c.colour = channel.colour;
    c.colourChosen = channel.colourChosen;
    c.visible = channel.visible;
    c.physics = channel.physics;
}

void Sprite::setChannelRule(int channelId, const ChannelRule& rule) {
    const int index = channelIndex(channelId);
    if (index < 0)
        return;
    ChannelRule& current = channels_[std::size_t(index)].rule;
    current = rule;
    if (index == 0)
        current.source = ChannelSource::Image;
    for (Frame* frame : allFrames())
        rebuildChannel(*frame, index, false);
    rebuildCopiesAfter(index);
}

void Sprite::rebuildCopiesAfter(int index) {
    for (std::size_t k = std::size_t(index) + 1; k < channels_.size(); ++k)
        if (channels_[k].rule.source == ChannelSource::Copy)
            for (Frame* frame : allFrames())
                rebuildChannel(*frame, int(k), false);
}

std::vector<Frame*> Sprite::allFrames() {
    std::vector<Frame*> all;
    for (Frame& frame : frames_)
        all.push_back(&frame);
    for (Frame& frame : framesAside_)
        all.push_back(&frame);
    return all;
}

bool Sprite::refreshCopies(Frame& frame, int index, Rect area) const {
    // Copies only look back, so one pass in order reaches copies of copies.
    std::vector<bool> changed(channels_.size(), false);
    changed[std::size_t(index)] = true;
    bool any = false;
    for (std::size_t k = std::size_t(index) + 1; k < channels_.size(); ++k) {
        const ChannelRule& rule = channels_[k].rule;
        if (rule.source != ChannelSource::Copy)
            continue;
        const int source = channelIndex(rule.copyOf);
        if (source < 0 || std::size_t(source) >= k || !changed[std::size_t(source)])
            continue;
        ChannelMasks& c = frame.channel(int(k));
        c.autoMask.blit(frame.channel(source).effective, area, area.x, area.y, BlitOp::Copy);
        c.refreshEffective(area);
        changed[k] = true;
        any = true;
    }
    return any;
}

void Sprite::refit(Frame& frame, const SourceFrame& source) const {
    frame.rect = source.sourceRect;
    frame.image = source.image.convertToFormat(QImage::Format_RGBA8888);
    frame.setFromFile(source.origin, source.durationMs);
    for (int k = 0; k < frame.channelCount(); ++k)
        rebuildChannel(frame, k, true);
}

bool Sprite::cutGivesTags() const {
    return cut_.kind == FrameCut::Kind::SheetJson && !cut_.isRotationSet();
}

void Sprite::replaceImage(QImage image, const FrameSet& frames) {
    image_ = image.convertToFormat(QImage::Format_RGBA8888);
    // The sheet is where tags are made: a new export of it may rename or move them.
    if (cutGivesTags())
        tags_ = frames.animations;
    framesOutside_ = frames.outside;
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
    for (Frame& frame : frames_)
        for (int k = 0; k < frame.channelCount(); ++k)
            rebuildChannel(frame, k, false, false);
}

void Sprite::rebuildChannel(Frame& frame, int index, bool flag, bool flagShapes) const {
    ChannelMasks& c = frame.channel(index);
    // Hand shapes do not follow the mask: when it moves under them, they are to be looked at.
    const std::optional<Mask> shapesOver =
        flagShapes && c.handShapes ? std::optional(c.effective) : std::nullopt;
    const int w = frame.width();
    const int h = frame.height();
    c.overrides.ensureSize(w, h);
    const Mask before = flag ? c.autoMask : Mask();
    c.autoMask = channelAutoMask(frame, index);
    if (c.review.width() != w || c.review.height() != h)
        c.review = c.review.copy({0, 0, w, h});
    if (flag) {
        const Mask flags = reviewMask(c.overrides, before, c.autoMask);
        c.review.blit(flags, flags.rect(), 0, 0, BlitOp::Or);
    }
    c.effective = c.overrides.effective(c.autoMask);
    if (shapesOver && !(*shapesOver == c.effective))
        c.shapesReview = true;
}

Mask Sprite::channelAutoMask(const Frame& frame, int index) const {
    const ChannelRule& rule = channels_[std::size_t(index)].rule;
    switch (rule.source) {
    case ChannelSource::Image:
        return maskFromImage(frame.image, rule.image);
    case ChannelSource::Copy:
        // Only an earlier channel, so that copies never go round in a circle.
        if (const int source = channelIndex(rule.copyOf); source >= 0 && source < index) {
            const Mask& from = frame.channel(source).effective;
            if (from.width() == frame.width() && from.height() == frame.height())
                return from.copy(from.rect());
        }
        break;
    case ChannelSource::Empty:
        break;
    }
    return Mask(frame.width(), frame.height());
}

QString frameNumbers(const QList<int>& indices) {
    const QLocale locale;
    QStringList parts;
    for (qsizetype i = 0; i < indices.size();) {
        qsizetype end = i;
        while (end + 1 < indices.size() && indices[end + 1] == indices[end] + 1)
            ++end;
        if (end - i >= 2) {
            parts << locale.toString(indices[i] + 1) + QChar(0x2013) +
                         locale.toString(indices[end] + 1);
            i = end + 1;
        } else {
            parts << locale.toString(indices[i] + 1);
            ++i;
        }
    }
    return parts.join(QStringLiteral(", "));
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
