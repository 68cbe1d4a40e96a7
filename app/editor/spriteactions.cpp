// SPDX-License-Identifier: MIT
#include "spriteactions.h"

#include "docks/spritelistdock.h"
#include "document/commands/spritebatch.h"
#include "document/projectdocument.h"
#include "editfocus.h"
#include "projectcontroller.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>

namespace hitmask {

SpriteActions::SpriteActions(EditFocus* focus, ProjectController* projects, SpriteListDock* list,
                             QWidget* window)
    : QObject(window)
    , focus_(focus)
    , projects_(projects)
    , window_(window)
    , menu_(new QMenu(tr("Sp&rite"), window))
    , remove_(new QAction(tr("&Remove Sprites"), this))
    , clone_(new QAction(tr("&Clone Sprite"), this))
    , addChannel_(new QAction(tr("&Add Channel to Sprites..."), this))
    , removeChannel_(new QAction(tr("Remove C&hannel from Sprites..."), this))
    , exports_(new QMenu(tr("&Exports"), window)) {
    menu_->setObjectName(QStringLiteral("spriteMenu"));
    // Names that outlive a change of language, for the shortcuts the user may give them.
    remove_->setObjectName(QStringLiteral("removeSprites"));
    clone_->setObjectName(QStringLiteral("cloneSprite"));
    addChannel_->setObjectName(QStringLiteral("addChannelToSprites"));
    removeChannel_->setObjectName(QStringLiteral("removeChannelFromSprites"));
    menu_->addAction(list->findAction());
    menu_->addSeparator();
    menu_->addAction(clone_);
    menu_->addAction(remove_);
    menu_->addSeparator();
    menu_->addAction(addChannel_);
    menu_->addAction(removeChannel_);
    menu_->addMenu(exports_);
    // Delete removes sprites only in the list, which takes the key from Edit > Clear Mask
    // (SpriteListDock::eventFilter); in the menu the key is named for the help.
    remove_->setShortcut(QKeySequence(Qt::Key_Delete));
    remove_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    remove_->setToolTip(tr("Remove the selected sprites from the project"));
    clone_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    clone_->setToolTip(tr("A copy of the sprite with its frames, channels and hand edits"));
    addChannel_->setToolTip(tr("Add a channel of one name to every selected sprite"));
    removeChannel_->setToolTip(tr("Remove a channel of one name from every selected sprite"));
    list->setContextMenu(menu_);

    connect(remove_, &QAction::triggered, this, &SpriteActions::removeSprites);
    connect(list, &SpriteListDock::removeRequested, this, &SpriteActions::removeSprites);
    connect(clone_, &QAction::triggered, this, &SpriteActions::cloneSprite);
    connect(addChannel_, &QAction::triggered, this, &SpriteActions::askChannelToAdd);
    connect(removeChannel_, &QAction::triggered, this, &SpriteActions::askChannelToRemove);
    connect(exports_, &QMenu::aboutToShow, this, &SpriteActions::fillExports);
    connect(menu_, &QMenu::aboutToShow, this, &SpriteActions::updateActions);
    connect(focus_, &EditFocus::selectionChanged, this, &SpriteActions::updateActions);
    connect(focus_, &EditFocus::placeChanged, this, &SpriteActions::updateActions);
    updateActions();
}

void SpriteActions::updateActions() {
    const int chosen = int(focus_->selectedSprites().size());
    remove_->setText(chosen > 1 ? tr("&Remove %n Sprites", nullptr, chosen) : tr("&Remove Sprite"));
    for (QAction* action : {remove_, clone_, addChannel_, removeChannel_})
        action->setEnabled(chosen > 0);
    exports_->setEnabled(chosen > 0);
}

namespace {

// A step made of one part per sprite, or null when no sprite had anything to change.
QUndoCommand* unlessEmpty(QUndoCommand* step) {
    if (step->childCount() > 0)
        return step;
    delete step;
    return nullptr;
}

} // namespace

void SpriteActions::push(const MakeStep& make) {
    ProjectDocument* document = projects_->document();
    const QList<int> chosen = focus_->selectedSprites();
    if (!document || chosen.isEmpty())
        return;
    if (QUndoCommand* step = make(document, chosen))
        document->undoStack()->push(step);
}

void SpriteActions::removeSprites() {
    push([](ProjectDocument* document, const QList<int>& chosen) {
        return new RemoveSprites(document, chosen);
    });
}

void SpriteActions::cloneSprite() {
    push([this](ProjectDocument* document, const QList<int>&) {
        return hitmask::cloneSprite(document, focus_->spriteId());
    });
}

void SpriteActions::addChannel(const QString& name) {
    push([&name](ProjectDocument* document, const QList<int>& chosen) {
        return unlessEmpty(new AddChannels(document, chosen, name));
    });
}

void SpriteActions::removeChannel(const QString& name) {
    push([&name](ProjectDocument* document, const QList<int>& chosen) {
        return unlessEmpty(new RemoveChannels(document, chosen, name));
    });
}

void SpriteActions::setExported(int target, bool exported) {
    push([=](ProjectDocument* document, const QList<int>& chosen) {
        return setSpritesExported(document, chosen, target, exported);
    });
}

void SpriteActions::askChannelToAdd() {
    const int chosen = int(focus_->selectedSprites().size());
    bool ok = false;
    const QString name =
        QInputDialog::getText(window_, tr("Add Channel"),
                              tr("Name of the channel to add to %n sprite(s):", nullptr, chosen),
                              QLineEdit::Normal, QStringLiteral("hurt"), &ok)
            .trimmed();
    if (!ok)
        return;
    if (const QString problem = ChannelNames::problem(name); !problem.isEmpty()) {
        QMessageBox::warning(window_, tr("Add Channel"), problem);
        return;
    }
    addChannel(name);
}

void SpriteActions::askChannelToRemove() {
    ProjectDocument* document = projects_->document();
    const QStringList names =
        document ? removableChannels(*document, focus_->selectedSprites()) : QStringList();
    if (names.isEmpty()) {
        QMessageBox::information(window_, tr("Remove Channel"),
                                 tr("The selected sprites have no channel but solid."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(window_, tr("Remove Channel"),
                                               tr("Channel to remove from the selected sprites:"),
                                               names, 0, false, &ok);
    if (ok)
        removeChannel(name);
}

// One entry per export, ticked when it writes every selected sprite: a click takes them all
// in, or, when all were in, leaves them all out.
void SpriteActions::fillExports() {
    exports_->clear();
    ProjectDocument* document = projects_->document();
    if (!document)
        return;
    const QList<int> ids = focus_->selectedSprites();
    for (int target = -1; target < int(document->exportTargets().size()); ++target) {
        const QString name = target < 0
                                 ? tr("Project &Export")
                                 : tr("Target %1").arg(document->exportTargets()[target].name);
        QAction* action = exports_->addAction(name);
        action->setCheckable(true);
        const bool all = spritesSkipped(*document, ids, target) == 0;
        action->setChecked(all);
        connect(action, &QAction::triggered, this,
                [this, target, all] { setExported(target, !all); });
    }
}

} // namespace hitmask
