// SPDX-License-Identifier: MIT
// Flood-fills the 4-connected region of equal mask state under the click.
#pragma once

#include "abstracttool.h"

namespace hitmask {

struct Frame;
class PixelEdits;

class FillTool final : public AbstractTool {
    Q_OBJECT

public:
    FillTool(ToolSettings* settings, QObject* parent = nullptr);

    void press(EditFocus& focus, const ToolEvent& event) override;
    void paintIcon(QPainter& painter) const override;

    static void floodFill(const Frame& frame, QPoint start, bool solid, PixelEdits& edits,
                          int channel = 0);
};

} // namespace hitmask
