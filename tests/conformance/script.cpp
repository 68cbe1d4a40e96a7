// SPDX-License-Identifier: MIT
// ScriptWorld: ops applied to the core's World and to a plain model of it, and the random
// op batches of the events and queries sections.
#include "script.hpp"

#include <algorithm>

namespace conformance {

namespace {

int checkedInt(std::int64_t v, const char* what) {
    if (v < kIntMin || v > kIntMax)
        fail(std::string("a top-left past the int range: ") + what);
    return static_cast<int>(v);
}

} // namespace

ScriptWorld::ScriptWorld(const Library& library, int cellSize)
    : library_(library)
    , world_(cellSize) {}

hitmask::Point ScriptWorld::origin(const MaskRef& frame) const {
    return library_.writtenOrigin(frame);
}

const ModelEntry* ScriptWorld::live(std::uint32_t id) const {
    const std::uint32_t slot = hitmask::World::slotOf(id);
    if (slot >= slots_.size() || !slots_[slot].live || slots_[slot].id != id)
        return nullptr;
    return &slots_[slot];
}

ModelEntry& ScriptWorld::slotOf(std::uint32_t id) {
    return slots_[hitmask::World::slotOf(id)];
}

std::uint32_t ScriptWorld::add(const MaskRef& mask, int x, int y) {
    std::uint32_t slot;
    if (!free_.empty()) {
        slot = free_.front();
        free_.pop_front();
    } else {
        slot = static_cast<std::uint32_t>(slots_.size());
        slots_.emplace_back();
        generations_.push_back(0);
    }
    ModelEntry& e = slots_[slot];
    e = ModelEntry{mask, x, y, 0, 0, 1, 0xFFFFFFFFu, true, slot | (generations_[slot] << 20)};
    const std::uint32_t id = world_.add(library_.mask(mask), x, y);
    if (id != e.id)
        fail("the core handed out id " + std::to_string(id) + ", not " + std::to_string(e.id));
    ops_.push_back({WorldOp::Kind::Add, id, mask, x, y, 0, 0});
    return id;
}

std::uint32_t ScriptWorld::addFrame(const MaskRef& frame, int x, int y) {
    // The core is given the top-left; the model keeps the pivot and the origin.
    const hitmask::Point o = library_.loadedOrigin(frame);
    const std::uint32_t id = add(frame, checkedInt(std::int64_t{x} - o.x, "add_frame"),
                                 checkedInt(std::int64_t{y} - o.y, "add_frame"));
    ModelEntry& e = slotOf(id);
    const hitmask::Point written = origin(frame);
    e.px = x;
    e.py = y;
    e.ox = written.x;
    e.oy = written.y;
    ops_.back() = {WorldOp::Kind::AddFrame, id, frame, x, y, 0, 0};
    return id;
}

void ScriptWorld::move(std::uint32_t id, int x, int y) {
    ops_.push_back({WorldOp::Kind::Move, id, {}, x, y, 0, 0});
    if (!live(id)) {
        if (world_.move(id, x, y))
            fail("the core moved a stale id");
        return;
    }
    ModelEntry& e = slotOf(id);
    e.px = x;
    e.py = y;
    if (!world_.move(id, checkedInt(e.left(), "move"), checkedInt(e.top(), "move")))
        fail("the core did not move a live id");
}

void ScriptWorld::setFrame(std::uint32_t id, const MaskRef& frame) {
    ops_.push_back({WorldOp::Kind::SetFrame, id, frame, 0, 0, 0, 0});
    const bool isLive = live(id) != nullptr;
    if (world_.setMask(id, library_.mask(frame)) != isLive)
        fail("set_frame: the core and the model disagree on a live id");
    if (!isLive)
        return;
    // The pivot stays: the core's top-left moves by the old origin minus the new.
    ModelEntry& e = slotOf(id);
    const hitmask::Point written = origin(frame);
    e.ref = frame;
    e.ox = written.x;
    e.oy = written.y;
    const hitmask::Point o = library_.loadedOrigin(frame);
    world_.move(id, checkedInt(e.px - o.x, "set_frame"), checkedInt(e.py - o.y, "set_frame"));
}

void ScriptWorld::setMask(std::uint32_t id, const MaskRef& mask) {
    ops_.push_back({WorldOp::Kind::SetMask, id, mask, 0, 0, 0, 0});
    const bool isLive = live(id) != nullptr;
    if (world_.setMask(id, library_.mask(mask)) != isLive)
        fail("set_mask: the core and the model disagree on a live id");
    if (isLive)
        slotOf(id).ref = mask; // pivot and origin stay
}

void ScriptWorld::setLayers(std::uint32_t id, std::uint32_t layers, std::uint32_t collidesWith) {
    ops_.push_back({WorldOp::Kind::SetLayers, id, {}, 0, 0, layers, collidesWith});
    const bool isLive = live(id) != nullptr;
    if (world_.setLayers(id, layers, collidesWith) != isLive)
        fail("set_layers: the core and the model disagree on a live id");
    if (isLive) {
        slotOf(id).layers = layers;
        slotOf(id).collidesWith = collidesWith;
    }
}

void ScriptWorld::remove(std::uint32_t id) {
    ops_.push_back({WorldOp::Kind::Remove, id, {}, 0, 0, 0, 0});
    const bool isLive = live(id) != nullptr;
    if (world_.remove(id) != isLive)
        fail("remove: the core and the model disagree on a live id");
    if (!isLive)
        return;
    const std::uint32_t slot = hitmask::World::slotOf(id);
    slots_[slot].live = false;
    ++generations_[slot];
    free_.push_back(slot);
    removed_.push_back(id);
}

std::vector<WorldOp> ScriptWorld::takeOps() {
    std::vector<WorldOp> out;
    out.swap(ops_);
    return out;
}

bool ScriptWorld::overlapping(const ModelEntry& a, const ModelEntry& b) const {
    return bruteForce(picture(a), picture(b), b.left() - a.left(), b.top() - a.top(), true)
        .overlaps;
}

bool ScriptWorld::solidAt(const ModelEntry& e, std::int64_t x, std::int64_t y) const {
    const Picture& p = picture(e);
    const std::int64_t u = x - e.left();
    const std::int64_t v = y - e.top();
    return u >= 0 && v >= 0 && u < p.width && v < p.height &&
           p.at(static_cast<int>(u), static_cast<int>(v));
}

void randomOps(Rng& rng, ScriptWorld& world, const OpMix& mix) {
    const Library& library = world.library();
    std::vector<MaskRef> masks;
    std::vector<MaskRef> frames; // frames whose origin keeps the top-left near the pivot
    for (const MaskRef& ref : library.allMasks()) {
        const Picture& p = library.picture(ref);
        if (p.width > 130 || p.height > 130)
            continue;
        masks.push_back(ref);
        const hitmask::Point o = library.writtenOrigin(ref);
        if (std::abs(std::int64_t{o.x}) <= 100'000 && std::abs(std::int64_t{o.y}) <= 100'000)
            frames.push_back(ref);
    }
    const std::uint32_t layerChoices[] = {1, 1, 2, 4, 3, 0x80000000u, 0xFFFFFFFFu, 0};
    const std::uint32_t collideChoices[] = {0xFFFFFFFFu, 0xFFFFFFFFu, 1, 6, 2, 0, 0x80000001u, 5};
    auto near = [&](std::int64_t centre) {
        return static_cast<int>(centre + rng.between(-mix.spread, mix.spread));
    };
    auto someLive = [&]() -> const ModelEntry* {
        std::vector<const ModelEntry*> live;
        for (const ModelEntry& e : world.slots())
            if (e.live)
                live.push_back(&e);
        return live.empty() ? nullptr : live[rng.below(live.size())];
    };
    auto someId = [&]() -> std::uint32_t {
        const std::vector<std::uint32_t>& removed = world.removedIds();
        if (!removed.empty() && rng.below(6) == 0)
            return removed[rng.below(removed.size())]; // stale
        const ModelEntry* e = someLive();
        return e ? e->id : (removed.empty() ? 0x000FFFFEu : removed.front());
    };
    const int count = rng.betweenInt(mix.minOps, mix.maxOps);
    for (int i = 0; i < count; ++i) {
        const std::uint64_t kind = rng.below(mix.addsOnly ? 28 : 100);
        if (kind < 14) {
            const MaskRef& m = masks[rng.below(masks.size())];
            const int x = near(mix.centreX);
            world.add(m, x, near(mix.centreY));
        } else if (kind < 28) {
            const MaskRef& f = frames[rng.below(frames.size())];
            const int x = near(mix.centreX);
            world.addFrame(f, x, near(mix.centreY));
        } else if (kind < 50) {
            const std::uint32_t id = someId();
            const ModelEntry* e = world.live(id);
            const std::int64_t x = e ? e->px : mix.centreX;
            const std::int64_t y = e ? e->py : mix.centreY;
            const int nx = static_cast<int>(x + rng.between(-30, 30));
            world.move(id, nx, static_cast<int>(y + rng.between(-30, 30)));
        } else if (kind < 62) {
            const std::uint32_t id = someId();
            world.setFrame(id, frames[rng.below(frames.size())]);
        } else if (kind < 70) {
            const std::uint32_t id = someId();
            world.setMask(id, masks[rng.below(masks.size())]);
        } else if (kind < 82) {
            const std::uint32_t id = someId();
            const std::uint32_t layers = layerChoices[rng.below(8)];
            world.setLayers(id, layers, collideChoices[rng.below(8)]);
        } else {
            // A removal, mostly replaced at once by an entry of the same kind where it was:
            // the freed slot comes back with the next generation.
            const std::uint32_t id = someId();
            const ModelEntry* e = world.live(id);
            const ModelEntry before = e ? *e : ModelEntry{};
            world.remove(id);
            if (e && rng.below(3) != 0) {
                if (before.ox == 0 && before.oy == 0)
                    world.add(masks[rng.below(masks.size())], static_cast<int>(before.px),
                              static_cast<int>(before.py));
                else
                    world.addFrame(frames[rng.below(frames.size())], static_cast<int>(before.px),
                                   static_cast<int>(before.py));
            }
        }
    }
}

} // namespace conformance
