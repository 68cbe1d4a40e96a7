// SPDX-License-Identifier: MIT
// How the Shapes tool draws: the selected shape with its handles, the shape being drawn,
// and its toolbar icon.
#include "collidertool.h"
#include "document/sprite.h"
#include "editor/editfocus.h"
#include "editor/icons.h"
#include "viewtransform.h"

#include <QPainter>
#include <QPainterPath>
#include <cmath>

namespace hitmask {

namespace {

const QColor kSelection(255, 255, 255);
const QColor kHandle(255, 40, 120);
constexpr double kHandleSize = 7;

QPointF at(const ViewTransform& view, PointF p) {
    return view.widgetPosOf(QPointF(p.x, p.y));
}

// A dark line under a light one, so it reads over any sprite and the cyan shapes.
void strokePath(QPainter& painter, const QPainterPath& path, const QColor& colour,
                Qt::PenStyle style = Qt::SolidLine) {
    QPen shadow(QColor(0, 0, 0, 180), 4);
    shadow.setCosmetic(true);
    painter.setPen(shadow);
    painter.drawPath(path);
    QPen pen(colour, 2, style);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.drawPath(path);
}

void drawHandle(QPainter& painter, QPointF centre, bool current) {
    const QRectF box(centre - QPointF(kHandleSize / 2, kHandleSize / 2),
                     QSizeF(kHandleSize, kHandleSize));
    painter.setPen(QPen(Qt::black, 1));
    painter.setBrush(current ? kHandle : kSelection);
    painter.drawRect(box);
}

} // namespace

void ColliderTool::paintPreview(QPainter& painter, const ViewTransform& view) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    if (const Colliders* shapes = shownShapes(); shapes && selected_.isValid(*shapes)) {
        const std::vector<PointF> handles = handlePoints(*shapes, selected_);
        QPainterPath outline;
        if (selected_.kind == ShapeRef::Kind::Circle) {
            const Circle& c = shapes->circles[std::size_t(selected_.index)];
            outline.addEllipse(at(view, {c.x, c.y}), c.radius * view.zoom(),
                               c.radius * view.zoom());
            outline.moveTo(at(view, {c.x, c.y}));
            outline.lineTo(at(view, handles.front()));
        } else {
            QPolygonF ring;
            for (const PointF& p : handles)
                ring << at(view, p);
            outline.addPolygon(ring);
            outline.closeSubpath();
        }
        strokePath(painter, outline, kSelection);
        for (std::size_t i = 0; i < handles.size(); ++i)
            drawHandle(painter, at(view, handles[i]), int(i) == vertex_);
    }
    // A shape being drawn belongs to its frame: another one shown hides it.
    const Frame* frame = focus_ ? focus_->frame() : nullptr;
    if (!frame || EditPlace{focus_->spriteId(), frame->id, focus_->channelId()} != place_) {
        painter.restore();
        return;
    }
    QPainterPath drawn;
    if (drawing_ && mode_ == Mode::Box) {
        drawn.addRect(QRectF(at(view, start_), at(view, end_)).normalized());
    } else if (drawing_ && mode_ == Mode::Circle) {
        const double radius = std::hypot(end_.x - start_.x, end_.y - start_.y) * view.zoom();
        drawn.addEllipse(at(view, start_), radius, radius);
    } else if (!points_.empty()) {
        drawn.moveTo(at(view, points_.front()));
        for (const PointF& p : points_)
            drawn.lineTo(at(view, p));
        drawn.lineTo(at(view, hoverPoint_));
    }
    if (!drawn.isEmpty()) {
        strokePath(painter, drawn, kHandle, Qt::DashLine);
        for (std::size_t i = 0; i < points_.size(); ++i)
            drawHandle(painter, at(view, points_[i]), i == 0);
    }
    painter.restore();
}

void ColliderTool::paintIcon(QPainter& p) const {
    const QPointF ring[] = {{4, 18}, {7, 5}, {19, 8}, {16, 19}};
    p.drawPolygon(ring, 4);
    p.setPen(Qt::NoPen);
    p.setBrush(kIconAccent);
    for (const QPointF& vertex : ring)
        p.drawRect(QRectF(vertex - QPointF(2, 2), QSizeF(4, 4)));
}

} // namespace hitmask
