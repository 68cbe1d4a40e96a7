// SPDX-License-Identifier: MIT
// The pixel canvas: one frame of a sprite under its mask, zoomed, panned, and edited
// through the current tool.
#pragma once

#include "shapeoverlay.h"

#include <QPointer>
#include <QWidget>

namespace hitmask {

class AbstractTool;
class ProjectDocument;
struct Frame;
class Sprite;

enum class ViewMode { SpriteAndMask, SpriteOnly, MaskOnly, MaskVsArt };

class CanvasView final : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMinZoom = 1;
    static constexpr int kMaxZoom = 64;
    static constexpr int kGridMinZoom = 8;

    explicit CanvasView(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    ProjectDocument* document() const;
    void setSprite(int spriteId, int frame = 0);
    int spriteId() const { return spriteId_; }
    int frameIndex() const { return frame_; }
    const Sprite* sprite() const;
    const Frame* frame() const;

    void setTool(AbstractTool* tool);
    AbstractTool* tool() const { return tool_; }

    int zoom() const { return zoom_; }
    // Keeps the sprite pixel under `anchor` (widget coordinates) in place.
    void setZoom(int zoom, QPointF anchor);
    void setZoom(int zoom) { setZoom(zoom, rect().center()); }
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    // Scrolls so that the frame pixel sits in the middle of the view, at the same zoom.
    void centreOnPixel(QPoint pixel);
    // The next zoom step up (direction > 0) or down from `zoom`.
    static int zoomStep(int zoom, int direction);

    ViewMode viewMode() const { return viewMode_; }
    void setViewMode(ViewMode mode);
    int overlayOpacity() const { return overlayOpacity_; }
    void setOverlayOpacity(int percent);
    bool gridVisible() const { return gridVisible_; }
    void setGridVisible(bool visible);
    // Collision boxes or polygons over the frame, with their counts.
    ShapeView shapeView() const { return shapes_.view(); }
    void setShapeView(ShapeView view);
    QString shapeSummary() const { return shapes_.summary(); }

    // Frame pixel under a widget position (may lie outside the frame), and back.
    QPoint pixelAt(QPointF widgetPos) const;
    QPointF widgetPosOf(QPointF pixel) const;
    QRectF widgetRectOf(const QRect& pixels) const;

    QSize sizeHint() const override { return {800, 600}; }

signals:
    void zoomChanged(int zoom);
    // The pixel under the mouse, or an invalid point when the mouse left the frame.
    void hoveredPixelChanged(QPoint pixel);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void onMaskChanged(int spriteId, int frame, const QRect& area);
    void updatePixels(const QRect& pixels);
    void centre();
    void updateCursor();

    QPointer<ProjectDocument> document_;
    AbstractTool* tool_ = nullptr;
    int spriteId_ = -1;
    int frame_ = 0;
    int zoom_ = 8;
    QPointF origin_; // widget position of the frame's top-left pixel corner
    ViewMode viewMode_ = ViewMode::SpriteAndMask;
    int overlayOpacity_ = 35;
    bool gridVisible_ = true;
    bool spaceHeld_ = false;
    bool panning_ = false;
    bool toolActive_ = false;
    QPointF panStart_;
    QPoint lastHover_{-1, -1};
    bool fitPending_ = true;
    ShapeOverlay shapes_;
};

} // namespace hitmask
