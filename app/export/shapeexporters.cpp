// SPDX-License-Identifier: MIT
// The shape formats: JSON, a C header, a Tiled tileset and a Godot scene, each writing
// the boxes or polygons that frameShapes() makes with the export's shape settings.
#include "maskexporter.h"
#include "shapes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <algorithm>

namespace hitmask {

namespace {

// Each frame's shapes with its origin.
std::vector<FrameShapes> allShapes(const std::vector<Mask>& frames, const ExportOptions& options) {
    std::vector<FrameShapes> shapes;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        shapes.push_back(frameShapes(frames[f], int(f), options.shapes));
        shapes.back().origin = options.origin(f);
    }
    return shapes;
}

// Frame after frame, each with every channel in order, named when there are several.
std::vector<FrameShapes> allChannelShapes(const ExportChannels& channels,
                                          const ExportOptions& options) {
    if (channels.size() == 1)
        return allShapes(channels.front().frames, options);
    std::vector<FrameShapes> shapes;
    for (std::size_t f = 0; f < channels.front().frames.size(); ++f)
        for (const ExportChannel& channel : channels)
            if (f < channel.frames.size()) {
                shapes.push_back(frameShapes(channel.frames[f], int(f), options.shapes));
                shapes.back().channel = channel.name;
                shapes.back().origin = options.origin(f);
            }
    return shapes;
}

QByteArray identifier(const ExportOptions& options) {
    return cIdentifier(options.name.isEmpty() ? QStringLiteral("shapes") : options.name).toLatin1();
}

QByteArray pointText(const PointF& p, const char* separator) {
    return formatCoordinate(p.x) + separator + formatCoordinate(p.y);
}

class ShapesJsonExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("shapes-json"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "Collision shapes, JSON");
    }
    QString suffix() const override { return QStringLiteral("shapes.json"); }
    Capabilities capabilities() const override { return Shapes | ShapeHoles | Channels; }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override {
        return shapesJson(allChannelShapes(channels, options));
    }
    // An array whose entries all have a frame, a size, and boxes or polygons.
    bool recognises(const QByteArray& bytes, bool) const override {
        QJsonParseError error;
        const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !json.isArray())
            return false;
        for (const QJsonValue& value : json.array()) {
            const QJsonObject frame = value.toObject();
            for (const char* key : {"frame", "width", "height"})
                if (!frame.value(QLatin1String(key)).isDouble())
                    return false;
            if (!frame.value(QStringLiteral("boxes")).isArray() &&
                !frame.value(QStringLiteral("polygons")).isArray())
                return false;
        }
        return true;
    }
};

// Arrays indexed through offset tables, so that a game walks frame -> polygon -> ring ->
// points without any parsing.
class ShapesHeaderExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("shapes-c"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "Collision shapes, C header");
    }
    QString suffix() const override { return QStringLiteral("shapes.h"); }
    Capabilities capabilities() const override {
        return Shapes | ShapeHoles | Identifier | Channels;
    }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override;
    bool recognises(const QByteArray& bytes, bool) const override {
        const QByteArray first = bytes.left(bytes.indexOf('\n'));
        return first.startsWith("/* ") &&
               (first.contains(": collision boxes") || first.contains(": collision polygons")) &&
               first.contains(kMadeByHitmask);
    }
};

QByteArray numberList(const std::vector<qulonglong>& numbers) {
    QByteArray out;
    for (std::size_t i = 0; i < numbers.size(); ++i)
        out += (i % 12 == 0 ? "\n    " : " ") + QByteArray::number(numbers[i]) + "u,";
    return out + '\n';
}

