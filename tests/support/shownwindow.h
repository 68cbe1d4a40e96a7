// SPDX-License-Identifier: MIT
// Shows a window at the tests' usual size and waits until it is active, so that key
// clicks reach it: what every test driving the main window does first.
#pragma once

#include <QSize>
#include <QTest>
#include <QWidget>

namespace hitmask::testing {

// False when the window did not become active (the test should fail, not hang).
[[nodiscard]] inline bool showActive(QWidget& window, QSize size = QSize(1200, 760)) {
    window.resize(size);
    window.show();
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

} // namespace hitmask::testing
