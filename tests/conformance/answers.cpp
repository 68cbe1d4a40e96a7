// SPDX-License-Identifier: MIT
// The pair and world answers of the conformance suite: each from the core, each checked
// against a plain loop over the pictures the files were written from.
#include "conformance.hpp"

#include <algorithm>
#include <cstdlib>
#include <hitmask/collide.hpp>
#include <hitmask/separation.hpp>
#include <hitmask/world.hpp>
#include <map>

namespace conformance {

namespace {

constexpr std::int64_t kFar = 2'000'000'000;
constexpr std::int64_t kOverlapMaskPixels = 4096;

OffsetAnswer fromCore(const hitmask::Mask& a, const hitmask::Mask& b, std::int64_t dx,
                      std::int64_t dy) {
    const int x = static_cast<int>(dx);
    const int y = static_cast<int>(dy);
    OffsetAnswer answer;
    answer.dx = dx;
    answer.dy = dy;
    answer.overlaps = hitmask::overlaps(a, b, x, y);
    answer.area = hitmask::overlapArea(a, b, x, y);
    if (const auto contact = hitmask::firstContact(a, b, x, y)) {
        answer.hasContact = true;
        answer.contact = *contact;
    }
    const hitmask::Separation s = hitmask::separation(a, b, x, y);
    answer.separation = {s.left, s.right, s.up, s.down};
    // The overlap mask (a's size) when a has at most kOverlapMaskPixels pixels, and b
    // meets it or lies far away (where 32-bit arithmetic overflows): an empty mask near
    // a would add size, not checks.
    const bool far = std::max(std::abs(dx), std::abs(dy)) >= kFar / 2;
    if (static_cast<std::int64_t>(a.width()) * a.height() <= kOverlapMaskPixels &&
        (answer.overlaps || far)) {
        answer.hasOverlapMask = true;
        answer.overlapMask = hitmask::overlapMask(a, b, x, y);
    }
    return answer;
}

bool same(const OffsetAnswer& p, const OffsetAnswer& q) {
    return p.overlaps == q.overlaps && p.area == q.area && p.hasContact == q.hasContact &&
           (!p.hasContact || p.contact == q.contact);
}

std::string describe(const MaskRef& ref) {
    return ref.file + " frame " + std::to_string(ref.frame) + " " + ref.channel;
}

// Offsets that matter for a and b: far ones, edges of the frames touching, edges of the
// solid boxes touching or one pixel in, and random ones near.
std::vector<std::pair<std::int64_t, std::int64_t>> offsetsFor(Rng& rng, const Picture& a,
                                                              const Picture& b, int count) {
    std::vector<std::pair<std::int64_t, std::int64_t>> out = {{0, 0}};
    auto nearX = [&] {
        return rng.between(-b.width - 2, a.width + 2);
    };
    auto nearY = [&] {
        return rng.between(-b.height - 2, a.height + 2);
    };
    auto sign = [&] {
        return rng.below(2) == 0 ? kFar : -kFar;
    };
    // At most one draw per call: the order a call's arguments are evaluated in is the
    // compiler's choice, and the suite must not depend on it.
    std::int64_t first = sign();
    out.emplace_back(first, nearY());
    first = nearX();
    out.emplace_back(first, sign());
    first = sign();
    out.emplace_back(first, sign());
    first = rng.between(-kFar, kFar);
    out.emplace_back(first, rng.between(-kFar, kFar));
    const std::int64_t edgeX[] = {-b.width, -b.width + 1, a.width - 1, a.width};
    const std::int64_t edgeY[] = {-b.height, -b.height + 1, a.height - 1, a.height};
    for (int i = 0; i < 4; ++i) {
        first = edgeX[rng.below(4)];
        out.emplace_back(first, edgeY[rng.below(4)]);
    }
    const Box boxA = solidBox(a);
    const Box boxB = solidBox(b);
    if (!boxA.empty() && !boxB.empty()) {
        // dx putting b's solid box just left of a's (touching), then one column in; same
        // for right, top and bottom. The other coordinate lines the boxes up.
        const std::int64_t leftTouch = boxA.x0 - boxB.x1;
        const std::int64_t rightTouch = boxA.x1 - boxB.x0;
        const std::int64_t topTouch = boxA.y0 - boxB.y1;
        const std::int64_t bottomTouch = boxA.y1 - boxB.y0;
        auto acrossY = [&] {
            return rng.between(topTouch + 1, bottomTouch - 1);
        };
        auto acrossX = [&] {
            return rng.between(leftTouch + 1, rightTouch - 1);
        };
        out.emplace_back(leftTouch, acrossY());
        out.emplace_back(leftTouch + 1, acrossY());
        out.emplace_back(rightTouch, acrossY());
        out.emplace_back(rightTouch - 1, acrossY());
        out.emplace_back(acrossX(), topTouch);
        out.emplace_back(acrossX(), topTouch + 1);
        out.emplace_back(acrossX(), bottomTouch);
        out.emplace_back(acrossX(), bottomTouch - 1);
        out.emplace_back(leftTouch + 1, topTouch + 1); // corners one pixel in
        out.emplace_back(rightTouch - 1, bottomTouch - 1);
    }
    while (static_cast<int>(out.size()) < count) {
        first = nearX();
        out.emplace_back(first, nearY());
    }
    return out;
}

} // namespace

std::vector<PairCase> pairCases(const Library& library) {
    Rng rng(0x50'41'49'52ULL);
    std::vector<std::pair<MaskRef, MaskRef>> chosen;
    auto pick = [&chosen](MaskRef a, MaskRef b) {
        chosen.emplace_back(std::move(a), std::move(b));
    };
    // The corners: one pixel, empty masks, large against small, the word edges.
    const MaskRef pixel{"one-pixel.hmsk", 0, "solid"};
    const MaskRef emptyPixel{"one-pixel.hmsk", 0, "hit"};
    const MaskRef pixel2{"one-pixel.hmsk", 1, "hit"};
    const MaskRef large{"large.hmsk", 0, "solid"};
    const MaskRef largeHit{"large.hmsk", 0, "hit"};
    pick(pixel, pixel);
    pick(pixel, pixel2);
    pick(pixel, emptyPixel);
    pick(emptyPixel, pixel);
    pick(pixel, large);
    pick(large, pixel);
    pick(large, large);
    pick(large, largeHit);
    pick(largeHit, {"widths-bytes.hmsk", 11, "solid"});
    pick({"noise.hmsk", 8, "solid"}, large);
    pick({"shapes.hmsk", 2, "solid"}, {"shapes.hmsk", 3, "solid"}); // all solid, all empty
    pick({"shapes.hmsk", 2, "solid"}, {"shapes.hmsk", 0, "solid"});
    pick({"shapes.hmsk", 3, "hit"}, {"shapes.hmsk", 2, "solid"});
    for (int i = 0; i < 12; ++i) {
        pick({"widths-bits.hmsk", i, "solid"}, {"widths-bits.hmsk", (i + 1) % 12, "solid"});
        pick({"widths-bytes.hmsk", i, "solid"},
             {"widths-rle.hmsk", 11 - i, i % 2 ? "hit" : "solid"});
    }
    pick({"dither.hmsk", 0, "solid"}, {"dither.hmsk", 1, "solid"});
    pick({"dither.hmsk", 4, "solid"}, {"dither.hmsk", 5, "solid"});
    pick({"v1-bytes.hmsk", 2, "solid"}, {"v2-bits-frames.hmsk", 0, "hit"});
    pick({"v1-rle.hmsk", 1, "solid"}, {"rle-long-runs.hmsk", 0, "solid"});
    // Both masks one word wide (the core's inline path), then one of them wider.
    pick({"dither.hmsk", 0, "solid"}, {"v2-bytes-frames.hmsk", 2, "solid"});
    pick({"widths-bits.hmsk", 3, "solid"}, {"widths-bytes.hmsk", 2, "solid"});
    pick({"widths-bytes.hmsk", 0, "solid"}, {"widths-bytes.hmsk", 1, "solid"});
    pick({"widths-bytes.hmsk", 5, "solid"}, {"dither.hmsk", 0, "solid"});
    pick({"noise.hmsk", 0, "solid"}, {"noise.hmsk", 4, "solid"});
    pick({"v2-rle-frames.hmsk", 2, "hit"}, {"v2-rle-frames.hmsk", 0, "solid"});
    pick({"utf8-names.hmsk", 0, "\xF0\x9F\x92\xA5"}, {"utf8-names.hmsk", 0, std::string(255, 'n')});
    const std::vector<MaskRef> all = library.allMasks();
    while (chosen.size() < 170) {
        const MaskRef& a = all[rng.below(all.size())];
        pick(a, all[rng.below(all.size())]);
    }

    std::vector<PairCase> cases;
    for (const auto& [refA, refB] : chosen) {
        const Picture& a = library.picture(refA);
        const Picture& b = library.picture(refB);
        PairCase pair{refA, refB, {}};
        for (const auto& [dx, dy] : offsetsFor(rng, a, b, rng.betweenInt(20, 60))) {
            if (dx < -kFar || dx > kFar || dy < -kFar || dy > kFar)
                fail("offset out of range");
            const OffsetAnswer core = fromCore(library.mask(refA), library.mask(refB), dx, dy);
            if (!same(core, bruteForce(a, b, dx, dy)) || core.overlaps != (core.area > 0) ||
                core.overlaps != core.hasContact ||
                core.separation != plainSeparation(a, b, dx, dy) ||
                (core.hasOverlapMask &&
                 !samePixels(core.overlapMask, plainOverlapMask(a, b, dx, dy))))
                fail("the core disagrees with the plain loop: " + describe(refA) + " and " +
                     describe(refB) + " at " + std::to_string(dx) + ", " + std::to_string(dy));
            pair.offsets.push_back(core);
        }
        cases.push_back(std::move(pair));
    }
    return cases;
}

namespace {

struct WorldPlan {
    int cellSize;
    int firstEntries;
    std::int64_t centreX, centreY, spread;
    bool bigEntry;   // the large mask, over many cells
    bool farEntries; // entries near -2e9 and +2e9 that meet each other
    std::uint64_t seed;
};

struct EntryState {
    MaskRef ref;
    std::int64_t x = 0, y = 0;
    std::uint32_t layers = 1, collidesWith = 0xFFFFFFFFu;
    bool alive = true;
    hitmask::World::Id id = 0;
};

WorldCase runWorld(const Library& library, const WorldPlan& plan) {
    Rng rng(plan.seed);
    std::vector<MaskRef> pool;
    for (const MaskRef& ref : library.allMasks()) {
        const Picture& p = library.picture(ref);
        if (p.width <= 130 && p.height <= 130)
            pool.push_back(ref);
    }
    const std::uint32_t layerChoices[] = {1, 1, 1, 2, 4, 3, 0x80000000u, 0xFFFFFFFFu};
    const std::uint32_t collideChoices[] = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 1,
                                            6,           2,           0,           0x80000001u};
    hitmask::World world(plan.cellSize);
    std::vector<EntryState> entries;
    std::map<hitmask::World::Id, int> entryOfId;
    std::vector<MaskRef> readd; // masks of removed entries, added again as new entries
    WorldCase result{plan.cellSize, {}, 0};

    for (int step = 0; step < 10; ++step) {
        WorldStep out;
        auto add = [&](MaskRef ref, std::int64_t x, std::int64_t y) {
            const int e = static_cast<int>(entries.size());
            EntryState s;
            s.ref = std::move(ref);
            s.x = x;
            s.y = y;
            s.layers = layerChoices[rng.below(8)];
            s.collidesWith = collideChoices[rng.below(8)];
            out.adds.push_back(
                {e, s.ref, static_cast<int>(x), static_cast<int>(y), s.layers, s.collidesWith});
            entries.push_back(std::move(s));
        };
        auto near = [&](std::int64_t centre) {
            return centre + rng.between(-plan.spread, plan.spread);
        };
        const int fresh = step == 0 ? plan.firstEntries : rng.betweenInt(0, 3);
        for (int i = 0; i < fresh; ++i) {
            const MaskRef& ref = pool[rng.below(pool.size())];
            const std::int64_t x = near(plan.centreX);
            add(ref, x, near(plan.centreY));
            if (step == 0 && i == plan.firstEntries / 2 && plan.bigEntry)
                add({"large.hmsk", 0, "solid"}, plan.centreX - 500, plan.centreY - 350);
        }
        if (step == 0 && plan.farEntries) {
            const MaskRef disc{"shapes.hmsk", 0, "solid"};
            add(disc, -kFar, -kFar);
            add(disc, -kFar + 30, -kFar + 20);
            add({"shapes.hmsk", 2, "solid"}, kFar - 50, kFar - 40);
            add(disc, kFar - 60, kFar - 50);
        }
        for (MaskRef& ref : readd) {
            const std::int64_t x = near(plan.centreX);
            add(std::move(ref), x, near(plan.centreY));
        }
        readd.clear();
        const int moves = step == 0 ? 0 : rng.betweenInt(4, 12);
        for (int i = 0; i < moves; ++i) {
            EntryState& s = entries[rng.below(entries.size())];
            if (!s.alive || s.x < -kFar / 2 || s.x > kFar / 2)
                continue;
            if (rng.below(3) == 0) {
                s.x = near(plan.centreX);
                s.y = near(plan.centreY);
            } else {
                s.x += rng.between(-40, 40);
                s.y += rng.between(-40, 40);
            }
            out.moves.push_back({static_cast<int>(&s - entries.data()), static_cast<int>(s.x),
                                 static_cast<int>(s.y)});
        }
        const int removes = step == 0 ? 0 : rng.betweenInt(0, 4);
        for (int i = 0; i < removes; ++i) {
            const int e = static_cast<int>(rng.below(entries.size()));
            if (!entries[static_cast<std::size_t>(e)].alive ||
                std::find(out.removes.begin(), out.removes.end(), e) != out.removes.end())
                continue;
            out.removes.push_back(e);
            readd.push_back(entries[static_cast<std::size_t>(e)].ref);
        }

        // The core: adds, moves, removes, in that order, then the pairs.
        for (const WorldAdd& a : out.adds) {
            EntryState& s = entries[static_cast<std::size_t>(a.entry)];
            s.id = world.add(library.mask(a.mask), a.x, a.y);
            result.reusedIds += entryOfId.count(s.id) != 0 ? 1 : 0;
            world.setLayers(s.id, a.layers, a.collidesWith);
            entryOfId[s.id] = a.entry;
        }
        for (const WorldMove& m : out.moves)
            world.move(entries[static_cast<std::size_t>(m.entry)].id, m.x, m.y);
        for (int e : out.removes) {
            entries[static_cast<std::size_t>(e)].alive = false;
            world.remove(entries[static_cast<std::size_t>(e)].id);
        }
        for (const auto& [first, second] : world.collisions()) {
            const int p = entryOfId.at(first);
            const int q = entryOfId.at(second);
            out.pairs.emplace_back(std::min(p, q), std::max(p, q));
        }
        std::sort(out.pairs.begin(), out.pairs.end());

        // The plain loop: every live pair the layers allow, pixel by pixel.
        std::vector<std::pair<int, int>> expected;
        for (std::size_t i = 0; i < entries.size(); ++i)
            for (std::size_t j = i + 1; j < entries.size(); ++j) {
                const EntryState& p = entries[i];
                const EntryState& q = entries[j];
                if (!p.alive || !q.alive || (p.layers & q.collidesWith) == 0 ||
                    (q.layers & p.collidesWith) == 0)
                    continue;
                if (bruteForce(library.picture(p.ref), library.picture(q.ref), q.x - p.x, q.y - p.y,
                               true)
                        .overlaps)
                    expected.emplace_back(static_cast<int>(i), static_cast<int>(j));
            }
        if (expected != out.pairs)
            fail("World disagrees with the plain loop, cell size " + std::to_string(plan.cellSize) +
                 ", step " + std::to_string(step));
        result.steps.push_back(std::move(out));
    }
    return result;
}

} // namespace

std::vector<WorldCase> worldCases(const Library& library) {
    return {
        runWorld(library, {16, 60, 0, 0, 260, true, false, 0x57'4F'52'4C'44'01ULL}),
        runWorld(library, {64, 45, -100'000, -40'000, 300, false, false, 0x57'4F'52'4C'44'02ULL}),
        runWorld(library, {100, 70, 0, 0, 400, false, true, 0x57'4F'52'4C'44'03ULL})};
}

} // namespace conformance
