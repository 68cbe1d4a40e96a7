// SPDX-License-Identifier: MIT
#include "brushtool.h"

#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "toolsettings.h"

#include <QPainter>

namespace hitmask {

namespace {
int nextStrokeId() {
    static int counter = 0;
    return ++counter;
}
} // namespace

void BrushTool::stamp(PixelEdits& edits, QPoint centre, int size, bool round, Override state) {
    const int first = -(size - 1) / 2;
    const double mid = (size - 1) / 2.0;
    const double radius2 = (size / 2.0) * (size / 2.0);
    for (int j = 0; j < size; ++j) {
        for (int i = 0; i < size; ++i) {
            if (round && size > 2) {
                const double dx = i - mid;
                const double dy = j - mid;
                if (dx * dx + dy * dy > radius2 - 0.25)
                    continue;
            }
            edits.set(centre.x() + first + i, centre.y() + first + j, state);
        }
    }
}

void BrushTool::press(CanvasView& canvas, const ToolEvent& event) {
    if (event.button != Qt::LeftButton || !canvas.frame())
        return;
    painting_ = true;
    strokeId_ = nextStrokeId();
    const QPoint from = (event.modifiers & Qt::ShiftModifier) && hasLast_ ? last_ : event.pixel;
    paintLine(canvas, from, event.pixel);
}

void BrushTool::move(CanvasView& canvas, const ToolEvent& event) {
    hover_ = event.pixel;
    hasHover_ = true;
    if (painting_)
        paintLine(canvas, last_, event.pixel);
}

void BrushTool::release(CanvasView&, const ToolEvent&) {
    painting_ = false;
}

void BrushTool::paintLine(CanvasView& canvas, QPoint from, QPoint to) {
    const Frame* frame = canvas.frame();
    ProjectDocument* document = canvas.document();
    if (!frame || !document)
        return;
    PixelEdits edits(*frame);
    const int size = settings()->brushSize();
    const bool round = settings()->brushShape() == BrushShape::Round;
    // Bresenham: every pixel of the line gets a stamp, so fast strokes leave no gaps.
    int x = from.x(), y = from.y();
    const int dx = std::abs(to.x() - x), sx = x < to.x() ? 1 : -1;
    const int dy = -std::abs(to.y() - y), sy = y < to.y() ? 1 : -1;
    int err = dx + dy;
    while (true) {
        stamp(edits, {x, y}, size, round, paintedState());
        if (x == to.x() && y == to.y())
            break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y += sy;
        }
    }
    last_ = to;
    hasLast_ = true;
    if (RegionEdit edit = edits.take(); !edit.isEmpty())
        document->undoStack()->push(new PaintPixels(document, canvas.spriteId(), frame->id,
                                                    std::move(edit), strokeId_, strokeName()));
}

QRect BrushTool::previewPixels() const {
    if (!hasHover_)
        return {};
    const int size = settings()->brushSize();
    const int first = -(size - 1) / 2;
    return QRect(hover_.x() + first, hover_.y() + first, size, size);
}

void BrushTool::paintPreview(QPainter& painter, const CanvasView& canvas) const {
    if (!hasHover_)
        return;
    const int size = settings()->brushSize();
    const QRect box = previewPixels();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 200), 1));
    const QRectF r = canvas.widgetRectOf(box);
    if (settings()->brushShape() == BrushShape::Round && size > 2)
        painter.drawEllipse(r);
    else
        painter.drawRect(r);
    painter.setPen(QPen(QColor(0, 0, 0, 160), 1, Qt::DotLine));
    if (settings()->brushShape() == BrushShape::Round && size > 2)
        painter.drawEllipse(r);
    else
        painter.drawRect(r);
}

PencilTool::PencilTool(ToolSettings* settings, QObject* parent)
    : BrushTool(tr("Pencil"), QStringLiteral("pencil"), QKeySequence(Qt::Key_B), settings, parent) {
}

Override PencilTool::paintedState() const {
    return settings()->paintSolid() ? Override::Solid : Override::Empty;
}

EraserTool::EraserTool(ToolSettings* settings, QObject* parent)
    : BrushTool(tr("Eraser"), QStringLiteral("eraser"), QKeySequence(Qt::Key_E), settings, parent) {
}

Override EraserTool::paintedState() const {
    return settings()->paintSolid() ? Override::Empty : Override::Solid;
}

AutoBrushTool::AutoBrushTool(ToolSettings* settings, QObject* parent)
    : BrushTool(tr("Auto Brush"), QStringLiteral("autobrush"), QKeySequence(Qt::Key_A), settings,
                parent) {}

} // namespace hitmask
