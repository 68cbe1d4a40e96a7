// SPDX-License-Identifier: MIT
// Shared pieces of hitmask-conformance-gen: the random source, the plain pixel grids the
// cases are drawn on (and checked against), and the case lists each part builds.
#pragma once

#include <cstdint>
#include <hitmask/codec.hpp>
#include <hitmask/mask.hpp>
#include <ostream>
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

// left, right, up, down: the fewest pixels b moves that way alone to stop overlapping a.
struct Push {
    std::int64_t left = 0, right = 0, up = 0, down = 0;
    friend bool operator==(const Push&, const Push&) = default;
    // The smallest of the four as b's move; ties go left, right, up, down.
    [[nodiscard]] hitmask::Point vector() const;
};

struct OffsetAnswer {
    std::int64_t dx = 0;
    std::int64_t dy = 0;
    bool overlaps = false;
    std::uint64_t area = 0;
    bool hasContact = false;
    hitmask::Point contact;
    Push separation;
    bool hasOverlapMask = false; // written for small masks only
    hitmask::Mask overlapMask;
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

// World ops (the "events" and "queries" sections): applied in order; `id` is the id the
// core returned for the adds, the id named otherwise (stale ones too).
struct WorldOp {
    enum class Kind { Add, AddFrame, Move, SetFrame, SetMask, SetLayers, Remove };
    Kind kind = Kind::Add;
    std::uint32_t id = 0;
    MaskRef mask; // add, set_mask; add_frame and set_frame: file, frame, channel
    int x = 0, y = 0;
    std::uint32_t layers = 0, collidesWith = 0;
};

enum class Phase { Began, Stayed, Ended };
struct EventAnswer {
    std::uint32_t first = 0, second = 0;
    Phase phase = Phase::Began;
    std::uint64_t area = 0;
    bool hasContact = false;
    hitmask::Point contact;
    friend bool operator==(const EventAnswer&, const EventAnswer&) = default;
};
struct EventStep {
    std::vector<WorldOp> ops;
    std::vector<EventAnswer> events;
};
struct EventWorld {
    int cellSize = 64;
    std::vector<EventStep> steps;
};

struct QueryAnswer {
    enum class Kind { Point, Rect, Segment, Mask, CollisionsOf, Separation };
    Kind kind = Kind::Point;
    std::int64_t x = 0, y = 0, width = 0, height = 0; // point, rect, mask: x, y; segment: from
    std::int64_t toX = 0, toY = 0;                    // segment
    MaskRef mask;                                     // mask
    std::uint32_t layers = 0xFFFFFFFFu;
    bool hasExclude = false;
    std::uint32_t exclude = 0;
    std::uint32_t a = 0, b = 0;     // collisions_of: a; separation: a and b
    std::vector<std::uint32_t> ids; // point, rect, mask, collisions_of
    bool hit = false;               // segment: hit id, x, y
    std::uint32_t hitId = 0;
    hitmask::Point hitPixel;
    Push separation;
};
struct EntryPlace {
    std::uint32_t id = 0;
    std::int64_t px = 0, py = 0, ox = 0, oy = 0;
};
struct QueryWorld {
    int cellSize = 64;
    std::vector<WorldOp> ops;
    std::vector<EntryPlace> positions;
    std::vector<QueryAnswer> queries;
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
    // The frame's origin as the file was written (the model's) and as the core read it.
    [[nodiscard]] hitmask::Point writtenOrigin(const MaskRef& ref) const;
    [[nodiscard]] hitmask::Point loadedOrigin(const MaskRef& ref) const;
    [[nodiscard]] std::vector<MaskRef> allMasks() const;
};

// answers.cpp: every answer from the core, each checked against a plain loop (aborts on a
// disagreement).
std::vector<PairCase> pairCases(const Library& library);
std::vector<WorldCase> worldCases(const Library& library);
// events.cpp, queries.cpp: the same, for contact events and for queries.
std::vector<EventWorld> eventCases(const Library& library);
std::vector<QueryWorld> queryCases(const Library& library);

// plain.cpp: the oracles, plain loops over pictures from the definitions.
struct Box {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0; // half-open; x0 == x1 when there are none
    [[nodiscard]] bool empty() const { return x0 >= x1; }
};
Box solidBox(const Picture& p);
// Every pixel of a under b placed at (dx, dy), top to bottom and left to right: the first
// hit is the contact. With `stopAtFirst`, area counts only that one.
OffsetAnswer bruteForce(const Picture& a, const Picture& b, std::int64_t dx, std::int64_t dy,
                        bool stopAtFirst = false);
// b tried at one offset after another in each direction until it no longer overlaps a.
Push plainSeparation(const Picture& a, const Picture& b, std::int64_t dx, std::int64_t dy);
// a's size, solid where a and b placed at (dx, dy) both are.
Picture plainOverlapMask(const Picture& a, const Picture& b, std::int64_t dx, std::int64_t dy);

// generate.cpp: JSON pieces shared by the sections.
std::string quoted(const std::string& s);
std::string refJson(const MaskRef& ref);
std::vector<std::string> hexRows(const hitmask::Mask& mask);
// The mask has the picture's size, pixels and count.
bool samePixels(const hitmask::Mask& mask, const Picture& picture);
// Writes each item, a comma and a line break after each but the last.
template <typename T, typename F>
void list(std::ostream& out, const std::vector<T>& items, F write) {
    for (std::size_t i = 0; i < items.size(); ++i) {
        write(items[i]);
        out << (i + 1 < items.size() ? ",\n" : "\n");
    }
}
// json.cpp: the "pairs", "worlds", "events" and "queries" sections.
struct WorldCounts {
    std::size_t steps = 0, adds = 0, pairs = 0, reusedIds = 0;
};
std::size_t pairsJson(std::ostream& json, const std::vector<PairCase>& pairs); // the offsets
WorldCounts worldsJson(std::ostream& json, const std::vector<WorldCase>& worlds);
void eventsJson(std::ostream& json, const std::vector<EventWorld>& worlds);
void queriesJson(std::ostream& json, const std::vector<QueryWorld>& worlds);

[[noreturn]] void fail(const std::string& why);

} // namespace conformance
