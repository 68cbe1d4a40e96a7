// SPDX-License-Identifier: MIT
// A newcomer's first minutes in the main window: the demo does not swallow their images
// or their saves, colour-keyed art is read as such, shortcuts can be found, and a big
// sprite fits the window.
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/demoproject.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/shortcutsdialog.h"
#include "editor/tools/toolbox.h"
#include "editor/tools/toolsettings.h"
#include "support/artfixtures.h"
#include "support/filedialogs.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;

class TestFirstMinutes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { Preferences().save(); }
    void imageOverTheDemoStartsANewProject();
    void demoEditsAreSavedWhereTheUserSays();
    void saveAsHasCtrlShiftS();
    void shortcutListHasEveryMenuShortcut();
    void tooltipsNameShortcuts();
    void imageWithoutAlphaTakesTheTopLeftColourAsKey();
    void fitShowsAllOfABigSprite();
    void emptyProjectSaysWhatToDo();
    void walkerStripAtFractionalZoom();
    void movedSpriteImageIsLocatedNotLost();
    void brokenImagesGetOneMessage();
    void artShrunkWhileClosedIsSaidOnOpen();
    void slicingFitsTheFirstFrame();
    void fileDialogsStartInTheProjectFolder();

private:
    void showWindow(MainWindow& window);
    QByteArray demoBytes() const;
    void shoot(QWidget& widget, const char* name);

    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QString walker_;
    QString keyed_;
    QString sheet_;
};

void TestFirstMinutes::initTestCase() {
    QVERIFY(home_.isValid());
    QVERIFY(dir_.isValid());
    walker_ = dir_.filePath(QStringLiteral("walker.png"));
    keyed_ = dir_.filePath(QStringLiteral("keyed.bmp"));
    sheet_ = dir_.filePath(QStringLiteral("sheet.png"));
    QVERIFY(testing::walkerStrip().save(walker_));
    QVERIFY(testing::colourKeyedSprite().save(keyed_));
    QVERIFY(testing::bigSheet().save(sheet_));
}

void TestFirstMinutes::showWindow(MainWindow& window) {
    QVERIFY(testing::showActive(window));
}

