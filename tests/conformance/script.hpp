// SPDX-License-Identifier: MIT
// A World driven by ops, kept twice: the core's World, and a plain model of every entry
// (pivot, origin, picture, layers, slot, generation) that the oracles read.
#pragma once

#include "conformance.hpp"

#include <deque>
#include <hitmask/world.hpp>

namespace conformance {

// The C int range, which positions in the scripts keep to.
inline constexpr std::int64_t kIntMin = -2147483648LL;
inline constexpr std::int64_t kIntMax = 2147483647LL;

struct ModelEntry {
    MaskRef ref;
    std::int64_t px = 0, py = 0; // the pivot
    std::int64_t ox = 0, oy = 0; // the origin: the mask's top-left is at pivot - origin
    std::uint32_t layers = 1, collidesWith = 0xFFFFFFFFu;
    bool live = false;
    std::uint32_t id = 0;
    [[nodiscard]] std::int64_t left() const { return px - ox; }
    [[nodiscard]] std::int64_t top() const { return py - oy; }
};

class ScriptWorld {
public:
    ScriptWorld(const Library& library, int cellSize);

    // Each applies the op to both worlds, records it and checks that the core answered as
    // the model says (ids handed out, live or not).
    std::uint32_t add(const MaskRef& mask, int x, int y);
    std::uint32_t addFrame(const MaskRef& frame, int x, int y);
    void move(std::uint32_t id, int x, int y);
    void setFrame(std::uint32_t id, const MaskRef& frame);
    void setMask(std::uint32_t id, const MaskRef& mask);
    void setLayers(std::uint32_t id, std::uint32_t layers, std::uint32_t collidesWith);
    void remove(std::uint32_t id);

    // The ops since the last call.
    std::vector<WorldOp> takeOps();

    [[nodiscard]] const ModelEntry* live(std::uint32_t id) const;
    [[nodiscard]] const std::vector<ModelEntry>& slots() const { return slots_; }
    [[nodiscard]] const Picture& picture(const ModelEntry& e) const {
        return library_.picture(e.ref);
    }
    [[nodiscard]] const Library& library() const { return library_; }
    [[nodiscard]] const std::vector<std::uint32_t>& removedIds() const { return removed_; }
    [[nodiscard]] bool hasFreeSlot() const { return !free_.empty(); }
    hitmask::World& core() { return world_; }

    // The model's answers, by plain loops over pictures.
    [[nodiscard]] bool overlapping(const ModelEntry& a, const ModelEntry& b) const;
    [[nodiscard]] bool pairAllowed(const ModelEntry& a, const ModelEntry& b) const {
        return (a.layers & b.collidesWith) != 0 && (b.layers & a.collidesWith) != 0;
    }
    [[nodiscard]] bool solidAt(const ModelEntry& e, std::int64_t x, std::int64_t y) const;

private:
    hitmask::Point origin(const MaskRef& frame) const; // from the file as written
    ModelEntry& slotOf(std::uint32_t id);

    const Library& library_;
    hitmask::World world_;
    std::vector<ModelEntry> slots_;
    std::vector<std::uint32_t> generations_;
    std::deque<std::uint32_t> free_; // oldest freed first
    std::vector<std::uint32_t> removed_;
    std::vector<WorldOp> ops_;
};

// Draws the ops of one batch: adds (by top-left and by pivot), moves, frame, mask and
// layer changes, removes (with an add of the same kind in the freed place, as a game
// replaces a sprite), and calls naming removed ids.
struct OpMix {
    std::int64_t centreX = 0, centreY = 0, spread = 200;
    int minOps = 4, maxOps = 14;
    bool addsOnly = false;
};
void randomOps(Rng& rng, ScriptWorld& world, const OpMix& mix);

} // namespace conformance
