// SPDX-License-Identifier: MIT
// The Shapes tool driven by the mouse and keys on a real canvas: selecting and dragging
// vertices, edges and whole shapes, adding and deleting vertices, nudging, drawing boxes,
// circles and polygons, one undo step per drag, the first edit of traced shapes making a
// hand set, and self-crossing polygons refused. Expected shapes are worked out by hand
// from the sprite drawn here.
#include "common/translations.h"
#include "document/commands/cutframes.h"
#include "document/commands/exportcommands.h"
#include "document/commands/shapecommands.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/shapesdock.h"
#include "editor/editfocus.h"
#include "editor/exporting/shapesettingsbox.h"
#include "editor/tools/collidertool.h"
#include "editor/tools/toolbox.h"
#include "support/documentfixture.h"
#include "support/showncanvas.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using namespace hitmask;

class TestShapeTool : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void clickSelectsAndDragMakesAHandSetInOneStep();
    void dragEdgeAndWholeBox();
    void nudgeWithArrows();
    void polygonVertexAddDragDelete();
    void selfCrossingIsRefused();
    void drawBoxCircleAndPolygon();
    void escapeCancelsAPolygon();
    void halfPixelSnap();
    void traceAgain();
    void dockCountsWrongPixelsAndTracesAgain();
    void toleranceSliderDragIsOneStep();
    void wrongPixelsAreTinted();
    void circleRimAndInside();
    void doubleClickOnABoxEdgeMakesAPolygon();
    void dockCopiesTracedShapesToRotations();

private:
    QPoint at(double x, double y) const { return canvas_->widgetPosOf(QPointF(x, y)).toPoint(); }
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = {});
    void click(QPointF p) {
        QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(p.x(), p.y()));
    }
    const std::optional<Colliders>& hand() const {
        return doc_->sprites().front()->frames().front().solid().handShapes;
    }
    void usePolygons();

    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<ToolBox> tools_;
    std::unique_ptr<CanvasView> canvas_;
    ColliderTool* tool_ = nullptr;
};

void TestShapeTool::init() {
    doc_ = std::make_unique<ProjectDocument>();
    // One 4 x 3 block at (2, 2) on a 20 x 16 frame: traced, one box {2, 2, 4, 3}.
    const QImage image =
        testing::makeImage(20, 16, [](int x, int y) { return x >= 2 && x < 6 && y >= 2 && y < 5; });
    const int id = testing::addSprite(*doc_, QStringLiteral("block.png"), image);
    tools_ = std::make_unique<ToolBox>();
    tool_ = qobject_cast<ColliderTool*>(tools_->toolNamed(QStringLiteral("shapes")));
    QVERIFY(tool_);
    canvas_ = testing::showCanvas(*doc_, id);
    QVERIFY(canvas_);
    canvas_->centreOn(QPointF(10, 8));
    tools_->select(tool_);
    canvas_->setTool(tool_);
    canvas_->setFocus();
    doc_->undoStack()->clear();
}

void TestShapeTool::cleanup() {
    canvas_.reset();
    tools_.reset();
    doc_.reset();
}

void TestShapeTool::drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers) {
    QTest::mousePress(canvas_.get(), Qt::LeftButton, modifiers, at(from.x(), from.y()));
    // Several moves, as a hand makes them: still one undo step.
    for (int i = 1; i <= 4; ++i) {
        const QPointF p = from + (to - from) * i / 4.0;
        QTest::mouseMove(canvas_.get(), at(p.x(), p.y()));
    }
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, modifiers, at(to.x(), to.y()));
}

void TestShapeTool::usePolygons() {
    ExportSettings settings = doc_->exportSettings();
    settings.shapes.kind = ShapeSettings::Kind::Polygons;
    doc_->undoStack()->push(new SetExportSettings(doc_.get(), settings));
    doc_->undoStack()->clear();
}

