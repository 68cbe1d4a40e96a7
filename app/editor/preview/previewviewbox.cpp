// SPDX-License-Identifier: MIT
#include "previewviewbox.h"

#include "collisionview.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QToolButton>

// The strings are the preview panel's, as the user sees them, so they keep its
// translation context.

namespace hitmask {

PreviewViewBox::PreviewViewBox(CollisionView* view, QCheckBox* playToggle)
    : zoom_(new QComboBox) {
    auto* highlight = new QToolButton;
    auto* keysMove = new QComboBox;
    for (const ZoomLevel& level : ZoomLevel::all())
        zoom_->addItem(level.text(), level.factor());
    zoom_->setCurrentIndex(zoom_->findData(view->zoom()));
    zoom_->setToolTip(QCoreApplication::translate(
        "hitmask::PreviewPanel",
        "Zoom (or the mouse wheel over the preview, and the View menu's keys)"));
    highlight->setText(QCoreApplication::translate("hitmask::PreviewPanel", "Highlight colour..."));
    highlight->setToolTip(
        QCoreApplication::translate("hitmask::PreviewPanel", "Colour of the overlapping pixels"));
    keysMove->addItems({QCoreApplication::translate("hitmask::PreviewPanel", "A"),
                        QCoreApplication::translate("hitmask::PreviewPanel", "B")});
    keysMove->setCurrentIndex(view->selected());
    keysMove->setToolTip(QCoreApplication::translate(
        "hitmask::PreviewPanel", "Arrow keys move this sprite 1 pixel, Shift+arrow 10"));

    setTitle(QCoreApplication::translate("hitmask::PreviewPanel", "View"));
    auto* form = new QFormLayout(this);
    form->addRow(QCoreApplication::translate("hitmask::PreviewPanel", "Zoom:"), zoom_);
    form->addRow(QCoreApplication::translate("hitmask::PreviewPanel", "Keys move:"), keysMove);
    form->addRow(highlight);
    form->addRow(playToggle);

    connect(zoom_, &QComboBox::activated, view,
            [this, view](int index) { view->setZoom(zoom_->itemData(index).toDouble()); });
    connect(view, &CollisionView::zoomChanged, zoom_,
            [this](double zoom) { zoom_->setCurrentIndex(zoom_->findData(zoom)); });
    connect(highlight, &QToolButton::clicked, this, [this, view] {
        const QColor c = QColorDialog::getColor(
            view->highlight(), this,
            QCoreApplication::translate("hitmask::PreviewPanel", "Highlight Colour"));
        if (c.isValid())
            view->setHighlight(c);
    });
    connect(keysMove, &QComboBox::currentIndexChanged, view,
            [view](int i) { view->setSelected(CollisionView::Which(i)); });
    connect(view, &CollisionView::selectedChanged, keysMove, [keysMove](CollisionView::Which w) {
        const QSignalBlocker blocker(keysMove);
        keysMove->setCurrentIndex(w);
    });
}

} // namespace hitmask
