// SPDX-License-Identifier: MIT
#include "sceneview.h"

#include "editor/canvas/framerenderer.h"
#include "scenemodel.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <cmath>
#include <hitmask/collide.hpp>

namespace hitmask {

namespace {
const QColor kBoxColor(0, 200, 0); // the seed game's green boxes
const QColor kFieldColor(24, 26, 32);

} // namespace

SceneView::SceneView(SceneModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(model_, &SceneModel::changed, this, qOverload<>(&QWidget::update));
}

void SceneView::setHighlight(const QColor& color) {
    highlight_ = color;
    update();
}

double SceneView::scale() const {
    const QSize field = model_->fieldSize();
    return std::min(double(width()) / field.width(), double(height()) / field.height());
}

void SceneView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    emit zoomChanged();
}

QPointF SceneView::origin() const {
    const QSize field = model_->fieldSize();
    const double s = scale();
    return {(width() - field.width() * s) / 2, (height() - field.height() * s) / 2};
}

QPointF SceneView::toField(QPointF widgetPoint) const {
    return (widgetPoint - origin()) / scale();
}

QPointF SceneView::toWidget(QPointF fieldPoint) const {
    return fieldPoint * scale() + origin();
}

void SceneView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    painter.translate(origin());
    painter.scale(scale(), scale());
    const QSize field = model_->fieldSize();
    painter.fillRect(QRect(QPoint(0, 0), field), kFieldColor);
    painter.setClipRect(QRect(QPoint(0, 0), field));

    const auto& objects = model_->objects();
    for (const auto& o : objects)
        painter.drawImage(model_->topLeftOf(o), model_->imageOf(o));
    paintOverlaps(painter);
    QPen pen(kBoxColor);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < objects.size(); ++i) {
        if (!model_->isColliding(int(i)))
            continue;
        const Rect b = model_->maskOf(objects[i]).bounds();
        painter.drawRect(
            QRect(model_->topLeftOf(objects[i]) + QPoint(b.x, b.y), QSize(b.width, b.height)));
    }
    if (overlapsLeftOut_ > 0) {
        painter.resetTransform();
        painter.setClipping(false);
        const QString note = overlapNote();
        const QRect area = rect().adjusted(8, 8, -8, -8);
        const QRect text = painter.fontMetrics().boundingRect(area, Qt::TextWordWrap, note);
        painter.fillRect(text.adjusted(-4, -2, 4, 2), QColor(0, 0, 0, 180));
        painter.setPen(Qt::white);
        painter.drawText(area, Qt::TextWordWrap, note);
    }
}

// Each pair's overlapping pixels as one small image over the pair's overlap box, up to
// kOverlapPixelBudget pixels of boxes in all.
void SceneView::paintOverlaps(QPainter& painter) {
    const auto& objects = model_->objects();
    const QRgb colour = qPremultiply(highlight_.rgba());
    long long spent = 0;
    overlapsLeftOut_ = 0;
    overlapsHighlighted_ = 0;
    for (const auto& [ia, ib] : model_->pairs()) {
        const auto& a = objects[std::size_t(ia)];
        const auto& b = objects[std::size_t(ib)];
        const QPoint d = model_->topLeftOf(b) - model_->topLeftOf(a);
        const Mask& ma = model_->maskOf(a);
        const Mask& mb = model_->maskOf(b);
        const Rect boxA = ma.bounds();
        const Rect boxB = mb.bounds();
        const long long w = std::min<long long>(boxA.right(), boxB.right() + d.x()) -
                            std::max<long long>(boxA.x, boxB.x + d.x());
        const long long h = std::min<long long>(boxA.bottom(), boxB.bottom() + d.y()) -
                            std::max<long long>(boxA.y, boxB.y + d.y());
        spent += std::max(0LL, w) * std::max(0LL, h);
        if (spent > kOverlapPixelBudget) {
            ++overlapsLeftOut_;
            continue;
        }
        // The core's word-at-a-time kernels find the pixels; only set bits are visited.
        const Mask both = overlapMask(ma, mb, d.x(), d.y());
        const Rect box = both.bounds();
        if (box.isEmpty())
            continue;
        painter.drawImage(
            model_->topLeftOf(a) + QPoint(box.x, box.y),
            maskBitsImage(both, QRect(box.x, box.y, box.width, box.height), 1, colour));
        ++overlapsHighlighted_;
    }
}

QString SceneView::overlapNote() const {
    if (overlapsLeftOut_ == 0)
        return {};
    return tr("%1, %2: too many pixels overlap at once to highlight them all")
        .arg(tr("%Ln colliding pair(s) highlighted pixel for pixel", "", overlapsHighlighted_),
             tr("%Ln shown by their boxes only", "", overlapsLeftOut_));
}

void SceneView::mousePressEvent(QMouseEvent* event) {
    setFocus();
    if (event->button() != Qt::LeftButton)
        return;
    const QPointF at = toField(event->position());
    dragged_ = model_->objectAt(at);
    if (dragged_ >= 0)
        grab_ = at - model_->objects()[std::size_t(dragged_)].position;
}

void SceneView::mouseMoveEvent(QMouseEvent* event) {
    if (dragged_ >= 0 && std::size_t(dragged_) < model_->objects().size())
        model_->moveObject(dragged_, toField(event->position()) - grab_);
}

void SceneView::mouseReleaseEvent(QMouseEvent* event) {
    mouseMoveEvent(event);
    dragged_ = -1;
}

bool SceneView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier &&
            (key->key() == Qt::Key_Space || key->key() == Qt::Key_Period)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void SceneView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space)
        emit pauseToggleRequested();
    else if (event->key() == Qt::Key_Period)
        emit stepRequested();
    else
        QWidget::keyPressEvent(event);
}

} // namespace hitmask
