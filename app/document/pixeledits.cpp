// SPDX-License-Identifier: MIT
#include "pixeledits.h"

namespace hitmask {

void PixelEdits::set(int x, int y, Override state) {
    const int w = frame_.rect.width();
    if (x < 0 || y < 0 || x >= w || y >= frame_.rect.height())
        return;
    const auto index = std::uint32_t(y) * std::uint32_t(w) + std::uint32_t(x);
    if (!seen_.insert(index).second)
        return;
    const Override before = frame_.overrides.at(x, y);
    if (before != state)
        changes_.push_back({index, before, state});
}

} // namespace hitmask
