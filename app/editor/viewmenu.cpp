// SPDX-License-Identifier: MIT
#include "viewmenu.h"

#include "canvas/viewoptions.h"
#include "docks/channelsdock.h"
#include "docks/framestripdock.h"
#include "docks/masksettingsdock.h"
#include "docks/navigatordock.h"
#include "docks/spritelistdock.h"
#include "preview/collisionview.h"
#include "preview/previewpanel.h"

#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QTabWidget>

namespace hitmask {

ViewMenu::ViewMenu(QMainWindow* window, QTabWidget* pages, Zoomable* canvas,
                   ViewOptions* canvasOptions, PreviewPanel* preview,
                   MaskSettingsDock* maskSettings)
    : QMenu(tr("&View"), window)
    , pages_(pages)
    , canvas_(canvas)
    , canvasOptions_(canvasOptions)
    , preview_(preview) {
    addZoomActions();
    addDisplayActions(maskSettings);
    addSeparator();
    addPageActions();
    addSeparator();
    addDockActions(window);
}

Zoomable* ViewMenu::zoomed() const {
    if (pages_->currentWidget() == preview_)
        return preview_->view();
    return canvas_;
}

void ViewMenu::addZoomActions() {
    // The same keys zoom whichever of the two zoomable views is shown.
    QAction* zoomIn =
        addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] { zoomed()->zoomIn(); });
    // Ctrl+= too: the same key as + without Shift, as most editors take it.
    QList<QKeySequence> zoomInKeys = zoomIn->shortcuts();
    zoomInKeys << QKeySequence(Qt::CTRL | Qt::Key_Equal);
    zoomIn->setShortcuts(zoomInKeys);
    addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] { zoomed()->zoomOut(); });
    addAction(tr("&Fit in Window"), QKeySequence(Qt::CTRL | Qt::Key_0), this,
              [this] { zoomed()->zoomToFit(); });
    addAction(tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_1), this,
              [this] { zoomed()->setZoom(1); });
}

void ViewMenu::addDisplayActions(MaskSettingsDock* maskSettings) {
    QAction* grid = addAction(tr("Pixel &Grid"));
    grid->setCheckable(true);
    grid->setChecked(canvasOptions_->gridVisible());
    grid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Apostrophe));
    connect(grid, &QAction::toggled, canvasOptions_, &ViewOptions::setGridVisible);
    QAction* onion = addAction(tr("&Onion Skin"));
    onion->setObjectName(QStringLiteral("onionSkin"));
    onion->setCheckable(true);
    onion->setToolTip(tr("Outline the previous and next frames' masks"));
    onion->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    connect(onion, &QAction::toggled, canvasOptions_, &ViewOptions::setOnionSkin);
    addSeparator();
    auto* modes = new QActionGroup(this);
    const QStringList names{tr("Sprite and Mask"), tr("Sprite Only"), tr("Mask Only"),
                            tr("Mask vs Art")};
    for (int i = 0; i < names.size(); ++i) {
        QAction* mode = addAction(names[i]);
        mode->setCheckable(true);
        mode->setChecked(i == 0);
        mode->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        modes->addAction(mode);
        connect(mode, &QAction::triggered, maskSettings,
                [maskSettings, i] { maskSettings->viewModeBox()->setCurrentIndex(i); });
    }
    connect(maskSettings->viewModeBox(), &QComboBox::currentIndexChanged, modes,
            [modes](int i) { modes->actions().at(i)->setChecked(true); });
    addSeparator();
    auto* shapes = new QActionGroup(this);
    const QStringList shapeNames{tr("No Shapes"), tr("Collision &Boxes"),
                                 tr("Collision P&olygons")};
    for (int i = 0; i < shapeNames.size(); ++i) {
        QAction* shape = addAction(shapeNames[i]);
        shape->setCheckable(true);
        shape->setChecked(i == 0);
        shape->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key(Qt::Key_0 + i)));
        shapes->addAction(shape);
        connect(shape, &QAction::triggered, canvasOptions_,
                [this, i] { canvasOptions_->setShapeView(ShapeView(i)); });
    }
}

void ViewMenu::addPageActions() {
    // One entry per tab, named as the tab is; the one shown is checked.
    const QKeySequence keys[] = {QKeySequence(Qt::CTRL | Qt::Key_PageUp),
                                 QKeySequence(Qt::CTRL | Qt::Key_PageDown),
                                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_PageDown)};
    pageActions_ = new QActionGroup(this);
    for (int i = 0; i < pages_->count(); ++i) {
        QAction* page = addAction(pages_->tabText(i));
        page->setCheckable(true);
        page->setChecked(i == pages_->currentIndex());
        if (std::size_t(i) < std::size(keys))
            page->setShortcut(keys[i]);
        pageActions_->addAction(page);
        connect(page, &QAction::triggered, pages_, [this, i] { pages_->setCurrentIndex(i); });
    }
    connect(pages_, &QTabWidget::currentChanged, pageActions_, [this](int i) {
        if (i >= 0 && i < pageActions_->actions().size())
            pageActions_->actions().at(i)->setChecked(true);
    });
}

void ViewMenu::addDockActions(QMainWindow* window) {
    // The frame keys and each dock's own toggle, which QMainWindow::saveState remembers, in
    // menus of their own: one menu of them all would have more items than letters.
    QMenu* frames = addMenu(tr("&Frame"));
    frames->setObjectName(QStringLiteral("frameMenu"));
    frames->addActions(window->findChild<FrameStripDock*>()->stepActions());
    QMenu* panels = addMenu(tr("&Panels"));
    panels->setObjectName(QStringLiteral("panelsMenu"));
    panels->addAction(window->findChild<SpriteListDock*>()->toggleViewAction());
    panels->addAction(window->findChild<MaskSettingsDock*>()->toggleViewAction());
    panels->addAction(window->findChild<ChannelsDock*>()->toggleViewAction());
    panels->addAction(window->findChild<FrameStripDock*>()->toggleViewAction());
    panels->addAction(window->findChild<NavigatorDock*>()->toggleViewAction());
    // The rest (History) in the order they were made.
    for (QDockWidget* dock : window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (!panels->actions().contains(dock->toggleViewAction()))
            panels->addAction(dock->toggleViewAction());
    // Named for the shortcuts the user may give them (ShortcutMap).
    for (QAction* toggle : panels->actions())
        if (auto* dock = qobject_cast<QDockWidget*>(toggle->parent());
            dock && toggle->objectName().isEmpty())
            toggle->setObjectName(QStringLiteral("show") + dock->objectName());
}

} // namespace hitmask
