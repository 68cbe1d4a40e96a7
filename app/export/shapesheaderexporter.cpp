// SPDX-License-Identifier: MIT
// The shapes-c format: a C header of each channel's shapes and physics properties.
#include "maskexporter.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <algorithm>

namespace hitmask {

namespace {

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
    // The first channel's arrays named after the sprite, the others' after the sprite and
    // the channel.
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const QByteArray name = beginHeaderChannel(out, lower, channels, c);
        appendShapes(out, allShapes(channels[c], options), boxes, name,
                     cMacroPrefix(QString::fromLatin1(name)));
    }
    return out + "\n#endif\n";
}

// A Tiled tileset over the sprite image, cut as Tiled cuts it (tile size, margin,
// spacing; tile ids row by row), each frame's tile with an object group of rectangles or
// polygons, as Tiled's collision editor makes. Frames that are no tiles of one image (an
// animation's images, a rotation set, packed or trimmed sheet frames) are refused: a
// tileset of separate images would need those images as files, which do not exist.

} // namespace

const MaskExporter& shapesHeaderExporter() {
    static const ShapesHeaderExporter header;
    return header;
}

} // namespace hitmask
