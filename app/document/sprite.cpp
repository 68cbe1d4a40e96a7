// SPDX-License-Identifier: MIT
#include "sprite.h"

#include <QFileInfo>
#include <algorithm>

namespace hitmask {

Sprite::Sprite(int id, QString path, QImage image)
    : id_(id)
    , path_(std::move(path))
    , image_(image.convertToFormat(QImage::Format_RGBA8888)) {
    channels_.push_back(
        Channel{0, ChannelNames::solid(), ChannelNames::defaultColour(0), true, ChannelRule{}});
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
    frame.moreChannels.resize(channels_.size() - 1);
    for (int k = 0; k < frame.channelCount(); ++k) {
        ChannelMasks& c = frame.channel(k);
        c.overrides = OverrideLayer(frame.rect.width(), frame.rect.height());
        c.review = Mask(frame.rect.width(), frame.rect.height());
        c.autoMask = channelAutoMask(frame, k);
        c.effective = c.overrides.effective(c.autoMask);
    }
    return frame;
}

void Sprite::setSettings(const MaskRule& settings) {
    channels_.front().rule.image = settings;
    rebuildMasks();
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
    for (std::size_t i = 0; i < frames_.size(); ++i) {
        Frame& frame = frames_[i];
        auto at = frame.moreChannels.begin() + (index - 1);
        if (i < masks.size()) {
            // Held masks may predate a reload of the art: rebuilt on the image as it is,
            // edits kept and flagged where their ground moved.
            frame.moreChannels.insert(at, std::move(masks[i]));
            rebuildChannel(frame, index, true);
        } else {
            frame.moreChannels.insert(at, ChannelMasks{});
            ChannelMasks& c = frame.channel(index);
            c.overrides = OverrideLayer(frame.rect.width(), frame.rect.height());
            c.review = Mask(frame.rect.width(), frame.rect.height());
            c.autoMask = channelAutoMask(frame, index);
            c.effective = c.overrides.effective(c.autoMask);
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
    for (Frame& frame : frames_) {
        taken.second.push_back(std::move(frame.moreChannels[std::size_t(index - 1)]));
        frame.moreChannels.erase(frame.moreChannels.begin() + (index - 1));
    }
    // Copies of the channel taken out start from nothing until it comes back.
    rebuildCopiesAfter(index - 1);
    return taken;
}

void Sprite::setChannel(const Channel& channel) {
    const int index = channelIndex(channel.id);
    if (index < 0)
        return;
    const bool ruleChanged = !(channels_[std::size_t(index)].rule == channel.rule);
    channels_[std::size_t(index)] = channel;
    if (index == 0) // solid always comes from the image: it is what collides
        channels_.front().rule.source = ChannelSource::Image;
    if (!ruleChanged)
        return;
    for (Frame& frame : frames_)
        rebuildChannel(frame, index, false);
    rebuildCopiesAfter(index);
}

void Sprite::rebuildCopiesAfter(int index) {
    for (std::size_t k = std::size_t(index) + 1; k < channels_.size(); ++k)
        if (channels_[k].rule.source == ChannelSource::Copy)
            for (Frame& frame : frames_)
                rebuildChannel(frame, int(k), false);
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

void Sprite::replaceImage(QImage image) {
    const QRect oldImageRect = image_.rect();
    image_ = image.convertToFormat(QImage::Format_RGBA8888);
    for (Frame& frame : frames_) {
        frame.rect =
            frame.rect == oldImageRect ? image_.rect() : frame.rect.intersected(image_.rect());
        for (int k = 0; k < frame.channelCount(); ++k)
            rebuildChannel(frame, k, true);
    }
}

void Sprite::rebuildMasks() {
    for (Frame& frame : frames_)
        for (int k = 0; k < frame.channelCount(); ++k)
            rebuildChannel(frame, k, false);
}

void Sprite::rebuildChannel(Frame& frame, int index, bool flag) const {
    ChannelMasks& c = frame.channel(index);
    const int w = frame.rect.width();
    const int h = frame.rect.height();
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
}

Mask Sprite::channelAutoMask(const Frame& frame, int index) const {
    const ChannelRule& rule = channels_[std::size_t(index)].rule;
    switch (rule.source) {
    case ChannelSource::Image:
        return autoMaskOf(frame.rect, rule.image);
    case ChannelSource::Copy:
        // Only an earlier channel, so that copies never go round in a circle.
        if (const int source = channelIndex(rule.copyOf); source >= 0 && source < index) {
            const Mask& from = frame.channel(source).effective;
            if (from.width() == frame.rect.width() && from.height() == frame.rect.height())
                return from.copy(from.rect());
        }
        break;
    case ChannelSource::Empty:
        break;
    }
    return Mask(frame.rect.width(), frame.rect.height());
}

Mask Sprite::autoMaskOf(const QRect& rect, const MaskRule& rule) const {
    return maskFromImage(rect == image_.rect() ? image_ : image_.copy(rect), rule);
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
