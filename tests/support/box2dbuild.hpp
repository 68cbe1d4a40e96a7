// SPDX-License-Identifier: MIT
// Box2D 2.4 fixtures from the shapes JSON as a game would make them (convex pieces as
// b2PolygonShape, boxes with SetAsBox, circles as b2CircleShape, each channel's physics
// properties on its fixtures), the pixels those shapes cover by a plain loop, and rays
// cast through a world checked against scans of them: what tst_box2dshapes holds Box2D's
// answers to. Nothing here comes from the exporter.
#pragma once

#include "shapesfile.hpp"

#include <QStringList>
#include <algorithm>
#include <box2d/box2d.h>
#include <climits>
#include <cmath>
#include <vector>

namespace hitmask::testing::shapesfile {

// Box2D 2.4 filters have 16 bits of category and mask: the channel's low 16.
inline b2Filter filterOf(const Physics& p) {
    b2Filter filter;
    filter.categoryBits = std::uint16_t(p.categoryBits & 0xFFFFu);
    filter.maskBits = std::uint16_t(p.collidesWith & 0xFFFFu);
    filter.groupIndex = std::int16_t(p.groupIndex);
    return filter;
}

// Whether two channels' fixtures may touch in Box2D 2.4, as its manual states the rule:
// the same non-zero group always (positive) or never (negative); otherwise each one's
// mask must hold the other's category, of the low 16 bits that Box2D keeps.
inline bool filtersCollide(const Physics& a, const Physics& b) {
    if (a.groupIndex != 0 && a.groupIndex == b.groupIndex)
        return a.groupIndex > 0;
    return (a.collidesWith & b.categoryBits & 0xFFFFu) != 0 &&
           (b.collidesWith & a.categoryBits & 0xFFFFu) != 0;
}

// Whether Box2D kept `wanted` (in metres) as its vertices, in any order, within 1e-6 m.
inline QString keptVertices(const b2PolygonShape& shape, const std::vector<b2Vec2>& wanted) {
    if (shape.m_count != int(wanted.size()))
        return QStringLiteral("Box2D kept %1 of %2 vertices").arg(shape.m_count).arg(wanted.size());
    for (const b2Vec2& v : wanted) {
        bool found = false;
        for (int k = 0; k < shape.m_count; ++k)
            found = found || (std::abs(shape.m_vertices[k].x - v.x) <= 1e-6f &&
                              std::abs(shape.m_vertices[k].y - v.y) <= 1e-6f);
        if (!found)
            return QStringLiteral("Box2D moved the vertex %1, %2 m").arg(v.x).arg(v.y);
    }
    return shape.Validate() ? QString() : QStringLiteral("not convex");
}

// A convex piece as b2PolygonShape, or why Box2D cannot take it as it is.
inline QString pieceShape(const Polygon& polygon, double ppm, b2PolygonShape& shape) {
    const std::size_t n = polygon.outer.size();
    if (polygon.holes)
        return QStringLiteral("a polygon with holes");
    if (n < 3 || n > std::size_t(b2_maxPolygonVertices))
        return QStringLiteral("%1 vertices").arg(n);
    std::vector<b2Vec2> points;
    double area = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const Point& a = polygon.outer[i];
        const Point& b = polygon.outer[(i + 1) % n];
        area += a.x * b.y - b.x * a.y;
        points.emplace_back(float(a.x / ppm), float(a.y / ppm));
    }
    if (std::abs(area) < 1e-9) // Set() would assert: it needs a hull of 3 or more
        return QStringLiteral("no area");
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (b2Distance(points[i], points[j]) < b2_linearSlop)
                return QStringLiteral("vertices %1 and %2 closer than Box2D's linear slop")
                    .arg(i)
                    .arg(j);
    shape.Set(points.data(), int(n));
    return keptVertices(shape, points);
}

