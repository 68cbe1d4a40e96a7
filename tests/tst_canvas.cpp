// SPDX-License-Identifier: MIT
// The canvas driven with mouse and keys: strokes, lines, shapes, fills, undo, zoom.
#include "document/commands/cutframes.h"
#include "document/commands/setchannelrule.h"
#include "editor/canvas/canvasview.h"
#include "editor/canvas/channelcolours.h"
#include "editor/canvas/framerenderer.h"
#include "editor/docks/navigatordock.h"
#include "editor/editfocus.h"
#include "editor/tools/brushtool.h"
#include "editor/tools/filltool.h"
#include "editor/tools/shapetool.h"
#include "editor/tools/toolbox.h"
#include "support/artfixtures.h"
#include "support/documentfixture.h"

#include <QScrollBar>
#include <QTest>
#include <cmath>

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
    void zoomLevelsStepAndFit();
    void reducedZoomPaintsTheRightPixel_data();
    void reducedZoomPaintsTheRightPixel();
    void wheelAndKeysZoomOutToOneSixteenth();
    void fitShowsAllOfABigSprite();
    void scrollBarsMoveTheView();
    void rightButtonPaintsTheOpposite_data();
    void rightButtonPaintsTheOpposite();
    void brushOutlineIsThePaintedPixels_data();
    void brushOutlineIsThePaintedPixels();
    void colourKeyShowsAsTransparent();
    void overlayAvoidsTheArtsColour();
    void navigatorMovesTheView();
    void onionSkinOutlinesNeighbourFrames();

private:
    QPoint at(int x, int y) const {
        return canvas_->widgetPosOf(QPointF(x + 0.5, y + 0.5)).toPoint();
    }
    const Frame& frame() const { return *canvas_->editFocus()->frame(); }
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
    canvas_ = std::make_unique<CanvasView>(new EditFocus(doc_.get()));
    canvas_->resize(500, 400);
    canvas_->editFocus()->setDocument(doc_.get());
    canvas_->show();
    QVERIFY(QTest::qWaitForWindowExposed(canvas_.get()));
    canvas_->editFocus()->setSprite(id_);
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
        QVERIFY2(frame().solid().effective.test(x, 2), qPrintable(QString::number(x)));
    QVERIFY(!frame().solid().effective.test(11, 3));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(doc_->undoStack()->undoText(), QStringLiteral("Pencil Stroke"));
}

void TestCanvas::shiftClickDrawsLine() {
    use(QStringLiteral("pencil"));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(11, 1));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, Qt::ShiftModifier, at(14, 4));
    for (int i = 0; i <= 3; ++i)
        QVERIFY(frame().solid().effective.test(11 + i, 1 + i));
    QCOMPARE(frame().solid().overrides.count(), std::size_t{4});
}

void TestCanvas::eraserUsesBrushSize() {
    use(QStringLiteral("eraser"));
    tools_->settings()->setBrushSize(3);
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(5, 5));
    for (int y = 4; y <= 6; ++y)
        for (int x = 4; x <= 6; ++x)
            QVERIFY(!frame().solid().effective.test(x, y));
    QVERIFY(frame().solid().effective.test(3, 5));
    QVERIFY(frame().solid().effective.test(7, 5));
    QCOMPARE(frame().solid().overrides.count(), std::size_t{9});
}

void TestCanvas::swapMakesPencilErase() {
    // X reaches the tool box's action through the window holding it, as in the editor.
    canvas_->addAction(tools_->swapPaintAction());
    canvas_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(canvas_.get()));
    use(QStringLiteral("pencil"));
    QVERIFY(tools_->settings()->paintSolid());
    QVERIFY(frame().solid().effective.test(2, 2)); // solid art: only an erasing pencil clears it
    QTest::keyClick(canvas_.get(), Qt::Key_X);
    QVERIFY(!tools_->settings()->paintSolid());
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(2, 2));
    QVERIFY(!frame().solid().effective.test(2, 2));
    // X again: the pencil paints solid once more.
    QVERIFY(!frame().solid().effective.test(12, 2));
    QTest::keyClick(canvas_.get(), Qt::Key_X);
    QVERIFY(tools_->settings()->paintSolid());
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(12, 2));
    QVERIFY(frame().solid().effective.test(12, 2));
}

