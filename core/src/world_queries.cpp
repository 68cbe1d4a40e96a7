// SPDX-License-Identifier: MIT
// World's questions about one place: a mask, a point, a rectangle, an entry, a pair.
#include "worldbox.hpp"
#include "worldimpl.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <hitmask/collide.hpp>

namespace hitmask::detail {

namespace {

struct Box64 {
    std::int64_t x0, y0, x1, y1;
};

// Whether `mask` has a solid pixel inside the half-open box, given in the mask's own
// coordinates (any values).
bool anySolidIn(const Mask& mask, std::int64_t x0, std::int64_t y0, std::int64_t x1,
                std::int64_t y1) {
    const Rect b = mask.bounds();
    x0 = std::max<std::int64_t>(x0, b.x);
    y0 = std::max<std::int64_t>(y0, b.y);
    x1 = std::min<std::int64_t>(x1, b.right());
    y1 = std::min<std::int64_t>(y1, b.bottom());
    if (x0 >= x1 || y0 >= y1)
        return false;
    const auto w0 = int(x0 / 64), w1 = int((x1 - 1) / 64);
    const std::uint64_t first = ~0ull << (x0 % 64);
    const int endBit = int(x1 - 64 * std::int64_t(w1)); // 1..64
    const std::uint64_t last = endBit == 64 ? ~0ull : (1ull << endBit) - 1;
    for (auto y = int(y0); y < y1; ++y) {
        const std::uint64_t* row = mask.row(y);
        for (int k = w0; k <= w1; ++k) {
            std::uint64_t bits = row[k];
            if (k == w0)
                bits &= first;
            if (k == w1)
                bits &= last;
            if (bits)
                return true;
        }
    }
    return false;
}

// Both offsets of b from a as ints, or false when they do not fit: then the masks, at
// most INT_MAX wide, cannot meet.
bool offsetOf(std::int64_t ax, std::int64_t ay, std::int64_t bx, std::int64_t by, int& dx,
              int& dy) {
    const std::int64_t x = bx - ax, y = by - ay;
    if (x < INT_MIN || x > INT_MAX || y < INT_MIN || y > INT_MAX)
        return false;
    dx = int(x);
    dy = int(y);
    return true;
}

} // namespace

void WorldImpl::toIds(std::vector<Id>& found) const {
    for (Id& id : found)
        id = idOf(id);
    std::sort(found.begin(), found.end());
}

template <class F>
void WorldImpl::forEachNear(std::int64_t x0, std::int64_t y0, std::int64_t x1, std::int64_t y1,
                            F&& f) {
    const Box64 q{x0, y0, x1, y1};
    const std::int64_t c = cellSize_;
    const std::int64_t cx0 = floorDiv(x0, c), cx1 = floorDiv(x1 - 1, c);
    const std::int64_t cy0 = floorDiv(y0, c), cy1 = floorDiv(y1 - 1, c);
    const std::int64_t cells = (cx1 - cx0 + 1) * (cy1 - cy0 + 1); // at most 2^66: see below
    if (cx1 - cx0 > INT32_MAX || cy1 - cy0 > INT32_MAX ||
        cells > std::max<std::int64_t>(kMaxCells, std::int64_t(entries_.size()))) {
        // Visiting the cells would cost more than testing every entry.
        for (std::uint32_t b = 0; b < boxes_.size(); ++b)
            if (boxes_[b].kind != Kind::None && boxesOverlap(q, boxes_[b]))
                f(b);
        return;
    }
    seen_.resize(entries_.size());
    if (++queryStamp_ == 0) {
        std::fill(seen_.begin(), seen_.end(), 0);
        queryStamp_ = 1;
    }
    for (std::int64_t cy = cy0; cy <= cy1; ++cy)
        for (std::int64_t cx = cx0; cx <= cx1; ++cx) {
            const std::int32_t k = findBucket(cx, cy);
            if (k < 0)
                continue;
            for (auto m = bucketStart_[std::size_t(k)]; m < bucketStart_[std::size_t(k) + 1]; ++m) {
                const Member& member = members_[std::size_t(m)];
                if (seen_[member.id] != queryStamp_ && !outOfBase_[member.id]) {
                    seen_[member.id] = queryStamp_;
                    if (boxesOverlap(q, member))
                        f(member.id);
                }
            }
        }
    for (const std::uint32_t b : big_)
        if (!outOfBase_[b] && boxesOverlap(q, boxes_[b]))
            f(b);
    // The entries changed since the base grid was built, with their boxes of now.
    for (const std::uint32_t o : overlay_)
        if (boxes_[o].kind != Kind::None && boxesOverlap(q, boxes_[o]))
            f(o);
}

template <class Hit>
std::vector<WorldImpl::Id> WorldImpl::find(std::int64_t x0, std::int64_t y0, std::int64_t x1,
                                           std::int64_t y1, std::uint32_t layers, Id exclude,
                                           Hit&& hit) {
    std::vector<Id> found;
    prepare();
    forEachNear(x0, y0, x1, y1, [&](std::uint32_t s) {
        if (queryable(s, layers, exclude) && hit(entries_[s]))
            found.push_back(s);
    });
    toIds(found);
    return found;
}

} // namespace hitmask::detail

