// SPDX-License-Identifier: MIT
// AVX-512 kernels: eight words of a row per step, the row's last partial step done
// with mask-register loads (which never fault past the mask), and VPOPCNTQ for the
// area. Like AVX2, vector shifts by 64 yield 0, so the window needs no branch.
#include "cpu.hpp"
#include "kernels.hpp"

#include <algorithm>
#include <bit>

#if HITMASK_X86_KERNELS
// GCC 12's AVX-512 headers trip -Wmaybe-uninitialized on their own _mm512_undefined
// (GCC bug 105593), not on this code.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop

namespace hitmask::detail {

namespace {

// Per-lane shift counts (vpsrlvq/vpsllvq; GCC 12 warns falsely on the scalar-count forms).
struct Shifts512 {
    __m512i right;
    __m512i left;
};

HITMASK_TARGET_AVX512 inline Shifts512 shifts512For(unsigned shift) {
    return {_mm512_set1_epi64(static_cast<long long>(shift)),
            _mm512_set1_epi64(64 - static_cast<long long>(shift))};
}

// Lanes of the last 1..8 words of a row.
HITMASK_TARGET_AVX512 inline __mmask8 tailLanes(int words) {
    return static_cast<__mmask8>(0xFFu >> ((8 - (words & 7)) & 7));
}

// a & window(b) over eight words, only `lanes` of them read.
HITMASK_TARGET_AVX512 inline __m512i andWords(const std::uint64_t* a, const std::uint64_t* b,
                                              Shifts512 s, __mmask8 lanes) {
    const __m512i lo = _mm512_maskz_loadu_epi64(lanes, b);
    const __m512i hi = _mm512_maskz_loadu_epi64(lanes, b + 1);
    const __m512i win =
        _mm512_or_si512(_mm512_srlv_epi64(lo, s.right), _mm512_sllv_epi64(hi, s.left));
    return _mm512_and_si512(_mm512_maskz_loadu_epi64(lanes, a), win);
}

HITMASK_TARGET_AVX512 bool anyBandAvx512(const std::uint64_t* a, const std::uint64_t* b0,
                                         const std::uint64_t* b1, int words,
                                         unsigned shift) noexcept {
    const Shifts512 s = shifts512For(shift);
    __m512i acc = _mm512_setzero_si512();
    for (int k = 0; k < words; k += 8) {
        const __mmask8 lanes = k + 8 <= words ? __mmask8(0xFF) : tailLanes(words);
        const __m512i lo = _mm512_or_si512(_mm512_maskz_loadu_epi64(lanes, b0 + k),
                                           _mm512_maskz_loadu_epi64(lanes, b1 + k));
        const __m512i hi = _mm512_or_si512(_mm512_maskz_loadu_epi64(lanes, b0 + k + 1),
                                           _mm512_maskz_loadu_epi64(lanes, b1 + k + 1));
        const __m512i win =
            _mm512_or_si512(_mm512_srlv_epi64(lo, s.right), _mm512_sllv_epi64(hi, s.left));
        acc = _mm512_or_si512(acc, _mm512_and_si512(_mm512_maskz_loadu_epi64(lanes, a + k), win));
    }
    return _mm512_test_epi64_mask(acc, acc) != 0;
}

// Rows of one or two words: plain 64-bit code beats vector set-up.
constexpr int kNarrowWords512 = 2;

// The words of eight rows of one word each, which lie two words apart (the row and the
// guard word after it): two loads of only the lanes that hold them, so that nothing past
// the mask is touched, and one permute that gathers them into one vector. Rows from
// `rows` on read as zero.
HITMASK_TARGET_AVX512 inline __m512i eightRows(const std::uint64_t* p, int rows) {
    static_assert(kOneWordStride == 2);
    // One bit every two words, at words 0, 2, ..., 14.
    const std::uint32_t lanes = 0x5555U & ((1U << (2 * std::min(rows, 8))) - 1);
    const __m512i v0 = _mm512_maskz_loadu_epi64(static_cast<__mmask8>(lanes), p);
    const __m512i v1 = _mm512_maskz_loadu_epi64(static_cast<__mmask8>(lanes >> 8), p + 8);
    return _mm512_permutex2var_epi64(v0, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), v1);
}

// Eight rows per step with VPOPCNTQ; a handful of rows is not worth the vector set-up.
HITMASK_TARGET_AVX512 std::uint64_t countOneWordAvx512(const OneWordScan& s) noexcept {
    constexpr int kMinVectorRows = 6;
    if (s.rows < kMinVectorRows)
        return countOneWordScan(s);
    const __m512i rotate = _mm512_set1_epi64(static_cast<long long>(s.rotate));
    const __m512i keep = _mm512_set1_epi64(static_cast<long long>(s.keep));
    __m512i total = _mm512_setzero_si512();
    for (int r = 0; r < s.rows; r += 8) {
        const std::ptrdiff_t at = static_cast<std::ptrdiff_t>(r) * kOneWordStride;
        const __m512i a = eightRows(s.a + at, s.rows - r);
        const __m512i b = _mm512_rolv_epi64(eightRows(s.b + at, s.rows - r), rotate);
        total = _mm512_add_epi64(
            total, _mm512_popcnt_epi64(_mm512_and_si512(_mm512_and_si512(a, b), keep)));
    }
    return static_cast<std::uint64_t>(_mm512_reduce_add_epi64(total));
}

HITMASK_TARGET_AVX512 int firstRowAvx512(const PairRows& p) noexcept {
    if (p.words <= kNarrowWords512)
        return firstRowScalar(p);
    const Shifts512 s = shifts512For(p.shift);
    const __mmask8 tail = tailLanes(p.words);
    for (int r = 0; r < p.rows; ++r) {
        const std::uint64_t* a = p.a + r * p.aStride;
        const std::uint64_t* b = p.b + r * p.bStride;
        __m512i acc = _mm512_setzero_si512();
        int k = 0;
        for (; k + 8 <= p.words; k += 8)
            acc = _mm512_or_si512(acc, andWords(a + k, b + k, s, 0xFF));
        if (k < p.words)
            acc = _mm512_or_si512(acc, andWords(a + k, b + k, s, tail));
        if (_mm512_test_epi64_mask(acc, acc))
            return r;
    }
    return -1;
}

HITMASK_TARGET_AVX512 int firstRowBandedAvx512(const BandedRows& s) noexcept {
    return firstRowBandedWith<firstRowAvx512, anyBandAvx512>(s);
}

// The hit in a row whose overlapping words are `hits`, lanes `nonzero` of them set: the
// first such lane moved to lane 0, so that which word it is costs no branch.
HITMASK_TARGET_AVX512 inline RowHit hitIn(__m512i hits, __mmask8 nonzero, int row) {
    const __m512i first = _mm512_maskz_compress_epi64(nonzero, hits);
    return {row, std::countr_zero(static_cast<unsigned>(nonzero)),
            static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm512_castsi512_si128(first)))};
}