void TestCanvas::rectangleAndEllipse() {
    use(QStringLiteral("rectangle"));
    drag(at(11, 1), at(13, 4));
    QCOMPARE(frame().solid().overrides.count(), std::size_t{12});
    for (int y = 1; y <= 4; ++y)
        for (int x = 11; x <= 13; ++x)
            QVERIFY(frame().solid().effective.test(x, y));
    QCOMPARE(ShapeTool::dragBox({5, 5}, {2, 3}, true), QRect(QPoint(2, 2), QPoint(5, 5)));

    use(QStringLiteral("ellipse"));
    tools_->settings()->setPaintSolid(false);
    drag(at(0, 0), at(8, 8));
    QVERIFY(!frame().solid().effective.test(4, 4)); // centre erased
    QVERIFY(frame().solid().effective.test(0, 0));  // corner outside the ellipse
}

void TestCanvas::fillFillsConnectedRegionOnly() {
    use(QStringLiteral("fill"));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(12, 5));
    // The transparent region x 10..14 is filled; the island and the area past it are not
    // connected to it.
    for (int x = 10; x <= 14; ++x)
        QVERIFY(frame().solid().effective.test(x, 9));
    QVERIFY(!frame().solid().effective.test(18, 5));
    QCOMPARE(frame().solid().overrides.count(), std::size_t{50});
}

void TestCanvas::undoRedoRestorePixels() {
    use(QStringLiteral("pencil"));
    drag(at(12, 0), at(12, 9));
    QCOMPARE(frame().solid().overrides.count(), std::size_t{10});
    doc_->undoStack()->undo();
    QVERIFY(!frame().solid().effective.test(12, 5));
    QCOMPARE(frame().solid().overrides.count(), std::size_t{0});
    doc_->undoStack()->redo();
    QVERIFY(frame().solid().effective.test(12, 5));
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
    QCOMPARE(frame().solid().overrides.count(), std::size_t{0});
}

void TestCanvas::zoomLevelsStepAndFit() {
    ZoomLevel level; // 1:1
    int steps = 0;
    while (level.factor() > CanvasView::kMinZoom && steps < 100) {
        level = level.stepped(-1);
        ++steps;
    }
    QCOMPARE(level.shrink(), 16);
    QCOMPARE(steps, 7); // 1/2, 1/3, 1/4, 1/6, 1/8, 1/12, 1/16
    QCOMPARE(level.stepped(-1), level);
    QCOMPARE(ZoomLevel::fromFactor(1.0 / 3).shrink(), 3);
    QCOMPARE(ZoomLevel::fromFactor(1.0 / 3).stepped(+1).shrink(), 2);
    QCOMPARE(ZoomLevel::fromFactor(0.5).stepped(+1).factor(), 1.0);
    QCOMPARE(ZoomLevel::fromFactor(1000).factor(), CanvasView::kMaxZoom);
    QCOMPARE(ZoomLevel::fit({1024, 1024}, {700, 500}).shrink(), 3); // 342 fits, 512 does not
    QCOMPARE(ZoomLevel::fit({20, 10}, {468, 368}).magnify(), 16);
    QCOMPARE(ZoomLevel::fit({100000, 10}, {500, 500}).shrink(), 16); // as small as it goes
}

void TestCanvas::reducedZoomPaintsTheRightPixel_data() {
    QTest::addColumn<double>("zoom");
    QTest::addColumn<QPoint>("offset"); // widget pixels from the frame's corner
    QTest::addColumn<QPoint>("pixel");
    QTest::newRow("1/2") << 0.5 << QPoint(5, 4) << QPoint(10, 8);
    QTest::newRow("1/3") << 1.0 / 3 << QPoint(5, 4) << QPoint(15, 12);
    QTest::newRow("1/6") << 1.0 / 6 << QPoint(7, 9) << QPoint(42, 54);
    QTest::newRow("1/16") << 1.0 / 16 << QPoint(5, 4) << QPoint(80, 64);
    QTest::newRow("1") << 1.0 << QPoint(5, 4) << QPoint(5, 4);
    QTest::newRow("3") << 3.0 << QPoint(7, 4) << QPoint(2, 1);
}

void TestCanvas::reducedZoomPaintsTheRightPixel() {
    QFETCH(double, zoom);
    QFETCH(QPoint, offset);
    QFETCH(QPoint, pixel);
    const int id = testing::addSprite(*doc_, QStringLiteral("big.png"),
                                      testing::makeImage(300, 200, [](int, int) { return false; }));
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(zoom);
    use(QStringLiteral("pencil"));
    const QPoint corner = canvas_->widgetPosOf(QPointF(0, 0)).toPoint();
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, corner + offset);
    QCOMPARE(frame().solid().overrides.count(), std::size_t{1});
    QVERIFY(frame().solid().effective.test(pixel.x(), pixel.y()));
    // A stroke across the reduced view leaves no gaps between the pixels it samples.
    drag(corner + QPoint(2, 10), corner + QPoint(12, 10));
    const int y = int(10 / zoom);
    const int from = int(2 / zoom), to = int(12 / zoom);
    for (int x = from; x <= to; ++x)
        QVERIFY2(frame().solid().effective.test(x, y), qPrintable(QString::number(x)));
}

