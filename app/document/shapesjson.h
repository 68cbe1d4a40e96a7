// SPDX-License-Identifier: MIT
// The project file's parts for shapes owned by hand (a channel's boxes, polygons and
// circles in one frame) and for a channel's physics properties, with the limits a file
// may not pass, stated in the file's terms.
#pragma once

#include "common/physicsproperties.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <hitmask/colliders.hpp>
#include <optional>

namespace hitmask {

struct ChannelMasks;

namespace ShapeLimits {
// Boxes, polygons and circles each, per frame and channel: more than any designer draws
// by hand, few enough that a file cannot ask for gigabytes.
constexpr int kMaxShapesPerKind = 1024;
// Vertices of one hand polygon.
constexpr int kMaxPolygonVertices = 4096;
// How far from the frame's corner a coordinate, a side or a radius may reach: twice the
// largest frame side (an image's 65536 turned 45 degrees is about 92682 wide).
constexpr double kMaxCoordinate = 131072;
// Density, friction and restitution: 0 up to this.
constexpr double kMaxMaterial = 1000000;
// Box2D's filter group is a 16-bit signed number.
constexpr int kMinGroupIndex = -32768;
constexpr int kMaxGroupIndex = 32767;
// Free key/value pairs of one channel.
constexpr int kMaxCustomProperties = 256;
} // namespace ShapeLimits

class ShapesJson {
    Q_DECLARE_TR_FUNCTIONS(ShapesJson)

public:
    // {"boxes": [[x, y, w, h], ...], "polygons": [[[x, y], ...], ...], "circles":
    // [[cx, cy, r], ...]}, all three lists always written.
    static QJsonObject toJson(const Colliders& shapes);
    // Reads what the schema (ProjectSchema) has already passed; nullopt with `why` when a
    // polygon is not simple, which the schema cannot see.
    static std::optional<Colliders> fromJson(const QJsonObject& json, QString* why);

    // A channel's masks entry gets "shapes" (when held by hand) and "shapesReview" (when set).
    static void writeHandShapes(const ChannelMasks& masks, QJsonObject& json);
    // Reads them back into `masks`; false with `why` as fromJson().
    static bool readHandShapes(const QJsonObject& json, ChannelMasks& masks, QString* why);

    // Every key, written only when the properties are not the defaults (see hasPhysics()).
    static QJsonObject physicsToJson(const PhysicsProperties& physics);
    // Missing keys keep their defaults; the schema has checked the types and ranges.
    static PhysicsProperties physicsFromJson(const QJsonObject& json);

    // Whether a project's "sprites" (as written, sprites left out included) hold hand
    // shapes or physics properties: the file then needs a version that knows them.
    static bool usesShapes(const QJsonArray& sprites);
};

} // namespace hitmask
