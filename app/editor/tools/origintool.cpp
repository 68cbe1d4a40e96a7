// SPDX-License-Identifier: MIT
#include "origintool.h"

#include "document/commands/framecommands.h"
#include "document/framejson.h"
#include "document/projectdocument.h"
#include "editor/editfocus.h"
#include "editor/icons.h"

#include <QPainter>
#include <cstdlib>

namespace hitmask {

OriginTool::OriginTool(ToolSettings* settings, QObject* parent)
    : AbstractTool(tr("Set Origin"), QStringLiteral("origin"), QKeySequence(Qt::Key_K), settings,
                   parent) {}

void OriginTool::press(EditFocus& focus, const ToolEvent& event) {
    const Sprite* sprite = focus.sprite();
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    if (!sprite || !frame || !document)
        return;
    std::optional<QPoint> origin;
    if (event.button == Qt::LeftButton) {
        if (std::abs(event.pixel.x()) > kMaxOriginCoordinate ||
            std::abs(event.pixel.y()) > kMaxOriginCoordinate)
            return;
        origin = event.pixel;
    } else if (event.button != Qt::RightButton) {
        return;
    }
    if (frame->originSet == origin)
        return; // nothing to undo
    document->undoStack()->push(new SetFrameOrigin(document, sprite->id(), {{frame->id, origin}}));
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
