// SPDX-License-Identifier: MIT
// The origin (pivot) set on the canvas by dragging it with the Set Origin tool, one undo
// step per drag, and by the Frame Origin presets for the frame in focus or all frames,
// on frames of different sizes whose expected points are worked out by hand.
#include "document/commands/cutframes.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/originactions.h"
#include "editor/projectcontroller.h"
#include "editor/tools/abstracttool.h"
#include "editor/tools/toolbox.h"
#include "support/documentfixture.h"
#include "support/framefixtures.h"
#include "support/isolatedhome.h"
#include "support/showncanvas.h"
#include "support/shownwindow.h"

#include <QAction>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace hitmask;

class TestOriginTool : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup();
    void dragIsOneStep();
    void rightButtonGivesTheFilesBack();
    void presetsForOneFrame_data();
    void presetsForOneFrame();
    void presetsForAllFrames();
    void screenshots();

private:
    QPoint centreOf(QPoint pixel) const {
        return canvas_->widgetPosOf(QPointF(pixel) + QPointF(0.5, 0.5)).toPoint();
    }
    const Sprite& sprite() const { return *doc_->sprite(id_); }
    QAction* preset(const QString& name) const;

    testing::IsolatedHome home_;
    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<ToolBox> tools_;
    std::unique_ptr<CanvasView> canvas_;
    std::unique_ptr<OriginActions> actions_;
    int id_ = -1;
};

void TestOriginTool::init() {
    doc_ = std::make_unique<ProjectDocument>();
    id_ = testing::addSprite(*doc_, QStringLiteral("strip.png"),
                             testing::makeImage(21, 6, [](int x, int y) { return x + y > 3; }));
    // Three frames of 7 x 5, 6 x 6 and 8 x 4 pixels.
    doc_->undoStack()->push(new SliceSprite(
        doc_.get(), id_, {QRect(0, 0, 7, 5), QRect(7, 0, 6, 6), QRect(13, 0, 8, 4)}));
    QCOMPARE(sprite().frames().size(), std::size_t(3));
    tools_ = std::make_unique<ToolBox>();
    canvas_ = testing::showCanvas(*doc_, id_);
    QVERIFY(canvas_);
    tools_->select(tools_->toolNamed(QStringLiteral("origin")));
    canvas_->setTool(tools_->current());
    actions_ = std::make_unique<OriginActions>(canvas_->editFocus(), canvas_.get());
}

void TestOriginTool::cleanup() {
    actions_.reset();
    canvas_.reset();
    tools_.reset();
    doc_.reset();
}

QAction* TestOriginTool::preset(const QString& name) const {
    for (QMenu* menu : {actions_->frameMenu(), actions_->allFramesMenu()})
        for (QAction* action : menu->actions())
            if (action->objectName() == name)
                return action;
    return nullptr;
}

void TestOriginTool::dragIsOneStep() {
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    QCOMPARE(sprite().frames()[0].origin, QPoint(0, 0));
    QTest::mousePress(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(1, 1)));
    QTest::mouseMove(canvas_.get(), centreOf(QPoint(3, 2)));
    QTest::mouseMove(canvas_.get(), centreOf(QPoint(5, 4)));
    // While the mouse is held nothing is set: the marker follows it.
    QCOMPARE(stack->count(), steps);
    QCOMPARE(sprite().frames()[0].origin, QPoint(0, 0));
    QVERIFY(tools_->current()->previewPixels().contains(QPoint(5, 4)));
    QSignalSpy changed(doc_.get(), &ProjectDocument::framePropertiesChanged);
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(6, 4)));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(sprite().frames()[0].origin, QPoint(6, 4));
    QCOMPARE(sprite().frames()[0].originSet, std::optional(QPoint(6, 4)));
    QCOMPARE(sprite().frames()[1].originSet, std::nullopt);
    QCOMPARE(stack->count(), steps + 1);
    // Outside the frame too: a pivot may lie beyond its frame (at a sword's hilt).
    QTest::mousePress(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(6, 4)));
    QTest::mouseMove(canvas_.get(), centreOf(QPoint(9, -2)));
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(9, -2)));
    QCOMPARE(sprite().frames()[0].origin, QPoint(9, -2));
    QCOMPARE(stack->count(), steps + 2);
    // A drag that ends where it began is no step.
    QTest::mousePress(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(9, -2)));
    QTest::mouseMove(canvas_.get(), centreOf(QPoint(2, 2)));
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(9, -2)));
    QCOMPARE(stack->count(), steps + 2);
    stack->undo();
    QCOMPARE(sprite().frames()[0].origin, QPoint(6, 4));
    stack->undo();
    QCOMPARE(sprite().frames()[0].origin, QPoint(0, 0));
    QCOMPARE(sprite().frames()[0].originSet, std::nullopt);
    stack->redo();
    QCOMPARE(sprite().frames()[0].origin, QPoint(6, 4));
}

