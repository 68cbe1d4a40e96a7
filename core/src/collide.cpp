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
#else
#define HITMASK_ALWAYS_INLINE inline
#endif

// Offsets are widened to 64 bits so that any int offset is safe. Inlined into every
// test: for small sprites this set-up is most of the work.
HITMASK_ALWAYS_INLINE std::optional<Plan> plan(const Mask& a, const Mask& b, int dx, int dy) {
    const Rect boxA = a.bounds();
    const Rect boxB = b.bounds();
    if (boxA.isEmpty() || boxB.isEmpty())
        return std::nullopt;
    const long long bLeft = static_cast<long long>(boxB.x) + dx;
    const long long bTop = static_cast<long long>(boxB.y) + dy;
    const long long left = std::max<long long>(boxA.x, bLeft);
    const long long right = std::min<long long>(boxA.right(), bLeft + boxB.width);
    const long long top = std::max<long long>(boxA.y, bTop);
    const long long bottom = std::min<long long>(boxA.bottom(), bTop + boxB.height);
    if (left >= right || top >= bottom)
        return std::nullopt;

    const int firstWord = static_cast<int>(left >> 6);
    const int lastWord = static_cast<int>((right - 1) >> 6);
    // Bit of b's row, counted from its leading guard word, that lines up with the first
    // scanned bit of a; it is at least 1 because the scan starts inside b's bounds.
    const long long guardedBit = static_cast<long long>(firstWord) * 64 - dx + 64;
    const int bRow = static_cast<int>(top - dy);

    Plan result;
    result.top = static_cast<int>(top);
    result.firstWord = firstWord;
    result.rows.a = a.row(result.top) + firstWord;
    result.rows.aStride = a.strideWords();
    result.dy = dy;
    result.bWordOffset = static_cast<std::ptrdiff_t>(guardedBit >> 6) - 1;
    result.rows.b = b.row(bRow) + result.bWordOffset;
    result.rows.bStride = b.strideWords();
    result.rows.rows = static_cast<int>(bottom - top);
    result.rows.words = lastWord - firstWord + 1;
    result.rows.shift = static_cast<unsigned>(guardedBit & 63);
    return result;
}

std::uint64_t rowWord(const detail::PairRows& p, int r, int k) {
    return p.a[r * p.aStride + k] & detail::window(p.b + r * p.bStride, k, p.shift);
}

// Below this many rows the band test costs more than it saves.
constexpr int kBandedScanMinRows = 2 * Mask::kBandRows;
// Rows up to this many words are scanned without a kernel call.
constexpr int kInlineWords = 4;

HITMASK_ALWAYS_INLINE int firstHitRowInline(const detail::PairRows& p, int rows) {
    for (int r = 0; r < rows; ++r) {
        const std::uint64_t* a = p.a + r * p.aStride;
        const std::uint64_t* b = p.b + r * p.bStride;
        std::uint64_t hit = 0;
        for (int k = 0; k < p.words; ++k)
            hit |= a[k] & detail::window(b, k, p.shift);
        if (hit)
            return r;
    }
    return -1;
}

HITMASK_ALWAYS_INLINE bool anyBandInline(const std::uint64_t* a, const std::uint64_t* b0,
                                         const std::uint64_t* b1, int words, unsigned shift) {
    std::uint64_t hit = 0;
    for (int k = 0; k < words; ++k) {
        const std::uint64_t pair[2] = {b0[k] | b1[k], b0[k + 1] | b1[k + 1]};
        hit |= a[k] & detail::window(pair, 0, shift);
    }
    return hit != 0;
}

// First scanned row with an overlapping pixel, or -1. Shapes that touch usually do so
// in the first rows of the box, so those are scanned directly; after that each band of
// a is first tested against the two bands of b that line up with it, and only bands
// that may hit are scanned row by row. Narrow rows are handled here without a kernel
// call, which would cost more than the work.
HITMASK_ALWAYS_INLINE int firstHitRow(const Mask& a, const Mask& b, const Plan& p) {
    constexpr int kBand = Mask::kBandRows;
    const int top = p.top;
    const int bottom = top + p.rows.rows;
    const bool narrow = p.rows.words <= kInlineWords;
    const detail::Kernels* kernels = narrow ? nullptr : &detail::kernels();
    auto scanRows = [&p, kernels, top](int first, int end) {
        detail::PairRows rows = p.rows;
        rows.a += (first - top) * rows.aStride;
        rows.b += (first - top) * rows.bStride;
        rows.rows = end - first;
        const int r = kernels ? kernels->firstRow(rows) : firstHitRowInline(rows, rows.rows);
        return r < 0 ? -1 : first - top + r;
    };
    if (p.rows.rows < kBandedScanMinRows)
        return scanRows(top, bottom);
    const int directEnd = (top / kBand + 1) * kBand;
    if (const int r = scanRows(top, directEnd); r >= 0)
        return r;
    for (int k = directEnd / kBand; k <= (bottom - 1) / kBand; ++k) {
        // b's row under a's row k * kBand, floored to its band: from -1 to b's last band.
        const long long bRow = static_cast<long long>(k) * kBand - p.dy;
        const int m = static_cast<int>(bRow >= 0 ? bRow / kBand : -((-bRow + kBand - 1) / kBand));
        const std::uint64_t* bandA = a.band(k) + p.firstWord;
        const std::uint64_t* bandB0 = b.band(m) + p.bWordOffset;
        const std::uint64_t* bandB1 = b.band(m + 1) + p.bWordOffset;
        const bool mayHit =
            kernels ? kernels->anyBand(bandA, bandB0, bandB1, p.rows.words, p.rows.shift)
                    : anyBandInline(bandA, bandB0, bandB1, p.rows.words, p.rows.shift);
        if (!mayHit)
            continue;
        if (const int r = scanRows(k * kBand, std::min(bottom, (k + 1) * kBand)); r >= 0)
            return r;
    }
    return -1;
}

} // namespace

bool overlaps(const Mask& a, const Mask& b, int dx, int dy) {
    const auto p = plan(a, b, dx, dy);
    return p && firstHitRow(a, b, *p) >= 0;
}

std::size_t overlapArea(const Mask& a, const Mask& b, int dx, int dy) {
    const auto p = plan(a, b, dx, dy);
    return p ? static_cast<std::size_t>(detail::kernels().count(p->rows)) : 0;
}

std::optional<Point> firstContact(const Mask& a, const Mask& b, int dx, int dy) {
    const auto p = plan(a, b, dx, dy);
    if (!p)
        return std::nullopt;
    const int r = firstHitRow(a, b, *p);
    if (r < 0)
        return std::nullopt;
    for (int k = 0;; ++k) {
        if (const std::uint64_t hit = rowWord(p->rows, r, k))
            return Point{(p->firstWord + k) * 64 + std::countr_zero(hit), p->top + r};
    }
}

Mask overlapMask(const Mask& a, const Mask& b, int dx, int dy) {
    Mask result(a.width(), a.height());
    if (const auto p = plan(a, b, dx, dy)) {
        detail::kernels().andRows(p->rows, result.mutableRow(p->top) + p->firstWord,
                                  result.strideWords());
        result.finishRows();
    }
    return result;
}

Rect overlapBounds(const Mask& a, const Mask& b, int dx, int dy) {
    const auto p = plan(a, b, dx, dy);
    if (!p)
        return {};
    const detail::PairRows& rows = p->rows;
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
            if (const std::uint64_t hit = rowWord(rows, r, k)) {
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
    return {p->firstWord * 64 + left, p->top + top, right - left + 1, bottom - top + 1};
}

} // namespace hitmask
