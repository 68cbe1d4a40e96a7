// SPDX-License-Identifier: MIT
#include "eyedroppertool.h"

#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "editor/editfocus.h"
#include "editor/icons.h"

#include <QPainter>

namespace hitmask {

EyedropperTool::EyedropperTool(ToolSettings* settings, QObject* parent)
    : AbstractTool(tr("Colour Key Picker"), QStringLiteral("eyedropper"), QKeySequence(Qt::Key_I),
                   settings, parent) {}

void EyedropperTool::press(EditFocus& focus, const ToolEvent& event) {
    const Sprite* sprite = focus.sprite();
    const Frame* frame = focus.frame();
    ProjectDocument* document = focus.document();
    if (event.button != Qt::LeftButton || !sprite || !frame || !document)
        return;
    if (!frame->image.rect().contains(event.pixel))
        return;
    ChannelRule after = sprite->channels().front().rule;
    after.image.colorKey = frame->image.pixelColor(event.pixel).toRgb();
    after.image.colorKey->setAlpha(255);
    if (after != sprite->channels().front().rule)
        document->undoStack()->push(new SetChannelRule(document, sprite->id(), 0, after));
    emit picked();
}

void EyedropperTool::paintIcon(QPainter& p) const {
    p.setBrush(QColor(250, 250, 250));
    p.drawLine(QPointF(5, 19), QPointF(13, 11));
    p.setBrush(kIconInk);
    p.drawEllipse(QPointF(16.5, 7.5), 3.2, 3.2);
    p.setPen(Qt::NoPen);
    p.setBrush(kIconAccent);
    p.drawEllipse(QPointF(5, 19), 1.8, 1.8);
}

} // namespace hitmask
