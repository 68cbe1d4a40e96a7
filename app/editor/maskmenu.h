// SPDX-License-Identifier: MIT
// The Edit menu's whole-frame mask operations (invert, clear, reset, copy hand edits to
// other frames), each acting on the sprite, frame and channel in focus.
#pragma once

class QMenu;

namespace hitmask {

class EditFocus;
class ProjectController;

class MaskMenu {
public:
    static void addTo(QMenu* menu, ProjectController* projects, const EditFocus* focus);
};

} // namespace hitmask
