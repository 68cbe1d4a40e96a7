// SPDX-License-Identifier: MIT
// The origin (pivot) presets of the Edit menu: the centre, the bottom centre or a corner of
// the frame in focus or of every frame of its sprite, and the file's origins back; each
// one undo step.
#pragma once

#include "common/pivotpreset.h"

#include <QObject>
#include <optional>

class QMenu;
class QWidget;

namespace hitmask {

class EditFocus;

class OriginActions final : public QObject {
    Q_OBJECT

public:
    OriginActions(const EditFocus* focus, QWidget* parent);

    // "Frame Origin", with a submenu for the frame in focus and one for all its frames.
    QMenu* menu() const { return menu_; }
    QMenu* frameMenu() const { return frame_; }
    QMenu* allFramesMenu() const { return all_; }

    // Sets the preset's origin (nullopt: the file's) on the frame in focus, or on every
    // frame of its sprite; frames that have it already are left out of the step.
    void apply(std::optional<PivotPreset> preset, bool allFrames);

    static QString presetText(PivotPreset preset);

private:
    void fill(QMenu* menu, bool allFrames);
    void updateEnabled();

    const EditFocus* focus_;
    QMenu* menu_;
    QMenu* frame_;
    QMenu* all_;
};

} // namespace hitmask
