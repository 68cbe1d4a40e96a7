// SPDX-License-Identifier: MIT
// The main window: the demo on first start, the unsaved-changes prompt, bad files.
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/channelsdock.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/exporting/exportdialog.h"
#include "editor/mainwindow.h"
#include "editor/preview/previewpanel.h"
#include "editor/projectcontroller.h"
#include "editor/scene/scenepanel.h"
#include "editor/statusreadout.h"
#include "editor/tools/toolbox.h"
#include "editor/viewmenu.h"
#include "export/maskexporter.h"
#include "support/documentfixture.h"
#include "support/filedialogs.h"
#include "support/isolatedhome.h"
#include "support/pngfixtures.h"

#include <QAbstractButton>
#include <QActionGroup>
#include <QBuffer>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoView>

using namespace hitmask;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    // Every test starts from the default preferences, whatever an earlier run left.
    void init() { Preferences().save(); }
    void opensTheDemo();
    void thresholdSpinBoxChangesMask();
    void unsavedChangesPrompt();
    void badFileShowsReasonAndKeepsProject();
    void mainStates();
    void exportFromTheWindow();
    void preferencesApply();
    void failedSaveKeepsTheProjectDirty();
    void brokenImagesAreRefusedWithReasons_data();
    void brokenImagesAreRefusedWithReasons();
    void oneUndoViewWhateverTheDocuments();
    void onionSkinKeyToggles();
    void copyEditsNeedAnotherFrame();
    void viewMenuReachesEveryTabAndDock();
    void zoomKeysFollowTheTabShown();
    void toolsRestOnThePreviewTabs();
    void readoutCountsTheChannelPainted();

private:
    testing::IsolatedHome home_;
    // Answers the next modal message box with `button`; records its text.
    void answerNextPrompt(QMessageBox::StandardButton button, QString* text);
};

void TestMainWindow::answerNextPrompt(QMessageBox::StandardButton button, QString* text) {
    QTimer::singleShot(0, this, [button, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        *text = box->text();
        box->button(button)->click();
    });
}

void TestMainWindow::opensTheDemo() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    QCOMPARE(window.spriteList()->list()->count(), 5);
    QVERIFY(window.windowTitle().contains(QStringLiteral("demo.hitmask")));
    QVERIFY(window.focus()->frame());
    QVERIFY(window.readout()->text().contains(QStringLiteral("Solid: 990")));
    // The ship's wing guns are a hand edit of the demo.
    window.spriteList()->selectSprite(window.projects()->document()->spriteAt(3)->id());
    QVERIFY(window.focus()->frame()->solid().overrides.count() > 0);
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/demo.png"));
}

void TestMainWindow::thresholdSpinBoxChangesMask() {
    MainWindow window;
    window.show();
    QVERIFY(window.projects()->openDemo());
    // The oracle, straight from the definition: solid where alpha > threshold.
    const auto solidAbove = [](const Sprite& sprite, int threshold) {
        const QRect rect = sprite.frames().front().rect;
        std::size_t solid = 0;
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x)
                solid += qAlpha(sprite.image().pixel(x, y)) > threshold ? 1 : 0;
        return solid;
    };
    // A demo sprite with soft edges and no hand edits, and a threshold that must change
    // its mask: a spin box that changed nothing would fail.
    const Sprite* sprite = nullptr;
    int threshold = -1;
    for (const auto& s : window.projects()->document()->sprites())
        for (int t : {0, 254})
            if (!sprite && s->frames().front().solid().overrides.count() == 0 &&
                solidAbove(*s, t) != s->frames().front().solid().effective.count()) {
                sprite = s.get();
                threshold = t;
            }
    QVERIFY(sprite);
    window.spriteList()->selectSprite(sprite->id());
    QCOMPARE(window.focus()->frame(), &sprite->frames().front());
    const int original = sprite->settings().threshold;
    QVERIFY(original != threshold && original != 200 && original != 0);
    window.maskSettings()->thresholdBox()->setValue(threshold);
    QCOMPARE(window.focus()->frame()->solid().effective.count(), solidAbove(*sprite, threshold));
    QVERIFY(window.projects()->document()->isModified());
    QVERIFY(window.isWindowModified());

    // Typed, then Enter: the keyboard goes back to the canvas, so Ctrl+Z undoes the
    // change (one step with the change above: threshold edits merge) instead of editing
    // the number.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSpinBox* box = window.maskSettings()->thresholdBox();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(threshold == 0 ? 200 : 0));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.canvas()));
    const int typed = threshold == 0 ? 200 : 0;
    QCOMPARE(window.focus()->frame()->solid().effective.count(), solidAbove(*sprite, typed));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(sprite->settings().threshold, original);
    QCOMPARE(box->value(), original);
}

