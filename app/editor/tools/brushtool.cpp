// SPDX-License-Identifier: MIT
#include "brushtool.h"

#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "editor/editfocus.h"
#include "editor/icons.h"
#include "toolsettings.h"
#include "viewtransform.h"

#include <QPainter>

namespace hitmask {

namespace {
int nextStrokeId() {
    static int counter = 0;
    return ++counter;
}
} // namespace

bool BrushTool::covers(int i, int j, int size, bool round) {
    if (!round || size <= 2)
        return true;
    const double mid = (size - 1) / 2.0;
    const double radius2 = (size / 2.0) * (size / 2.0);
    const double dx = i - mid;
    const double dy = j - mid;
    return dx * dx + dy * dy <= radius2 - 0.25;
}

void BrushTool::stamp(PixelEdits& edits, QPoint centre, int size, bool round, Override state) {
    const int first = -(size - 1) / 2;
    for (int j = 0; j < size; ++j)
        for (int i = 0; i < size; ++i)
            if (covers(i, j, size, round))
                edits.set(centre.x() + first + i, centre.y() + first + j, state);
}

QPainterPath BrushTool::outline(QPoint centre, int size, bool round) {
    const int first = -(size - 1) / 2;
    QPainterPath path;
    for (int j = 0; j < size; ++j) {
        // Each row of a square or round brush is one run of pixels.
        int i = 0;
        while (i < size && !covers(i, j, size, round))
            ++i;
        int end = i;
        while (end < size && covers(end, j, size, round))
            ++end;
        if (end > i)
            path.addRect(centre.x() + first + i, centre.y() + first + j, end - i, 1);
    }
    return path.simplified();
}

void BrushTool::press(EditFocus& focus, const ToolEvent& event) {
    if (!paints(event.button) || !focus.frame())
        return;
    painting_ = true;
    button_ = event.button;
    strokeId_ = nextStrokeId();
    const QPoint from = (event.modifiers & Qt::ShiftModifier) && hasLast_ ? last_ : event.pixel;
    paintLine(focus, from, event.pixel);
}

void BrushTool::move(EditFocus& focus, const ToolEvent& event) {
    hover_ = event.pixel;
    hasHover_ = true;
    if (painting_)
        paintLine(focus, last_, event.pixel);
}

void BrushTool::release(EditFocus&, const ToolEvent&) {
    painting_ = false;
}

void BrushTool::paintLine(EditFocus& focus, QPoint from, QPoint to) {
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    if (!frame || !document)
        return;
    PixelEdits edits(*frame, focus.channelIndex());
    const int size = settings()->brushSize();
    const bool round = settings()->brushShape() == BrushShape::Round;
    Override state = paintedState();
    if (paintsOpposite(button_) && state != Override::Auto)
        state = state == Override::Solid ? Override::Empty : Override::Solid;
    // Bresenham: every pixel of the line gets a stamp, so fast strokes leave no gaps.
    int x = from.x(), y = from.y();
    const int dx = std::abs(to.x() - x), sx = x < to.x() ? 1 : -1;
    const int dy = -std::abs(to.y() - y), sy = y < to.y() ? 1 : -1;
    int err = dx + dy;
    while (true) {
        stamp(edits, {x, y}, size, round, state);
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
        document->undoStack()->push(new PaintPixels(document, focus.spriteId(), frame->id,
                                                    std::move(edit), strokeId_, strokeName(),
                                                    focus.channelId()));
}

QRect BrushTool::previewPixels() const {
    if (!hasHover_)
        return {};
    const int size = settings()->brushSize();
    const int first = -(size - 1) / 2;
    return QRect(hover_.x() + first, hover_.y() + first, size, size);
}

void BrushTool::paintPreview(QPainter& painter, const ViewTransform& view) const {
    if (!hasHover_)
        return;
    // The pixels the brush will paint, edge for edge, in widget coordinates.
    const QPainterPath pixels =
        outline(hover_, settings()->brushSize(), settings()->brushShape() == BrushShape::Round);
    const QPointF origin = view.widgetPosOf(QPointF(0, 0));
    const double scale = view.zoom();
    const QPainterPath path = QTransform(scale, 0, 0, scale, origin.x(), origin.y()).map(pixels);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 200), 1));
    painter.drawPath(path);
    painter.setPen(QPen(QColor(0, 0, 0, 160), 1, Qt::DotLine));
    painter.drawPath(path);
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

void PencilTool::paintIcon(QPainter& p) const {
    p.setBrush(kIconAccent);
    p.drawPolygon(QPolygonF({{5, 19}, {6, 15}, {16, 5}, {19, 8}, {9, 18}}));
    p.drawLine(QPointF(14, 7), QPointF(17, 10));
}

void EraserTool::paintIcon(QPainter& p) const {
    p.setBrush(QColor(250, 250, 250));
    p.save();
    p.translate(12, 12);
    p.rotate(-40);
    p.drawRoundedRect(QRectF(-8, -4, 16, 8), 1.5, 1.5);
    p.setBrush(kIconAccent.lighter(130));
    p.drawRoundedRect(QRectF(-8, -4, 6, 8), 1.5, 1.5);
    p.restore();
    p.drawLine(QPointF(4, 20), QPointF(20, 20));
}

void AutoBrushTool::paintIcon(QPainter& p) const {
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(5, 5, 14, 14), 60 * 16, 280 * 16);
    p.setBrush(kIconInk);
    p.drawPolygon(QPolygonF({{15, 3}, {19, 7}, {14, 8.5}}));
    p.setPen(Qt::NoPen);
    p.setBrush(kIconAccent);
    p.drawEllipse(QPointF(12, 12), 2.5, 2.5);
}

} // namespace hitmask
