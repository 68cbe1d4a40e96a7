// SPDX-License-Identifier: MIT
// Box sets under a budget: merge touching boxes or drop small ones until few enough,
// cheapest first, then count the wrong pixels exactly.
#include <algorithm>
#include <cstdint>
#include <hitmask/boxes.hpp>
#include <queue>
#include <utility>

namespace hitmask {

namespace {

// Solid pixels in any rectangle of the mask in O(1). 32-bit sums: the largest mask the
// app loads (16384²) holds 2^28 pixels, and it halves the memory.
class SolidSums {
public:
    explicit SolidSums(const Mask& mask)
        : pitch_(static_cast<std::size_t>(mask.width()) + 1)
        , sums_(pitch_ * (static_cast<std::size_t>(mask.height()) + 1), 0) {
        for (int y = 0; y < mask.height(); ++y) {
            const std::uint64_t* row = mask.row(y);
            std::uint32_t run = 0;
            for (int x = 0; x < mask.width(); ++x) {
                run += std::uint32_t((row[x >> 6] >> (x & 63)) & 1U);
                at(x + 1, y + 1) = at(x + 1, y) + run;
            }
        }
    }
    [[nodiscard]] std::int64_t count(const Rect& r) const {
        return std::int64_t(at(r.right(), r.bottom())) - at(r.x, r.bottom()) - at(r.right(), r.y) +
               at(r.x, r.y);
    }

private:
    std::uint32_t& at(int x, int y) { return sums_[std::size_t(y) * pitch_ + std::size_t(x)]; }
    [[nodiscard]] std::uint32_t at(int x, int y) const {
        return sums_[std::size_t(y) * pitch_ + std::size_t(x)];
    }
    std::size_t pitch_;
    std::vector<std::uint32_t> sums_;
};

Rect united(const Rect& a, const Rect& b) {
    const int left = std::min(a.x, b.x);
    const int top = std::min(a.y, b.y);
    return {left, top, std::max(a.right(), b.right()) - left,
            std::max(a.bottom(), b.bottom()) - top};
}

bool contains(const Rect& outer, const Rect& inner) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
           inner.bottom() <= outer.bottom();
}

// Pairs of boxes of a partition that share an edge or a corner: boxes whose right edge
// lies on the line where others start, matched along that line by a two-pointer walk.
template <typename Near, typename Far, typename Lo, typename Hi>
void touching(const std::vector<Rect>& boxes, Near nearEdge, Far farEdge, Lo lo, Hi hi,
              std::vector<std::vector<int>>& neighbours) {
    std::vector<int> ending(boxes.size()), starting(boxes.size());
    for (int i = 0; i < int(boxes.size()); ++i)
        ending[i] = starting[i] = i;
    std::sort(ending.begin(), ending.end(), [&](int a, int b) {
        return std::pair(farEdge(boxes[a]), lo(boxes[a])) <
               std::pair(farEdge(boxes[b]), lo(boxes[b]));
    });
    std::sort(starting.begin(), starting.end(), [&](int a, int b) {
        return std::pair(nearEdge(boxes[a]), lo(boxes[a])) <
               std::pair(nearEdge(boxes[b]), lo(boxes[b]));
    });
    std::size_t i = 0, j = 0;
    while (i < ending.size() && j < starting.size()) {
        const Rect& a = boxes[ending[i]];
        const Rect& b = boxes[starting[j]];
        if (farEdge(a) != nearEdge(b)) {
            (farEdge(a) < nearEdge(b) ? i : j)++;
            continue;
        }
        if (lo(a) <= hi(b) && lo(b) <= hi(a)) {
            neighbours[ending[i]].push_back(starting[j]);
            neighbours[starting[j]].push_back(ending[i]);
        }
        // Advance whichever ends first along the line (boxes on one line never overlap).
        if (hi(a) <= hi(b))
            ++i;
        else
            ++j;
    }
}

struct Candidate {
    std::int64_t cost;
    int a;
    int b; // -1: drop a
    bool operator>(const Candidate& o) const { return cost > o.cost; }
};

} // namespace