void TestMainWindow::unsavedChangesPrompt() {
    MainWindow window;
    window.show();
    QVERIFY(window.projects()->openDemo());
    window.maskSettings()->thresholdBox()->setValue(10);
    QString text;
    answerNextPrompt(QMessageBox::Cancel, &text);
    QVERIFY(!window.close()); // cancelled: stays open with its changes
    QVERIFY(text.contains(QStringLiteral("unsaved changes")));
    QVERIFY(window.isVisible());
    QVERIFY(window.projects()->document()->isModified());

    // Saved where the user says, never into the demo's hidden copy, then closed.
    QTemporaryDir dir;
    const QString mine = dir.filePath(QStringLiteral("mine.hitmask"));
    answerNextPrompt(QMessageBox::Save, &text);
    testing::answerFileDialog(this, mine);
    QVERIFY(window.close());
    QCOMPARE(window.projects()->document()->filePath(), mine);
    QVERIFY(window.projects()->openProject(mine));
    QCOMPARE(window.projects()->document()->spriteAt(0)->settings().threshold, 10);
}

void TestMainWindow::badFileShowsReasonAndKeepsProject() {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("broken.png"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\x89PNG\r\n\x1a\n not really");
    file.close();

    MainWindow window;
    window.show();
    QVERIFY(window.projects()->openDemo());
    QVERIFY(!window.projects()->open(bad));
    QCOMPARE(window.spriteList()->list()->count(), 5);
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("broken.png")));
}

// Walks through the main states a user sees (and saves each when asked to, for review):
// the demo, zoomed in with the grid while painting, and the mask-vs-art view.
void TestMainWindow::mainStates() {
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    auto shoot = [&shots](QWidget& w, const char* name) {
        QApplication::processEvents(); // let docks lay out their new content
        if (!shots.isEmpty())
            w.grab().save(shots + u'/' + QLatin1String(name) + QStringLiteral(".png"));
    };
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    shoot(window, "1-demo");

    window.spriteList()->selectSprite(window.projects()->document()->spriteAt(3)->id()); // ship
    CanvasView* canvas = window.canvas();
    canvas->setZoom(16, canvas->widgetPosOf(QPointF(20, 40)));
    QCOMPARE(canvas->zoom(), 16.0);
    const std::size_t edited = canvas->editFocus()->frame()->solid().overrides.count();
    const QPoint from = canvas->widgetPosOf(QPointF(14.5, 44.5)).toPoint();
    const QPoint to = canvas->widgetPosOf(QPointF(25.5, 44.5)).toPoint();
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(canvas, to);
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, to);
    QTest::mouseMove(canvas, to + QPoint(0, 40));
    QVERIFY(canvas->editFocus()->frame()->solid().overrides.count() > edited);
    shoot(window, "2-zoomed-painting");
    // The stroke is one step, undone and redone from the keyboard.
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(canvas->editFocus()->frame()->solid().overrides.count(), edited);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(canvas->editFocus()->frame()->solid().overrides.count() > edited);

    window.spriteList()->selectSprite(window.projects()->document()->spriteAt(1)->id()); // potato
    window.maskSettings()->viewModeBox()->setCurrentIndex(int(ViewMode::MaskVsArt));
    QCOMPARE(canvas->options()->viewMode(), ViewMode::MaskVsArt);
    QVERIFY(window.maskSettings()->statsLabel()->text().contains(
        QStringLiteral("Opaque, not colliding")));
    shoot(window, "3-mask-vs-art");
}

