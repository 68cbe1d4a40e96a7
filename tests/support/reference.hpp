// SPDX-License-Identifier: MIT
// Byte-per-pixel reference masks and brute-force collision answers for the tests.
#pragma once

#include <algorithm>
#include <cstdint>
#include <hitmask/mask.hpp>
#include <optional>
#include <random>
#include <vector>

namespace hitmask::testing {

// How many random cases a long brute-force suite runs: all of them, or a quarter in a
// sanitizer build (tests/CMakeLists.txt defines HITMASK_SANITIZED there), where each
// case costs several times as much. The release build runs every case; the suites that
// use this keep each kind of case at any count.
constexpr int casesToRun(int cases) {
#ifdef HITMASK_SANITIZED
    return std::max(1, cases / 4);
#else
    return cases;
#endif
}

struct ByteMask {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;

    bool at(long long x, long long y) const {
        return x >= 0 && y >= 0 && x < width && y < height && pixels[y * width + x];
    }
    // Written straight into the documented layout (pixel x of row y at bit x % 64 of word
    // x / 64), not through Mask::set, so that a test of Mask has something else to compare
    // with; only the bookkeeping (bounds, bands) is left to Mask, and tst_mask checks it
    // against loops over the bytes.
    Mask toMask() const {
        Mask mask(width, height);
        for (int y = 0; y < height; ++y) {
            std::uint64_t* words = mask.mutableRow(y);
            for (int x = 0; x < width; ++x)
                if (pixels[std::size_t(y) * width + x])
                    words[x / 64] |= std::uint64_t{1} << (x % 64);
        }
        mask.finishRows();
        return mask;
    }
};

// 5x2: row 0 is ##..#, row 1 is empty (the README's worked example).
inline Mask exampleMask() {
    Mask mask(5, 2);
    for (int x : {0, 1, 4})
        mask.set(x, 0, true);
    return mask;
}

// Everything the collision functions answer, found by visiting every pixel of a.
struct Answer {
    bool overlaps = false;
    std::size_t area = 0;
    std::optional<Point> first;
    Rect bounds;
    std::vector<std::uint8_t> overlapPixels; // a-sized
};

inline Answer bruteForce(const ByteMask& a, const ByteMask& b, int dx, int dy) {
    Answer answer;
    answer.overlapPixels.assign(a.pixels.size(), 0);
    const long long top = std::max<long long>(0, dy);
    const long long bottom = std::min<long long>(a.height, 1LL * dy + b.height);
    const long long left = std::max<long long>(0, dx);
    const long long right = std::min<long long>(a.width, 1LL * dx + b.width);
    int minX = a.width, minY = a.height, maxX = -1, maxY = -1;
    for (long long y = top; y < bottom; ++y) {
        for (long long x = left; x < right; ++x) {
            if (!a.at(x, y) || !b.at(x - dx, y - dy))
                continue;
            answer.overlapPixels[y * a.width + x] = 1;
            if (!answer.first)
                answer.first = Point{int(x), int(y)};
            ++answer.area;
            minX = std::min(minX, int(x));
            maxX = std::max(maxX, int(x));
            minY = std::min(minY, int(y));
            maxY = std::max(maxY, int(y));
        }
    }
    answer.overlaps = answer.area > 0;
    if (answer.overlaps)
        answer.bounds = {minX, minY, maxX - minX + 1, maxY - minY + 1};
    return answer;
}

// Random masks of many shapes: noise at any density, blobs, and full or empty ones,
// with widths around multiples of 64 favoured.
class MaskGenerator {
public:
    explicit MaskGenerator(std::uint32_t seed)
        : rng_(seed) {}

    int side(int maxSide = 300) {
        static constexpr int kEdgy[] = {1,   2,   63,  64,  65,  127, 128,
                                        129, 191, 192, 193, 255, 256, 257};
        if (pick(3) == 0)
            return std::min(maxSide, kEdgy[pick(std::size(kEdgy))]);
        return 1 + pick(static_cast<unsigned>(maxSide));
    }

    ByteMask make(int width, int height) {
        ByteMask m{width, height, std::vector<std::uint8_t>(std::size_t(width) * height, 0)};
        switch (pick(12)) {
        case 0: // empty
            break;
        case 1:
            std::fill(m.pixels.begin(), m.pixels.end(), 1);
            break;
        case 2: // sparse noise, a handful of pixels
            for (unsigned i = 0, n = 1 + pick(4); i < n; ++i)
                m.pixels[pick(unsigned(m.pixels.size()))] = 1;
            break;
        case 3:
        case 4:
        case 5:
        case 6:
        case 7: { // blobs
            for (unsigned i = 0, n = 1 + pick(4); i < n; ++i) {
                const int cx = int(pick(unsigned(width))), cy = int(pick(unsigned(height)));
                const int r = 1 + int(pick(unsigned(std::max(width, height))));
                for (int y = std::max(0, cy - r); y < std::min(height, cy + r + 1); ++y)
                    for (int x = std::max(0, cx - r); x < std::min(width, cx + r + 1); ++x)
                        if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r)
                            m.pixels[y * width + x] = 1;
            }
            break;
        }
        default: { // noise at a random density
            const unsigned density = pick(101);
            for (auto& p : m.pixels)
                p = pick(100) < density;
        }
        }
        return m;
    }

    // An offset of b relative to a: overlapping, touching the edges, or far away.
    int offset(int aSide, int bSide) {
        switch (pick(8)) {
        case 0:
            return (pick(2) ? 1 : -1) * int(1 + pick((1u << 30) - 2));
        case 1:
            return aSide + int(pick(3));
        case 2:
            return -bSide - int(pick(3)) + 1;
        default:
            return -bSide + int(pick(unsigned(aSide + bSide + 1)));
        }
    }

    unsigned pick(unsigned n) { return std::uniform_int_distribution<unsigned>(0, n - 1)(rng_); }

private:
    std::mt19937 rng_;
};

} // namespace hitmask::testing
