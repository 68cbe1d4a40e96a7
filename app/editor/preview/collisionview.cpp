// SPDX-License-Identifier: MIT
#include "collisionview.h"

#include "editor/canvas/contrast.h"
#include "editor/canvas/framerenderer.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <cmath>

namespace hitmask {

namespace {
QPoint toPoint(QSize size) {
    return {size.width(), size.height()};
}

const QColor kBackground(92, 96, 104);
const QColor kImageBox(230, 230, 230);
const QColor kSolidBox(255, 210, 0);
} // namespace

CollisionView::CollisionView(QWidget* parent)
    : QWidget(parent)
    , hbar_(new QScrollBar(Qt::Horizontal, this))
    , vbar_(new QScrollBar(Qt::Vertical, this)) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(240, 180);
    for (QScrollBar* bar : {hbar_, vbar_}) {
        bar->setFocusPolicy(Qt::NoFocus); // the arrow keys nudge sprites
        bar->hide();
    }
    // The bars hold minus the pan: dragging a bar right moves the scene left.
    connect(hbar_, &QScrollBar::valueChanged, this,
            [this](int value) { setPan(QPointF(-value, pan_.y())); });
    connect(vbar_, &QScrollBar::valueChanged, this,
            [this](int value) { setPan(QPointF(pan_.x(), -value)); });
}

void CollisionView::setPan(QPointF pan) {
    pan_ = pan;
    updateScrollBars();
    update();
}

QRect CollisionView::sceneRect() const {
    QRect scene;
    for (Which which : {SpriteA, SpriteB})
        if (!sprites_[which].isNull())
            scene |= QRect(positions_[which], sprites_[which].image().size());
    return scene;
}

QRect CollisionView::visibleScene() const {
    return QRectF(scenePos(QPointF(0, 0)), scenePos(QPointF(width(), height()))).toAlignedRect();
}

void CollisionView::updateScrollBars() {
    // The scene is both sprites' boxes; it scrolls until either edge reaches the middle of
    // the view, and stretches to wherever a drag with the mouse has taken it.
    const QRect scene = sceneRect();
    hbar_->setHidden(scene.isEmpty());
    vbar_->setHidden(scene.isEmpty());
    if (scene.isEmpty())
        return;
    const int thickness = hbar_->sizeHint().height();
    hbar_->setGeometry(0, height() - thickness, width() - thickness, thickness);
    vbar_->setGeometry(width() - thickness, 0, thickness, height() - thickness);
    auto sync = [](QScrollBar* bar, int first, int last, int room, double pan) {
        const int value = int(std::lround(-pan));
        const QSignalBlocker blocker(bar);
        bar->setRange(std::min(first - room / 2, value), std::max(last - room / 2, value));
        bar->setPageStep(std::max(1, room));
        bar->setSingleStep(std::max(1, room / 20));
        bar->setValue(value);
    };
    auto widget = [this](int pixels) {
        return int(std::lround(zoom_.toWidget(pixels)));
    };
    sync(hbar_, widget(scene.left()), widget(scene.right() + 1), width() - thickness, pan_.x());
    sync(vbar_, widget(scene.top()), widget(scene.bottom() + 1), height() - thickness, pan_.y());
}

void CollisionView::resizeEvent(QResizeEvent*) {
    updateScrollBars();
}

void CollisionView::setSprite(Which which, PosedSprite sprite) {
    const Pose pose = sprites_[which].pose();
    sprites_[which] = std::move(sprite);
    sprites_[which].setPose(pose);
    centres2_[which] = 2 * positions_[which] + toPoint(sprites_[which].image().size());
    prepare(which);
    chooseHighlight();
    recompute();
}

void CollisionView::setPose(Which which, const Pose& pose) {
    // A pose turns, flips and scales the sprite in place: its box keeps its centre, as a
    // game drawing sprites about their centres shows them. (hitmask-cli's --offset places
    // the posed box's top-left instead; docs/editor.md says both.) The centre is kept, not
    // re-derived, so turning back and forth never drifts by rounding.
    const bool changed = !(pose == sprites_[which].pose());
    sprites_[which].setPose(pose);
    if (changed)
        prepare(which);
    const QPoint twice = centres2_[which] - toPoint(sprites_[which].image().size());
    positions_[which] = QPoint(int(std::floor(twice.x() / 2.0)), int(std::floor(twice.y() / 2.0)));
    recompute();
}

void CollisionView::prepare(Which which) {
    separable_[which] = SeparationMask(sprites_[which].mask());
}

void CollisionView::setPosition(Which which, QPoint position) {
    if (positions_[which] == position)
        return;
    positions_[which] = position;
    centres2_[which] = 2 * position + toPoint(sprites_[which].image().size());
    recompute();
}

void CollisionView::setZoom(double zoom, QPointF anchor) {
    setZoomLevel(ZoomLevel::fromFactor(zoom), anchor);
}

void CollisionView::setZoom(double zoom) {
    setZoom(zoom, QRectF(rect()).center());
}

void CollisionView::zoomIn() {
    setZoomLevel(zoom_.stepped(+1), QRectF(rect()).center());
}

