// SPDX-License-Identifier: MIT
// The channels of the shown sprite (solid, hurt, hit...): pick the one the canvas paints
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

class CanvasView;
class EditSession;
class ProjectDocument;
class Sprite;

class ChannelsDock final : public QDockWidget {
    Q_OBJECT

public:
    explicit ChannelsDock(CanvasView* canvas, QWidget* parent = nullptr);
    // A channels dock for `canvas` in `window`, below `above`, with the window-wide
    // actions that cycle the channel (C, Shift+C; the window may list them in a menu).
    static ChannelsDock* addTo(QMainWindow* window, CanvasView* canvas, QDockWidget* above);

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
    void follow(ProjectDocument* document);
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

    CanvasView* canvas_;
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
