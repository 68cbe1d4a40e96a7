// SPDX-License-Identifier: MIT
// The public overlap tests: each one shrinks the work to the box where both masks have
// solid pixels, then hands the rows to the fastest kernel set.
#include "kernels.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <hitmask/collide.hpp>

namespace hitmask {

namespace {

struct Plan {
    detail::PairRows rows;
    int top = 0;       // first row of the scan, in a's coordinates
    int firstWord = 0; // first word of the scan in each of a's rows
    int dy = 0;
    std::ptrdiff_t bWordOffset = 0; // from the start of b's row to rows.b
};

#if defined(__GNUC__)
#define HITMASK_ALWAYS_INLINE inline __attribute__((always_inline))
#define HITMASK_NOINLINE __attribute__((noinline))
#else
#define HITMASK_ALWAYS_INLINE inline
#define HITMASK_NOINLINE
#endif

// Where both solid boxes overlap, in a's coordinates.
struct Box {
    int left, top, right, bottom;
};

// False when the solid boxes do not overlap. Offsets are widened to 64 bits so that
// any int offset is safe; the result lies inside a's box, so it fits in int. An empty
// mask's bounds are {}, which leave the intersection empty without a test of their own.
HITMASK_ALWAYS_INLINE bool overlapBox(const Mask& a, const Mask& b, int dx, int dy, Box& box) {
    const Rect boxA = a.bounds();
    const Rect boxB = b.bounds();
    const long long bLeft = static_cast<long long>(boxB.x) + dx;
    const long long bTop = static_cast<long long>(boxB.y) + dy;
    const long long left = std::max<long long>(boxA.x, bLeft);
    const long long right = std::min<long long>(boxA.right(), bLeft + boxB.width);
    const long long top = std::max<long long>(boxA.y, bTop);
    const long long bottom = std::min<long long>(boxA.bottom(), bTop + boxB.height);
    if (left >= right || top >= bottom)
        return false;
    box = {static_cast<int>(left), static_cast<int>(top), static_cast<int>(right),
           static_cast<int>(bottom)};
    return true;
}

// Bit of b's row, counted from its leading guard word, that lines up with bit 0 of a's
// word `word`; it is at least 1 when the box starts in that word.
HITMASK_ALWAYS_INLINE long long guardedBit(int word, int dx) {
    return static_cast<long long>(word) * 64 - dx + 64;
}

HITMASK_ALWAYS_INLINE Plan planFor(const Mask& a, const Mask& b, int dx, int dy, const Box& box) {
    Plan result;
    const int firstWord = box.left >> 6;
    const int lastWord = (box.right - 1) >> 6;
    const long long bit = guardedBit(firstWord, dx);
    result.top = box.top;
    result.firstWord = firstWord;
    result.rows.a = a.row(box.top) + firstWord;
    result.rows.aStride = a.strideWords();
    result.dy = dy;
    result.bWordOffset = static_cast<std::ptrdiff_t>(bit >> 6) - 1;
    result.rows.b =
        b.row(static_cast<int>(box.top - static_cast<long long>(dy))) + result.bWordOffset;
    result.rows.bStride = b.strideWords();
    result.rows.rows = box.bottom - box.top;
    result.rows.words = lastWord - firstWord + 1;
    result.rows.shift = static_cast<unsigned>(bit & 63);
    return result;
}

HITMASK_ALWAYS_INLINE bool plan(const Mask& a, const Mask& b, int dx, int dy, Plan& result) {
    Box box;
    if (!overlapBox(a, b, dx, dy, box))
        return false;
    result = planFor(a, b, dx, dy, box);
    return true;
}

// Below this many rows the band test costs more than it saves.
constexpr int kBandedScanMinRows = 2 * Mask::kBandRows;
// Rows up to this many words are scanned without a kernel call.
constexpr int kInlineWords = 2;
// A single row is read inline up to this many words: no kernel set-up to amortise.
constexpr int kProbeInlineWords = 4;

// Rows of one word at most this many are scanned without band tests: at one word per
// row the band test costs about as much as the rows it may skip.
constexpr int kOneWordMaxRows = 128;

HITMASK_ALWAYS_INLINE bool isOneWord(const Box& box) {
    return (box.left >> 6) == ((box.right - 1) >> 6) && box.bottom - box.top <= kOneWordMaxRows;
}

// The scan of rows of one word, where sprites up to 64 px spend their time, set up
// with as little as possible. When b's window takes one real word and one zero guard
// word (always so when b is at most 64 px wide), the window is that word shifted right
// or left: one load and two shifts per row, picked without a branch so that random
// offsets cost no misprediction. Returns the first row with a hit (from box.top) and
// that row's overlapping bits, or -1.
HITMASK_ALWAYS_INLINE int firstHitRowOneWord(const Mask& a, const Mask& b, int dx, int dy,
                                             const Box& box, std::uint64_t& bits) {
    const int word = box.left >> 6;
    const long long bit = guardedBit(word, dx);
    const std::ptrdiff_t bOffset = static_cast<std::ptrdiff_t>(bit >> 6) - 1;
    const unsigned shift = static_cast<unsigned>(bit & 63);
    const int rows = box.bottom - box.top;
    const std::uint64_t* pa = a.row(box.top) + word;
    const std::uint64_t* pb = b.row(static_cast<int>(box.top - static_cast<long long>(dy)));
    const std::ptrdiff_t as = a.strideWords();
    const std::ptrdiff_t bs = b.strideWords();
    const bool leading = bOffset < 0; // the window starts in b's leading guard word
    if (!leading && bOffset + 1 != b.wordsPerRow()) {
        const detail::PairRows q{pa, as, pb + bOffset, bs, rows, 1, shift};
        const int r = detail::firstRowScalar(q);
        bits = r < 0 ? 0 : detail::pairWord(q, r, 0);
        return r;
    }
    // Arithmetic rather than ?: so that the compiler cannot turn the choice into a branch.
    const unsigned lead = leading ? 1U : 0U;
    pb += bOffset + lead;
    const unsigned right = shift * (1U - lead);
    const unsigned left = (64U - shift) * lead; // shift is 1..63 when leading
    int r = 0;
    for (; r + 2 <= rows; r += 2, pa += 2 * as, pb += 2 * bs) {
        const std::uint64_t hit0 = pa[0] & ((pb[0] >> right) << left);
        const std::uint64_t hit1 = pa[as] & ((pb[bs] >> right) << left);
        if (hit0 | hit1) {
            bits = hit0 ? hit0 : hit1;
            return hit0 ? r : r + 1;
        }
    }
    bits = r < rows ? pa[0] & ((pb[0] >> right) << left) : 0;
    return bits ? r : -1;
}

// OR of a & b over the box's words of row r: rows this narrow are cheaper inline than
// through a kernel call.
HITMASK_ALWAYS_INLINE std::uint64_t rowHits(const detail::PairRows& p, int r) {
    const std::uint64_t* pa = p.a + r * p.aStride;
    const std::uint64_t* pb = p.b + r * p.bStride;
    std::uint64_t hit = 0;
    for (int k = 0; k < p.words; ++k)
        hit |= pa[k] & detail::window(pb, k, p.shift);
    return hit;
}

// First row in [first, end), counted from the scan's top, with an overlapping pixel, or
// -1; narrow rows inline, wide ones through the kernel set.
HITMASK_ALWAYS_INLINE int scanRows(const Plan& p, const detail::Kernels* kernels, int first,
                                   int end) {
    if (kernels == nullptr) {
        for (int r = first; r < end; ++r)
            if (rowHits(p.rows, r) != 0)
                return r;
        return -1;
    }
    detail::PairRows rows = p.rows;
    rows.a += first * rows.aStride;
    rows.b += first * rows.bStride;
    rows.rows = end - first;
    const int r = kernels->firstRow(rows);
    return r < 0 ? -1 : first + r;
}

// The scan of the plan's rows as BandedRows. Shapes that touch usually do so in the
// first rows of the box, so rows up to a's next band boundary are scanned directly
// (all of them when there are too few for bands to pay); after that each band of a is
// first tested against the two bands of b that line up with it, and only bands that
// may hit are scanned row by row.
HITMASK_ALWAYS_INLINE detail::BandedRows bandedRows(const Mask& a, const Mask& b, const Plan& p) {
    constexpr int kBand = Mask::kBandRows;
    if (p.rows.rows < kBandedScanMinRows)
        return {p.rows, p.rows.rows, nullptr, nullptr};
    // p.top >= 0, so the division floors.
    const int direct = (p.top / kBand + 1) * kBand - p.top;
    // Band k of a lines up with bands m and m + 1 of b, m = floor((k * kBand - dy) / kBand)
    // = k + floor(-dy / kBand): both step by one band, so the pointers just move on.
    const int first = (p.top + direct) / kBand;
    const long long up = -static_cast<long long>(p.dy);
    const int m = first + static_cast<int>(up >= 0 ? up / kBand : -((-up + kBand - 1) / kBand));
    return {p.rows, direct, a.band(first) + p.firstWord, b.band(m) + p.bWordOffset};
}

// First scanned row with an overlapping pixel, or -1.
HITMASK_ALWAYS_INLINE int firstHitRow(const Mask& a, const Mask& b, const Plan& p) {
    const detail::BandedRows banded = bandedRows(a, b, p);
    if (p.rows.words <= kInlineWords)
        return detail::firstRowBandedWith<detail::firstRowScalar, detail::anyBandScalar>(banded);
    return detail::kernels().firstRowBanded(banded);
}

} // namespace

namespace {

// overlapsPixels past the probe of the middle row (which `probed` says was done):
// out of line, so that the early answers save and restore fewer registers.
HITMASK_NOINLINE bool overlapsAfterProbe(const Mask& a, const Mask& b, const Plan& p, bool probed) {
    const int middle = p.rows.rows / 2;
    if (!probed && scanRows(p, &detail::kernels(), middle, middle + 1) >= 0)
        return true;
    return firstHitRow(a, b, p) >= 0;
}

} // namespace

bool detail::overlapsPixels(const Mask& a, const Mask& b, int dx, int dy) {
    Box box;
    if (!overlapBox(a, b, dx, dy, box))
        return false;
    if (std::uint64_t bits; isOneWord(box))
        return firstHitRowOneWord(a, b, dx, dy, box, bits) >= 0;
    const Plan p = planFor(a, b, dx, dy, box);
    // Any hit will do here, and where two shapes overlap deeply their pixels meet most
    // surely across the middle of the common box (for round shapes, where both are
    // widest), so that one row is tried before the scan from the top: one row more
    // when they miss, most of the scan saved when they overlap. Narrow rows are read
    // here, wide ones by the kernel set.
    const bool narrow = p.rows.words <= kProbeInlineWords;
    if (narrow && rowHits(p.rows, p.rows.rows / 2) != 0)
        return true;
    return overlapsAfterProbe(a, b, p, narrow);
}

std::size_t detail::overlapAreaPixels(const Mask& a, const Mask& b, int dx, int dy) {
    Plan p;
    return plan(a, b, dx, dy, p) ? static_cast<std::size_t>(detail::kernels().count(p.rows)) : 0;
}

std::size_t detail::overlapAreaOneWord(const OneWordScan& scan) noexcept {
    return static_cast<std::size_t>(detail::kernels().countOneWord(scan));
}

std::optional<Point> detail::firstContactPixels(const Mask& a, const Mask& b, int dx, int dy) {
    Box box;
    if (!overlapBox(a, b, dx, dy, box))
        return std::nullopt;
    if (std::uint64_t bits; isOneWord(box)) {
        const int r = firstHitRowOneWord(a, b, dx, dy, box, bits);
        if (r < 0)
            return std::nullopt;
        return Point{(box.left >> 6) * 64 + std::countr_zero(bits), box.top + r};
    }
    const Plan p = planFor(a, b, dx, dy, box);
    // Shapes that touch mostly do so in the top row of the common box (for the discs of
    // the benchmark, 7 times in 10): that row inline, before any set-up for the rest.
    for (int k = 0; k < p.rows.words; ++k)
        if (const std::uint64_t bits = detail::pairWord(p.rows, 0, k))
            return Point{(p.firstWord + k) * 64 + std::countr_zero(bits), p.top};
    if (p.rows.rows == 1)
        return std::nullopt;
    detail::BandedRows rest = bandedRows(a, b, p);
    rest.rows.a += rest.rows.aStride;
    rest.rows.b += rest.rows.bStride;
    --rest.rows.rows;
    --rest.direct; // at least 1: the top row is in the direct part
    const detail::RowHit hit = detail::kernels().firstHit(rest);
    if (hit.row < 0)
        return std::nullopt;
    return Point{(p.firstWord + hit.word) * 64 + std::countr_zero(hit.bits), p.top + 1 + hit.row};
}

Mask overlapMask(const Mask& a, const Mask& b, int dx, int dy) {
    Mask result(a.width(), a.height());
    if (Plan p; plan(a, b, dx, dy, p)) {
        detail::kernels().andRows(p.rows, result.mutableRow(p.top) + p.firstWord,
                                  result.strideWords());
        result.finishRows();
    }
    return result;
}

Rect overlapBounds(const Mask& a, const Mask& b, int dx, int dy) {
    Plan p;
    if (!plan(a, b, dx, dy, p))
        return {};
    const detail::PairRows& rows = p.rows;
    int top = -1;
    int bottom = -1;
    int left = INT_MAX;
    int right = -1;
    for (int r = 0; r < rows.rows; ++r) {
        int first = -1;
        int last = -1;
        std::uint64_t firstBits = 0;
        std::uint64_t lastBits = 0;
        for (int k = 0; k < rows.words; ++k) {
            if (const std::uint64_t hit = detail::pairWord(rows, r, k)) {
                if (first < 0) {
                    first = k;
                    firstBits = hit;
                }
                last = k;
                lastBits = hit;
            }
        }
        if (first < 0)
            continue;
        if (top < 0)
            top = r;
        bottom = r;
        left = std::min(left, first * 64 + std::countr_zero(firstBits));
        right = std::max(right, last * 64 + 63 - std::countl_zero(lastBits));
    }
    if (top < 0)
        return {};
    return {p.firstWord * 64 + left, p.top + top, right - left + 1, bottom - top + 1};
}

} // namespace hitmask