void TestCanvas::wheelAndKeysZoomOutToOneSixteenth() {
    const QPoint mouse = at(10, 5);
    for (int i = 0; i < 30; ++i) {
        QWheelEvent wheel(mouse, canvas_->mapToGlobal(mouse), {}, QPoint(0, -120), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(canvas_.get(), &wheel);
    }
    QCOMPARE(canvas_->zoom(), 1.0 / 16);
    // The pixel under the cursor stays within the block that screen pixel shows.
    QVERIFY(std::abs(canvas_->pixelAt(mouse).x() - 10) < 16);
    canvas_->setZoom(8);
    for (int i = 0; i < 30; ++i)
        canvas_->zoomOut();
    QCOMPARE(canvas_->zoom(), 1.0 / 16);
    canvas_->zoomIn();
    QCOMPARE(canvas_->zoom(), 1.0 / 12);
}

void TestCanvas::fitShowsAllOfABigSprite() {
    const int id = testing::addSprite(*doc_, QStringLiteral("sheet.png"), testing::bigSheet());
    canvas_->resize(800, 600);
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(1);
    QVERIFY(!QRectF(canvas_->viewport()).contains(canvas_->widgetRectOf(QRect(0, 0, 1024, 1024))));
    canvas_->zoomToFit();
    QCOMPARE(canvas_->zoom(), 0.5);
    QVERIFY(QRectF(canvas_->viewport()).contains(canvas_->widgetRectOf(QRect(0, 0, 1024, 1024))));
}

void TestCanvas::scrollBarsMoveTheView() {
    canvas_->setZoom(64); // 1280 x 640 in 500 x 400
    QScrollBar* h = canvas_->horizontalScrollBar();
    QScrollBar* v = canvas_->verticalScrollBar();
    QVERIFY(!h->isHidden() && !v->isHidden());
    QVERIFY(!canvas_->viewport().intersects(h->geometry()));
    const QPointF before = canvas_->widgetPosOf(QPointF(0, 0));
    h->setValue(h->value() + 100);
    v->setValue(v->value() - 30);
    QCOMPARE(canvas_->widgetPosOf(QPointF(0, 0)), before + QPointF(-100, 30));
    // Panning with the mouse moves the bars with it.
    const int hValue = h->value();
    QTest::keyPress(canvas_.get(), Qt::Key_Space);
    drag(QPoint(200, 200), QPoint(240, 200));
    QTest::keyRelease(canvas_.get(), Qt::Key_Space);
    QCOMPARE(h->value(), hValue - 40);
}

void TestCanvas::rightButtonPaintsTheOpposite_data() {
    QTest::addColumn<QString>("tool");
    QTest::addColumn<bool>("swapped");
    QTest::newRow("pencil") << QStringLiteral("pencil") << false;
    QTest::newRow("pencil after X") << QStringLiteral("pencil") << true;
    QTest::newRow("eraser") << QStringLiteral("eraser") << false;
    QTest::newRow("rectangle") << QStringLiteral("rectangle") << false;
    QTest::newRow("fill") << QStringLiteral("fill") << false;
}

void TestCanvas::rightButtonPaintsTheOpposite() {
    QFETCH(QString, tool);
    QFETCH(bool, swapped);
    use(tool);
    tools_->settings()->setPaintSolid(!swapped);
    // What the left button paints at a solid (2, 2) and a transparent (12, 2) pixel...
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(2, 2));
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(12, 2));
    const bool left = frame().solid().effective.test(2, 2) && frame().solid().effective.test(12, 2);
    const bool leftEmpty =
        !frame().solid().effective.test(2, 2) && !frame().solid().effective.test(12, 2);
    QVERIFY(left || leftEmpty);
    // ...the right one undoes, whatever tool and setting.
    QTest::mouseClick(canvas_.get(), Qt::RightButton, {}, at(2, 2));
    QTest::mouseClick(canvas_.get(), Qt::RightButton, {}, at(12, 2));
    QCOMPARE(frame().solid().effective.test(2, 2), !left);
    QCOMPARE(frame().solid().effective.test(12, 2), !left);
}

