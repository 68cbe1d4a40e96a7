// SPDX-License-Identifier: MIT
#include "collidertool.h"

#include "document/commands/shapecommands.h"
#include "document/projectdocument.h"
#include "editor/canvas/exportedshapes.h"
#include "editor/docks/editsession.h"
#include "editor/editfocus.h"
#include "viewtransform.h"

#include <cmath>

namespace hitmask {

namespace {
// How near a vertex or an edge the mouse must be to take it, in screen pixels.
constexpr double kReach = 6;
// Past this many shapes (a dithered frame's exact boxes) the cursor does not look under the
// mouse at every move: a press still finds them.
constexpr std::size_t kMostShapesHovered = 4096;
} // namespace

ColliderTool::ColliderTool(ToolSettings* settings, QObject* parent)
    : AbstractTool(tr("Shapes"), QStringLiteral("shapes"), QKeySequence(Qt::Key_S), settings,
                   parent) {}

void ColliderTool::setMode(Mode mode) {
    if (mode == mode_)
        return;
    mode_ = mode;
    drawing_ = false;
    points_.clear();
    emit modeChanged(mode);
    emit previewChanged();
}

void ColliderTool::setHalfPixels(bool half) {
    halfPixels_ = half;
}

PointF ColliderTool::snap(const ToolEvent& event) const {
    return snapped({event.position.x(), event.position.y()}, grid());
}

bool ColliderTool::follow(EditFocus& focus) {
    focus_ = &focus;
    const Frame* frame = focus.frame();
    const EditPlace place{focus.spriteId(), frame ? frame->id : -1, focus.channelId()};
    if (place != place_) {
        place_ = place;
        selected_ = {};
        vertex_ = -1;
        dragPart_.reset();
        drawing_ = false;
        points_.clear();
        emit selectionChanged();
    }
    return frame && focus.document();
}

std::optional<Colliders> ColliderTool::shapesOf(const EditFocus& focus) const {
    const Frame* frame = focus.frame();
    const ProjectDocument* document = focus.document();
    if (!frame || !document)
        return std::nullopt;
    const ChannelMasks& masks = frame->channel(focus.channelIndex());
    if (masks.handShapes)
        return masks.handShapes;
    const ShapeSettings& settings = document->exportSettings().shapes;
    if (!traced_ || traced_->place != place_ || traced_->settings != settings ||
        !(traced_->mask == masks.effective))
        traced_ = Traced{place_, masks.effective, settings,
                         tracedColliders(frameShapes(masks.effective, 0, settings), settings)};
    return traced_->shapes;
}

const Colliders* ColliderTool::shownShapes() const {
    if (!focus_ || !focus_->frame())
        return nullptr;
    const Frame* frame = focus_->frame();
    if (EditPlace{focus_->spriteId(), frame->id, focus_->channelId()} != place_)
        return nullptr;
    const ChannelMasks& masks = frame->channel(focus_->channelIndex());
    if (masks.handShapes)
        return &*masks.handShapes;
    if (traced_ && traced_->place == place_ && traced_->mask == masks.effective)
        return &traced_->shapes;
    return nullptr;
}

void ColliderTool::select(ShapeRef shape, int vertex) {
    if (shape == selected_ && vertex == vertex_)
        return;
    selected_ = shape;
    vertex_ = vertex;
    emit selectionChanged();
    emit previewChanged();
}

void ColliderTool::apply(EditFocus& focus, const std::optional<Colliders>& shapes,
                         const QString& text, int session) {
    ProjectDocument* document = focus.document();
    document->undoStack()->push(new SetHandShapes(document, text, {place_}, {shapes}, session));
}

void ColliderTool::refuse(const QString& why) {
    emit notice(why);
}

void ColliderTool::press(EditFocus& focus, const ToolEvent& event) {
    if (event.button != Qt::LeftButton || !follow(focus))
        return;
    const PointF p = snap(event);
    switch (mode_) {
    case Mode::Select: {
        const std::optional<Colliders> shapes = shapesOf(focus);
        const double reach = kReach / (event.view ? event.view->zoom() : 1.0);
        const PointF raw{event.position.x(), event.position.y()};
        const std::optional<ShapePart> part =
            shapes ? partAt(*shapes, raw, reach, selected_) : std::nullopt;
        if (!part) {
            select({}, -1);
            return;
        }
        const bool vertex =
            part->kind == ShapePart::Kind::Vertex && part->shape.kind == ShapeRef::Kind::Polygon;
        select(part->shape, vertex ? part->index : -1);
        dragPart_ = part;
        dragBase_ = *shapes;
        dragFrom_ = dragLast_ = p;
        session_ = EditSession::newKey();
        refused_ = false;
        dragWasHand_ = focus.frame()->channel(focus.channelIndex()).handShapes.has_value();
        dragPushed_ = false;
        return;
    }
    case Mode::Box:
    case Mode::Circle:
        drawing_ = true;
        start_ = end_ = p;
        return;
    case Mode::Polygon:
        if (points_.size() >= 3 && p == points_.front()) {
            finishPolygon(focus);
            return;
        }
        if (points_.empty() || !(p == points_.back()))
            points_.push_back(p);
        hoverPoint_ = p;
        emit previewChanged();
        return;
    }
}

void ColliderTool::move(EditFocus& focus, const ToolEvent& event) {
    AbstractTool::move(focus, event);
    if (!follow(focus))
        return;
    const PointF p = snap(event);
    if (dragPart_) {
        if (p == dragLast_)
            return;
        dragLast_ = p;
        const std::optional<Colliders> moved = dragged(dragBase_, *dragPart_, dragFrom_, p);
        refused_ = !moved;
        if (!moved)
            return; // the shape stays where it last was valid
        const QString text = dragPart_->kind == ShapePart::Kind::Vertex ? tr("Move Shape Vertex")
                             : dragPart_->kind == ShapePart::Kind::Edge ? tr("Move Shape Edge")
                                                                        : tr("Move Shape");
        apply(focus, *moved, text, session_);
        dragPushed_ = true;
    } else if (drawing_) {
        end_ = p;
        emit previewChanged();
    }
}

void ColliderTool::hover(EditFocus& focus, const ToolEvent& event) {
    AbstractTool::hover(focus, event);
    cursor_ = Qt::CrossCursor;
    if (mode_ == Mode::Select && follow(focus)) {
        // What a press would take: a vertex or an edge to reshape, a shape to move.
        const std::optional<Colliders> shapes = shapesOf(focus);
        const double reach = kReach / (event.view ? event.view->zoom() : 1.0);
        if (shapes && shapes->count() <= kMostShapesHovered) {
            const std::optional<ShapePart> part =
                partAt(*shapes, {event.position.x(), event.position.y()}, reach, selected_);
            if (part)
                cursor_ = part->kind == ShapePart::Kind::Inside ? Qt::SizeAllCursor
                                                                : Qt::PointingHandCursor;
        }
    }
    if (mode_ == Mode::Polygon && !points_.empty()) {
        hoverPoint_ = snap(event);
        emit previewChanged();
    }
}

void ColliderTool::release(EditFocus& focus, const ToolEvent& event) {
    if (event.button != Qt::LeftButton || !follow(focus))
        return;
    if (dragPart_) {
        dragPart_.reset();
        if (refused_) {
            // The drag snaps back: the same session's last step gives back what was there,
            // and a step that ends where it began leaves the stack.
            if (dragPushed_)
                apply(focus, dragWasHand_ ? std::optional(dragBase_) : std::nullopt,
                      tr("Move Shape"), session_);
            refuse(selected_.kind == ShapeRef::Kind::Polygon
                       ? tr("A polygon may not cross itself: the shape went back.")
                       : tr("A shape needs a size: the shape went back."));
        }
        refused_ = false;
        return;
    }
    if (!drawing_)
        return;
    drawing_ = false;
    std::optional<Colliders> shapes = shapesOf(focus);
    if (!shapes)
        return;
    if (mode_ == Mode::Box) {
        if (start_.x == end_.x || start_.y == end_.y) {
            emit previewChanged();
            return;
        }
        shapes->boxes.push_back({std::min(start_.x, end_.x), std::min(start_.y, end_.y),
                                 std::abs(end_.x - start_.x), std::abs(end_.y - start_.y)});
        addShape(focus, ShapeRef::Kind::Box, *shapes, tr("Add Box"));
    } else if (mode_ == Mode::Circle) {
        const double radius = std::hypot(end_.x - start_.x, end_.y - start_.y);
        if (radius <= 0) {
            emit previewChanged();
            return;
        }
        shapes->circles.push_back({start_.x, start_.y, radius});
        addShape(focus, ShapeRef::Kind::Circle, *shapes, tr("Add Circle"));
    }
}

void ColliderTool::addShape(EditFocus& focus, ShapeRef::Kind kind, const Colliders& shapes,
                            const QString& text) {
    apply(focus, shapes, text);
    const std::size_t count = kind == ShapeRef::Kind::Box      ? shapes.boxes.size()
                              : kind == ShapeRef::Kind::Circle ? shapes.circles.size()
                                                               : shapes.polygons.size();
    select({kind, int(count) - 1}, -1);
}

void ColliderTool::finishPolygon(EditFocus& focus) {
    std::vector<PointF> ring = std::move(points_);
    points_.clear();
    emit previewChanged();
    if (ring.size() < 3) {
        refuse(tr("A polygon needs at least three vertices."));
        return;
    }
    if (!isSimplePolygon(ring)) {
        refuse(tr("A polygon may not cross itself: it was not added."));
        return;
    }
    std::optional<Colliders> shapes = shapesOf(focus);
    if (!shapes)
        return;
    shapes->polygons.push_back(std::move(ring));
    addShape(focus, ShapeRef::Kind::Polygon, *shapes, tr("Add Polygon"));
}

void ColliderTool::doubleClick(EditFocus& focus, const ToolEvent& event) {
    if (!follow(focus))
        return;
    if (mode_ == Mode::Polygon) {
        if (!points_.empty()) // else the press before closed it on its first vertex
            finishPolygon(focus);
        return;
    }
    if (mode_ != Mode::Select)
        return;
    dragPart_.reset(); // the press before this one started a drag that never moved
    const std::optional<Colliders> shapes = shapesOf(focus);
    const double reach = kReach / (event.view ? event.view->zoom() : 1.0);
    const std::optional<ShapePart> part =
        shapes ? partAt(*shapes, {event.position.x(), event.position.y()}, reach, selected_)
               : std::nullopt;
    if (!part || part->kind != ShapePart::Kind::Edge || part->shape.kind == ShapeRef::Kind::Circle)
        return;
    ShapeRef inserted;
    const std::optional<Colliders> added = withVertex(*shapes, *part, snap(event), &inserted);
    if (!added) {
        refuse(tr("A polygon may not cross itself: no vertex was added."));
        return;
    }
    apply(focus, *added, tr("Add Shape Vertex"));
    select(inserted, part->index + 1);
}

bool ColliderTool::takesKey(int key, Qt::KeyboardModifiers modifiers) const {
    if (modifiers & ~(Qt::ShiftModifier | Qt::KeypadModifier))
        return false;
    switch (key) {
    case Qt::Key_Escape:
        return !points_.empty() || selected_.kind != ShapeRef::Kind::None;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        return !points_.empty();
    case Qt::Key_Backspace:
        return !points_.empty() || selected_.kind != ShapeRef::Kind::None;
    case Qt::Key_Delete:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        return selected_.kind != ShapeRef::Kind::None;
    default:
        return false;
    }
}

bool ColliderTool::keyPress(EditFocus& focus, int key, Qt::KeyboardModifiers modifiers) {
    if (!follow(focus))
        return false;
    if (key == Qt::Key_Escape) {
        if (!points_.empty()) {
            points_.clear();
            emit previewChanged();
        } else {
            select({}, -1);
        }
        return true;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        finishPolygon(focus);
        return true;
    }
    if (key == Qt::Key_Backspace && !points_.empty()) {
        points_.pop_back(); // the last point drawn, not the shapes
        emit previewChanged();
        return true;
    }
    const std::optional<Colliders> shapes = shapesOf(focus);
    if (!shapes || !selected_.isValid(*shapes)) {
        select({}, -1);
        return false;
    }
    if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
        const std::optional<Colliders> removed = without(*shapes, selected_, vertex_);
        if (!removed) {
            refuse(tr("A polygon keeps at least three vertices and may not cross itself."));
            return true;
        }
        apply(focus, *removed, vertex_ >= 0 ? tr("Delete Shape Vertex") : tr("Delete Shape"));
        select(vertex_ >= 0 ? selected_ : ShapeRef{}, -1);
        return true;
    }
    const double step = (modifiers & Qt::ShiftModifier) ? 10 : 1;
    const double dx = key == Qt::Key_Left ? -step : key == Qt::Key_Right ? step : 0;
    const double dy = key == Qt::Key_Up ? -step : key == Qt::Key_Down ? step : 0;
    const std::optional<Colliders> moved = nudged(*shapes, selected_, vertex_, dx, dy);
    if (!moved) {
        refuse(tr("A polygon may not cross itself: it stays as it was."));
        return true;
    }
    apply(focus, *moved, tr("Nudge Shape"));
    return true;
}

} // namespace hitmask