void TestMainWindow::exportFromTheWindow() {
    MainWindow window;
    window.show();
    QVERIFY(window.projects()->openDemo());
    ProjectDocument* document = window.projects()->document();
    QTemporaryDir out;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        const int formats = int(allExporters().size()); // pixel and shape formats
        QCOMPARE(dialog->sizeTable()->rowCount(), formats);
        for (int row = 0; row < formats; ++row)
            QVERIFY(!dialog->sizeTable()->item(row, 1)->text().startsWith(QLatin1Char('0')));
        auto* format = dialog->findChild<QComboBox*>(QStringLiteral("format"));
        format->setCurrentIndex(format->findData(QStringLiteral("c")));
        dialog->findChild<QLineEdit*>(QStringLiteral("folder"))->setText(out.path());
        if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
            dialog->grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                                QStringLiteral("/export-dialog.png"));
        dialog->accept();
    });
    window.exportMasks();
    QCOMPARE(document->exportSettings().format, QStringLiteral("c"));
    QVERIFY(document->isModified()); // the settings are part of the project
    const auto* problem = window.findChild<QMessageBox*>();
    QVERIFY2(!problem, problem ? qPrintable(problem->text()) : "");
    QVERIFY2(QFile::exists(out.filePath(QStringLiteral("ship.h"))),
             qPrintable(window.statusBar()->currentMessage()));
    QFile::remove(out.filePath(QStringLiteral("ship.h")));
    QAction* again = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            again = action;
    QVERIFY(again);
    QCOMPARE(again->text(), QStringLiteral("Export A&gain"));
    again->trigger();
    QVERIFY(QFile::exists(out.filePath(QStringLiteral("ship.h"))));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("Exported 5 file(s)")));
}

void TestMainWindow::preferencesApply() {
    Preferences custom;
    custom.defaultThreshold = 77;
    custom.grid = false;
    custom.highlight = QColor(0, 255, 0);
    custom.maxImageSide = 16;
    custom.save();
    const Preferences loaded = Preferences::load();
    QCOMPARE(loaded.defaultThreshold, 77);
    QCOMPARE(loaded.highlight, custom.highlight);
    QCOMPARE(loaded.maxImageSide, 16);
    QVERIFY(!loaded.grid);
    QTemporaryDir dir;
    const QString small = dir.filePath(QStringLiteral("small.png"));
    const QString large = dir.filePath(QStringLiteral("large.png"));
    QImage(6, 6, QImage::Format_RGBA8888).save(small);
    QImage(20, 20, QImage::Format_RGBA8888).save(large);
    {
        MainWindow window;
        QVERIFY(!window.canvas()->options()->gridVisible());
        QCOMPARE(window.preview()->view()->highlight(), QColor(0, 255, 0));
        QVERIFY(!window.projects()->addSprites({large}));
        auto* box = window.findChild<QMessageBox*>();
        QVERIFY(box && box->text().contains(QStringLiteral("limit of 16 pixels")));
        QVERIFY(window.projects()->addSprites({small}));
        QCOMPARE(window.projects()->document()->spriteAt(0)->settings().threshold, 77);
    }
    Preferences().save(); // back to the defaults for the other tests
}

void TestMainWindow::failedSaveKeepsTheProjectDirty() {
    MainWindow window;
    QVERIFY(window.projects()->openDemo());
    const QString path = window.projects()->document()->filePath();
    window.maskSettings()->thresholdBox()->setValue(42);
    QVERIFY(!window.projects()->saveAs(QStringLiteral("/nonexistent-folder/game.hitmask")));
    QVERIFY(window.projects()->document()->isModified());
    QCOMPARE(window.projects()->document()->filePath(), path); // still saves where it did
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("not saved")), qPrintable(box->text()));
    QVERIFY(box->text().contains(QStringLiteral("nonexistent-folder")));
}

void TestMainWindow::brokenImagesAreRefusedWithReasons_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    const QByteArray png = testing::smallPng();
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    QTest::newRow("truncated") << png.left(png.size() / 2) << "cannot decode";
    QTest::newRow("garbage") << QByteArray(300, 'x') << "not a supported image";
    QTest::newRow("absurd size") << testing::hugePng() << "larger than the limit";
}

void TestMainWindow::brokenImagesAreRefusedWithReasons() {
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.png"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    MainWindow window;
    QVERIFY(window.projects()->openDemo());
    QVERIFY(!window.projects()->addSprites({path}));
    QCOMPARE(window.projects()->document()->sprites().size(), std::size_t{5});
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("broken.png")));
    QVERIFY2(box->text().contains(reason), qPrintable(box->text()));
}

