// SPDX-License-Identifier: MIT
// How the current sprite's auto mask is made, how the canvas shows it, and its counts.
#pragma once

#include <QDockWidget>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace hitmask {

struct Channel;
struct ChannelRule;
struct EditPlace;
class EditFocus;
class ProjectDocument;
class RuleEditor;
class Sprite;
class ViewOptions;

class MaskSettingsDock final : public QDockWidget {
    Q_OBJECT

public:
    // Shows the rule and counts of the channel in `focus`; sets how the canvas shows it.
    MaskSettingsDock(EditFocus* focus, ViewOptions* view, QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    void setSprite(int spriteId);

    RuleEditor* ruleEditor() const { return rule_; }
    QSpinBox* thresholdBox() const;
    QSpinBox* toleranceBox() const;
    QComboBox* viewModeBox() const { return viewMode_; }
    QLabel* statsLabel() const { return stats_; }
    // Shown while the sprite has review marks; the window gives it its action.
    QPushButton* clearReviewButton() const { return clearReview_; }
    // "Mask rule of 3 sprites" while the rule edits several.
    QLabel* scopeLabel() const { return scope_; }

signals:
    void pickColorKeyRequested();
    // Enter in a number box: the keyboard goes back to the canvas, where Ctrl+Z and
    // Delete edit the mask, not the number.
    void typingDone();

private:
    void refresh();
    void refreshStats();
    // `session`: the editing session the change comes from (EditSession::key), or 0.
    void pushRule(const ChannelRule& after, int session);
    // The channel whose rule is shown and set: the one painted, when it is made from the
    // image, else solid.
    const Channel& shownChannel(const Sprite& s) const;
    bool ruleEditable(const Sprite& s) const;
    // The channels a rule edit sets: the one shown, and with several sprites chosen in the
    // list the channel of the same name, made from the image, in each of them.
    QList<EditPlace> targets() const;
    void pushRules(const QList<EditPlace>& places, const ChannelRule& after, int session);

    EditFocus* focus_;
    ViewOptions* view_;
    QPointer<ProjectDocument> document_;
    int spriteId_ = -1;
    RuleEditor* rule_;
    QComboBox* viewMode_;
    QSlider* opacity_;
    QCheckBox* grid_;
    QLabel* stats_;
    QLabel* scope_;
    QPushButton* clearReview_;
};

} // namespace hitmask
