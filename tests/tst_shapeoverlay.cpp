// SPDX-License-Identifier: MIT
// Boxes and polygons over the canvas: the counts match the core, edits recompute them
// off the GUI thread, and the shapes are drawn where the frame is.
#include "common/translations.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/tools/toolbox.h"
#include "support/documentfixture.h"

#include <QSignalSpy>
#include <QTest>
#include <hitmask/boxes.hpp>

using namespace hitmask;

Q_DECLARE_METATYPE(hitmask::ShapeView)

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
    void strokesLeaveTheWorkToAThread_data();
    void strokesLeaveTheWorkToAThread();
    void screenshots();

private:
    // Waits until the overlay shows the shapes of the frame as it is now.
    bool shapesArrive();

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
    canvas_ = std::make_unique<CanvasView>(new EditFocus(doc_.get()));
    canvas_->resize(400, 300);
    canvas_->editFocus()->setDocument(doc_.get());
    canvas_->show();
    QVERIFY(QTest::qWaitForWindowExposed(canvas_.get()));
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(16);
    canvas_->setTool(tools_->current());
}

void TestShapeOverlay::cleanup() {
    canvas_.reset();
    tools_.reset();
    doc_.reset();
}

bool TestShapeOverlay::shapesArrive() {
    QSignalSpy ready(canvas_.get(), &CanvasView::shapesReady);
    canvas_->update(); // a paint starts the computation
    while (canvas_->shapeOverlay().computing())
        if (!ready.wait(60000))
            return false;
    return true;
}

void TestShapeOverlay::boxesShowTheExactCount() {
    canvas_->options()->setShapeView(ShapeView::Boxes);
    QVERIFY(shapesArrive());
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("4 boxes, 0 wrong pixels"));
}

void TestShapeOverlay::polygonsShowVerticesAndHoles() {
    canvas_->options()->setShapeView(ShapeView::Polygons);
    QVERIFY(shapesArrive());
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("1 polygon, 8 vertices"));
}

void TestShapeOverlay::editsRecomputeTheShapes() {
    canvas_->options()->setShapeView(ShapeView::Boxes);
    QVERIFY(shapesArrive());
    // Paint the empty centre with the default tool: the ring becomes one box.
    const QPoint centre = canvas_->widgetPosOf(QPointF(3.5, 3.5)).toPoint();
    QTest::mousePress(canvas_.get(), Qt::LeftButton, {}, centre);
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, {}, centre);
    QVERIFY(doc_->sprites().front()->frames().front().solid().effective.test(3, 3));
    // Until the new shapes arrive, the old ones stay, marked as out of date.
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("4 boxes, 0 wrong pixels (computing...)"));
    QVERIFY(shapesArrive());
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("1 box, 0 wrong pixels"));
    doc_->undoStack()->undo();
    QVERIFY(shapesArrive());
    QCOMPARE(canvas_->shapeSummary(), QStringLiteral("4 boxes, 0 wrong pixels"));
}

void TestShapeOverlay::noShapesDrawsNothing() {
    const QImage plain = canvas_->grab().toImage();
    canvas_->options()->setShapeView(ShapeView::Boxes);
    const QImage boxes = canvas_->grab().toImage();
    QVERIFY(plain != boxes);
    canvas_->options()->setShapeView(ShapeView::None);
    QCOMPARE(canvas_->grab().toImage(), plain);
    QCOMPARE(canvas_->shapeSummary(), QString());
}

namespace {

// Which pixels the shapes cover, worked out from the definitions: boxes counted per
// pixel (1 where exactly one box covers it), rings by even-odd crossings of the vertical
// edges left of each pixel centre (the overlay's polygons run along pixel edges).
// A box reaching outside the frame is wrong: it returns nothing.
std::vector<int> coverage(const FrameShapes& shapes, int w, int h) {
    std::vector<int> covered(std::size_t(w) * std::size_t(h), 0);
    for (const Rect& box : shapes.boxes) {
        if (box.x < 0 || box.y < 0 || box.x + box.width > w || box.y + box.height > h)
            return {};
        for (int y = box.y; y < box.y + box.height; ++y)
            for (int x = box.x; x < box.x + box.width; ++x)
                ++covered[std::size_t(y) * std::size_t(w) + std::size_t(x)];
    }
    std::vector<char> toggles(std::size_t(w + 1) * std::size_t(h), 0);
    const auto addRing = [&](const std::vector<PointF>& ring) {
        for (std::size_t i = 0; i < ring.size(); ++i) {
            const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
            if (a.x != b.x)
                continue;
            for (int y = int(std::min(a.y, b.y)); y < int(std::max(a.y, b.y)); ++y)
                toggles[std::size_t(y) * std::size_t(w + 1) + std::size_t(a.x)] ^= 1;
        }
    };
    for (const ShapePolygon& polygon : shapes.polygons) {
        addRing(polygon.outer);
        for (const auto& hole : polygon.holes)
            addRing(hole);
    }
    if (!shapes.polygons.empty())
        for (int y = 0; y < h; ++y) {
            int inside = 0;
            for (int x = 0; x < w; ++x) {
                inside ^= toggles[std::size_t(y) * std::size_t(w + 1) + std::size_t(x)];
                covered[std::size_t(y) * std::size_t(w) + std::size_t(x)] += inside;
            }
        }
    return covered;
}

} // namespace

