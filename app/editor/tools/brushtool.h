// SPDX-License-Identifier: MIT
// Freehand painting with a square or round brush; Shift-click draws a straight line
// from the end of the last stroke. Subclasses choose the override they paint.
#pragma once

#include "abstracttool.h"
#include "document/overrides.h"

#include <QPainterPath>

namespace hitmask {

class PixelEdits;

class BrushTool : public AbstractTool {
    Q_OBJECT

public:
    using AbstractTool::AbstractTool;

    void press(EditFocus& focus, const ToolEvent& event) override;
    void move(EditFocus& focus, const ToolEvent& event) override;
    void release(EditFocus& focus, const ToolEvent& event) override;
    void paintPreview(QPainter& painter, const ViewTransform& view) const override;
    QRect previewPixels() const override;

    // Pixels a brush of `size` covers when centred on `centre`.
    static void stamp(PixelEdits& edits, QPoint centre, int size, bool round, Override state);
    // Whether the brush covers pixel (i, j) of its size x size box.
    static bool covers(int i, int j, int size, bool round);
    // The outline of exactly the pixels a stamp at `centre` covers, in frame pixels.
    static QPainterPath outline(QPoint centre, int size, bool round);

protected:
    virtual Override paintedState() const = 0;
    virtual QString strokeName() const = 0;

private:
    void paintLine(EditFocus& focus, QPoint from, QPoint to);

    bool painting_ = false;
    Qt::MouseButton button_ = Qt::LeftButton;
    bool hasLast_ = false;
    QPoint last_;
    int strokeId_ = 0;
};

// Makes pixels collide (or not, after X).
class PencilTool final : public BrushTool {
    Q_OBJECT

public:
    PencilTool(ToolSettings* settings, QObject* parent = nullptr);
    void paintIcon(QPainter& painter) const override;

protected:
    Override paintedState() const override;
    QString strokeName() const override { return tr("Pencil Stroke"); }
};

// The pencil's opposite.
class EraserTool final : public BrushTool {
    Q_OBJECT

public:
    EraserTool(ToolSettings* settings, QObject* parent = nullptr);
    void paintIcon(QPainter& painter) const override;

protected:
    Override paintedState() const override;
    QString strokeName() const override { return tr("Eraser Stroke"); }
};

// Removes hand edits under the brush, back to the auto mask.
class AutoBrushTool final : public BrushTool {
    Q_OBJECT

public:
    AutoBrushTool(ToolSettings* settings, QObject* parent = nullptr);
    void paintIcon(QPainter& painter) const override;

protected:
    Override paintedState() const override { return Override::Auto; }
    QString strokeName() const override { return tr("Reset to Auto"); }
};

} // namespace hitmask
