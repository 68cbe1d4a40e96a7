// SPDX-License-Identifier: MIT
// The randomized document test's own account of hand shapes: random shapes a designer
// might draw, and review flags kept by their definition (a flag rises when the effective
// mask under a channel's hand shapes changes, setting shapes or Clear Review lowers it,
// undoing those puts it back), written without the document's code.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <hitmask/colliders.hpp>
#include <map>
#include <random>
#include <vector>

namespace hitmask::testing {

// Boxes, circles and star-shaped polygons (simple by construction: vertices at distinct
// angles around a centre) over and around a w x h frame.
inline Colliders randomShapes(std::mt19937& rng, int w, int h) {
    std::uniform_real_distribution<double> x(-3, w + 3), y(-3, h + 3), size(0.25, 12);
    Colliders shapes;
    const int count = int(rng() % 4); // an empty hand set too
    for (int i = 0; i < count; ++i)
        switch (rng() % 3) {
        case 0:
            shapes.boxes.push_back({x(rng), y(rng), size(rng), size(rng)});
            break;
        case 1:
            shapes.circles.push_back({x(rng), y(rng), size(rng)});
            break;
        default: {
            const int n = 3 + int(rng() % 6);
            const double cx = x(rng), cy = y(rng);
            std::vector<PointF> ring;
            for (int k = 0; k < n; ++k) {
                // Each vertex in its own slice of the turn: angles distinct and in order.
                const double angle =
                    (k + 0.2 + 0.6 * double(rng() % 1000) / 1000) * 2 * 3.141592653589793 / n;
                const double r = size(rng);
                ring.push_back({cx + r * std::cos(angle), cy + r * std::sin(angle)});
            }
            shapes.polygons.push_back(std::move(ring));
        }
        }
    return shapes;
}

class ShapeFlags {
public:
    // After every step, for each channel the document has with hand shapes: its effective
    // mask now (w x h, row-major). A channel that comes back after being away compares
    // with its mask when it left, as the document's held masks do.
    void follow(int channelId, std::vector<std::uint8_t> mask, int w, int h) {
        Entry& e = entries_[channelId];
        const bool changed = e.seen && (e.w != w || e.h != h || e.mask != mask);
        e.flag = e.flag || changed;
        e.seen = true;
        e.mask = std::move(mask);
        e.w = w;
        e.h = h;
    }
    // A channel whose shapes are traced: nothing to review, nothing to compare with when
    // it gets hand shapes again.
    void traced(int channelId) { entries_[channelId] = Entry(); }
    bool flagged(int channelId) const {
        const auto it = entries_.find(channelId);
        return it != entries_.end() && it->second.flag;
    }
    void set(int channelId, bool flag) { entries_[channelId].flag = flag; }
    // A project loaded again numbers its channels afresh; channels not kept are gone.
    void renumber(const std::map<int, int>& newIds) {
        std::map<int, Entry> renumbered;
        for (auto& [id, entry] : entries_)
            if (const auto it = newIds.find(id); it != newIds.end())
                renumbered[it->second] = std::move(entry);
        entries_ = std::move(renumbered);
    }

private:
    struct Entry {
        bool seen = false;
        bool flag = false;
        int w = 0, h = 0;
        std::vector<std::uint8_t> mask;
    };
    std::map<int, Entry> entries_;
};

} // namespace hitmask::testing
