// SPDX-License-Identifier: MIT
// The Godot format: a scene with a physics body per frame and channel.
#include "maskexporter.h"
#include "physicstext.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hitmask {

namespace {

// A Godot 4 scene: a body per frame and channel holding a CollisionPolygon2D per polygon
// (boxes are four-point polygons; Godot polygons have no holes) and a CollisionShape2D
// per circle. A sensor channel's body is an Area2D; another's a StaticBody2D, or a
// RigidBody2D when its custom property godot_body is "rigid" (mass from its density
// and the shapes' area), each with a PhysicsMaterial from its friction and restitution.
class GodotExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("godot"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "Godot scene with CollisionPolygon2D");
    }
    QString suffix() const override { return QStringLiteral("tscn"); }
    Capabilities capabilities() const override { return Shapes | Channels; }
    // Godot drops comments when it saves: a scene edited there is no longer ours.
    bool recognises(const QByteArray& bytes, bool) const override {
        return bytes.startsWith("[gd_scene") && bytes.contains(marker());
    }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override {
        const QByteArray root = shapesIdentifier(options);
        // Sub-resources come before every node in a scene file.
        QByteArray resources;
        QByteArray nodes = "\n[node name=\"" + root + "\" type=\"Node2D\"]\n";
        QList<QString> materials; // one per channel, in order
        int circles = 0;
        for (const FrameShapes& frame : allChannelShapes(channels, options)) {
            const PhysicsProperties& physics = frame.physics;
            const QString channel = frame.channel.isEmpty() ? channels.front().name : frame.channel;
            // A body per frame and channel: frame_0 alone, or frame_0_solid, frame_0_hit.
            QByteArray body = "frame_" + QByteArray::number(frame.frame);
            if (!frame.channel.isEmpty())
                body += '_' + cIdentifier(frame.channel).toLatin1();
            const bool rigid = bodyKind(physics) == "rigid";
            const QByteArray type = physics.sensor ? "Area2D"
                                    : rigid        ? "RigidBody2D"
                                                   : "StaticBody2D";
            nodes += "\n[node name=\"" + body + "\" type=\"" + type + "\" parent=\".\"]\n";
            // The root is the pivot: the frame's pixels lie up and left of it by its origin.
            if (frame.origin != Point{})
                nodes += "position = Vector2(" + QByteArray::number(-frame.origin.x) + ", " +
                         QByteArray::number(-frame.origin.y) + ")\n";
            nodes += "collision_layer = " + QByteArray::number(physics.categoryBits) + '\n';
            nodes += "collision_mask = " + QByteArray::number(physics.collidesWith) + '\n';
            const std::vector<std::vector<PointF>> rings = holeFreeRings(frame, options.shapes);
            if (!physics.sensor) {
                const QByteArray material = "PhysicsMaterial_" + cIdentifier(channel).toLatin1();
                if (!materials.contains(channel)) {
                    materials.append(channel);
                    resources += "\n[sub_resource type=\"PhysicsMaterial\" id=\"" + material +
                                 "\"]\nfriction = " + formatCoordinate(physics.friction) +
                                 "\nbounce = " + formatCoordinate(physics.restitution) + '\n';
                }
                nodes += "physics_material_override = SubResource(\"" + material + "\")\n";
                if (rigid)
                    nodes +=
                        "mass = " + formatCoordinate(mass(frame, rings, options.shapes)) + '\n';
            }
            nodes += "metadata/density = " + formatCoordinate(physics.density) + '\n';
            nodes += "metadata/group_index = " + QByteArray::number(physics.groupIndex) + '\n';
            for (const auto& [key, value] : physics.custom)
                nodes +=
                    "metadata/" + cIdentifier(key).toLatin1() + " = " + jsonString(value) + '\n';
            int index = 0;
            for (const auto& ring : rings) {
                nodes += "\n[node name=\"shape_" + QByteArray::number(index++) +
                         "\" type=\"CollisionPolygon2D\" parent=\"" + body + "\"]\n";
                nodes += "polygon = PackedVector2Array(";
                for (std::size_t i = 0; i < ring.size(); ++i)
                    nodes += (i ? ", " : "") + pointText(ring[i], ", ");
                nodes += ")\n";
            }
            for (const Circle& c : frame.circles) {
                const QByteArray id = "CircleShape2D_" + QByteArray::number(circles++);
                resources += "\n[sub_resource type=\"CircleShape2D\" id=\"" + id +
                             "\"]\nradius = " + formatCoordinate(c.radius) + '\n';
                nodes += "\n[node name=\"shape_" + QByteArray::number(index++) +
                         "\" type=\"CollisionShape2D\" parent=\"" + body + "\"]\n";
                nodes += "position = Vector2(" + pointText({c.x, c.y}, ", ") + ")\n";
                nodes += "shape = SubResource(\"" + id + "\")\n";
            }
        }
        return "[gd_scene format=3]\n" + marker() + '\n' + resources + nodes;
    }

private:
    static QByteArray marker() { return "; " + QByteArray(kMadeByHitmask); }

    static QByteArray bodyKind(const PhysicsProperties& physics) {
        for (const auto& [key, value] : physics.custom)
            if (key == QLatin1String("godot_body"))
                return value.trimmed().toLower().toUtf8();
        return {};
    }

    // Density times the shapes' area in square metres (overlaps counted twice), at least
    // Godot's smallest mass.
    static double mass(const FrameShapes& frame, const std::vector<std::vector<PointF>>& rings,
                       const ShapeSettings& settings) {
        double area = 0;
        for (const auto& ring : rings) {
            double twice = 0;
            for (std::size_t i = 0; i < ring.size(); ++i) {
                const PointF& a = ring[i];
                const PointF& b = ring[(i + 1) % ring.size()];
                twice += a.x * b.y - b.x * a.y;
            }
            area += std::abs(twice) / 2;
        }
        for (const Circle& c : frame.circles)
            area += std::numbers::pi * c.radius * c.radius;
        const double metres = settings.pixelsPerMetre * settings.pixelsPerMetre;
        return std::max(frame.physics.density * area / metres, 0.001);
    }
};

} // namespace

const MaskExporter& godotExporter() {
    static const GodotExporter godot;
    return godot;
}

} // namespace hitmask
