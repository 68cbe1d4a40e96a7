// SPDX-License-Identifier: MIT
#include "eyedroppertool.h"

#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"

namespace hitmask {

EyedropperTool::EyedropperTool(ToolSettings* settings, QObject* parent)
    : AbstractTool(tr("Colour Key Picker"), QStringLiteral("eyedropper"), QKeySequence(Qt::Key_I),
                   settings, parent) {}

void EyedropperTool::press(CanvasView& canvas, const ToolEvent& event) {
    const Sprite* sprite = canvas.sprite();
    const Frame* frame = canvas.frame();
    ProjectDocument* document = canvas.document();
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

} // namespace hitmask
