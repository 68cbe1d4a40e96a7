// SPDX-License-Identifier: MIT
// Building masks from RGBA images: the input is far larger than the mask, so these
// loops are bound by memory bandwidth once they turn 8 or 16 pixels per instruction.
#include "cpu.hpp"

#include <algorithm>
#include <hitmask/mask.hpp>

#if HITMASK_X86_KERNELS
// GCC 12's AVX-512 headers trip -Wmaybe-uninitialized on their own _mm512_undefined
// (GCC bug 105593), not on this code.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif

namespace hitmask {

namespace {

// Solid-pixel rule for one pixel, shared by the tails of the vector loops.
struct AlphaRule {
    std::uint8_t threshold;
    bool operator()(const std::uint8_t* px) const noexcept { return px[3] > threshold; }
};

struct ColorKeyRule {
    ColorKey key;
    bool operator()(const std::uint8_t* px) const noexcept { return !key.hides(px); }
};

// R | G << 8 | B << 16: a colour as its pixel's bytes read little-endian.
std::uint32_t packedRgb(const ColorKey& key) noexcept {
    return key.red | (key.green << 8) | (key.blue << 16);
}

template <typename Rule>
std::uint64_t scalarWord(const std::uint8_t* px, int count, Rule rule) noexcept {
    std::uint64_t word = 0;
    for (int i = 0; i < count; ++i)
        word |= static_cast<std::uint64_t>(rule(px + 4 * i)) << i;
    return word;
}

template <typename Rule>
void scalarRow(const std::uint8_t* px, int width, Rule rule, std::uint64_t* out) noexcept {
    for (int x = 0; x < width; x += 64)
        out[x >> 6] = scalarWord(px + 4 * x, std::min(64, width - x), rule);
}

#if HITMASK_X86_KERNELS
// x86-64 always has SSE2: 4 pixels per compare, alpha's sign bit picked by movmskps.
void alphaRowSse2(const std::uint8_t* px, int width, std::uint8_t threshold,
                  std::uint64_t* out) noexcept {
    const __m128i bias = _mm_set1_epi8(static_cast<char>(0x80));
    const __m128i limit = _mm_set1_epi8(static_cast<char>(threshold ^ 0x80));
    int x = 0;
    for (; x + 64 <= width; x += 64) {
        std::uint64_t word = 0;
        for (int i = 0; i < 16; ++i) {
            const __m128i v =
                _mm_loadu_si128(reinterpret_cast<const __m128i*>(px + 4 * x + 16 * i));
            const __m128i above = _mm_cmpgt_epi8(_mm_xor_si128(v, bias), limit);
            word |= static_cast<std::uint64_t>(_mm_movemask_ps(_mm_castsi128_ps(above))) << (4 * i);
        }
        out[x >> 6] = word;
    }
    if (x < width)
        out[x >> 6] = scalarWord(px + 4 * x, width - x, AlphaRule{threshold});
}

HITMASK_TARGET_AVX2
void alphaRowAvx2(const std::uint8_t* px, int width, std::uint8_t threshold,
                  std::uint64_t* out) noexcept {
    const __m256i bias = _mm256_set1_epi8(static_cast<char>(0x80));
    const __m256i limit = _mm256_set1_epi8(static_cast<char>(threshold ^ 0x80));
    int x = 0;
    for (; x + 64 <= width; x += 64) {
        std::uint64_t word = 0;
        for (int i = 0; i < 8; ++i) {
            const __m256i v =
                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(px + 4 * x + 32 * i));
            const __m256i above = _mm256_cmpgt_epi8(_mm256_xor_si256(v, bias), limit);
            const int bits = _mm256_movemask_ps(_mm256_castsi256_ps(above));
            word |= static_cast<std::uint64_t>(static_cast<unsigned>(bits)) << (8 * i);
        }
        out[x >> 6] = word;
    }
    if (x < width)
        out[x >> 6] = scalarWord(px + 4 * x, width - x, AlphaRule{threshold});
}

// Sixteen pixels per compare: each pixel's alpha shifted down to a 32-bit lane and
// compared unsigned, straight into a mask register of 16 bits.
HITMASK_TARGET_AVX512
void alphaRowAvx512(const std::uint8_t* px, int width, std::uint8_t threshold,
                    std::uint64_t* out) noexcept {
    const __m512i limit = _mm512_set1_epi32(threshold);
    int x = 0;
    for (; x + 64 <= width; x += 64) {
        std::uint64_t word = 0;
        for (int i = 0; i < 4; ++i) {
            const __m512i v = _mm512_loadu_si512(px + 4 * x + 64 * i);
            const __mmask16 above = _mm512_cmpgt_epu32_mask(_mm512_srli_epi32(v, 24), limit);
            word |= static_cast<std::uint64_t>(above) << (16 * i);
        }
        out[x >> 6] = word;
    }
    if (x < width)
        out[x >> 6] = scalarWord(px + 4 * x, width - x, AlphaRule{threshold});
}

// Tolerance 0: one 32-bit compare per pixel.
void colorKeyRowSse2(const std::uint8_t* px, int width, ColorKey key, std::uint64_t* out) noexcept {
    const __m128i rgbMask = _mm_set1_epi32(0x00FFFFFF);
    const __m128i alphaMask = _mm_set1_epi32(static_cast<int>(0xFF000000U));
    const __m128i keyV = _mm_set1_epi32(static_cast<int>(packedRgb(key)));
    const __m128i zero = _mm_setzero_si128();
    int x = 0;
    for (; x + 64 <= width; x += 64) {
        std::uint64_t empty = 0;
        for (int i = 0; i < 16; ++i) {
            const __m128i v =
                _mm_loadu_si128(reinterpret_cast<const __m128i*>(px + 4 * x + 16 * i));
            const __m128i isKey = _mm_cmpeq_epi32(_mm_and_si128(v, rgbMask), keyV);
            const __m128i clear = _mm_cmpeq_epi32(_mm_and_si128(v, alphaMask), zero);
            const int bits = _mm_movemask_ps(_mm_castsi128_ps(_mm_or_si128(isKey, clear)));
            empty |= static_cast<std::uint64_t>(bits) << (4 * i);
        }
        out[x >> 6] = ~empty;
    }
    if (x < width)
        out[x >> 6] = scalarWord(px + 4 * x, width - x, ColorKeyRule{key});
}

// A tolerance: |v - k| per byte as the OR of both saturated differences, then what is
// left of it after subtracting the tolerance, which is zero on all three colour bytes
// exactly when the pixel is near the key.
void colorKeyNearRowSse2(const std::uint8_t* px, int width, ColorKey key,
                         std::uint64_t* out) noexcept {
    const __m128i rgbMask = _mm_set1_epi32(0x00FFFFFF);
    const __m128i alphaMask = _mm_set1_epi32(static_cast<int>(0xFF000000U));
    const __m128i keyV = _mm_set1_epi32(static_cast<int>(packedRgb(key)));
    const __m128i tolerance = _mm_set1_epi8(static_cast<char>(key.tolerance));
    const __m128i zero = _mm_setzero_si128();
    int x = 0;
    for (; x + 64 <= width; x += 64) {
        std::uint64_t empty = 0;
        for (int i = 0; i < 16; ++i) {
            const __m128i v =
                _mm_loadu_si128(reinterpret_cast<const __m128i*>(px + 4 * x + 16 * i));
            const __m128i distance = _mm_or_si128(_mm_subs_epu8(v, keyV), _mm_subs_epu8(keyV, v));
            const __m128i beyond = _mm_and_si128(_mm_subs_epu8(distance, tolerance), rgbMask);
            const __m128i isKey = _mm_cmpeq_epi32(beyond, zero);
            const __m128i clear = _mm_cmpeq_epi32(_mm_and_si128(v, alphaMask), zero);
            const int bits = _mm_movemask_ps(_mm_castsi128_ps(_mm_or_si128(isKey, clear)));
            empty |= static_cast<std::uint64_t>(bits) << (4 * i);
        }
        out[x >> 6] = ~empty;
    }
    if (x < width)
        out[x >> 6] = scalarWord(px + 4 * x, width - x, ColorKeyRule{key});
}
#endif

using AlphaRowFn = void (*)(const std::uint8_t*, int, std::uint8_t, std::uint64_t*) noexcept;

AlphaRowFn pickAlphaRow() noexcept {
#if HITMASK_X86_KERNELS
    switch (detail::simdLevel()) {
    case detail::SimdLevel::Avx512:
        return alphaRowAvx512;
    case detail::SimdLevel::Avx2:
        return alphaRowAvx2;
    case detail::SimdLevel::Portable:
        break;
    }
    return alphaRowSse2;
#else
    return
        [](const std::uint8_t* px, int width, std::uint8_t threshold, std::uint64_t* out) noexcept {
            scalarRow(px, width, AlphaRule{threshold}, out);
        };
#endif
}

} // namespace

