// SPDX-License-Identifier: MIT
#include "rowbits.hpp"

#include <algorithm>
#include <bit>
#include <hitmask/rle.hpp>

namespace hitmask {

using detail::nextPixel;
using detail::setSpan;

RleMask::RleMask(const Mask& mask)
    : width_(mask.width())
    , height_(mask.height()) {
    const Rect box = mask.bounds();
    firstSolidRow_ = box.isEmpty() ? 0 : box.y;
    endSolidRow_ = box.isEmpty() ? 0 : box.bottom();
    rowStart_.reserve(static_cast<std::size_t>(height_) + 1);
    for (int y = 0; y < height_; ++y) {
        const std::uint64_t* words = mask.row(y);
        int x = nextPixel(words, 0, width_, true);
        runs_.push_back(static_cast<std::uint32_t>(x));
        while (x < width_) {
            const int emptyAt = nextPixel(words, x, width_, false);
            runs_.push_back(static_cast<std::uint32_t>(emptyAt - x));
            if (emptyAt >= width_)
                break;
            x = nextPixel(words, emptyAt, width_, true);
            runs_.push_back(static_cast<std::uint32_t>(x - emptyAt));
        }
        rowStart_.push_back(runs_.size());
    }
}

Mask RleMask::toMask() const {
    Mask mask(width_, height_);
    for (int y = 0; y < height_; ++y) {
        std::uint64_t* words = mask.mutableRow(y);
        int x = 0;
        bool solid = false;
        for (const std::uint32_t run : rowRuns(y)) {
            const int end = x + static_cast<int>(run);
            if (solid)
                setSpan(words, x, end);
            x = end;
            solid = !solid;
        }
    }
    mask.finishRows();
    return mask;
}

bool overlaps(const RleMask& a, const RleMask& b, int dx, int dy) {
    const long long top = std::max<long long>(a.firstSolidRow(), 1LL * b.firstSolidRow() + dy);
    const long long bottom = std::min<long long>(a.endSolidRow(), 1LL * b.endSolidRow() + dy);
    for (long long y = top; y < bottom; ++y) {
        const auto runsA = a.rowRuns(static_cast<int>(y));
        const auto runsB = b.rowRuns(static_cast<int>(y - dy));
        // Run i of a covers [startA, endA); odd runs are solid. Advance whichever run
        // ends first; two solid runs that are current together always share a pixel.
        std::size_t i = 0;
        std::size_t j = 0;
        long long endA = runsA[0];
        long long endB = static_cast<long long>(dx) + runsB[0];
        long long startA = 0;
        long long startB = dx;
        while (true) {
            if ((i & 1) && (j & 1) && std::max(startA, startB) < std::min(endA, endB))
                return true;
            if (endA <= endB) {
                if (++i == runsA.size())
                    break;
                startA = endA;
                endA += runsA[i];
            } else {
                if (++j == runsB.size())
                    break;
                startB = endB;
                endB += runsB[j];
            }
        }
    }
    return false;
}

} // namespace hitmask
