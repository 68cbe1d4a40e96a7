// SPDX-License-Identifier: MIT
// Collects the pixel states one edit asks for, then turns them into a RegionEdit that
// holds only what changes.
#pragma once

#include "sprite.h"

namespace hitmask {

class PixelEdits {
public:
    // Edits of the channel at `channel` (an index in the sprite's channels).
    explicit PixelEdits(const Frame& frame, int channel = 0);

    // Ignored outside the frame; the first state asked for a pixel wins.
    void set(int x, int y, Override state);
    // Makes the pixel collide (or not) whatever the auto mask says.
    void paint(int x, int y, bool solid) { set(x, y, solid ? Override::Solid : Override::Empty); }
    // Sets pixels x0 .. x1 - 1 of row y at once (flood fills, shapes).
    void setSpan(int y, int x0, int x1, Override state);

    // Only pixels whose state really changes are in it; empty when nothing changes.
    RegionEdit take() const;

private:
    bool claim(int x, int y);

    const OverrideLayer& layer_;
    Mask touched_; // pixels already given a state
    Mask solid_;   // touched pixels asked to be forced solid
    Mask empty_;   // touched pixels asked to be forced empty
};

} // namespace hitmask
