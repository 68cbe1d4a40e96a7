// SPDX-License-Identifier: MIT
// The frame strip: one thumbnail per frame, ',' '.' Home End step, the canvas follows,
// and the frame shown stays the same frame (by id) when the frames change.
#include "document/commands/channelcommands.h"
#include "document/commands/cutframes.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/channelsdock.h"
#include "editor/docks/framestripdock.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/editfocus.h"
#include "support/documentfixture.h"

#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QTimer>

using namespace hitmask;

namespace {
QImage strip() {
    return testing::makeImage(256, 64, [](int x, int y) {
        const int f = x / 64, r = 8 + 6 * f;
        return (x % 64 - 32) * (x % 64 - 32) + (y - 32) * (y - 32) < r * r;
    });
}
} // namespace

class TestFrameStrip : public QObject {
    Q_OBJECT

private slots:
    void keysStepThroughFrames();
    void followsSlicingAndUndo();
    void playLoopsThroughFrames();
    void thumbnailsDrawLikeTheCanvas();
};

void TestFrameStrip::keysStepThroughFrames() {
    ProjectDocument document;
    const int id = testing::addSprite(document, QStringLiteral("/nowhere/walk.png"), strip());
    document.undoStack()->push(new SliceSprite(
        &document, id, {{0, 0, 64, 64}, {64, 0, 64, 64}, {128, 0, 64, 64}, {192, 0, 64, 64}}));
    CanvasView canvas(new EditFocus(&document));
    canvas.editFocus()->setDocument(&document);
    FrameStripDock dock;
    dock.setDocument(&document);
    for (QAction* action : dock.stepActions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        dock.addAction(action);
    }
    connect(&dock, &FrameStripDock::frameSelected, &canvas,
            [&](int index) { canvas.editFocus()->setSprite(id, index); });
    canvas.editFocus()->setSprite(id);
    dock.setSprite(id);
    dock.resize(400, 120);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.list()->setFocus();
    QCOMPARE(dock.list()->count(), 4);
    QCOMPARE(dock.currentFrame(), 0);
    QSignalSpy selected(&dock, &FrameStripDock::frameSelected);

    QTest::keyClick(dock.list(), Qt::Key_Period);
    QCOMPARE(dock.currentFrame(), 1);
    QCOMPARE(canvas.editFocus()->frameIndex(), 1);
    QTest::keyClick(dock.list(), Qt::Key_Period);
    QTest::keyClick(dock.list(), Qt::Key_Period);
    QCOMPARE(dock.currentFrame(), 3);
    QTest::keyClick(dock.list(), Qt::Key_Period); // wraps around, as a loop plays
    QCOMPARE(dock.currentFrame(), 0);
    QTest::keyClick(dock.list(), Qt::Key_Comma);
    QCOMPARE(dock.currentFrame(), 3);
    QTest::keyClick(dock.list(), Qt::Key_Home);
    QCOMPARE(dock.currentFrame(), 0);
    QTest::keyClick(dock.list(), Qt::Key_End);
    QCOMPARE(dock.currentFrame(), 3);
    QCOMPARE(canvas.editFocus()->frameIndex(), 3);
    QCOMPARE(canvas.editFocus()->frame()->rect, QRect(192, 0, 64, 64));
    QCOMPARE(selected.count(), 7);
    const QString shot = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        QVERIFY(dock.grab().save(shot + QStringLiteral("/framestrip.png")));
}

void TestFrameStrip::followsSlicingAndUndo() {
    ProjectDocument document;
    const int id = testing::addSprite(document, QStringLiteral("/nowhere/walk.png"), strip());
    FrameStripDock dock;
    dock.setDocument(&document);
    dock.setSprite(id);
    QCOMPARE(dock.list()->count(), 1);
    const int wholeId = dock.currentFrameId();
    document.undoStack()->push(new SliceSprite(&document, id, {{0, 0, 64, 64}, {128, 0, 64, 64}}));
    QCOMPARE(dock.list()->count(), 2);
    dock.list()->setCurrentRow(1);
    const int secondId = dock.currentFrameId();
    QVERIFY(secondId != wholeId);
    document.undoStack()->undo();
    QCOMPARE(dock.list()->count(), 1);
    QCOMPARE(dock.currentFrameId(), wholeId);
    document.undoStack()->redo();
    // The same frames come back, and the strip shows the one it showed before, by id.
    QCOMPARE(dock.list()->count(), 2);
    QCOMPARE(dock.currentFrameId(), dock.list()->item(0)->data(Qt::UserRole).toInt());
    dock.list()->setCurrentRow(1);
    QCOMPARE(dock.currentFrameId(), secondId);
}