void TestShapeTool::clickSelectsAndDragMakesAHandSetInOneStep() {
    QVERIFY(!hand());
    // The cursor says what a press would take.
    QTest::mouseMove(canvas_.get(), at(3.5, 3.5));
    QCOMPARE(canvas_->cursor().shape(), Qt::SizeAllCursor);
    QTest::mouseMove(canvas_.get(), at(6, 5));
    QCOMPARE(canvas_->cursor().shape(), Qt::PointingHandCursor);
    QTest::mouseMove(canvas_.get(), at(12.5, 10.5));
    QCOMPARE(canvas_->cursor().shape(), Qt::CrossCursor);
    click({3.5, 3.5});
    QCOMPARE(tool_->selected().kind, ShapeRef::Kind::Box);
    QVERIFY(!hand()); // selecting edits nothing
    QCOMPARE(doc_->undoStack()->count(), 0);
    // The bottom-right corner (6, 5) to (9, 7).
    drag({6, 5}, {9, 7});
    QVERIFY(hand());
    QCOMPARE(hand()->boxes.size(), std::size_t(1));
    QCOMPARE(hand()->boxes.front(), (BoxF{2, 2, 7, 5}));
    QCOMPARE(doc_->undoStack()->count(), 1);
    doc_->undoStack()->undo();
    QVERIFY(!hand()); // traced again: the first edit and the drag were one step
    doc_->undoStack()->redo();
    QCOMPARE(hand()->boxes.front(), (BoxF{2, 2, 7, 5}));
}

void TestShapeTool::dragEdgeAndWholeBox() {
    click({3.5, 3.5});
    // The left side, x = 2, half way down: to x = 0.
    drag({2, 3.5}, {0, 3.5});
    QCOMPARE(hand()->boxes.front(), (BoxF{0, 2, 6, 3}));
    // The inside: the whole box by (3, 4).
    drag({3.2, 3.2}, {6.2, 7.2});
    QCOMPARE(hand()->boxes.front(), (BoxF{3, 6, 6, 3}));
    QCOMPARE(doc_->undoStack()->count(), 2);
}