void TestShapeOverlay::strokesLeaveTheWorkToAThread_data() {
    QTest::addColumn<ShapeView>("view");
    QTest::newRow("boxes") << ShapeView::Boxes;
    QTest::newRow("polygons") << ShapeView::Polygons;
}

// A dithered 512x512 sprite (a checkerboard on the left, noise on the right) takes a good
// part of a second to cut into shapes. A pencil stroke must not wait for that: right after
// it and after a paint the overlay still shows the old shapes; the new ones arrive later
// and cover exactly the edited mask.
void TestShapeOverlay::strokesLeaveTheWorkToAThread() {
    QFETCH(ShapeView, view);
    constexpr int kSize = 512;
    const QImage image = testing::makeImage(kSize, kSize, [](int x, int y) {
        if (x < kSize / 2)
            return (x + y) % 2 == 0;
        std::uint32_t h = std::uint32_t(x) * 73856093U ^ std::uint32_t(y) * 19349663U;
        h ^= h >> 13;
        h *= 0x5bd1e995U;
        return ((h >> 15) & 1U) != 0;
    });
    const int id = testing::addSprite(*doc_, QStringLiteral("dither.png"), image);
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(1);
    canvas_->options()->setShapeView(view);
    QVERIFY(shapesArrive());
    const FrameShapes before = canvas_->shapeOverlay().shapes();

    // A diagonal stroke through both halves with the default tool (the pencil).
    const QPoint start = canvas_->widgetPosOf(QPointF(200.5, 100.5)).toPoint();
    QTest::mousePress(canvas_.get(), Qt::LeftButton, {}, start);
    for (int i = 1; i <= 20; ++i)
        QTest::mouseMove(canvas_.get(), start + QPoint(5 * i, 3 * i));
    QTest::mouseRelease(canvas_.get(), Qt::LeftButton, {}, start + QPoint(100, 60));
    const Mask& mask = canvas_->editFocus()->frame()->solid().effective;
    QVERIFY(mask.test(200, 100) && mask.test(201, 100));
    canvas_->grab(); // a paint starts the work and returns without it
    QVERIFY(canvas_->shapeOverlay().computing());
    QVERIFY(canvas_->shapeSummary().endsWith(QStringLiteral("(computing...)")));
    QCOMPARE(canvas_->shapeOverlay().shapes().boxes.size(), before.boxes.size());
    QCOMPARE(canvas_->shapeOverlay().shapes().polygons.size(), before.polygons.size());

    QVERIFY(shapesArrive());
    const FrameShapes& after = canvas_->shapeOverlay().shapes();
    QCOMPARE(after.wrongPixels, std::size_t(0));
    const std::vector<int> covered = coverage(after, kSize, kSize);
    QCOMPARE(covered.size(), std::size_t(kSize) * kSize);
    int wrong = 0;
    for (int y = 0; y < kSize; ++y)
        for (int x = 0; x < kSize; ++x)
            wrong += covered[std::size_t(y) * kSize + std::size_t(x)] != (mask.test(x, y) ? 1 : 0);
    QCOMPARE(wrong, 0);
    QVERIFY(!canvas_->shapeSummary().contains(QStringLiteral("computing")));
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
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(10);
    QImage sheet(920, 620, QImage::Format_ARGB32);
    QPainter painter(&sheet);
    canvas_->options()->setShapeView(ShapeView::Boxes);
    QVERIFY(shapesArrive());
    painter.drawImage(0, 0, canvas_->grab().toImage());
    canvas_->options()->setShapeView(ShapeView::Polygons);
    QVERIFY(shapesArrive());
    painter.drawImage(460, 0, canvas_->grab().toImage());
    painter.end();
    QVERIFY(sheet.save(dir + QStringLiteral("/shapes.png")));
}

QTEST_MAIN(TestShapeOverlay)
#include "tst_shapeoverlay.moc"
