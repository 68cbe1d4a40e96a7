// SPDX-License-Identifier: MIT
// b moved right by s overlaps a exactly when, in some shared row, a solid run of b,
// [q, q + len) once placed in a, lands on a solid pixel of a at [q + s, q + s + len).
// The push right is the smallest s >= 1 that no run of any row forbids. Rather than
// listing the interval every pair of runs forbids (quadratic in the runs: 540 MB for two
// 512 x 512 checkerboards), each run of b marks, in one bit set over a window of
// candidate pushes, the shifts at which it meets a: a's row read at the run's position
// and ORed over the run's length. Windows start next to 0 and double only while every
// candidate in them is forbidden, so the work follows the push found, not the masks'
// widths, and a window that fills up stops the row scan early. Up and down are the same
// question asked of the transposed masks.
#include <algorithm>
#include <bit>
#include <climits>
#include <hitmask/collide.hpp>
#include <hitmask/separation.hpp>
#include <hitmask/transform.hpp>
#include <vector>

namespace hitmask {

namespace {

using Word = std::uint64_t;

// Bits p .. p + 63 of `words` words; bits before the first word or past the last read 0.
Word bitsAt(const Word* words, long long count, long long p) {
    const long long k = p >> 6; // floor, also for negative p
    const int r = int(p & 63);
    const Word low = k >= 0 && k < count ? words[k] >> r : 0;
    if (r == 0)
        return low;
    const Word high = k + 1 >= 0 && k + 1 < count ? words[k + 1] << (64 - r) : 0;
    return low | high;
}

struct Run {
    long long begin; // first solid pixel
    long long end;   // one past the last
};

void rowRuns(const Mask& mask, int y, std::vector<Run>& out) {
    out.clear();
    const Word* words = mask.row(y);
    const Rect box = mask.bounds();
    long long start = -1;
    for (int k = box.x >> 6; k <= (box.right() - 1) >> 6; ++k) {
        const Word bits = words[k];
        int bit = 0;
        // Walk the word's transitions: alternately find the next set and clear bit.
        while (bit < 64) {
            if (start < 0) {
                const Word rest = bits >> bit;
                if (rest == 0)
                    break;
                bit += std::countr_zero(rest);
                start = 64LL * k + bit;
            } else {
                const Word rest = ~bits >> bit;
                if (rest == 0)
                    break;
                bit += std::countr_zero(rest);
                out.push_back({start, 64LL * k + bit});
                start = -1;
            }
        }
    }
    if (start >= 0)
        out.push_back({start, box.right()});
}

// One direction of one axis: the smallest push of b along a's rows, towards larger x
// (sign +1) or smaller x (sign -1), for masks that overlap at (dx, dy).
class Sweep {
public:
    Sweep(const Mask& a, const Mask& b, long long dx, long long dy, int sign)
        : a_(a)
        , b_(b)
        , dx_(dx)
        , dy_(dy)
        , sign_(sign) {}

    long long push() {
        const Rect boxA = a_.bounds();
        const Rect boxB = b_.bounds();
        // From this push on, b's solid box is clear of a's: every larger one is free too.
        const long long limit =
            sign_ > 0 ? boxA.right() - (boxB.x + dx_) : boxB.right() + dx_ - boxA.x;
        // Most pushes in play are one pixel (touching shapes, dithering): one overlap
        // test settles those.
        if (limit <= 1 || !overlaps(a_, b_, int(dx_ + sign_), int(dy_)))
            return 1;
        top_ = std::max<long long>(boxA.y, boxB.y + dy_);
        bottom_ = std::min<long long>(boxA.bottom(), boxB.bottom() + dy_);
        long long first = 2;
        long long size = 64;
        while (first < limit) {
            size = std::min(size, limit - first);
            if (const long long free = firstFreeIn(first, size); free >= 0)
                return free;
            first += size;
            size *= 2;
        }
        return limit;
    }

private:
    // The smallest push in first .. first + size - 1 that no run forbids, or -1.
    long long firstFreeIn(long long first, long long size) {
        // Bit j of `forbidden` stands for push first + j going right, and for push
        // first + size - 1 - j going left: either way for a's pixels from base + j on.
        const std::size_t words = std::size_t((size + 63) / 64);
        forbidden_.assign(words, 0);
        const Word lastWord = size % 64 == 0 ? ~Word{0} : (Word{1} << (size % 64)) - 1;
        const Rect boxA = a_.bounds();
        for (long long y = top_; y < bottom_; ++y) {
            rowRuns(b_, int(y - dy_), runs_);
            const Word* row = a_.row(int(y));
            bool haveRunsA = false;
            std::size_t nextA = 0; // a's first run that may still meet a window
            for (const Run& run : runs_) {
                const long long q = run.begin + dx_;
                const long long base = sign_ > 0 ? q + first : q - (first + size - 1);
                const long long length = run.end - run.begin;
                if (base >= boxA.right() || base + size + length - 1 <= boxA.x)
                    continue;
                // A long run of b read against a's bits costs log(length) passes over
                // its window; against a few long runs of a, marking what each pair
                // forbids is cheaper (solid shapes). Pick the cheaper for each run.
                if (length > 8) {
                    if (!haveRunsA) {
                        rowRuns(a_, int(y), runsA_);
                        haveRunsA = true;
                    }
                    while (nextA < runsA_.size() && runsA_[nextA].end <= base)
                        ++nextA;
                    const long long passes = std::bit_width(std::uint64_t(length));
                    const long long budget = (size + length + 63) / 64 * passes;
                    if (markPairs(nextA, base, size, length, budget))
                        continue;
                }
                markRun(row, base, size, length);
            }
            bool full = forbidden_[words - 1] == lastWord;
            for (std::size_t k = 0; full && k + 1 < words; ++k)
                full = forbidden_[k] == ~Word{0};
            if (full)
                return -1;
        }
        const auto open = [&](std::size_t k) {
            return ~forbidden_[k] & (k + 1 == words ? lastWord : ~Word{0});
        };
        if (sign_ > 0) {
            for (std::size_t k = 0; k < words; ++k)
                if (const Word bits = open(k); bits != 0)
                    return first + 64LL * static_cast<long long>(k) + std::countr_zero(bits);
        } else {
            // Going left the smallest push is the highest open bit.
            for (std::size_t k = words; k-- > 0;)
                if (const Word bits = open(k); bits != 0)
                    return first + size - 1 -
                           (64LL * static_cast<long long>(k) + 63 - std::countl_zero(bits));
        }
        return -1;
    }

