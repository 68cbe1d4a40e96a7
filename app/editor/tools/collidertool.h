// SPDX-License-Identifier: MIT
// The Shapes tool: edits the collision shapes a frame x channel exports. Select a box,
// polygon or circle, drag its vertices, edges or the whole shape, add a vertex with a
// double-click on an edge, delete with Delete, nudge with the arrows; or draw new boxes,
// circles and polygons. Points snap to pixel corners (or half pixels). Each drag or
// nudge is one undo step, and the first edit of traced shapes makes them a hand set in
// that same step. The selection is the tool's, not the canvas's.
#pragma once

#include "abstracttool.h"
#include "collideredit.h"
#include "common/shapesettings.h"
#include "document/commands/editplace.h"

#include <QPointer>
#include <hitmask/mask.hpp>
#include <optional>
#include <vector>

namespace hitmask {

class ColliderTool final : public AbstractTool {
    Q_OBJECT

public:
    enum class Mode { Select, Box, Circle, Polygon };

    ColliderTool(ToolSettings* settings, QObject* parent = nullptr);

    Mode mode() const { return mode_; }
    void setMode(Mode mode);
    // Points snap to half pixels rather than to pixel corners.
    bool halfPixels() const { return halfPixels_; }
    void setHalfPixels(bool half);
    // The selected shape (kind None when none) and its selected vertex (-1 when none).
    ShapeRef selected() const { return selected_; }
    int selectedVertex() const { return vertex_; }

    void press(EditFocus& focus, const ToolEvent& event) override;
    void move(EditFocus& focus, const ToolEvent& event) override;
    void release(EditFocus& focus, const ToolEvent& event) override;
    void hover(EditFocus& focus, const ToolEvent& event) override;
    void doubleClick(EditFocus& focus, const ToolEvent& event) override;
    bool takesKey(int key, Qt::KeyboardModifiers modifiers) const override;
    bool keyPress(EditFocus& focus, int key, Qt::KeyboardModifiers modifiers) override;
    bool showsShapes() const override { return true; }
    Qt::CursorShape cursor() const override { return cursor_; }
    void paintPreview(QPainter& painter, const ViewTransform& view) const override;
    void paintIcon(QPainter& painter) const override;

signals:
    void modeChanged(ColliderTool::Mode mode);
    void selectionChanged();

private:
    // The shapes the place in focus exports (its hand set, else traced), and whether
    // `focus` still names the place the selection belongs to.
    std::optional<Colliders> shapesOf(const EditFocus& focus) const;
    const Colliders* shownShapes() const;
    bool follow(EditFocus& focus);
    void select(ShapeRef shape, int vertex);
    // One undo step setting the place's hand shapes; steps of one drag share `session`.
    void apply(EditFocus& focus, const std::optional<Colliders>& shapes, const QString& text,
               int session = 0);
    void finishPolygon(EditFocus& focus);
    void addShape(EditFocus& focus, ShapeRef::Kind kind, const Colliders& shapes,
                  const QString& text);
    void refuse(const QString& why);
    double grid() const { return halfPixels_ ? 0.5 : 1.0; }
    PointF snap(const ToolEvent& event) const;

    Mode mode_ = Mode::Select;
    bool halfPixels_ = false;
    QPointer<EditFocus> focus_; // the focus of the last event, for painting
    EditPlace place_;           // where the selection and drawing belong
    ShapeRef selected_;
    int vertex_ = -1;
    // A drag of a part of a shape: the shapes as they were, where it began, its session.
    std::optional<ShapePart> dragPart_;
    Colliders dragBase_;
    PointF dragFrom_;
    PointF dragLast_;
    int session_ = 0;
    bool refused_ = false;
    bool dragWasHand_ = false; // the place had a hand set when the drag began
    bool dragPushed_ = false;  // the drag has pushed a step
    // A box or circle being drawn (from start_ to end_), or a polygon's points so far.
    bool drawing_ = false;
    PointF start_;
    PointF end_;
    std::vector<PointF> points_;
    PointF hoverPoint_;
    Qt::CursorShape cursor_ = Qt::CrossCursor;
    // Traced shapes of the place, kept while its mask and settings stay the same.
    struct Traced {
        EditPlace place;
        Mask mask;
        ShapeSettings settings;
        Colliders shapes;
    };
    mutable std::optional<Traced> traced_;
};

} // namespace hitmask
