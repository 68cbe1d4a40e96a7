// SPDX-License-Identifier: MIT
// The Tiled format: a tileset whose tiles hold each frame's shapes as objects.
#include "maskexporter.h"
#include "physicstext.h"
#include "shapeexporting.h"
#include "shapes.h"

#include <algorithm>

namespace hitmask {

namespace {

// A Tiled tileset over the sprite image, cut as Tiled cuts it (tile size, margin,
// spacing; tile ids row by row), each frame's tile with an object group of rectangles,
// polygons and ellipses, each of its channel's class with its physics properties, as Tiled's
// collision editor makes. Frames that are no tiles of one image (an animation's images, a rotation
// set, packed or trimmed sheet frames) are refused: a tileset of separate images would need those
// images as files, which do not exist.
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
            // Every object is of its channel's class, with the channel's physics.
            const QByteArray type =
                " type=\"" +
                (frame.channel.isEmpty() ? channels.front().name : frame.channel)
                    .toHtmlEscaped()
                    .toUtf8() +
                '"';
            const QByteArray properties = physicsTiledProperties(frame.physics, "    ");
            const auto object = [&](double x, double y, double width, double height,
                                    const QByteArray& inside) {
                out += "   <object id=\"" + number(id++) + '"' + type + " x=\"" +
                       formatCoordinate(x) + "\" y=\"" + formatCoordinate(y) + '"';
                if (width > 0)
                    out += " width=\"" + formatCoordinate(width) + "\" height=\"" +
                           formatCoordinate(height) + '"';
                out += ">\n" + properties + inside + "   </object>\n";
            };
            for (const Rect& b : frame.boxes)
                object(b.x, b.y, b.width, b.height, {});
            for (const BoxF& b : frame.handBoxes)
                object(b.x, b.y, b.width, b.height, {});
            // Boxes are rectangles above, not polygons.
            FrameShapes polygons = frame;
            polygons.boxes.clear();
            polygons.handBoxes.clear();
            for (const auto& ring : holeFreeRings(polygons, options.shapes)) {
                QByteArray points = "    <polygon points=\"";
                for (std::size_t k = 0; k < ring.size(); ++k)
                    points += (k ? " " : "") + pointText(ring[k], ",");
                object(0, 0, 0, 0, points + "\"/>\n");
            }
            for (const Circle& c : frame.circles)
                object(c.x - c.radius, c.y - c.radius, 2 * c.radius, 2 * c.radius,
                       "    <ellipse/>\n");
            if (lastOfFrame)
                out += "  </objectgroup>\n </tile>\n";
        }
        return out + "</tileset>\n";
    }

private:
    static QByteArray marker() { return "<!-- " + QByteArray(kMadeByHitmask) + " -->"; }
};

} // namespace

const MaskExporter& tiledExporter() {
    static const TiledExporter tiled;
    return tiled;
}

} // namespace hitmask
