// SPDX-License-Identifier: MIT
// How the canvas shows the frame in focus: the view mode, the mask overlay's opacity, the
// pixel grid, the onion skin and the collision shapes. Panels set and read them here, not
// on the widget.
#pragma once

#include <QObject>

namespace hitmask {

enum class ViewMode { SpriteAndMask, SpriteOnly, MaskOnly, MaskVsArt };
enum class ShapeView { None, Boxes, Polygons };

class ViewOptions final : public QObject {
    Q_OBJECT

public:
    explicit ViewOptions(QObject* parent = nullptr);

    ViewMode viewMode() const { return viewMode_; }
    void setViewMode(ViewMode mode);
    int overlayOpacity() const { return overlayOpacity_; }
    void setOverlayOpacity(int percent);
    bool gridVisible() const { return gridVisible_; }
    void setGridVisible(bool visible);
    // Outlines of the previous and next frames' masks over this one, when there are any.
    bool onionSkin() const { return onionSkin_; }
    void setOnionSkin(bool on);
    // Collision boxes or polygons over the frame (the canvas's shapeOverlay() has them).
    ShapeView shapeView() const { return shapeView_; }
    void setShapeView(ShapeView view);

signals:
    // Any of them changed.
    void changed();
    void overlayOpacityChanged(int percent);

private:
    ViewMode viewMode_ = ViewMode::SpriteAndMask;
    int overlayOpacity_ = 35;
    bool gridVisible_ = true;
    bool onionSkin_ = false;
    ShapeView shapeView_ = ShapeView::None;
};

} // namespace hitmask
