// SPDX-License-Identifier: MIT
// Shared pieces of hitmask-conformance-gen: the random source, the plain pixel grids the
// cases are drawn on (and checked against), and the case lists each part builds.
#pragma once

#include <cstdint>
#include <hitmask/codec.hpp>
#include <string>
#include <vector>

namespace conformance {

// splitmix64: the same numbers on every compiler and library, unlike std's distributions.
class Rng {
public:
    explicit Rng(std::uint64_t seed)
        : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // 0 .. n - 1 (n >= 1).
    std::uint64_t below(std::uint64_t n) { return next() % n; }
    // lo .. hi, both included.
    std::int64_t between(std::int64_t lo, std::int64_t hi) {
        return lo + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(hi - lo) + 1));
    }
    int betweenInt(int lo, int hi) { return static_cast<int>(between(lo, hi)); }
    bool perMille(int chance) { return below(1000) < static_cast<std::uint64_t>(chance); }

private:
    std::uint64_t state_;
};

// A mask as the plain bytes the oracles read: 1 solid, 0 empty, row-major. It shares no
// code with hitmask::Mask.
struct Picture {
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;

    Picture() = default;
    Picture(int w, int h, bool solid = false)
        : width(w)
        , height(h)
        , pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), solid ? 1 : 0) {}

    [[nodiscard]] bool at(int x, int y) const {
        return pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                      static_cast<std::size_t>(x)] != 0;
    }
    void put(int x, int y, bool solid) {
        pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
               static_cast<std::size_t>(x)] = solid ? 1 : 0;
    }
};

struct FrameSpec {
    hitmask::Point origin;
    std::vector<Picture> channels; // one per channel name, all of one size
};

// A valid file: what it holds, and the bytes it is written as.
struct FileSpec {
    std::string name;
    int version = 2;
    hitmask::Encoding encoding = hitmask::Encoding::Bytes;
    std::vector<std::string> channels;
    std::vector<FrameSpec> frames;
    std::vector<std::uint8_t> exactBytes; // when set, what the file must be byte for byte
};

struct MalformedSpec {
    std::string name;
    std::vector<std::uint8_t> bytes;
    std::string reason; // a fragment the core's message must hold: the file fails as meant
};

struct RgbaImage {
    std::string name;
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels; // R, G, B, A
};

// A mask of one of the valid files.
struct MaskRef {
    std::string file;
    int frame = 0;
    std::string channel;
};

struct OffsetAnswer {
    std::int64_t dx = 0;
    std::int64_t dy = 0;
    bool overlaps = false;
    std::uint64_t area = 0;
    bool hasContact = false;
    hitmask::Point contact;
};

struct PairCase {
    MaskRef a;
    MaskRef b;
    std::vector<OffsetAnswer> offsets;
};

struct WorldAdd {
    int entry = 0;
    MaskRef mask;
    int x = 0;
    int y = 0;
    std::uint32_t layers = 1;
    std::uint32_t collidesWith = 0xFFFFFFFFu;
};
struct WorldMove {
    int entry = 0;
    int x = 0;
    int y = 0;
};
struct WorldStep {
    std::vector<WorldAdd> adds;
    std::vector<WorldMove> moves;
    std::vector<int> removes;
    std::vector<std::pair<int, int>> pairs;
};
struct WorldCase {
    int cellSize = 64;
    std::vector<WorldStep> steps;
    int reusedIds = 0; // adds that got a removed entry's id back (not written out)
};

// pictures.cpp
std::vector<FileSpec> validFiles();
std::vector<std::uint8_t> fileBytes(const FileSpec& spec);
std::vector<RgbaImage> rgbaImages();
Picture rgbaOracle(const RgbaImage& image, std::uint8_t threshold);
// malformed.cpp
std::vector<MalformedSpec> malformedFiles();
// The valid files whose every prefix is a malformed case.
std::vector<std::vector<std::uint8_t>> truncatedBases();

// The loaded files and the pictures they were written from, by name.
struct Library {
    std::vector<FileSpec> specs;
    std::vector<hitmask::MaskFile> loaded;

    [[nodiscard]] const hitmask::Mask& mask(const MaskRef& ref) const;
    [[nodiscard]] const Picture& picture(const MaskRef& ref) const;
    [[nodiscard]] std::vector<MaskRef> allMasks() const;
};

// answers.cpp: every answer from the core, each checked against a plain loop (aborts on a
// disagreement).
std::vector<PairCase> pairCases(const Library& library);
std::vector<WorldCase> worldCases(const Library& library);

[[noreturn]] void fail(const std::string& why);

} // namespace conformance
