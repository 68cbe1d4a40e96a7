// SPDX-License-Identifier: MIT
// Sets the origin (pivot) of the frame on the canvas by clicking: the left button puts it
// at the top-left corner of the pixel clicked, the right one gives back the file's. One
// undo step per click; Frame Properties sets it by number.
#pragma once

#include "abstracttool.h"

namespace hitmask {

class OriginTool final : public AbstractTool {
    Q_OBJECT

public:
    OriginTool(ToolSettings* settings, QObject* parent = nullptr);

    void press(EditFocus& focus, const ToolEvent& event) override;
    void paintIcon(QPainter& painter) const override;
};

} // namespace hitmask
