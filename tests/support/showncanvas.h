// SPDX-License-Identifier: MIT
// A canvas shown on one sprite of a document at the tests' usual size and zoom, for the
// tests that drive a tool with the mouse without the main window.
#pragma once

#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"

#include <QTest>
#include <memory>

namespace hitmask::testing {

// 500 x 400 at 16x on `spriteId`; null when the canvas was not shown.
[[nodiscard]] inline std::unique_ptr<CanvasView> showCanvas(ProjectDocument& document,
                                                            int spriteId) {
    auto canvas = std::make_unique<CanvasView>(new EditFocus(&document));
    canvas->resize(500, 400);
    canvas->editFocus()->setDocument(&document);
    canvas->show();
    if (!QTest::qWaitForWindowExposed(canvas.get()))
        return nullptr;
    canvas->editFocus()->setSprite(spriteId);
    canvas->setZoom(16);
    return canvas;
}

} // namespace hitmask::testing
