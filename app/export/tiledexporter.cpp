// SPDX-License-Identifier: MIT
// The Tiled format: a tileset whose tiles hold each frame's shapes as objects.
#include "maskexporter.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <algorithm>

namespace hitmask {

namespace {

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
                for (const auto& ring : holeFreeRings(frame, options.shapes)) {
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

} // namespace

const MaskExporter& tiledExporter() {
    static const TiledExporter tiled;
    return tiled;
}

} // namespace hitmask
