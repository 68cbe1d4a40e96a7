// SPDX-License-Identifier: MIT
// Undo and redo show what they change: the sprite, the frame and the channel of the step.
#include "document/commands/channelcommands.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/framestripdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/gifwriter.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestUndoFollower : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void undoAndRedoShowTheSpriteFrameAndChannel();

private:
    testing::IsolatedHome home_;
};

// Sprite X, a three-frame GIF: erased on frame 3 in channel "hurt"; then the user looks
// at frame 1 in solid and adds sprite Y. Undo and redo must each bring X, frame 3 and
// "hurt" back into view, and redoing Y show Y.
void TestUndoFollower::undoAndRedoShowTheSpriteFrameAndChannel() {
    QTemporaryDir dir;
    const QString x = dir.filePath(QStringLiteral("x.gif"));
    QFile gif(x);
    QVERIFY(gif.open(QIODevice::WriteOnly));
    const QList<int> red(16 * 16, 0), green(16 * 16, 1), blue(16 * 16, 2);
    gif.write(testing::writeGif({red, green, blue}, 16, 16, {10, 10, 10}));
    gif.close();
    const QString y = dir.filePath(QStringLiteral("y.png"));
    QImage yImage(8, 8, QImage::Format_RGBA8888);
    yImage.fill(Qt::white);
    QVERIFY(yImage.save(y));

    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({x}));
    ProjectDocument* document = window.projects()->document();
    CanvasView* canvas = window.canvas();
    const int xId = canvas->editFocus()->spriteId();
    QCOMPARE(document->sprite(xId)->frames().size(), std::size_t(3));

    Channel hurt;
    hurt.id = document->sprite(xId)->nextChannelId();
    hurt.name = QStringLiteral("hurt");
    hurt.colour = Qt::red;
    document->undoStack()->push(new AddChannel(document, xId, hurt));
    canvas->editFocus()->setChannel(hurt.id);
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Period);
    QTest::keyClick(canvas, Qt::Key_Period);
    QCOMPARE(canvas->editFocus()->frameIndex(), 2);
    QTest::keyClick(canvas, Qt::Key_E); // eraser: the opaque frame becomes non-colliding
    const QPoint at = canvas->widgetPosOf(QPointF(8.5, 8.5)).toPoint();
    QTest::mouseClick(canvas, Qt::LeftButton, {}, at);
    const Frame& third = document->sprite(xId)->frames()[2];
    const std::size_t erased = third.channel(1).overrides.count();
    QVERIFY(erased > 0);

    QTest::keyClick(canvas, Qt::Key_Home);
    canvas->editFocus()->setChannel(0);
    QCOMPARE(canvas->editFocus()->frameIndex(), 0);
    QVERIFY(window.projects()->addSprites({y}));
    const int yId = canvas->editFocus()->spriteId();
    QVERIFY(yId != xId);

    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier); // Y goes
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier); // the stroke goes
    QCOMPARE(third.channel(1).overrides.count(), std::size_t(0));
    QCOMPARE(canvas->editFocus()->spriteId(), xId);
    QCOMPARE(canvas->editFocus()->frameIndex(), 2);
    QCOMPARE(window.frameStrip()->currentFrame(), 2);
    QCOMPARE(canvas->editFocus()->channelId(), hurt.id);

    // Looking elsewhere, then redo: the stroke comes back where it is seen.
    QTest::keyClick(canvas, Qt::Key_Home);
    canvas->editFocus()->setChannel(0);
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(third.channel(1).overrides.count(), erased);
    QCOMPARE(canvas->editFocus()->spriteId(), xId);
    QCOMPARE(canvas->editFocus()->frameIndex(), 2);
    QCOMPARE(canvas->editFocus()->channelId(), hurt.id);
    QCOMPARE(window.spriteList()->currentSpriteId(), xId);

    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier); // Y again
    QCOMPARE(canvas->editFocus()->spriteId(), yId);
    QCOMPARE(window.spriteList()->currentSpriteId(), yId);
}

QTEST_MAIN(TestUndoFollower)
#include "tst_undofollower.moc"
