// SPDX-License-Identifier: MIT
// The zoom steps a view offers the View menu, which zooms whichever view is shown: the
// editor's canvas or the collision preview.
#pragma once

namespace hitmask {

class Zoomable {
public:
    virtual void zoomIn() = 0;
    virtual void zoomOut() = 0;
    // The largest zoom that shows the whole frame, centred.
    virtual void zoomToFit() = 0;
    // Widget pixels per frame pixel, about the middle of the view.
    virtual void setZoom(double zoom) = 0;

protected:
    ~Zoomable() = default;
};

} // namespace hitmask