void TestCanvas::brushOutlineIsThePaintedPixels_data() {
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("round");
    for (int size : {1, 2, 3, 4, 5, 7, 8, 12})
        for (bool round : {false, true})
            QTest::addRow("%d %s", size, round ? "round" : "square") << size << round;
}

void TestCanvas::brushOutlineIsThePaintedPixels() {
    QFETCH(int, size);
    QFETCH(bool, round);
    const int id = testing::addSprite(*doc_, QStringLiteral("empty.png"),
                                      testing::makeImage(40, 40, [](int, int) { return false; }));
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(8);
    use(QStringLiteral("pencil"));
    tools_->settings()->setBrushSize(size);
    tools_->settings()->setBrushShape(round ? BrushShape::Round : BrushShape::Square);
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at(20, 20));
    const QPainterPath outline = BrushTool::outline({20, 20}, size, round);
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 40; ++x)
            QVERIFY2(outline.contains(QPointF(x + 0.5, y + 0.5)) ==
                         frame().solid().effective.test(x, y),
                     qPrintable(QStringLiteral("%1, %2").arg(x).arg(y)));
}

void TestCanvas::colourKeyShowsAsTransparent() {
    const QImage art = testing::colourKeyedSprite();
    const int id = testing::addSprite(*doc_, QStringLiteral("keyed.bmp"), art);
    MaskRule keyed;
    keyed.colorKey = QColor(255, 0, 255);
    doc_->sprite(id)->setChannelRule(0, {ChannelSource::Image, keyed});
    const Sprite& sprite = *doc_->sprite(id);
    const Frame& f = sprite.frames().front();
    std::size_t background = 0;
    for (int y = 0; y < art.height(); ++y)
        for (int x = 0; x < art.width(); ++x)
            background += art.pixel(x, y) == qRgb(255, 0, 255);
    QVERIFY(background > 1000);

    RenderStyle style;
    style.mode = ViewMode::SpriteOnly;
    style.colorKey = colorKeyOf(keyed);
    const QImage shown = renderFrame(f, f.rect, style);
    for (int y = 0; y < art.height(); ++y)
        for (int x = 0; x < art.width(); ++x)
            QCOMPARE(qAlpha(shown.pixel(x, y)) == 0, art.pixel(x, y) == qRgb(255, 0, 255));
    // Reduced, the same pixels are sampled one in every 4 x 4 block.
    const QImage reduced = renderFrame(f, f.rect, style, 4);
    QCOMPARE(reduced.size(), QSize(16, 12));
    for (int y = 0; y < reduced.height(); ++y)
        for (int x = 0; x < reduced.width(); ++x)
            QCOMPARE(reduced.pixel(x, y), shown.pixel(4 * x, 4 * y));

    // Mask vs Art follows the sprite's rule: nothing to report on a plain keyed sprite,
    // where alpha alone would flag the whole background.
    const MaskVsArtCounts counts = countMaskVsArt(f, colorKeyOf(keyed));
    QCOMPARE(counts.artNotColliding, std::size_t{0});
    QCOMPARE(counts.collidingNotArt, std::size_t{0});
    QCOMPARE(countMaskVsArt(f, std::nullopt).artNotColliding, background);
}

void TestCanvas::overlayAvoidsTheArtsColour() {
    const QColor standard = ChannelNames::defaultColour(0);
    const auto solidColour = [this] {
        return channelColour(*canvas_->editFocus()->sprite(), 0);
    };
    QCOMPARE(solidColour(), standard); // green art: the default reads well
    // Magenta art under a pink-magenta overlay would vanish: another colour is chosen.
    QImage pink = testing::makeImage(32, 32, [](int, int) { return true; });
    pink.fill(QColor(250, 20, 230));
    const int id = testing::addSprite(*doc_, QStringLiteral("pink.png"), pink);
    canvas_->editFocus()->setSprite(id);
    QVERIFY(solidColour() != standard);
    // Far from the art in plain RGB, where the standard colour is near it.
    const auto rgbDistance = [](const QColor& a, const QColor& b) {
        return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
    };
    QVERIFY(rgbDistance(solidColour(), QColor(250, 20, 230)) > 200);
    QVERIFY(rgbDistance(standard, QColor(250, 20, 230)) < 120);
    // Key-coloured pixels are not art: a magenta background alone changes nothing.
    const int keyedId =
        testing::addSprite(*doc_, QStringLiteral("keyed.bmp"), testing::colourKeyedSprite());
    MaskRule keyed;
    keyed.colorKey = QColor(255, 0, 255);
    doc_->undoStack()->push(
        new SetChannelRule(doc_.get(), keyedId, 0, {ChannelSource::Image, keyed}));
    canvas_->editFocus()->setSprite(keyedId);
    QCOMPARE(solidColour(), standard);
}

