// SPDX-License-Identifier: MIT
#include "toolsettings.h"

#include <algorithm>

namespace hitmask {

void ToolSettings::setBrushSize(int size) {
    size = std::clamp(size, kMinBrush, kMaxBrush);
    if (size != brushSize_) {
        brushSize_ = size;
        emit changed();
    }
}

void ToolSettings::setBrushShape(BrushShape shape) {
    if (shape != brushShape_) {
        brushShape_ = shape;
        emit changed();
    }
}

void ToolSettings::setPaintSolid(bool solid) {
    if (solid != paintSolid_) {
        paintSolid_ = solid;
        emit changed();
    }
}

} // namespace hitmask
