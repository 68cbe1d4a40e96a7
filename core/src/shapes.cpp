// SPDX-License-Identifier: MIT
#include "rowbits.hpp"

#include <algorithm>
#include <cmath>
#include <hitmask/shapes.hpp>
#include <hitmask/transform.hpp>

namespace hitmask {

namespace {

__extension__ typedef unsigned __int128 Wide;

} // namespace

Mask rectangleMask(int width, int height) {
    Mask mask(width, height);
    mask.fill(true);
    return mask;
}

Mask ellipseMask(int width, int height) {
    width = std::max(width, 0);
    height = std::max(height, 0);
    if (width != 0 && height > kMaxTransformedPixels / width)
        return {};
    Mask mask(width, height);
    const Wide w = static_cast<Wide>(width), h = static_cast<Wide>(height);
    for (int y = 0; y < mask.height(); ++y) {
        // Pixels with (2x + 1 - w)^2 h^2 <= w^2 h^2 - (2y + 1 - h)^2 w^2, that is
        // |2x + 1 - w| <= t for t the largest integer with t^2 h^2 within that budget.
        const long long dy = 2LL * y + 1 - height;
        const Wide budget = w * w * h * h - static_cast<Wide>(dy * dy) * w * w;
        const Wide limit = budget / (h * h); // t^2 <= limit
        auto t = static_cast<long long>(std::sqrt(static_cast<long double>(limit)));
        while (t > 0 && static_cast<Wide>(t) * static_cast<Wide>(t) > limit)
            --t;
        while (static_cast<Wide>(t + 1) * static_cast<Wide>(t + 1) <= limit)
            ++t;
        // 2x + 1 - w in [-t, t]: x from ceil((w - 1 - t) / 2) to floor((w - 1 + t) / 2).
        const long long lo = width - 1 - t, hi = width - 1 + t;
        const long long begin = lo <= 0 ? 0 : (lo + 1) / 2;
        const long long end = std::min<long long>(width, hi / 2 + 1);
        if (begin < end)
            detail::setSpan(mask.mutableRow(y), static_cast<int>(begin), static_cast<int>(end));
    }
    mask.finishRows();
    return mask;
}

Mask circleMask(int diameter) {
    return ellipseMask(diameter, diameter);
}

} // namespace hitmask
