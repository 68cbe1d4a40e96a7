// SPDX-License-Identifier: MIT
// The pixel canvas: the frame in focus under its mask, zoomed, panned, and edited through
// the current tool. It shows the place an EditFocus holds and never owns it.
#pragma once

#include "editor/tools/abstracttool.h"
#include "editor/tools/viewtransform.h"
#include "editor/zoomable.h"
#include "shapeoverlay.h"
#include "viewoptions.h"
#include "zoomlevel.h"

#include <QColor>
#include <QPointer>
#include <QWidget>
#include <optional>

class QScrollBar;

namespace hitmask {

class EditFocus;
class ProjectDocument;
struct Frame;
class Sprite;

class CanvasView final : public QWidget, public ViewTransform, public Zoomable {
    Q_OBJECT

public:
    static constexpr double kMinZoom = 1.0 / ZoomLevel::kMaxShrink;
    static constexpr double kMaxZoom = ZoomLevel::kMaxMagnify;
    static constexpr int kGridMinZoom = 8;

    // Shows what `focus` holds: its sprite and frame, its channel on top.
    explicit CanvasView(EditFocus* focus, QWidget* parent = nullptr);

    EditFocus* editFocus() const { return focus_; }
    ViewOptions* options() const { return options_; }

    void setTool(AbstractTool* tool);
    AbstractTool* tool() const { return tool_; }

    // Widget pixels per sprite pixel: 1/16 .. 64.
    double zoom() const override { return zoom_.factor(); }
    const ZoomLevel& zoomLevel() const { return zoom_; }
    // Keeps the sprite pixel under `anchor` (widget coordinates) in place.
    void setZoom(double zoom, QPointF anchor);
    void setZoom(double zoom) override;
    void zoomIn() override;
    void zoomOut() override;
    // The largest zoom that shows the whole frame, centred; the view then fits again as
    // the widget is resized, until the user zooms or pans.
    void zoomToFit() override;
    // The part of the widget that shows the frame: all but the scroll bars.
    QRect viewport() const;
    // The frame pixels the viewport shows (may reach outside the frame), and a pan that
    // puts `pixel` in the viewport's middle: the navigator's two halves.
    QRectF visiblePixels() const override;
    void centreOn(QPointF pixel) override;
    QScrollBar* horizontalScrollBar() const { return hbar_; }
    QScrollBar* verticalScrollBar() const { return vbar_; }
    // Scrolls so that the frame pixel sits in the middle of the view, at the same zoom.
    void centreOnPixel(QPoint pixel) { centreOn(QPointF(pixel) + QPointF(0.5, 0.5)); }

    // The exported shapes over the frame (its hand set, or boxes or polygons traced from
    // its mask), with their counts.
    ShapeView shapeView() const { return shapes_.view(); }
    QString shapeSummary() const { return shapes_.summary(); }
    // Shapes are computed off the GUI thread: shapesReady() says when they arrive.
    const ShapeOverlay& shapeOverlay() const { return shapes_; }

    // Frame pixel under a widget position (may lie outside the frame), and back.
    QPoint pixelAt(QPointF widgetPos) const override;
    QPointF widgetPosOf(QPointF pixel) const override;
    QRectF widgetRectOf(const QRect& pixels) const override;
    // The frame position under a widget position, to a fraction of a pixel.
    QPointF positionAt(QPointF widgetPos) const;

    QSize sizeHint() const override { return {800, 600}; }

signals:
    void zoomChanged(double zoom);
    // The view moved or zoomed, or the widget was resized.
    void viewChanged();
    // The pixel under the mouse, or an invalid point when the mouse left the frame.
    void hoveredPixelChanged(QPoint pixel);
    // The collision shapes of the frame as it is now are shown.
    void shapesReady();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    const Frame* frame() const;
    void followDocument(ProjectDocument* document);
    // The focus moved: fits another sprite, forgets the hover over another frame.
    void showPlace();
    void onMaskChanged(int spriteId, int frame, const QRect& area);
    void updatePixels(const QRect& pixels);
    // The shapes shown follow the view options, the tool and the project's shape settings.
    void syncShapes();
    ToolEvent toolEvent(const QMouseEvent* event, Qt::MouseButton button) const;
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

    EditFocus* focus_;
    ViewOptions* options_;
    QPointer<ProjectDocument> document_; // the focus's, whose edits are repainted
    // What was shown last, to tell another sprite or frame from a channel chosen.
    int shownSprite_ = -1;
    int shownFrame_ = -1;
    AbstractTool* tool_ = nullptr;
    ZoomLevel zoom_ = ZoomLevel::fromFactor(8);
    QScrollBar* hbar_;
    QScrollBar* vbar_;
    QPointF origin_; // widget position of the frame's top-left pixel corner
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
