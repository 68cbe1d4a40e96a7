// SPDX-License-Identifier: MIT
// An even-odd scanline fill at pixel centres, written from the definition, to check
// polygons against masks.
#pragma once

#include <algorithm>
#include <hitmask/outline.hpp>
#include <vector>

namespace hitmask::testing {

using Ring = std::vector<PointF>;

// Adds 1 to every pixel of a width x height grid whose centre the rings enclose (even-odd
// over all rings together). Centres sit at half units, so integer vertices never meet a
// scanline.
inline void rasterise(const std::vector<Ring>& rings, int width, int height,
                      std::vector<int>& counts) {
    for (int y = 0; y < height; ++y) {
        const double cy = y + 0.5;
        std::vector<double> xs;
        for (const Ring& ring : rings)
            for (std::size_t i = 0; i < ring.size(); ++i) {
                const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
                if ((a.y <= cy) != (b.y <= cy))
                    xs.push_back(a.x + (cy - a.y) * (b.x - a.x) / (b.y - a.y));
            }
        std::sort(xs.begin(), xs.end());
        for (std::size_t i = 0; i + 1 < xs.size(); i += 2)
            for (int x = 0; x < width; ++x)
                if (x + 0.5 > xs[i] && x + 0.5 < xs[i + 1])
                    ++counts[std::size_t(y) * width + x];
    }
}

} // namespace hitmask::testing
