// SPDX-License-Identifier: MIT
#include "maskmenu.h"

#include "canvas/canvasview.h"
#include "document/maskoperations.h"
#include "document/projectdocument.h"
#include "projectcontroller.h"

#include <QCoreApplication>
#include <QMenu>

namespace hitmask {

void MaskMenu::addTo(QMenu* menu, ProjectController* projects, CanvasView* canvas) {
    auto add = [&](const QString& text, const QKeySequence& key, auto operation) -> QAction* {
        QAction* action = menu->addAction(text);
        action->setShortcut(key);
        QObject::connect(action, &QAction::triggered, menu, [projects, canvas, operation] {
            operation(projects->document(), canvas->spriteId(), canvas->frameIndex(),
                      canvas->channelId());
        });
        return action;
    };
    // The texts keep the main window's context, which their translations are filed under.
    add(QCoreApplication::translate("hitmask::MainWindow", "&Invert Mask"),
        QKeySequence(Qt::CTRL | Qt::Key_I), &MaskOperations::invert);
    add(QCoreApplication::translate("hitmask::MainWindow", "&Clear Mask"),
        QKeySequence(Qt::Key_Delete), &MaskOperations::clear);
    add(QCoreApplication::translate("hitmask::MainWindow", "Reset Mask to &Auto"),
        QKeySequence(Qt::CTRL | Qt::Key_R), &MaskOperations::resetToAuto);
    QAction* toNext =
        add(QCoreApplication::translate("hitmask::MainWindow", "Copy Mask Edits to &Next Frame"),
            QKeySequence(), &MaskOperations::copyEditsToNext);
    QAction* toAll =
        add(QCoreApplication::translate("hitmask::MainWindow", "Copy Mask Edits to A&ll Frames"),
            QKeySequence(), &MaskOperations::copyEditsToAll);
    toNext->setObjectName(QStringLiteral("copyEditsToNext"));
    toAll->setObjectName(QStringLiteral("copyEditsToAll"));
    // Copying needs another frame to copy to: offered only where there is one.
    QObject::connect(menu, &QMenu::aboutToShow, menu, [projects, canvas, toNext, toAll] {
        const Sprite* sprite = projects->document()->sprite(canvas->spriteId());
        const bool several = sprite && sprite->frames().size() > 1;
        toNext->setEnabled(several && canvas->frameIndex() + 1 < int(sprite->frames().size()));
        toAll->setEnabled(several);
    });
}

} // namespace hitmask