QByteArray TestFirstMinutes::demoBytes() const {
    QFile file(DemoProject::folder() + QStringLiteral("/demo.hitmask"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestFirstMinutes::shoot(QWidget& widget, const char* name) {
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    QApplication::processEvents(); // let docks lay out their new content
    if (!shots.isEmpty())
        widget.grab().save(shots + u'/' + QLatin1String(name) + QStringLiteral(".png"));
}

void TestFirstMinutes::imageOverTheDemoStartsANewProject() {
    MainWindow window;
    showWindow(window);
    ProjectController* projects = window.projects();
    QVERIFY(projects->openDemo());
    QVERIFY(projects->isDemo());
    const QByteArray before = demoBytes();
    QVERIFY(!before.isEmpty());

    QVERIFY(projects->open(walker_));
    ProjectDocument* document = projects->document();
    QCOMPARE(document->sprites().size(), std::size_t{1});
    QVERIFY(document->filePath().isEmpty()); // untitled
    QVERIFY(!projects->isDemo());

    // Ctrl+S asks where; the demo's copy is untouched.
    const QString mine = dir_.filePath(QStringLiteral("walker.hitmask"));
    testing::answerFileDialog(this, mine);
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
    QVERIFY(QFile::exists(mine));
    QVERIFY(!document->isModified());
    QCOMPARE(demoBytes(), before);
}

void TestFirstMinutes::demoEditsAreSavedWhereTheUserSays() {
    MainWindow window;
    showWindow(window);
    ProjectController* projects = window.projects();
    QVERIFY(projects->openDemo());
    const QByteArray before = demoBytes();
    // Adding on purpose keeps the demo's sprites; saving still asks where.
    QVERIFY(projects->addSprites({walker_}));
    QCOMPARE(projects->document()->sprites().size(), std::size_t{6});
    QString proposed;
    testing::answerFileDialog(this, {}, &proposed); // cancelled
    QVERIFY(!projects->save());
    QVERIFY(!proposed.isEmpty());
    QVERIFY(!DemoProject::contains(proposed + QStringLiteral("/x")));
    QCOMPARE(demoBytes(), before);

    // Nor can it be saved into the hidden folder by name.
    QSignalSpy problems(projects, &ProjectController::problem);
    QVERIFY(!projects->saveAs(DemoProject::folder() + QStringLiteral("/demo.hitmask")));
    QCOMPARE(problems.count(), 1);
    QCOMPARE(demoBytes(), before);

    const QString mine = dir_.filePath(QStringLiteral("from-demo.hitmask"));
    testing::answerFileDialog(this, mine);
    QVERIFY(projects->save());
    QCOMPARE(projects->document()->filePath(), mine);
    QVERIFY(!projects->isDemo());
    QVERIFY(projects->openProject(mine));
    QCOMPARE(projects->document()->sprites().size(), std::size_t{6});
    QCOMPARE(demoBytes(), before);
}

void TestFirstMinutes::saveAsHasCtrlShiftS() {
    MainWindow window;
    showWindow(window);
    QAction* saveAs = window.projects()->saveAsAction();
    QVERIFY(saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    QSignalSpy triggered(saveAs, &QAction::triggered);
    testing::answerFileDialog(this, {});
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(triggered.count(), 1);
}

void TestFirstMinutes::shortcutListHasEveryMenuShortcut() {
    MainWindow window;
    showWindow(window);
    const auto entries = ShortcutsDialog::entries(window.menuBar());
    // Every action in any menu with a shortcut, found here by asking each action which
    // menus show it.
    int expected = 0;
    for (const QAction* action : window.findChildren<QAction*>()) {
        bool inMenu = false;
        for (const QObject* o : action->associatedObjects())
            inMenu = inMenu || qobject_cast<const QMenu*>(o);
        expected += inMenu && !action->shortcuts().isEmpty() && !action->menu();
    }
    QVERIFY(expected > 20);
    QCOMPARE(int(entries.size()), expected);
    auto keysOf = [&entries](const QString& name) {
        for (const auto& e : entries)
            if (e.action == name)
                return e.keys;
        return QString();
    };
    QVERIFY(keysOf(QStringLiteral("Save As...")).contains(QStringLiteral("Ctrl+Shift+S")));
    QCOMPARE(keysOf(QStringLiteral("Fit in Window")), QStringLiteral("Ctrl+0"));
    QCOMPARE(keysOf(QStringLiteral("Pencil")), QStringLiteral("B"));

    // Help > Keyboard Shortcuts (F1) shows them all.
    int rows = -1;
    QTimer::singleShot(0, this, [&rows, this] {
        auto* dialog = qobject_cast<ShortcutsDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        rows = dialog->table()->rowCount();
        shoot(*dialog, "shortcuts");
        dialog->reject();
    });
    QTest::keyClick(&window, Qt::Key_F1);
    QCOMPARE(rows, int(entries.size()));
}

void TestFirstMinutes::tooltipsNameShortcuts() {
    MainWindow window;
    QVERIFY(window.projects()->openAction()->toolTip().contains(QStringLiteral("Ctrl+O")));
    QVERIFY(window.projects()->saveAction()->toolTip().contains(QStringLiteral("Ctrl+S")));
    // Tools named their key already: not twice.
    const QString pencil = window.tools()->toolActions().first()->toolTip();
    QCOMPARE(pencil.count(QStringLiteral("(B)")), 1);
}

void TestFirstMinutes::imageWithoutAlphaTakesTheTopLeftColourAsKey() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.projects()->open(keyed_));
    const Sprite* sprite = window.projects()->document()->spriteAt(0);
    QVERIFY(sprite->settings().colorKey);
    QCOMPARE(sprite->settings().colorKey->rgb(), qRgb(255, 0, 255));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("#FF00FF")));
    QCOMPARE(window.maskSettings()->findChild<QComboBox*>()->currentIndex(), 1); // Colour key
    window.maskSettings()->viewModeBox()->setCurrentIndex(int(ViewMode::MaskVsArt));
    const QString stats = window.maskSettings()->statsLabel()->text();
    QVERIFY2(stats.contains(QStringLiteral("Opaque, not colliding: 0")), qPrintable(stats));
    QVERIFY2(stats.contains(QStringLiteral("Transparent, colliding: 0")), qPrintable(stats));
    shoot(window, "keyed-mask-vs-art");
    window.maskSettings()->viewModeBox()->setCurrentIndex(int(ViewMode::SpriteAndMask));
    // The magenta background shows as the checkerboard, not as magenta.
    CanvasView* canvas = window.canvas();
    const QImage shown = canvas->grab().toImage();
    const QPoint background = canvas->widgetPosOf(QPointF(1.5, 1.5)).toPoint();
    QVERIFY(QColor(shown.pixel(background)).saturation() < 30);
    // So does the sprite list's icon.
    const QImage icon = window.spriteList()->list()->item(0)->icon().pixmap(32, 32).toImage();
    QCOMPARE(icon.pixelColor(0, 0).alpha(), 0);
    shoot(window, "keyed-sprite");

    // An image with alpha keeps the alpha rule.
    QVERIFY(window.projects()->addSprites({walker_}));
    QVERIFY(!window.projects()->document()->spriteAt(1)->settings().colorKey);
}

