// SPDX-License-Identifier: MIT
// Collects the pixel changes of one edit, skipping pixels that would not change.
#pragma once

#include "sprite.h"

#include <unordered_set>
#include <vector>

namespace hitmask {

class PixelEdits {
public:
    explicit PixelEdits(const Frame& frame)
        : frame_(frame) {}

    // Ignored outside the frame, or where the pixel already has that state.
    void set(int x, int y, Override state);
    // Makes the pixel collide (or not) whatever the auto mask says.
    void paint(int x, int y, bool solid) { set(x, y, solid ? Override::Solid : Override::Empty); }

    bool isEmpty() const { return changes_.empty(); }
    std::vector<PixelChange> take() { return std::move(changes_); }

private:
    const Frame& frame_;
    std::vector<PixelChange> changes_;
    std::unordered_set<std::uint32_t> seen_;
};

} // namespace hitmask