    // Marks the pushes each run of a from `from` on forbids against b's run, merging
    // neighbours first so that every bit is set once. Gives up, marking nothing, when
    // more than `budget` runs of a meet the window.
    bool markPairs(std::size_t from, long long base, long long size, long long length,
                   long long budget) {
        const long long end = base + size + length - 1; // a's pixels that matter
        std::size_t last = from;
        while (last < runsA_.size() && runsA_[last].begin < end) {
            if (static_cast<long long>(last - from) >= budget)
                return false;
            ++last;
        }
        // a's run [begin, end) meets the window at j from begin - length + 1 - base to
        // end - 1 - base.
        long long low = 0;
        long long high = -1;
        for (std::size_t i = from; i < last; ++i) {
            const long long l = runsA_[i].begin - length + 1 - base;
            const long long h = runsA_[i].end - 1 - base;
            if (high >= low && l <= high + 1) {
                high = std::max(high, h);
                continue;
            }
            setBits(low, high, size);
            low = l;
            high = h;
        }
        setBits(low, high, size);
        return true;
    }

    // Sets bits low .. high of `forbidden`, clipped to 0 .. size - 1.
    void setBits(long long low, long long high, long long size) {
        low = std::max(low, 0LL);
        high = std::min(high, size - 1);
        if (high < low)
            return;
        const long long first = low >> 6;
        const long long last = high >> 6;
        const Word lowMask = ~Word{0} << (low & 63);
        const Word highMask = ~Word{0} >> (63 - (high & 63));
        if (first == last) {
            forbidden_[std::size_t(first)] |= lowMask & highMask;
            return;
        }
        forbidden_[std::size_t(first)] |= lowMask;
        for (long long k = first + 1; k < last; ++k)
            forbidden_[std::size_t(k)] = ~Word{0};
        forbidden_[std::size_t(last)] |= highMask;
    }

    // forbidden[j] |= any of a's pixels base + j .. base + j + length - 1 is solid, for
    // j < size: a's row read from base, then ORed with itself shifted by 1, 2, 4, ...
    // until every bit covers `length` pixels.
    void markRun(const Word* row, long long base, long long size, long long length) {
        const long long bits = size + length - 1;
        const std::size_t count = std::size_t((bits + 63) / 64);
        window_.resize(count);
        const long long rowWords = a_.wordsPerRow();
        for (std::size_t k = 0; k < count; ++k)
            window_[k] = bitsAt(row, rowWords, base + 64LL * static_cast<long long>(k));
        for (long long covered = 1; covered < length;) {
            const long long step = std::min(covered, length - covered);
            // In place from the low end: each word reads only itself and higher ones.
            for (std::size_t k = 0; k < count; ++k)
                window_[k] |= bitsAt(window_.data(), static_cast<long long>(count),
                                     64LL * static_cast<long long>(k) + step);
            covered += step;
        }
        for (std::size_t k = 0; k < forbidden_.size(); ++k)
            forbidden_[k] |= window_[k];
    }

    const Mask& a_;
    const Mask& b_;
    long long dx_;
    long long dy_;
    int sign_;
    long long top_ = 0;
    long long bottom_ = 0;
    std::vector<Run> runs_;  // b's row
    std::vector<Run> runsA_; // a's row, read only for long runs of b
    std::vector<Word> forbidden_;
    std::vector<Word> window_;
};

int pushOf(const Mask& a, const Mask& b, int dx, int dy, int sign) {
    return int(std::min<long long>(Sweep(a, b, dx, dy, sign).push(), INT_MAX));
}

Separation separate(const Mask& rowsA, const Mask& columnsA, const Mask& rowsB,
                    const Mask& columnsB, int dx, int dy) {
    if (!overlaps(rowsA, rowsB, dx, dy))
        return {};
    return {pushOf(rowsA, rowsB, dx, dy, -1), pushOf(rowsA, rowsB, dx, dy, 1),
            pushOf(columnsA, columnsB, dy, dx, -1), pushOf(columnsA, columnsB, dy, dx, 1)};
}

} // namespace

SeparationMask::SeparationMask(Mask mask)
    : rows_(std::move(mask))
    , columns_(transposed(rows_)) {}

Separation separation(const SeparationMask& a, const SeparationMask& b, int dx, int dy) {
    return separate(a.rows_, a.columns_, b.rows_, b.columns_, dx, dy);
}

Separation separation(const Mask& a, const Mask& b, int dx, int dy) {
    if (!overlaps(a, b, dx, dy))
        return {};
    return separate(a, transposed(a), b, transposed(b), dx, dy);
}

} // namespace hitmask