void CollisionView::zoomOut() {
    setZoomLevel(zoom_.stepped(-1), QRectF(rect()).center());
}

void CollisionView::setZoomLevel(ZoomLevel level, QPointF anchor) {
    if (level == zoom_)
        return;
    const QPointF scene = scenePos(anchor);
    zoom_ = level;
    // Whole widget pixels, as the scroll bars hold it, so sprite pixels stay crisp.
    const QPointF pan = anchor - QPointF(zoom_.toWidget(scene.x()), zoom_.toWidget(scene.y()));
    pan_ = QPointF(std::round(pan.x()), std::round(pan.y()));
    emit zoomChanged(zoom());
    updateScrollBars();
    update();
}

void CollisionView::zoomToFitWhenShown() {
    fitPending_ = true;
    if (isVisible())
        zoomToFit();
}

void CollisionView::showEvent(QShowEvent*) {
    if (fitPending_)
        zoomToFit();
}

void CollisionView::zoomToFit() {
    fitPending_ = false;
    const QRect scene = sceneRect();
    if (scene.isEmpty())
        return;
    // Room for the names above and below the boxes and for the scroll bars.
    const int margin = 2 * fontMetrics().height() + hbar_->sizeHint().height() + 8;
    const ZoomLevel fit = ZoomLevel::fit(scene.size(), size() - QSize(margin, margin));
    if (fit != zoom_) {
        zoom_ = fit;
        emit zoomChanged(zoom());
    }
    const QPointF centre(zoom_.toWidget(scene.x() + scene.width() / 2.0),
                         zoom_.toWidget(scene.y() + scene.height() / 2.0));
    const int thickness = hbar_->sizeHint().height();
    const QPointF pan = QPointF(width() - thickness, height() - thickness) / 2 - centre;
    setPan(QPointF(std::round(pan.x()), std::round(pan.y())));
}

void CollisionView::setHighlight(const QColor& color) {
    highlight_ = color;
    chooseHighlight();
    update();
}

void CollisionView::chooseHighlight() {
    // Against both sprites' colours, of the whole sprite rather than the frame shown: the
    // pair keeps one highlight through every frame, pose and move.
    shownHighlight_ =
        standOutColour(highlight_, sprites_[SpriteA].artColours() + sprites_[SpriteB].artColours());
}

void CollisionView::setSelected(Which which) {
    if (which == selected_)
        return;
    selected_ = which;
    emit selectedChanged(which);
    update();
}

QPointF CollisionView::widgetPosOf(QPointF scene) const {
    return pan_ + QPointF(zoom_.toWidget(scene.x()), zoom_.toWidget(scene.y()));
}

QPointF CollisionView::scenePos(QPointF widget) const {
    const QPointF d = widget - pan_;
    return {zoom_.toPixels(d.x()), zoom_.toPixels(d.y())};
}

void CollisionView::recompute() {
    report_ = {};
    overlap_ = Mask();
    if (!sprites_[SpriteA].isNull() && !sprites_[SpriteB].isNull()) {
        const QPoint d = positions_[SpriteB] - positions_[SpriteA];
        report_ =
            measureCollision(separable_[SpriteA], separable_[SpriteB], d.x(), d.y(), &overlap_);
    }
    emit reportChanged(report_);
    updateScrollBars();
    update();
}

std::optional<CollisionView::Which> CollisionView::spriteAt(QPointF widget) const {
    const QPointF p = scenePos(widget);
    for (Which which : {SpriteB, SpriteA}) {
        const PosedSprite& s = sprites_[which];
        if (s.isNull())
            continue;
        const QRectF box(positions_[which], s.image().size());
        if (box.contains(p))
            return which;
    }
    return std::nullopt;
}

void CollisionView::drawSprite(QPainter& painter, Which which) const {
    const PosedSprite& s = sprites_[which];
    if (s.isNull())
        return;
    // Only the part on screen is scaled.
    const QRect scene(positions_[which], s.image().size());
    const QRect part = scene.intersected(visibleScene()).translated(-positions_[which]);
    if (part.isEmpty())
        return;
    const QPointF at = widgetPosOf(positions_[which] + part.topLeft());
    if (zoom_.magnify() > 1) {
        painter.drawImage(at, upscale(s.image().copy(part), zoom_.magnify(), false));
    } else if (zoom_.shrink() > 1) {
        // Nearest-neighbour, as the canvas shows a reduced frame.
        const QSizeF size(zoom_.toWidget(part.width()), zoom_.toWidget(part.height()));
        painter.drawImage(QRectF(at, size), s.image(), part);
    } else {
        painter.drawImage(at, s.image(), part);
    }
}

