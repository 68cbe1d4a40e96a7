// SPDX-License-Identifier: MIT
#include "canvasview.h"

#include "document/projectdocument.h"
#include "editor/tools/abstracttool.h"
#include "framerenderer.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <cmath>

namespace hitmask {

namespace {
// Zoom steps: whole factors so that every sprite pixel is a crisp square.
constexpr int kZoomSteps[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};

QBrush checkerBrush() {
    QPixmap tile(16, 16);
    tile.fill(QColor(236, 236, 236));
    QPainter p(&tile);
    p.fillRect(0, 0, 8, 8, QColor(200, 200, 200));
    p.fillRect(8, 8, 8, 8, QColor(200, 200, 200));
    return QBrush(tile);
}
} // namespace

CanvasView::CanvasView(QWidget* parent)
    : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
}

void CanvasView::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    spriteId_ = -1;
    if (document_) {
        connect(document_, &ProjectDocument::maskChanged, this, &CanvasView::onMaskChanged);
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            shapes_.invalidate();
            if (id == spriteId_)
                update();
        });
        connect(document_, &ProjectDocument::spriteRemoved, this, [this](int id) {
            if (id == spriteId_)
                setSprite(-1);
        });
    }
    update();
}

void CanvasView::setSprite(int spriteId, int frame) {
    const bool changed = spriteId != spriteId_;
    spriteId_ = spriteId;
    frame_ = frame;
    shapes_.invalidate();
    if (changed)
        fitPending_ = true;
    if (fitPending_ && width() > 0 && isVisible())
        zoomToFit();
    lastHover_ = {-1, -1};
    emit hoveredPixelChanged(lastHover_);
    update();
}

ProjectDocument* CanvasView::document() const {
    return document_;
}

const Sprite* CanvasView::sprite() const {
    return document_ ? document_->sprite(spriteId_) : nullptr;
}

const Frame* CanvasView::frame() const {
    const Sprite* s = sprite();
    if (!s || frame_ < 0 || std::size_t(frame_) >= s->frames().size())
        return nullptr;
    return &s->frames()[std::size_t(frame_)];
}

void CanvasView::setTool(AbstractTool* tool) {
    if (tool_)
        tool_->leave();
    tool_ = tool;
    toolActive_ = false;
    updateCursor();
    update();
}

void CanvasView::setZoom(int zoom, QPointF anchor) {
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    fitPending_ = false;
    if (zoom == zoom_)
        return;
    // Keep the sprite point under the anchor where it is.
    const QPointF spritePoint = (anchor - origin_) / zoom_;
    zoom_ = zoom;
    origin_ = anchor - spritePoint * zoom_;
    origin_ = QPointF(std::round(origin_.x()), std::round(origin_.y()));
    emit zoomChanged(zoom_);
    update();
}

int CanvasView::zoomStep(int zoom, int direction) {
    if (direction > 0) {
        for (int step : kZoomSteps)
            if (step > zoom)
                return step;
        return kMaxZoom;
    }
    for (auto it = std::rbegin(kZoomSteps); it != std::rend(kZoomSteps); ++it)
        if (*it < zoom)
            return *it;
    return kMinZoom;
}

void CanvasView::zoomIn() {
    setZoom(zoomStep(zoom_, +1));
}

void CanvasView::zoomOut() {
    setZoom(zoomStep(zoom_, -1));
}

void CanvasView::zoomToFit() {
    const Frame* f = frame();
    if (!f) {
        fitPending_ = true;
        return;
    }
    const int fit = std::min((width() - 32) / std::max(1, f->rect.width()),
                             (height() - 32) / std::max(1, f->rect.height()));
    int chosen = kMinZoom;
    for (int step : kZoomSteps)
        if (step <= fit)
            chosen = step;
    if (chosen != zoom_) {
        zoom_ = chosen;
        emit zoomChanged(zoom_);
    }
    centre();
    fitPending_ = false;
}

void CanvasView::centreOnPixel(QPoint pixel) {
    origin_ =
        QPointF(width() / 2.0, height() / 2.0) - QPointF(pixel.x() + 0.5, pixel.y() + 0.5) * zoom_;
    fitPending_ = false;
    update();
}

void CanvasView::centre() {
    const Frame* f = frame();
    const QSize size = f ? f->rect.size() * zoom_ : QSize();
    origin_ = QPointF((width() - size.width()) / 2, (height() - size.height()) / 2);
    update();
}

void CanvasView::setViewMode(ViewMode mode) {
    viewMode_ = mode;
    update();
}

void CanvasView::setOverlayOpacity(int percent) {
    overlayOpacity_ = std::clamp(percent, 0, 100);
    update();
}

void CanvasView::setGridVisible(bool visible) {
    gridVisible_ = visible;
    update();
}

QPoint CanvasView::pixelAt(QPointF widgetPos) const {
    const QPointF p = (widgetPos - origin_) / zoom_;
    return QPoint(int(std::floor(p.x())), int(std::floor(p.y())));
}

