// SPDX-License-Identifier: MIT
// The channels of the sprite in focus (solid, hurt, hit...): pick the one the tools paint
// on, show or hide, rename, recolour, add, remove, choose how each is made, and set its
// physics properties, in every selected sprite at once.
#pragma once

#include "document/channel.h"
#include "document/commands/editplace.h"
#include "editor/docks/physicseditor.h"

#include <QDockWidget>
#include <QPointer>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QMainWindow;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace hitmask {

class ChannelColourButton;
class ChannelActions;
class EditFocus;
class ProjectDocument;
class RuleEditor;
class Sprite;

class ChannelsDock final : public QDockWidget {
    Q_OBJECT

public:
    // Lists the channels of `focus`'s sprite, each with the colour it is drawn in, and
    // chooses its channel.
    explicit ChannelsDock(EditFocus* focus, QWidget* parent = nullptr);
    // A channels dock for `focus` in `window`, below `above`, with the window-wide
    // actions that cycle the channel (C, Shift+C; the window may list them in a menu).
    static ChannelsDock* addTo(QMainWindow* window, EditFocus* focus, QDockWidget* above);

    QListWidget* list() const { return list_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* removeButton() const { return remove_; }
    RuleEditor* ruleEditor() const { return rule_; }
    QComboBox* ruleBox() const;
    QSpinBox* thresholdBox() const;
    QSpinBox* toleranceBox() const;
    ChannelColourButton* colourButton() const { return colour_; }
    QLabel* problemLabel() const { return problem_; }
    // Opens and folds the physics properties (folded at first).
    QToolButton* physicsToggle() const { return physicsToggle_; }
    PhysicsEditor* physicsEditor() const { return physics_; }
    QLabel* physicsScopeLabel() const { return physicsScope_; }
    QAction* nextAction() const { return next_; }
    // Add, remove, rename, clear review marks: the panel's buttons trigger these.
    ChannelActions* channelActions() const { return actions_; }
    QAction* previousAction() const { return previous_; }

    // What the colour buttons do once the user picked a colour: the channel in focus keeps
    // `colour` (chosen, saved in the project), or goes back to an automatic one.
    void setChannelColour(const QColor& colour);
    void setAutomaticColour();
    void setColourKey(const QColor& key);

private:
    const Sprite* sprite() const;
    const Channel* current() const;
    void refresh();
    void showRule(const Sprite& sprite, const Channel& channel);
    void onRuleEdited(const ChannelRule& rule, int session);
    void onItemChanged(QListWidgetItem* item);
    void cycle(int step);
    // Pushes EditChannel when `after` differs from the channel as it is.
    void edit(const Channel& after);
    // The channels a physics edit sets: the one in focus and the channel of the same
    // name in every other selected sprite that has one.
    QList<EditPlace> physicsTargets() const;
    void showPhysics();
    void onPhysicsEdited(const PhysicsEditor::Change& change, const QString& field, int session);
    void watchDocument(ProjectDocument* document);

    EditFocus* focus_;
    QPointer<ProjectDocument> document_;
    QListWidget* list_;
    QPushButton* add_;
    QPushButton* remove_;
    ChannelColourButton* colour_;
    RuleEditor* rule_;
    QLabel* problem_;
    QToolButton* physicsToggle_;
    PhysicsEditor* physics_;
    QLabel* physicsScope_;
    QPointer<ProjectDocument> watched_; // whose other sprites' channels physics_ may show
    QAction* next_;
    QAction* previous_;
    ChannelActions* actions_;
    bool refreshing_ = false;
};

} // namespace hitmask
