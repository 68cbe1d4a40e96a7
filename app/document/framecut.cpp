// SPDX-License-Identifier: MIT
#include "framecut.h"

#include "common/boundedfile.h"
#include "common/elidedname.h"
#include "common/frameimages.h"
#include "common/frameplacement.h"
#include "common/imageloader.h"
#include "common/rotationframes.h"
#include "common/sheetjson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <hitmask/rotationset.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

const QString kWhole = QStringLiteral("whole");
const QString kRects = QStringLiteral("rects");
const QString kImages = QStringLiteral("images");
const QString kSheet = QStringLiteral("sheet-json");

// Each frame holds its own pixels: many large frames must fit the decoding budget, as
// the images of an animation do.
bool withinBudget(qint64 bytes, const ImageLoadLimits& limits, FrameSet* set) {
    if (bytes <= (qint64(limits.allocationLimitMb) << 20))
        return true;
    set->frames.clear();
    set->error = FrameCut::tr("the frames need more than the %1 MB allowed for images")
                     .arg(limits.allocationLimitMb);
    return false;
}

// A rectangle that no longer lies in a smaller image holds no frame: a blank or cut
// frame would export as art the file no longer has. It and the frames after it are left
// out (the sprite sets them aside, with their edits), so that the frames kept keep their
// numbers.
FrameSet rectFrames(const QImage& image, const QList<QRect>& rects, const ImageLoadLimits& limits) {
    FrameSet set;
    qint64 bytes = 0;
    for (const QRect& rect : rects) {
        // A frame is a piece of an image the limits allowed; a larger one would be saved
        // at a size no load accepts.
        if (rect.width() > limits.maxSide || rect.height() > limits.maxSide) {
            set.error = FrameCut::tr("a frame rectangle is damaged");
            return set;
        }
        bytes += qint64(rect.width()) * rect.height() * 4;
    }
    if (!withinBudget(bytes, limits, &set))
        return set;
    return cutFramesInside(image, FramePlacement::cells(rects));
}

// A project naming something else than a sheet's JSON (a device, a huge file) gets an
// error rather than a hang.
FrameSet sheetFrames(const QString& jsonPath, const QImage& image, const ImageLoadLimits& limits) {
    if (!QFileInfo(jsonPath).isFile()) {
        FrameSet set;
        set.error = FrameCut::tr("%1 is not a sprite sheet's JSON file")
                        .arg(elidedName(QDir::toNativeSeparators(jsonPath)));
        return set;
    }
    QString why;
    const std::optional<QByteArray> json =
        BoundedFile::read(jsonPath, BoundedFile::kMaxJsonBytes, &why);
    if (!json) {
        FrameSet set;
        set.error = FrameCut::tr("cannot read %1: %2")
                        .arg(elidedName(QDir::toNativeSeparators(jsonPath)), why);
        return set;
    }
    FrameSet set = SheetJson::loadSheetJson(*json, image, limits, true);
    if (!set.ok())
        set.error = FrameCut::tr("%1: %2").arg(QFileInfo(jsonPath).fileName(), set.error);
    return set;
}

} // namespace

FrameSet FrameCut::cut(const QString& path, const QImage& image,
                       const ImageLoadLimits& limits) const {
    FrameSet set;
    switch (kind) {
    case Kind::Whole:
        set.frames = cutFrames(image, {FramePlacement::cell(image.rect())});
        break;
    case Kind::Rects:
        set = rectFrames(image, rects, limits);
        break;
    case Kind::Images:
        set = FrameImages::loadImages(path, limits);
        break;
    case Kind::SheetJson:
        set = sheetFrames(sheetJson, image, limits);
        break;
    }
    // A sprite has at least one frame: one whose first frame left the image waits, as it
    // is, for the art to be put right.
    if (set.ok() && !set.outside.isEmpty() && set.outside.front() == 0) {
        FrameSet failed;
        failed.error = tr("the %1 x %2 image no longer holds the first frame")
                           .arg(image.width())
                           .arg(image.height());
        return failed;
    }
    if (!set.ok() || !isRotationSet())
        return set;
    if (rotationSource < 0 || rotationSource >= set.frames.size()) {
        FrameSet failed;
        failed.error = tr("the rotation set turns frame %1, but the image has only %n frame(s)",
                          nullptr, int(set.frames.size()))
                           .arg(rotationSource + 1);
        return failed;
    }
    FrameSet source;
    source.frames.append(set.frames[rotationSource]);
    const QSize size = source.frames.front().image.size();
    qint64 bytes = 0;
    for (int k = 0; k < rotations && rotations <= kMaxRotations; ++k) {
        const Rect box = rotatedBounds(size.width(), size.height(), rotationDegrees(k, rotations));
        bytes += qint64(box.width) * box.height * 4;
    }
    FrameSet failed;
    if (!withinBudget(bytes, limits, &failed))
        return failed;
    return RotationFrames::rotationSet(source, rotations);
}

