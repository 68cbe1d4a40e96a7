// SPDX-License-Identifier: MIT
// What a tool, or a panel that steers the view, may know of the view that shows the
// frame in focus: the mapping between widget and frame pixels, the zoom, and the pan.
#pragma once

#include <QPoint>
#include <QPointF>
#include <QRect>
#include <QRectF>

namespace hitmask {

class ViewTransform {
public:
    // Frame pixel under a widget position (may lie outside the frame), and back.
    virtual QPoint pixelAt(QPointF widgetPos) const = 0;
    virtual QPointF widgetPosOf(QPointF pixel) const = 0;
    virtual QRectF widgetRectOf(const QRect& pixels) const = 0;
    // Widget pixels per frame pixel.
    virtual double zoom() const = 0;
    // The frame pixels the view shows (may reach outside the frame), and a pan that puts
    // `pixel` in its middle at the same zoom.
    virtual QRectF visiblePixels() const = 0;
    virtual void centreOn(QPointF pixel) = 0;

protected:
    ~ViewTransform() = default;
};

} // namespace hitmask