// The arrays of one channel's shapes, every name starting with `lower` or `upper`.
void appendShapes(QByteArray& out, const std::vector<FrameShapes>& shapes, bool boxes,
                  const QByteArray& lower, const QByteArray& upper) {
    out += "#define " + upper + "_SHAPE_FRAMES " + QByteArray::number(qulonglong(shapes.size())) +
           "\n\n";
    // Named apart from a mask header's name_frame_origin_x, so both headers go in one file.
    out += "/* Each frame's pivot in its own pixels: subtract it from a shape's coordinates to "
           "place the shape around the object's position. */\n";
    for (const char axis : {'x', 'y'}) {
        out += "static const long " + lower + "_shape_origin_" + axis + '[' + upper +
               "_SHAPE_FRAMES] HITMASK_UNUSED = {";
        for (std::size_t f = 0; f < shapes.size(); ++f)
            out += (f % 12 == 0 ? "\n    " : " ") +
                   QByteArray::number(axis == 'x' ? shapes[f].origin.x : shapes[f].origin.y) + "L,";
        out += "\n};\n";
    }
    if (boxes) {
        std::vector<qulonglong> frameStart{0};
        QByteArray list;
        for (const FrameShapes& frame : shapes) {
            for (const Rect& b : frame.boxes)
                list += "\n    {" + QByteArray::number(b.x) + ", " + QByteArray::number(b.y) +
                        ", " + QByteArray::number(b.width) + ", " + QByteArray::number(b.height) +
                        "},";
            frameStart.push_back(frameStart.back() + frame.boxes.size());
        }
        out += "#define " + upper + "_BOX_COUNT " + QByteArray::number(frameStart.back()) + "\n\n";
        out += "/* Box: x, y, width, height. Frame f holds boxes " + lower +
               "_frame_boxes[f] up "
               "to " +
               lower + "_frame_boxes[f + 1]. */\n";
        out += "static const int " + lower + "_boxes[" +
               QByteArray::number(std::max<qulonglong>(frameStart.back(), 1)) +
               "][4] HITMASK_UNUSED = {" + (list.isEmpty() ? QByteArray("{0, 0, 0, 0}") : list) +
               "\n};\n";
        out += "static const unsigned long " + lower + "_frame_boxes[" + upper +
               "_SHAPE_FRAMES + 1] HITMASK_UNUSED = {" + numberList(frameStart) + "};\n";
        return;
    }
    std::vector<qulonglong> frameStart{0}, polygonStart{0}, ringStart{0};
    QByteArray points;
    for (const FrameShapes& frame : shapes) {
        for (const ShapePolygon& polygon : frame.polygons) {
            std::vector<const std::vector<PointF>*> rings{&polygon.outer};
            for (const auto& hole : polygon.holes)
                rings.push_back(&hole);
            for (const auto* ring : rings) {
                for (const PointF& p : *ring)
                    points += "\n    {" + pointText(p, ", ") + "},";
                ringStart.push_back(ringStart.back() + ring->size());
            }
            polygonStart.push_back(polygonStart.back() + rings.size());
        }
        frameStart.push_back(frameStart.back() + frame.polygons.size());
    }
    out += "#define " + upper + "_POLYGON_COUNT " + QByteArray::number(frameStart.back()) + "\n";
    out += "#define " + upper + "_RING_COUNT " + QByteArray::number(polygonStart.back()) + "\n";
    out += "#define " + upper + "_POINT_COUNT " + QByteArray::number(ringStart.back()) + "\n\n";
    out += "/* Ring r: points " + lower + "_ring_starts[r] up to " + lower +
           "_ring_starts[r + 1]. Polygon p: rings " + lower + "_polygon_rings[p] up to " + lower +
           "_polygon_rings[p + 1], the first its outline, the others holes. Frame f: polygons " +
           lower + "_frame_polygons[f] up to " + lower + "_frame_polygons[f + 1]. */\n";
    out += "static const float " + lower + "_points[" +
           QByteArray::number(std::max<qulonglong>(ringStart.back(), 1)) +
           "][2] HITMASK_UNUSED = {" + (points.isEmpty() ? QByteArray("{0, 0}") : points) +
           "\n};\n";
    out += "static const unsigned long " + lower + "_ring_starts[" + upper +
           "_RING_COUNT + 1] HITMASK_UNUSED = {" + numberList(ringStart) + "};\n";
    out += "static const unsigned long " + lower + "_polygon_rings[" + upper +
           "_POLYGON_COUNT + 1] HITMASK_UNUSED = {" + numberList(polygonStart) + "};\n";
    out += "static const unsigned long " + lower + "_frame_polygons[" + upper +
           "_SHAPE_FRAMES + 1] HITMASK_UNUSED = {" + numberList(frameStart) + "};\n";
}

