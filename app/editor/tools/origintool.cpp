// SPDX-License-Identifier: MIT
#include "origintool.h"

#include "document/commands/framecommands.h"
#include "document/framejson.h"
#include "document/projectdocument.h"
#include "editor/canvas/framerenderer.h"
#include "editor/editfocus.h"
#include "editor/icons.h"
#include "viewtransform.h"

#include <QPainter>
#include <cmath>
#include <cstdlib>

namespace hitmask {

OriginTool::OriginTool(ToolSettings* settings, QObject* parent)
    : AbstractTool(tr("Set Origin"), QStringLiteral("origin"), QKeySequence(Qt::Key_K), settings,
                   parent) {}

bool OriginTool::reachable(QPoint pixel) {
    return std::abs(pixel.x()) <= kMaxOriginCoordinate &&
           std::abs(pixel.y()) <= kMaxOriginCoordinate;
}

void OriginTool::press(EditFocus& focus, const ToolEvent& event) {
    const Sprite* sprite = focus.sprite();
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    if (!sprite || !frame || !document)
        return;
    if (event.button == Qt::LeftButton) {
        if (!reachable(event.pixel))
            return;
        dragging_ = true;
        target_ = event.pixel;
        return;
    }
    if (event.button == Qt::RightButton && frame->originSet)
        document->undoStack()->push(
            new SetFrameOrigin(document, sprite->id(), {{frame->id, std::nullopt}}));
}

void OriginTool::move(EditFocus& focus, const ToolEvent& event) {
    AbstractTool::move(focus, event);
    if (dragging_ && reachable(event.pixel))
        target_ = event.pixel;
}

void OriginTool::release(EditFocus& focus, const ToolEvent& event) {
    if (!dragging_)
        return;
    dragging_ = false;
    if (reachable(event.pixel))
        target_ = event.pixel;
    const Sprite* sprite = focus.sprite();
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    // The same point again is no step at all; a frame whose file gives that point gets it
    // set by hand all the same, so a later reload keeps it.
    if (!sprite || !frame || !document || frame->originSet == std::optional(target_))
        return;
    document->undoStack()->push(new SetFrameOrigin(document, sprite->id(), {{frame->id, target_}}));
}

void OriginTool::paintPreview(QPainter& painter, const ViewTransform& view) const {
    if (!dragging_)
        return;
    const QPointF at = view.widgetPosOf(QPointF(target_));
    constexpr double kRing = 5;
    reach_ = int(std::ceil((kRing + 8) / std::max(view.zoom(), 1e-3)));
    paintOrigin(painter, at);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 200), 3));
    painter.drawEllipse(at, kRing, kRing);
    painter.setPen(QPen(kIconAccent, 1.5));
    painter.drawEllipse(at, kRing, kRing);
    painter.restore();
}

QRect OriginTool::previewPixels() const {
    if (!dragging_)
        return AbstractTool::previewPixels();
    return QRect(target_ - QPoint(reach_, reach_), target_ + QPoint(reach_, reach_));
}

void OriginTool::paintIcon(QPainter& p) const {
    p.drawEllipse(QPointF(12, 12), 6.5, 6.5);
    p.drawLine(QPointF(12, 2), QPointF(12, 22));
    p.drawLine(QPointF(2, 12), QPointF(22, 12));
    p.setPen(Qt::NoPen);
    p.setBrush(kIconAccent);
    p.drawEllipse(QPointF(12, 12), 2.2, 2.2);
}

} // namespace hitmask
