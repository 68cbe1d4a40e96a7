// SPDX-License-Identifier: MIT
// Hand edits: per pixel, force solid, force empty, or follow the auto mask.
#pragma once

#include <cstdint>
#include <hitmask/mask.hpp>
#include <vector>

namespace hitmask {

enum class Override : std::uint8_t { Auto = 0, Solid = 1, Empty = 2 };

// One pixel's override before and after an edit; index is y * width + x in the frame.
struct PixelChange {
    std::uint32_t index;
    Override before;
    Override after;
};

// The override layer of one frame, kept as two bit masks so that combining it with the
// auto mask is a few word operations per row.
class OverrideLayer {
public:
    OverrideLayer() = default;
    OverrideLayer(int width, int height)
        : solid_(width, height)
        , empty_(width, height) {}

    int width() const { return solid_.width(); }
    int height() const { return solid_.height(); }
    Override at(int x, int y) const {
        return solid_.test(x, y)   ? Override::Solid
               : empty_.test(x, y) ? Override::Empty
                                   : Override::Auto;
    }
    bool isEmpty() const { return solid_.isEmpty() && empty_.isEmpty(); }
    std::size_t count() const { return solid_.count() + empty_.count(); }

    // Applies the `after` (or, undoing, the `before`) state of every change.
    void apply(const std::vector<PixelChange>& changes, bool undo);

    const Mask& forcedSolid() const { return solid_; }
    const Mask& forcedEmpty() const { return empty_; }
    void assign(Mask solid, Mask empty);

    // (auto AND NOT forced-empty) OR forced-solid.
    Mask effective(const Mask& autoMask) const;

private:
    Mask solid_;
    Mask empty_;
};

} // namespace hitmask
