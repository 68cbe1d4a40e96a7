// SPDX-License-Identifier: MIT
// The canvas driven with mouse and keys: strokes, lines, shapes, fills, undo, zoom.
#include "editor/canvas/canvasview.h"
#include "editor/tools/brushtool.h"
#include "editor/tools/filltool.h"
#include "editor/tools/shapetool.h"
#include "editor/tools/toolbox.h"
#include "support/documentfixture.h"

#include <QTest>

using namespace hitmask;

class TestCanvas : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void pencilStrokeIsOneStep();
    void shiftClickDrawsLine();
    void eraserUsesBrushSize();
    void swapMakesPencilErase();
    void rectangleAndEllipse();
    void fillFillsConnectedRegionOnly();
    void undoRedoRestorePixels();
    void zoomKeepsPixelUnderCursor();
    void spaceDragPansWithoutPainting();

private:
    QPoint at(int x, int y) const {
        return canvas_->widgetPosOf(QPointF(x + 0.5, y + 0.5)).toPoint();
    }
    const Frame& frame() const { return *canvas_->frame(); }
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = {});
    void use(const QString& tool) { tools_->select(tools_->toolNamed(tool)); }

    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<ToolBox> tools_;
    std::unique_ptr<CanvasView> canvas_;
    int id_ = -1;
};

void TestCanvas::init() {
    doc_ = std::make_unique<ProjectDocument>();
    // Solid left half (x < 10), a transparent right half with an opaque island at x 15..16.
    const QImage image =
        testing::makeImage(20, 10, [](int x, int) { return x < 10 || x == 15 || x == 16; });
    id_ = testing::addSprite(*doc_, QStringLiteral("mem.png"), image);
    tools_ = std::make_unique<ToolBox>();
    canvas_ = std::make_unique<CanvasView>();
    canvas_->resize(500, 400);
    canvas_->setDocument(doc_.get());
    canvas_->show();
    QVERIFY(QTest::qWaitForWindowExposed(canvas_.get()));
    canvas_->setSprite(id_);
    canvas_->setZoom(16);
    canvas_->setTool(tools_->current());
    connect(tools_.get(), &ToolBox::currentChanged, canvas_.get(), &CanvasView::setTool);
}

void TestCanvas::cleanup() {
    canvas_.reset();
    tools_.reset();
    doc_.reset();
}

void TestCanvas::drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods) {
    QTest::mousePress(canvas_.get(), Qt::LeftButton, mods, from);
    QTest::mouseMove(canvas_.get(), (from + to) / 2);
    QTest::mouseMove(canvas_.get(), to);
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, mods, to);
}

void TestCanvas::pencilStrokeIsOneStep() {
    use(QStringLiteral("pencil"));
    const int steps = doc_->undoStack()->count();
    drag(at(11, 2), at(14, 2));
    for (int x = 11; x <= 14; ++x)
        QVERIFY2(frame().effective.test(x, 2), qPrintable(QString::number(x)));
    QVERIFY(!frame().effective.test(11, 3));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(doc_->undoStack()->undoText(), QStringLiteral("Pencil Stroke"));
}

void TestCanvas::shiftClickDrawsLine() {
    use(QStringLiteral("pencil"));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(11, 1));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, Qt::ShiftModifier, at(14, 4));
    for (int i = 0; i <= 3; ++i)
        QVERIFY(frame().effective.test(11 + i, 1 + i));
    QCOMPARE(frame().overrides.count(), std::size_t{4});
}

void TestCanvas::eraserUsesBrushSize() {
    use(QStringLiteral("eraser"));
    tools_->settings()->setBrushSize(3);
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(5, 5));
    for (int y = 4; y <= 6; ++y)
        for (int x = 4; x <= 6; ++x)
            QVERIFY(!frame().effective.test(x, y));
    QVERIFY(frame().effective.test(3, 5));
    QVERIFY(frame().effective.test(7, 5));
    QCOMPARE(frame().overrides.count(), std::size_t{9});
}

