// SPDX-License-Identifier: MIT
// The world tests' oracle: objects as byte grids and masks, and the colliding pairs found
// by testing every pair pixel by pixel, with the layer rule written from its definition.
#pragma once

#include "reference.hpp"

#include <QByteArray>
#include <QString>
#include <algorithm>
#include <hitmask/world.hpp>
#include <vector>

namespace hitmask::testing {

using Pairs = std::vector<std::pair<World::Id, World::Id>>;

// One mask in both forms, with its solid box found from the bytes.
struct PoolMask {
    ByteMask bytes;
    Mask mask;
    long long bx0 = 0, by0 = 0, bx1 = 0, by1 = 0; // half-open; bx1 == 0 when empty
};

struct Object {
    const PoolMask* m = nullptr;
    long long x = 0, y = 0;
    bool alive = false;
    unsigned layers = 1, collidesWith = ~0u;
    World::Id id = World::kNoId; // the world's id for it; kNoId: its index in the list
};

inline World::Id idOf(const std::vector<Object>& objects, std::size_t i) {
    return objects[i].id == World::kNoId ? World::Id(i) : objects[i].id;
}

// Each one's layers meet the other's collidesWith.
inline bool layersMeet(const Object& a, const Object& b) {
    return (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0;
}

inline PoolMask makePoolMask(ByteMask bytes) {
    PoolMask p{std::move(bytes), {}, 0, 0, 0, 0};
    p.mask = p.bytes.toMask();
    long long x0 = LLONG_MAX, y0 = LLONG_MAX, x1 = 0, y1 = 0;
    for (int y = 0; y < p.bytes.height; ++y)
        for (int x = 0; x < p.bytes.width; ++x)
            if (p.bytes.pixels[std::size_t(y) * p.bytes.width + x]) {
                x0 = std::min<long long>(x0, x);
                y0 = std::min<long long>(y0, y);
                x1 = std::max<long long>(x1, x + 1);
                y1 = std::max<long long>(y1, y + 1);
            }
    if (x1 > 0) {
        p.bx0 = x0;
        p.by0 = y0;
        p.bx1 = x1;
        p.by1 = y1;
    }
    return p;
}

// True when some world pixel is solid in both, by definition: visit every pixel of
// the first object's box and look the same world pixel up in the second.
inline bool pixelsMeet(const Object& a, const Object& b) {
    const ByteMask& ma = a.m->bytes;
    const ByteMask& mb = b.m->bytes;
    const long long left = std::max(a.x, b.x), right = std::min(a.x + ma.width, b.x + mb.width);
    const long long top = std::max(a.y, b.y), bottom = std::min(a.y + ma.height, b.y + mb.height);
    for (long long y = top; y < bottom; ++y)
        for (long long x = left; x < right; ++x)
            if (ma.at(x - a.x, y - a.y) && mb.at(x - b.x, y - b.y))
                return true;
    return false;
}

inline bool boxesMeet(const Object& a, const Object& b) {
    if (a.m->bx1 == 0 || b.m->bx1 == 0)
        return false;
    return a.x + a.m->bx0 < b.x + b.m->bx1 && b.x + b.m->bx0 < a.x + a.m->bx1 &&
           a.y + a.m->by0 < b.y + b.m->by1 && b.y + b.m->by0 < a.y + a.m->by1;
}

struct Expected {
    Pairs pairs;
    std::size_t boxPairs = 0;
};

// Every colliding pair, first < second, sorted by id: the order the world promises. (Objects
// are indexed by the world's slot, which a reused slot makes differ from id order.)
inline Expected allPairs(const std::vector<Object>& objects) {
    Expected e;
    for (std::size_t i = 0; i < objects.size(); ++i)
        for (std::size_t j = i + 1; j < objects.size(); ++j) {
            if (!objects[i].alive || !objects[j].alive || !layersMeet(objects[i], objects[j]))
                continue;
            e.boxPairs += boxesMeet(objects[i], objects[j]);
            if (pixelsMeet(objects[i], objects[j]))
                e.pairs.emplace_back(std::minmax(idOf(objects, i), idOf(objects, j)));
        }
    std::sort(e.pairs.begin(), e.pairs.end());
    return e;
}

inline std::vector<World::Id> queryOracle(const std::vector<Object>& objects, const Object& probe,
                                          unsigned layers) {
    std::vector<World::Id> ids;
    for (std::size_t i = 0; i < objects.size(); ++i)
        if (objects[i].alive && (objects[i].layers & layers) && pixelsMeet(objects[i], probe))
            ids.push_back(idOf(objects, i));
    std::sort(ids.begin(), ids.end()); // by id, as the world promises
    return ids;
}

inline QByteArray describe(const char* what, int world, int frame) {
    return QStringLiteral("%1, world %2, frame %3").arg(what).arg(world).arg(frame).toUtf8();
}

} // namespace hitmask::testing