void TestMainWindow::oneUndoViewWhateverTheDocuments() {
    MainWindow window;
    const auto views = [&] {
        return window.findChildren<QUndoView*>().size();
    };
    QCOMPARE(views(), 1);
    for (int i = 0; i < 5; ++i)
        window.projects()->newProject();
    QVERIFY(window.projects()->openDemo());
    QCOMPARE(views(), 1);
    // The one view shows the current document's history.
    QCOMPARE(window.findChild<QUndoView*>()->stack(), window.projects()->document()->undoStack());
}

void TestMainWindow::onionSkinKeyToggles() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* canvas = window.findChild<CanvasView*>();
    QVERIFY(canvas);
    canvas->setFocus();
    QVERIFY(!canvas->options()->onionSkin());
    QTest::keyClick(canvas, Qt::Key_O, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(canvas->options()->onionSkin());
    QTest::keyClick(canvas, Qt::Key_O, Qt::ControlModifier | Qt::AltModifier);
    QVERIFY(!canvas->options()->onionSkin());
}

// Copying hand edits to other frames is offered only where there is a frame to copy to.
void TestMainWindow::copyEditsNeedAnotherFrame() {
    MainWindow window;
    window.show();
    QVERIFY(window.projects()->openDemo());
    auto* toNext = window.findChild<QAction*>(QStringLiteral("copyEditsToNext"));
    auto* toAll = window.findChild<QAction*>(QStringLiteral("copyEditsToAll"));
    QVERIFY(toNext && toAll);
    QMenu* edit = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(toNext))
            edit = menu->menu();
    QVERIFY(edit);
    const Sprite* still = nullptr;
    const Sprite* strip = nullptr;
    for (const auto& s : window.projects()->document()->sprites())
        (s->frames().size() == 1 ? still : strip) = s.get();
    QVERIFY(still && strip);

    window.spriteList()->selectSprite(still->id());
    emit edit->aboutToShow();
    QVERIFY(!toNext->isEnabled() && !toAll->isEnabled());
    window.spriteList()->selectSprite(strip->id());
    emit edit->aboutToShow();
    QVERIFY(toNext->isEnabled() && toAll->isEnabled());
    window.focus()->setSprite(strip->id(), int(strip->frames().size()) - 1); // no next
    emit edit->aboutToShow();
    QVERIFY(!toNext->isEnabled() && toAll->isEnabled());
}

// Every dock and every tab has a checkable entry in View (the docks in its Panels menu); a tab's
// key shows it, and the tab shown is there again next time.
void TestMainWindow::viewMenuReachesEveryTabAndDock() {
    QSettings().remove(QStringLiteral("window/page"));
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* view = window.findChild<ViewMenu*>();
        QVERIFY(view);
        const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 7); // Sprites, Mask, Channels, Shapes, History, Navigator, Frames
        // The docks in View > Panels: View alone would have more items than letters.
        auto* panels = view->findChild<QMenu*>(QStringLiteral("panelsMenu"));
        QVERIFY(panels && view->actions().contains(panels->menuAction()));
        for (QDockWidget* dock : docks) {
            QVERIFY2(panels->actions().contains(dock->toggleViewAction()),
                     qPrintable(dock->windowTitle()));
            QVERIFY(dock->toggleViewAction()->isCheckable());
        }
        auto* pages = window.findChild<QTabWidget*>();
        const QList<QAction*> pageActions = view->pageActions()->actions();
        QCOMPARE(pageActions.size(), pages->count());
        for (int i = 0; i < pages->count(); ++i) {
            QVERIFY(view->actions().contains(pageActions[i]));
            QCOMPARE(pageActions[i]->text(), pages->tabText(i));
            QVERIFY(!pageActions[i]->shortcut().isEmpty());
        }
        QVERIFY(pageActions[0]->isChecked());

        QSignalSpy shown(pages, &QTabWidget::currentChanged);
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(shown.count(), 1);
        QCOMPARE(pages->currentWidget(), window.scene());
        QVERIFY(pageActions[2]->isChecked());
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(pages->currentWidget(), window.preview());
        QVERIFY(pageActions[1]->isChecked());
        // Clicking the tab checks its entry too.
        pages->setCurrentIndex(2);
        QVERIFY(pageActions[2]->isChecked());

        // A dock's entry shows and hides it; the scene preview starts with none.
        QDockWidget* history = window.findChild<QDockWidget*>(QStringLiteral("HistoryDock"));
        QVERIFY(!history->isVisible());
        history->toggleViewAction()->trigger();
        QVERIFY(history->isVisible());
        QVERIFY(history->toggleViewAction()->isChecked());
        QVERIFY(window.close()); // nothing unsaved: no prompt
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.findChild<QTabWidget*>()->currentWidget(), again.scene());
    QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("HistoryDock"))->isVisible());
    QVERIFY(!again.spriteList()->isVisible());
    QSettings().remove(QStringLiteral("window/page"));
    QSettings().remove(QStringLiteral("window/state"));
    for (int page = 0; page < 3; ++page)
        QSettings().remove(QStringLiteral("window/pageState%1").arg(page));
}