QByteArray ShapesHeaderExporter::write(const ExportChannels& channels,
                                       const ExportOptions& options) const {
    const QByteArray lower = identifier(options);
    const QByteArray upper = cMacroPrefix(QString::fromLatin1(lower));
    const bool boxes = options.shapes.kind == ShapeSettings::Kind::Boxes;
    QByteArray out = "/* " + lower + ": collision " + (boxes ? "boxes" : "polygons");
    if (!options.sourceName.isEmpty())
        out += " of " + options.sourceName.toUtf8();
    out += ", in pixels from the frame's top-left corner. " + QByteArray(kMadeByHitmask) + " */\n";
    out += "#ifndef " + upper + "_SHAPES_H\n#define " + upper + "_SHAPES_H\n\n";
    out += "#ifndef HITMASK_UNUSED\n#if defined(__GNUC__) || defined(__clang__)\n"
           "#define HITMASK_UNUSED __attribute__((unused))\n#else\n#define "
           "HITMASK_UNUSED\n#endif\n#endif\n\n";
    // The first channel's arrays named after the sprite, the others' after the sprite and
    // the channel.
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const QByteArray name = beginHeaderChannel(out, lower, channels, c);
        appendShapes(out, allShapes(channels[c].frames, options), boxes, name,
                     cMacroPrefix(QString::fromLatin1(name)));
    }
    return out + "\n#endif\n";
}

