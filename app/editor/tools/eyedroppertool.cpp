// SPDX-License-Identifier: MIT
#include "eyedroppertool.h"

#include "document/commands/setmasksettings.h"
#include "document/projectdocument.h"
#include "editor/editfocus.h"

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
    MaskRule after = sprite->settings();
    after.colorKey = frame->image.pixelColor(event.pixel).toRgb();
    after.colorKey->setAlpha(255);
    if (after != sprite->settings())
        document->undoStack()->push(
            new SetMaskSettings(document, sprite->id(), sprite->settings(), after));
    emit picked();
}

} // namespace hitmask
