// SPDX-License-Identifier: MIT
#include "shapesjson.h"

#include "sprite.h"

namespace hitmask {

namespace {

const QString kShapes = QStringLiteral("shapes");
const QString kShapesReview = QStringLiteral("shapesReview");
const QString kPhysics = QStringLiteral("physics");

QJsonArray numbers(std::initializer_list<double> values) {
    QJsonArray array;
    for (double v : values)
        array.append(v);
    return array;
}

double at(const QJsonArray& array, qsizetype i) {
    return array.at(i).toDouble();
}

bool entryHasShapes(const QJsonObject& masks) {
    return masks.contains(kShapes) || masks.contains(kShapesReview);
}

bool framesHaveShapes(const QJsonArray& frames) {
    for (const QJsonValue& frame : frames) {
        const QJsonObject f = frame.toObject();
        if (entryHasShapes(f))
            return true;
        for (const QJsonValue& channel : f.value(QStringLiteral("channels")).toArray())
            if (entryHasShapes(channel.toObject()))
                return true;
    }
    return false;
}

} // namespace

QJsonObject ShapesJson::toJson(const Colliders& shapes) {
    QJsonArray boxes, polygons, circles;
    for (const BoxF& b : shapes.boxes)
        boxes.append(numbers({b.x, b.y, b.width, b.height}));
    for (const std::vector<PointF>& ring : shapes.polygons) {
        QJsonArray points;
        for (const PointF& p : ring)
            points.append(numbers({p.x, p.y}));
        polygons.append(points);
    }
    for (const Circle& c : shapes.circles)
        circles.append(numbers({c.x, c.y, c.radius}));
    return {{QStringLiteral("boxes"), boxes},
            {QStringLiteral("polygons"), polygons},
            {QStringLiteral("circles"), circles}};
}

std::optional<Colliders> ShapesJson::fromJson(const QJsonObject& json, QString* why) {
    Colliders shapes;
    for (const QJsonValue& value : json.value(QStringLiteral("boxes")).toArray()) {
        const QJsonArray b = value.toArray();
        shapes.boxes.push_back({at(b, 0), at(b, 1), at(b, 2), at(b, 3)});
    }
    const QJsonArray polygons = json.value(QStringLiteral("polygons")).toArray();
    for (qsizetype i = 0; i < polygons.size(); ++i) {
        std::vector<PointF> ring;
        for (const QJsonValue& point : polygons.at(i).toArray())
            ring.push_back({at(point.toArray(), 0), at(point.toArray(), 1)});
        // Exports cut a hand polygon into convex pieces, which only a simple one has.
        if (!isSimplePolygon(ring)) {
            *why = tr("hand polygon %L1 crosses itself or has no area").arg(i + 1);
            return std::nullopt;
        }
        shapes.polygons.push_back(std::move(ring));
    }
    for (const QJsonValue& value : json.value(QStringLiteral("circles")).toArray()) {
        const QJsonArray c = value.toArray();
        shapes.circles.push_back({at(c, 0), at(c, 1), at(c, 2)});
    }
    return shapes;
}

void ShapesJson::writeHandShapes(const ChannelMasks& masks, QJsonObject& json) {
    if (masks.handShapes)
        json.insert(kShapes, toJson(*masks.handShapes));
    // Only hand shapes are reviewed: a flag left over from shapes traced again means nothing.
    if (masks.handShapes && masks.shapesReview)
        json.insert(kShapesReview, true);
}

bool ShapesJson::readHandShapes(const QJsonObject& json, ChannelMasks& masks, QString* why) {
    masks.handShapes.reset();
    masks.shapesReview = false;
    if (!json.contains(kShapes))
        return true;
    masks.handShapes = fromJson(json.value(kShapes).toObject(), why);
    masks.shapesReview = masks.handShapes && json.value(kShapesReview).toBool();
    return masks.handShapes.has_value();
}

QJsonObject ShapesJson::physicsToJson(const PhysicsProperties& physics) {
    QJsonArray custom;
    for (const auto& [key, value] : physics.custom)
        custom.append(QJsonArray{key, value});
    return {{QStringLiteral("sensor"), physics.sensor},
            {QStringLiteral("density"), physics.density},
            {QStringLiteral("friction"), physics.friction},
            {QStringLiteral("restitution"), physics.restitution},
            {QStringLiteral("categoryBits"), qint64(physics.categoryBits)},
            {QStringLiteral("collidesWith"), qint64(physics.collidesWith)},
            {QStringLiteral("groupIndex"), physics.groupIndex},
            {QStringLiteral("custom"), custom}};
}

PhysicsProperties ShapesJson::physicsFromJson(const QJsonObject& json) {
    PhysicsProperties p;
    p.sensor = json.value(QStringLiteral("sensor")).toBool(p.sensor);
    p.density = json.value(QStringLiteral("density")).toDouble(p.density);
    p.friction = json.value(QStringLiteral("friction")).toDouble(p.friction);
    p.restitution = json.value(QStringLiteral("restitution")).toDouble(p.restitution);
    p.categoryBits =
        std::uint32_t(json.value(QStringLiteral("categoryBits")).toInteger(p.categoryBits));
    p.collidesWith =
        std::uint32_t(json.value(QStringLiteral("collidesWith")).toInteger(p.collidesWith));
    p.groupIndex = json.value(QStringLiteral("groupIndex")).toInt(p.groupIndex);
    for (const QJsonValue& pair : json.value(QStringLiteral("custom")).toArray())
        p.custom.append({pair.toArray().at(0).toString(), pair.toArray().at(1).toString()});
    return p;
}

bool ShapesJson::usesShapes(const QJsonArray& sprites) {
    for (const QJsonValue& value : sprites) {
        const QJsonObject sprite = value.toObject();
        for (const QJsonValue& channel : sprite.value(QStringLiteral("channels")).toArray())
            if (channel.toObject().contains(kPhysics))
                return true;
        if (framesHaveShapes(sprite.value(QStringLiteral("frames")).toArray()) ||
            framesHaveShapes(sprite.value(QStringLiteral("framesAside")).toArray()))
            return true;
    }
    return false;
}

} // namespace hitmask
