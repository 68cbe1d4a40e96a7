// SPDX-License-Identifier: MIT
// The channels of the sprite in focus (solid, hurt, hit...): pick the one the tools paint
// on, show or hide, rename, recolour, add, remove, and choose how each is made.
#pragma once

#include "document/channel.h"

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

class EditFocus;
class EditSession;
class ProjectDocument;
class Sprite;
class ViewOptions;

class ChannelsDock final : public QDockWidget {
    Q_OBJECT

public:
    // Lists the channels of `focus`'s sprite and chooses its channel; draws the one on top
    // in the colour `view` shows it in.
    ChannelsDock(EditFocus* focus, const ViewOptions* view, QWidget* parent = nullptr);
    // A channels dock for `focus` in `window`, below `above`, with the window-wide
    // actions that cycle the channel (C, Shift+C; the window may list them in a menu).
    static ChannelsDock* addTo(QMainWindow* window, EditFocus* focus, const ViewOptions* view,
                               QDockWidget* above);

    QListWidget* list() const { return list_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* removeButton() const { return remove_; }
    QComboBox* ruleBox() const { return rule_; }
    QSpinBox* thresholdBox() const { return threshold_; }
    QSpinBox* toleranceBox() const { return tolerance_; }
    QToolButton* colourButton() const { return colour_; }
    QLabel* problemLabel() const { return problem_; }
    QAction* nextAction() const { return next_; }
    QAction* previousAction() const { return previous_; }

    // What the colour buttons do once the user picked a colour.
    void setChannelColour(const QColor& colour);
    void setColourKey(const QColor& key);

private:
    const Sprite* sprite() const;
    const Channel* current() const;
    void refresh();
    void showRule(const Sprite& sprite, const Channel& channel);
    void onItemChanged(QListWidgetItem* item);
    void onRuleChosen();
    void addChannel();
    void removeChannel();
    void cycle(int step);
    // Pushes SetChannelRule when `after` has another rule than the channel as it is, else
    // EditChannel when it differs; `session`: the box's editing session the change comes
    // from, if any (see EditSession).
    void edit(const Channel& after, const EditSession* session = nullptr);

    EditFocus* focus_;
    const ViewOptions* view_;
    QPointer<ProjectDocument> document_;
    QListWidget* list_;
    QPushButton* add_;
    QPushButton* remove_;
    QToolButton* colour_;
    QComboBox* rule_;
    QSpinBox* threshold_;
    QToolButton* key_;
    QSpinBox* tolerance_;
    EditSession* thresholdSession_;
    EditSession* toleranceSession_;
    QLabel* problem_;
    QAction* next_;
    QAction* previous_;
    bool refreshing_ = false;
};

} // namespace hitmask
