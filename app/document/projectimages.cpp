// SPDX-License-Identifier: MIT
#include "projectimages.h"

#include "common/elidedname.h"
#include "common/imagebudget.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace hitmask {

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
        budget.addSprite(QDir::cleanPath(base.absoluteFilePath(relative)), channels);
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
