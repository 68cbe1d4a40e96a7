// SPDX-License-Identifier: MIT
// AVX2 kernels: four words of a row per step, the row's last partial step done with
// masked loads so short rows need no scalar tail. AVX2 shifts by 64 yield 0, which
// makes the window expression branch-free for any shift.
#include "cpu.hpp"
#include "kernels.hpp"

#if HITMASK_X86_KERNELS
// GCC 12's AVX-512 headers, which immintrin.h includes, trip -Wmaybe-uninitialized on
// their own _mm512_undefined (GCC bug 105593) where AVX-512 code uses them, and a unity
// build may reach kernels_avx512.cpp with the header already included from here.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop

namespace hitmask::detail {

namespace {

struct Shifts {
    __m128i right;
    __m128i left;
};

HITMASK_TARGET_AVX2 inline Shifts shiftsFor(unsigned shift) {
    return {_mm_cvtsi32_si128(static_cast<int>(shift)),
            _mm_cvtsi32_si128(64 - static_cast<int>(shift))};
}

// Lane masks for the last 1..3 words of a row (index: words % 4).
alignas(32) constexpr long long kTailLanes[4][4] = {
    {-1, -1, -1, -1}, {-1, 0, 0, 0}, {-1, -1, 0, 0}, {-1, -1, -1, 0}};

HITMASK_TARGET_AVX2 inline __m256i tailMask(int words) {
    return _mm256_load_si256(reinterpret_cast<const __m256i*>(kTailLanes[words & 3]));
}

HITMASK_TARGET_AVX2 inline __m256i andFull(const std::uint64_t* a, const std::uint64_t* b,
                                           Shifts s) {
    const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b));
    const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b + 1));
    const __m256i win =
        _mm256_or_si256(_mm256_srl_epi64(lo, s.right), _mm256_sll_epi64(hi, s.left));
    return _mm256_and_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(a)), win);
}

HITMASK_TARGET_AVX2 inline __m256i andMasked(const std::uint64_t* a, const std::uint64_t* b,
                                             Shifts s, __m256i lanes) {
    const auto* bl = reinterpret_cast<const long long*>(b);
    const __m256i lo = _mm256_maskload_epi64(bl, lanes);
    const __m256i hi = _mm256_maskload_epi64(bl + 1, lanes);
    const __m256i win =
        _mm256_or_si256(_mm256_srl_epi64(lo, s.right), _mm256_sll_epi64(hi, s.left));
    return _mm256_and_si256(_mm256_maskload_epi64(reinterpret_cast<const long long*>(a), lanes),
                            win);
}

HITMASK_TARGET_AVX2 inline __m256i load(const std::uint64_t* p) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}

HITMASK_TARGET_AVX2 inline __m256i loadMasked(const std::uint64_t* p, __m256i lanes) {
    return _mm256_maskload_epi64(reinterpret_cast<const long long*>(p), lanes);
}

// OR of a & b over one row.
HITMASK_TARGET_AVX2 inline __m256i rowHits(const PairRows& p, int r, Shifts s, __m256i lanes) {
    const std::uint64_t* a = p.a + r * p.aStride;
    const std::uint64_t* b = p.b + r * p.bStride;
    __m256i acc = _mm256_setzero_si256();
    int k = 0;
    for (; k + 4 <= p.words; k += 4)
        acc = _mm256_or_si256(acc, andFull(a + k, b + k, s));
    if (k < p.words)
        acc = _mm256_or_si256(acc, andMasked(a + k, b + k, s, lanes));
    return acc;
}

HITMASK_TARGET_AVX2 bool anyBandAvx2(const std::uint64_t* a, const std::uint64_t* b0,
                                     const std::uint64_t* b1, int words, unsigned shift) noexcept {
    const Shifts s = shiftsFor(shift);
    __m256i acc = _mm256_setzero_si256();
    int k = 0;
    for (; k + 4 <= words; k += 4) {
        const __m256i lo = _mm256_or_si256(load(b0 + k), load(b1 + k));
        const __m256i hi = _mm256_or_si256(load(b0 + k + 1), load(b1 + k + 1));
        const __m256i win =
            _mm256_or_si256(_mm256_srl_epi64(lo, s.right), _mm256_sll_epi64(hi, s.left));
        acc = _mm256_or_si256(acc, _mm256_and_si256(load(a + k), win));
    }
    if (k < words) {
        const __m256i lanes = tailMask(words);
        const __m256i lo = _mm256_or_si256(loadMasked(b0 + k, lanes), loadMasked(b1 + k, lanes));
        const __m256i hi =
            _mm256_or_si256(loadMasked(b0 + k + 1, lanes), loadMasked(b1 + k + 1, lanes));
        const __m256i win =
            _mm256_or_si256(_mm256_srl_epi64(lo, s.right), _mm256_sll_epi64(hi, s.left));
        acc = _mm256_or_si256(acc, _mm256_and_si256(loadMasked(a + k, lanes), win));
    }
    return !_mm256_testz_si256(acc, acc);
}

