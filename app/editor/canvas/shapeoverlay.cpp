// SPDX-License-Identifier: MIT
#include "shapeoverlay.h"

#include "document/sprite.h"
#include "exportedshapes.h"

#include <QPainterPath>
#include <QPromise>
#include <QThreadPool>
#include <memory>
#include <new>

namespace hitmask {

namespace {

// Cyan reads over most sprite colours and the red mask tint; a dark edge under it keeps
// it visible over light pixels.
const QColor kLine(0, 230, 255);
const QColor kFill(0, 230, 255, 45);
// Pixels where a hand set and the mask disagree: a colour no mask tint or art uses much.
const QColor kWrong(255, 0, 200, 170);

// The pixels where `shapes` and `mask` disagree, as a picture of the mask's size.
QImage disagreement(const Colliders& shapes, const Mask& mask, std::size_t& count) {
    const Mask drawn = rasterizeColliders(shapes, mask.width(), mask.height());
    QImage image(mask.width(), mask.height(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const QRgb wrong = qPremultiply(kWrong.rgba());
    count = 0;
    for (int y = 0; y < mask.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < mask.width(); ++x)
            if (drawn.test(x, y) != mask.test(x, y)) {
                line[x] = wrong;
                ++count;
            }
    }
    return image;
}

} // namespace

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
        wrongPixels_.reset();
        wrongImage_ = {};
        shown_ = false;
    }
    view_ = view;
}

void ShapeOverlay::setSettings(const ShapeSettings& settings) {
    ShapeSettings kept = settings;
    kept.kind = settings_.kind; // the view says which kind
    if (kept != settings_) {
        settings_ = kept;
        invalidate();
    }
}

void ShapeOverlay::invalidate() {
    valid_ = false;
    ++generation_;
}

void ShapeOverlay::start(const ChannelMasks& masks) {
    ShapeSettings settings = settings_;
    settings.kind =
        view_ == ShapeView::Boxes ? ShapeSettings::Kind::Boxes : ShapeSettings::Kind::Polygons;
    auto promise = std::make_shared<QPromise<void>>();
    auto job = std::make_shared<Job>();
    job_ = job;
    promise->start();
    watcher_.setFuture(promise->future());
    running_ = true;
    runningGeneration_ = generation_;
    QThreadPool::globalInstance()->start(
        [promise, job, mask = masks.effective, hand = masks.handShapes, settings] {
            try {
                if (hand) {
                    std::size_t count = 0;
                    job->wrongImage = disagreement(*hand, mask, count);
                    job->wrongPixels = count;
                } else {
                    job->shapes = frameShapes(mask, 0, settings);
                    if (settings.kind == ShapeSettings::Kind::Boxes)
                        job->wrongPixels = job->shapes.wrongPixels;
                }
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
        wrongImage_ = failed_ ? QImage() : std::move(job->wrongImage);
        wrongPixels_ = failed_ ? std::nullopt : job->wrongPixels;
        valid_ = shown_ = true;
        if (onChange_)
            onChange_(true);
        return;
    }
    // A stale result: the next paint starts again.
    if (onChange_)
        onChange_(false);
}

void ShapeOverlay::paint(QPainter& painter, const ChannelMasks& masks, QPointF origin, double zoom,
                         const QRect& area) {
    if (view_ == ShapeView::None)
        return;
    if (masks.handShapes.has_value() != hand_.has_value()) {
        // Traced shapes are no preview of a hand set, nor the other way round.
        shapes_ = {};
        wrongImage_ = {};
        wrongPixels_.reset();
        shown_ = false;
        invalidate();
    }
    hand_ = masks.handShapes;
    if (!valid_ && !running_)
        start(masks);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const auto at = [&](double x, double y) {
        return origin + QPointF(x, y) * zoom;
    };
    QPen shadow(QColor(0, 0, 0, 160), 3);
    shadow.setCosmetic(true);
    QPen pen(kLine, 1.5);
    pen.setCosmetic(true);
    if (hand_) {
        if (!wrongImage_.isNull())
            painter.drawImage(QRectF(origin, QSizeF(wrongImage_.size()) * zoom), wrongImage_);
        paintHand(painter, origin, zoom);
    } else {
        painter.setBrush(kFill);
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
        painter.setBrush(kFill);
        painter.setPen(shadow);
        painter.drawPath(path);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(pen);
        painter.drawPath(path);
    }

    // The counts, on a dark plate so they read over any sprite.
    const QString text = summary();
    const QRect textRect = painter.fontMetrics().boundingRect(text).adjusted(-6, -3, 6, 3);
    const QRect plate(area.topLeft() + QPoint(8, 8), textRect.size());
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 170));
    painter.drawRect(plate);
    painter.setPen(kLine);
    painter.drawText(plate, Qt::AlignCenter, text);
    painter.restore();
}

