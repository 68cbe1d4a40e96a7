// SPDX-License-Identifier: MIT
#include <array>
#include <bit>
#include <cmath>
#include <hitmask/moments.hpp>
#include <numbers>

namespace hitmask {

namespace {

// 128-bit sums: x^2 summed over a 2^32-pixel mask overflows 64 bits.
__extension__ typedef unsigned __int128 Wide;
__extension__ typedef __int128 SignedWide;

struct Sums {
    Wide m00 = 0, m10 = 0, m01 = 0, m20 = 0, m11 = 0, m02 = 0;
};

// Bit i of kIndexBit[j] is bit j of i: popcounts against these give the sum of the set
// bits' indices, and of their squares, without visiting the bits one by one.
constexpr std::array<std::uint64_t, 6> kIndexBit = {0xAAAAAAAAAAAAAAAAULL, 0xCCCCCCCCCCCCCCCCULL,
                                                    0xF0F0F0F0F0F0F0F0ULL, 0xFF00FF00FF00FF00ULL,
                                                    0xFFFF0000FFFF0000ULL, 0xFFFFFFFF00000000ULL};

Sums sums(const Mask& mask) noexcept {
    Sums s;
    const Rect box = mask.bounds();
    const int firstWord = box.x / 64;
    const int lastWord = box.isEmpty() ? -1 : (box.right() - 1) / 64;
    for (int y = box.y; y < box.bottom(); ++y) {
        const std::uint64_t* row = mask.row(y);
        Wide count = 0, sumX = 0, sumXX = 0;
        for (int k = firstWord; k <= lastWord; ++k) {
            const std::uint64_t w = row[k];
            if (w == 0)
                continue;
            // For the bits' indices i within the word: n of them, their sum and squares.
            const Wide n = static_cast<Wide>(std::popcount(w));
            Wide si = 0, sii = 0;
            for (unsigned j = 0; j < 6; ++j) {
                const Wide cj = static_cast<Wide>(std::popcount(w & kIndexBit[j]));
                si += cj << j;
                sii += cj << (2 * j);
                for (unsigned l = j + 1; l < 6; ++l)
                    sii += static_cast<Wide>(std::popcount(w & kIndexBit[j] & kIndexBit[l]))
                           << (j + l + 1);
            }
            // x = base + i.
            const Wide base = static_cast<Wide>(k) * 64;
            count += n;
            sumX += n * base + si;
            sumXX += n * base * base + 2 * base * si + sii;
        }
        const Wide wy = static_cast<Wide>(y);
        s.m00 += count;
        s.m10 += sumX;
        s.m01 += wy * count;
        s.m20 += sumXX;
        s.m11 += wy * sumX;
        s.m02 += wy * wy * count;
    }
    return s;
}

} // namespace

Point centroid(const Mask& mask) noexcept {
    const Sums s = sums(mask);
    if (s.m00 == 0)
        return {};
    return {static_cast<int>(s.m10 / s.m00), static_cast<int>(s.m01 / s.m00)};
}

double angle(const Mask& mask) noexcept {
    const Sums s = sums(mask);
    if (s.m00 == 0)
        return 0;
    const auto xc = static_cast<SignedWide>(s.m10 / s.m00);
    const auto yc = static_cast<SignedWide>(s.m01 / s.m00);
    const SignedWide y = 2 * (static_cast<SignedWide>(s.m11 / s.m00) - xc * yc);
    const SignedWide x = (static_cast<SignedWide>(s.m20 / s.m00) - xc * xc) -
                         (static_cast<SignedWide>(s.m02 / s.m00) - yc * yc);
    // pygame's order of operations, so that the doubles round the same way.
    return -90.0 * std::atan2(static_cast<double>(y), static_cast<double>(x)) / std::numbers::pi;
}

std::optional<PointF> centreOfMass(const Mask& mask) noexcept {
    const Sums s = sums(mask);
    if (s.m00 == 0)
        return std::nullopt;
    const auto n = static_cast<long double>(s.m00);
    return PointF{static_cast<double>(static_cast<long double>(s.m10) / n),
                  static_cast<double>(static_cast<long double>(s.m01) / n)};
}

double orientation(const Mask& mask) noexcept {
    const Sums s = sums(mask);
    if (s.m00 == 0)
        return 0;
    // Central moments times n^2 (n m20 - m10^2 and so on) in exact integers, so nothing
    // cancels in floating point; with coordinates below 2^31 and n up to 2^32 they stay
    // below 2^127. n m20 >= m10^2 always (Cauchy-Schwarz); the cross term may be negative.
    const Wide mu20 = s.m20 * s.m00 - s.m10 * s.m10;
    const Wide mu02 = s.m02 * s.m00 - s.m01 * s.m01;
    const SignedWide mu11 =
        static_cast<SignedWide>(s.m11 * s.m00) - static_cast<SignedWide>(s.m10 * s.m01);
    if (mu11 == 0 && mu20 == mu02)
        return 0; // no principal axis: a disc, a square, a single pixel
    const long double diff = mu20 >= mu02 ? static_cast<long double>(mu20 - mu02)
                                          : -static_cast<long double>(mu02 - mu20);
    return static_cast<double>(-90.0L * std::atan2(2.0L * static_cast<long double>(mu11), diff) /
                               std::numbers::pi_v<long double>);
}

} // namespace hitmask
