// SPDX-License-Identifier: MIT
// The Shapes tool in the main window: its shortcut, its keys winning over the window's
// (Delete deletes a selected shape, not the mask), the Shapes panel coming to the front,
// and screenshots of the whole window when HITMASK_SCREENSHOT_DIR is set.
#include "common/translations.h"
#include "document/commands/exportcommands.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/shapesdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/tools/collidertool.h"
#include "editor/tools/toolbox.h"
#include "export/exportjob.h"
#include "export/targetexport.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestShapesWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void shortcutSelectsAndDeleteDeletesTheShape();
    void copyToAllFramesIsOneStep();
    void handShapesSurviveSaveAndReopen();
    void screenshots();

private:
    // A solid pixel's centre near the middle of the frame in focus.
    static QPointF solidPoint(const Frame& frame);
    static bool shapesArrive(CanvasView* canvas);
    // The project's shapes as the export job writes them in JSON into `folder`.
    static QByteArray exportShapesJson(const Project& project, const QString& folder);
    static void shoot(QWidget& widget, const QString& name);

    testing::IsolatedHome home_;
};

QByteArray TestShapesWindow::exportShapesJson(const Project& project, const QString& folder) {
    ExportSettings settings;
    settings.format = QStringLiteral("shapes-json");
    settings.pattern = QStringLiteral("{sprite}.{ext}");
    const TargetRun run = TargetExport::planOne(project, settings, folder);
    if (run.items.size() != 1 || !ExportJob(project, {run}).write().succeeded())
        return {};
    QFile file(run.items.front().path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QPointF TestShapesWindow::solidPoint(const Frame& frame) {
    const Mask& mask = frame.solid().effective;
    const int y = mask.height() / 2;
    for (int x = mask.width() / 2; x < mask.width(); ++x)
        if (mask.test(x, y) && mask.test(x + 1, y) && mask.test(x - 1, y))
            return {x + 0.5, y + 0.5};
    return {-1, -1};
}

bool TestShapesWindow::shapesArrive(CanvasView* canvas) {
    QSignalSpy ready(canvas, &CanvasView::shapesReady);
    canvas->update();
    while (canvas->shapeOverlay().computing())
        if (!ready.wait(60000))
            return false;
    return true;
}

void TestShapesWindow::shoot(QWidget& widget, const QString& name) {
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    QApplication::processEvents();
    if (!shots.isEmpty())
        QVERIFY(widget.grab().save(shots + u'/' + name + QStringLiteral(".png")));
}

void TestShapesWindow::shortcutSelectsAndDeleteDeletesTheShape() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->openDemo());
    CanvasView* canvas = window.canvas();
    const Frame* frame = window.focus()->frame();
    QVERIFY(frame);
    const Mask before = frame->solid().effective;
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_S);
    auto* tool = qobject_cast<ColliderTool*>(window.tools()->current());
    QVERIFY(tool);
    auto* dock = window.findChild<ShapesDock*>();
    QVERIFY(dock && dock->isVisible()); // brought to the front of its tab group
    const QPointF p = solidPoint(*frame);
    QVERIFY(p.x() >= 0);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(p).toPoint());
    QVERIFY(tool->selected().kind != ShapeRef::Kind::None);
    ProjectDocument* document = window.focus()->document();
    const int steps = document->undoStack()->count();
    QTest::keyClick(canvas, Qt::Key_Delete);
    frame = window.focus()->frame();
    QVERIFY(frame->solid().handShapes.has_value());
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QVERIFY(frame->solid().effective == before); // the mask was not cleared
    QCOMPARE(tool->selected().kind, ShapeRef::Kind::None);

    // A polygon of two points is refused, and the status bar says why.
    tool->setMode(ColliderTool::Mode::Polygon);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(QPointF(1, 1)).toPoint());
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(QPointF(4, 1)).toPoint());
    QTest::keyClick(canvas, Qt::Key_Return);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("three vertices")),
             qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(document->undoStack()->count(), steps + 1);
}

