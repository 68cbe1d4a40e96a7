// SPDX-License-Identifier: MIT
// Sets the origin (pivot) of the frame on the canvas: the left button drags it, snapped to
// the top-left corner of the pixel under the mouse, and sets it where the drag ends, one
// undo step per drag (a click is a drag that does not move); the right button gives back
// the file's. Frame Properties sets it by number, Edit ▸ Origin by presets.
#pragma once

#include "abstracttool.h"

namespace hitmask {

class OriginTool final : public AbstractTool {
    Q_OBJECT

public:
    OriginTool(ToolSettings* settings, QObject* parent = nullptr);

    void press(EditFocus& focus, const ToolEvent& event) override;
    void move(EditFocus& focus, const ToolEvent& event) override;
    void release(EditFocus& focus, const ToolEvent& event) override;
    void paintIcon(QPainter& painter) const override;
    void paintPreview(QPainter& painter, const ViewTransform& view) const override;
    QRect previewPixels() const override;

private:
    // Where the drag would put the origin: `pixel`'s corner, or nothing past the largest
    // origin a frame takes.
    static bool reachable(QPoint pixel);

    bool dragging_ = false;
    QPoint target_;
    // The marker's reach in frame pixels at the zoom it was last drawn at, so that the
    // canvas repaints all of it as it moves.
    mutable int reach_ = 8;
};

} // namespace hitmask
