// SPDX-License-Identifier: MIT
#include "collideredit.h"

#include <algorithm>
#include <cmath>

namespace hitmask {

namespace {

using Ring = std::vector<PointF>;

double distance(PointF a, PointF b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

double distanceToSegment(PointF p, PointF a, PointF b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double length2 = dx * dx + dy * dy;
    const double t =
        length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0) : 0.0;
    return distance(p, {a.x + t * dx, a.y + t * dy});
}

// Even-odd crossings of a ray to the right of p.
bool ringContains(const Ring& ring, PointF p) {
    bool odd = false;
    for (std::size_t i = 0; i < ring.size(); ++i) {
        const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
        if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y))
            odd = !odd;
    }
    return odd;
}

Ring boxRing(const BoxF& b) {
    return {
        {b.x, b.y}, {b.x + b.width, b.y}, {b.x + b.width, b.y + b.height}, {b.x, b.y + b.height}};
}

// The box between two corners, either way round; nullopt without area.
std::optional<BoxF> boxBetween(double x0, double y0, double x1, double y1) {
    if (x0 == x1 || y0 == y1)
        return std::nullopt;
    return BoxF{std::min(x0, x1), std::min(y0, y1), std::abs(x1 - x0), std::abs(y1 - y0)};
}

std::optional<Colliders> draggedBox(Colliders shapes, const ShapePart& part, PointF from,
                                    PointF to) {
    BoxF& box = shapes.boxes[std::size_t(part.shape.index)];
    double x0 = box.x, y0 = box.y, x1 = box.x + box.width, y1 = box.y + box.height;
    const double dx = to.x - from.x, dy = to.y - from.y;
    if (part.kind == ShapePart::Kind::Inside) {
        box.x += dx;
        box.y += dy;
        return shapes;
    }
    if (part.kind == ShapePart::Kind::Vertex) {
        (part.index == 0 || part.index == 3 ? x0 : x1) = to.x;
        (part.index <= 1 ? y0 : y1) = to.y;
    } else {
        switch (part.index) {
        case 0:
            y0 += dy;
            break;
        case 1:
            x1 += dx;
            break;
        case 2:
            y1 += dy;
            break;
        default:
            x0 += dx;
            break;
        }
    }
    const std::optional<BoxF> moved = boxBetween(x0, y0, x1, y1);
    if (!moved)
        return std::nullopt;
    box = *moved;
    return shapes;
}

} // namespace

bool ShapeRef::isValid(const Colliders& shapes) const {
    switch (kind) {
    case Kind::Box:
        return index >= 0 && std::size_t(index) < shapes.boxes.size();
    case Kind::Polygon:
        return index >= 0 && std::size_t(index) < shapes.polygons.size();
    case Kind::Circle:
        return index >= 0 && std::size_t(index) < shapes.circles.size();
    case Kind::None:
        break;
    }
    return false;
}

PointF snapped(PointF p, double grid) {
    return {std::round(p.x / grid) * grid, std::round(p.y / grid) * grid};
}

std::vector<PointF> handlePoints(const Colliders& shapes, ShapeRef shape) {
    if (!shape.isValid(shapes))
        return {};
    const auto i = std::size_t(shape.index);
    switch (shape.kind) {
    case ShapeRef::Kind::Box:
        return boxRing(shapes.boxes[i]);
    case ShapeRef::Kind::Polygon:
        return shapes.polygons[i];
    case ShapeRef::Kind::Circle: {
        const Circle& c = shapes.circles[i];
        return {{c.x + c.radius, c.y}};
    }
    case ShapeRef::Kind::None:
        break;
    }
    return {};
}

std::optional<ShapePart> partOf(const Colliders& shapes, ShapeRef shape, PointF p, double reach) {
    const std::vector<PointF> handles = handlePoints(shapes, shape);
    for (std::size_t i = 0; i < handles.size(); ++i)
        if (distance(p, handles[i]) <= reach)
            return ShapePart{shape, ShapePart::Kind::Vertex, int(i)};
    if (shape.kind == ShapeRef::Kind::Circle) {
        const Circle& c = shapes.circles[std::size_t(shape.index)];
        const double d = distance(p, {c.x, c.y});
        if (std::abs(d - c.radius) <= reach)
            return ShapePart{shape, ShapePart::Kind::Edge, 0};
        if (d < c.radius)
            return ShapePart{shape, ShapePart::Kind::Inside, -1};
        return std::nullopt;
    }
    for (std::size_t i = 0; i < handles.size(); ++i)
        if (distanceToSegment(p, handles[i], handles[(i + 1) % handles.size()]) <= reach)
            return ShapePart{shape, ShapePart::Kind::Edge, int(i)};
    if (!handles.empty() && ringContains(handles, p))
        return ShapePart{shape, ShapePart::Kind::Inside, -1};
    return std::nullopt;
}