void TestCanvas::swapMakesPencilErase() {
    // X reaches the tool box's action through the window holding it, as in the editor.
    canvas_->addAction(tools_->swapPaintAction());
    canvas_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(canvas_.get()));
    use(QStringLiteral("pencil"));
    QVERIFY(tools_->settings()->paintSolid());
    QVERIFY(frame().effective.test(2, 2)); // solid art: only an erasing pencil clears it
    QTest::keyClick(canvas_.get(), Qt::Key_X);
    QVERIFY(!tools_->settings()->paintSolid());
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(2, 2));
    QVERIFY(!frame().effective.test(2, 2));
    // X again: the pencil paints solid once more.
    QVERIFY(!frame().effective.test(12, 2));
    QTest::keyClick(canvas_.get(), Qt::Key_X);
    QVERIFY(tools_->settings()->paintSolid());
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(12, 2));
    QVERIFY(frame().effective.test(12, 2));
}

void TestCanvas::rectangleAndEllipse() {
    use(QStringLiteral("rectangle"));
    drag(at(11, 1), at(13, 4));
    QCOMPARE(frame().overrides.count(), std::size_t{12});
    for (int y = 1; y <= 4; ++y)
        for (int x = 11; x <= 13; ++x)
            QVERIFY(frame().effective.test(x, y));
    QCOMPARE(ShapeTool::dragBox({5, 5}, {2, 3}, true), QRect(QPoint(2, 2), QPoint(5, 5)));

    use(QStringLiteral("ellipse"));
    tools_->settings()->setPaintSolid(false);
    drag(at(0, 0), at(8, 8));
    QVERIFY(!frame().effective.test(4, 4)); // centre erased
    QVERIFY(frame().effective.test(0, 0));  // corner outside the ellipse
}

void TestCanvas::fillFillsConnectedRegionOnly() {
    use(QStringLiteral("fill"));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(12, 5));
    // The transparent region x 10..14 is filled; the island and the area past it are not
    // connected to it.
    for (int x = 10; x <= 14; ++x)
        QVERIFY(frame().effective.test(x, 9));
    QVERIFY(!frame().effective.test(18, 5));
    QCOMPARE(frame().overrides.count(), std::size_t{50});
}

void TestCanvas::undoRedoRestorePixels() {
    use(QStringLiteral("pencil"));
    drag(at(12, 0), at(12, 9));
    QCOMPARE(frame().overrides.count(), std::size_t{10});
    doc_->undoStack()->undo();
    QVERIFY(!frame().effective.test(12, 5));
    QCOMPARE(frame().overrides.count(), std::size_t{0});
    doc_->undoStack()->redo();
    QVERIFY(frame().effective.test(12, 5));
}

void TestCanvas::zoomKeepsPixelUnderCursor() {
    const QPointF cursor = canvas_->widgetPosOf(QPointF(7.5, 3.5));
    canvas_->setZoom(32, cursor);
    QCOMPARE(canvas_->zoom(), 32);
    QCOMPARE(canvas_->pixelAt(cursor), QPoint(7, 3));
    for (const QPoint p : {QPoint(0, 0), QPoint(19, 9), QPoint(-3, 4)})
        QCOMPARE(canvas_->pixelAt(canvas_->widgetPosOf(QPointF(p) + QPointF(0.5, 0.5))), p);

    const QPoint mouse = at(10, 5);
    QWheelEvent wheel(mouse, canvas_->mapToGlobal(mouse), {}, QPoint(0, 120), Qt::NoButton, {},
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas_.get(), &wheel);
    QCOMPARE(canvas_->zoom(), 48);
    QCOMPARE(canvas_->pixelAt(mouse), QPoint(10, 5));
    canvas_->setZoom(1000);
    QCOMPARE(canvas_->zoom(), CanvasView::kMaxZoom);
    canvas_->zoomToFit();
    QCOMPARE(canvas_->zoom(), 16); // 20 x 10 pixels in 500 x 400
}

void TestCanvas::spaceDragPansWithoutPainting() {
    use(QStringLiteral("pencil"));
    const QPointF before = canvas_->widgetPosOf(QPointF(0, 0));
    QTest::keyPress(canvas_.get(), Qt::Key_Space);
    drag(at(12, 2), at(12, 2) + QPoint(40, 24));
    QTest::keyRelease(canvas_.get(), Qt::Key_Space);
    QCOMPARE(canvas_->widgetPosOf(QPointF(0, 0)), before + QPointF(40, 24));
    QCOMPARE(frame().overrides.count(), std::size_t{0});
}

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
