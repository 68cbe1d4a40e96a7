// SPDX-License-Identifier: MIT
// The C API tests' oracle: masks as plain byte arrays, collisions by visiting every
// pixel, and HMSK files written byte by byte from the README's description. It shares
// no code with the library.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace capioracle {

struct Pixels {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> solid; // row-major, 1 solid, 0 empty

    [[nodiscard]] bool at(long long x, long long y) const {
        return x >= 0 && y >= 0 && x < width && y < height &&
               solid[static_cast<std::size_t>(y * width + x)] != 0;
    }
    [[nodiscard]] long long count() const {
        long long n = 0;
        for (const std::uint8_t s : solid)
            n += s;
        return n;
    }
};

// Each pixel solid with a probability drawn per mask: empty, sparse, half, dense, full.
inline Pixels randomPixels(std::mt19937& rng, int width, int height) {
    static const double densities[] = {0.0, 0.02, 0.2, 0.5, 0.9, 1.0};
    const double p = densities[rng() % std::size(densities)];
    Pixels m{width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height)};
    std::bernoulli_distribution solid(p);
    for (std::uint8_t& s : m.solid)
        s = solid(rng) ? 1 : 0;
    return m;
}

// Widths and heights around the 64-pixel word, and some small and odd ones.
inline int randomSide(std::mt19937& rng) {
    static const int sides[] = {1, 2, 3, 7, 8, 31, 32, 33, 63, 64, 65, 66, 100, 127, 128, 129, 130};
    return rng() % 3 == 0 ? 1 + static_cast<int>(rng() % 140) : sides[rng() % std::size(sides)];
}

struct Overlap {
    long long area = 0;
    bool found = false;
    long long x = 0, y = 0; // the first pixel in a's row-major order: topmost, then leftmost
};

// b's top-left at (dx, dy) in a's coordinates; every pixel of a visited.
inline Overlap overlap(const Pixels& a, const Pixels& b, long long dx, long long dy) {
    Overlap o;
    for (long long y = 0; y < a.height; ++y)
        for (long long x = 0; x < a.width; ++x)
            if (a.at(x, y) && b.at(x - dx, y - dy)) {
                if (!o.found) {
                    o.found = true;
                    o.x = x;
                    o.y = y;
                }
                ++o.area;
            }
    return o;
}

// Push-out by its definition: the fewest whole pixels b, its top-left at (dx, dy) in a,
// must move left, right, up or down (each alone) to stop overlapping a, tried one pixel
// at a time.
struct Push {
    long long left = 0, right = 0, up = 0, down = 0;
};

inline Push separation(const Pixels& a, const Pixels& b, long long dx, long long dy) {
    const auto meets = [&](long long x, long long y) {
        return overlap(a, b, x, y).found;
    };
    Push p;
    if (!meets(dx, dy))
        return p;
    while (meets(dx - ++p.left, dy)) {
    }
    while (meets(dx + ++p.right, dy)) {
    }
    while (meets(dx, dy - ++p.up)) {
    }
    while (meets(dx, dy + ++p.down)) {
    }
    return p;
}

// The shortest of the four as b's move; ties go left, right, up, down.
inline std::pair<long long, long long> pushOf(const Push& p) {
    if (p.left == 0)
        return {0, 0};
    std::pair<long long, long long> best{-p.left, 0};
    long long shortest = p.left;
    if (p.right < shortest)
        shortest = p.right, best = {p.right, 0};
    if (p.up < shortest)
        shortest = p.up, best = {0, -p.up};
    if (p.down < shortest)
        best = {0, p.down};
    return best;
}

// HMSK files as the README's "Mask formats" section lays out the bytes.
struct Frame {
    std::vector<Pixels> channels;
    int originX = 0;
    int originY = 0;
};

inline void putU16(std::vector<std::uint8_t>& out, unsigned v) {
    out.push_back(static_cast<std::uint8_t>(v & 0xff));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xff));
}

inline void putU32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<std::uint8_t>((v >> (8 * i)) & 0xff));
}

// encoding 0: a byte per pixel; 1: per row signed runs of at most 127; 2: MSB-first bits.
inline std::vector<std::uint8_t> payload(const Pixels& m, int encoding) {
    std::vector<std::uint8_t> out;
    for (int y = 0; y < m.height; ++y) {
        if (encoding == 0) {
            for (int x = 0; x < m.width; ++x)
                out.push_back(m.at(x, y) ? 1 : 0);
        } else if (encoding == 2) {
            for (int x = 0; x < m.width; x += 8) {
                std::uint8_t byte = 0;
                for (int i = 0; i < 8; ++i)
                    if (m.at(x + i, y))
                        byte = static_cast<std::uint8_t>(byte | (0x80 >> i));
                out.push_back(byte);
            }
        } else {
            for (int x = 0; x < m.width;) {
                const bool solid = m.at(x, y);
                int run = 0;
                while (x < m.width && m.at(x, y) == solid && run < 127) {
                    ++run;
                    ++x;
                }
                out.push_back(static_cast<std::uint8_t>(solid ? run : 256 - run));
            }
        }
    }
    return out;
}

inline std::vector<std::uint8_t> writeHmsk(const std::vector<std::string>& names,
                                           const std::vector<Frame>& frames, int encoding) {
    std::vector<std::uint8_t> out = {'H', 'M', 'S', 'K', 2, static_cast<std::uint8_t>(encoding)};
    putU16(out, static_cast<unsigned>(frames.size()));
    putU16(out, static_cast<unsigned>(names.size()));
    putU16(out, 0);
    for (const std::string& name : names) {
        out.push_back(static_cast<std::uint8_t>(name.size()));
        out.insert(out.end(), name.begin(), name.end());
    }
    for (const Frame& frame : frames) {
        putU32(out, static_cast<std::uint32_t>(frame.channels[0].width));
        putU32(out, static_cast<std::uint32_t>(frame.channels[0].height));
        putU32(out, static_cast<std::uint32_t>(frame.originX));
        putU32(out, static_cast<std::uint32_t>(frame.originY));
        for (const Pixels& channel : frame.channels) {
            const std::vector<std::uint8_t> bytes = payload(channel, encoding);
            putU32(out, static_cast<std::uint32_t>(bytes.size()));
            out.insert(out.end(), bytes.begin(), bytes.end());
        }
    }
    return out;
}

// Version 1: one size for every frame, one channel, no origins.
inline std::vector<std::uint8_t> writeHmskV1(const std::vector<Pixels>& frames, int encoding) {
    std::vector<std::uint8_t> out = {'H', 'M', 'S', 'K', 1, static_cast<std::uint8_t>(encoding)};
    putU16(out, static_cast<unsigned>(frames.size()));
    putU32(out, static_cast<std::uint32_t>(frames[0].width));
    putU32(out, static_cast<std::uint32_t>(frames[0].height));
    for (const Pixels& frame : frames) {
        const std::vector<std::uint8_t> bytes = payload(frame, encoding);
        putU32(out, static_cast<std::uint32_t>(bytes.size()));
        out.insert(out.end(), bytes.begin(), bytes.end());
    }
    return out;
}

} // namespace capioracle
