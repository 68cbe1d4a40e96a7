// SPDX-License-Identifier: MIT
#include "statusreadout.h"

#include "canvas/canvasview.h"
#include "document/projectdocument.h"
#include "editfocus.h"
#include "preview/collisionview.h"
#include "preview/previewpanel.h"
#include "scene/scenemodel.h"
#include "scene/scenepanel.h"
#include "scene/sceneview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>

namespace hitmask {

StatusReadout::StatusReadout(CanvasView* canvas, QWidget* parent)
    : QWidget(parent)
    , canvas_(canvas)
    , position_(new QLabel)
    , alpha_(new QLabel)
    , solid_(new QLabel)
    , zoom_(new QLabel) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QLabel* label : {position_, alpha_, solid_, zoom_}) {
        label->setMinimumWidth(
            label->fontMetrics().horizontalAdvance(QStringLiteral("Solid: 0000000")));
        layout->addWidget(label);
    }
    connect(canvas_, &CanvasView::hoveredPixelChanged, this, [this](QPoint pixel) {
        hovered_ = pixel;
        refresh();
    });
    connect(canvas_, &CanvasView::zoomChanged, this, &StatusReadout::refresh);
    connect(canvas_->editFocus(), &EditFocus::placeChanged, this, &StatusReadout::refresh);
    refresh();
}

void StatusReadout::followPages(QTabWidget* pages, PreviewPanel* preview, ScenePanel* scene) {
    pages_ = pages;
    preview_ = preview;
    scene_ = scene;
    connect(pages, &QTabWidget::currentChanged, this, &StatusReadout::refresh);
    const auto refreshOn = [this](QWidget* page) {
        return [this, page] {
            if (pages_ && pages_->currentWidget() == page)
                refresh();
        };
    };
    connect(preview->view(), &CollisionView::reportChanged, this, refreshOn(preview));
    connect(preview->view(), &CollisionView::zoomChanged, this, refreshOn(preview));
    connect(scene->model(), &SceneModel::changed, this, refreshOn(scene));
    connect(scene->model(), &SceneModel::stepped, this, refreshOn(scene));
    connect(scene->view(), &SceneView::zoomChanged, this, refreshOn(scene));
    refresh();
}

void StatusReadout::refresh() {
    const QWidget* page = pages_ ? pages_->currentWidget() : nullptr;
    // The collision preview has no pixel under the pointer: no empty slots before its count.
    const bool onPreview = page && page == preview_;
    position_->setVisible(!onPreview);
    alpha_->setVisible(!onPreview);
    if (onPreview)
        showPreview();
    else if (page && page == scene_)
        showScene();
    else
        showCanvas();
}

void StatusReadout::showCanvas() {
    const EditFocus* focus = canvas_->editFocus();
    const Frame* frame = focus->frame();
    const bool inside = frame && hovered_.x() >= 0;
    position_->setText(inside ? tr("x %1, y %2").arg(hovered_.x()).arg(hovered_.y()) : QString());
    alpha_->setText(inside ? tr("Alpha %1").arg(frame->image.pixelColor(hovered_).alpha())
                           : QString());
    // The count of the channel painted, named unless it is solid.
    const int channel = focus->channelIndex();
    const std::size_t count = frame ? frame->channel(channel).effective.count() : 0;
    if (!frame)
        solid_->clear();
    else if (channel == 0)
        solid_->setText(tr("Solid: %L1").arg(count));
    else
        solid_->setText(
            tr("%1: %L2").arg(focus->sprite()->channels()[std::size_t(channel)].name).arg(count));
    zoom_->setText(frame ? canvas_->zoomLevel().text() : QString());
}

// The pair's overlapping pixels, once two sprites are chosen.
void StatusReadout::showPreview() {
    const CollisionView* view = preview_->view();
    const bool pair = !view->sprite(CollisionView::SpriteA).image().isNull() &&
                      !view->sprite(CollisionView::SpriteB).image().isNull();
    position_->clear();
    alpha_->clear();
    solid_->setText(
        pair ? tr("Overlap: %1 px").arg(QLocale().toString(qulonglong(view->report().area)))
             : QString());
    zoom_->setText(view->zoomLevel().text());
}

void StatusReadout::showScene() {
    const QLocale locale;
    const SceneModel* model = scene_->model();
    position_->setText(tr("Objects: %1").arg(locale.toString(qulonglong(model->objects().size()))));
    alpha_->setText(tr("Box pairs: %1").arg(locale.toString(qulonglong(model->stats().boxPairs))));
    solid_->setText(
        tr("Pixel pairs: %1").arg(locale.toString(qulonglong(model->stats().pixelPairs))));
    // The playfield is fitted to the view, at any scale: whole percent, one decimal below 10.
    const double percent = scene_->view()->zoom() * 100;
    zoom_->setText(tr("%1%").arg(locale.toString(percent, 'f', percent < 10 ? 1 : 0)));
}

QString StatusReadout::text() const {
    return QStringList{position_->text(), alpha_->text(), solid_->text(), zoom_->text()}.join(u' ');
}

} // namespace hitmask
