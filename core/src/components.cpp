// SPDX-License-Identifier: MIT
#include "rowbits.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <hitmask/components.hpp>
#include <numeric>

namespace hitmask {

namespace {

// Solid runs in the whole mask: the pixels whose left neighbour is empty. Counted first
// so the run list is allocated once.
std::size_t countRuns(const Mask& mask) noexcept {
    std::size_t n = 0;
    const Rect box = mask.bounds();
    for (int y = box.y; y < box.bottom(); ++y) {
        const std::uint64_t* row = mask.row(y);
        std::uint64_t carry = 0; // the last pixel of the previous word, at bit 0
        for (int k = 0; k < mask.wordsPerRow(); ++k) {
            n += static_cast<std::size_t>(std::popcount(row[k] & ~((row[k] << 1) | carry)));
            carry = row[k] >> 63;
        }
    }
    return n;
}

std::size_t findRoot(std::vector<std::size_t>& parent, std::size_t r) noexcept {
    while (parent[r] != r) {
        parent[r] = parent[parent[r]]; // path halving keeps the trees flat
        r = parent[r];
    }
    return r;
}

// The smaller index becomes the root, so a root is always its component's first run.
void unite(std::vector<std::size_t>& parent, std::size_t a, std::size_t b) noexcept {
    a = findRoot(parent, a);
    b = findRoot(parent, b);
    if (a < b)
        parent[b] = a;
    else if (b < a)
        parent[a] = b;
}

} // namespace

ComponentLabels::ComponentLabels(const Mask& mask, Connectivity connectivity)
    : width_(mask.width())
    , height_(mask.height()) {
    rowStart_.assign(static_cast<std::size_t>(height_) + 1, 0);
    const Rect box = mask.bounds();
    // Runs start where a solid pixel follows an empty one and end where an empty one
    // follows a solid one: both found a word at a time, their bits read off in order.
    runs_.resize(countRuns(mask));
    std::size_t begins = 0, ends = 0;
    const int firstWord = box.x / 64;
    const int lastWord = box.isEmpty() ? -1 : (box.right() - 1) / 64;
    for (int y = 0; y < height_; ++y) {
        rowStart_[static_cast<std::size_t>(y)] = begins;
        if (y < box.y || y >= box.bottom())
            continue;
        const std::uint64_t* row = mask.row(y);
        std::uint64_t carry = 0; // the pixel before the word, at bit 0
        for (int k = firstWord; k <= lastWord; ++k) {
            const std::uint64_t w = row[k];
            const std::uint64_t before = (w << 1) | carry;
            carry = w >> 63;
            for (std::uint64_t starts = w & ~before; starts != 0; starts &= starts - 1)
                runs_[begins++].begin = k * 64 + std::countr_zero(starts);
            for (std::uint64_t stops = ~w & before; stops != 0; stops &= stops - 1)
                runs_[ends++].end = k * 64 + std::countr_zero(stops);
        }
        if (carry != 0) // solid up to a width that is a multiple of 64
            runs_[ends++].end = (lastWord + 1) * 64;
    }
    rowStart_[static_cast<std::size_t>(height_)] = runs_.size();

    // Runs in neighbouring rows touch when their spans overlap, or for eight-connectivity
    // when they meet at a corner (one's end is the other's begin).
    const int reach = connectivity == Connectivity::Eight ? 1 : 0;
    std::vector<std::size_t> parent(runs_.size());
    std::iota(parent.begin(), parent.end(), std::size_t{0});
    for (int y = 1; y < height_; ++y) {
        std::size_t i = rowStart_[static_cast<std::size_t>(y) - 1];
        const std::size_t iEnd = rowStart_[static_cast<std::size_t>(y)];
        std::size_t j = iEnd;
        const std::size_t jEnd = rowStart_[static_cast<std::size_t>(y) + 1];
        while (i < iEnd && j < jEnd) {
            const Run& above = runs_[i];
            const Run& here = runs_[j];
            if (above.begin < here.end + reach && here.begin < above.end + reach) {
                // The first run above that a run meets adopts it outright (its root comes
                // earlier); only a second one needs a full union.
                if (parent[j] == j)
                    parent[j] = findRoot(parent, i);
                else
                    unite(parent, i, j);
            }
            if (above.end < here.end)
                ++i;
            else
                ++j;
        }
    }

    // Roots come first in their components, so one pass in run order numbers the
    // components in raster order of their first pixels.
    runLabel_.resize(runs_.size());
    for (int y = 0; y < height_; ++y) {
        for (std::size_t r = rowStart_[static_cast<std::size_t>(y)];
             r < rowStart_[static_cast<std::size_t>(y) + 1]; ++r) {
            const Run run = runs_[r];
            const std::size_t root = findRoot(parent, r);
            if (root == r) {
                runLabel_[r] = static_cast<std::uint32_t>(components_.size());
                components_.push_back({{run.begin, y, 0, 0}, 0, {run.begin, y}});
            } else {
                runLabel_[r] = runLabel_[root];
            }
            ComponentInfo& info = components_[runLabel_[r]];
            const int left = std::min(info.bounds.x, run.begin);
            const int right = std::max(info.bounds.right(), run.end);
            info.bounds = {left, info.bounds.y, right - left, y + 1 - info.bounds.y};
            info.pixels += static_cast<std::uint64_t>(run.end - run.begin);
        }
    }
}

std::optional<std::size_t> ComponentLabels::componentAt(Point p) const noexcept {
    if (p.x < 0 || p.y < 0 || p.x >= width_ || p.y >= height_)
        return std::nullopt;
    const auto first =
        runs_.begin() + static_cast<std::ptrdiff_t>(rowStart_[static_cast<std::size_t>(p.y)]);
    const auto last =
        runs_.begin() + static_cast<std::ptrdiff_t>(rowStart_[static_cast<std::size_t>(p.y) + 1]);
    const auto after =
        std::upper_bound(first, last, p.x, [](int x, const Run& run) { return x < run.begin; });
    if (after == first || (after - 1)->end <= p.x)
        return std::nullopt;
    return runLabel_[static_cast<std::size_t>(after - 1 - runs_.begin())];
}

Mask ComponentLabels::mask(std::size_t i) const {
    Mask out(width_, height_);
    if (i >= components_.size())
        return out;
    const Rect box = components_[i].bounds;
    for (int y = box.y; y < box.bottom(); ++y) {
        std::uint64_t* row = out.mutableRow(y);
        for (std::size_t r = rowStart_[static_cast<std::size_t>(y)];
             r < rowStart_[static_cast<std::size_t>(y) + 1]; ++r)
            if (runLabel_[r] == i)
                detail::setSpan(row, runs_[r].begin, runs_[r].end);
    }
    out.finishRows();
    return out;
}

std::vector<Mask> ComponentLabels::masks(std::uint64_t minimum) const {
    std::vector<Mask> out;
    std::vector<std::size_t> slot(components_.size(), SIZE_MAX);
    for (std::size_t i = 0; i < components_.size(); ++i) {
        if (components_[i].pixels >= minimum) {
            slot[i] = out.size();
            out.emplace_back(width_, height_);
        }
    }
    for (int y = 0; y < height_; ++y) {
        for (std::size_t r = rowStart_[static_cast<std::size_t>(y)];
             r < rowStart_[static_cast<std::size_t>(y) + 1]; ++r)
            if (const std::size_t k = slot[runLabel_[r]]; k != SIZE_MAX)
                detail::setSpan(out[k].mutableRow(y), runs_[r].begin, runs_[r].end);
    }
    for (Mask& m : out)
        m.finishRows();
    return out;
}

std::vector<Mask> connectedComponents(const Mask& mask, std::size_t minimum,
                                      Connectivity connectivity) {
    return ComponentLabels(mask, connectivity).masks(minimum);
}

Mask connectedComponent(const Mask& mask, Point p, Connectivity connectivity) {
    if (!mask.test(p.x, p.y))
        return Mask(mask.width(), mask.height());
    const ComponentLabels labels(mask, connectivity);
    return labels.mask(*labels.componentAt(p));
}

Mask largestComponent(const Mask& mask, Connectivity connectivity) {
    const ComponentLabels labels(mask, connectivity);
    std::size_t best = 0;
    for (std::size_t i = 1; i < labels.size(); ++i)
        if (labels[i].pixels > labels[best].pixels)
            best = i;
    return labels.mask(best); // an empty mask when there is no component
}

std::vector<Rect> boundingRects(const Mask& mask, Connectivity connectivity) {
    const ComponentLabels labels(mask, connectivity);
    std::vector<Rect> out;
    out.reserve(labels.size());
    for (const ComponentInfo& info : labels.components())
        out.push_back(info.bounds);
    return out;
}

} // namespace hitmask