// Hand shapes are drawn antialiased: their corners and circles need not sit on pixels.
void ShapeOverlay::paintHand(QPainter& painter, QPointF origin, double zoom) const {
    const auto at = [&](double x, double y) {
        return origin + QPointF(x, y) * zoom;
    };
    // Filled one by one: shapes may overlap, and a path's fill rule would cut holes there.
    QPainterPath path;
    const auto add = [&](const QPainterPath& shape) {
        painter.fillPath(shape, kFill);
        path.addPath(shape);
    };
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const BoxF& box : hand_->boxes) {
        QPainterPath shape;
        shape.addRect(QRectF(at(box.x, box.y), at(box.x + box.width, box.y + box.height)));
        add(shape);
    }
    for (const auto& ring : hand_->polygons) {
        QPolygonF polygon;
        for (const PointF& p : ring)
            polygon << at(p.x, p.y);
        QPainterPath shape;
        shape.addPolygon(polygon);
        shape.closeSubpath();
        add(shape);
    }
    for (const Circle& circle : hand_->circles) {
        QPainterPath shape;
        shape.addEllipse(at(circle.x, circle.y), circle.radius * zoom, circle.radius * zoom);
        add(shape);
    }
    QPen shadow(QColor(0, 0, 0, 160), 3);
    shadow.setCosmetic(true);
    QPen pen(kLine, 1.5);
    pen.setCosmetic(true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(shadow);
    painter.drawPath(path);
    painter.setPen(pen);
    painter.drawPath(path);
    // With convex pieces asked for, a concave polygon is written as its pieces: their cuts,
    // dashed, say so.
    if (settings_.convex) {
        QPen cut(kLine, 1, Qt::DashLine);
        cut.setCosmetic(true);
        painter.setPen(cut);
        for (const auto& ring : hand_->polygons) {
            const auto pieces = convexDecomposition(ring, settings_.maxVertices);
            if (pieces.size() < 2)
                continue;
            for (const auto& piece : pieces) {
                QPolygonF polygon;
                for (const PointF& p : piece)
                    polygon << at(p.x, p.y);
                painter.drawPolygon(polygon);
            }
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
}

QString ShapeOverlay::summary() const {
    if (view_ == ShapeView::None)
        return {};
    if (!shown_ && !hand_)
        return tr("Computing shapes...");
    if (failed_)
        return computing() ? tr("Not enough memory for the shapes (computing again...)")
                           : tr("Not enough memory for the shapes");
    const QString counts = countsText();
    return computing() ? tr("%1 (computing...)").arg(counts) : counts;
}

ShapeOverlay::Counts ShapeOverlay::counts() const {
    Counts counts;
    if (view_ == ShapeView::None)
        return counts;
    counts.hand = hand_.has_value();
    if (hand_) {
        counts.shapes = int(hand_->count());
        counts.vertices = polygonVertices(*hand_);
    } else {
        counts.shapes = int(shapes_.boxes.size() + shapes_.polygons.size());
        for (const ShapePolygon& polygon : shapes_.polygons) {
            counts.vertices += int(polygon.outer.size());
            for (const auto& hole : polygon.holes)
                counts.vertices += int(hole.size());
        }
    }
    if (valid_)
        counts.wrongPixels = wrongPixels_;
    return counts;
}

QString ShapeOverlay::countsText() const {
    // %Ln: numbers in the user's locale, plural forms from the translations.
    const Counts c = counts();
    if (c.hand)
        return tr("Hand shapes: %1, %2, %3")
            .arg(tr("%Ln shape(s)", "", c.shapes), tr("%Ln vertices", "", c.vertices),
                 tr("%Ln wrong pixel(s)", "", int(wrongPixels_.value_or(0))));
    if (view_ == ShapeView::Boxes)
        return tr("%1, %2").arg(tr("%Ln box(es)", "", int(shapes_.boxes.size())),
                                tr("%Ln wrong pixel(s)", "", int(shapes_.wrongPixels)));
    if (view_ == ShapeView::Polygons)
        return tr("%1, %2").arg(tr("%Ln polygon(s)", "", int(shapes_.polygons.size())),
                                tr("%Ln vertices", "", c.vertices));
    return {};
}

} // namespace hitmask