// Rows of one or two words: plain 64-bit code beats masked vector loads.
constexpr int kNarrowWords = 2;

HITMASK_TARGET_AVX2 std::uint64_t countOneWordAvx2(const OneWordScan& s) noexcept {
    return countOneWordScan(s);
}

HITMASK_TARGET_AVX2 int firstRowAvx2(const PairRows& p) noexcept {
    if (p.words <= kNarrowWords)
        return firstRowScalar(p);
    const Shifts s = shiftsFor(p.shift);
    const __m256i lanes = tailMask(p.words);
    for (int r = 0; r < p.rows; ++r) {
        const __m256i hits = rowHits(p, r, s, lanes);
        if (!_mm256_testz_si256(hits, hits))
            return r;
    }
    return -1;
}

HITMASK_TARGET_AVX2 int firstRowBandedAvx2(const BandedRows& s) noexcept {
    return firstRowBandedWith<firstRowAvx2, anyBandAvx2>(s);
}

HITMASK_TARGET_AVX2 RowHit firstHitAvx2(const BandedRows& s) noexcept {
    return firstHitBandedWith<firstRowAvx2, anyBandAvx2>(s);
}

// Per-byte popcount by nibble lookup, summed into 64-bit lanes by vpsadbw.
HITMASK_TARGET_AVX2 inline __m256i popcount64(__m256i v) {
    const __m256i lookup = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1,
                                            2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i low = _mm256_set1_epi8(0x0f);
    const __m256i lo = _mm256_and_si256(v, low);
    const __m256i hi = _mm256_and_si256(_mm256_srli_epi16(v, 4), low);
    const __m256i bytes =
        _mm256_add_epi8(_mm256_shuffle_epi8(lookup, lo), _mm256_shuffle_epi8(lookup, hi));
    return _mm256_sad_epu8(bytes, _mm256_setzero_si256());
}

HITMASK_TARGET_AVX2 std::uint64_t countAvx2(const PairRows& p) noexcept {
    if (p.words == 1)
        return countOneWord(p);
    if (p.words <= kNarrowWords) {
        std::uint64_t total = 0;
        for (int r = 0; r < p.rows; ++r) {
            for (int k = 0; k < p.words; ++k)
                total += static_cast<std::uint64_t>(__builtin_popcountll(pairWord(p, r, k)));
        }
        return total;
    }
    const Shifts s = shiftsFor(p.shift);
    const __m256i lanes = tailMask(p.words);
    __m256i total = _mm256_setzero_si256();
    for (int r = 0; r < p.rows; ++r) {
        const std::uint64_t* a = p.a + r * p.aStride;
        const std::uint64_t* b = p.b + r * p.bStride;
        int k = 0;
        for (; k + 4 <= p.words; k += 4)
            total = _mm256_add_epi64(total, popcount64(andFull(a + k, b + k, s)));
        if (k < p.words)
            total = _mm256_add_epi64(total, popcount64(andMasked(a + k, b + k, s, lanes)));
    }
    alignas(32) std::uint64_t sums[4];
    _mm256_store_si256(reinterpret_cast<__m256i*>(sums), total);
    return sums[0] + sums[1] + sums[2] + sums[3];
}

HITMASK_TARGET_AVX2 void andRowsAvx2(const PairRows& p, std::uint64_t* out,
                                     std::ptrdiff_t outStride) noexcept {
    const Shifts s = shiftsFor(p.shift);
    const __m256i lanes = tailMask(p.words);
    for (int r = 0; r < p.rows; ++r) {
        const std::uint64_t* a = p.a + r * p.aStride;
        const std::uint64_t* b = p.b + r * p.bStride;
        auto* o = reinterpret_cast<long long*>(out + r * outStride);
        int k = 0;
        for (; k + 4 <= p.words; k += 4)
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(o + k), andFull(a + k, b + k, s));
        if (k < p.words)
            _mm256_maskstore_epi64(o + k, lanes, andMasked(a + k, b + k, s, lanes));
    }
}

} // namespace

const Kernels& avx2Kernels() noexcept {
    static const Kernels set{anyBandAvx2,        countAvx2,    countOneWordAvx2, firstRowAvx2,
                             firstRowBandedAvx2, firstHitAvx2, andRowsAvx2};
    return set;
}

} // namespace hitmask::detail
#endif
