// SPDX-License-Identifier: MIT
#include "pixeledits.h"

namespace hitmask {

PixelEdits::PixelEdits(const Frame& frame)
    : frame_(frame)
    , touched_(frame.width(), frame.height())
    , solid_(touched_.width(), touched_.height())
    , empty_(touched_.width(), touched_.height()) {}

bool PixelEdits::claim(int x, int y) {
    if (x < 0 || y < 0 || x >= touched_.width() || y >= touched_.height() || touched_.test(x, y))
        return false;
    touched_.set(x, y, true);
    return true;
}

void PixelEdits::set(int x, int y, Override state) {
    if (!claim(x, y))
        return;
    if (state == Override::Solid)
        solid_.set(x, y, true);
    else if (state == Override::Empty)
        empty_.set(x, y, true);
}

void PixelEdits::setSpan(int y, int x0, int x1, Override state) {
    if (y < 0 || y >= touched_.height())
        return;
    // Pixels claimed before keep their state: only the untouched part of the span is set.
    Mask fresh(touched_.width(), 1);
    fresh.setRect({x0, 0, x1 - x0, 1}, true);
    fresh.blit(touched_, {0, y, touched_.width(), 1}, 0, 0, BlitOp::AndNot);
    if (fresh.isEmpty())
        return;
    touched_.blit(fresh, fresh.rect(), 0, y, BlitOp::Or);
    if (state == Override::Solid)
        solid_.blit(fresh, fresh.rect(), 0, y, BlitOp::Or);
    else if (state == Override::Empty)
        empty_.blit(fresh, fresh.rect(), 0, y, BlitOp::Or);
}

RegionEdit PixelEdits::take() const {
    const Rect area = touched_.bounds();
    if (area.isEmpty())
        return {};
    // After the edit: untouched pixels keep their layer state, touched ones take theirs.
    Mask solidAfter = frame_.overrides.forcedSolid().copy(area);
    Mask emptyAfter = frame_.overrides.forcedEmpty().copy(area);
    const Mask touched = touched_.copy(area);
    solidAfter.blit(touched, touched.rect(), 0, 0, BlitOp::AndNot);
    emptyAfter.blit(touched, touched.rect(), 0, 0, BlitOp::AndNot);
    solidAfter.blit(solid_, area, 0, 0, BlitOp::Or);
    emptyAfter.blit(empty_, area, 0, 0, BlitOp::Or);
    RegionEdit edit = frame_.overrides.editTo(area, solidAfter, emptyAfter);
    return edit.isEmpty() ? RegionEdit{} : edit;
}

} // namespace hitmask
