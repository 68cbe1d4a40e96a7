// SPDX-License-Identifier: MIT
// One readout line: the shown pair's collision by exact minimal box sets next to the
// pixel verdict, saying plainly when the two disagree.
#pragma once

#include "common/collisionreport.h"

#include <QLabel>
#include <hitmask/geometry.hpp>
#include <vector>

namespace hitmask {

class BoxReadout final : public QLabel {
    Q_OBJECT

public:
    explicit BoxReadout(QWidget* parent = nullptr);

    // The posed mask of A (which == 0) or B (which == 1). Boxes are cut here, once per
    // sprite, frame and pose, not on every move.
    void setMask(int which, const Mask& posedMask);
    void showReport(const CollisionReport& report);

    std::size_t boxCount(int which) const { return boxes_[which].size(); }
    // Whether the box sets overlap at the last report's offset.
    bool boxesOverlapNow() const { return overlap_; }

private:
    std::vector<Rect> boxes_[2];
    bool overlap_ = false;
};

} // namespace hitmask
