// SPDX-License-Identifier: MIT
// The Edit menu's whole-frame mask operations (invert, clear, reset, copy hand edits to
// other frames), each acting on the canvas's sprite, frame and channel.
#pragma once

class QMenu;

namespace hitmask {

class CanvasView;
class ProjectController;

class MaskMenu {
public:
    static void addTo(QMenu* menu, ProjectController* projects, CanvasView* canvas);
};

} // namespace hitmask
