// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "autosavestatus.h"
#include "canvas/canvasview.h"
#include "channelactions.h"
#include "dockroom.h"
#include "docks/channelsdock.h"
#include "docks/framestripdock.h"
#include "docks/masksettingsdock.h"
#include "docks/navigatordock.h"
#include "docks/shapesdock.h"
#include "docks/spritelistdock.h"
#include "document/projectdocument.h"
#include "editfocus.h"
#include "exporting/exportactions.h"
#include "focusring.h"
#include "frameactions.h"
#include "icons.h"
#include "maskmenu.h"
#include "mnemonics.h"
#include "originactions.h"
#include "pagedocklayouts.h"
#include "preferencesdialog.h"
#include "preview/previewpanel.h"
#include "projectcontroller.h"
#include "recovery.h"
#include "recoveryprompt.h"
#include "reviewnavigator.h"
#include "scene/scenemodel.h"
#include "scene/scenepanel.h"
#include "scene/sceneview.h"
#include "shortcutmap.h"
#include "shortcutsdialog.h"
#include "shortcuttable.h"
#include "spriteactions.h"
#include "statusnotice.h"
#include "statusreadout.h"
#include "tools/abstracttool.h"
#include "tools/collidertool.h"
#include "tools/eyedroppertool.h"
#include "tools/toolbox.h"
#include "undoactions.h"
#include "undofollower.h"
#include "viewmenu.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoView>

