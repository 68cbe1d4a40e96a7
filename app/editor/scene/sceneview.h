// SPDX-License-Identifier: MIT
// Draws the scene preview's playfield, scaled to fit: every object, colliding ones boxed
// in green with their overlapping pixels in the highlight colour; any object can be
// dragged, Space asks to pause or resume and the period key to step one frame.
#pragma once

#include <QWidget>

namespace hitmask {

class SceneModel;

class SceneView final : public QWidget {
    Q_OBJECT

public:
    explicit SceneView(SceneModel* model, QWidget* parent = nullptr);

    QColor highlight() const { return highlight_; }
    void setHighlight(const QColor& color);

    // Between widget and playfield coordinates, as the view is scaled now.
    QPointF toField(QPointF widgetPoint) const;
    QPointF toWidget(QPointF fieldPoint) const;

    QSize sizeHint() const override { return {800, 500}; }
    // Widget pixels per playfield pixel: the field fitted to the view.
    double zoom() const { return scale(); }

    // Most overlap-box pixels one repaint highlights: past it (a fill of big sprites all
    // over one another), the rest of the pairs keep their boxes and a note says so, so
    // the window stays responsive.
    static constexpr long long kOverlapPixelBudget = 16LL << 20;
    // Colliding pairs the last repaint left without their highlight, and those it
    // highlighted pixel for pixel.
    int overlapsLeftOut() const { return overlapsLeftOut_; }
    int overlapsHighlighted() const { return overlapsHighlighted_; }
    // What the last repaint said over the playfield about the pairs left out; empty when
    // none was.
    QString overlapNote() const;

signals:
    void pauseToggleRequested();
    void stepRequested();
    // The view's size changed, and with it zoom().
    void zoomChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    // Space and '.' are the scene's own keys here, before the window's frame keys.
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    double scale() const;
    QPointF origin() const;
    void paintOverlaps(QPainter& painter);

    SceneModel* model_;
    QColor highlight_{255, 0, 200};
    int dragged_ = -1;
    QPointF grab_; // where the object was taken, from its top-left
    int overlapsLeftOut_ = 0;
    int overlapsHighlighted_ = 0;
};

} // namespace hitmask
