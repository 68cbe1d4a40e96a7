// SPDX-License-Identifier: MIT
// Per-pixel overlap tests between two masks.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <hitmask/mask.hpp>
#include <optional>

namespace hitmask {

// In every function, (dx, dy) is where b's top-left corner lies in a's coordinates.
// Any offset is allowed, far outside included; results are in a's coordinates.

namespace detail {

// The rows [top, bottom) of a, in a's coordinates, where b's solid box moved by
// (dx, dy) meets a's; top >= bottom when the boxes do not meet, which is the test most
// pairs of sprites in a game fail. In 64 bits, so that any offset is safe. An empty
// mask's bounds are {}, of height 0, which leaves the span empty: no test of its own.
struct RowSpan {
    long long top, bottom;
};

[[nodiscard]] inline RowSpan meetingRows(const Mask& a, const Mask& b, int dx, int dy) noexcept {
    const Rect boxA = a.bounds();
    const Rect boxB = b.bounds();
    const long long left = static_cast<long long>(boxB.x) + dx;
    const long long top = static_cast<long long>(boxB.y) + dy;
    if (left >= boxA.right() || left + boxB.width <= boxA.x)
        return {0, 0};
    return {std::max<long long>(top, boxA.y),
            std::min<long long>(top + boxB.height, boxA.bottom())};
}

// Masks up to 64 px wide hold one word per row (Mask's stride is that word and the guard
// word it shares with the next row), the sprites games collide most. For them the whole test is a
// loop inline here: no call, no kernel choice, one rotate per row. Once the boxes meet, dx lies in
// -63..63, so b's row lines up with a's as b's word rotated left by dx, its wrapped bits cleared by
// `keep`: branch-free, so random offsets cost no misprediction.
constexpr std::ptrdiff_t kOneWordStride = 2;

[[nodiscard]] inline bool oneWordRows(const Mask& a, const Mask& b) noexcept {
    return a.strideWords() == kOneWordStride && b.strideWords() == kOneWordStride;
}

struct OneWordScan {
    const std::uint64_t* a;
    const std::uint64_t* b;
    int rows;
    unsigned rotate;
    std::uint64_t keep;
};

[[nodiscard]] inline OneWordScan oneWordScan(const Mask& a, const Mask& b, int dx, int dy,
                                             RowSpan span) noexcept {
    // The span lies inside a's box and b's box moved by dy, so these fit in int.
    const int top = static_cast<int>(span.top);
    const std::uint64_t negative = static_cast<std::uint64_t>(static_cast<std::int64_t>(dx >> 31));
    const unsigned rotate = static_cast<unsigned>(dx) & 63U;
    return {a.row(top), b.row(top - dy), static_cast<int>(span.bottom - span.top), rotate,
            (~std::uint64_t{0} << rotate) ^ negative};
}

// Index of the first row with an overlapping pixel and that row's overlapping bits, or
// rows when there is none. Four rows per branch: here the loop is the whole cost.
[[nodiscard]] inline int oneWordFirstRow(const OneWordScan& s, std::uint64_t& bits) noexcept {
    constexpr std::ptrdiff_t k = kOneWordStride;
    const int rotate = static_cast<int>(s.rotate);
    const std::uint64_t* pa = s.a;
    const std::uint64_t* pb = s.b;
    int r = 0;
    for (; r + 4 <= s.rows; r += 4, pa += 4 * k, pb += 4 * k) {
        const std::uint64_t hit[4] = {
            pa[0] & std::rotl(pb[0], rotate), pa[k] & std::rotl(pb[k], rotate),
            pa[2 * k] & std::rotl(pb[2 * k], rotate), pa[3 * k] & std::rotl(pb[3 * k], rotate)};
        if (((hit[0] | hit[1] | hit[2] | hit[3]) & s.keep) != 0) {
            int i = 0;
            while ((hit[i] & s.keep) == 0)
                ++i;
            bits = hit[i] & s.keep;
            return r + i;
        }
    }
    for (; r < s.rows; ++r, pa += k, pb += k) {
        bits = pa[0] & std::rotl(pb[0], rotate) & s.keep;
        if (bits != 0)
            return r;
    }
    return s.rows;
}

// Whether any row has an overlapping pixel: four rows per branch, as which one does
// not matter.
[[nodiscard]] inline bool oneWordAnyRow(const OneWordScan& s) noexcept {
    constexpr std::ptrdiff_t k = kOneWordStride;
    const int rotate = static_cast<int>(s.rotate);
    const std::uint64_t* pa = s.a;
    const std::uint64_t* pb = s.b;
    int r = 0;
    for (; r + 4 <= s.rows; r += 4, pa += 4 * k, pb += 4 * k) {
        const std::uint64_t hits =
            (pa[0] & std::rotl(pb[0], rotate)) | (pa[k] & std::rotl(pb[k], rotate)) |
            (pa[2 * k] & std::rotl(pb[2 * k], rotate)) | (pa[3 * k] & std::rotl(pb[3 * k], rotate));
        if ((hits & s.keep) != 0)
            return true;
    }
    // The last 0 to 3 rows without a loop, which compilers vectorise at a set-up cost
    // larger than the rows.
    std::uint64_t hits = 0;
    if (r + 2 <= s.rows) {
        hits = (pa[0] & std::rotl(pb[0], rotate)) | (pa[k] & std::rotl(pb[k], rotate));
        r += 2;
        pa += 2 * k;
        pb += 2 * k;
    }
    if (r < s.rows)
        hits |= pa[0] & std::rotl(pb[0], rotate);
    return (hits & s.keep) != 0;
}

// The pixel tests behind the inline paths; any offset is still safe.
[[nodiscard]] bool overlapsPixels(const Mask& a, const Mask& b, int dx, int dy);
[[nodiscard]] std::size_t overlapAreaPixels(const Mask& a, const Mask& b, int dx, int dy);
[[nodiscard]] std::optional<Point> firstContactPixels(const Mask& a, const Mask& b, int dx, int dy);
// Out of line so that the count runs with the processor's popcount instruction.
[[nodiscard]] std::size_t overlapAreaOneWord(const OneWordScan& scan) noexcept;

// overlaps() of two one-word masks (oneWordRows) whose boxes meet over `span`.
[[nodiscard]] inline bool oneWordOverlaps(const Mask& a, const Mask& b, int dx, int dy,
                                          RowSpan span) noexcept {
    const OneWordScan scan = oneWordScan(a, b, dx, dy, span);
    // Any hit will do, and deep overlaps meet most surely across the middle of the
    // common box (for round shapes, where both are widest): that row first, then all.
    // Whatever the number of rows: a test of the count (once skipped below a dozen)
    // would be mispredicted as sizes vary, and costs more than the row it may save.
    const std::ptrdiff_t middle = scan.rows / 2 * kOneWordStride;
    if ((scan.a[middle] & std::rotl(scan.b[middle], static_cast<int>(scan.rotate)) & scan.keep) !=
        0)
        return true;
    return oneWordAnyRow(scan);
}

} // namespace detail

// True when at least one pixel is solid in both masks.
[[nodiscard]] inline bool overlaps(const Mask& a, const Mask& b, int dx, int dy) {
    const detail::RowSpan span = detail::meetingRows(a, b, dx, dy);
    if (span.top >= span.bottom)
        return false;
    if (!detail::oneWordRows(a, b))
        return detail::overlapsPixels(a, b, dx, dy);
    return detail::oneWordOverlaps(a, b, dx, dy, span);
}

// Number of pixels solid in both masks.
[[nodiscard]] inline std::size_t overlapArea(const Mask& a, const Mask& b, int dx, int dy) {
    const detail::RowSpan span = detail::meetingRows(a, b, dx, dy);
    if (span.top >= span.bottom)
        return 0;
    if (!detail::oneWordRows(a, b))
        return detail::overlapAreaPixels(a, b, dx, dy);
    return detail::overlapAreaOneWord(detail::oneWordScan(a, b, dx, dy, span));
}

// The topmost, then leftmost pixel solid in both masks.
[[nodiscard]] inline std::optional<Point> firstContact(const Mask& a, const Mask& b, int dx,
                                                       int dy) {
    const detail::RowSpan span = detail::meetingRows(a, b, dx, dy);
    if (span.top >= span.bottom)
        return std::nullopt;
    if (!detail::oneWordRows(a, b))
        return detail::firstContactPixels(a, b, dx, dy);
    const detail::OneWordScan scan = detail::oneWordScan(a, b, dx, dy, span);
    std::uint64_t bits = 0;
    const int r = detail::oneWordFirstRow(scan, bits);
    if (r == scan.rows)
        return std::nullopt;
    return Point{std::countr_zero(bits), static_cast<int>(span.top) + r};
}

// An a-sized mask of the pixels solid in both masks.
[[nodiscard]] Mask overlapMask(const Mask& a, const Mask& b, int dx, int dy);

// Tight box of the overlapping pixels; empty when they do not overlap.
[[nodiscard]] Rect overlapBounds(const Mask& a, const Mask& b, int dx, int dy);

} // namespace hitmask