Mask Mask::fromRgba(const std::uint8_t* pixels, int width, int height, std::ptrdiff_t strideBytes,
                    std::uint8_t threshold) {
    Mask mask(width, height);
    if (mask.width_ == 0 || pixels == nullptr)
        return mask;
    static const AlphaRowFn alphaRow = pickAlphaRow();
    for (int y = 0; y < mask.height_; ++y)
        alphaRow(pixels + y * strideBytes, mask.width_, threshold, mask.mutableRow(y));
    mask.recomputeBounds();
    mask.recomputeBands();
    return mask;
}

Mask Mask::fromRgbaColorKey(const std::uint8_t* pixels, int width, int height,
                            std::ptrdiff_t strideBytes, ColorKey key) {
    Mask mask(width, height);
    if (mask.width_ == 0 || pixels == nullptr)
        return mask;
#if HITMASK_X86_KERNELS
    // The exact compare stays as fast as it was before tolerances existed.
    const auto row = key.tolerance == 0 ? colorKeyRowSse2 : colorKeyNearRowSse2;
#endif
    for (int y = 0; y < mask.height_; ++y) {
#if HITMASK_X86_KERNELS
        row(pixels + y * strideBytes, mask.width_, key, mask.mutableRow(y));
#else
        scalarRow(pixels + y * strideBytes, mask.width_, ColorKeyRule{key}, mask.mutableRow(y));
#endif
    }
    mask.recomputeBounds();
    mask.recomputeBands();
    return mask;
}

} // namespace hitmask
