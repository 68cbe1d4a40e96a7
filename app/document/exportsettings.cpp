// SPDX-License-Identifier: MIT
#include "exportsettings.h"

#include <QJsonArray>

namespace hitmask {

QJsonObject ExportSettings::toJson() const {
    return {{QStringLiteral("format"), format},
            {QStringLiteral("raw"), raw},
            {QStringLiteral("headerEncoding"), QString::fromLatin1(encodingName(headerEncoding))},
            {QStringLiteral("folder"), folder},
            {QStringLiteral("pattern"), pattern},
            {QStringLiteral("skipped"), QJsonArray::fromStringList(skipped)}};
}

ExportSettings ExportSettings::fromJson(const QJsonObject& json) {
    ExportSettings s;
    // An unknown format is reported when exporting, not dropped here.
    if (const QString format = json.value(QStringLiteral("format")).toString(); !format.isEmpty())
        s.format = format;
    s.raw = json.value(QStringLiteral("raw")).toBool();
    if (const auto encoding =
            encodingFromName(json.value(QStringLiteral("headerEncoding")).toString().toStdString()))
        s.headerEncoding = *encoding;
    if (const QString folder = json.value(QStringLiteral("folder")).toString(); !folder.isEmpty())
        s.folder = folder;
    if (const QString pattern = json.value(QStringLiteral("pattern")).toString();
        pattern.contains(u'{'))
        s.pattern = pattern;
    for (const QJsonValue& v : json.value(QStringLiteral("skipped")).toArray())
        s.skipped << v.toString();
    return s;
}

} // namespace hitmask
