// SPDX-License-Identifier: MIT
#include "maskmenu.h"

#include "document/maskoperations.h"
#include "document/projectdocument.h"
#include "editfocus.h"
#include "projectcontroller.h"

#include <QCoreApplication>
#include <QMenu>

namespace hitmask {

void MaskMenu::addTo(QMenu* menu, ProjectController* projects, const EditFocus* focus) {
    auto add = [&](const QString& text, const QKeySequence& key, auto operation) -> QAction* {
        QAction* action = menu->addAction(text);
        action->setShortcut(key);
        QObject::connect(action, &QAction::triggered, menu, [projects, focus, operation] {
            operation(projects->document(), focus->spriteId(), focus->frameIndex(),
                      focus->channelId());
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
    QObject::connect(menu, &QMenu::aboutToShow, menu, [projects, focus, toNext, toAll] {
        const Sprite* sprite = projects->document()->sprite(focus->spriteId());
        const bool several = sprite && sprite->frames().size() > 1;
        toNext->setEnabled(several && focus->frameIndex() + 1 < int(sprite->frames().size()));
        toAll->setEnabled(several);
    });
}

} // namespace hitmask
