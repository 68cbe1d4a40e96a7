// SPDX-License-Identifier: MIT
#include "shapeoverlay.h"

#include <QPainterPath>

namespace hitmask {

void ShapeOverlay::setView(ShapeView view) {
    if (view != view_)
        valid_ = false;
    view_ = view;
}

void ShapeOverlay::compute(const Mask& mask) {
    ShapeSettings settings;
    settings.kind =
        view_ == ShapeView::Boxes ? ShapeSettings::Kind::Boxes : ShapeSettings::Kind::Polygons;
    shapes_ = frameShapes(mask, 0, settings);
    valid_ = true;
}

void ShapeOverlay::paint(QPainter& painter, const Mask& mask, QPointF origin, double zoom,
                         const QRect& area) {
    if (view_ == ShapeView::None)
        return;
    if (!valid_)
        compute(mask);
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