void TestFrameStrip::playLoopsThroughFrames() {
    ProjectDocument document;
    const int id = testing::addSprite(document, QStringLiteral("/nowhere/walk.png"), strip());
    FrameStripDock dock;
    dock.setDocument(&document);
    for (QAction* action : dock.stepActions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        dock.addAction(action);
    }
    dock.setSprite(id);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.list()->setFocus();
    // One frame: nothing to play.
    QTest::keyClick(dock.list(), Qt::Key_P);
    QVERIFY(!dock.isPlaying());
    QVERIFY(!dock.playAction()->isChecked());

    document.undoStack()->push(new SliceSprite(
        &document, id, {{0, 0, 64, 64}, {64, 0, 64, 64}, {128, 0, 64, 64}, {192, 0, 64, 64}}));
    QCOMPARE(dock.list()->count(), 4);
    QSignalSpy selected(&dock, &FrameStripDock::frameSelected);
    QTest::keyClick(dock.list(), Qt::Key_P);
    QVERIFY(dock.isPlaying());
    QVERIFY(dock.playAction()->isChecked());
    // Frames advance on their own, in order, looping back to the first.
    const QList<int> expected{1, 2, 3, 0, 1};
    while (selected.count() < expected.size())
        QVERIFY(selected.wait(2000));
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(selected.at(i).at(0).toInt(), expected[i]);
    const auto* timer = dock.findChild<QTimer*>();
    QVERIFY(timer);
    QCOMPARE(timer->interval(), Frame::kDefaultDurationMs); // the frames have no duration

    QTest::keyClick(dock.list(), Qt::Key_P);
    QVERIFY(!dock.isPlaying());
    QVERIFY(!timer->isActive()); // paused: no further frame

    // Playing stops when undo leaves a single frame.
    QTest::keyClick(dock.list(), Qt::Key_P);
    QVERIFY(dock.isPlaying());
    document.undoStack()->undo();
    QCOMPARE(dock.list()->count(), 1);
    QVERIFY(!dock.isPlaying());
    QVERIFY(!dock.playAction()->isChecked());
}

// A thumbnail pixel is the canvas's pixel: the same mask colour and opacity, and the
// channel chosen in the Channels dock on top.
void TestFrameStrip::thumbnailsDrawLikeTheCanvas() {
    ProjectDocument document;
    // Opaque grey art, so the canvas's checker never shows through; solid is all of it.
    QImage art(56, 56, QImage::Format_RGBA8888);
    art.fill(QColor(128, 128, 128));
    const int id = testing::addSprite(document, QStringLiteral("/nowhere/grey.png"), art);
    CanvasView canvas(new EditFocus(&document));
    canvas.resize(300, 300);
    canvas.editFocus()->setDocument(&document);
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    canvas.editFocus()->setSprite(id);
    canvas.setZoom(4);
    FrameStripDock dock;
    dock.setDocument(&document);
    dock.setSprite(id);
    dock.follow(canvas.editFocus(), canvas.options());
    ChannelsDock channels(canvas.editFocus());
    channels.show();
    MaskSettingsDock mask(canvas.editFocus(), canvas.options());
    mask.setDocument(&document);
    mask.setSprite(id);
    mask.show();
    auto thumbAt = [&](QPoint p) {
        return dock.list()->item(0)->icon().pixmap(56, 56).toImage().pixelColor(p).rgb();
    };
    auto canvasAt = [&](QPoint p) {
        return canvas.grab()
            .toImage()
            .pixelColor(canvas.widgetPosOf(QPointF(p) + QPointF(0.5, 0.5)).toPoint())
            .rgb();
    };
    const QPoint inside(20, 30);
    QCOMPARE(thumbAt(inside), canvasAt(inside));
    QVERIFY(thumbAt(inside) != QColor(128, 128, 128).rgb()); // tinted: solid covers it
    // A new channel, chosen by the dock, is empty: it tints nothing on top, and solid
    // shows under it in solid's colour, as on the canvas.
    QSignalSpy chosen(canvas.editFocus(), &EditFocus::placeChanged);
    QTest::mouseClick(channels.addButton(), Qt::LeftButton);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(thumbAt(inside), canvasAt(inside));
    // The overlay made stronger, from the Mask dock's slider.
    QTest::keyClick(channels.list(), Qt::Key_Home); // solid on top again
    QCOMPARE(canvas.editFocus()->channelIndex(), 0);
    const QRgb before = thumbAt(inside);
    QSlider* opacity = mask.findChild<QSlider*>(QStringLiteral("overlayOpacity"));
    QVERIFY(opacity);
    opacity->setFocus();
    QTest::keyClick(opacity, Qt::Key_End);
    QCOMPARE(canvas.options()->overlayOpacity(), opacity->maximum());
    QVERIFY(thumbAt(inside) != before);
    QCOMPARE(thumbAt(inside), canvasAt(inside));
    // Solid hidden: the art alone, on the canvas and in the thumbnail.
    channels.list()->item(0)->setCheckState(Qt::Unchecked);
    QCOMPARE(canvasAt(inside), QColor(128, 128, 128).rgb());
    QCOMPARE(thumbAt(inside), canvasAt(inside));
    const QString shot = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        QVERIFY(dock.grab().save(shot + QStringLiteral("/framestrip-hidden-solid.png")));
}

QTEST_MAIN(TestFrameStrip)
#include "tst_framestrip.moc"
