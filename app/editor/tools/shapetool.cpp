// SPDX-License-Identifier: MIT
#include "shapetool.h"

#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "editor/editfocus.h"
#include "editor/icons.h"
#include "toolsettings.h"
#include "viewtransform.h"

#include <QPainter>

namespace hitmask {

QRect ShapeTool::dragBox(QPoint anchor, QPoint current, bool equalSides) {
    int dx = current.x() - anchor.x();
    int dy = current.y() - anchor.y();
    if (equalSides) {
        const int side = std::max(std::abs(dx), std::abs(dy));
        dx = dx < 0 ? -side : side;
        dy = dy < 0 ? -side : side;
    }
    const QPoint end = anchor + QPoint(dx, dy);
    return QRect(QPoint(std::min(anchor.x(), end.x()), std::min(anchor.y(), end.y())),
                 QPoint(std::max(anchor.x(), end.x()), std::max(anchor.y(), end.y())));
}

void ShapeTool::press(EditFocus&, const ToolEvent& event) {
    if (!paints(event.button))
        return;
    dragging_ = true;
    button_ = event.button;
    anchor_ = event.pixel;
    box_ = QRect(anchor_, anchor_);
}

void ShapeTool::move(EditFocus&, const ToolEvent& event) {
    hover_ = event.pixel;
    hasHover_ = true;
    if (dragging_)
        box_ = dragBox(anchor_, event.pixel, event.modifiers & Qt::ShiftModifier);
}

void ShapeTool::release(EditFocus& focus, const ToolEvent& event) {
    if (!dragging_ || event.button != button_)
        return;
    dragging_ = false;
    box_ = dragBox(anchor_, event.pixel, event.modifiers & Qt::ShiftModifier);
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    if (!frame || !document)
        return;
    PixelEdits edits(*frame, focus.channelIndex());
    fill(edits, box_, settings()->paintSolid() != paintsOpposite(button_));
    if (RegionEdit edit = edits.take(); !edit.isEmpty())
        document->undoStack()->push(new PaintPixels(document, focus.spriteId(), frame->id,
                                                    std::move(edit), 0, editName(),
                                                    focus.channelId()));
}

QRect ShapeTool::previewPixels() const {
    return dragging_ ? box_ : AbstractTool::previewPixels();
}

void ShapeTool::paintPreview(QPainter& painter, const ViewTransform& view) const {
    const QRect box = dragging_ ? box_ : (hasHover_ ? QRect(hover_, hover_) : QRect());
    if (box.isNull())
        return;
    const QRectF r = view.widgetRectOf(box);
    painter.setBrush(dragging_ ? QColor(255, 255, 255, 40) : Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 220), 1, Qt::DashLine));
    if (previewIsEllipse() && dragging_)
        painter.drawEllipse(r);
    else
        painter.drawRect(r);
}

RectangleTool::RectangleTool(ToolSettings* settings, QObject* parent)
    : ShapeTool(tr("Rectangle"), QStringLiteral("rectangle"), QKeySequence(Qt::Key_R), settings,
                parent) {}

void RectangleTool::fill(PixelEdits& edits, const QRect& box, bool solid) const {
    for (int y = box.top(); y <= box.bottom(); ++y)
        edits.setSpan(y, box.left(), box.right() + 1, solid ? Override::Solid : Override::Empty);
}

EllipseTool::EllipseTool(ToolSettings* settings, QObject* parent)
    : ShapeTool(tr("Ellipse"), QStringLiteral("ellipse"), QKeySequence(Qt::Key_O), settings,
                parent) {}

void EllipseTool::fill(PixelEdits& edits, const QRect& box, bool solid) const {
    // Pixel centres inside the ellipse inscribed in the box.
    const double cx = box.left() + box.width() / 2.0;
    const double cy = box.top() + box.height() / 2.0;
    const double rx = box.width() / 2.0;
    const double ry = box.height() / 2.0;
    for (int y = box.top(); y <= box.bottom(); ++y) {
        for (int x = box.left(); x <= box.right(); ++x) {
            const double nx = (x + 0.5 - cx) / rx;
            const double ny = (y + 0.5 - cy) / ry;
            if (nx * nx + ny * ny <= 1.0)
                edits.paint(x, y, solid);
        }
    }
}

void RectangleTool::paintIcon(QPainter& p) const {
    p.setBrush(kIconAccent);
    p.drawRect(QRectF(4.5, 6.5, 15, 11));
}

void EllipseTool::paintIcon(QPainter& p) const {
    p.setBrush(kIconAccent);
    p.drawEllipse(QRectF(4, 6, 16, 12));
}

} // namespace hitmask
