// SPDX-License-Identifier: MIT
// The pixel canvas: one frame of a sprite under its mask, zoomed, panned, and edited
// through the current tool.
#pragma once

#include "shapeoverlay.h"
#include "zoomlevel.h"

#include <QColor>
#include <QPointer>
#include <QWidget>
#include <optional>

class QScrollBar;

namespace hitmask {

class AbstractTool;
class ProjectDocument;
struct Frame;
class Sprite;

enum class ViewMode { SpriteAndMask, SpriteOnly, MaskOnly, MaskVsArt };

class CanvasView final : public QWidget {
    Q_OBJECT

public:
    static constexpr double kMinZoom = 1.0 / ZoomLevel::kMaxShrink;
    static constexpr double kMaxZoom = ZoomLevel::kMaxMagnify;
    static constexpr int kGridMinZoom = 8;

    explicit CanvasView(QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    ProjectDocument* document() const;
    void setSprite(int spriteId, int frame = 0);
    int spriteId() const { return spriteId_; }
    int frameIndex() const { return frame_; }
    const Sprite* sprite() const;
    const Frame* frame() const;
    // The channel the tools paint on and the overlay shows on top: solid (id 0) unless
    // one was chosen. Showing another sprite keeps a channel of the same name.
    int channelId() const { return channelId_; }
    // Its index in the shown sprite's channels (0 when there is no sprite).
    int channelIndex() const;
    void setChannel(int channelId);

    void setTool(AbstractTool* tool);
    AbstractTool* tool() const { return tool_; }

    // Widget pixels per sprite pixel: 1/16 .. 64.
    double zoom() const { return zoom_.factor(); }
    const ZoomLevel& zoomLevel() const { return zoom_; }
    // Keeps the sprite pixel under `anchor` (widget coordinates) in place.
    void setZoom(double zoom, QPointF anchor);
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    // The largest zoom that shows the whole frame, centred; the view then fits again as
    // the widget is resized, until the user zooms or pans.
    void zoomToFit();
    // The part of the widget that shows the frame: all but the scroll bars.
    QRect viewport() const;
    // The frame pixels the viewport shows (may reach outside the frame), and a pan that
    // puts `pixel` in the viewport's middle: the navigator's two halves.
    QRectF visiblePixels() const;
    void centreOn(QPointF pixel);
    QScrollBar* horizontalScrollBar() const { return hbar_; }
    QScrollBar* verticalScrollBar() const { return vbar_; }
    // Scrolls so that the frame pixel sits in the middle of the view, at the same zoom.
    void centreOnPixel(QPoint pixel) { centreOn(QPointF(pixel) + QPointF(0.5, 0.5)); }

    ViewMode viewMode() const { return viewMode_; }
    void setViewMode(ViewMode mode);
    int overlayOpacity() const { return overlayOpacity_; }
    void setOverlayOpacity(int percent);
    bool gridVisible() const { return gridVisible_; }
    // The mask overlay's colour: the default unless the sprite's art is of a like colour.
    QColor maskColor() const { return maskColor_; }
    void setGridVisible(bool visible);
    // Outlines of the previous and next frames' masks over this one, when there are any.
    bool onionSkin() const { return onionSkin_; }
    void setOnionSkin(bool on);
    // Collision boxes or polygons over the frame, with their counts.
    ShapeView shapeView() const { return shapes_.view(); }
    void setShapeView(ShapeView view);
    QString shapeSummary() const { return shapes_.summary(); }
    // Shapes are computed off the GUI thread: shapesReady() says when they arrive.
    const ShapeOverlay& shapeOverlay() const { return shapes_; }

    // Frame pixel under a widget position (may lie outside the frame), and back.
    QPoint pixelAt(QPointF widgetPos) const;
    QPointF widgetPosOf(QPointF pixel) const;
    QRectF widgetRectOf(const QRect& pixels) const;

    QSize sizeHint() const override { return {800, 600}; }

signals:
    void zoomChanged(double zoom);
    // The view moved or zoomed, or the widget was resized.
    void viewChanged();
    // Another sprite is shown, or the shown one's art or rule changed.
    void spriteShown();
    // The pixel under the mouse, or an invalid point when the mouse left the frame.
    void hoveredPixelChanged(QPoint pixel);
    void channelChanged(int channelId);
    void overlayOpacityChanged(int percent);
    // The collision shapes of the frame as it is now are shown.
    void shapesReady();

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
    void showEvent(QShowEvent* event) override;

private:
    void onMaskChanged(int spriteId, int frame, const QRect& area);
    void updatePixels(const QRect& pixels);
    void chooseMaskColor();
    void followChannels();
    void setZoomLevel(ZoomLevel level, QPointF anchor);
    void setOrigin(QPointF origin);
    void centre();
    void updateCursor();
    // The view moved under a still mouse (a zoom from the keyboard): the pixel under it
    // is another one.
    void rehover();
    void setHovered(QPoint pixel);
    void updateScrollBars();
    void paintFrame(QPainter& painter, const QRect& dirty);

    QPointer<ProjectDocument> document_;
    AbstractTool* tool_ = nullptr;
    int spriteId_ = -1;
    int frame_ = 0;
    int channelId_ = 0;
    QString channelName_;      // to find the same channel in the next sprite shown
    int channelSpriteId_ = -1; // the sprite channelId_ belongs to
    ZoomLevel zoom_ = ZoomLevel::fromFactor(8);
    QScrollBar* hbar_;
    QScrollBar* vbar_;
    QPointF origin_; // widget position of the frame's top-left pixel corner
    ViewMode viewMode_ = ViewMode::SpriteAndMask;
    int overlayOpacity_ = 35;
    QColor maskColor_;
    bool gridVisible_ = true;
    bool onionSkin_ = false;
    bool spaceHeld_ = false;
    bool panning_ = false;
    bool toolActive_ = false;
    QPointF panStart_;
    QPoint lastHover_{-1, -1};
    std::optional<QPointF> mousePos_; // over the widget, since the last move

    bool fitPending_ = true;
    // Fitted and not zoomed or panned by hand since: a resize fits the frame again.
    bool followsFit_ = false;
    ShapeOverlay shapes_;
};

} // namespace hitmask
