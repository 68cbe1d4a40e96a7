// SPDX-License-Identifier: MIT
#include "exportsettings.h"

#include "sprite.h"

#include <QDir>
#include <QJsonArray>
#include <algorithm>
#include <cmath>

namespace hitmask {

QString skipKey(const QDir& projectDir, const Sprite& sprite) {
    const QString path = projectDir.relativeFilePath(sprite.path());
    return sprite.ownName().isEmpty() ? path : path + u'#' + sprite.ownName();
}

QJsonObject ExportSettings::toJson() const {
    QJsonObject json{
        {QStringLiteral("format"), format},
        {QStringLiteral("raw"), raw},
        {QStringLiteral("headerEncoding"), QString::fromLatin1(encodingName(headerEncoding))},
        {QStringLiteral("folder"), folder},
        {QStringLiteral("pattern"), pattern},
        {QStringLiteral("skipped"), QJsonArray::fromStringList(skipped)},
        {QStringLiteral("shapes"),
         QJsonObject{{QStringLiteral("kind"), shapes.kind == ShapeSettings::Kind::Boxes
                                                  ? QStringLiteral("boxes")
                                                  : QStringLiteral("polygons")},
                     {QStringLiteral("maxBoxes"), shapes.maxBoxes},
                     {QStringLiteral("tolerance"), shapes.tolerance},
                     {QStringLiteral("convex"), shapes.convex},
                     {QStringLiteral("maxVertices"), shapes.maxVertices},
                     {QStringLiteral("grow"), shapes.grow}}}};
    // Written only when chosen, so that projects that never chose one keep their bytes.
    if (shapes.pixelsPerMetre != ShapeSettings{}.pixelsPerMetre) {
        QJsonObject shapesJson = json.value(QStringLiteral("shapes")).toObject();
        shapesJson.insert(QStringLiteral("pixelsPerMetre"), shapes.pixelsPerMetre);
        json.insert(QStringLiteral("shapes"), shapesJson);
    }
    return json;
}

QJsonObject ExportTarget::toJson() const {
    QJsonObject json = settings.toJson();
    json.insert(QStringLiteral("name"), name);
    return json;
}

ExportTarget ExportTarget::fromJson(const QJsonObject& json) {
    return {json.value(QStringLiteral("name")).toString(), ExportSettings::fromJson(json)};
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
    // Out-of-range values are brought into range, as the CLI's options would refuse them.
    const QJsonObject shapes = json.value(QStringLiteral("shapes")).toObject();
    ShapeSettings& sh = s.shapes;
    sh.kind = shapes.value(QStringLiteral("kind")).toString() == QLatin1String("polygons")
                  ? ShapeSettings::Kind::Polygons
                  : ShapeSettings::Kind::Boxes;
    sh.maxBoxes =
        std::clamp(shapes.value(QStringLiteral("maxBoxes")).toInt(), 0, ShapeSettings::kMaxBoxes);
    const double tolerance = shapes.value(QStringLiteral("tolerance")).toDouble();
    sh.tolerance =
        std::isfinite(tolerance) ? std::clamp(tolerance, 0.0, ShapeSettings::kMaxTolerance) : 0.0;
    sh.convex = shapes.value(QStringLiteral("convex")).toBool();
    sh.maxVertices = std::clamp(shapes.value(QStringLiteral("maxVertices")).toInt(8),
                                ShapeSettings::kMinVertices, ShapeSettings::kMaxVertices);
    sh.grow = std::clamp(shapes.value(QStringLiteral("grow")).toInt(), -ShapeSettings::kMaxGrow,
                         ShapeSettings::kMaxGrow);
    const double ppm =
        shapes.value(QStringLiteral("pixelsPerMetre")).toDouble(ShapeSettings{}.pixelsPerMetre);
    sh.pixelsPerMetre = std::isfinite(ppm) ? std::clamp(ppm, ShapeSettings::kMinPixelsPerMetre,
                                                        ShapeSettings::kMaxPixelsPerMetre)
                                           : ShapeSettings{}.pixelsPerMetre;
    return s;
}

} // namespace hitmask