namespace hitmask {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , projects_(new ProjectController(this))
    , tools_(new ToolBox(this))
    , focus_(new EditFocus(this))
    , canvas_(new CanvasView(focus_, this))
    , spriteList_(new SpriteListDock(this))
    , maskSettings_(new MaskSettingsDock(focus_, canvas_->options(), this))
    , frameStrip_(new FrameStripDock(this))
    , history_(new QDockWidget(tr("History"), this))
    , readout_(new StatusReadout(canvas_, this))
    , notices_(new StatusNotice(statusBar()))
    , preview_(new PreviewPanel(this))
    , scene_(new ScenePanel(this))
    , pages_(new QTabWidget(this))
    , recovery_(new Recovery(projects_, this))
    , undoFollower_(new UndoFollower(focus_, this))
    , undoActions_(new UndoActions(this))
    , exports_(new ExportActions(projects_, this)) {
    setWindowIcon(appIcon());
    // Every menu and dialog, in every language, with a letter of its own per item.
    Mnemonics::watchApplication();
    setAcceptDrops(true);
    pages_->addTab(canvas_, tr("E&ditor"));
    pages_->addTab(preview_, tr("Collision &Preview"));
    pages_->addTab(scene_, tr("&Scene Preview"));
    pages_->setDocumentMode(true);
    readout_->followPages(pages_, preview_, scene_);
    setCentralWidget(pages_);
    addDockWidget(Qt::RightDockWidgetArea, spriteList_);
    addDockWidget(Qt::RightDockWidgetArea, maskSettings_);
    history_->setObjectName(QStringLiteral("HistoryDock"));
    addDockWidget(Qt::RightDockWidgetArea, history_);
    addDockWidget(Qt::BottomDockWidgetArea, frameStrip_);
    // The stepping keys work wherever the keyboard is in the window (the View menu holds
    // them), but in text fields and in the scene preview, where '.' advances the
    // simulation (SceneView takes its keys first).
    frameStrip_->follow(focus_, canvas_->options());
    spriteList_->follow(focus_);
    // The scene collides by the channel painted, as the thumbnails and counts show it.
    connect(focus_, &EditFocus::placeChanged, scene_, [this] {
        if (const Sprite* sprite = focus_->sprite())
            scene_->model()->setChannelName(
                sprite->channels()[std::size_t(focus_->channelIndex())].name);
    });
    connect(frameStrip_, &FrameStripDock::frameSelected, focus_, &EditFocus::setFrame);
    connect(maskSettings_, &MaskSettingsDock::typingDone, canvas_,
            [this] { canvas_->setFocus(Qt::OtherFocusReason); });
    const NavigatorDock* navigator = NavigatorDock::addTo(this, focus_, canvas_, history_);
    connect(canvas_, &CanvasView::viewChanged, navigator->view(), qOverload<>(&QWidget::update));
    ChannelsDock* channels = ChannelsDock::addTo(this, focus_, spriteList_);
    // The channels and the mask rule share a place as tabs: with both stacked, a 1280 x 800
    // window left the sprite list two rows and the history and navigator a sliver.
    tabifyDockWidget(channels, maskSettings_);
    channels->raise();
    ShapesDock::addTo(this, focus_, canvas_,
                      qobject_cast<ColliderTool*>(tools_->toolNamed(QStringLiteral("shapes"))),
                      history_);
    DockRoom::letGrow(this, spriteList_);
    statusBar()->addPermanentWidget(readout_);
    new AutosaveStatus(recovery_, statusBar());
    canvas_->setTool(tools_->current());

    connect(tools_, &ToolBox::currentChanged, canvas_, &CanvasView::setTool);
    for (AbstractTool* tool : tools_->tools())
        connect(tool, &AbstractTool::notice, notices_, &StatusNotice::show);
    connect(tools_->eyedropper(), &EyedropperTool::picked, this, [this] { canvas_->update(); });
    connect(maskSettings_, &MaskSettingsDock::pickColorKeyRequested, this,
            [this] { tools_->select(tools_->eyedropper()); });
    connect(spriteList_, &SpriteListDock::currentSpriteChanged, this, &MainWindow::showSprite);
    connect(spriteList_, &SpriteListDock::addRequested, projects_->addSpritesAction(),
            &QAction::trigger);
    connect(projects_, &ProjectController::documentChanged, this, &MainWindow::setDocument);
    connect(projects_, &ProjectController::titleChanged, this, &QWidget::setWindowTitle);
    connect(projects_, &ProjectController::problem, this, &MainWindow::showProblem);
    connect(projects_, &ProjectController::notice, notices_, &StatusNotice::showWithDetails);
    connect(exports_, &ExportActions::problem, this, &MainWindow::showProblem);
    connect(exports_, &ExportActions::notice, notices_, &StatusNotice::show);

    createMenus();
    Mnemonics::complete(menuBar(), pages_);
    createToolBars();
    FocusRing::addToViews(this, {canvas_, preview_->view(), scene_->view()});
    // The user's own keys, before the tooltips name them.
    shortcuts_ = new ShortcutMap(menuBar(), this);
    ShortcutsDialog::nameShortcutsInToolTips(menuBar());
    setDocument(projects_->document());
    restoreLayout();
    applyPreferences(Preferences::load());
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(projects_->newAction());
    file->addAction(projects_->openAction());
    file->addMenu(projects_->recentMenu());
    file->addAction(projects_->addSpritesAction());
    file->addAction(projects_->importSheetAction());
    file->addSeparator();
    file->addAction(projects_->saveAction());
    file->addAction(projects_->saveAsAction());
    file->addSeparator();
    file->addActions(exports_->actions());
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close)
        ->setObjectName(QStringLiteral("quit"));

    menuBar()->addMenu(createEditMenu());
    menuBar()->addMenu((new SpriteActions(focus_, projects_, spriteList_, this))->menu());
    menuBar()->addMenu(
        new ViewMenu(this, pages_, canvas_, canvas_->options(), preview_, maskSettings_));
    const ChannelsDock* channels = findChild<ChannelsDock*>();
    QMenu* channel = menuBar()->addMenu(tr("&Channel"));
    channel->addAction(channels->channelActions()->addAction());
    channel->addAction(channels->channelActions()->removeAction());
    channel->addAction(channels->channelActions()->renameAction());
    channel->addSeparator();
    channel->addAction(channels->nextAction());
    channel->addAction(channels->previousAction());

