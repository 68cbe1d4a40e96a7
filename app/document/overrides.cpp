// SPDX-License-Identifier: MIT
#include "overrides.h"

#include <algorithm>

namespace hitmask {

namespace {

// The part of `inner` (placed at `at`) that lands inside a rectangle of size `outer`.
Mask placed(const Mask& inner, Rect at, Rect outer) {
    Mask out(outer.width, outer.height);
    out.blit(inner, inner.rect(), at.x - outer.x, at.y - outer.y, BlitOp::Copy);
    return out;
}

Rect united(const Rect& a, const Rect& b) {
    const int left = std::min(a.x, b.x);
    const int top = std::min(a.y, b.y);
    return {left, top, std::max(a.right(), b.right()) - left,
            std::max(a.bottom(), b.bottom()) - top};
}

} // namespace

std::size_t RegionEdit::changedPixels() const {
    Mask any = solidFlips;
    any.blit(emptyFlips, emptyFlips.rect(), 0, 0, BlitOp::Or);
    return any.count();
}

std::size_t RegionEdit::memoryBytes() const {
    auto bytes = [](const Mask& m) {
        return std::size_t(Mask::storageBytes(std::uint32_t(m.width()), std::uint32_t(m.height())));
    };
    return sizeof(RegionEdit) + bytes(solidFlips) + bytes(emptyFlips);
}

void RegionEdit::merge(const RegionEdit& later) {
    if (later.rect.isEmpty())
        return;
    if (rect.isEmpty()) {
        *this = later;
        return;
    }
    const Rect all = united(rect, later.rect);
    if (all != rect) {
        solidFlips = placed(solidFlips, rect, all);
        emptyFlips = placed(emptyFlips, rect, all);
        rect = all;
    }
    solidFlips.blit(later.solidFlips, later.solidFlips.rect(), later.rect.x - rect.x,
                    later.rect.y - rect.y, BlitOp::Xor);
    emptyFlips.blit(later.emptyFlips, later.emptyFlips.rect(), later.rect.x - rect.x,
                    later.rect.y - rect.y, BlitOp::Xor);
}

std::size_t OverrideLayer::countOutside(int frameWidth, int frameHeight) const {
    const Mask all = overridden(width(), height());
    return all.count() - all.copy({0, 0, frameWidth, frameHeight}).count();
}

void OverrideLayer::ensureSize(int w, int h) {
    if (w <= width() && h <= height())
        return;
    const Rect grown{0, 0, std::max(w, width()), std::max(h, height())};
    solid_ = placed(solid_, solid_.rect(), grown);
    empty_ = placed(empty_, empty_.rect(), grown);
}

void OverrideLayer::apply(const RegionEdit& edit) {
    if (edit.rect.isEmpty() || edit.rect.x < 0 || edit.rect.y < 0)
        return;
    ensureSize(edit.rect.right(), edit.rect.bottom());
    solid_.blit(edit.solidFlips, edit.solidFlips.rect(), edit.rect.x, edit.rect.y, BlitOp::Xor);
    empty_.blit(edit.emptyFlips, edit.emptyFlips.rect(), edit.rect.x, edit.rect.y, BlitOp::Xor);
}

RegionEdit OverrideLayer::editTo(Rect area, const Mask& solidAfter, const Mask& emptyAfter) const {
    RegionEdit edit{area, solid_.copy(area), empty_.copy(area)};
    edit.solidFlips.blit(solidAfter, solidAfter.rect(), 0, 0, BlitOp::Xor);
    edit.emptyFlips.blit(emptyAfter, emptyAfter.rect(), 0, 0, BlitOp::Xor);
    return edit;
}

Mask OverrideLayer::overridden(int w, int h) const {
    Mask all = solid_.copy({0, 0, w, h});
    all.blit(empty_, {0, 0, w, h}, 0, 0, BlitOp::Or);
    return all;
}

void OverrideLayer::assign(Mask solid, Mask empty) {
    solid_ = std::move(solid);
    empty_ = std::move(empty);
}

void OverrideLayer::applyTo(const Mask& autoMask, Mask& effective, Rect area) const {
    area = area.intersected(autoMask.rect());
    effective.blit(autoMask, area, area.x, area.y, BlitOp::Copy);
    effective.blit(empty_, area, area.x, area.y, BlitOp::AndNot);
    effective.blit(solid_, area, area.x, area.y, BlitOp::Or);
}

Mask OverrideLayer::effective(const Mask& autoMask) const {
    Mask result(autoMask.width(), autoMask.height());
    applyTo(autoMask, result, autoMask.rect());
    return result;
}

} // namespace hitmask
