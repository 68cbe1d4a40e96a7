// SPDX-License-Identifier: MIT
// Helpers of the C API tests: owning handles, masks made from oracle pixels through
// either constructor, and a pixel-by-pixel comparison.
#pragma once

#include "capioracle.hpp"

#include <cstddef>
#include <hitmask/hitmask.h>
#include <iterator>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace capitest {

using capioracle::Pixels;

struct MaskDeleter {
    void operator()(hm_mask* m) const { hm_mask_free(m); }
};
using MaskPtr = std::unique_ptr<hm_mask, MaskDeleter>;
struct FileDeleter {
    void operator()(hm_file* f) const { hm_file_free(f); }
};
using FilePtr = std::unique_ptr<hm_file, FileDeleter>;
struct WorldDeleter {
    void operator()(hm_world* w) const { hm_world_free(w); }
};
using WorldPtr = std::unique_ptr<hm_world, WorldDeleter>;

// An hm_id_callback that appends each id to the std::vector<uint32_t> at `user`.
inline void collectId(uint32_t id, void* user) {
    static_cast<std::vector<uint32_t>*>(user)->push_back(id);
}

// A random element of a non-empty map (the live entries of a test's world, by id).
template <class Map> typename Map::iterator randomEntry(Map& map, std::mt19937& rng) {
    auto it = map.begin();
    std::advance(it, static_cast<long>(rng() % map.size()));
    return it;
}

// Half the masks through hm_mask_set, half through hm_mask_from_rgba with alphas on
// either side of the threshold, random row padding and bottom-up rows.
inline MaskPtr makeMask(const Pixels& p, std::mt19937& rng) {
    if (rng() % 2 == 0) {
        MaskPtr m(hm_mask_new(p.width, p.height));
        for (int y = 0; y < p.height; ++y)
            for (int x = 0; x < p.width; ++x)
                if (p.at(x, y))
                    hm_mask_set(m.get(), x, y, 1);
        return m;
    }
    const int threshold = static_cast<int>(rng() % 255);
    const std::ptrdiff_t stride =
        std::ptrdiff_t{p.width} * 4 + static_cast<std::ptrdiff_t>(rng() % 3) * 4;
    std::vector<std::uint8_t> rgba(
        static_cast<std::size_t>(stride) * static_cast<std::size_t>(p.height) + 1);
    const bool bottomUp = rng() % 4 == 0;
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x) {
            const std::size_t row = static_cast<std::size_t>(bottomUp ? p.height - 1 - y : y);
            std::uint8_t* px =
                &rgba[row * static_cast<std::size_t>(stride) + static_cast<std::size_t>(x) * 4];
            px[0] = static_cast<std::uint8_t>(rng());
            px[1] = static_cast<std::uint8_t>(rng());
            px[2] = static_cast<std::uint8_t>(rng());
            px[3] = static_cast<std::uint8_t>(
                p.at(x, y) ? threshold + 1 +
                                 static_cast<int>(rng() % static_cast<unsigned>(255 - threshold))
                           : static_cast<int>(rng() % static_cast<unsigned>(threshold + 1)));
        }
    if (bottomUp)
        return MaskPtr(hm_mask_from_rgba(
            &rgba[static_cast<std::size_t>(stride) * static_cast<std::size_t>(p.height - 1)],
            p.width, p.height, -stride, static_cast<std::uint8_t>(threshold)));
    return MaskPtr(hm_mask_from_rgba(rgba.data(), p.width, p.height, stride,
                                     static_cast<std::uint8_t>(threshold)));
}

// Why `m` differs from `p`, or "" when every pixel (and a ring outside) agrees.
inline std::string differs(const hm_mask* m, const Pixels& p) {
    if (!m)
        return "no mask";
    if (hm_mask_width(m) != p.width || hm_mask_height(m) != p.height)
        return "size";
    if (hm_mask_count(m) != p.count())
        return "count";
    for (int y = -1; y <= p.height; ++y)
        for (int x = -1; x <= p.width; ++x)
            if ((hm_mask_get(m, x, y) != 0) != p.at(x, y))
                return "pixel " + std::to_string(x) + "," + std::to_string(y);
    return {};
}

} // namespace capitest
