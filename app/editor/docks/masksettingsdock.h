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
class QToolButton;

namespace hitmask {

class EditFocus;
class EditSession;
class ProjectDocument;
class Sprite;
struct MaskRule;
class ViewOptions;

class MaskSettingsDock final : public QDockWidget {
    Q_OBJECT

public:
    // Shows the rule and counts of the channel in `focus`; sets how the canvas shows it.
    MaskSettingsDock(EditFocus* focus, ViewOptions* view, QWidget* parent = nullptr);

    void setDocument(ProjectDocument* document);
    void setSprite(int spriteId);

    QSpinBox* thresholdBox() const { return thresholdBox_; }
    QSpinBox* toleranceBox() const { return toleranceBox_; }
    QComboBox* viewModeBox() const { return viewMode_; }
    QLabel* statsLabel() const { return stats_; }

signals:
    void pickColorKeyRequested();
    // Enter in a number box: the keyboard goes back to the canvas, where Ctrl+Z and
    // Delete edit the mask, not the number.
    void typingDone();

private:
    void refresh();
    void refreshStats();
    // `session`: the box's editing session the change comes from, if any (see EditSession).
    void pushSettings(const MaskRule& after, const EditSession* session = nullptr);
    // The rule shown and set: that of the channel painted, when it is made from the image.
    MaskRule shownRule(const Sprite& s) const;
    bool ruleEditable(const Sprite& s) const;
    void chooseKeyColor();

    EditFocus* focus_;
    ViewOptions* view_;
    QPointer<ProjectDocument> document_;
    int spriteId_ = -1;
    QComboBox* mode_;
    QSlider* thresholdSlider_;
    QSpinBox* thresholdBox_;
    QToolButton* keySwatch_;
    QPushButton* pickKey_;
    QSpinBox* toleranceBox_;
    EditSession* thresholdSession_;
    EditSession* toleranceSession_;
    QComboBox* viewMode_;
    QSlider* opacity_;
    QCheckBox* grid_;
    QLabel* stats_;
    QPushButton* clearReview_;
};

} // namespace hitmask
