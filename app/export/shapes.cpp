// SPDX-License-Identifier: MIT
#include "shapes.h"

#include "physicstext.h"

#include <algorithm>
#include <cmath>
#include <hitmask/boxes.hpp>

namespace hitmask {

namespace {

std::vector<PointF> toPointF(const std::vector<Point>& ring, int shift) {
    std::vector<PointF> out;
    out.reserve(ring.size());
    for (const Point& p : ring)
        out.push_back({double(p.x - shift), double(p.y - shift)});
    return out;
}

Polygon toPolygon(const ShapePolygon& polygon) {
    // Outlines (not convex pieces) have integral coordinates.
    const auto toPoints = [](const std::vector<PointF>& ring) {
        std::vector<Point> out;
        for (const PointF& p : ring)
            out.push_back({int(std::lround(p.x)), int(std::lround(p.y))});
        return out;
    };
    Polygon result{toPoints(polygon.outer), {}};
    for (const auto& hole : polygon.holes)
        result.holes.push_back(toPoints(hole));
    return result;
}

// Appends in place: a dithered frame has hundreds of thousands of points, and a chain of
// temporaries per point made the text cost more than the shapes.
void appendPointList(QByteArray& out, const std::vector<PointF>& ring) {
    out += '[';
    for (std::size_t i = 0; i < ring.size(); ++i) {
        out += i ? ", [" : "[";
        out += formatCoordinate(ring[i].x);
        out += ", ";
        out += formatCoordinate(ring[i].y);
        out += ']';
    }
    out += ']';
}

// `[a, b, ...]`, after a comma unless it is the list's first (`index` 0).
void appendNumbers(QByteArray& out, std::size_t index, std::initializer_list<double> numbers) {
    out += index ? ", [" : "[";
    bool first = true;
    for (const double n : numbers) {
        out += first ? "" : ", ";
        out += formatCoordinate(n);
        first = false;
    }
    out += ']';
}

void appendPolygons(QByteArray& out, const std::vector<ShapePolygon>& polygons) {
    out += "\"polygons\": [";
    for (std::size_t i = 0; i < polygons.size(); ++i) {
        const ShapePolygon& polygon = polygons[i];
        out += i ? ", " : "";
        out += "{\"outer\": ";
        appendPointList(out, polygon.outer);
        out += ", \"holes\": [";
        for (std::size_t h = 0; h < polygon.holes.size(); ++h) {
            out += h ? ", " : "";
            appendPointList(out, polygon.holes[h]);
        }
        out += "]}";
    }
    out += "]";
}

} // namespace

FrameShapes frameShapes(const Mask& mask, int frame, const ShapeSettings& settings) {
    FrameShapes shapes;
    shapes.kind = settings.kind;
    shapes.frame = frame;
    shapes.width = mask.width();
    shapes.height = mask.height();
    const Mask grown = grownMask(mask, settings.grow);
    // A grown mask is larger by `grow` on every side; shift back to frame coordinates.
    const int shift = std::max(settings.grow, 0);
    if (settings.kind == ShapeSettings::Kind::Boxes) {
        BoxFit fit = settings.maxBoxes > 0 ? budgetBoxes(grown, std::size_t(settings.maxBoxes))
                                           : BoxFit{minimalBoxes(grown), 0, 0};
        for (Rect& box : fit.boxes) {
            box.x -= shift;
            box.y -= shift;
        }
        shapes.boxes = std::move(fit.boxes);
        shapes.wrongPixels = fit.wrong();
        return shapes;
    }
    const std::vector<Polygon> outlines =
        simplifyOutlines(traceOutlines(grown), settings.tolerance);
    if (settings.convex) {
        for (auto& piece : convexPieces(outlines, settings.maxVertices)) {
            for (PointF& p : piece) {
                p.x -= shift;
                p.y -= shift;
            }
            piece = engineReadyPiece(std::move(piece), settings.minVertexDistance());
            if (!piece.empty())
                shapes.polygons.push_back({std::move(piece), {}});
        }
        return shapes;
    }
    for (const Polygon& polygon : outlines) {
        ShapePolygon out{toPointF(polygon.outer, shift), {}};
        for (const auto& hole : polygon.holes)
            out.holes.push_back(toPointF(hole, shift));
        shapes.polygons.push_back(std::move(out));
    }
    return shapes;
}

FrameShapes handFrameShapes(const Colliders& hand, const Mask& mask, int frame,
                            const ShapeSettings& settings) {
    FrameShapes shapes;
    shapes.kind = settings.kind;
    shapes.frame = frame;
    shapes.width = mask.width();
    shapes.height = mask.height();
    shapes.hand = true;
    shapes.handBoxes = hand.boxes;
    shapes.circles = hand.circles;
    shapes.wrongPixels = collidersDisagreement(hand, mask);
    for (const std::vector<PointF>& ring : hand.polygons) {
        if (!settings.convex) {
            // Clockwise on screen, as traced outlines are, whichever way it was drawn.
            double twice = 0;
            for (std::size_t i = 0; i < ring.size(); ++i)
                twice += ring[i].x * ring[(i + 1) % ring.size()].y -
                         ring[(i + 1) % ring.size()].x * ring[i].y;
            shapes.polygons.push_back({ring, {}});
            if (twice < 0)
                std::reverse(shapes.polygons.back().outer.begin(),
                             shapes.polygons.back().outer.end());
            continue;
        }
        for (auto& piece : convexDecomposition(ring, settings.maxVertices))
            if (auto ready = engineReadyPiece(std::move(piece), settings.minVertexDistance());
                !ready.empty())
                shapes.polygons.push_back({std::move(ready), {}});
    }
    return shapes;
}

QString handShapesProblem(const Colliders& hand, const ShapeSettings& settings) {
    const double slop = settings.minVertexDistance();
    for (const BoxF& b : hand.boxes)
        if (!(b.width >= slop && b.height >= slop && b.width > 0 && b.height > 0))
            return QCoreApplication::translate(
                       "FrameShapes", "a box of %1 x %2 pixels is smaller than the engine's "
                                      "slop (%3 pixels at %4 pixels per metre)")
                .arg(QString::fromLatin1(formatCoordinate(b.width)),
                     QString::fromLatin1(formatCoordinate(b.height)),
                     QString::fromLatin1(formatCoordinate(slop)),
                     QString::fromLatin1(formatCoordinate(settings.pixelsPerMetre)));
    for (const Circle& c : hand.circles)
        if (!(c.radius > 0))
            return QCoreApplication::translate("FrameShapes",
                                               "a circle's radius (%1) is not positive")
                .arg(QString::fromLatin1(formatCoordinate(c.radius)));
    for (const auto& ring : hand.polygons)
        if (!isSimplePolygon(ring))
            return QCoreApplication::translate(
                "FrameShapes", "a polygon of %n vertices crosses itself or has no area", nullptr,
                int(ring.size()));
    return {};
}

std::vector<std::vector<PointF>> holeFreeRings(const FrameShapes& shapes,
                                               const ShapeSettings& settings) {
    std::vector<std::vector<PointF>> rings;
    for (const Rect& box : shapes.boxes)
        rings.push_back({{double(box.x), double(box.y)},
                         {double(box.right()), double(box.y)},
                         {double(box.right()), double(box.bottom())},
                         {double(box.x), double(box.bottom())}});
    for (const BoxF& box : shapes.handBoxes)
        rings.push_back({{box.x, box.y},
                         {box.x + box.width, box.y},
                         {box.x + box.width, box.y + box.height},
                         {box.x, box.y + box.height}});
    for (const ShapePolygon& polygon : shapes.polygons) {
        if (polygon.holes.empty()) {
            rings.push_back(polygon.outer);
            continue;
        }
        for (auto& piece : convexPieces({toPolygon(polygon)}, settings.maxVertices))
            if (auto ready = engineReadyPiece(std::move(piece), settings.minVertexDistance());
                !ready.empty())
                rings.push_back(std::move(ready));
    }
    return rings;
}

// Written by hand rather than through QJsonObject, which would sort the keys.
QByteArray shapesJson(const std::vector<FrameShapes>& frames) {
    QByteArray out = "[";
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const FrameShapes& shapes = frames[f];
        out += f ? ",\n " : "";
        out += "{\"frame\": " + QByteArray::number(shapes.frame);
        if (!shapes.channel.isEmpty()) // names are C identifiers: nothing to escape
            out += ", \"channel\": \"" + shapes.channel.toUtf8() + '"';
        out += ", \"width\": " + QByteArray::number(shapes.width) +
               ", \"height\": " + QByteArray::number(shapes.height) + ", \"origin\": [" +
               QByteArray::number(shapes.origin.x) + ", " + QByteArray::number(shapes.origin.y) +
               ']';
        if (shapes.hand) {
            out += ", \"hand\": true, \"boxes\": [";
            for (std::size_t i = 0; i < shapes.handBoxes.size(); ++i)
                appendNumbers(out, i,
                              {shapes.handBoxes[i].x, shapes.handBoxes[i].y,
                               shapes.handBoxes[i].width, shapes.handBoxes[i].height});
            out += "], ";
            appendPolygons(out, shapes.polygons);
            out += ", \"circles\": [";
            for (std::size_t i = 0; i < shapes.circles.size(); ++i)
                appendNumbers(out, i,
                              {shapes.circles[i].x, shapes.circles[i].y, shapes.circles[i].radius});
            out += "], \"wrong_pixels\": " + QByteArray::number(qulonglong(shapes.wrongPixels));
        } else if (shapes.kind == ShapeSettings::Kind::Boxes) {
            out += ", \"boxes\": [";
            for (std::size_t i = 0; i < shapes.boxes.size(); ++i) {
                const Rect& b = shapes.boxes[i];
                appendNumbers(out, i,
                              {double(b.x), double(b.y), double(b.width), double(b.height)});
            }
            out += "], \"wrong_pixels\": " + QByteArray::number(qulonglong(shapes.wrongPixels));
        } else {
            out += ", ";
            appendPolygons(out, shapes.polygons);
        }
        out += ", \"physics\": " + physicsJson(shapes.physics);
        out += "}";
    }
    return out + "]\n";
}

QByteArray formatCoordinate(double value) {
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return QByteArray::number(qint64(value));
    QByteArray text = QByteArray::number(value, 'f', 6);
    while (text.endsWith('0'))
        text.chop(1);
    return text;
}

} // namespace hitmask
