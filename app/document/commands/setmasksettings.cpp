// SPDX-License-Identifier: MIT
#include "setmasksettings.h"

#include "commandids.h"
#include "document/projectdocument.h"

#include <QCoreApplication>

namespace hitmask {

namespace {

enum class Change { Key, Tolerance, Threshold };

Change changeOf(const MaskRule& before, const MaskRule& after) {
    if (after.colorKey != before.colorKey)
        return Change::Key;
    return after.keyTolerance != before.keyTolerance ? Change::Tolerance : Change::Threshold;
}

QString textOf(const MaskRule& before, const MaskRule& after) {
    switch (changeOf(before, after)) {
    case Change::Key:
        return QCoreApplication::translate("SetMaskSettings", "Change Colour Key");
    case Change::Tolerance:
        return QCoreApplication::translate("SetMaskSettings", "Set Key Tolerance to %1")
            .arg(after.keyTolerance);
    case Change::Threshold:
        break;
    }
    return QCoreApplication::translate("SetMaskSettings", "Set Threshold to %1")
        .arg(after.threshold);
}

} // namespace

SetMaskSettings::SetMaskSettings(ProjectDocument* document, int spriteId, const MaskRule& before,
                                 const MaskRule& after, int session)
    : QUndoCommand(textOf(before, after))
    , document_(document)
    , spriteId_(spriteId)
    , session_(session)
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
    // A slider's drag or a spin box's steps are one undo step, until the editing session
    // ends; a new key never merges.
    const Change change = changeOf(before_, after_);
    if (next->spriteId_ != spriteId_ || next->session_ != session_ || change == Change::Key ||
        changeOf(next->before_, next->after_) != change)
        return false;
    after_ = next->after_;
    setText(next->text());
    if (after_ == before_)
        setObsolete(true);
    return true;
}

} // namespace hitmask