QJsonObject FrameCut::toJson(const QDir& base) const {
    QJsonObject json;
    switch (kind) {
    case Kind::Whole:
        json.insert(QStringLiteral("kind"), kWhole);
        break;
    case Kind::Rects: {
        json.insert(QStringLiteral("kind"), kRects);
        QJsonArray list;
        for (const QRect& r : rects)
            list.append(QJsonArray{r.x(), r.y(), r.width(), r.height()});
        json.insert(QStringLiteral("rects"), list);
        break;
    }
    case Kind::Images:
        json.insert(QStringLiteral("kind"), kImages);
        break;
    case Kind::SheetJson:
        json.insert(QStringLiteral("kind"), kSheet);
        json.insert(QStringLiteral("json"), base.relativeFilePath(sheetJson));
        break;
    }
    if (isRotationSet()) {
        json.insert(QStringLiteral("rotations"), rotations);
        json.insert(QStringLiteral("rotationSource"), rotationSource);
    }
    return json;
}

std::optional<QRect> FrameCut::rectFromJson(const QJsonArray& r) {
    // Far past any image's side (at most 65536 pixels), yet small enough that no sum of
    // two coordinates overflows an int.
    constexpr int kMaxCoordinate = 1 << 24;
    const int x = r.at(0).toInt(-1), y = r.at(1).toInt(-1);
    const int w = r.at(2).toInt(0), h = r.at(3).toInt(0);
    if (r.size() != 4 || x < 0 || y < 0 || w < 1 || h < 1 || x > kMaxCoordinate ||
        y > kMaxCoordinate || w > kMaxCoordinate || h > kMaxCoordinate)
        return std::nullopt;
    return QRect(x, y, w, h);
}

std::optional<FrameCut> FrameCut::fromJson(const QJsonObject& json, const QDir& base,
                                           QString* error) {
    FrameCut cut;
    const QString kind = json.value(QStringLiteral("kind")).toString();
    if (kind == kWhole) {
        cut.kind = Kind::Whole;
    } else if (kind == kRects) {
        cut.kind = Kind::Rects;
        for (const QJsonValue& value : json.value(QStringLiteral("rects")).toArray()) {
            const std::optional<QRect> rect = rectFromJson(value.toArray());
            if (!rect) {
                *error = tr("a frame rectangle is damaged");
                return std::nullopt;
            }
            cut.rects.append(*rect);
        }
        if (cut.rects.isEmpty() || cut.rects.size() > 65535) {
            *error = tr("the frames list no rectangle, or more than a mask file holds");
            return std::nullopt;
        }
    } else if (kind == kImages) {
        cut.kind = Kind::Images;
    } else if (kind == kSheet) {
        cut.kind = Kind::SheetJson;
        const QString relative = json.value(QStringLiteral("json")).toString();
        if (relative.isEmpty()) {
            *error = tr("the sprite sheet names no JSON file");
            return std::nullopt;
        }
        cut.sheetJson = QDir::cleanPath(base.absoluteFilePath(relative));
    } else {
        *error = tr("unknown way of cutting frames '%1'").arg(kind);
        return std::nullopt;
    }
    if (json.contains(QStringLiteral("rotations"))) {
        cut.rotations = json.value(QStringLiteral("rotations")).toInt(-1);
        cut.rotationSource = json.value(QStringLiteral("rotationSource")).toInt(-1);
        if (cut.rotations < 1 || cut.rotations > kMaxRotations || cut.rotationSource < 0) {
            *error = tr("the rotation set's settings are damaged");
            return std::nullopt;
        }
    }
    return cut;
}

} // namespace hitmask