void TestOriginTool::rightButtonGivesTheFilesBack() {
    QUndoStack* stack = doc_->undoStack();
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, centreOf(QPoint(2, 3)));
    QCOMPARE(sprite().frames()[0].origin, QPoint(2, 3));
    const int steps = stack->count();
    QTest::mouseClick(canvas_.get(), Qt::RightButton, {}, centreOf(QPoint(4, 4)));
    QCOMPARE(sprite().frames()[0].originSet, std::nullopt);
    QCOMPARE(sprite().frames()[0].origin, QPoint(0, 0));
    QCOMPARE(stack->count(), steps + 1);
    QTest::mouseClick(canvas_.get(), Qt::RightButton, {}, centreOf(QPoint(4, 4)));
    QCOMPARE(stack->count(), steps + 1); // the file's already: no step
}

void TestOriginTool::presetsForOneFrame_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QPoint>("expected"); // in frame 1, 6 x 6
    QTest::newRow("center") << "center" << QPoint(3, 3);
    QTest::newRow("bottom-center") << "bottom-center" << QPoint(3, 6);
    QTest::newRow("top-left") << "top-left" << QPoint(0, 0);
    QTest::newRow("top-right") << "top-right" << QPoint(6, 0);
    QTest::newRow("bottom-left") << "bottom-left" << QPoint(0, 6);
    QTest::newRow("bottom-right") << "bottom-right" << QPoint(6, 6);
}

void TestOriginTool::presetsForOneFrame() {
    QFETCH(QString, name);
    QFETCH(QPoint, expected);
    canvas_->editFocus()->setFrame(1);
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    QAction* action = preset(name);
    QVERIFY(action);
    action->trigger();
    QCOMPARE(sprite().frames()[1].origin, expected);
    QCOMPARE(sprite().frames()[0].originSet, std::nullopt);
    QCOMPARE(sprite().frames()[2].originSet, std::nullopt);
    // top-left is the file's point, but set by hand all the same: one step either way.
    QCOMPARE(stack->count(), steps + 1);
    preset(name)->trigger();
    QCOMPARE(stack->count(), steps + 1); // again: nothing to do
    preset(QStringLiteral("file"))->trigger();
    QCOMPARE(sprite().frames()[1].originSet, std::nullopt);
    QCOMPARE(stack->count(), steps + 2);
    stack->undo();
    QCOMPARE(sprite().frames()[1].origin, expected);
    stack->undo();
    QCOMPARE(sprite().frames()[1].originSet, std::nullopt);
}

