// SPDX-License-Identifier: MIT
// Options shared by the painting tools: brush size and shape, and what they paint.
#pragma once

#include <QObject>

namespace hitmask {

enum class BrushShape { Square, Round };

class ToolSettings final : public QObject {
    Q_OBJECT

public:
    static constexpr int kMinBrush = 1;
    static constexpr int kMaxBrush = 64;

    using QObject::QObject;

    int brushSize() const { return brushSize_; }
    void setBrushSize(int size);
    BrushShape brushShape() const { return brushShape_; }
    void setBrushShape(BrushShape shape);
    // True: the pencil, shapes and fill make pixels collide; the eraser does the opposite.
    bool paintSolid() const { return paintSolid_; }
    void setPaintSolid(bool solid);
    void swapPaint() { setPaintSolid(!paintSolid_); }

signals:
    void changed();

private:
    int brushSize_ = 1;
    BrushShape brushShape_ = BrushShape::Square;
    bool paintSolid_ = true;
};

} // namespace hitmask
