// SPDX-License-Identifier: MIT
#include "maskmenu.h"

#include "canvas/canvasview.h"
#include "document/maskoperations.h"
#include "projectcontroller.h"

#include <QCoreApplication>
#include <QMenu>

namespace hitmask {

void MaskMenu::addTo(QMenu* menu, ProjectController* projects, CanvasView* canvas) {
    auto add = [&](const QString& text, const QKeySequence& key, auto operation) {
        QAction* action = menu->addAction(text);
        action->setShortcut(key);
        QObject::connect(action, &QAction::triggered, menu, [projects, canvas, operation] {
            operation(projects->document(), canvas->spriteId(), canvas->frameIndex(),
                      canvas->channelId());
        });
    };
    // The texts keep the main window's context, which their translations are filed under.
    add(QCoreApplication::translate("hitmask::MainWindow", "&Invert Mask"),
        QKeySequence(Qt::CTRL | Qt::Key_I), &MaskOperations::invert);
    add(QCoreApplication::translate("hitmask::MainWindow", "&Clear Mask"),
        QKeySequence(Qt::Key_Delete), &MaskOperations::clear);
    add(QCoreApplication::translate("hitmask::MainWindow", "Reset Mask to &Auto"),
        QKeySequence(Qt::CTRL | Qt::Key_R), &MaskOperations::resetToAuto);
    add(QCoreApplication::translate("hitmask::MainWindow", "Copy Mask Edits to &Next Frame"),
        QKeySequence(), &MaskOperations::copyEditsToNext);
    add(QCoreApplication::translate("hitmask::MainWindow", "Copy Mask Edits to A&ll Frames"),
        QKeySequence(), &MaskOperations::copyEditsToAll);
}

} // namespace hitmask
