// SPDX-License-Identifier: MIT
// Drag out a filled rectangle or ellipse; Shift keeps it square or round.
#pragma once

#include "abstracttool.h"

#include <QRect>

namespace hitmask {

class PixelEdits;

class ShapeTool : public AbstractTool {
    Q_OBJECT

public:
    using AbstractTool::AbstractTool;

    void press(EditFocus& focus, const ToolEvent& event) override;
    void move(EditFocus& focus, const ToolEvent& event) override;
    void release(EditFocus& focus, const ToolEvent& event) override;
    void paintPreview(QPainter& painter, const ViewTransform& view) const override;
    QRect previewPixels() const override;

    // The box from the anchor to the current pixel, both included.
    static QRect dragBox(QPoint anchor, QPoint current, bool equalSides);

protected:
    virtual void fill(PixelEdits& edits, const QRect& box, bool solid) const = 0;
    virtual bool previewIsEllipse() const = 0;
    virtual QString editName() const = 0;

private:
    bool dragging_ = false;
    Qt::MouseButton button_ = Qt::LeftButton;
    QPoint anchor_;
    QRect box_;
};

class RectangleTool final : public ShapeTool {
    Q_OBJECT

public:
    RectangleTool(ToolSettings* settings, QObject* parent = nullptr);
    void paintIcon(QPainter& painter) const override;

protected:
    void fill(PixelEdits& edits, const QRect& box, bool solid) const override;
    bool previewIsEllipse() const override { return false; }
    QString editName() const override { return tr("Fill Rectangle"); }
};

class EllipseTool final : public ShapeTool {
    Q_OBJECT

public:
    EllipseTool(ToolSettings* settings, QObject* parent = nullptr);
    void paintIcon(QPainter& painter) const override;

protected:
    void fill(PixelEdits& edits, const QRect& box, bool solid) const override;
    bool previewIsEllipse() const override { return true; }
    QString editName() const override { return tr("Fill Ellipse"); }
};

} // namespace hitmask