// Rows of up to eight words, the width of most sprites up to 512 px: each row and each
// band is one masked vector, with no loop over words and no branch on the row's width.
HITMASK_TARGET_AVX512 RowHit firstHitAvx512(const BandedRows& s) noexcept {
    const PairRows& p = s.rows;
    if (p.words > 8)
        return firstHitBandedWith<firstRowAvx512, anyBandAvx512>(s);
    constexpr int kBand = Mask::kBandRows;
    const Shifts512 shifts = shifts512For(p.shift);
    const __mmask8 lanes = tailLanes(p.words);
    const std::uint64_t* a = p.a;
    const std::uint64_t* b = p.b;
    const int direct = std::min(s.direct, p.rows);
    int r = 0;
    for (; r < direct; ++r, a += p.aStride, b += p.bStride) {
        const __m512i hits = andWords(a, b, shifts, lanes);
        if (const __mmask8 nonzero = _mm512_test_epi64_mask(hits, hits))
            return hitIn(hits, nonzero, r);
    }
    const std::uint64_t* bandA = s.bandA;
    const std::uint64_t* bandB = s.bandB;
    for (; r < p.rows; r += kBand, bandA += p.aStride, bandB += p.bStride) {
        const __m512i lo = _mm512_or_si512(_mm512_maskz_loadu_epi64(lanes, bandB),
                                           _mm512_maskz_loadu_epi64(lanes, bandB + p.bStride));
        const __m512i hi = _mm512_or_si512(_mm512_maskz_loadu_epi64(lanes, bandB + 1),
                                           _mm512_maskz_loadu_epi64(lanes, bandB + p.bStride + 1));
        const __m512i window = _mm512_or_si512(_mm512_srlv_epi64(lo, shifts.right),
                                               _mm512_sllv_epi64(hi, shifts.left));
        if (_mm512_test_epi64_mask(_mm512_maskz_loadu_epi64(lanes, bandA), window) == 0)
            continue;
        const int end = std::min(r + kBand, p.rows);
        const std::uint64_t* ra = p.a + r * p.aStride;
        const std::uint64_t* rb = p.b + r * p.bStride;
        for (int row = r; row < end; ++row, ra += p.aStride, rb += p.bStride) {
            const __m512i hits = andWords(ra, rb, shifts, lanes);
            if (const __mmask8 nonzero = _mm512_test_epi64_mask(hits, hits))
                return hitIn(hits, nonzero, row);
        }
    }
    return {};
}

