// SPDX-License-Identifier: MIT
// b moved right by s overlaps a exactly when some solid a pixel and b pixel of one row
// satisfy a = b + dx + s. Each pair of solid runs in a shared row forbids an interval of
// s; the pushes are the ends of the merged forbidden interval around s = 0. Up and down
// are the same question asked of the transposed masks.
#include <algorithm>
#include <bit>
#include <hitmask/collide.hpp>
#include <hitmask/separation.hpp>
#include <hitmask/transform.hpp>
#include <vector>

namespace hitmask {

namespace {

struct Run {
    long long begin; // first solid pixel
    long long end;   // one past the last
};

void rowRuns(const Mask& mask, int y, std::vector<Run>& out) {
    out.clear();
    const std::uint64_t* words = mask.row(y);
    const Rect box = mask.bounds();
    long long start = -1;
    for (int k = box.x >> 6; k <= (box.right() - 1) >> 6; ++k) {
        std::uint64_t bits = words[k];
        int bit = 0;
        // Walk the word's transitions: alternately find the next set and clear bit.
        while (bit < 64) {
            if (start < 0) {
                const std::uint64_t rest = bits >> bit;
                if (rest == 0)
                    break;
                bit += std::countr_zero(rest);
                start = 64LL * k + bit;
            } else {
                const std::uint64_t rest = ~bits >> bit;
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

struct Pushes {
    int negative; // pixels to move towards smaller x
    int positive;
};

Pushes horizontalPushes(const Mask& a, const Mask& b, int dx, int dy) {
    const Rect boxA = a.bounds();
    const Rect boxB = b.bounds();
    const long long top = std::max<long long>(boxA.y, 1LL * boxB.y + dy);
    const long long bottom = std::min<long long>(boxA.bottom(), 1LL * boxB.bottom() + dy);
    std::vector<Run> runsA;
    std::vector<Run> runsB;
    std::vector<Run> forbidden; // intervals of s, inclusive begin, exclusive end
    for (long long y = top; y < bottom; ++y) {
        rowRuns(a, int(y), runsA);
        if (runsA.empty())
            continue;
        rowRuns(b, int(y - dy), runsB);
        for (const Run& ra : runsA)
            for (const Run& rb : runsB)
                forbidden.push_back(
                    {ra.begin - (rb.end - 1) - dx, (ra.end - 1) - rb.begin - dx + 1});
    }
    std::sort(forbidden.begin(), forbidden.end(),
              [](const Run& l, const Run& r) { return l.begin < r.begin; });
    // Merge from the start; keep the merged interval that holds s = 0.
    long long lo = 0;
    long long hi = 0;
    bool open = false;
    for (const Run& f : forbidden) {
        if (open && f.begin <= hi) {
            hi = std::max(hi, f.end);
            continue;
        }
        if (open && lo <= 0 && 0 < hi)
            break;
        lo = f.begin;
        hi = f.end;
        open = true;
    }
    if (!open || !(lo <= 0 && 0 < hi))
        return {0, 0};
    return {int(1 - lo), int(hi)};
}

} // namespace

Separation separation(const Mask& a, const Mask& b, int dx, int dy) {
    if (!overlaps(a, b, dx, dy))
        return {};
    const Pushes across = horizontalPushes(a, b, dx, dy);
    const Pushes along = horizontalPushes(transposed(a), transposed(b), dy, dx);
    return {across.negative, across.positive, along.negative, along.positive};
}

} // namespace hitmask