// A Tiled tileset over the sprite image, cut as Tiled cuts it (tile size, margin,
// spacing; tile ids row by row), each frame's tile with an object group of rectangles or
// polygons, as Tiled's collision editor makes. Frames that are no tiles of one image (an
// animation's images, a rotation set, packed or trimmed sheet frames) are refused: a
// tileset of separate images would need those images as files, which do not exist.
class TiledExporter final : public MaskExporter {
public:
    QString id() const override { return QStringLiteral("tiled"); }
    QString displayName() const override {
        return QCoreApplication::translate("MaskExporter", "Tiled tileset (.tsx) with shapes");
    }
    QString suffix() const override { return QStringLiteral("tsx"); }
    Capabilities capabilities() const override { return Shapes | Channels | GridFrames; }
    // Tiled drops comments when it saves: a tileset edited there is no longer ours.
    bool recognises(const QByteArray& bytes, bool) const override {
        return bytes.startsWith("<?xml") && bytes.contains(marker());
    }
    QString problem(std::size_t frameCount, const ExportOptions& options) const override {
        if (frameCount > 0 && tileGridOf(options.places) &&
            options.places.first + frameCount <= options.places.rects.size())
            return {};
        return QCoreApplication::translate("MaskExporter",
                                           "a Tiled tileset needs frames that are equal cells of "
                                           "one grid over the image (the "
                                           "whole image, a strip or a grid); an animation's "
                                           "images, a rotation set and packed "
                                           "or trimmed sheet frames are not (write %1 instead)")
            .arg(alternatives(exporterIds(Shapes, GridFrames)));
    }
    QByteArray write(const ExportChannels& channels, const ExportOptions& options) const override {
        if (!problem(channels.front().frames.size(), options).isEmpty())
            return {};
        const TileGrid grid = *tileGridOf(options.places);
        const auto number = [](qint64 n) {
            return QByteArray::number(n);
        };
        const QByteArray name = (options.name.isEmpty() ? QStringLiteral("shapes") : options.name)
                                    .toHtmlEscaped()
                                    .toUtf8();
        QByteArray out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + marker() + '\n';
        out += "<tileset version=\"1.10\" tiledversion=\"1.10.2\" name=\"" + name +
               "\" tilewidth=\"" + number(grid.tile.width()) + "\" tileheight=\"" +
               number(grid.tile.height()) + "\" spacing=\"" + number(grid.spacing) +
               "\" margin=\"" + number(grid.margin) + "\" tilecount=\"" +
               number(qint64(grid.columns) * grid.rows) + "\" columns=\"" + number(grid.columns) +
               "\">\n";
        // Tiled finds the image relative to the .tsx.
        if (!options.sourcePath.isEmpty())
            out += " <image source=\"" + options.sourcePath.toHtmlEscaped().toUtf8() +
                   "\" width=\"" + number(options.places.imageSize.width()) + "\" height=\"" +
                   number(options.places.imageSize.height()) + "\"/>\n";
        // Tiles in id order; a frame's channels share its object group, each object typed
        // with its channel's name.
        std::vector<FrameShapes> shapes = allChannelShapes(channels, options);
        const auto tileOf = [&](const FrameShapes& s) {
            return grid.ids[options.places.first + std::size_t(s.frame)];
        };
        std::stable_sort(
            shapes.begin(), shapes.end(),
            [&](const FrameShapes& a, const FrameShapes& b) { return tileOf(a) < tileOf(b); });
        int id = 1;
        for (std::size_t i = 0; i < shapes.size(); ++i) {
            const FrameShapes& frame = shapes[i];
            const bool firstOfFrame = i == 0 || shapes[i - 1].frame != frame.frame;
            const bool lastOfFrame = i + 1 == shapes.size() || shapes[i + 1].frame != frame.frame;
            if (firstOfFrame) {
                out += " <tile id=\"" + number(tileOf(frame)) + "\">\n";
                // The frame's pivot, in the tile's pixels: the objects are placed from the
                // tile's top-left corner, as Tiled's collision editor places them.
                out += "  <properties>\n   <property name=\"origin_x\" type=\"int\" value=\"" +
                       number(frame.origin.x) +
                       "\"/>\n   <property name=\"origin_y\" type=\"int\" value=\"" +
                       number(frame.origin.y) + "\"/>\n  </properties>\n";
                out += "  <objectgroup draworder=\"index\" id=\"2\">\n";
                id = 1;
            }
            const QByteArray type = frame.channel.isEmpty()
                                        ? QByteArray()
                                        : " type=\"" + frame.channel.toHtmlEscaped().toUtf8() + '"';
            if (frame.kind == ShapeSettings::Kind::Boxes) {
                for (const Rect& b : frame.boxes)
                    out += "   <object id=\"" + number(id++) + '"' + type + " x=\"" + number(b.x) +
                           "\" y=\"" + number(b.y) + "\" width=\"" + number(b.width) +
                           "\" height=\"" + number(b.height) + "\"/>\n";
            } else {
                for (const auto& ring : holeFreeRings(frame, options.shapes.maxVertices)) {
                    out += "   <object id=\"" + number(id++) + '"' + type +
                           " x=\"0\" y=\"0\">\n    <polygon points=\"";
                    for (std::size_t k = 0; k < ring.size(); ++k)
                        out += (k ? " " : "") + pointText(ring[k], ",");
                    out += "\"/>\n   </object>\n";
                }
            }
            if (lastOfFrame)
                out += "  </objectgroup>\n </tile>\n";
        }
        return out + "</tileset>\n";
    }

private:
    static QByteArray marker() { return "<!-- " + QByteArray(kMadeByHitmask) + " -->"; }
};

// A Godot 4 scene: an Area2D per frame holding one CollisionPolygon2D per polygon (boxes
// are four-point polygons); Godot polygons have no holes.
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
        const QByteArray root = identifier(options);
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
            for (const auto& ring : holeFreeRings(frame, options.shapes.maxVertices)) {
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

const MaskExporter& shapesJsonExporter() {
    static const ShapesJsonExporter json;
    return json;
}

const MaskExporter& shapesHeaderExporter() {
    static const ShapesHeaderExporter header;
    return header;
}

const MaskExporter& tiledExporter() {
    static const TiledExporter tiled;
    return tiled;
}

const MaskExporter& godotExporter() {
    static const GodotExporter godot;
    return godot;
}

} // namespace hitmask
