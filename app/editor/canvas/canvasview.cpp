// SPDX-License-Identifier: MIT
#include "canvasview.h"

#include "contrast.h"
#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/tools/abstracttool.h"
#include "framerenderer.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <cmath>

namespace hitmask {

namespace {
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
    : QWidget(parent)
    , hbar_(new QScrollBar(Qt::Horizontal, this))
    , vbar_(new QScrollBar(Qt::Vertical, this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    maskColor_ = RenderStyle().maskColor;
    for (QScrollBar* bar : {hbar_, vbar_}) {
        bar->setCursor(Qt::ArrowCursor);
        bar->setFocusPolicy(Qt::NoFocus);
        bar->hide();
    }
    // The bars hold minus the origin: dragging a bar right moves the frame left.
    connect(hbar_, &QScrollBar::valueChanged, this,
            [this](int value) { setOrigin(QPointF(-value, origin_.y())); });
    connect(vbar_, &QScrollBar::valueChanged, this,
            [this](int value) { setOrigin(QPointF(origin_.x(), -value)); });
}

void CanvasView::setDocument(ProjectDocument* document) {
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    spriteId_ = -1;
    if (document_) {
        connect(document_, &ProjectDocument::maskChanged, this, &CanvasView::onMaskChanged);
        connect(document_, &ProjectDocument::spriteRebuilt, this, [this](int id) {
            if (id == spriteId_) {
                chooseMaskColor();
                update();
            }
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
    if (changed) {
        fitPending_ = true;
        chooseMaskColor();
    }
    if (fitPending_ && width() > 0 && isVisible())
        zoomToFit();
    lastHover_ = {-1, -1};
    emit hoveredPixelChanged(lastHover_);
    updateScrollBars();
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

void CanvasView::setZoom(double zoom, QPointF anchor) {
    setZoomLevel(ZoomLevel::fromFactor(zoom), anchor);
}

void CanvasView::setZoom(double zoom) {
    setZoom(zoom, QRectF(viewport()).center());
}

void CanvasView::setZoomLevel(ZoomLevel level, QPointF anchor) {
    fitPending_ = false;
    if (level == zoom_)
        return;
    // Keep the sprite point under the anchor where it is.
    const QPointF spritePoint(zoom_.toPixels(anchor.x() - origin_.x()),
                              zoom_.toPixels(anchor.y() - origin_.y()));
    zoom_ = level;
    setOrigin(anchor - QPointF(zoom_.toWidget(spritePoint.x()), zoom_.toWidget(spritePoint.y())));
    emit zoomChanged(zoom());
}

void CanvasView::zoomIn() {
    setZoomLevel(zoom_.stepped(+1), QRectF(viewport()).center());
}

void CanvasView::zoomOut() {
    setZoomLevel(zoom_.stepped(-1), QRectF(viewport()).center());
}

void CanvasView::zoomToFit() {
    const Frame* f = frame();
    if (!f) {
        fitPending_ = true;
        return;
    }
    updateScrollBars(); // the bars take their room before the fit is measured
    const ZoomLevel fit = ZoomLevel::fit(f->rect.size(), viewport().size() - QSize(32, 32));
    if (fit != zoom_) {
        zoom_ = fit;
        emit zoomChanged(zoom());
    }
    centre();
    fitPending_ = false;
}

void CanvasView::centre() {
    const Frame* f = frame();
    const QSizeF size =
        f ? QSizeF(zoom_.toWidget(f->rect.width()), zoom_.toWidget(f->rect.height())) : QSizeF();
    const QRect view = viewport();
    setOrigin(QPointF((view.width() - size.width()) / 2, (view.height() - size.height()) / 2));
}

void CanvasView::setOrigin(QPointF origin) {
    // Whole widget pixels, so that reduced views sample whole blocks of sprite pixels.
    origin_ = QPointF(std::round(origin.x()), std::round(origin.y()));
    updateScrollBars();
    update();
}

QRect CanvasView::viewport() const {
    return QRect(0, 0, width() - (vbar_->isHidden() ? 0 : vbar_->width()),
                 height() - (hbar_->isHidden() ? 0 : hbar_->height()));
}

void CanvasView::updateScrollBars() {
    const Frame* f = frame();
    hbar_->setHidden(!f);
    vbar_->setHidden(!f);
    if (!f)
        return;
    const int thickness = hbar_->sizeHint().height();
    hbar_->setGeometry(0, height() - thickness, width() - thickness, thickness);
    vbar_->setGeometry(width() - thickness, 0, thickness, height() - thickness);
    const QRect view = viewport();
    auto sync = [](QScrollBar* bar, double content, int room, double origin) {
        // The frame scrolls until either edge reaches the middle of the view; a pan with
        // the mouse may go further, and the bar then stretches to show where it is.
        const int value = int(-origin);
        const QSignalBlocker blocker(bar);
        bar->setRange(std::min(-room / 2, value),
                      std::max(int(std::ceil(content)) - room / 2, value));
        bar->setPageStep(std::max(1, room));
        bar->setSingleStep(std::max(1, room / 20));
        bar->setValue(value);
    };
    sync(hbar_, zoom_.toWidget(f->rect.width()), view.width(), origin_.x());
    sync(vbar_, zoom_.toWidget(f->rect.height()), view.height(), origin_.y());
}

void CanvasView::chooseMaskColor() {
    // Once per sprite and per change of its image or rule, never per repaint.
    const Sprite* s = sprite();
    maskColor_ = s ? contrastingColor(s->image(), s->settings().colorKey, RenderStyle().maskColor)
                   : RenderStyle().maskColor;
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
    return QPoint(int(std::floor(zoom_.toPixels(widgetPos.x() - origin_.x()))),
                  int(std::floor(zoom_.toPixels(widgetPos.y() - origin_.y()))));
}

QPointF CanvasView::widgetPosOf(QPointF pixel) const {
    return origin_ + QPointF(zoom_.toWidget(pixel.x()), zoom_.toWidget(pixel.y()));
}

QRectF CanvasView::widgetRectOf(const QRect& pixels) const {
    return QRectF(widgetPosOf(pixels.topLeft()),
                  QSizeF(zoom_.toWidget(pixels.width()), zoom_.toWidget(pixels.height())));
}

void CanvasView::updatePixels(const QRect& pixels) {
    if (!pixels.isEmpty())
        update(widgetRectOf(pixels).toAlignedRect().adjusted(-2, -2, 2, 2));
}

void CanvasView::onMaskChanged(int spriteId, int frame, const QRect& area) {
    if (spriteId == spriteId_ && frame == frame_)
        updatePixels(area);
}

void CanvasView::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Dark));
    if (!frame()) {
        painter.setPen(palette().color(QPalette::BrightText));
        painter.drawText(
            rect().adjusted(24, 24, -24, -24), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Open an image or a project (%1), or drag files here.\n"
               "New to Hitmask? Help > Open Demo Project shows a finished one.")
                .arg(QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
        return;
    }
    paintFrame(painter, event->rect().intersected(viewport()));
    if (tool_ && underMouse())
        tool_->paintPreview(painter, *this);
}

void CanvasView::paintFrame(QPainter& painter, const QRect& dirty) {
    const Sprite* s = sprite();
    const Frame* f = frame();
    painter.setClipRect(viewport());
    const QRect whole(QPoint(0, 0), f->rect.size());
    const QRectF frameRect = widgetRectOf(whole);
    // Only the pixels in the repainted area are rendered. Reduced, every screen pixel
    // samples the top-left pixel of its block, so the cost follows the screen, not the sprite.
    const int step = zoom_.shrink();
    const QRect dirtyPixels =
        QRect(pixelAt(dirty.topLeft()), pixelAt(dirty.bottomRight()) + QPoint(step - 1, step - 1))
            .intersected(whole);
    if (!dirtyPixels.isEmpty()) {
        const QRectF target = widgetRectOf(dirtyPixels);
        painter.setBrushOrigin(frameRect.topLeft());
        painter.fillRect(target, viewMode_ == ViewMode::MaskOnly ? QBrush(QColor(40, 40, 48))
                                                                 : checkerBrush());
        RenderStyle style;
        style.mode = viewMode_;
        style.overlayOpacity = overlayOpacity_;
        style.colorKey = s->settings().colorKey;
        style.maskColor = maskColor_;
        const QImage pixels = renderFrame(s->image(), *f, dirtyPixels, style, step);
        const int magnify = zoom_.magnify();
        painter.drawImage(target.topLeft(),
                          magnify == 1
                              ? pixels
                              : upscale(pixels, magnify, gridVisible_ && magnify >= kGridMinZoom));
    }
    painter.setPen(QPen(palette().color(QPalette::Shadow), 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(frameRect.adjusted(-1, -1, 0, 0));
    painter.setClipping(false);
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
        setOrigin(event->position() - panStart_);
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
        setZoomLevel(zoom_.stepped(delta > 0 ? 1 : -1), event->position());
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
    else
        updateScrollBars();
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
