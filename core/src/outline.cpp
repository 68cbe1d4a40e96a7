// SPDX-License-Identifier: MIT
// Tracing rings along pixel edges, solid pixels on the right, turning right where two
// pixels touch only at a corner so that solid regions stay 4-connected.
#include "pixelgrid.hpp"

#include <cstdint>
#include <hitmask/outline.hpp>

namespace hitmask {

namespace {

using detail::kNorthEast;
using detail::kNorthWest;
using detail::kSouthEast;
using detail::kSouthWest;
using detail::PixelGrid;

enum Direction { kEast, kSouth, kWest, kNorth };
constexpr int kStepX[] = {1, 0, -1, 0};
constexpr int kStepY[] = {0, 1, 0, -1};

// Which boundary edges leave grid point (x, y), one bit per direction. Two leave at a
// corner where only diagonal pixels are solid.
unsigned leaving(unsigned corners) {
    unsigned out = 0;
    if ((corners & kSouthEast) && !(corners & kNorthEast))
        out |= 1U << kEast;
    if ((corners & kSouthWest) && !(corners & kSouthEast))
        out |= 1U << kSouth;
    if ((corners & kNorthWest) && !(corners & kSouthWest))
        out |= 1U << kWest;
    if ((corners & kNorthEast) && !(corners & kNorthWest))
        out |= 1U << kNorth;
    return out;
}

class Tracer {
public:
    explicit Tracer(const Mask& mask)
        : grid_(mask)
        , pitch_(static_cast<std::size_t>(mask.width()) + 1)
        , visited_(pitch_ * (static_cast<std::size_t>(mask.height()) + 1), 0) {}

    std::vector<Polygon> run() {
        const std::vector<int> labels = labelRegions();
        std::vector<Polygon> polygons(regionCount_);
        for (int y = 0; y <= grid_.height(); ++y)
            for (int x = 0; x < grid_.width(); ++x) {
                const bool above = grid_.at(x, y - 1), below = grid_.at(x, y);
                if (above == below || (visited_[index(x, y)] & 1U))
                    continue;
                // The pixel on the right of this first edge names the ring's region.
                const int region = labels[std::size_t(below ? y : y - 1) * grid_.width() + x];
                std::vector<Point> ring = below ? trace({x, y}, kEast) : trace({x + 1, y}, kWest);
                if (area(ring) > 0)
                    polygons[region].outer = std::move(ring);
                else
                    polygons[region].holes.push_back(std::move(ring));
            }
        return polygons;
    }

private:
    std::size_t index(int x, int y) const { return std::size_t(y) * pitch_ + std::size_t(x); }

    // Bit 0: horizontal edge (x, y)-(x + 1, y) done; bit 1: vertical edge (x, y)-(x, y + 1).
    void markEdge(Point p, int d) {
        switch (d) {
        case kEast:
            visited_[index(p.x, p.y)] |= 1U;
            break;
        case kWest:
            visited_[index(p.x - 1, p.y)] |= 1U;
            break;
        case kSouth:
            visited_[index(p.x, p.y)] |= 2U;
            break;
        default:
            visited_[index(p.x, p.y - 1)] |= 2U;
            break;
        }
    }

    std::vector<Point> trace(Point start, int startDirection) {
        std::vector<Point> ring;
        Point p = start;
        int d = startDirection;
        do {
            markEdge(p, d);
            p = {p.x + kStepX[d], p.y + kStepY[d]};
            const unsigned out = leaving(grid_.corners(p.x, p.y));
            const int right = (d + 1) % 4;
            int next = right;
            if (!(out & (1U << right)))
                for (next = 0; !(out & (1U << next)); ++next) {
                }
            if (next != d)
                ring.push_back(p);
            d = next;
        } while (p != start || d != startDirection);
        return ring;
    }

    static long long area(const std::vector<Point>& ring) {
        long long sum = 0;
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const Point a = ring[i], b = ring[(i + 1) % ring.size()];
            sum += 1LL * a.x * b.y - 1LL * b.x * a.y;
        }
        return sum;
    }

    // 4-connected regions numbered in raster order of their first pixel.
    std::vector<int> labelRegions() {
        const int w = grid_.width(), h = grid_.height();
        std::vector<int> labels(std::size_t(w) * h, -1);
        std::vector<Point> stack;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                if (!grid_.at(x, y) || labels[std::size_t(y) * w + x] >= 0)
                    continue;
                const int label = regionCount_++;
                labels[std::size_t(y) * w + x] = label;
                stack.push_back({x, y});
                while (!stack.empty()) {
                    const Point p = stack.back();
                    stack.pop_back();
                    for (int d = 0; d < 4; ++d) {
                        const int nx = p.x + kStepX[d], ny = p.y + kStepY[d];
                        if (!grid_.at(nx, ny) || labels[std::size_t(ny) * w + nx] >= 0)
                            continue;
                        labels[std::size_t(ny) * w + nx] = label;
                        stack.push_back({nx, ny});
                    }
                }
            }
        return labels;
    }

    PixelGrid grid_;
    std::size_t pitch_;
    std::vector<std::uint8_t> visited_;
    int regionCount_ = 0;
};

} // namespace

std::vector<Polygon> traceOutlines(const Mask& mask) {
    if (mask.isEmpty())
        return {};
    return Tracer(mask).run();
}

} // namespace hitmask