    QMenu* toolsMenu = menuBar()->addMenu(tr("&Tools"));
    toolsMenu->addActions(tools_->toolActions());
    toolsMenu->addSeparator();
    toolsMenu->addAction(tools_->growBrushAction());
    toolsMenu->addAction(tools_->shrinkBrushAction());
    toolsMenu->addAction(tools_->roundBrushAction());
    toolsMenu->addAction(tools_->swapPaintAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(projects_->openDemoAction());
    projects_->openDemoAction()->setObjectName(QStringLiteral("openDemo"));
    help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this,
                    [this] { ShortcutsDialog(menuBar(), this).exec(); });
    QAction* about = help->addAction(tr("&About Hitmask"), this, [this] {
        QMessageBox::about(
            this, tr("About Hitmask"),
            tr("<h3>Hitmask %1</h3><p>Collision masks for 2D games: made from a sprite's "
               "alpha, fixed by hand, exported for the game.</p>")
                .arg(QApplication::applicationVersion()));
    });
    about->setObjectName(QStringLiteral("about"));
}

QMenu* MainWindow::createEditMenu() {
    auto* edit = new QMenu(tr("&Edit"), this);
    // Undo and redo follow whichever document is open.
    edit->addAction(undoActions_->undo());
    edit->addAction(undoActions_->redo());
    edit->addSeparator();
    MaskMenu::addTo(edit, projects_, focus_);
    auto* review = new ReviewNavigator(focus_, canvas_, projects_, this);
    connect(review, &ReviewNavigator::message, notices_, &StatusNotice::show);
    edit->addAction(review->nextAction());
    edit->addAction(review->previousAction());
    QAction* clearReview = findChild<ChannelsDock*>()->channelActions()->clearReviewAction();
    edit->addAction(clearReview);
    connect(maskSettings_->clearReviewButton(), &QPushButton::clicked, clearReview,
            &QAction::trigger);
    edit->addSeparator();
    auto* frames = new FrameActions(focus_, projects_, this);
    connect(frames, &FrameActions::problem, this, &MainWindow::showProblem);
    connect(frames, &FrameActions::sliced, canvas_, &CanvasView::zoomToFit);
    connect(undoFollower_, &UndoFollower::framesRecut, canvas_, &CanvasView::zoomToFit);
    edit->addAction(frames->sliceAction());
    edit->addAction(frames->rotationSetAction());
    edit->addAction(frameStrip_->propertiesAction());
    edit->addMenu((new OriginActions(focus_, this))->menu());
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Preferences..."));
    preferences->setObjectName(QStringLiteral("preferences"));
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);
    connect(preferences, &QAction::triggered, this, &MainWindow::editPreferences);
    return edit;
}

void MainWindow::createToolBars() {
    QToolBar* toolBar = addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("ToolsToolBar"));
    addToolBar(Qt::LeftToolBarArea, toolBar);
    toolBar->addActions(tools_->toolActions());

    QToolBar* options = addToolBar(tr("Brush"));
    options->setObjectName(QStringLiteral("BrushToolBar"));
    auto* size = new QSpinBox;
    size->setRange(ToolSettings::kMinBrush, ToolSettings::kMaxBrush);
    size->setSuffix(tr(" px"));
    size->setToolTip(tr("Brush size ([ and ])"));
    options->addWidget(new QLabel(tr("Brush: ")));
    options->addWidget(size);
    options->addAction(tools_->roundBrushAction());
    QAction* swap = tools_->swapPaintAction();
    options->addAction(swap);
    ToolSettings* settings = tools_->settings();
    auto sync = [settings, size, swap] {
        const QSignalBlocker blocker(size);
        size->setValue(settings->brushSize());
        swap->setText(settings->paintSolid() ? tr("Pencil paints: colliding")
                                             : tr("Pencil paints: non-colliding"));
    };
    connect(size, &QSpinBox::valueChanged, settings, &ToolSettings::setBrushSize);
    connect(settings, &ToolSettings::changed, this, sync);
    sync();
    // The tools paint the editor's canvas: on the preview tabs they and their shortcuts
    // are greyed out, so that a key does not change a canvas no one sees.
    const QList<QAction*> brushActions = {tools_->growBrushAction(), tools_->shrinkBrushAction(),
                                          swap, tools_->roundBrushAction()};
    auto onEditorPage = [this, toolBar, options, brushActions](int page) {
        const bool editing = page == pages_->indexOf(canvas_);
        toolBar->setEnabled(editing);
        options->setEnabled(editing);
        for (QAction* action : tools_->toolActions() + brushActions)
            action->setEnabled(editing);
    };
    connect(pages_, &QTabWidget::currentChanged, this, onEditorPage);
    onEditorPage(pages_->currentIndex());
}