std::optional<ShapePart> partAt(const Colliders& shapes, PointF p, double reach,
                                ShapeRef preferred) {
    if (preferred.isValid(shapes))
        if (auto part = partOf(shapes, preferred, p, reach))
            return part;
    const std::pair<ShapeRef::Kind, std::size_t> lists[] = {
        {ShapeRef::Kind::Circle, shapes.circles.size()},
        {ShapeRef::Kind::Polygon, shapes.polygons.size()},
        {ShapeRef::Kind::Box, shapes.boxes.size()}};
    for (const auto& [kind, size] : lists)
        for (int i = int(size) - 1; i >= 0; --i)
            if (auto part = partOf(shapes, {kind, i}, p, reach))
                return part;
    return std::nullopt;
}

std::optional<Colliders> dragged(const Colliders& shapes, const ShapePart& part, PointF from,
                                 PointF to) {
    if (!part.shape.isValid(shapes))
        return std::nullopt;
    const auto i = std::size_t(part.shape.index);
    const double dx = to.x - from.x, dy = to.y - from.y;
    Colliders out = shapes;
    switch (part.shape.kind) {
    case ShapeRef::Kind::Box:
        return draggedBox(std::move(out), part, from, to);
    case ShapeRef::Kind::Circle: {
        Circle& c = out.circles[i];
        if (part.kind == ShapePart::Kind::Inside) {
            c.x += dx;
            c.y += dy;
            return out;
        }
        c.radius = distance({c.x, c.y}, to);
        return c.radius > 0 ? std::optional(out) : std::nullopt;
    }
    case ShapeRef::Kind::Polygon: {
        Ring& ring = out.polygons[i];
        const auto move = [&](std::size_t v) {
            ring[v].x += dx;
            ring[v].y += dy;
        };
        if (part.kind == ShapePart::Kind::Inside)
            for (std::size_t v = 0; v < ring.size(); ++v)
                move(v);
        else if (part.kind == ShapePart::Kind::Vertex)
            ring[std::size_t(part.index)] = to;
        else {
            move(std::size_t(part.index));
            move((std::size_t(part.index) + 1) % ring.size());
        }
        return isSimplePolygon(ring) ? std::optional(out) : std::nullopt;
    }
    case ShapeRef::Kind::None:
        break;
    }
    return std::nullopt;
}

std::optional<Colliders> nudged(const Colliders& shapes, ShapeRef shape, int vertex, double dx,
                                double dy) {
    if (vertex >= 0 && shape.kind == ShapeRef::Kind::Polygon && shape.isValid(shapes) &&
        std::size_t(vertex) < shapes.polygons[std::size_t(shape.index)].size()) {
        const PointF at = shapes.polygons[std::size_t(shape.index)][std::size_t(vertex)];
        return dragged(shapes, {shape, ShapePart::Kind::Vertex, vertex}, at,
                       {at.x + dx, at.y + dy});
    }
    return dragged(shapes, {shape, ShapePart::Kind::Inside, -1}, {0, 0}, {dx, dy});
}

std::optional<Colliders> withVertex(const Colliders& shapes, const ShapePart& edge, PointF p,
                                    ShapeRef* inserted) {
    if (edge.kind != ShapePart::Kind::Edge || !edge.shape.isValid(shapes))
        return std::nullopt;
    Colliders out = shapes;
    const auto i = std::size_t(edge.shape.index);
    Ring ring;
    if (edge.shape.kind == ShapeRef::Kind::Box) {
        ring = boxRing(out.boxes[i]);
        out.boxes.erase(out.boxes.begin() + std::ptrdiff_t(i));
    } else if (edge.shape.kind == ShapeRef::Kind::Polygon) {
        ring = std::move(out.polygons[i]);
        out.polygons.erase(out.polygons.begin() + std::ptrdiff_t(i));
    } else {
        return std::nullopt;
    }
    ring.insert(ring.begin() + edge.index + 1, p);
    if (!isSimplePolygon(ring))
        return std::nullopt;
    // The edited polygon goes back where it was; a box's new polygon goes last.
    const std::size_t at = edge.shape.kind == ShapeRef::Kind::Polygon ? i : out.polygons.size();
    out.polygons.insert(out.polygons.begin() + std::ptrdiff_t(at), std::move(ring));
    if (inserted)
        *inserted = {ShapeRef::Kind::Polygon, int(at)};
    return out;
}

std::optional<Colliders> without(const Colliders& shapes, ShapeRef shape, int vertex) {
    if (!shape.isValid(shapes))
        return std::nullopt;
    Colliders out = shapes;
    const auto i = std::ptrdiff_t(shape.index);
    if (vertex >= 0) {
        if (shape.kind != ShapeRef::Kind::Polygon)
            return std::nullopt;
        Ring& ring = out.polygons[std::size_t(i)];
        if (ring.size() <= 3 || std::size_t(vertex) >= ring.size())
            return std::nullopt;
        ring.erase(ring.begin() + vertex);
        return isSimplePolygon(ring) ? std::optional(out) : std::nullopt;
    }
    switch (shape.kind) {
    case ShapeRef::Kind::Box:
        out.boxes.erase(out.boxes.begin() + i);
        break;
    case ShapeRef::Kind::Polygon:
        out.polygons.erase(out.polygons.begin() + i);
        break;
    case ShapeRef::Kind::Circle:
        out.circles.erase(out.circles.begin() + i);
        break;
    case ShapeRef::Kind::None:
        return std::nullopt;
    }
    return out;
}

} // namespace hitmask
