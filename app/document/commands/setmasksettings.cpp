// SPDX-License-Identifier: MIT
#include "setmasksettings.h"

#include "commandids.h"
#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

SetMaskSettings::SetMaskSettings(ProjectDocument* document, int spriteId, const MaskRule& before,
                                 const MaskRule& after)
    : QUndoCommand(after.colorKey != before.colorKey
                       ? QCoreApplication::translate("SetMaskSettings", "Change Colour Key")
                       : QCoreApplication::translate("SetMaskSettings", "Set Threshold to %1")
                             .arg(after.threshold))
    , document_(document)
    , spriteId_(spriteId)
    , before_(before)
    , after_(after) {}

void SetMaskSettings::undo() {
    document_->applySettings(spriteId_, before_);
}

void SetMaskSettings::redo() {
    document_->applySettings(spriteId_, after_);
}

int SetMaskSettings::id() const {
    return int(CommandId::SetMaskSettings);
}

bool SetMaskSettings::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const SetMaskSettings*>(other);
    if (next->spriteId_ != spriteId_ || next->after_.colorKey != after_.colorKey ||
        before_.colorKey != after_.colorKey)
        return false;
    after_ = next->after_;
    setText(next->text());
    if (after_ == before_)
        setObsolete(true);
    return true;
}

} // namespace hitmask
