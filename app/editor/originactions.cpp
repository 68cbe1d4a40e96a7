// SPDX-License-Identifier: MIT
#include "originactions.h"

#include "document/commands/framecommands.h"
#include "document/projectdocument.h"
#include "editfocus.h"

#include <QMenu>

namespace hitmask {

OriginActions::OriginActions(const EditFocus* focus, QWidget* parent)
    : QObject(parent)
    , focus_(focus)
    , menu_(new QMenu(tr("Frame &Origin"), parent))
    , frame_(menu_->addMenu(tr("Of &This Frame")))
    , all_(menu_->addMenu(tr("Of &All Frames"))) {
    menu_->setObjectName(QStringLiteral("originMenu"));
    menu_->setToolTip(tr("Put the origin (pivot) at a point of the frame"));
    menu_->setToolTipsVisible(true);
    fill(frame_, false);
    fill(all_, true);
    connect(focus_, &EditFocus::placeChanged, this, &OriginActions::updateEnabled);
    connect(focus_, &EditFocus::spriteRebuilt, this, &OriginActions::updateEnabled);
    updateEnabled();
}

QString OriginActions::presetText(PivotPreset preset) {
    switch (preset) {
    case PivotPreset::Centre:
        return tr("&Centre");
    case PivotPreset::BottomCentre:
        return tr("&Bottom Centre");
    case PivotPreset::TopLeft:
        return tr("Top &Left");
    case PivotPreset::TopRight:
        return tr("Top &Right");
    case PivotPreset::BottomLeft:
        return tr("Bottom L&eft");
    case PivotPreset::BottomRight:
        return tr("Bottom R&ight");
    }
    return {};
}

void OriginActions::fill(QMenu* menu, bool allFrames) {
    for (PivotPreset preset : kPivotPresets) {
        QAction* action = menu->addAction(presetText(preset));
        action->setObjectName(pivotPresetName(preset) +
                              (allFrames ? QStringLiteral("-all") : QString()));
        connect(action, &QAction::triggered, this,
                [this, preset, allFrames] { apply(preset, allFrames); });
    }
    menu->addSeparator();
    QAction* reset = menu->addAction(tr("&Reset to the File's"));
    reset->setObjectName(allFrames ? QStringLiteral("file-all") : QStringLiteral("file"));
    reset->setToolTip(tr("The origin the sprite's file or sheet gives"));
    connect(reset, &QAction::triggered, this,
            [this, allFrames] { apply(std::nullopt, allFrames); });
}

void OriginActions::updateEnabled() {
    menu_->setEnabled(focus_->frame() != nullptr);
}

void OriginActions::apply(std::optional<PivotPreset> preset, bool allFrames) {
    const Sprite* sprite = focus_->sprite();
    const Frame* current = focus_->frame();
    ProjectDocument* document = focus_->document();
    if (!sprite || !current || !document)
        return;
    SetFrameOrigin::Values values;
    for (const Frame& frame : sprite->frames()) {
        if (!allFrames && &frame != current)
            continue;
        const std::optional<QPoint> origin =
            preset ? std::optional(pivotOf(*preset, frame.size())) : std::nullopt;
        if (frame.originSet != origin)
            values.append({frame.id, origin});
    }
    if (!values.isEmpty())
        document->undoStack()->push(new SetFrameOrigin(document, sprite->id(), values));
}

} // namespace hitmask