// Adds an entry's shapes to `body` as fixtures at `ppm` pixels to a metre, in the frame's
// pixel coordinates (y down), with the channel's physics properties; says what Box2D
// could not take as written.
inline QStringList addFixtures(b2Body* body, const Entry& e, double ppm) {
    QStringList problems;
    if (e.physics.groupIndex < INT16_MIN || e.physics.groupIndex > INT16_MAX)
        problems << QStringLiteral("group %1 is past Box2D's 16 bits").arg(e.physics.groupIndex);
    b2FixtureDef def;
    def.density = float(e.physics.density);
    def.friction = float(e.physics.friction);
    def.restitution = float(e.physics.restitution);
    def.isSensor = e.physics.sensor;
    def.filter = filterOf(e.physics);
    for (std::size_t i = 0; i < e.polygons.size(); ++i) {
        b2PolygonShape shape;
        const QString problem = pieceShape(e.polygons[i], ppm, shape);
        if (!problem.isEmpty()) {
            problems << QStringLiteral("polygon %1: %2").arg(i).arg(problem);
            continue;
        }
        def.shape = &shape;
        body->CreateFixture(&def);
    }
    for (std::size_t i = 0; i < e.boxes.size(); ++i) {
        const Box& b = e.boxes[i];
        if (!(b.width > 0 && b.height > 0)) {
            problems << QStringLiteral("box %1 has no area").arg(i);
            continue;
        }
        b2PolygonShape shape;
        const b2Vec2 centre(float((b.x + b.width / 2) / ppm), float((b.y + b.height / 2) / ppm));
        shape.SetAsBox(float(b.width / 2 / ppm), float(b.height / 2 / ppm), centre, 0);
        const QString problem = keptVertices(
            shape, {b2Vec2(float(b.x / ppm), float(b.y / ppm)),
                    b2Vec2(float((b.x + b.width) / ppm), float(b.y / ppm)),
                    b2Vec2(float((b.x + b.width) / ppm), float((b.y + b.height) / ppm)),
                    b2Vec2(float(b.x / ppm), float((b.y + b.height) / ppm))});
        if (!problem.isEmpty())
            problems << QStringLiteral("box %1: %2").arg(i).arg(problem);
        def.shape = &shape;
        body->CreateFixture(&def);
    }
    for (std::size_t i = 0; i < e.circles.size(); ++i) {
        const Circle& c = e.circles[i];
        if (!(c.radius > 0)) {
            problems << QStringLiteral("circle %1 has no radius").arg(i);
            continue;
        }
        b2CircleShape shape;
        shape.m_p.Set(float(c.x / ppm), float(c.y / ppm));
        shape.m_radius = float(c.radius / ppm);
        def.shape = &shape;
        body->CreateFixture(&def);
    }
    return problems;
}

// The pixels of an entry whose centres lie inside one of its shapes, over the shapes'
// bounds and a pixel around them (grown shapes reach past the frame).
class Raster {
public:
    explicit Raster(const Entry& e)
        : entry_(e) {
        double x0 = 0, y0 = 0, x1 = e.width, y1 = e.height;
        const auto grow = [&](double ax, double ay, double bx, double by) {
            x0 = std::min(x0, ax), y0 = std::min(y0, ay);
            x1 = std::max(x1, bx), y1 = std::max(y1, by);
        };
        for (const Box& b : e.boxes)
            grow(b.x, b.y, b.x + b.width, b.y + b.height);
        for (const Circle& c : e.circles)
            grow(c.x - c.radius, c.y - c.radius, c.x + c.radius, c.y + c.radius);
        for (const Polygon& p : e.polygons)
            for (const Point& v : p.outer)
                grow(v.x, v.y, v.x, v.y);
        left_ = int(std::floor(x0)) - 1, top_ = int(std::floor(y0)) - 1;
        right_ = int(std::ceil(x1)) + 1, bottom_ = int(std::ceil(y1)) + 1;
        pixels_.resize(std::size_t(right_ - left_) * std::size_t(bottom_ - top_));
        for (int y = top_; y < bottom_; ++y)
            for (int x = left_; x < right_; ++x)
                pixels_[index(x, y)] = covers(x + 0.5, y + 0.5);
    }
    int left() const { return left_; }
    int right() const { return right_; } // past the last column
    int top() const { return top_; }
    int bottom() const { return bottom_; }
    bool solid(int x, int y) const {
        return x >= left_ && x < right_ && y >= top_ && y < bottom_ && pixels_[index(x, y)];
    }

    int fullestRow() const {
        int best = top_, most = -1;
        for (int y = top_; y < bottom_; ++y) {
            int count = 0;
            for (int x = left_; x < right_; ++x)
                count += solid(x, y);
            if (count > most)
                best = y, most = count;
        }
        return best;
    }

    // `width` columns side by side whose topmost solid pixels differ least (then nearest
    // the middle), and the highest of those tops; top is INT_MAX when there are none.
    struct Spot {
        int left = 0;
        int top = INT_MAX;
    };
    Spot flattestTop(int width) const {
        std::vector<int> tops;
        for (int x = left_; x < right_; ++x) {
            int y = top_;
            while (y < bottom_ && !solid(x, y))
                ++y;
            tops.push_back(y < bottom_ ? y : INT_MAX);
        }
        Spot best;
        int bestSpread = INT_MAX;
        double bestDistance = 0;
        for (std::size_t c = 0; c + std::size_t(width) <= tops.size(); ++c) {
            const auto first = tops.begin() + std::ptrdiff_t(c);
            const auto [low, high] = std::minmax_element(first, first + width);
            if (*high == INT_MAX)
                continue;
            const double distance = std::abs(left_ + int(c) + width / 2.0 - entry_.width / 2.0);
            if (*high - *low < bestSpread ||
                (*high - *low == bestSpread && distance < bestDistance))
                best = {left_ + int(c), *low}, bestSpread = *high - *low, bestDistance = distance;
        }
        return best;
    }

