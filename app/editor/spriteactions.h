// SPDX-License-Identifier: MIT
// The Sprite menu, also the sprite list's context menu: edits of the sprites chosen
// together in the list (remove, clone, add or remove a channel, include in or skip from an
// export), each one undo step.
#pragma once

#include <QList>
#include <QObject>
#include <functional>

class QAction;
class QMenu;
class QUndoCommand;
class QWidget;

namespace hitmask {

class EditFocus;
class ProjectController;
class ProjectDocument;
class SpriteListDock;

class SpriteActions final : public QObject {
    Q_OBJECT

public:
    SpriteActions(EditFocus* focus, ProjectController* projects, SpriteListDock* list,
                  QWidget* window);

    QMenu* menu() const { return menu_; }
    QAction* removeAction() const { return remove_; }
    QAction* cloneAction() const { return clone_; }
    QAction* addChannelAction() const { return addChannel_; }
    QAction* removeChannelAction() const { return removeChannel_; }
    QMenu* exportsMenu() const { return exports_; }

    // The edits themselves, each on the chosen sprites; the actions ask for what they need.
    void removeSprites();
    void cloneSprite();
    void addChannel(const QString& name);
    void removeChannel(const QString& name);
    // `target` -1: the project's own export settings, else that export target.
    void setExported(int target, bool exported);

private:
    // The step over the chosen sprites, or null when it has nothing to do.
    using MakeStep = std::function<QUndoCommand*(ProjectDocument*, const QList<int>&)>;
    void push(const MakeStep& make);
    void askChannelToAdd();
    void askChannelToRemove();
    void fillExports();
    void updateActions();

    EditFocus* focus_;
    ProjectController* projects_;
    QWidget* window_;
    QMenu* menu_;
    QAction* remove_;
    QAction* clone_;
    QAction* addChannel_;
    QAction* removeChannel_;
    QMenu* exports_;
};

} // namespace hitmask