void TestShapeTool::nudgeWithArrows() {
    click({3.5, 3.5});
    QTest::keyClick(canvas_.get(), Qt::Key_Right);
    QCOMPARE(hand()->boxes.front(), (BoxF{3, 2, 4, 3}));
    QTest::keyClick(canvas_.get(), Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(hand()->boxes.front(), (BoxF{3, 12, 4, 3}));
    QTest::keyClick(canvas_.get(), Qt::Key_Up);
    QCOMPARE(hand()->boxes.front(), (BoxF{3, 11, 4, 3}));
    QCOMPARE(doc_->undoStack()->count(), 3);
    doc_->undoStack()->undo();
    QCOMPARE(hand()->boxes.front(), (BoxF{3, 12, 4, 3}));
}

void TestShapeTool::polygonVertexAddDragDelete() {
    usePolygons();
    click({3.5, 3.5});
    QCOMPARE(tool_->selected().kind, ShapeRef::Kind::Polygon);
    // Double-click on the top edge at x = 4: a fifth vertex between (2, 2) and (6, 2).
    QTest::mouseDClick(canvas_.get(), Qt::LeftButton, {}, at(4, 2));
    QVERIFY(hand());
    QCOMPARE(hand()->polygons.size(), std::size_t(1));
    const std::vector<PointF>& ring = hand()->polygons.front();
    QCOMPARE(ring.size(), std::size_t(5));
    const auto has = [&](PointF p) {
        return std::find(ring.begin(), ring.end(), p) != ring.end();
    };
    QVERIFY(has({4, 2}));
    QCOMPARE(doc_->undoStack()->count(), 1);
    // Drag the new vertex up to (4, 0): a roof.
    drag({4, 2}, {4, 0});
    QVERIFY(std::find(hand()->polygons.front().begin(), hand()->polygons.front().end(),
                      PointF{4, 0}) != hand()->polygons.front().end());
    QCOMPARE(doc_->undoStack()->count(), 2);
    QCOMPARE(tool_->selectedVertex() >= 0, true);
    // Delete it: back to the four corners.
    QTest::keyClick(canvas_.get(), Qt::Key_Delete);
    QCOMPARE(hand()->polygons.front().size(), std::size_t(4));
    QCOMPARE(doc_->undoStack()->count(), 3);
    // A vertex of a triangle is not deleted; the shape is, with no vertex selected.
    click({3.5, 3.5}); // selects the shape, no vertex
    QCOMPARE(tool_->selectedVertex(), -1);
    QTest::keyClick(canvas_.get(), Qt::Key_Delete);
    QVERIFY(hand()->empty());
    doc_->undoStack()->undo();
    QCOMPARE(hand()->polygons.size(), std::size_t(1));
}

void TestShapeTool::selfCrossingIsRefused() {
    usePolygons();
    click({3.5, 3.5});
    QSignalSpy notices(tool_, &AbstractTool::notice);
    // The top-left corner (2, 2) dragged right past the right edge to (9, 4): the edge
    // from the bottom-left corner (2, 5) to it would cross the right edge x = 6.
    drag({2, 2}, {9, 4});
    QCOMPARE(notices.count(), 1);
    QVERIFY(notices.front().front().toString().contains(QStringLiteral("cross")));
    // The drag snapped back: still traced, and no step left on the stack, though the
    // drag's first moves were valid and pushed steps.
    QVERIFY(!hand());
    QCOMPARE(doc_->undoStack()->count(), 0);
    // Over a hand set it snaps back to the hand set.
    QTest::keyClick(canvas_.get(), Qt::Key_Right);
    const Colliders owned = *hand();
    drag({3, 2}, {10, 4});
    QCOMPARE(notices.count(), 2);
    QCOMPARE(*hand(), owned);
    QCOMPARE(doc_->undoStack()->count(), 1);
}

void TestShapeTool::drawBoxCircleAndPolygon() {
    tool_->setMode(ColliderTool::Mode::Circle);
    drag({12, 8}, {15, 12});
    QVERIFY(hand());
    QCOMPARE(hand()->circles.size(), std::size_t(1));
    QCOMPARE(hand()->circles.front(), (Circle{12, 8, 5}));
    QCOMPARE(hand()->boxes.size(), std::size_t(1)); // the traced box is kept
    QCOMPARE(tool_->selected(), (ShapeRef{ShapeRef::Kind::Circle, 0}));
    tool_->setMode(ColliderTool::Mode::Box);
    drag({10, 1}, {14, 3});
    QCOMPARE(hand()->boxes.back(), (BoxF{10, 1, 4, 2}));
    tool_->setMode(ColliderTool::Mode::Polygon);
    click({1, 10});
    click({5, 10});
    QTest::mouseDClick(canvas_.get(), Qt::LeftButton, {}, at(3, 14));
    QCOMPARE(hand()->polygons.size(), std::size_t(1));
    QCOMPARE(hand()->polygons.front(), (std::vector<PointF>{{1, 10}, {5, 10}, {3, 14}}));
    QCOMPARE(doc_->undoStack()->count(), 3);
    // Enter closes a polygon too, and clicking its first vertex.
    click({16, 10});
    click({19, 10});
    click({19, 14});
    QTest::keyClick(canvas_.get(), Qt::Key_Return);
    QCOMPARE(hand()->polygons.size(), std::size_t(2));
    click({16, 1});
    click({19, 1});
    click({19, 4});
    click({16, 1});
    QCOMPARE(hand()->polygons.size(), std::size_t(3));
    QCOMPARE(doc_->undoStack()->count(), 5);
}

void TestShapeTool::escapeCancelsAPolygon() {
    tool_->setMode(ColliderTool::Mode::Polygon);
    click({1, 10});
    click({5, 10});
    click({3, 14});
    QTest::keyClick(canvas_.get(), Qt::Key_Escape);
    QTest::keyClick(canvas_.get(), Qt::Key_Return); // nothing left to close
    QVERIFY(!hand());
    QCOMPARE(doc_->undoStack()->count(), 0);
}

void TestShapeTool::halfPixelSnap() {
    tool_->setMode(ColliderTool::Mode::Box);
    drag({10.3, 1.2}, {14.2, 3.4}); // whole pixels: (10, 1) to (14, 3)
    QCOMPARE(hand()->boxes.back(), (BoxF{10, 1, 4, 2}));
    tool_->setHalfPixels(true);
    drag({10.3, 6.2}, {14.2, 8.4}); // half pixels: (10.5, 6) to (14, 8.5)
    QCOMPARE(hand()->boxes.back(), (BoxF{10.5, 6, 3.5, 2.5}));
}

void TestShapeTool::traceAgain() {
    click({3.5, 3.5});
    QTest::keyClick(canvas_.get(), Qt::Key_Right);
    QVERIFY(hand());
    const EditPlace place{doc_->sprites().front()->id(),
                          doc_->sprites().front()->frames().front().id, 0};
    doc_->undoStack()->push(
        new SetHandShapes(doc_.get(), QStringLiteral("Trace Again"), {place}, {std::nullopt}));
    QVERIFY(!hand());
    doc_->undoStack()->undo();
    QCOMPARE(hand()->boxes.front(), (BoxF{3, 2, 4, 3}));
}

// A hand set one pixel right of the 4 x 3 block disagrees with the mask on its left
// column (x = 2, 3 pixels) and the new right one (x = 6, 3 pixels): 6 wrong pixels.
void TestShapeTool::dockCountsWrongPixelsAndTracesAgain() {
    ShapesDock dock(canvas_->editFocus(), canvas_.get(), tool_);
    QVERIFY(dock.stateLabel()->text().contains(QStringLiteral("Traced")));
    QVERIFY(!dock.traceAgainButton()->isEnabled());
    click({3.5, 3.5});
    QSignalSpy ready(canvas_.get(), &CanvasView::shapesReady);
    QTest::keyClick(canvas_.get(), Qt::Key_Right);
    QVERIFY(dock.stateLabel()->text().contains(QStringLiteral("Hand")));
    QVERIFY(dock.traceAgainButton()->isEnabled());
    canvas_->repaint(); // a paint starts the count
    while (canvas_->shapeOverlay().computing())
        QVERIFY(ready.wait(10000));
    QCOMPARE(canvas_->shapeOverlay().counts().wrongPixels, std::optional<std::size_t>(6));
    QVERIFY2(dock.countsLabel()->text().contains(QStringLiteral("Wrong pixels: 6")),
             qPrintable(dock.countsLabel()->text()));
    QVERIFY(dock.countsLabel()->text().contains(QStringLiteral("Shapes: 1")));
    QVERIFY(canvas_->shapeSummary().startsWith(QStringLiteral("Hand shapes: 1 shape")));
    const int steps = doc_->undoStack()->count();
    QTest::mouseClick(dock.traceAgainButton(), Qt::LeftButton);
    QVERIFY(!hand());
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QVERIFY(dock.stateLabel()->text().contains(QStringLiteral("Traced")));
}

// Dragging the tolerance slider redraws the traced polygons at each value and is one
// undo step; the next drag is another.
void TestShapeTool::toleranceSliderDragIsOneStep() {
    usePolygons();
    ShapesDock dock(canvas_->editFocus(), canvas_.get(), tool_);
    QSlider* slider = dock.toleranceSlider();
    QVERIFY(slider->isEnabled());
    slider->setSliderDown(true);
    for (int value : {5, 10, 20}) {
        slider->setValue(value);
        QCOMPARE(doc_->exportSettings().shapes.tolerance, value / 10.0);
        QVERIFY(canvas_->shapeOverlay().computing()); // drawn again with the new value
    }
    slider->setSliderDown(false);
    QCOMPARE(doc_->undoStack()->count(), 1);
    slider->setSliderDown(true);
    slider->setValue(30);
    slider->setSliderDown(false);
    QCOMPARE(doc_->undoStack()->count(), 2);
    QCOMPARE(dock.settingsBox()->toleranceBox()->value(), 3.0);
    doc_->undoStack()->undo();
    QCOMPARE(slider->value(), 20);
    doc_->undoStack()->undo();
    QCOMPARE(doc_->exportSettings().shapes.tolerance, 0.0);
    QCOMPARE(slider->value(), 0);
}

// The column the nudged box leaves (x = 2) is solid in the mask and no longer covered:
// drawn tinted, unlike before the nudge; a pixel both cover (x = 4) is not.
void TestShapeTool::wrongPixelsAreTinted() {
    const auto colourAt = [&](double x, double y) {
        return canvas_->grab().toImage().pixelColor(canvas_->widgetPosOf(QPointF(x, y)).toPoint());
    };
    QSignalSpy ready(canvas_.get(), &CanvasView::shapesReady);
    canvas_->repaint();
    while (canvas_->shapeOverlay().computing())
        QVERIFY(ready.wait(10000));
    const QColor left = colourAt(2.5, 3.5);
    const QColor middle = colourAt(4.5, 3.5);
    click({3.5, 3.5});
    QTest::keyClick(canvas_.get(), Qt::Key_Right);
    canvas_->repaint();
    while (canvas_->shapeOverlay().computing())
        QVERIFY(ready.wait(10000));
    const QColor tinted = colourAt(2.5, 3.5);
    QVERIFY2(tinted.green() + 60 < left.green(), qPrintable(tinted.name() + left.name()));
    QCOMPARE(colourAt(4.5, 3.5), middle);
}

void TestShapeTool::circleRimAndInside() {
    tool_->setMode(ColliderTool::Mode::Circle);
    drag({12, 8}, {15, 12}); // radius 5
    tool_->setMode(ColliderTool::Mode::Select);
    // The rim's handle at (17, 8), dragged to (19, 8): radius 7.
    drag({17, 8}, {19, 8});
    QCOMPARE(hand()->circles.front(), (Circle{12, 8, 7}));
    // Inside, away from the rim: the whole circle moves by (-2, 3).
    drag({12.2, 8.2}, {10.2, 11.2});
    QCOMPARE(hand()->circles.front(), (Circle{10, 11, 7}));
    QCOMPARE(doc_->undoStack()->count(), 3);
}

void TestShapeTool::doubleClickOnABoxEdgeMakesAPolygon() {
    QTest::mouseDClick(canvas_.get(), Qt::LeftButton, {}, at(4, 5)); // the bottom edge
    QVERIFY(hand());
    QVERIFY(hand()->boxes.empty());
    QCOMPARE(hand()->polygons.size(), std::size_t(1));
    QCOMPARE(hand()->polygons.front(),
             (std::vector<PointF>{{2, 2}, {6, 2}, {6, 5}, {4, 5}, {2, 5}}));
    QCOMPARE(tool_->selected(), (ShapeRef{ShapeRef::Kind::Polygon, 0}));
    QCOMPARE(tool_->selectedVertex(), 3);
    QCOMPARE(doc_->undoStack()->count(), 1);
}

// A rotation set of 4 made of the block: Copy to All Rotations from the first rotation,
// still traced, makes its box its own and copies it turned to the three others, as one
// undo step; a quarter turn of a 4 x 3 box is 3 x 4.
void TestShapeTool::dockCopiesTracedShapesToRotations() {
    const int id = doc_->sprites().front()->id();
    QString error;
    CutFrames* set = generateRotationSet(doc_.get(), id, 0, 4, &error);
    QVERIFY2(set, qPrintable(error));
    doc_->undoStack()->push(set);
    doc_->undoStack()->clear();
    canvas_->editFocus()->setSprite(id, 0);
    ShapesDock dock(canvas_->editFocus(), canvas_.get(), tool_);
    QVERIFY(dock.copyToRotationsButton()->isEnabled());
    QTest::mouseClick(dock.copyToRotationsButton(), Qt::LeftButton);
    QCOMPARE(doc_->undoStack()->count(), 1);
    const Sprite* sprite = doc_->sprites().front().get();
    QCOMPARE(sprite->frames().size(), std::size_t(4));
    for (std::size_t k = 0; k < 4; ++k) {
        const std::optional<Colliders>& shapes = sprite->frames()[k].solid().handShapes;
        QVERIFY(shapes);
        const std::size_t pieces = shapes->boxes.size() + shapes->polygons.size();
        QCOMPARE(pieces, std::size_t(1));
        if (!shapes->boxes.empty()) { // turned boxes may be written as boxes or rings
            const BoxF& box = shapes->boxes.front();
            QCOMPARE(k % 2 == 0 ? QSizeF(4, 3) : QSizeF(3, 4), QSizeF(box.width, box.height));
        }
    }
    doc_->undoStack()->undo();
    for (const Frame& frame : sprite->frames())
        QVERIFY(!frame.solid().handShapes);
}

QTEST_MAIN(TestShapeTool)
#include "tst_shapetool.moc"
