// SPDX-License-Identifier: MIT
#include "frameactions.h"

#include "document/commands/cutframes.h"
#include "document/projectdocument.h"
#include "editfocus.h"
#include "projectcontroller.h"
#include "rotationsetdialog.h"
#include "slicingdialog.h"

#include <QAction>

namespace hitmask {

FrameActions::FrameActions(const EditFocus* focus, ProjectController* projects, QWidget* window)
    : QObject(window)
    , focus_(focus)
    , projects_(projects)
    , window_(window)
    , slice_(new QAction(tr("Slice into &Frames..."), this))
    , rotations_(new QAction(tr("Generate &Rotation Set..."), this)) {
    slice_->setObjectName(QStringLiteral("sliceIntoFrames"));
    rotations_->setObjectName(QStringLiteral("generateRotationSet"));
    rotations_->setToolTip(tr("Make the sprite's frames the rotations of the current frame"));
    connect(slice_, &QAction::triggered, this, &FrameActions::sliceIntoFrames);
    connect(rotations_, &QAction::triggered, this, &FrameActions::generateRotationSet);
}

void FrameActions::sliceIntoFrames() {
    ProjectDocument* document = projects_->document();
    const Sprite* sprite = document->sprite(focus_->spriteId());
    if (!sprite)
        return;
    if (sprite->cut().kind == FrameCut::Kind::Images ||
        sprite->cut().kind == FrameCut::Kind::SheetJson || sprite->cut().isRotationSet()) {
        emit problem(tr("%1 has its frames from its file already (an animation, a sheet or a "
                        "rotation set); it cannot be sliced as well.")
                         .arg(sprite->name()));
        return;
    }
    // A sprite cut already opens with its cut; one never cut with the grid its art shows.
    const QList<QRect> current = sprite->cut().kind == FrameCut::Kind::Rects
                                     ? sprite->cut().rects
                                     : QList<QRect>{sprite->image().rect()};
    SlicingDialog dialog(sprite->image(), window_);
    if (sprite->cut().kind == FrameCut::Kind::Rects)
        if (const auto grid = FrameGrid::gridOf(sprite->image(), current))
            dialog.setGrid(*grid);
    if (dialog.exec() != QDialog::Accepted || dialog.cells().isEmpty() || dialog.cells() == current)
        return; // the same cells again would be an undo step that changes nothing
    document->undoStack()->push(new SliceSprite(document, sprite->id(), dialog.cells()));
    emit sliced();
}

void FrameActions::generateRotationSet() {
    ProjectDocument* document = projects_->document();
    const Sprite* sprite = document->sprite(focus_->spriteId());
    if (!sprite || focus_->frameIndex() < 0)
        return;
    const FrameCut& cut = sprite->cut();
    RotationSetDialog dialog(cut.isRotationSet(), cut.rotations, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    CutFrames* command = hitmask::generateRotationSet(document, sprite->id(), focus_->frameIndex(),
                                                      dialog.rotations(), &error);
    if (!command) {
        emit problem(tr("Cannot generate the rotation set: %1.").arg(error));
        return;
    }
    document->undoStack()->push(command);
}

} // namespace hitmask