// Ctrl+- and Ctrl++ zoom the Collision Preview when it is shown, else the canvas.
void TestMainWindow::zoomKeysFollowTheTabShown() {
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    const double canvasZoom = window.canvas()->zoom();
    window.showPage(1);
    CollisionView* preview = window.preview()->view();
    preview->setZoom(1);
    QSignalSpy zooms(preview, &CollisionView::zoomChanged);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(preview->zoom(), 0.5);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(preview->zoom(), 1.0 / 3);
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(preview->zoom(), 1.0);
    QCOMPARE(zooms.count(), 3);
    QCOMPARE(window.canvas()->zoom(), canvasZoom);
    window.showPage(0);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(window.canvas()->zoom() < canvasZoom);
    QCOMPARE(preview->zoom(), 1.0);
}

// The painting tools and their keys act on the editor's canvas only: greyed out while a
// preview tab is shown.
void TestMainWindow::toolsRestOnThePreviewTabs() {
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    AbstractTool* painting = window.tools()->current();
    for (int page : {1, 2}) {
        window.showPage(page);
        for (QAction* action : window.tools()->toolActions())
            QVERIFY(!action->isEnabled());
        QVERIFY(!window.tools()->swapPaintAction()->isEnabled());
        QTest::keyClick(&window, Qt::Key_S); // the Shapes tool's key
        QCOMPARE(window.tools()->current(), painting);
    }
    window.showPage(0);
    for (QAction* action : window.tools()->toolActions())
        QVERIFY(action->isEnabled());
    QTest::keyClick(&window, Qt::Key_S);
    QVERIFY(window.tools()->current() != painting);
}

// The status bar counts the pixels of the channel painted, and says which.
void TestMainWindow::readoutCountsTheChannelPainted() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QImage art = testing::makeImage(12, 9, [](int x, int y) { return x + y < 11; });
    int opaque = 0; // the oracle: solid is the opaque pixels
    for (int y = 0; y < art.height(); ++y)
        for (int x = 0; x < art.width(); ++x)
            opaque += art.constScanLine(y)[4 * x + 3] != 0;
    ProjectDocument* doc = window.projects()->document();
    const int id = testing::addSprite(*doc, QStringLiteral("tri.png"), art);
    window.spriteList()->selectSprite(id);
    QVERIFY(window.readout()->text().contains(QStringLiteral("Solid: %1").arg(opaque)));
    auto* channels = window.findChild<ChannelsDock*>();
    QSignalSpy chosen(window.focus(), &EditFocus::placeChanged);
    QTest::mouseClick(channels->addButton(), Qt::LeftButton); // "hurt", empty, chosen
    QCOMPARE(chosen.count(), 1);
    QVERIFY2(window.readout()->text().contains(QStringLiteral("hurt: 0")),
             qPrintable(window.readout()->text()));
    // So does the Mask panel.
    const auto* stats = window.maskSettings()->findChild<QLabel*>(QStringLiteral("stats"));
    QVERIFY2(stats->text().contains(QStringLiteral("Pixels of hurt: <b>0</b>")),
             qPrintable(stats->text()));
    window.canvas()->setFocus();
    QTest::keyClick(window.canvas(), Qt::Key_C); // back to solid
    QCOMPARE(chosen.count(), 2);
    QVERIFY(window.readout()->text().contains(QStringLiteral("Solid: %1").arg(opaque)));
    QVERIFY2(stats->text().contains(QStringLiteral("Solid pixels: <b>%1</b>").arg(opaque)),
             qPrintable(stats->text()));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
