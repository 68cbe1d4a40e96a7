// SPDX-License-Identifier: MIT
// Two posed sprites on a neutral background: drag or nudge them, and the pixels where
// they overlap light up. Every move recomputes the collision readouts.
#pragma once

#include "common/collisionreport.h"
#include "editor/canvas/zoomlevel.h"
#include "editor/zoomable.h"
#include "posedsprite.h"

#include <QColor>
#include <QWidget>
#include <hitmask/separation.hpp>
#include <optional>

class QScrollBar;

namespace hitmask {

class CollisionView final : public QWidget, public Zoomable {
    Q_OBJECT

public:
    enum Which { SpriteA = 0, SpriteB = 1 };

    explicit CollisionView(QWidget* parent = nullptr);

    void setSprite(Which which, PosedSprite sprite);
    const PosedSprite& sprite(Which which) const { return sprites_[which]; }
    void setPose(Which which, const Pose& pose);

    // Positions in scene pixels (A starts at the origin).
    QPoint position(Which which) const { return positions_[which]; }
    void setPosition(Which which, QPoint position);
    void nudge(Which which, QPoint delta) { setPosition(which, positions_[which] + delta); }

    // Widget pixels per scene pixel, in the canvas's steps (ZoomLevel): 1/16 .. 64.
    double zoom() const { return zoom_.factor(); }
    const ZoomLevel& zoomLevel() const { return zoom_; }
    // The nearest level to `zoom`, keeping the scene point under `anchor` (widget
    // coordinates) in place; without an anchor, the view's centre.
    void setZoom(double zoom, QPointF anchor);
    void setZoom(double zoom) override;
    void zoomIn() override;
    void zoomOut() override;
    // The largest level that shows both sprites' boxes whole, centred.
    void zoomToFit() override;
    // zoomToFit() now if the view is shown, else when it next is (a tab not in front).
    void zoomToFitWhenShown();
    QColor highlight() const { return highlight_; }
    void setHighlight(const QColor& color);
    // The highlight as drawn: the chosen one, or another when it would not stand out
    // against the colours of both sprites (standOutColour; the whole sprites', so it
    // stays the same while they play or turn).
    QColor shownHighlight() const { return shownHighlight_; }

    // The sprite that arrow keys move: the last one clicked, B at first.
    Which selected() const { return selected_; }
    void setSelected(Which which);

    const CollisionReport& report() const { return report_; }
    // Widget position of a scene pixel's top-left corner.
    QPointF widgetPosOf(QPointF scene) const;
    QScrollBar* horizontalScrollBar() const { return hbar_; }
    QScrollBar* verticalScrollBar() const { return vbar_; }

    QSize sizeHint() const override { return {700, 500}; }

signals:
    void reportChanged(const CollisionReport& report);
    void selectedChanged(Which which);
    void zoomChanged(double zoom);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // Readies a sprite's posed mask for separation(), once per sprite and pose rather
    // than on every move.
    void prepare(Which which);
    void recompute();
    void chooseHighlight();
    void setZoomLevel(ZoomLevel level, QPointF anchor);
    void setPan(QPointF pan);
    // Both sprites' boxes, in scene pixels; empty when neither is shown.
    QRect sceneRect() const;
    // The scene pixels the widget shows.
    QRect visibleScene() const;
    void drawOverlap(QPainter& painter) const;
    void updateScrollBars();
    QPointF scenePos(QPointF widget) const;
    std::optional<Which> spriteAt(QPointF widget) const;
    void drawSprite(QPainter& painter, Which which) const;

    PosedSprite sprites_[2];
    SeparationMask separable_[2];
    QPoint positions_[2];
    QPoint centres2_[2]; // twice each box's centre, in whole scene pixels
    ZoomLevel zoom_ = ZoomLevel::fromFactor(4);
    bool fitPending_ = false;
    QPointF pan_{40, 40};
    QScrollBar* hbar_;
    QScrollBar* vbar_;
    QColor highlight_{255, 0, 200};
    QColor shownHighlight_ = highlight_;
    CollisionReport report_;
    Mask overlap_;
    std::optional<Which> dragging_;
    Which selected_ = SpriteB;
    QPointF dragStart_;
    QPoint dragOrigin_;
};

} // namespace hitmask
