// SPDX-License-Identifier: MIT
// The Collision Preview's "View" controls: the zoom, which sprite the arrow keys move,
// the highlight colour, and whether the sprites play their animations.
#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;

namespace hitmask {

class CollisionView;

class PreviewViewBox final : public QGroupBox {
    Q_OBJECT

public:
    // Controls `view` and follows it; `playToggle` is put last in the box.
    PreviewViewBox(CollisionView* view, QCheckBox* playToggle);

    // The zoom levels, the canvas's steps; the view's zoom shown.
    QComboBox* zoomBox() const { return zoom_; }

private:
    QComboBox* zoom_;
};

} // namespace hitmask