QPointF CanvasView::widgetPosOf(QPointF pixel) const {
    return origin_ + pixel * zoom_;
}

QRectF CanvasView::widgetRectOf(const QRect& pixels) const {
    return QRectF(widgetPosOf(pixels.topLeft()), QSizeF(pixels.size() * zoom_));
}

void CanvasView::updatePixels(const QRect& pixels) {
    if (!pixels.isEmpty())
        update(widgetRectOf(pixels).toAlignedRect().adjusted(-2, -2, 2, 2));
}

void CanvasView::onMaskChanged(int spriteId, int frame, const QRect& area) {
    if (spriteId != spriteId_ || frame != frame_)
        return;
    if (shapes_.view() == ShapeView::None) {
        updatePixels(area);
        return;
    }
    // Shapes may change anywhere when one pixel does.
    shapes_.invalidate();
    update();
}

void CanvasView::setShapeView(ShapeView view) {
    shapes_.setView(view);
    update();
}

void CanvasView::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Dark));
    const Sprite* s = sprite();
    const Frame* f = frame();
    if (!s || !f) {
        painter.setPen(palette().color(QPalette::BrightText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Open a sprite to edit its collision mask."));
        return;
    }
    const QRectF frameRect = widgetRectOf(QRect(QPoint(0, 0), f->rect.size()));
    // Only the pixels in the repainted area are rendered.
    const QRect dirtyPixels =
        QRect(pixelAt(event->rect().topLeft()), pixelAt(event->rect().bottomRight()))
            .intersected(QRect(QPoint(0, 0), f->rect.size()));
    if (!dirtyPixels.isEmpty()) {
        const QRectF target = widgetRectOf(dirtyPixels);
        painter.setBrushOrigin(frameRect.topLeft());
        painter.fillRect(target, viewMode_ == ViewMode::MaskOnly ? QBrush(QColor(40, 40, 48))
                                                                 : checkerBrush());
        RenderStyle style;
        style.mode = viewMode_;
        style.overlayOpacity = overlayOpacity_;
        const QImage pixels = renderFrame(s->image(), *f, dirtyPixels, style);
        painter.drawImage(target.topLeft(),
                          upscale(pixels, zoom_, gridVisible_ && zoom_ >= kGridMinZoom));
    }
    painter.setPen(QPen(palette().color(QPalette::Shadow), 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(frameRect.adjusted(-1, -1, 0, 0));
    shapes_.paint(painter, f->effective, frameRect.topLeft(), zoom_, rect());
    if (tool_ && underMouse())
        tool_->paintPreview(painter, *this);
}

void CanvasView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
        panning_ = true;
        panStart_ = event->position() - origin_;
        updateCursor();
        return;
    }
    if (tool_ && frame()) {
        toolActive_ = true;
        tool_->press(*this, {pixelAt(event->position()), event->button(), event->modifiers()});
        update();
    }
}

void CanvasView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pixel = pixelAt(event->position());
    if (panning_) {
        origin_ = event->position() - panStart_;
        update();
    } else if (tool_ && frame()) {
        const ToolEvent toolEvent{pixel, Qt::NoButton, event->modifiers()};
        // Repaint only where the tool's outline was and is: edits repaint themselves.
        const QRect before = tool_->previewPixels();
        if (toolActive_)
            tool_->move(*this, toolEvent);
        else
            tool_->hover(*this, toolEvent);
        updatePixels(before);
        updatePixels(tool_->previewPixels());
    }
    const Frame* f = frame();
    const QPoint hovered =
        f && QRect(QPoint(0, 0), f->rect.size()).contains(pixel) ? pixel : QPoint(-1, -1);
    if (hovered != lastHover_) {
        lastHover_ = hovered;
        emit hoveredPixelChanged(hovered);
    }
}

void CanvasView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        panning_ = false;
        updateCursor();
        return;
    }
    if (tool_ && toolActive_) {
        toolActive_ = false;
        tool_->release(*this, {pixelAt(event->position()), event->button(), event->modifiers()});
        update();
    }
}

void CanvasView::wheelEvent(QWheelEvent* event) {
    const int delta = event->angleDelta().y();
    if (delta != 0)
        setZoom(zoomStep(zoom_, delta > 0 ? 1 : -1), event->position());
    event->accept();
}

void CanvasView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        updateCursor();
        return;
    }
    QWidget::keyPressEvent(event);
}

void CanvasView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        updateCursor();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void CanvasView::leaveEvent(QEvent*) {
    if (tool_)
        tool_->leave();
    lastHover_ = {-1, -1};
    emit hoveredPixelChanged(lastHover_);
    update();
}

void CanvasView::resizeEvent(QResizeEvent*) {
    if (fitPending_)
        zoomToFit();
}

void CanvasView::updateCursor() {
    if (panning_)
        setCursor(Qt::ClosedHandCursor);
    else if (spaceHeld_)
        setCursor(Qt::OpenHandCursor);
    else
        setCursor(Qt::CrossCursor);
}

} // namespace hitmask