void TestFirstMinutes::fitShowsAllOfABigSprite() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.projects()->open(sheet_));
    CanvasView* canvas = window.canvas();
    canvas->setZoom(1);
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QVERIFY(canvas->zoom() < 1);
    QVERIFY(QRectF(canvas->viewport()).contains(canvas->widgetRectOf(QRect(0, 0, 1024, 1024))));
    shoot(window, "big-sheet-fit");
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(canvas->zoom(), 1.0 / 16);
    shoot(window, "big-sheet-sixteenth");
    // At 2x only a corner shows; the navigator marks where.
    canvas->setZoom(2);
    canvas->centreOn(QPointF(800, 300));
    shoot(window, "big-sheet-navigator");
}

void TestFirstMinutes::emptyProjectSaysWhatToDo() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.projects()->document()->sprites().empty());
    QVERIFY(!window.focus()->frame());
    shoot(window, "empty-project");
}

// The walker strip painted at 1/2 zoom with both buttons, then the round brush's outline
// at 16x, for review.
void TestFirstMinutes::walkerStripAtFractionalZoom() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.projects()->open(walker_));
    CanvasView* canvas = window.canvas();
    canvas->setZoom(0.5);
    const Frame* frame = canvas->editFocus()->frame();
    // Left-drag across the gap between the first two figures makes a colliding bar; a
    // right click on the first figure's body clears the pixel it lands on.
    const QPoint from = canvas->widgetPosOf(QPointF(40, 60)).toPoint();
    const QPoint to = canvas->widgetPosOf(QPointF(90, 60)).toPoint();
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(canvas, to);
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, to);
    for (int x = 40; x <= 90; x += 2)
        QVERIFY(frame->solid().effective.test(x, 60));
    const QPoint body = canvas->widgetPosOf(QPointF(32, 30)).toPoint();
    QVERIFY(frame->solid().effective.test(32, 30));
    QTest::mouseClick(canvas, Qt::RightButton, {}, body);
    QVERIFY(!frame->solid().effective.test(32, 30));
    shoot(window, "walker-half-zoom");

    window.tools()->settings()->setBrushSize(7);
    window.tools()->settings()->setBrushShape(BrushShape::Round);
    canvas->setZoom(16, canvas->widgetPosOf(QPointF(32, 30)));
    QTest::mouseMove(canvas, canvas->widgetPosOf(QPointF(30.5, 20.5)).toPoint());
    shoot(window, "walker-brush-outline");
}

// A project whose image was moved asks where it went instead of refusing to open: the
// hand edits come back, and the new place is a change to save. Cancelling opens nothing,
// and says nothing more (tst_missingimage has the rest of the question).
void TestFirstMinutes::movedSpriteImageIsLocatedNotLost() {
    QTemporaryDir dir;
    const QString art = dir.filePath(QStringLiteral("walker.png"));
    const QString project = dir.filePath(QStringLiteral("walk.hitmask"));
    QVERIFY(QFile::copy(walker_, art));
    MainWindow window;
    showWindow(window);
    ProjectController* projects = window.projects();
    projects->newProject();
    QVERIFY(projects->addSprites({art}));
    ProjectDocument* document = projects->document();
    const int id = document->spriteAt(0)->id();
    const int frameId = document->spriteAt(0)->frames().front().id;
    const Frame& frame = *document->frame(id, frameId);
    const bool wasSolid = frame.solid().effective.test(3, 3);
    PixelEdits edits(frame);
    edits.paint(3, 3, !wasSolid);
    document->undoStack()->push(
        new PaintPixels(document, id, frameId, edits.take(), 1, QStringLiteral("paint")));
    QVERIFY(projects->saveAs(project));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("moved")));
    const QString moved = dir.filePath(QStringLiteral("moved/walker.png"));
    QVERIFY(QFile::rename(art, moved));

    // Cancelled at the question: nothing opens, and no second box repeats it.
    QSignalSpy problems(projects, &ProjectController::problem);
    QTimer::singleShot(0, this, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Cancel)->click();
    });
    projects->newProject();
    QVERIFY(!projects->openProject(project));
    QCOMPARE(problems.count(), 0);

    // Located: the edit is there, and the project wants saving.
    QSignalSpy notices(projects, &ProjectController::notice);
    QTimer::singleShot(0, this, [this, moved] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        testing::answerFileDialog(this, moved);
        box->findChild<QPushButton*>(QStringLiteral("locate"))->click();
    });
    QVERIFY(projects->openProject(project));
    document = projects->document();
    QCOMPARE(document->spriteAt(0)->path(), moved);
    QCOMPARE(document->spriteAt(0)->frames().front().solid().effective.test(3, 3), !wasSolid);
    QVERIFY(document->isModified());
    QCOMPARE(notices.count(), 1);
}