// The demo's hopping frog: every other frame gets the first frame's shapes, nudged by
// hand, in one undo step; undo traces them all again.
void TestShapesWindow::copyToAllFramesIsOneStep() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->openDemo());
    ProjectDocument* document = window.focus()->document();
    const Sprite* hop = nullptr;
    for (const auto& sprite : document->sprites())
        if (sprite->path().endsWith(QStringLiteral("frog_hop.png")))
            hop = sprite.get();
    QVERIFY(hop && hop->frames().size() >= 3);
    window.focus()->setSprite(hop->id(), 0);
    CanvasView* canvas = window.canvas();
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_S);
    const QPointF p = solidPoint(*window.focus()->frame());
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(p).toPoint());
    QTest::keyClick(canvas, Qt::Key_Left);
    const std::optional<Colliders> first = window.focus()->frame()->solid().handShapes;
    QVERIFY(first);
    auto* dock = window.findChild<ShapesDock*>();
    QVERIFY(dock->copyToAllButton()->isEnabled());
    const int steps = document->undoStack()->count();
    QTest::mouseClick(dock->copyToAllButton(), Qt::LeftButton);
    QCOMPARE(document->undoStack()->count(), steps + 1);
    for (const Frame& frame : hop->frames())
        QVERIFY(frame.solid().handShapes == first);
    document->undoStack()->undo();
    for (std::size_t i = 1; i < hop->frames().size(); ++i)
        QVERIFY(!hop->frames()[i].solid().handShapes);
    QVERIFY(hop->frames()[0].solid().handShapes == first);
}

// Shapes edited with the mouse and keys in one window are those another window opens
// from the saved project, and saving them again writes the same bytes.
void TestShapesWindow::handShapesSurviveSaveAndReopen() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString art = dir.filePath(QStringLiteral("block.png"));
    QVERIFY(testing::makeImage(20, 16, [](int x, int y) {
                return x >= 2 && x < 6 && y >= 2 && y < 5;
            }).save(art));
    const QString project = dir.filePath(QStringLiteral("game.hitmask"));
    std::optional<Colliders> saved;
    QByteArray exported;
    {
        MainWindow window;
        QVERIFY(testing::showActive(window));
        QVERIFY(window.projects()->open(art));
        CanvasView* canvas = window.canvas();
        canvas->setZoom(16);
        canvas->centreOn(QPointF(10, 8));
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_S);
        const auto at = [&](double x, double y) {
            return canvas->widgetPosOf({x, y}).toPoint();
        };
        QTest::mouseClick(canvas, Qt::LeftButton, {}, at(3.5, 3.5));
        QTest::keyClick(canvas, Qt::Key_Right);
        QTest::mouseDClick(canvas, Qt::LeftButton, {}, at(5, 5)); // a vertex on the bottom edge
        auto* tool = qobject_cast<ColliderTool*>(window.tools()->current());
        tool->setMode(ColliderTool::Mode::Circle);
        QTest::mousePress(canvas, Qt::LeftButton, {}, at(12, 8));
        QTest::mouseMove(canvas, at(14, 8));
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, at(14, 8));
        ProjectDocument* document = window.focus()->document();
        QUndoStack* stack = document->undoStack();
        stack->undo();
        stack->redo();
        saved = window.focus()->frame()->solid().handShapes;
        QVERIFY(saved);
        QCOMPARE(saved->circles, (std::vector<Circle>{{12, 8, 2}}));
        QCOMPARE(saved->polygons.size(), std::size_t(1)); // the box, with a fifth vertex
        QCOMPARE(saved->polygons.front().size(), std::size_t(5));
        QVERIFY(window.projects()->saveAs(project));
        exported = exportShapesJson(*document, dir.filePath(QStringLiteral("before")));
        // The circle as drawn: centre (12, 8), radius 2.
        QVERIFY2(exported.contains("\"circles\": [[12, 8, 2]]"), exported.constData());
    }
    QFile file(project);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->open(project));
    QCOMPARE(window.focus()->frame()->solid().handShapes, saved);
    QCOMPARE(exportShapesJson(*window.focus()->document(), dir.filePath(QStringLiteral("after"))),
             exported);
    const QString again = dir.filePath(QStringLiteral("again.hitmask"));
    QVERIFY(window.projects()->saveAs(again));
    QFile second(again);
    QVERIFY(second.open(QIODevice::ReadOnly));
    QCOMPARE(second.readAll(), bytes);
}

