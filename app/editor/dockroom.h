// SPDX-License-Identifier: MIT
// How the right-hand column of panels shares its height: the sprite list takes the room a
// taller window gives, the panels under it keep the height they need.
#pragma once

class QDockWidget;
class QMainWindow;

namespace hitmask::DockRoom {

// The column runs the window's full height, and of its docks only `growing` takes a
// taller window's room (the others can still be made taller by hand).
void letGrow(QMainWindow* window, QDockWidget* growing);
// Heights for a window with no saved layout: each other dock of the column at the height
// it asks for, the rest to `growing`.
void shareFirstRun(QMainWindow* window, QDockWidget* growing);

} // namespace hitmask::DockRoom
