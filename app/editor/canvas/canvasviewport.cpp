// SPDX-License-Identifier: MIT
// CanvasView's geometry: zoom levels, the pan, the scroll bars, the fit that follows the
// widget's size, and the mapping between widget and frame pixels. Kept apart from
// painting and input.
#include "canvasview.h"
#include "document/sprite.h"

#include <QScrollBar>
#include <cmath>

namespace hitmask {

void CanvasView::setZoom(double zoom, QPointF anchor) {
    setZoomLevel(ZoomLevel::fromFactor(zoom), anchor);
}

void CanvasView::setZoom(double zoom) {
    setZoom(zoom, QRectF(viewport()).center());
}

void CanvasView::setZoomLevel(ZoomLevel level, QPointF anchor) {
    fitPending_ = false;
    followsFit_ = false;
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
    const ZoomLevel fit = ZoomLevel::fit(f->size(), viewport().size() - QSize(32, 32));
    if (fit != zoom_) {
        zoom_ = fit;
        emit zoomChanged(zoom());
    }
    centre();
    fitPending_ = false;
    followsFit_ = true;
}

void CanvasView::centre() {
    const Frame* f = frame();
    const QSizeF size =
        f ? QSizeF(zoom_.toWidget(f->width()), zoom_.toWidget(f->height())) : QSizeF();
    const QRect view = viewport();
    setOrigin(QPointF((view.width() - size.width()) / 2, (view.height() - size.height()) / 2));
}

void CanvasView::setOrigin(QPointF origin) {
    // Whole widget pixels, so that reduced views sample whole blocks of sprite pixels.
    origin_ = QPointF(std::round(origin.x()), std::round(origin.y()));
    updateScrollBars();
    update();
    emit viewChanged();
    rehover();
}

QRectF CanvasView::visiblePixels() const {
    const QRect view = viewport();
    return QRectF(zoom_.toPixels(view.x() - origin_.x()), zoom_.toPixels(view.y() - origin_.y()),
                  zoom_.toPixels(view.width()), zoom_.toPixels(view.height()));
}

void CanvasView::centreOn(QPointF pixel) {
    fitPending_ = false;
    followsFit_ = false;
    setOrigin(QRectF(viewport()).center() -
              QPointF(zoom_.toWidget(pixel.x()), zoom_.toWidget(pixel.y())));
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
    sync(hbar_, zoom_.toWidget(f->width()), view.width(), origin_.x());
    sync(vbar_, zoom_.toWidget(f->height()), view.height(), origin_.y());
}

// A sprite opened while another tab was shown is fitted when the editor shows again,
// even if the canvas comes back at the size it had.
void CanvasView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (fitPending_ && width() > 0)
        zoomToFit();
}

// A frame fitted to the window is fitted again as the window grows or shrinks; a zoom or
// pan by hand is kept.
void CanvasView::resizeEvent(QResizeEvent*) {
    if (fitPending_ || followsFit_)
        zoomToFit();
    else
        updateScrollBars();
    emit viewChanged();
}

QPoint CanvasView::pixelAt(QPointF widgetPos) const {
    return QPoint(int(std::floor(zoom_.toPixels(widgetPos.x() - origin_.x()))),
                  int(std::floor(zoom_.toPixels(widgetPos.y() - origin_.y()))));
}

QPointF CanvasView::positionAt(QPointF widgetPos) const {
    return QPointF(zoom_.toPixels(widgetPos.x() - origin_.x()),
                   zoom_.toPixels(widgetPos.y() - origin_.y()));
}

QPointF CanvasView::widgetPosOf(QPointF pixel) const {
    return origin_ + QPointF(zoom_.toWidget(pixel.x()), zoom_.toWidget(pixel.y()));
}

QRectF CanvasView::widgetRectOf(const QRect& pixels) const {
    return QRectF(widgetPosOf(pixels.topLeft()),
                  QSizeF(zoom_.toWidget(pixels.width()), zoom_.toWidget(pixels.height())));
}

} // namespace hitmask
