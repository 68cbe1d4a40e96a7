// SPDX-License-Identifier: MIT
// The Godot format: a scene with a physics body per frame and channel.
#include "maskexporter.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <algorithm>

namespace hitmask {

namespace {

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
        QByteArray out = "[gd_scene format=3]\n" + marker() + "\n\n[node name=\"" + root +
                         "\" type=\"Node2D\"]\n";
        for (const FrameShapes& frame : allChannelShapes(channels, options)) {
            // An area per frame and channel: frame_0 alone, or frame_0_solid, frame_0_hit.
            QByteArray area = "frame_" + QByteArray::number(frame.frame);
            if (!frame.channel.isEmpty())
                area += '_' + cIdentifier(frame.channel).toLatin1();
            out += "\n[node name=\"" + area + "\" type=\"Area2D\" parent=\".\"]\n";
            // The root is the pivot: the frame's pixels lie up and left of it by its origin.
            if (frame.origin != Point{})
                out += "position = Vector2(" + QByteArray::number(-frame.origin.x) + ", " +
                       QByteArray::number(-frame.origin.y) + ")\n";
            int index = 0;
            for (const auto& ring : holeFreeRings(frame, options.shapes)) {
                out += "\n[node name=\"shape_" + QByteArray::number(index++) +
                       "\" type=\"CollisionPolygon2D\" parent=\"" + area + "\"]\n";
                out += "polygon = PackedVector2Array(";
                for (std::size_t i = 0; i < ring.size(); ++i)
                    out += (i ? ", " : "") + pointText(ring[i], ", ");
                out += ")\n";
            }
        }
        return out;
    }

private:
    static QByteArray marker() { return "; " + QByteArray(kMadeByHitmask); }
};

} // namespace

const MaskExporter& godotExporter() {
    static const GodotExporter godot;
    return godot;
}

} // namespace hitmask