// The demo sprite with its traced polygons, then a polygon owned by hand and selected
// with its handles, the Shapes panel in front; and a 1024² sprite when
// HITMASK_BIG_SPRITE names one.
void TestShapesWindow::screenshots() {
    if (qEnvironmentVariableIsEmpty("HITMASK_SCREENSHOT_DIR"))
        QSKIP("HITMASK_SCREENSHOT_DIR is not set");
    const QString language =
        qEnvironmentVariable("HITMASK_SCREENSHOT_LANGUAGE", QStringLiteral("en"));
    QVERIFY(!installTranslations(*QCoreApplication::instance(), language).isEmpty());
    MainWindow window;
    QVERIFY(testing::showActive(window, QSize(1500, 940)));
    QVERIFY(window.projects()->openDemo());
    ProjectDocument* document = window.focus()->document();
    ExportSettings settings = document->exportSettings();
    settings.shapes.kind = ShapeSettings::Kind::Polygons;
    settings.shapes.tolerance = 1.5;
    document->undoStack()->push(new SetExportSettings(document, settings));
    CanvasView* canvas = window.canvas();
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_S);
    window.findChild<ShapesDock*>()->raise();
    QVERIFY(shapesArrive(canvas));
    shoot(window, QStringLiteral("shapes-traced-") + language);
    const QPointF p = solidPoint(*window.focus()->frame());
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(p).toPoint());
    auto* tool = qobject_cast<ColliderTool*>(window.tools()->current());
    QVERIFY(tool && tool->selected().kind == ShapeRef::Kind::Polygon);
    QTest::keyClick(canvas, Qt::Key_Right); // owned by hand, one pixel right
    QVERIFY(shapesArrive(canvas));
    shoot(window, QStringLiteral("shapes-hand-selected-") + language);
    tool->setMode(ColliderTool::Mode::Circle);
    const QPointF c = p + QPointF(4, -6);
    QTest::mousePress(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(c).toPoint());
    QTest::mouseMove(canvas, canvas->widgetPosOf(c + QPointF(5, 0)).toPoint());
    QTest::mouseRelease(canvas, Qt::LeftButton, {},
                        canvas->widgetPosOf(c + QPointF(5, 0)).toPoint());
    QVERIFY(shapesArrive(canvas));
    shoot(window, QStringLiteral("shapes-circle-") + language);

    const QString big = qEnvironmentVariable("HITMASK_BIG_SPRITE");
    if (big.isEmpty())
        return;
    // A window of its own: the demo's edits would ask to be saved.
    MainWindow second;
    QVERIFY(testing::showActive(second, QSize(1500, 940)));
    QVERIFY(second.projects()->open(big));
    ProjectDocument* bigDocument = second.focus()->document();
    ExportSettings convex = bigDocument->exportSettings();
    convex.shapes.kind = ShapeSettings::Kind::Polygons;
    convex.shapes.tolerance = 2;
    convex.shapes.convex = true;
    bigDocument->undoStack()->push(new SetExportSettings(bigDocument, convex));
    canvas = second.canvas();
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_S);
    QVERIFY(shapesArrive(canvas));
    shoot(second, QStringLiteral("shapes-big-traced-") + language);
    const QPointF q = solidPoint(*second.focus()->frame());
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(q).toPoint());
    QTest::keyClick(canvas, Qt::Key_Down, Qt::ShiftModifier);
    QVERIFY(shapesArrive(canvas));
    shoot(second, QStringLiteral("shapes-big-hand-") + language);
}

QTEST_MAIN(TestShapesWindow)
#include "tst_shapeswindow.moc"
