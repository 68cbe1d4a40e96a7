// SPDX-License-Identifier: MIT
// A window with one plain white sprite and the keyboard on its canvas: where the tests of
// keys that edit the sprite start.
#pragma once

#include "editor/canvas/canvasview.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "isolatedhome.h"
#include "shownwindow.h"

#include <QApplication>
#include <QImage>

namespace hitmask::testing {

// Settings of the test's own and a 12 x 10 white image to open.
class WhiteSpriteHome {
public:
    // Writes the image; false when it could not.
    [[nodiscard]] bool make() const {
        QImage white(12, 10, QImage::Format_RGBA8888);
        white.fill(Qt::white);
        return home_.isValid() && white.save(image());
    }
    QString image() const { return home_.filePath(QStringLiteral("box.png")); }

private:
    IsolatedHome home_;
};

// False when the window did not become active or the image did not open.
[[nodiscard]] inline bool openOnCanvas(MainWindow& window, const QString& image) {
    if (!showActive(window) || !window.projects()->addSprites({image}))
        return false;
    window.canvas()->setFocus(Qt::MouseFocusReason);
    return QApplication::focusWidget() == window.canvas();
}

} // namespace hitmask::testing
