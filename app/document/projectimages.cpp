// SPDX-License-Identifier: MIT
#include "projectimages.h"

#include "common/elidedname.h"
#include "common/imagebudget.h"
#include "framecut.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace hitmask {

namespace {

// The cut as far as memory goes, read leniently: a damaged one is refused by the load.
// A version 1 or 2 entry lists its frames' rectangles in "frames"; a sheet's frames are
// counted as its whole image.
ImageBudget::Cut cutOf(const QJsonObject& entry) {
    ImageBudget::Cut cut;
    const QJsonObject json = entry.value(QStringLiteral("cut")).toObject();
    QJsonArray rects;
    if (json.value(QStringLiteral("kind")).toString() == QLatin1String("rects"))
        rects = json.value(QStringLiteral("rects")).toArray();
    else if (!entry.contains(QStringLiteral("cut")))
        for (const QJsonValue& frame : entry.value(QStringLiteral("frames")).toArray())
            rects.append(frame.toObject().value(QStringLiteral("rect")));
    if (!rects.isEmpty()) {
        cut.rectPixels = 0;
        for (const QJsonValue& rect : rects)
            if (const std::optional<QRect> r = FrameCut::rectFromJson(rect.toArray()))
                cut.rectPixels += qint64(r->width()) * r->height();
    }
    cut.rotations = qMax(1, json.value(QStringLiteral("rotations")).toInt(1));
    return cut;
}

} // namespace

QString ProjectImages::check(const QJsonArray& sprites, const QDir& base) const {
    ImageBudget budget(limits_);
    for (const QJsonValue& value : sprites) {
        const QJsonObject entry = value.toObject();
        const QString relative = entry.value(QStringLiteral("path")).toString();
        if (relative.size() > kMaxPathChars) {
            const QLocale locale;
            return tr("sprite %1: its path has %2 characters, more than the %3 a path can have")
                .arg(elidedName(relative), locale.toString(relative.size()),
                     locale.toString(kMaxPathChars));
        }
        // Solid and the channels after it; the file says how many.
        const int channels =
            int(qMax<qsizetype>(1, entry.value(QStringLiteral("channels")).toArray().size()));
        budget.addSprite(QDir::cleanPath(base.absoluteFilePath(relative)), channels, cutOf(entry));
    }
    return budget.overBudget();
}

LoadedImage ProjectImages::load(const QString& path) {
    const QString key = QFileInfo(path).canonicalFilePath();
    if (!key.isEmpty())
        if (const auto known = loaded_.constFind(key); known != loaded_.constEnd())
            return *known; // shares the pixels: QImage copies are shallow
    LoadedImage image = ImageLoader(limits_).load(path);
    if (image.ok() && !key.isEmpty())
        loaded_.insert(key, image);
    return image;
}

} // namespace hitmask
