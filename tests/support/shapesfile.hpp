// SPDX-License-Identifier: MIT
// The shapes JSON (docs/shapes.md) read with Qt's JSON parser into plain structs, for
// tests that take exports into other programs (a Box2D world): written from the format's
// description, sharing nothing with the exporter.
#pragma once

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <vector>

namespace hitmask::testing::shapesfile {

struct Point {
    double x = 0;
    double y = 0;
};
struct Box {
    double x = 0, y = 0, width = 0, height = 0;
};
struct Circle {
    double x = 0, y = 0, radius = 0;
};
struct Polygon {
    std::vector<Point> outer;
    int holes = 0;
};
// What a file without "physics" means: Box2D's defaults.
struct Physics {
    bool sensor = false;
    double density = 1;
    double friction = 0.6;
    double restitution = 0;
    std::uint32_t categoryBits = 1;
    std::uint32_t collidesWith = 0xFFFFFFFF;
    int groupIndex = 0;
};
struct Entry {
    int frame = 0;
    QString channel; // empty with one channel
    int width = 0;
    int height = 0;
    std::vector<Box> boxes;
    std::vector<Polygon> polygons;
    std::vector<Circle> circles;
    Physics physics;
};

inline Point pointOf(const QJsonValue& value) {
    const QJsonArray a = value.toArray();
    return {a.at(0).toDouble(), a.at(1).toDouble()};
}

// A key's number, or `fallback` when the object has none. Doubles hold every 32-bit
// value exactly (toInt() would clip the bits past 2^31).
inline double numberOr(const QJsonObject& o, const char* key, double fallback) {
    return o.value(QLatin1String(key)).toDouble(fallback);
}

inline Physics physicsOf(const QJsonObject& o) {
    const Physics d; // the defaults
    return {o.value(QLatin1String("sensor")).toBool(d.sensor),
            numberOr(o, "density", d.density),
            numberOr(o, "friction", d.friction),
            numberOr(o, "restitution", d.restitution),
            std::uint32_t(numberOr(o, "category_bits", d.categoryBits)),
            std::uint32_t(numberOr(o, "collides_with", d.collidesWith)),
            int(numberOr(o, "group_index", d.groupIndex))};
}

// The entries of a shapes JSON file; empty with `error` set when it cannot be read.
inline std::vector<Entry> readShapes(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
    if (!document.isArray()) {
        error = path + QStringLiteral(": not a JSON array: ") + parse.errorString();
        return {};
    }
    std::vector<Entry> entries;
    for (const QJsonValue& item : document.array()) {
        const QJsonObject o = item.toObject();
        Entry e;
        e.frame = o.value(QStringLiteral("frame")).toInt();
        e.channel = o.value(QStringLiteral("channel")).toString();
        e.width = o.value(QStringLiteral("width")).toInt();
        e.height = o.value(QStringLiteral("height")).toInt();
        for (const QJsonValue& b : o.value(QStringLiteral("boxes")).toArray()) {
            const QJsonArray a = b.toArray();
            e.boxes.push_back(
                {a.at(0).toDouble(), a.at(1).toDouble(), a.at(2).toDouble(), a.at(3).toDouble()});
        }
        for (const QJsonValue& p : o.value(QStringLiteral("polygons")).toArray()) {
            Polygon polygon;
            for (const QJsonValue& v : p.toObject().value(QStringLiteral("outer")).toArray())
                polygon.outer.push_back(pointOf(v));
            polygon.holes = int(p.toObject().value(QStringLiteral("holes")).toArray().size());
            e.polygons.push_back(std::move(polygon));
        }
        for (const QJsonValue& c : o.value(QStringLiteral("circles")).toArray()) {
            const QJsonArray a = c.toArray();
            e.circles.push_back({a.at(0).toDouble(), a.at(1).toDouble(), a.at(2).toDouble()});
        }
        e.physics = physicsOf(o.value(QStringLiteral("physics")).toObject());
        entries.push_back(std::move(e));
    }
    return entries;
}

} // namespace hitmask::testing::shapesfile
