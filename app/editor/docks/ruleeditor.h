// SPDX-License-Identifier: MIT
// Shows and edits one channel's rule (alpha threshold, or colour key with its tolerance;
// beside solid also empty or a copy of an earlier channel): the one editor of rules.
#pragma once

#include "document/channel.h"

#include <QList>
#include <QWidget>
#include <utility>

class QComboBox;
class QFormLayout;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace hitmask {

class EditSession;

class RuleEditor final : public QWidget {
    Q_OBJECT

public:
    enum class Layout {
        Full,    // a form: mode, threshold slider, key swatch with Pick and tolerance
        Compact, // one row: the source, then only the number or key that source needs
    };

    // The parts of a rule, for an edit of several rules at once: it sets the part the user
    // changed in each and leaves the others.
    enum Part { Mode = 1, Threshold = 2, Key = 4, Tolerance = 8 };

    explicit RuleEditor(Layout layout, QWidget* parent = nullptr);

    // Shows `rule`; `copyable` (id, name): the channels it may copy, offered by Compact.
    void setRule(const ChannelRule& rule, const QList<std::pair<int, QString>>& copyable = {});
    // A rule edited elsewhere: Full shows it greyed out, Compact says where (solid's is
    // edited in the mask settings).
    void setEditable(bool editable);
    // Nothing to show: Compact keeps an empty box, no stray number or key.
    void clear();
    // What Colour key starts from when chosen for a rule that has no key.
    void setKeyStart(const QColor& key, int tolerance);
    // Makes `key` the rule's colour key, as the key button's dialog does.
    void setKey(const QColor& key);
    // Full: the parts (Part flags) in which the rules being edited differ; each shows
    // "—" until an edit sets it in all. setRule shows the first rule's other parts.
    void setMixed(int parts);
    // The Part the last ruleEdited changed.
    int lastEdited() const { return lastEdited_; }

    const ChannelRule& rule() const { return rule_; }
    QComboBox* sourceBox() const { return source_; }
    QSlider* thresholdSlider() const { return slider_; }
    QSpinBox* thresholdBox() const { return threshold_; }
    QToolButton* keyButton() const { return key_; }
    QSpinBox* toleranceBox() const { return tolerance_; }
    // Full's form, so that a dock can line its own rows up with it; null in Compact.
    QFormLayout* form() const { return form_; }

signals:
    // The user made the rule `rule`; `session`: the editing session of the number box
    // or slider it comes from (EditSession::key), 0 for a one-off choice.
    void ruleEdited(const ChannelRule& rule, int session);
    // Full's Pick: the user wants the eyedropper.
    void pickKeyRequested();
    // Enter in a number box: the keyboard may go back to the canvas.
    void typingDone();

private:
    void buildFull();
    void buildCompact();
    void showControls();
    void onSourceChosen();
    void chooseKey();
    void edit(const ChannelRule& after, Part part, const EditSession* session = nullptr);
    void showMixed();

    Layout layout_;
    ChannelRule rule_;
    QList<std::pair<int, QString>> copyable_;
    bool editable_ = true;
    int mixed_ = 0;
    int lastEdited_ = 0;
    QColor keyStart_ = Qt::magenta;
    int toleranceStart_ = 0;
    QComboBox* source_;
    QSlider* slider_ = nullptr; // Full only
    QSpinBox* threshold_;
    QToolButton* key_;
    QPushButton* pick_ = nullptr; // Full only
    QSpinBox* tolerance_;
    EditSession* thresholdSession_;
    EditSession* toleranceSession_;
    QFormLayout* form_ = nullptr;
};

} // namespace hitmask
