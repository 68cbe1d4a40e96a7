// SPDX-License-Identifier: MIT
// A window with one plain white sprite and the keyboard on its canvas: where the tests of
// keys that edit the sprite start.
#pragma once

#include "editor/canvas/canvasview.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "shownwindow.h"

#include <QApplication>
#include <QImage>

namespace hitmask::testing {

[[nodiscard]] inline bool saveWhiteImage(const QString& path, QSize size) {
    QImage image(size, QImage::Format_RGBA8888);
    image.fill(Qt::white);
    return image.save(path);
}

// False when the window did not become active or the image did not open.
[[nodiscard]] inline bool openOnCanvas(MainWindow& window, const QString& image) {
    if (!showActive(window) || !window.projects()->addSprites({image}))
        return false;
    window.canvas()->setFocus(Qt::MouseFocusReason);
    return QApplication::focusWidget() == window.canvas();
}

} // namespace hitmask::testing