HITMASK_TARGET_AVX512 std::uint64_t countAvx512(const PairRows& p) noexcept {
    if (p.words == 1)
        return countOneWord(p);
    if (p.words <= kNarrowWords512) {
        std::uint64_t total = 0;
        for (int r = 0; r < p.rows; ++r)
            for (int k = 0; k < p.words; ++k)
                total += static_cast<std::uint64_t>(__builtin_popcountll(pairWord(p, r, k)));
        return total;
    }
    const Shifts512 s = shifts512For(p.shift);
    const __mmask8 tail = tailLanes(p.words);
    __m512i total = _mm512_setzero_si512();
    for (int r = 0; r < p.rows; ++r) {
        const std::uint64_t* a = p.a + r * p.aStride;
        const std::uint64_t* b = p.b + r * p.bStride;
        int k = 0;
        for (; k + 8 <= p.words; k += 8)
            total = _mm512_add_epi64(total, _mm512_popcnt_epi64(andWords(a + k, b + k, s, 0xFF)));
        if (k < p.words)
            total = _mm512_add_epi64(total, _mm512_popcnt_epi64(andWords(a + k, b + k, s, tail)));
    }
    return static_cast<std::uint64_t>(_mm512_reduce_add_epi64(total));
}

HITMASK_TARGET_AVX512 void andRowsAvx512(const PairRows& p, std::uint64_t* out,
                                         std::ptrdiff_t outStride) noexcept {
    const Shifts512 s = shifts512For(p.shift);
    const __mmask8 tail = tailLanes(p.words);
    for (int r = 0; r < p.rows; ++r) {
        const std::uint64_t* a = p.a + r * p.aStride;
        const std::uint64_t* b = p.b + r * p.bStride;
        std::uint64_t* o = out + r * outStride;
        int k = 0;
        for (; k + 8 <= p.words; k += 8)
            _mm512_storeu_si512(o + k, andWords(a + k, b + k, s, 0xFF));
        if (k < p.words)
            _mm512_mask_storeu_epi64(o + k, tail, andWords(a + k, b + k, s, tail));
    }
}

} // namespace

const Kernels& avx512Kernels() noexcept {
    static const Kernels set{anyBandAvx512,  countAvx512,          countOneWordAvx512,
                             firstRowAvx512, firstRowBandedAvx512, firstHitAvx512,
                             andRowsAvx512};
    return set;
}

} // namespace hitmask::detail
#endif
