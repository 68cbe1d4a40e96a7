// SPDX-License-Identifier: MIT
// overlaps() for callers that test many pairs in a loop (the World): masks up to two
// words (128 px) wide are tested inline, wider ones go through overlaps().
#pragma once

#include <cstddef>
#include <cstdint>
#include <hitmask/collide.hpp>

namespace hitmask::detail {

// A mask up to 128 px wide holds at most two words per row and one guard word after
// them (a stride of at most 3), so word 1 of any row can be read: a real word, or the
// zero guard word of a one-word mask.
constexpr std::ptrdiff_t kTwoWordStride = 3;
// Taller common boxes go through overlapsPixels, whose band tests skip eight rows at a
// time: there a call costs little beside the rows, and sprites are rarely this tall.
constexpr long long kTwoWordMaxRows = 128;

// Whether rows of x shifted right by `shift` (0..127) and rows of y have a solid pixel in
// common over `rows` rows, x's rows from `px`, y's from `py`, both at word 0 of a row.
// The 128 pixels of a row are read as one number: words 0 and 1. Shifting right by
// 64 or more starts at word 1, whose following word is then x's guard word (zero):
// the caller's box test makes sure that x is two words wide whenever the shift is.
// Two rows per branch, and the middle row first: any hit will do, and deep overlaps
// meet most surely across the middle of the common box.
inline bool twoWordAnyRow(const std::uint64_t* px, std::ptrdiff_t xs, const std::uint64_t* py,
                          std::ptrdiff_t ys, int rows, unsigned shift) noexcept {
    px += shift >> 6;
    const unsigned s = shift & 63U;
    auto hit = [&](int r) {
        const std::uint64_t* x = px + r * xs;
        const std::uint64_t* y = py + r * ys;
        // The double shift keeps s == 0 defined without a branch.
        const std::uint64_t low = (x[0] >> s) | ((x[1] << 1) << (63U - s));
        return (low & y[0]) | ((x[1] >> s) & y[1]);
    };
    if (hit(rows / 2) != 0)
        return true;
    int r = 0;
    for (; r + 2 <= rows; r += 2)
        if ((hit(r) | hit(r + 1)) != 0)
            return true;
    return r < rows && hit(r) != 0;
}

// Exactly overlaps(a, b, dx, dy), without a call for masks up to 128 px wide.
[[nodiscard]] inline bool overlapsInline(const Mask& a, const Mask& b, int dx, int dy) noexcept {
    const RowSpan span = meetingRows(a, b, dx, dy);
    if (span.top >= span.bottom)
        return false;
    // Masks with a solid pixel are at least one word wide, a stride of 2 or more: both
    // strides tested at once, 0 for two one-word masks, 1 when the wider has two words.
    const std::ptrdiff_t as = a.strideWords();
    const std::ptrdiff_t bs = b.strideWords();
    const auto widths = static_cast<std::size_t>(as - kOneWordStride) |
                        static_cast<std::size_t>(bs - kOneWordStride);
    if (widths == 0)
        return oneWordOverlaps(a, b, dx, dy, span);
    if (widths > 1 || span.bottom - span.top > kTwoWordMaxRows)
        return overlapsPixels(a, b, dx, dy);
    // The boxes meet, so |dx| < 128. The row of the pair that lies to the left is shifted
    // right onto the other: a by dx when b lies right of a, else b by -dx. This compiles
    // to a branch on the sign; choosing through a table or XOR masks instead cost more
    // instructions than the mispredicts it saved.
    const int top = static_cast<int>(span.top);
    const bool bRight = dx >= 0;
    const std::uint64_t* rowA = a.row(top);
    const std::uint64_t* rowB = b.row(top - dy);
    const unsigned shift = bRight ? static_cast<unsigned>(dx) : 0U - static_cast<unsigned>(dx);
    return twoWordAnyRow(bRight ? rowA : rowB, bRight ? as : bs, bRight ? rowB : rowA,
                         bRight ? bs : as, static_cast<int>(span.bottom - span.top), shift);
}

} // namespace hitmask::detail
