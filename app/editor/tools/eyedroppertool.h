// SPDX-License-Identifier: MIT
// Picks the transparent colour of a sprite without alpha: switches it to colour-key mode.
#pragma once

#include "abstracttool.h"

namespace hitmask {

class EyedropperTool final : public AbstractTool {
    Q_OBJECT

public:
    EyedropperTool(ToolSettings* settings, QObject* parent = nullptr);

    void press(EditFocus& focus, const ToolEvent& event) override;
    void paintIcon(QPainter& painter) const override;

signals:
    void picked();
};

} // namespace hitmask