void MainWindow::showPage(int page) {
    pages_->setCurrentIndex(page);
}

void MainWindow::editPreferences() {
    PreferencesDialog dialog(Preferences::load(), this, shortcuts_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto keys = dialog.shortcutTable()->chosen();
    for (auto it = keys.begin(); it != keys.end(); ++it)
        shortcuts_->setKeys(it.key(), it.value());
    const Preferences chosen = dialog.preferences();
    chosen.save();
    applyPreferences(chosen);
}

void MainWindow::applyPreferences(const Preferences& preferences) {
    canvas_->options()->setGridVisible(preferences.grid);
    preview_->view()->setHighlight(preferences.highlight);
    scene_->view()->setHighlight(preferences.highlight);
    recovery_->setInterval(Recovery::configuredInterval());
}

bool MainWindow::offerRecovery() {
    return RecoveryPrompt(
               this, recovery_, [this](const QString& text) { showProblem(text); },
               [this](const QString& text) { notices_->show(text); })
        .offer();
}

void MainWindow::exportMasks() {
    exports_->exportMasks();
}

void MainWindow::exportAgain() {
    exports_->exportAgain();
}

void MainWindow::exportTargets() {
    exports_->exportTargets();
}

void MainWindow::setDocument(ProjectDocument* document) {
    undoActions_->setStack(document->undoStack());
    focus_->setDocument(document);
    preview_->setDocument(document);
    scene_->setDocument(document);
    maskSettings_->setDocument(document);
    frameStrip_->setDocument(document);
    spriteList_->setDocument(document);
    undoFollower_->setDocument(document);
    // One view for the window's life, following the current document's stack.
    auto* undoView = qobject_cast<QUndoView*>(history_->widget());
    if (!undoView) {
        undoView = new QUndoView;
        undoView->setEmptyLabel(tr("<opened>"));
        // A taller window goes to the sprite list, not to the history; but it shows a few
        // steps whatever the window's height.
        undoView->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
        undoView->setMinimumHeight(5 * (undoView->fontMetrics().height() + 2) +
                                   2 * undoView->frameWidth());
        history_->setWidget(undoView);
    }
    undoView->setStack(document->undoStack());
    connect(document, &ProjectDocument::modifiedChanged, this, &QWidget::setWindowModified);
    connect(document, &ProjectDocument::notice, notices_, &StatusNotice::show);
    connect(document, &ProjectDocument::maskChanged, readout_, &StatusReadout::refresh);
    connect(document, &ProjectDocument::spriteRebuilt, readout_, &StatusReadout::refresh);
    setWindowModified(document->isModified());
    showSprite(spriteList_->currentSpriteId());
}

void MainWindow::showSprite(int spriteId) {
    if (spriteId != focus_->spriteId()) // not when the list follows the focus
        focus_->setSprite(spriteId);
    maskSettings_->setSprite(spriteId);
    frameStrip_->setSprite(spriteId);
    readout_->refresh();
}

void MainWindow::showProblem(const QString& text) {
    // Window-modal but not blocking: nothing waits on the user to carry on.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Hitmask"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::restoreLayout() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1100, 720);
    // The state saved is that of the tab shown at the time: show it first, then its state.
    showPage(settings.value(QStringLiteral("window/page"), 0).toInt());
    auto* layouts = new PageDockLayouts(this, pages_); // from the tab shown on
    layouts->load(settings);
    if (!restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        DockRoom::shareFirstRun(this, spriteList_);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!projects_->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/page"), pages_->currentIndex());
    findChild<PageDockLayouts*>()->save(settings);
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        paths << url.toLocalFile();
    projects_->openAll(paths);
    event->acceptProposedAction();
}

} // namespace hitmask
