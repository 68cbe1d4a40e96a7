// SPDX-License-Identifier: MIT
// Review marks: finding flagged pixels in reading order across frames, and walking them
// from the main window with F3 / Shift+F3.
#include "document/reviewmarks.h"
#include "editor/canvas/canvasview.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <random>

using namespace hitmask;

namespace {

// A main window shown at 900 x 700 with a new project holding one fully solid sprite of
// `width` x `height` saved at `path`.
bool openSolidSprite(MainWindow& window, const QString& path, int width, int height) {
    if (!testing::makeImage(width, height, [](int, int) { return true; }).save(path))
        return false;
    window.resize(900, 700);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.projects()->newProject();
    return window.projects()->addSprites({path});
}

} // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void findMatchesReadingOrder();
    void nothingFlagged();
    void f3WalksTheMarks();
    void f3ShowsHandShapesToReview();
    void artReplacedMidEditThenUndo();

private:
    testing::IsolatedHome home_;
};

// The oracle: every flagged pixel listed by plain loops, frame by frame, row by row.
void TestReview::findMatchesReadingOrder() {
    std::mt19937 rng(5);
    for (int round = 0; round < 300; ++round) {
        const int w = 1 + int(rng() % 140), h = 1 + int(rng() % 12);
        Sprite sprite(1, {}, QImage(w, h * 3, QImage::Format_RGBA8888));
        sprite.frames().clear();
        std::vector<std::tuple<int, int, int>> flagged; // frame, y, x
        for (int f = 0; f < 3; ++f) {
            Frame& frame = sprite.appendFrame(QRect(0, f * h, w, h));
            const int density = int(rng() % 3);
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x)
                    if (density && rng() % (density == 1 ? 50 : 3) == 0) {
                        frame.solid().review.setRect({x, y, 1, 1}, true);
                        flagged.emplace_back(f, y, x);
                    }
        }
        if (flagged.empty()) {
            QVERIFY(!findFlagged(sprite, 1, {0, 0}, true));
            continue;
        }
        // Forward from before the first pixel visits every mark in order, then wraps.
        int frame = 0;
        QPoint at(-1, 0);
        for (std::size_t i = 0; i <= flagged.size(); ++i) {
            const auto found = findFlagged(sprite, frame, at, true);
            QVERIFY(found);
            const auto& [ef, ey, ex] = flagged[i % flagged.size()];
            QCOMPARE(found->frameIndex, ef);
            QCOMPARE(found->pixel, QPoint(ex, ey));
            frame = found->frameIndex;
            at = found->pixel;
        }
        // Backward from the first mark goes to the last one.
        const auto& [f0, y0, x0] = flagged.front();
        const auto back = findFlagged(sprite, f0, QPoint(x0, y0), false);
        QVERIFY(back);
        const auto& [fl, yl, xl] = flagged.back();
        QCOMPARE(back->frameIndex, fl);
        QCOMPARE(back->pixel, QPoint(xl, yl));
        QCOMPARE(flaggedCount(sprite), flagged.size());
    }
}

void TestReview::nothingFlagged() {
    Sprite sprite(1, {}, QImage(10, 10, QImage::Format_RGBA8888));
    QVERIFY(!findFlagged(sprite, 0, {-1, 0}, true));
    QVERIFY(!findFlagged(sprite, 0, {-1, 0}, false));
}

