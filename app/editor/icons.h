// SPDX-License-Identifier: MIT
// The editor's icons, drawn in code at every device pixel ratio so they stay crisp. Each
// tool draws its own (AbstractTool::paintIcon); the window's is here.
#pragma once

#include <QColor>
#include <QIcon>
#include <functional>

class QPainter;

namespace hitmask {

inline const QColor kIconInk(40, 44, 52);
inline const QColor kIconAccent(255, 40, 120);

// An icon `paint` draws in a 24 x 24 design grid, scaled to whatever size is asked for;
// the painter starts antialiased, with a round 1.6-unit pen in kIconInk.
QIcon drawnIcon(std::function<void(QPainter&)> paint);

// The window's: a sprite with its mask outline.
QIcon appIcon();

} // namespace hitmask
