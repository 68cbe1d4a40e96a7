// SPDX-License-Identifier: MIT
// Collision boxes or polygons drawn over the canvas with their counts, computed from the
// frame's mask the way the shape exports compute them, and again only when it changes.
#pragma once

#include "export/shapes.h"

#include <QCoreApplication>
#include <QPainter>

namespace hitmask {

enum class ShapeView { None, Boxes, Polygons };

class ShapeOverlay {
    Q_DECLARE_TR_FUNCTIONS(ShapeOverlay)

public:
    ShapeView view() const { return view_; }
    void setView(ShapeView view);
    // The mask changed: the shapes are worked out again at the next paint.
    void invalidate() { valid_ = false; }

    // Draws the shapes of `mask` for a frame whose top-left corner is at `origin`, `zoom`
    // screen pixels per frame pixel, with a summary in the top-left corner of `area`.
    void paint(QPainter& painter, const Mask& mask, QPointF origin, double zoom, const QRect& area);

    // "27 boxes, 0 wrong pixels" or "1 polygon, 100 vertices"; empty with no view.
    QString summary() const;
    const FrameShapes& shapes() const { return shapes_; }

private:
    void compute(const Mask& mask);

    ShapeView view_ = ShapeView::None;
    bool valid_ = false;
    FrameShapes shapes_;
    std::size_t wrongPixels_ = 0;
};

} // namespace hitmask
