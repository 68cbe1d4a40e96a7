// SPDX-License-Identifier: MIT
#include "projectfile.h"

#include "common/atomicfile.h"
#include "common/imageloader.h"
#include "projectdocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <hitmask/codec.hpp>
#include <optional>

namespace hitmask {

namespace {

const QString kFormat = QStringLiteral("hitmask-project");
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
    if (value.isUndefined() || value.isNull()) {
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

// The size is the auto mask's: the frame's own, also for a frame set aside after a
// load, which keeps its masks but not its pixels.
QJsonObject frameToJson(const Frame& frame) {
    const int w = frame.autoMask.width();
    const int h = frame.autoMask.height();
    QJsonObject json{{QStringLiteral("rect"), QJsonArray{frame.rect.x(), frame.rect.y(),
                                                         frame.rect.width(), frame.rect.height()}},
                     {QStringLiteral("size"), QJsonArray{w, h}},
                     {QStringLiteral("forceSolid"), encodeMask(frame.overrides.forcedSolid())},
                     {QStringLiteral("forceEmpty"), encodeMask(frame.overrides.forcedEmpty())},
                     {QStringLiteral("autoMask"), encodeMask(frame.autoMask)},
                     {QStringLiteral("review"), encodeMask(frame.review)}};
    // Edits kept aside past a shrunken image make the layer larger than the frame.
    if (frame.overrides.width() != w || frame.overrides.height() != h)
        json.insert(QStringLiteral("editSize"),
                    QJsonArray{frame.overrides.width(), frame.overrides.height()});
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

// Reads a saved frame's edits into `frame`: overrides, the auto mask as saved (to compare
// with the art as it is now) and review marks, at the size the frame had then.
// A frame is at most as large as an image the loader accepts, turned 45 degrees.
bool readEdits(const QJsonObject& f, const ImageLoadLimits& limits, Frame& frame) {
    const std::optional<QSize> saved = savedSizeOf(f, limits.maxSide * 3 / 2 + 2);
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
    frame.overrides.assign(std::move(solid), std::move(empty));
    frame.autoMask = std::move(savedAuto);
    frame.review = std::move(review);
    return true;
}

// How a sprite of a version 1 or 2 file is cut: rectangles of its image, or the whole
// image when it has one frame over all of it (which then follows the image's size).
std::optional<FrameCut> legacyCut(const QJsonArray& frames, const QImage& image) {
    FrameCut cut;
    for (const QJsonValue& value : frames) {
        const QJsonArray r = value.toObject().value(QStringLiteral("rect")).toArray();
        const QRect rect(r.at(0).toInt(), r.at(1).toInt(), r.at(2).toInt(), r.at(3).toInt());
        if (rect.isEmpty() || !image.rect().contains(rect))
            return std::nullopt;
        cut.rects.append(rect);
    }
    if (cut.rects.size() > 1 || (cut.rects.size() == 1 && cut.rects.front() != image.rect()))
        cut.kind = FrameCut::Kind::Rects;
    else
        cut.rects.clear();
    return cut;
}

} // namespace

bool ProjectFile::save(const ProjectDocument& document, const QString& path, QString* error) {
    const QDir base = QFileInfo(path).absoluteDir();
    QJsonArray sprites;
    for (const auto& sprite : document.sprites()) {
        QJsonArray frames;
        for (const Frame& frame : sprite->frames())
            frames.append(frameToJson(frame));
        const MaskRule& settings = sprite->settings();
        QJsonObject entry{{QStringLiteral("path"), base.relativeFilePath(sprite->path())},
                          {QStringLiteral("threshold"), settings.threshold},
                          {QStringLiteral("colorKey"),
                           settings.colorKey ? QJsonValue(settings.colorKey->name(QColor::HexRgb))
                                             : QJsonValue()},
                          {QStringLiteral("cut"), sprite->cut().toJson(base)},
                          {QStringLiteral("frames"), frames}};
        if (!sprite->framesAside().empty()) {
            QJsonArray aside;
            for (const Frame& frame : sprite->framesAside())
                aside.append(frameToJson(frame));
            entry.insert(QStringLiteral("framesAside"), aside);
        }
        sprites.append(entry);
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("sprites"), sprites},
                           {QStringLiteral("export"), document.exportSettings().toJson()}};

    return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

bool ProjectFile::load(ProjectDocument& document, const QString& path, QString* error,
                       const LocateImage& locate) {
    auto fail = [&](const QString& why) {
        *error = why;
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(
            tr("cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    QJsonParseError parseError;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(tr("%1 is not a valid project file: %2 at byte %3")
                        .arg(QFileInfo(path).fileName(), parseError.errorString())
                        .arg(parseError.offset));
    const QJsonObject root = json.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("%1 is not a Hitmask project").arg(QFileInfo(path).fileName()));
    const int version = root.value(QStringLiteral("version")).toInt(-1);
    if (version < 1 || version > kVersion)
        return fail(
            tr("%1 was written by a newer Hitmask (project version %2; this one reads up to %3)")
                .arg(QFileInfo(path).fileName())
                .arg(version)
                .arg(kVersion));

    const QDir base = QFileInfo(path).absoluteDir();
    std::vector<std::unique_ptr<Sprite>> loaded;
    for (const QJsonValue& value : root.value(QStringLiteral("sprites")).toArray()) {
        const QJsonObject entry = value.toObject();
        const QString relative = entry.value(QStringLiteral("path")).toString();
        QString spritePath = QDir::cleanPath(base.absoluteFilePath(relative));
        LoadedImage image = ImageLoader(document.imageLimits()).load(spritePath);
        // A moved image need not cost the hand edits: the caller may know where it went.
        while (!image.ok() && locate) {
            const QString other = locate(spritePath, image.error);
            if (other.isEmpty())
                break;
            spritePath = QDir::cleanPath(QFileInfo(other).absoluteFilePath());
            image = ImageLoader(document.imageLimits()).load(spritePath);
        }
        if (!image.ok())
            return fail(tr("sprite %1: %2").arg(relative, image.error));
        const QJsonArray frames = entry.value(QStringLiteral("frames")).toArray();
        std::optional<FrameCut> cut;
        QString why;
        if (entry.contains(QStringLiteral("cut"))) {
            cut = FrameCut::fromJson(entry.value(QStringLiteral("cut")).toObject(), base, &why);
            if (!cut)
                return fail(tr("sprite %1: %2").arg(relative, why));
        } else {
            cut = legacyCut(frames, image.image);
            if (!cut)
                return fail(tr("sprite %1: a frame lies outside the image").arg(relative));
        }
        const FrameSet cutFrames = cut->cut(spritePath, image.image, document.imageLimits());
        if (!cutFrames.ok())
            return fail(tr("sprite %1: %2").arg(relative, cutFrames.error));
        auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), spritePath, image.image,
                                               *cut, cutFrames);
        MaskRule settings;
        settings.threshold = std::clamp(entry.value(QStringLiteral("threshold")).toInt(), 0, 255);
        const QString key = entry.value(QStringLiteral("colorKey")).toString();
        if (!key.isEmpty() && QColor::isValidColorName(key))
            settings.colorKey = QColor::fromString(key);
        sprite->setSettings(settings);

        // Saved frames find their frames by index; those past the file's frames now, and
        // the ones saved aside, wait aside.
        QJsonArray saved = frames;
        for (const QJsonValue& value : entry.value(QStringLiteral("framesAside")).toArray())
            saved.append(value);
        std::vector<Mask> savedAuto;
        for (qsizetype i = 0; i < saved.size(); ++i) {
            const bool inSprite = std::size_t(i) < sprite->frames().size();
            Frame aside = inSprite ? Frame() : sprite->makeFrame({});
            Frame& frame = inSprite ? sprite->frames()[std::size_t(i)] : aside;
            if (!readEdits(saved.at(i).toObject(), document.imageLimits(), frame))
                return fail(tr("sprite %1: the hand edits are damaged").arg(relative));
            if (inSprite)
                savedAuto.push_back(frame.autoMask);
            else
                sprite->framesAside().push_back(std::move(aside));
        }
        // Rebuild from the image as it is now and flag edits whose ground moved since saving
        // (a file without saved auto masks has nothing to compare with).
        sprite->rebuildMasks();
        for (std::size_t i = 0; i < savedAuto.size(); ++i) {
            Frame& frame = sprite->frames()[i];
            if (saved.at(qsizetype(i)).toObject().contains(QStringLiteral("autoMask"))) {
                const Mask flags = reviewMask(frame.overrides, savedAuto[i], frame.autoMask);
                frame.review.blit(flags, flags.rect(), 0, 0, BlitOp::Or);
            }
        }
        loaded.push_back(std::move(sprite));
    }
    for (auto& sprite : loaded)
        document.insertSprite(std::move(sprite), int(document.sprites().size()));
    document.applyExportSettings(
        ExportSettings::fromJson(root.value(QStringLiteral("export")).toObject()));
    document.setFilePath(QFileInfo(path).absoluteFilePath());
    return true;
}

} // namespace hitmask