BoxFit measureBoxes(const Mask& mask, std::vector<Rect> boxes) {
    BoxFit fit;
    const int width = mask.width();
    const int height = mask.height();
    std::vector<std::int32_t> diff((std::size_t(width) + 1) * (std::size_t(height) + 1), 0);
    const auto at = [&](int x, int y) -> std::int32_t& {
        return diff[std::size_t(y) * (std::size_t(width) + 1) + std::size_t(x)];
    };
    for (Rect& box : boxes) {
        box = box.intersected(mask.rect());
        if (box.isEmpty())
            continue;
        ++at(box.x, box.y);
        --at(box.right(), box.y);
        --at(box.x, box.bottom());
        ++at(box.right(), box.bottom());
        fit.boxes.push_back(box);
    }
    std::vector<std::int32_t> cover(std::size_t(width) + 1, 0);
    for (int y = 0; y < height; ++y) {
        const std::uint64_t* row = mask.row(y);
        std::int32_t run = 0;
        for (int x = 0; x < width; ++x) {
            run += at(x, y);
            cover[x] += run;
            const bool solid = (row[x >> 6] >> (x & 63)) & 1U;
            fit.missing += solid && cover[x] == 0;
            fit.extra += !solid && cover[x] > 0;
        }
    }
    return fit;
}

BoxFit budgetBoxes(const Mask& mask, std::size_t maxBoxes) {
    std::vector<Rect> boxes = minimalBoxes(mask);
    if (boxes.size() <= maxBoxes)
        return BoxFit{std::move(boxes), 0, 0};
    if (maxBoxes == 0)
        return measureBoxes(mask, {});

    const SolidSums sums(mask);
    const auto extraIn = [&](const Rect& r) {
        return std::int64_t(r.width) * r.height - sums.count(r);
    };
    std::vector<std::vector<int>> neighbours(boxes.size());
    touching(
        boxes, [](const Rect& r) { return r.x; }, [](const Rect& r) { return r.right(); },
        [](const Rect& r) { return r.y; }, [](const Rect& r) { return r.bottom(); }, neighbours);
    touching(
        boxes, [](const Rect& r) { return r.y; }, [](const Rect& r) { return r.bottom(); },
        [](const Rect& r) { return r.x; }, [](const Rect& r) { return r.right(); }, neighbours);

    // Merged boxes are appended; `into` forwards a dead box to the box that absorbed it,
    // or -1 when it was dropped.
    std::vector<int> into(boxes.size(), -2);
    const auto resolve = [&](int i) {
        int root = i;
        while (root >= 0 && into[root] != -2)
            root = into[root];
        while (i >= 0 && into[i] != -2) { // path compression
            const int next = into[i];
            into[i] = root;
            i = next;
        }
        return root;
    };
    std::priority_queue<Candidate, std::vector<Candidate>, std::greater<>> queue;
    const auto pushMerge = [&](int a, int b) {
        const std::int64_t cost =
            extraIn(united(boxes[a], boxes[b])) - extraIn(boxes[a]) - extraIn(boxes[b]);
        queue.push({cost, a, b});
    };
    const auto pushDrop = [&](int a) {
        queue.push({sums.count(boxes[a]), a, -1});
    };
    for (int i = 0; i < int(boxes.size()); ++i) {
        pushDrop(i);
        for (const int n : neighbours[i])
            if (n > i)
                pushMerge(i, n);
    }

    std::size_t alive = boxes.size();
    while (alive > maxBoxes && !queue.empty()) {
        const Candidate c = queue.top();
        queue.pop();
        if (into[c.a] != -2 || (c.b >= 0 && into[c.b] != -2))
            continue; // one of them is gone: merged or dropped since
        if (c.b < 0) {
            into[c.a] = -1;
            --alive;
            continue;
        }
        const int merged = int(boxes.size());
        boxes.push_back(united(boxes[c.a], boxes[c.b]));
        into.push_back(-2);
        std::vector<int> around = std::move(neighbours[c.a]);
        around.insert(around.end(), neighbours[c.b].begin(), neighbours[c.b].end());
        neighbours[c.b].clear();
        into[c.a] = into[c.b] = merged;
        --alive;
        // Boxes now inside the merged one cost nothing to absorb.
        std::vector<int> kept;
        for (std::size_t k = 0; k < around.size(); ++k) {
            const int n = resolve(around[k]);
            if (n < 0 || n == merged)
                continue;
            if (contains(boxes[merged], boxes[n])) {
                into[n] = merged;
                --alive;
                around.insert(around.end(), neighbours[n].begin(), neighbours[n].end());
                neighbours[n].clear();
                continue;
            }
            kept.push_back(n);
        }
        std::sort(kept.begin(), kept.end());
        kept.erase(std::unique(kept.begin(), kept.end()), kept.end());
        for (const int n : kept) {
            neighbours[n].push_back(merged);
            pushMerge(n, merged);
        }
        neighbours.push_back(std::move(kept));
        pushDrop(merged);
    }
    std::vector<Rect> result;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (into[i] == -2)
            result.push_back(boxes[i]);
    return measureBoxes(mask, std::move(result));
}

} // namespace hitmask