// Each frame its own point: 7 x 5, 6 x 6 and 8 x 4; an odd side's centre is rounded down
// to a pixel corner.
void TestOriginTool::presetsForAllFrames() {
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    const auto origins = [this] {
        QList<QPoint> points;
        for (const Frame& frame : sprite().frames())
            points << frame.origin;
        return points;
    };
    preset(QStringLiteral("center-all"))->trigger();
    QCOMPARE(origins(), (QList<QPoint>{{3, 2}, {3, 3}, {4, 2}}));
    QCOMPARE(stack->count(), steps + 1);
    preset(QStringLiteral("bottom-center-all"))->trigger();
    QCOMPARE(origins(), (QList<QPoint>{{3, 5}, {3, 6}, {4, 4}}));
    preset(QStringLiteral("bottom-right-all"))->trigger();
    QCOMPARE(origins(), (QList<QPoint>{{7, 5}, {6, 6}, {8, 4}}));
    preset(QStringLiteral("top-right"))->trigger(); // frame 0 alone
    QCOMPARE(origins(), (QList<QPoint>{{7, 0}, {6, 6}, {8, 4}}));
    QCOMPARE(stack->count(), steps + 4);
    preset(QStringLiteral("file-all"))->trigger();
    QCOMPARE(origins(), (QList<QPoint>{{0, 0}, {0, 0}, {0, 0}}));
    for (const Frame& frame : sprite().frames())
        QCOMPARE(frame.originSet, std::nullopt);
    QCOMPARE(stack->count(), steps + 5);
    stack->undo();
    QCOMPARE(origins(), (QList<QPoint>{{7, 0}, {6, 6}, {8, 4}}));
    stack->undo();
    stack->undo();
    QCOMPARE(origins(), (QList<QPoint>{{3, 5}, {3, 6}, {4, 4}}));
    stack->setIndex(steps);
    QCOMPARE(origins(), (QList<QPoint>{{0, 0}, {0, 0}, {0, 0}}));
    stack->redo();
    QCOMPARE(origins(), (QList<QPoint>{{3, 2}, {3, 3}, {4, 2}}));
}

// The demo frog with its origin being dragged, and the presets' menu: saved when
// HITMASK_SCREENSHOT_DIR is set.
void TestOriginTool::screenshots() {
    MainWindow window;
    QVERIFY(testing::showActive(window, QSize(1600, 1000)));
    QVERIFY(window.projects()->openDemo());
    CanvasView* canvas = window.canvas();
    window.tools()->select(window.tools()->toolNamed(QStringLiteral("origin")));
    canvas->zoomToFit();
    QApplication::processEvents();
    const Frame* frame = window.focus()->frame();
    QVERIFY(frame);
    auto* actions = window.findChild<OriginActions*>();
    QVERIFY(actions);
    for (QAction* action : actions->frameMenu()->actions())
        if (action->objectName() == QStringLiteral("bottom-center"))
            action->trigger();
    const QPoint bottom(frame->size().width() / 2, frame->size().height());
    QCOMPARE(window.focus()->frame()->origin, bottom);
    const auto at = [canvas](QPoint pixel) {
        return canvas->widgetPosOf(QPointF(pixel) + QPointF(0.5, 0.5)).toPoint();
    };
    testing::screenshot(window, QStringLiteral("pivot-bottom-centre.png"));
    QTest::mousePress(canvas, Qt::LeftButton, {}, at(bottom));
    QTest::mouseMove(canvas, at(bottom - QPoint(4, 10)));
    QTest::mouseMove(canvas, at(bottom - QPoint(6, 14)));
    QApplication::processEvents();
    testing::screenshot(window, QStringLiteral("pivot-dragging.png"));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, at(bottom - QPoint(6, 14)));
    QCOMPARE(window.focus()->frame()->origin, bottom - QPoint(6, 14));
    QMenu* menu = actions->menu();
    menu->popup(canvas->mapToGlobal(QPoint(40, 40)));
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    actions->frameMenu()->popup(menu->mapToGlobal(QPoint(menu->width(), 0)));
    QVERIFY(QTest::qWaitForWindowExposed(actions->frameMenu()));
    testing::screenshot(*actions->frameMenu(), QStringLiteral("pivot-presets-menu.png"));
    actions->frameMenu()->close();
    menu->close();
}

QTEST_MAIN(TestOriginTool)
#include "tst_origintool.moc"