void TestReview::f3WalksTheMarks() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walker.png"));
    MainWindow window;
    QVERIFY(openSolidSprite(window, path, 40, 30));
    ProjectDocument* doc = window.projects()->document();
    const int id = doc->spriteAt(0)->id();
    Frame& frame = doc->spriteAt(0)->frames().front();
    Mask marks(40, 30);
    marks.setRect({33, 4, 1, 1}, true);
    marks.setRect({2, 20, 1, 1}, true);
    doc->addReviewMarks(id, frame.id, marks);
    CanvasView* canvas = window.canvas();
    canvas->setZoom(16);
    // The middle of what the canvas shows (all but its scroll bars), to the half pixel
    // that whole-pixel pans round to.
    const QPointF middle = QRectF(canvas->viewport()).center();
    auto centred = [&](QPointF pixel) {
        const QPointF d = canvas->widgetPosOf(pixel) - middle;
        return std::abs(d.x()) <= 0.5 && std::abs(d.y()) <= 0.5;
    };

    QTest::keyClick(&window, Qt::Key_F3);
    QVERIFY(centred(QPointF(33.5, 4.5)));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("33, 4")));
    QTest::keyClick(&window, Qt::Key_F3);
    QVERIFY(centred(QPointF(2.5, 20.5)));
    QTest::keyClick(&window, Qt::Key_F3); // wraps around
    QVERIFY(centred(QPointF(33.5, 4.5)));
    QTest::keyClick(&window, Qt::Key_F3, Qt::ShiftModifier);
    QVERIFY(centred(QPointF(2.5, 20.5)));
    QCOMPARE(canvas->zoom(), 16);

    doc->clearReviewMarks(id, frame.id);
    QTest::keyClick(&window, Qt::Key_F3);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("No pixels")));
}

// With no pixel flagged, F3 goes to the frames whose hand shapes no longer match the mask.
void TestReview::f3ShowsHandShapesToReview() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shaped.png"));
    MainWindow window;
    QVERIFY(openSolidSprite(window, path, 40, 30));
    ProjectDocument* doc = window.projects()->document();
    ChannelMasks& masks = doc->spriteAt(0)->frames().front().solid();
    masks.handShapes = Colliders{{BoxF{0, 0, 10, 10}}, {}, {}};
    QTest::keyClick(&window, Qt::Key_F3);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("No pixels")));

    masks.shapesReview = true;
    QTest::keyClick(&window, Qt::Key_F3);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("Frame 1")), qPrintable(message));
    // 40 x 30 solid pixels, 10 x 10 of them under the box.
    QVERIFY2(message.contains(QLocale().toString(1100)), qPrintable(message));

    // The Mask panel offers Clear Review Marks for them, which clears the flag in one step.
    QPushButton* clear = nullptr;
    for (QPushButton* button : window.findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Clear Review Marks"))
            clear = button;
    QVERIFY(clear);
    doc->applyShapesReview(
        {EditPlace{doc->spriteAt(0)->id(), doc->spriteAt(0)->frames().front().id, 0}},
        {true}); // as the document tells of a flag raised
    QVERIFY(clear->isVisible());
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(!masks.shapesReview);
    QVERIFY(!clear->isVisible());
    doc->undoStack()->undo();
    QVERIFY(masks.shapesReview);
}

// As a user would: paint the far corner with the mouse, let another program replace the
// art with a smaller image, then press Ctrl+Z and Ctrl+Shift+Z.
void TestReview::artReplacedMidEditThenUndo() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ship.png"));
    MainWindow window;
    QVERIFY(openSolidSprite(window, path, 64, 64));
    ProjectDocument* doc = window.projects()->document();
    CanvasView* canvas = window.canvas();
    canvas->setZoom(4);
    canvas->centreOnPixel({63, 63});
    QTest::keyClick(&window, Qt::Key_E); // the eraser
    QTest::mouseClick(canvas, Qt::LeftButton, {},
                      canvas->widgetPosOf(QPointF(63.5, 63.5)).toPoint());
    const Frame* frame = &doc->spriteAt(0)->frames().front();
    QCOMPARE(frame->solid().overrides.at(63, 63), Override::Empty);

    QSignalSpy notices(doc, &ProjectDocument::notice);
    QVERIFY(testing::makeImage(16, 16, [](int, int) { return true; }).save(path));
    QVERIFY(notices.wait(5000));
    QVERIFY2(notices.at(0).at(0).toString().contains(QStringLiteral("kept aside")),
             qPrintable(notices.at(0).at(0).toString()));
    frame = &doc->spriteAt(0)->frames().front();
    QCOMPARE(frame->rect.size(), QSize(16, 16));
    QCOMPARE(frame->keptAside(), std::size_t{1});

    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(frame->solid().overrides.count(), std::size_t{0});
    QCOMPARE(frame->solid().effective.count(), std::size_t{256});
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(frame->keptAside(), std::size_t{1});
    QVERIFY(doc->isModified());
}

QTEST_MAIN(TestReview)
#include "tst_review.moc"