// World's questions about one place, each a box to look in and a test of the entries
// found there: a new one needs no more than this and its declaration in world.hpp.
namespace hitmask {

using detail::anySolidIn;
using detail::offsetOf;
using Entry = detail::WorldImpl::Entry;

std::vector<World::Id> World::query(const Mask& mask, int x, int y, std::uint32_t layers,
                                    Id exclude) {
    if (mask.isEmpty())
        return {};
    const Rect r = mask.bounds();
    const std::int64_t x0 = std::int64_t(x) + r.x, y0 = std::int64_t(y) + r.y;
    return impl_->find(x0, y0, x0 + r.width, y0 + r.height, layers, exclude, [&](const Entry& e) {
        return overlaps(*e.mask, mask, int(std::int64_t(x) - e.x), int(std::int64_t(y) - e.y));
    });
}

std::vector<World::Id> World::queryPoint(int x, int y, std::uint32_t layers, Id exclude) {
    return queryRect({x, y, 1, 1}, layers, exclude);
}

std::vector<World::Id> World::queryRect(Rect area, std::uint32_t layers, Id exclude) {
    if (area.isEmpty())
        return {};
    const std::int64_t x0 = area.x, y0 = area.y;
    const std::int64_t x1 = x0 + area.width, y1 = y0 + area.height;
    return impl_->find(x0, y0, x1, y1, layers, exclude, [&](const Entry& e) {
        return anySolidIn(*e.mask, x0 - e.x, y0 - e.y, x1 - e.x, y1 - e.y);
    });
}

std::vector<World::Id> World::collisionsOf(Id id) {
    const Entry* a = impl_->entry(id);
    if (!a || a->mask->isEmpty())
        return {};
    const Rect r = a->mask->bounds();
    const std::int64_t x0 = std::int64_t(a->x) + r.x, y0 = std::int64_t(a->y) + r.y;
    return impl_->find(x0, y0, x0 + r.width, y0 + r.height, kAllLayers, id, [&](const Entry& b) {
        int dx = 0, dy = 0;
        return (a->layers & b.collidesWith) != 0 && (b.layers & a->collidesWith) != 0 &&
               offsetOf(a->x, a->y, b.x, b.y, dx, dy) && overlaps(*a->mask, *b.mask, dx, dy);
    });
}

std::size_t World::overlapArea(Id a, Id b) const {
    const Entry* ea = impl_->entry(a);
    const Entry* eb = impl_->entry(b);
    int dx = 0, dy = 0;
    return ea && eb && offsetOf(ea->x, ea->y, eb->x, eb->y, dx, dy)
               ? hitmask::overlapArea(*ea->mask, *eb->mask, dx, dy)
               : 0;
}

std::optional<Point> World::firstContact(Id a, Id b) const {
    const Entry* ea = impl_->entry(a);
    const Entry* eb = impl_->entry(b);
    int dx = 0, dy = 0;
    if (!ea || !eb || !offsetOf(ea->x, ea->y, eb->x, eb->y, dx, dy))
        return std::nullopt;
    const std::optional<Point> p = hitmask::firstContact(*ea->mask, *eb->mask, dx, dy);
    if (!p)
        return std::nullopt;
    // A pixel of a's mask placed at a's position: in int while positions and sizes are.
    return Point{int(std::int64_t(ea->x) + p->x), int(std::int64_t(ea->y) + p->y)};
}

Separation World::separation(Id a, Id b) const {
    const Entry* ea = impl_->entry(a);
    const Entry* eb = impl_->entry(b);
    int dx = 0, dy = 0;
    return ea && eb && offsetOf(ea->x, ea->y, eb->x, eb->y, dx, dy)
               ? hitmask::separation(*ea->mask, *eb->mask, dx, dy)
               : Separation{};
}

} // namespace hitmask