    // The first point from `from` towards `to` along the row (or column) through `across`
    // that lies inside a shape, sampled 16 times a pixel: pixel centres alone miss a
    // sliver narrower than a pixel, such as a thin convex piece along a slope. NaN when
    // there is none.
    double firstAlong(double across, bool row, double from, double to) const {
        const int samples = int(std::abs(to - from) * 16);
        for (int i = 0; i <= samples; ++i) {
            const double at = from + (to - from) * i / samples;
            if (row ? covers(at, across) : covers(across, at))
                return at;
        }
        return std::nan("");
    }

    bool covers(double x, double y) const {
        for (const Box& b : entry_.boxes)
            if (x > b.x && x < b.x + b.width && y > b.y && y < b.y + b.height)
                return true;
        for (const Circle& c : entry_.circles)
            if ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y) < c.radius * c.radius)
                return true;
        for (const Polygon& p : entry_.polygons) { // even-odd: crossings to the right
            bool in = false;
            for (std::size_t i = 0, j = p.outer.size() - 1; i < p.outer.size(); j = i++) {
                const Point& a = p.outer[i];
                const Point& b = p.outer[j];
                if ((a.y > y) != (b.y > y) && x < a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y))
                    in = !in;
            }
            if (in)
                return true;
        }
        return false;
    }

private:
    std::size_t index(int x, int y) const {
        return std::size_t(y - top_) * std::size_t(right_ - left_) + std::size_t(x - left_);
    }

    const Entry& entry_;
    int left_ = 0, top_ = 0, right_ = 0, bottom_ = 0;
    std::vector<char> pixels_;
};

// The closest fixture a ray from p to q meets, in pixels; NaN when it meets none.
double firstHit(const b2World& world, double ppm, double px, double py, double qx, double qy,
                bool alongX) {
    struct Closest : b2RayCastCallback {
        bool hit = false;
        b2Vec2 point;
        float ReportFixture(b2Fixture*, const b2Vec2& p, const b2Vec2&, float fraction) override {
            hit = true;
            point = p;
            return fraction;
        }
    } closest;
    world.RayCast(&closest, b2Vec2(float(px / ppm), float(py / ppm)),
                  b2Vec2(float(qx / ppm), float(qy / ppm)));
    if (!closest.hit)
        return std::nan("");
    return double(alongX ? closest.point.x : closest.point.y) * ppm;
}

// Where rays along one row (or column) of pixel centres, from both ends, must meet the
// shapes: where a scan of the shapes along the same line first finds them (within 1/8 of
// a pixel: the scan's step and float metres), and no later than the centre of the first
// solid pixel of a plain scan of their pixels.
void checkLine(const b2World& world, double ppm, const Raster& raster, int line, bool row,
               QStringList& failures) {
    const double at = line + 0.5;
    const double low = (row ? raster.left() : raster.top()) - 2.0;
    const double high = (row ? raster.right() : raster.bottom()) + 2.0;
    const double forward = row ? firstHit(world, ppm, low, at, high, at, true)
                               : firstHit(world, ppm, at, low, at, high, false);
    const double backward = row ? firstHit(world, ppm, high, at, low, at, true)
                                : firstHit(world, ppm, at, high, at, low, false);
    const double scanForward = raster.firstAlong(at, row, low, high);
    const double scanBackward = raster.firstAlong(at, row, high, low);
    int first = INT_MAX, last = INT_MIN;
    for (int i = int(low); i <= int(high); ++i)
        if (row ? raster.solid(i, line) : raster.solid(line, i)) {
            first = std::min(first, i);
            last = std::max(last, i);
        }
    const QString what = QStringLiteral("%1 %2").arg(row ? "row" : "column").arg(line);
    const auto near = [](double a, double b) {
        return (std::isnan(a) && std::isnan(b)) || std::abs(a - b) <= 0.125;
    };
    // A ray along a circle's tangent or a vertex touches the shapes where no sample lies
    // inside them: it meets them at one point from both ends.
    const bool grazes = std::isnan(scanForward) && std::abs(forward - backward) <= 0.125;
    if (!grazes && (!near(forward, scanForward) || !near(backward, scanBackward)))
        failures << what + QStringLiteral(": rays meet %1 and %2, the scan %3 and %4")
                               .arg(forward)
                               .arg(backward)
                               .arg(scanForward)
                               .arg(scanBackward);
    // (1/1000 of a pixel for metres in floats: an edge may pass through a pixel centre.)
    if (first != INT_MAX && !(forward <= first + 0.501 && backward >= last + 0.499))
        failures << what + QStringLiteral(": rays meet %1 and %2, past solid pixels %3 to %4")
                               .arg(forward)
                               .arg(backward)
                               .arg(first)
                               .arg(last);
}

} // namespace hitmask::testing::shapesfile