void CollisionView::drawOverlap(QPainter& painter) const {
    // The overlapping pixels, in A's coordinates, over both sprites: only the part on
    // screen, so a large overlap at a large zoom costs what the screen shows.
    const QRect box = QRect(report_.overlapRect.x, report_.overlapRect.y, report_.overlapRect.width,
                            report_.overlapRect.height)
                          .intersected(visibleScene().translated(-positions_[SpriteA]));
    if (box.isEmpty())
        return;
    // Reduced, a screen pixel lights up when any pixel of its block overlaps.
    const QImage hits =
        maskBitsImage(overlap_, box, zoom_.shrink(), qPremultiply(shownHighlight_.rgba()));
    painter.drawImage(widgetPosOf(positions_[SpriteA] + box.topLeft()),
                      zoom_.magnify() > 1 ? upscale(hits, zoom_.magnify(), false) : hits);
}

void CollisionView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), kBackground);
    if (sprites_[SpriteA].isNull() || sprites_[SpriteB].isNull()) {
        painter.setPen(Qt::white);
        painter.drawText(rect(), Qt::AlignCenter,
                         tr("Choose sprite A and sprite B to see how they collide."));
        return;
    }
    drawSprite(painter, SpriteA);
    drawSprite(painter, SpriteB);

    if (report_.collides)
        drawOverlap(painter);

    painter.setRenderHint(QPainter::Antialiasing);
    for (Which which : {SpriteA, SpriteB}) {
        const PosedSprite& s = sprites_[which];
        const QRectF imageBox(
            widgetPosOf(positions_[which]),
            QSizeF(zoom_.toWidget(s.image().width()), zoom_.toWidget(s.image().height())));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kImageBox, which == selected_ ? 1.5 : 1, Qt::DashLine));
        painter.drawRect(imageBox);
        // A's name above its box, B's below: they stay apart when the boxes start together.
        if (which == SpriteA)
            painter.drawText(imageBox.topLeft() + QPointF(2, -4), tr("A: %1").arg(s.name()));
        else
            painter.drawText(imageBox.bottomLeft() + QPointF(2, painter.fontMetrics().ascent() + 2),
                             tr("B: %1").arg(s.name()));
        if (!s.mask().isEmpty()) {
            const Rect b = s.mask().bounds();
            painter.setPen(QPen(kSolidBox, 1));
            painter.drawRect(QRectF(widgetPosOf(positions_[which] + QPoint(b.x, b.y)),
                                    QSizeF(zoom_.toWidget(b.width), zoom_.toWidget(b.height))));
        }
    }
    if (report_.firstContact) {
        const QPointF c = widgetPosOf(positions_[SpriteA] + QPointF(report_.firstContact->x + 0.5,
                                                                    report_.firstContact->y + 0.5));
        painter.setPen(QPen(Qt::white, 2));
        const double radius = std::max(1.0, zoom()) + 3;
        painter.drawEllipse(c, radius, radius);
    }
    // The smallest push, as an arrow from B's centre.
    if (report_.collides) {
        const Separation& p = report_.push;
        const int smallest = std::min({p.left, p.right, p.up, p.down});
        const QPointF dir = smallest == p.left    ? QPointF(-1, 0)
                            : smallest == p.right ? QPointF(1, 0)
                            : smallest == p.up    ? QPointF(0, -1)
                                                  : QPointF(0, 1);
        const QPointF from = widgetPosOf(
            QPointF(positions_[SpriteB]) +
            QPointF(sprites_[SpriteB].image().width(), sprites_[SpriteB].image().height()) / 2);
        paintArrow(painter, from, dir, zoom_.toWidget(smallest), QColor(80, 255, 120));
    }
}

void CollisionView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        dragging_ = spriteAt(event->position());
        if (dragging_) {
            setSelected(*dragging_);
            dragStart_ = event->position();
            dragOrigin_ = positions_[*dragging_];
        }
    } else if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton) {
        dragStart_ = event->position() - pan_;
    }
}

void CollisionView::mouseMoveEvent(QMouseEvent* event) {
    if (dragging_) {
        const QPointF moved = event->position() - dragStart_;
        const QPointF delta(zoom_.toPixels(moved.x()), zoom_.toPixels(moved.y()));
        setPosition(*dragging_,
                    dragOrigin_ + QPoint(int(std::lround(delta.x())), int(std::lround(delta.y()))));
    } else if (event->buttons() & (Qt::MiddleButton | Qt::RightButton)) {
        setPan(event->position() - dragStart_);
    }
}

void CollisionView::mouseReleaseEvent(QMouseEvent*) {
    dragging_.reset();
}

void CollisionView::keyPressEvent(QKeyEvent* event) {
    const int step = event->modifiers() & Qt::ShiftModifier ? 10 : 1;
    QPoint delta;
    switch (event->key()) {
    case Qt::Key_Left:
        delta = {-step, 0};
        break;
    case Qt::Key_Right:
        delta = {step, 0};
        break;
    case Qt::Key_Up:
        delta = {0, -step};
        break;
    case Qt::Key_Down:
        delta = {0, step};
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    nudge(selected_, delta);
}

void CollisionView::wheelEvent(QWheelEvent* event) {
    const int delta = event->angleDelta().y();
    // As on the canvas: one step per notch, about the point under the cursor.
    if (delta != 0)
        setZoomLevel(zoom_.stepped(delta > 0 ? 1 : -1), event->position());
    event->accept();
}

} // namespace hitmask
