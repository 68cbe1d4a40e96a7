// SPDX-License-Identifier: MIT
#include "shapeoverlay.h"

#include <QPainterPath>
#include <QPromise>
#include <QThreadPool>
#include <memory>
#include <new>

namespace hitmask {

ShapeOverlay::ShapeOverlay() {
    QObject::connect(&watcher_, &QFutureWatcherBase::finished, &watcher_, [this] { finished(); });
}

// A computation still running holds only copies; it ends on its own and nobody reads it.
ShapeOverlay::~ShapeOverlay() = default;

void ShapeOverlay::setView(ShapeView view) {
    if (view != view_) {
        invalidate();
        // Boxes are no preview of polygons: show none until the new kind arrives.
        shapes_ = {};
        shown_ = false;
    }
    view_ = view;
}

void ShapeOverlay::invalidate() {
    valid_ = false;
    ++generation_;
}

void ShapeOverlay::start(const Mask& mask) {
    ShapeSettings settings;
    settings.kind =
        view_ == ShapeView::Boxes ? ShapeSettings::Kind::Boxes : ShapeSettings::Kind::Polygons;
    auto promise = std::make_shared<QPromise<void>>();
    auto job = std::make_shared<Job>();
    job_ = job;
    promise->start();
    watcher_.setFuture(promise->future());
    running_ = true;
    runningGeneration_ = generation_;
    QThreadPool::globalInstance()->start([promise, job, mask, settings] {
        try {
            job->shapes = frameShapes(mask, 0, settings);
            job->ok = true;
        } catch (const std::bad_alloc&) {
            // No result: reported as such rather than as a frame without shapes.
        }
        job->done.store(true, std::memory_order_release);
        promise->finish();
    });
}

void ShapeOverlay::finished() {
    // Only the end of the computation running now counts, once.
    if (!running_ || !job_ || !job_->done.load(std::memory_order_acquire))
        return;
    running_ = false;
    const std::shared_ptr<Job> job = std::move(job_);
    if (runningGeneration_ == generation_ && view_ != ShapeView::None) {
        failed_ = !job->ok;
        shapes_ = failed_ ? FrameShapes{} : std::move(job->shapes);
        valid_ = shown_ = true;
        if (onChange_)
            onChange_(true);
        return;
    }
    // A stale result: the next paint starts again.
    if (onChange_)
        onChange_(false);
}

void ShapeOverlay::paint(QPainter& painter, const Mask& mask, QPointF origin, double zoom,
                         const QRect& area) {
    if (view_ == ShapeView::None)
        return;
    if (!valid_ && !running_)
        start(mask);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const auto at = [&](double x, double y) {
        return origin + QPointF(x, y) * zoom;
    };
    // Cyan reads over most sprite colours and the red mask tint; a dark edge under it
    // keeps it visible over light pixels.
    const QColor line(0, 230, 255);
    QPen shadow(QColor(0, 0, 0, 160), 3);
    shadow.setCosmetic(true);
    QPen pen(line, 1.5);
    pen.setCosmetic(true);
    painter.setBrush(QColor(0, 230, 255, 45));
    for (const QPen& outline : {shadow, pen}) {
        painter.setPen(outline);
        for (const Rect& box : shapes_.boxes)
            painter.drawRect(QRectF(at(box.x, box.y), at(box.right(), box.bottom())));
        painter.setBrush(Qt::NoBrush);
    }
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    const auto addRing = [&](const std::vector<PointF>& ring) {
        QPolygonF polygon;
        for (const PointF& p : ring)
            polygon << at(p.x, p.y);
        path.addPolygon(polygon);
        path.closeSubpath();
    };
    for (const ShapePolygon& polygon : shapes_.polygons) {
        addRing(polygon.outer);
        for (const auto& hole : polygon.holes)
            addRing(hole);
    }
    painter.setBrush(QColor(0, 230, 255, 45));
    painter.setPen(shadow);
    painter.drawPath(path);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(pen);
    painter.drawPath(path);

    // The counts, on a dark plate so they read over any sprite.
    const QString text = summary();
    const QRect textRect = painter.fontMetrics().boundingRect(text).adjusted(-6, -3, 6, 3);
    const QRect plate(area.topLeft() + QPoint(8, 8), textRect.size());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 170));
    painter.drawRect(plate);
    painter.setPen(line);
    painter.drawText(plate, Qt::AlignCenter, text);
    painter.restore();
}

QString ShapeOverlay::summary() const {
    if (view_ == ShapeView::None)
        return {};
    if (!shown_)
        return tr("Computing shapes...");
    if (failed_)
        return computing() ? tr("Not enough memory for the shapes (computing again...)")
                           : tr("Not enough memory for the shapes");
    const QString counts = this->counts();
    return computing() ? tr("%1 (computing...)").arg(counts) : counts;
}

QString ShapeOverlay::counts() const {
    // %Ln: numbers in the user's locale, plural forms from the translations.
    if (view_ == ShapeView::Boxes)
        return tr("%1, %2").arg(tr("%Ln box(es)", "", int(shapes_.boxes.size())),
                                tr("%Ln wrong pixel(s)", "", int(shapes_.wrongPixels)));
    if (view_ == ShapeView::Polygons) {
        int vertices = 0;
        for (const ShapePolygon& polygon : shapes_.polygons) {
            vertices += int(polygon.outer.size());
            for (const auto& hole : polygon.holes)
                vertices += int(hole.size());
        }
        return tr("%1, %2").arg(tr("%Ln polygon(s)", "", int(shapes_.polygons.size())),
                                tr("%Ln vertices", "", vertices));
    }
    return {};
}

} // namespace hitmask
