// SPDX-License-Identifier: MIT
#include "overrides.h"

namespace hitmask {

void OverrideLayer::apply(const std::vector<PixelChange>& changes, bool undo) {
    const int w = width();
    if (w == 0)
        return;
    // Bits are written directly and the masks' bounds refreshed once, so a large brush
    // stroke costs one pass over the mask instead of one per pixel.
    auto write = [](Mask& mask, int x, int y, bool on) {
        std::uint64_t& word = mask.mutableRow(y)[x >> 6];
        const std::uint64_t bit = std::uint64_t{1} << (x & 63);
        word = on ? (word | bit) : (word & ~bit);
    };
    auto apply = [&](const PixelChange& change) {
        const int x = int(change.index % std::uint32_t(w));
        const int y = int(change.index / std::uint32_t(w));
        const Override state = undo ? change.before : change.after;
        write(solid_, x, y, state == Override::Solid);
        write(empty_, x, y, state == Override::Empty);
    };
    if (undo) {
        for (auto it = changes.rbegin(); it != changes.rend(); ++it)
            apply(*it);
    } else {
        for (const PixelChange& change : changes)
            apply(change);
    }
    solid_.finishRows();
    empty_.finishRows();
}

void OverrideLayer::assign(Mask solid, Mask empty) {
    solid_ = std::move(solid);
    empty_ = std::move(empty);
}

Mask OverrideLayer::effective(const Mask& autoMask) const {
    Mask result(autoMask.width(), autoMask.height());
    const bool haveOverrides =
        solid_.width() == autoMask.width() && solid_.height() == autoMask.height();
    for (int y = 0; y < autoMask.height(); ++y) {
        const std::uint64_t* a = autoMask.row(y);
        std::uint64_t* out = result.mutableRow(y);
        if (!haveOverrides) {
            std::copy(a, a + autoMask.wordsPerRow(), out);
            continue;
        }
        const std::uint64_t* s = solid_.row(y);
        const std::uint64_t* e = empty_.row(y);
        for (int k = 0; k < autoMask.wordsPerRow(); ++k)
            out[k] = (a[k] & ~e[k]) | s[k];
    }
    result.finishRows();
    return result;
}

} // namespace hitmask