// The art shrank while the project was closed: opening it says that hand edits are kept
// aside, as a reload while open does, instead of setting them aside without a word.
void TestFirstMinutes::artShrunkWhileClosedIsSaidOnOpen() {
    QTemporaryDir dir;
    const QString art = dir.filePath(QStringLiteral("box.png"));
    const QString project = dir.filePath(QStringLiteral("box.hitmask"));
    QImage big(64, 64, QImage::Format_RGBA8888);
    big.fill(Qt::transparent);
    QVERIFY(big.save(art));
    MainWindow window;
    showWindow(window);
    ProjectController* projects = window.projects();
    projects->newProject();
    QVERIFY(projects->addSprites({art}));
    ProjectDocument* document = projects->document();
    const int id = document->spriteAt(0)->id();
    const Frame& frame = document->spriteAt(0)->frames().front();
    PixelEdits edits(frame);
    for (int x = 40; x < 50; ++x)
        edits.paint(x, 50, true);
    document->undoStack()->push(
        new PaintPixels(document, id, frame.id, edits.take(), 1, QStringLiteral("paint")));
    QVERIFY(projects->saveAs(project));
    projects->newProject();
    QVERIFY(big.copy(0, 0, 32, 32).save(art));

    QSignalSpy notices(projects, &ProjectController::notice);
    QVERIFY(projects->openProject(project));
    QCOMPARE(notices.count(), 1);
    const QString text = notices.first().first().toString();
    QVERIFY2(text.contains(u"box") && text.contains(u"kept aside"), qPrintable(text));
    QCOMPARE(projects->document()->spriteAt(0)->frames().front().keptAside(), std::size_t(10));
}

// Three broken files on the command line: one message naming each, not three boxes.
void TestFirstMinutes::brokenImagesGetOneMessage() {
    QTemporaryDir dir;
    QStringList broken;
    for (const char* name : {"empty.png", "text.png", "half.png"}) {
        QFile file(dir.filePath(QString::fromLatin1(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        if (name[0] == 't')
            file.write("not an image\n");
        if (name[0] == 'h') {
            QFile whole(walker_);
            QVERIFY(whole.open(QIODevice::ReadOnly));
            file.write(whole.readAll().left(200));
        }
        broken << file.fileName();
    }
    MainWindow window;
    showWindow(window);
    ProjectController* projects = window.projects();
    QSignalSpy problems(projects, &ProjectController::problem);
    QVERIFY(projects->openAll(broken + QStringList{walker_})); // the good one opens
    QCOMPARE(problems.count(), 1);
    const QString text = problems.first().first().toString();
    for (const char* name : {"empty.png", "text.png", "half.png"})
        QVERIFY2(text.contains(QLatin1String(name)), qPrintable(text));
    QCOMPARE(projects->document()->sprites().size(), std::size_t{1});
}

// Sliced from the menu, the strip's first frame fills the view: it was a quarter of what
// the view fitted before.
void TestFirstMinutes::slicingFitsTheFirstFrame() {
    MainWindow window;
    showWindow(window);
    QVERIFY(window.projects()->open(walker_));
    CanvasView* canvas = window.canvas();
    canvas->zoomToFit();
    const double stripZoom = canvas->zoom();
    auto* slice = window.findChild<QAction*>(QStringLiteral("sliceIntoFrames"));
    QVERIFY(slice);
    QTimer::singleShot(0, this, [] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
            dialog->accept(); // the default for a 256 x 64 strip: four 64 x 64 frames
    });
    slice->trigger();
    QCOMPARE(window.projects()->document()->spriteAt(0)->frames().size(), std::size_t{4});
    QCOMPARE(canvas->editFocus()->frame()->solid().effective.width(), 64);
    QVERIFY2(canvas->zoom() > stripZoom,
             qPrintable(QStringLiteral("%1 then %2").arg(stripZoom).arg(canvas->zoom())));
}

// File > Open, Add Sprites and Import Sprite Sheet start in the project's folder, where
// its art usually is, not where the editor was started or the last dialog was.
void TestFirstMinutes::fileDialogsStartInTheProjectFolder() {
    MainWindow window;
    showWindow(window);
    ProjectController* projects = window.projects();
    QVERIFY(projects->open(walker_));
    const QString folder = dir_.filePath(QStringLiteral("levels"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(projects->saveAs(folder + QStringLiteral("/game.hitmask")));
    for (QAction* action :
         {projects->openAction(), projects->addSpritesAction(), projects->importSheetAction()}) {
        QString proposed;
        testing::answerFileDialog(this, {}, &proposed); // cancelled
        action->trigger();
        QCOMPARE(proposed, QDir(folder).absolutePath());
    }
}

QTEST_MAIN(TestFirstMinutes)
#include "tst_firstminutes.moc"
