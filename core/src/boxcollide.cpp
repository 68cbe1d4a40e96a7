// SPDX-License-Identifier: MIT
// Overlap tests for box sets, against box sets and against masks.
#include <algorithm>
#include <cstdint>
#include <hitmask/boxes.hpp>

namespace hitmask {

namespace {

// Boxes in 64-bit coordinates so that any offset is safe.
struct WideBox {
    long long left, top, right, bottom;
    bool fromA;
};

} // namespace

bool boxesOverlap(std::span<const Rect> a, std::span<const Rect> b, int dx, int dy) {
    std::vector<WideBox> boxes;
    boxes.reserve(a.size() + b.size());
    for (const Rect& r : a)
        if (!r.isEmpty())
            boxes.push_back({r.x, r.y, 0LL + r.x + r.width, 0LL + r.y + r.height, true});
    for (const Rect& r : b)
        if (!r.isEmpty())
            boxes.push_back({0LL + r.x + dx, 0LL + r.y + dy, 0LL + r.x + dx + r.width,
                             0LL + r.y + dy + r.height, false});
    std::sort(boxes.begin(), boxes.end(),
              [](const WideBox& p, const WideBox& q) { return p.left < q.left; });
    // Sweep from left to right; each box meets the open boxes of the other set.
    std::vector<WideBox> open[2];
    for (const WideBox& box : boxes) {
        for (auto& list : open)
            std::erase_if(list, [&](const WideBox& o) { return o.right <= box.left; });
        for (const WideBox& other : open[box.fromA ? 1 : 0])
            if (other.top < box.bottom && box.top < other.bottom)
                return true;
        open[box.fromA ? 0 : 1].push_back(box);
    }
    return false;
}

bool boxesOverlapMask(std::span<const Rect> boxes, const Mask& mask, int dx, int dy) {
    const Rect solid = mask.bounds();
    if (solid.isEmpty())
        return false;
    for (const Rect& r : boxes) {
        if (r.isEmpty())
            continue;
        // The box in the mask's coordinates, clipped to its solid bounds.
        const long long left = std::max<long long>(0LL + r.x - dx, solid.x);
        const long long top = std::max<long long>(0LL + r.y - dy, solid.y);
        const long long right = std::min<long long>(0LL + r.x - dx + r.width, solid.right());
        const long long bottom = std::min<long long>(0LL + r.y - dy + r.height, solid.bottom());
        if (left >= right || top >= bottom)
            continue;
        const int firstWord = int(left >> 6);
        const int lastWord = int((right - 1) >> 6);
        const std::uint64_t firstMask = ~std::uint64_t{0} << (left & 63);
        const std::uint64_t lastMask = ~std::uint64_t{0} >> (63 - ((right - 1) & 63));
        for (long long y = top; y < bottom; ++y) {
            const std::uint64_t* row = mask.row(int(y));
            for (int w = firstWord; w <= lastWord; ++w) {
                std::uint64_t bits = row[w];
                if (w == firstWord)
                    bits &= firstMask;
                if (w == lastWord)
                    bits &= lastMask;
                if (bits)
                    return true;
            }
        }
    }
    return false;
}

} // namespace hitmask
