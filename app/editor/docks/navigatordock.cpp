// SPDX-License-Identifier: MIT
#include "navigatordock.h"

#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/editfocus.h"
#include "editor/tools/viewtransform.h"

#include <QMainWindow>
#include <QMouseEvent>
#include <QPainter>

namespace hitmask {

namespace {
// Thumbnails are made at most this big: enough for any dock, cheap for a 4096² sheet.
constexpr int kThumbnailSide = 512;
} // namespace

NavigatorDock::NavigatorDock(const EditFocus* focus, ViewTransform* view, QWidget* parent)
    : QDockWidget(tr("Navigator"), parent)
    , view_(new NavigatorView(focus, view, this)) {
    setObjectName(QStringLiteral("NavigatorDock"));
    // A taller window goes to the sprite list, not to the navigator.
    view_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    setWidget(view_);
    view_->setToolTip(tr("Click or drag to move the editor's view"));
}

NavigatorDock* NavigatorDock::addTo(QMainWindow* window, const EditFocus* focus,
                                    ViewTransform* view, QDockWidget* neighbour) {
    auto* dock = new NavigatorDock(focus, view, window);
    window->addDockWidget(window->dockWidgetArea(neighbour), dock);
    window->tabifyDockWidget(neighbour, dock);
    neighbour->raise(); // the history stays in front until the navigator is asked for
    return dock;
}

NavigatorView::NavigatorView(const EditFocus* focus, ViewTransform* view, QWidget* parent)
    : QWidget(parent)
    , focus_(focus)
    , view_(view) {
    setMinimumSize(120, 150); // a thumbnail that shows where the view is, not a sliver
    connect(focus_, &EditFocus::placeChanged, this, &NavigatorView::refreshThumbnail);
    connect(focus_, &EditFocus::spriteRebuilt, this, &NavigatorView::refreshThumbnail);
}

void NavigatorView::refreshThumbnail() {
    const Sprite* s = focus_->sprite();
    const Frame* f = focus_->frame();
    // A threshold change rebuilds the sprite but leaves its art: no new thumbnail then.
    const std::optional<ColorKey> colorKey = s ? colorKeyOf(s->settings()) : std::nullopt;
    const QString key = s && f ? QStringLiteral("%1:%2:%3:%4,%5,%6x%7")
                                     .arg(f->image.cacheKey())
                                     .arg(s->id())
                                     .arg(colorKey ? QStringLiteral("%1,%2,%3~%4")
                                                         .arg(colorKey->red)
                                                         .arg(colorKey->green)
                                                         .arg(colorKey->blue)
                                                         .arg(colorKey->tolerance)
                                                   : QString())
                                     .arg(f->rect.x())
                                     .arg(f->rect.y())
                                     .arg(f->width())
                                     .arg(f->height())
                               : QString();
    if (key == thumbnailKey_ && !key.isEmpty())
        return;
    thumbnailKey_ = key;
    if (!s || !f) {
        thumbnail_ = QImage();
    } else {
        QImage art = f->image;
        clearHiddenPixels(art, colorKey); // key-coloured pixels are transparent, as on the canvas
        const QSize size = f->size()
                               .scaled(kThumbnailSide, kThumbnailSide, Qt::KeepAspectRatio)
                               .boundedTo(f->size());
        thumbnail_ = art.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    }
    update();
}

QRectF NavigatorView::thumbnailRect() const {
    const Frame* f = focus_->frame();
    if (!f)
        return {};
    const QSizeF size =
        QSizeF(f->size()).scaled(QSizeF(width() - 8, height() - 8), Qt::KeepAspectRatio);
    return QRectF(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
}

void NavigatorView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Dark));
    const Frame* f = focus_->frame();
    if (!f || thumbnail_.isNull())
        return;
    const QRectF box = thumbnailRect();
    painter.fillRect(box, QColor(220, 220, 220));
    painter.drawImage(box, thumbnail_);
    // The canvas's view, clipped to the frame so it never points at nothing.
    const double scale = box.width() / f->width();
    const QRectF seen = view_->visiblePixels();
    const QRectF mark(box.topLeft() + seen.topLeft() * scale, seen.size() * scale);
    painter.setPen(QPen(QColor(255, 60, 60), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(mark.intersected(box.adjusted(-1, -1, 1, 1)));
}

void NavigatorView::centreCanvasOn(QPointF widgetPos) {
    const Frame* f = focus_->frame();
    const QRectF box = thumbnailRect();
    if (!f || box.isEmpty())
        return;
    const double scale = f->width() / box.width();
    view_->centreOn((widgetPos - box.topLeft()) * scale);
}

void NavigatorView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        centreCanvasOn(event->position());
}

void NavigatorView::mouseMoveEvent(QMouseEvent* event) {
    if (event->buttons() & Qt::LeftButton)
        centreCanvasOn(event->position());
}

} // namespace hitmask
