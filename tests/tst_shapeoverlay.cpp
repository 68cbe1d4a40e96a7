// SPDX-License-Identifier: MIT
// Boxes and polygons over the canvas: the counts match the core, edits recompute them,
// and the shapes are drawn where the frame is.
#include "common/translations.h"
#include "editor/canvas/canvasview.h"
#include "editor/tools/toolbox.h"
#include "support/documentfixture.h"

#include <QTest>
#include <hitmask/boxes.hpp>

using namespace hitmask;

class TestShapeOverlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void boxesShowTheExactCount();
    void polygonsShowVerticesAndHoles();
    void editsRecomputeTheShapes();
    void noShapesDrawsNothing();
    void screenshots();

private:
    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<ToolBox> tools_;
    std::unique_ptr<CanvasView> canvas_;
};

void TestShapeOverlay::initTestCase() {
    // English plural forms ("1 box", "4 boxes") come from the built-in translations.
    QVERIFY(!installTranslations(*QCoreApplication::instance(), QStringLiteral("en")).isEmpty());
}

void TestShapeOverlay::init() {
    doc_ = std::make_unique<ProjectDocument>();
    // A 3x3 ring around an empty centre: 4 boxes, one polygon with one hole.
    const QImage image = testing::makeImage(12, 10, [](int x, int y) {
        return x >= 2 && x <= 4 && y >= 2 && y <= 4 && !(x == 3 && y == 3);
    });
    const int id = testing::addSprite(*doc_, QStringLiteral("ring.png"), image);
    tools_ = std::make_unique<ToolBox>();
    canvas_ = std::make_unique<CanvasView>();
    canvas_->resize(400, 300);
    canvas_->setDocument(doc_.get());
    canvas_->show();
    QVERIFY(QTest::qWaitForWindowExposed(canvas_.get()));
    canvas_->setSprite(id);
    canvas_->setZoom(16);
    canvas_->setTool(tools_->current());
}

void TestShapeOverlay::cleanup() {
    canvas_.reset();
    tools_.reset();
    doc_.reset();
}

void TestShapeOverlay::boxesShowTheExactCount() {
    canvas_->setShapeView(ShapeView::Boxes);
    canvas_->grab(); // paints, which computes the shapes
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("4 boxes, 0 wrong pixels"));
}

void TestShapeOverlay::polygonsShowVerticesAndHoles() {
    canvas_->setShapeView(ShapeView::Polygons);
    canvas_->grab();
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("1 polygon, 8 vertices"));
}

void TestShapeOverlay::editsRecomputeTheShapes() {
    canvas_->setShapeView(ShapeView::Boxes);
    canvas_->grab();
    // Paint the empty centre with the default tool: the ring becomes one box.
    const QPoint centre = canvas_->widgetPosOf(QPointF(3.5, 3.5)).toPoint();
    QTest::mousePress(canvas_.get(), Qt::LeftButton, {}, centre);
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, {}, centre);
    QVERIFY(doc_->sprites().front()->frames().front().effective.test(3, 3));
    canvas_->grab();
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("1 box, 0 wrong pixels"));
    doc_->undoStack()->undo();
    canvas_->grab();
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("4 boxes, 0 wrong pixels"));
}

void TestShapeOverlay::noShapesDrawsNothing() {
    const QImage plain = canvas_->grab().toImage();
    canvas_->setShapeView(ShapeView::Boxes);
    const QImage boxes = canvas_->grab().toImage();
    QVERIFY(plain != boxes);
    canvas_->setShapeView(ShapeView::None);
    QCOMPARE(canvas_->grab().toImage(), plain);
    QCOMPARE(canvas_->shapeSummary(), QString());
}

// The demo ship with its boxes and its polygon, saved for review when
// HITMASK_SCREENSHOT_DIR is set.
void TestShapeOverlay::screenshots() {
    const QString dir = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("HITMASK_SCREENSHOT_DIR is not set");
    const QImage ship(QStringLiteral(HITMASK_DEMO_DIR "/ship.png"));
    QVERIFY(!ship.isNull());
    const int id = testing::addSprite(*doc_, QStringLiteral("ship.png"), ship);
    canvas_->resize(460, 620);
    canvas_->setSprite(id);
    canvas_->setZoom(10);
    QImage sheet(920, 620, QImage::Format_ARGB32);
    QPainter painter(&sheet);
    canvas_->setShapeView(ShapeView::Boxes);
    painter.drawImage(0, 0, canvas_->grab().toImage());
    canvas_->setShapeView(ShapeView::Polygons);
    painter.drawImage(460, 0, canvas_->grab().toImage());
    painter.end();
    QVERIFY(sheet.save(dir + QStringLiteral("/shapes.png")));
}

QTEST_MAIN(TestShapeOverlay)
#include "tst_shapeoverlay.moc"
