// SPDX-License-Identifier: MIT
// The shapes-c format: a C header of each channel's shapes and physics properties.
#include "maskexporter.h"
#include "physicstext.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hitmask {

namespace {

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

// A float literal: "1.0f", "0.6f".
QByteArray floatLiteral(double value) {
    QByteArray text = formatCoordinate(value);
    return text + (text.contains('.') ? "f" : ".0f");
}

// Frame f's boxes: x, y, width, height as ints when every box of the channel lies on
// whole pixels (every traced one does), floats when a hand-drawn one does not.
void appendBoxes(QByteArray& out, const std::vector<FrameShapes>& shapes, const QByteArray& lower,
                 const QByteArray& upper) {
    std::vector<std::array<double, 4>> all;
    std::vector<qulonglong> frameStart{0};
    for (const FrameShapes& frame : shapes) {
        for (const Rect& b : frame.boxes)
            all.push_back({double(b.x), double(b.y), double(b.width), double(b.height)});
        for (const BoxF& b : frame.handBoxes)
            all.push_back({b.x, b.y, b.width, b.height});
        frameStart.push_back(all.size());
    }
    const bool whole = std::all_of(all.begin(), all.end(), [](const auto& box) {
        return std::all_of(box.begin(), box.end(), [](double v) { return v == std::floor(v); });
    });
    QByteArray list;
    for (const auto& box : all)
        list += "\n    {" + formatCoordinate(box[0]) + ", " + formatCoordinate(box[1]) + ", " +
                formatCoordinate(box[2]) + ", " + formatCoordinate(box[3]) + "},";
    out += "#define " + upper + "_BOX_COUNT " + QByteArray::number(frameStart.back()) + "\n\n";
    out += "/* Box: x, y, width, height. Frame f holds boxes " + lower +
           "_frame_boxes[f] up "
           "to " +
           lower + "_frame_boxes[f + 1]. */\n";
    out += "static const " + QByteArray(whole ? "int " : "float ") + lower + "_boxes[" +
           QByteArray::number(std::max<qulonglong>(frameStart.back(), 1)) +
           "][4] HITMASK_UNUSED = {" + (list.isEmpty() ? QByteArray("{0, 0, 0, 0}") : list) +
           "\n};\n";
    out += "static const unsigned long " + lower + "_frame_boxes[" + upper +
           "_SHAPE_FRAMES + 1] HITMASK_UNUSED = {" + numberList(frameStart) + "};\n";
}

void appendPolygons(QByteArray& out, const std::vector<FrameShapes>& shapes,
                    const QByteArray& lower, const QByteArray& upper) {
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

void appendCircles(QByteArray& out, const std::vector<FrameShapes>& shapes, const QByteArray& lower,
                   const QByteArray& upper) {
    std::vector<qulonglong> frameStart{0};
    QByteArray list;
    for (const FrameShapes& frame : shapes) {
        for (const Circle& c : frame.circles)
            list += "\n    {" + formatCoordinate(c.x) + ", " + formatCoordinate(c.y) + ", " +
                    formatCoordinate(c.radius) + "},";
        frameStart.push_back(frameStart.back() + frame.circles.size());
    }
    out += "#define " + upper + "_CIRCLE_COUNT " + QByteArray::number(frameStart.back()) + "\n\n";
    out += "/* Circle: centre x, centre y, radius. Frame f holds circles " + lower +
           "_frame_circles[f] up to " + lower + "_frame_circles[f + 1]. */\n";
    out += "static const float " + lower + "_circles[" +
           QByteArray::number(std::max<qulonglong>(frameStart.back(), 1)) +
           "][3] HITMASK_UNUSED = {" + (list.isEmpty() ? QByteArray("{0, 0, 0}") : list) + "\n};\n";
    out += "static const unsigned long " + lower + "_frame_circles[" + upper +
           "_SHAPE_FRAMES + 1] HITMASK_UNUSED = {" + numberList(frameStart) + "};\n";
}

void appendPhysics(QByteArray& out, const PhysicsProperties& p, const QByteArray& lower) {
    out += "\n/* How the shapes behave in a physics engine. */\n";
    QByteArray properties = "0, 0";
    if (!p.custom.isEmpty()) {
        out += "static const char* const " + lower + "_physics_properties[" +
               QByteArray::number(p.custom.size()) + "][2] HITMASK_UNUSED = {";
        for (const auto& [key, value] : p.custom)
            out += "\n    {" + cString(key) + ", " + cString(value) + "},";
        out += "\n};\n";
        properties = QByteArray::number(p.custom.size()) + "u, " + lower + "_physics_properties";
    }
    out += "static const struct hitmask_physics " + lower + "_physics HITMASK_UNUSED = {" +
           (p.sensor ? "1" : "0") + ", " + floatLiteral(p.density) + ", " +
           floatLiteral(p.friction) + ", " + floatLiteral(p.restitution) + ", " +
           QByteArray::number(p.categoryBits) + "u, " + QByteArray::number(p.collidesWith) + "u, " +
           QByteArray::number(p.groupIndex) + ", " + properties + "};\n";
}

// The arrays of one channel's shapes, every name starting with `lower` or `upper`: the
// boxes or polygons the settings trace, with those kinds and circles that hand-drawn
// frames add, then the channel's physics.
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
    const auto any = [&](auto has) {
        return std::any_of(shapes.begin(), shapes.end(), has);
    };
    if (boxes || any([](const FrameShapes& s) { return !s.handBoxes.empty(); }))
        appendBoxes(out, shapes, lower, upper);
    if (!boxes || any([](const FrameShapes& s) { return s.hand && !s.polygons.empty(); }))
        appendPolygons(out, shapes, lower, upper);
    if (any([](const FrameShapes& s) { return !s.circles.empty(); }))
        appendCircles(out, shapes, lower, upper);
    appendPhysics(out, shapes.empty() ? PhysicsProperties{} : shapes.front().physics, lower);
}

QByteArray ShapesHeaderExporter::write(const ExportChannels& channels,
                                       const ExportOptions& options) const {
    const QByteArray lower = shapesIdentifier(options);
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
    out += "#ifndef HITMASK_PHYSICS_DEFINED\n#define HITMASK_PHYSICS_DEFINED\n"
           "/* A channel's physics properties: Box2D's fixture and filter values, then free "
           "key/value pairs. */\n"
           "struct hitmask_physics {\n    int sensor;\n    float density, friction, "
           "restitution;\n    unsigned long category_bits, collides_with;\n    int "
           "group_index;\n    unsigned long property_count;\n    const char* const "
           "(*properties)[2];\n};\n#endif\n\n";
    // The first channel's arrays named after the sprite, the others' after the sprite and
    // the channel.
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const QByteArray name = beginHeaderChannel(out, lower, channels, c);
        appendShapes(out, allShapes(channels[c], options), boxes, name,
                     cMacroPrefix(QString::fromLatin1(name)));
    }
    return out + "\n#endif\n";
}

} // namespace

const MaskExporter& shapesHeaderExporter() {
    static const ShapesHeaderExporter header;
    return header;
}

} // namespace hitmask
