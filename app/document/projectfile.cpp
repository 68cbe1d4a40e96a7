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

QJsonObject frameToJson(const Frame& frame) {
    QJsonObject json{{QStringLiteral("rect"), QJsonArray{frame.rect.x(), frame.rect.y(),
                                                         frame.rect.width(), frame.rect.height()}},
                     {QStringLiteral("forceSolid"), encodeMask(frame.overrides.forcedSolid())},
                     {QStringLiteral("forceEmpty"), encodeMask(frame.overrides.forcedEmpty())},
                     {QStringLiteral("autoMask"), encodeMask(frame.autoMask)},
                     {QStringLiteral("review"), encodeMask(frame.review)}};
    // Edits kept aside past a shrunken image make the layer larger than the frame.
    if (frame.overrides.width() != frame.rect.width() ||
        frame.overrides.height() != frame.rect.height())
        json.insert(QStringLiteral("editSize"),
                    QJsonArray{frame.overrides.width(), frame.overrides.height()});
    return json;
}

// The size of a frame's override layer: the frame's own, or larger when edits were kept
// aside; nullopt when the file's value is not a plausible size.
std::optional<QSize> editSizeOf(const QJsonObject& frame, const QRect& rect) {
    if (!frame.contains(QStringLiteral("editSize")))
        return rect.size();
    const QJsonArray size = frame.value(QStringLiteral("editSize")).toArray();
    const int w = size.at(0).toInt(-1);
    const int h = size.at(1).toInt(-1);
    if (size.size() != 2 || w < rect.width() || h < rect.height() || w > kMaxEditSide ||
        h > kMaxEditSide)
        return std::nullopt;
    return QSize(w, h);
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
        sprites.append(
            QJsonObject{{QStringLiteral("path"), base.relativeFilePath(sprite->path())},
                        {QStringLiteral("threshold"), settings.threshold},
                        {QStringLiteral("colorKey"),
                         settings.colorKey ? QJsonValue(settings.colorKey->name(QColor::HexRgb))
                                           : QJsonValue()},
                        {QStringLiteral("frames"), frames}});
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
        auto sprite = std::make_unique<Sprite>(document.nextSpriteId(), spritePath, image.image);
        MaskRule settings;
        settings.threshold = std::clamp(entry.value(QStringLiteral("threshold")).toInt(), 0, 255);
        const QString key = entry.value(QStringLiteral("colorKey")).toString();
        if (!key.isEmpty() && QColor::isValidColorName(key))
            settings.colorKey = QColor::fromString(key);
        sprite->setSettings(settings);

        const QJsonArray frames = entry.value(QStringLiteral("frames")).toArray();
        if (!frames.isEmpty())
            sprite->frames().clear();
        for (const QJsonValue& frameValue : frames) {
            const QJsonObject f = frameValue.toObject();
            const QJsonArray r = f.value(QStringLiteral("rect")).toArray();
            const QRect rect =
                QRect(r.at(0).toInt(), r.at(1).toInt(), r.at(2).toInt(), r.at(3).toInt());
            if (rect.isEmpty() || !image.image.rect().contains(rect))
                return fail(tr("sprite %1: a frame lies outside the image").arg(relative));
            const std::optional<QSize> editSize = editSizeOf(f, rect);
            Mask solid, empty, savedAuto, review;
            if (!editSize ||
                !decodeMask(f.value(QStringLiteral("forceSolid")), editSize->width(),
                            editSize->height(), &solid) ||
                !decodeMask(f.value(QStringLiteral("forceEmpty")), editSize->width(),
                            editSize->height(), &empty) ||
                !decodeMask(f.value(QStringLiteral("autoMask")), rect.width(), rect.height(),
                            &savedAuto) ||
                !decodeMask(f.value(QStringLiteral("review")), rect.width(), rect.height(),
                            &review))
                return fail(tr("sprite %1: the hand edits are damaged").arg(relative));
            Frame& frame = sprite->appendFrame(rect);
            // A pixel cannot be forced both ways: a damaged file loses the solid claim.
            solid.blit(empty, empty.rect(), 0, 0, BlitOp::AndNot);
            frame.overrides.assign(std::move(solid), std::move(empty));
            frame.autoMask = savedAuto;
            frame.review = std::move(review);
        }
        // Rebuild from the image as it is now and flag edits whose ground moved since saving
        // (a file without saved auto masks has nothing to compare with).
        std::vector<Mask> saved;
        for (const Frame& frame : sprite->frames())
            saved.push_back(frame.autoMask);
        sprite->rebuildMasks();
        for (std::size_t i = 0; i < saved.size(); ++i) {
            Frame& frame = sprite->frames()[i];
            if (frames.at(qsizetype(i)).toObject().contains(QStringLiteral("autoMask"))) {
                const Mask flags = reviewMask(frame.overrides, saved[i], frame.autoMask);
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
