// SPDX-License-Identifier: MIT
#include "viewoptions.h"

#include <algorithm>

namespace hitmask {

ViewOptions::ViewOptions(QObject* parent)
    : QObject(parent) {}

void ViewOptions::setViewMode(ViewMode mode) {
    viewMode_ = mode;
    emit changed();
}

void ViewOptions::setOverlayOpacity(int percent) {
    percent = std::clamp(percent, 0, 100);
    if (percent == overlayOpacity_)
        return;
    overlayOpacity_ = percent;
    emit changed();
    emit overlayOpacityChanged(overlayOpacity_);
}

void ViewOptions::setGridVisible(bool visible) {
    gridVisible_ = visible;
    emit changed();
}

void ViewOptions::setOnionSkin(bool on) {
    onionSkin_ = on;
    emit changed();
}

void ViewOptions::setShapeView(ShapeView view) {
    shapeView_ = view;
    emit changed();
}

} // namespace hitmask
