// SPDX-License-Identifier: MIT
#include "zoomlevel.h"

#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>

namespace hitmask {

namespace {
// Reductions and magnifications, as the wheel and the keys step through them.
constexpr int kShrinkSteps[] = {16, 12, 8, 6, 4, 3, 2};
constexpr int kMagnifySteps[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};
} // namespace

ZoomLevel ZoomLevel::fromFactor(double factor) {
    if (!(factor > 0))
        return {};
    if (factor >= 1)
        return {std::clamp(int(std::lround(factor)), 1, kMaxMagnify), 1};
    return {1, std::clamp(int(std::lround(1 / factor)), 1, kMaxShrink)};
}

ZoomLevel ZoomLevel::stepped(int direction) const {
    // All levels in increasing order of factor.
    const QList<ZoomLevel> levels = all();
    // Compared as magnify/shrink against the other's, in integers.
    auto less = [](const ZoomLevel& a, const ZoomLevel& b) {
        return a.magnify_ * b.shrink_ < b.magnify_ * a.shrink_;
    };
    if (direction > 0) {
        for (const ZoomLevel& level : levels)
            if (less(*this, level))
                return level;
        return largest();
    }
    for (auto it = std::rbegin(levels); it != std::rend(levels); ++it)
        if (less(*it, *this))
            return *it;
    return smallest();
}

QList<ZoomLevel> ZoomLevel::all() {
    QList<ZoomLevel> levels;
    for (int s : kShrinkSteps)
        levels.append({1, s});
    for (int m : kMagnifySteps)
        levels.append({m, 1});
    return levels;
}

QString ZoomLevel::text() const {
    // One decimal only below 10%.
    const double percent = factor() * 100;
    return tr("%1%").arg(QLocale().toString(percent, 'f', percent < 10 ? 1 : 0));
}

ZoomLevel ZoomLevel::fit(QSize content, QSize room) {
    const int w = std::max(1, content.width());
    const int h = std::max(1, content.height());
    const int rw = std::max(1, room.width());
    const int rh = std::max(1, room.height());
    if (w <= rw && h <= rh) {
        const int most = std::min(rw / w, rh / h);
        int chosen = 1;
        for (int m : kMagnifySteps)
            if (m <= most)
                chosen = m;
        return {chosen, 1};
    }
    // The frame's ceil(w / s) x ceil(h / s) screen pixels must fit.
    for (auto it = std::rbegin(kShrinkSteps); it != std::rend(kShrinkSteps); ++it)
        if ((w + *it - 1) / *it <= rw && (h + *it - 1) / *it <= rh)
            return {1, *it};
    return smallest();
}

} // namespace hitmask
