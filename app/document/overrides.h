// SPDX-License-Identifier: MIT
// Hand edits: per pixel, force solid, force empty, or follow the auto mask.
#pragma once

#include <cstdint>
#include <hitmask/mask.hpp>

namespace hitmask {

enum class Override : std::uint8_t { Auto = 0, Solid = 1, Empty = 2 };

// What one edit changes in an override layer: over a rectangle, the pixels whose
// force-solid and force-empty bits flip. Flipping is its own inverse, so the same
// object applies and reverts the edit, at 2 bits per pixel of its rectangle.
struct RegionEdit {
    Rect rect;       // in frame pixels
    Mask solidFlips; // rect-sized
    Mask emptyFlips; // rect-sized

    bool isEmpty() const { return solidFlips.isEmpty() && emptyFlips.isEmpty(); }
    std::size_t changedPixels() const;
    std::size_t memoryBytes() const;
    // Folds a later edit into this one (one brush stroke is one undo step).
    void merge(const RegionEdit& later);
};

// The override layer of one frame, kept as two bit masks so that combining it with the
// auto mask is a few word operations per row. The layer may be larger than its frame:
// when the art shrinks, edits beyond it are kept aside and come back if it grows again.
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
    // Edited pixels outside a frame of the given size: the ones kept aside.
    std::size_t countOutside(int frameWidth, int frameHeight) const;

    // Grows the layer (never shrinks it) so that it covers width x height.
    void ensureSize(int width, int height);
    // Flips the edit's pixels; the layer grows first if the edit reaches past it.
    void apply(const RegionEdit& edit);
    // The edit that turns the layer's pixels inside `area` into the given planes
    // (area-sized masks).
    RegionEdit editTo(Rect area, const Mask& solidAfter, const Mask& emptyAfter) const;

    const Mask& forcedSolid() const { return solid_; }
    const Mask& forcedEmpty() const { return empty_; }
    // Overridden either way, as a mask of the given size.
    Mask overridden(int width, int height) const;
    void assign(Mask solid, Mask empty);

    // The effective mask, (auto AND NOT forced-empty) OR forced-solid, written into
    // `effective` over `area` only. Both masks have the frame's size.
    void applyTo(const Mask& autoMask, Mask& effective, Rect area) const;
    Mask effective(const Mask& autoMask) const;

private:
    Mask solid_;
    Mask empty_;
};

} // namespace hitmask