void TestCanvas::navigatorMovesTheView() {
    const int id = testing::addSprite(*doc_, QStringLiteral("sheet.png"), testing::bigSheet());
    canvas_->editFocus()->setSprite(id);
    canvas_->setZoom(4);
    NavigatorView navigator(canvas_->editFocus(), canvas_.get());
    navigator.resize(208, 208);
    navigator.show();
    QVERIFY(QTest::qWaitForWindowExposed(&navigator));
    const QRectF box = navigator.thumbnailRect();
    QCOMPARE(box.size(), QSizeF(200, 200)); // 1024 x 1024 in 200 x 200
    // A click at three quarters across and a quarter down centres the view there.
    const QPoint click = (box.topLeft() + QPointF(150, 50)).toPoint();
    QTest::mouseClick(&navigator, Qt::LeftButton, {}, click);
    const QPointF centre = canvas_->visiblePixels().center();
    const QPointF expected = (QPointF(click) - box.topLeft()) * (1024 / 200.0);
    QVERIFY2(std::abs(centre.x() - expected.x()) <= 1 && std::abs(centre.y() - expected.y()) <= 1,
             qPrintable(QStringLiteral("%1, %2").arg(centre.x()).arg(centre.y())));
    // The view covers the viewport's size in frame pixels: 1/4 of its widget size at 4x.
    QCOMPARE(canvas_->visiblePixels().width(), canvas_->viewport().width() / 4.0);
}

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"

namespace {

// A 4 x 4 square at (left, 2) in frame pixels: its edge is its border ring.
bool onSquareEdge(int left, int x, int y) {
    const bool inside = x >= left && x < left + 4 && y >= 2 && y < 6;
    return inside && (x == left || x == left + 3 || y == 2 || y == 5);
}

} // namespace

void TestCanvas::onionSkinOutlinesNeighbourFrames() {
    // Three 10 x 10 frames: a square at x 1..4, nothing, a square at x 5..8.
    const QImage art = testing::makeImage(30, 10, [](int x, int y) {
        const bool rows = y >= 2 && y < 6;
        return rows && ((x >= 1 && x < 5) || (x >= 25 && x < 29));
    });
    const int id = testing::addSprite(*doc_, QStringLiteral("walk.png"), art);
    doc_->undoStack()->push(
        new SliceSprite(doc_.get(), id, {{0, 0, 10, 10}, {10, 0, 10, 10}, {20, 0, 10, 10}}));
    canvas_->editFocus()->setSprite(id, 1);
    canvas_->setZoom(16);
    const QImage plain = canvas_->grab().toImage();
    canvas_->options()->setOnionSkin(true);
    const QImage onion = canvas_->grab().toImage();
    int previousEdges = 0;
    int nextEdges = 0;
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 10; ++x) {
            const QPoint p = at(x, y);
            const QColor before = plain.pixelColor(p);
            const QColor after = onion.pixelColor(p);
            const bool previous = onSquareEdge(1, x, y);
            const bool next = onSquareEdge(5, x, y);
            const QString where = QStringLiteral("%1,%2").arg(x).arg(y);
            QVERIFY2((before != after) == (previous || next), qPrintable(where));
            if (previous && !next) {
                QVERIFY2(after.blue() > after.red() && after.blue() > after.green(),
                         qPrintable(where));
                ++previousEdges;
            }
            if (next && !previous) {
                QVERIFY2(after.green() > after.red() && after.green() > after.blue(),
                         qPrintable(where));
                ++nextEdges;
            }
        }
    QCOMPARE(previousEdges, 12); // the border ring of a 4 x 4 square
    QCOMPARE(nextEdges, 12);

    // The first frame's next one is empty and nothing comes before it (the last frame's
    // square would show if the neighbours wrapped around); a single frame has none.
    canvas_->editFocus()->setSprite(id, 0);
    canvas_->options()->setOnionSkin(false);
    const QImage firstPlain = canvas_->grab().toImage();
    canvas_->options()->setOnionSkin(true);
    QCOMPARE(canvas_->grab().toImage(), firstPlain);
    canvas_->editFocus()->setSprite(id_);
    const QImage single = canvas_->grab().toImage();
    canvas_->options()->setOnionSkin(false);
    QCOMPARE(canvas_->grab().toImage(), single);
}
