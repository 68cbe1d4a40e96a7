// SPDX-License-Identifier: MIT
#include "spritefile.h"

#include "common/boundedfile.h"
#include "common/imageloader.h"
#include "sprite.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>

namespace hitmask {

namespace {

// Whether the file may hold more than one image; reading them all costs a second decode,
// which a still PNG is spared.
bool mayHoldSeveralImages(const QString& path) {
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    return reader.supportsAnimation() || reader.imageCount() > 1;
}

SpriteFile loaded(const QString& path, const ImageLoadLimits& limits) {
    SpriteFile file;
    file.path = QFileInfo(path).absoluteFilePath();
    const LoadedImage image = ImageLoader(limits).load(path);
    if (!image.ok()) {
        file.error = image.error;
        return file;
    }
    file.image = image.image;
    file.hadAlpha = image.hadAlpha;
    return file;
}

} // namespace

std::unique_ptr<Sprite> SpriteFile::makeSprite(int id) const {
    return std::make_unique<Sprite>(id, path, image, cut, frames);
}

SpriteFile SpriteFile::load(const QString& path, const ImageLoadLimits& limits) {
    SpriteFile file = loaded(path, limits);
    if (!file.ok())
        return file;
    if (mayHoldSeveralImages(path)) {
        FrameCut all;
        all.kind = FrameCut::Kind::Images;
        FrameSet frames = all.cut(file.path, file.image, limits);
        if (!frames.ok()) {
            file.error = frames.error;
            return file;
        }
        if (frames.frames.size() > 1) {
            file.cut = all;
            file.frames = std::move(frames);
            return file;
        }
    }
    file.frames = file.cut.cut(file.path, file.image, limits);
    return file;
}

SpriteFile SpriteFile::loadSheet(const QString& jsonPath, const ImageLoadLimits& limits) {
    SpriteFile failed;
    if (!QFileInfo(jsonPath).isFile()) {
        failed.error = tr("%1 is not a file").arg(QDir::toNativeSeparators(jsonPath));
        return failed;
    }
    QString why;
    const std::optional<QByteArray> json =
        BoundedFile::read(jsonPath, BoundedFile::kMaxJsonBytes, &why);
    if (!json) {
        failed.error = tr("cannot read %1: %2").arg(QDir::toNativeSeparators(jsonPath), why);
        return failed;
    }
    const QFileInfo info(jsonPath);
    const QString named = QJsonDocument::fromJson(*json)
                              .object()
                              .value(QStringLiteral("meta"))
                              .toObject()
                              .value(QStringLiteral("image"))
                              .toString();
    const QString imagePath = info.absoluteDir().absoluteFilePath(
        named.isEmpty() ? info.completeBaseName() + QStringLiteral(".png") : named);
    if (!QFileInfo::exists(imagePath)) {
        failed.error = tr("the sheet's image %1 is not beside %2")
                           .arg(QDir::toNativeSeparators(imagePath), info.fileName());
        return failed;
    }
    SpriteFile file = loaded(imagePath, limits);
    if (!file.ok())
        return file;
    file.cut.kind = FrameCut::Kind::SheetJson;
    file.cut.sheetJson = info.absoluteFilePath();
    file.frames = file.cut.cut(file.path, file.image, limits);
    if (!file.frames.ok())
        file.error = file.frames.error;
    return file;
}

} // namespace hitmask
