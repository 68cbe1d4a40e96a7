// SPDX-License-Identifier: MIT
// Keeps the wheel from changing a number box, slider or list box the user has not clicked
// into: in a panel that scrolls, the wheel scrolls the panel past it instead.
#pragma once

class QWidget;

namespace hitmask {

// From now on `widget` takes the wheel only while it has the keyboard focus (a click or
// Tab gives it; the wheel no longer does); otherwise the wheel goes to its parents.
void takeWheelOnlyWhenFocused(QWidget* widget);

} // namespace hitmask
