// SPDX-License-Identifier: MIT
#include "framemasksjson.h"

#include "common/imageloader.h"
#include "framejson.h"
#include "shapesjson.h"
#include "sprite.h"

#include <QJsonArray>
#include <hitmask/codec.hpp>

namespace hitmask {

namespace {

// Kept-aside edits come from images the loader accepted, so no side exceeds its limit.
constexpr int kMaxEditSide = 65536;

// Masks are stored as the core's RLE payload in base64: compact for hand edits, which
// are mostly empty.
QString encodeMask(const Mask& mask) {
    const std::vector<std::uint8_t> rle = encodePayload(mask, Encoding::Rle);
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char*>(rle.data()), qsizetype(rle.size())).toBase64());
}

bool decodeMask(const QJsonValue& value, int width, int height, Mask* out) {
    // A frame with no pixels (an entry that gave no size, kept aside) has nothing to
    // decode: it is saved as an empty string.
    if (value.isUndefined() || value.isNull() || width == 0 || height == 0) {
        *out = Mask(width, height);
        return true;
    }
    const QByteArray bytes = QByteArray::fromBase64(value.toString().toLatin1());
    DecodedMask decoded =
        decodePayload(std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                std::size_t(bytes.size())),
                      width, height, Encoding::Rle);
    if (!decoded)
        return false;
    *out = std::move(decoded.mask);
    return true;
}

// One channel's masks; the layer's size only when edits were kept aside past a frame of
// the given size, which made it larger.
QJsonObject masksToJson(const ChannelMasks& masks, int w, int h) {
    QJsonObject json{{QStringLiteral("forceSolid"), encodeMask(masks.overrides.forcedSolid())},
                     {QStringLiteral("forceEmpty"), encodeMask(masks.overrides.forcedEmpty())},
                     {QStringLiteral("autoMask"), encodeMask(masks.autoMask)},
                     {QStringLiteral("review"), encodeMask(masks.review)}};
    if (masks.overrides.width() != w || masks.overrides.height() != h)
        json.insert(QStringLiteral("editSize"),
                    QJsonArray{masks.overrides.width(), masks.overrides.height()});
    ShapesJson::writeHandShapes(masks, json);
    return json;
}

// The size a frame had when saved: "size" since version 3, the rectangle's before. An
// entry with neither holds no edits (a hand-written file skipping unedited frames).
std::optional<QSize> savedSizeOf(const QJsonObject& frame, int maxSide) {
    const bool sized = frame.contains(QStringLiteral("size"));
    if (!sized && !frame.contains(QStringLiteral("rect")))
        return QSize(0, 0);
    const QJsonArray size =
        frame.value(sized ? QStringLiteral("size") : QStringLiteral("rect")).toArray();
    const int w = size.at(sized ? 0 : 2).toInt(-1);
    const int h = size.at(sized ? 1 : 3).toInt(-1);
    if (w < 0 || h < 0 || w > maxSide || h > maxSide)
        return std::nullopt;
    return QSize(w, h);
}

// The size of a frame's override layer: the frame's own, or larger when edits were kept
// aside; nullopt when the file's value is not a plausible size.
std::optional<QSize> editSizeOf(const QJsonObject& frame, QSize saved) {
    if (!frame.contains(QStringLiteral("editSize")))
        return saved;
    const QJsonArray size = frame.value(QStringLiteral("editSize")).toArray();
    const int w = size.at(0).toInt(-1);
    const int h = size.at(1).toInt(-1);
    if (size.size() != 2 || w < saved.width() || h < saved.height() || w > kMaxEditSide ||
        h > kMaxEditSide)
        return std::nullopt;
    return QSize(w, h);
}

} // namespace

// The size is the auto mask's: the frame's own, also for a frame set aside after a
// load, which keeps its masks but not its pixels. The solid channel's masks sit in the
// frame object itself, as in versions 1 and 2; the other channels' follow in "channels",
// in the sprite's order.
QJsonObject frameToJson(const Frame& frame) {
    const int w = frame.solid().autoMask.width();
    const int h = frame.solid().autoMask.height();
    QJsonObject json = masksToJson(frame.solid(), w, h);
    json.insert(QStringLiteral("rect"), QJsonArray{frame.rect.x(), frame.rect.y(),
                                                   frame.rect.width(), frame.rect.height()});
    json.insert(QStringLiteral("size"), QJsonArray{w, h});
    framePropertiesToJson(frame, json);
    QJsonArray others;
    for (std::size_t k = 1; k < frame.channels.size(); ++k)
        others.append(masksToJson(frame.channels[k], w, h));
    if (!others.isEmpty())
        json.insert(QStringLiteral("channels"), others);
    return json;
}

// Reads a saved channel's edits into `masks`: overrides, the auto mask as saved (to
// compare with the art as it is now) and review marks, at the size the frame had then:
// `size`, or without one (the solid channel) the size the frame entry `f` gives.
// A frame is at most as large as an image the loader accepts, turned 45 degrees.
bool readEdits(const QJsonObject& f, const ImageLoadLimits& limits, ChannelMasks& masks,
               std::optional<QSize> size) {
    const std::optional<QSize> saved = size ? size : savedSizeOf(f, limits.maxSide * 3 / 2 + 2);
    const std::optional<QSize> editSize = saved ? editSizeOf(f, *saved) : std::nullopt;
    Mask solid, empty, savedAuto, review;
    if (!editSize ||
        !decodeMask(f.value(QStringLiteral("forceSolid")), editSize->width(), editSize->height(),
                    &solid) ||
        !decodeMask(f.value(QStringLiteral("forceEmpty")), editSize->width(), editSize->height(),
                    &empty) ||
        !decodeMask(f.value(QStringLiteral("autoMask")), saved->width(), saved->height(),
                    &savedAuto) ||
        !decodeMask(f.value(QStringLiteral("review")), saved->width(), saved->height(), &review))
        return false;
    // A pixel cannot be forced both ways: a damaged file loses the solid claim.
    solid.blit(empty, empty.rect(), 0, 0, BlitOp::AndNot);
    masks.overrides.assign(std::move(solid), std::move(empty));
    masks.autoMask = std::move(savedAuto);
    masks.review = std::move(review);
    return true;
}

} // namespace hitmask
