// SPDX-License-Identifier: MIT
// A sprite just opened shows its first frame, the whole of it fitted to the view,
// whatever frame and zoom the sprite shown before was at.
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/framestripdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/gifwriter.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestNewSprite : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void opensAtTheFirstFrameFitted();

private:
    // An animated GIF of `count` frames of w x h, each a plain colour of the palette.
    QString writeGif(const QString& name, int count, int w, int h);
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
};

QString TestNewSprite::writeGif(const QString& name, int count, int w, int h) {
    QList<QList<int>> frames;
    QList<int> delays;
    for (int i = 0; i < count; ++i) {
        frames << QList<int>(w * h, i % 4);
        delays << 10;
    }
    const QString path = dir_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(testing::writeGif(frames, w, h, delays));
    return path;
}

void TestNewSprite::opensAtTheFirstFrameFitted() {
    const QString walk = writeGif(QStringLiteral("walk.gif"), 12, 16, 16);
    const QString run = writeGif(QStringLiteral("run.gif"), 14, 120, 40);
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({walk}));
    CanvasView* canvas = window.canvas();
    canvas->setFocus();
    // Played, then stopped on frame 10; zoomed in by hand.
    QTest::keyClick(canvas, Qt::Key_P);
    QTest::keyClick(canvas, Qt::Key_End);
    QTest::keyClick(canvas, Qt::Key_P);
    QTest::keyClick(canvas, Qt::Key_Comma);
    QCOMPARE(canvas->editFocus()->frameIndex(), 10);
    QTest::keyClick(canvas, Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(canvas, Qt::Key_Plus, Qt::ControlModifier);

    QVERIFY(window.projects()->addSprites({run}));
    QCOMPARE(canvas->editFocus()->sprite()->frames().size(), std::size_t(14));
    QCOMPARE(canvas->editFocus()->frameIndex(), 0);
    QCOMPARE(window.frameStrip()->currentFrame(), 0);
    QApplication::processEvents(); // the docks settle around the new sprite
    // Fitted: all 120 x 40 pixels in view, and one zoom step further in would not be.
    const QRectF seen = canvas->visiblePixels();
    QVERIFY2(seen.contains(QRectF(0, 0, 120, 40)), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                  .arg(seen.x())
                                                                  .arg(seen.y())
                                                                  .arg(seen.width())
                                                                  .arg(seen.height())));
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/new-sprite-fitted.png"));
    const double zoom = canvas->zoom();
    canvas->zoomIn();
    QVERIFY(!canvas->visiblePixels().contains(QRectF(0, 0, 120, 40)) || canvas->zoom() == zoom);

    // Opened while the collision preview is shown: fitted once the editor shows again.
    const QString tall = writeGif(QStringLiteral("tall.gif"), 2, 30, 300);
    window.showPage(1);
    QVERIFY(window.projects()->addSprites({tall}));
    window.showPage(0);
    QApplication::processEvents();
    QCOMPARE(canvas->editFocus()->frame()->height(), 300);
    QVERIFY(canvas->visiblePixels().contains(QRectF(0, 0, 30, 300)));
    // The largest zoom that shows it all, not the zoom of the sprite shown before.
    const double fitted = canvas->zoom();
    canvas->zoomIn();
    QVERIFY(!canvas->visiblePixels().contains(QRectF(0, 0, 30, 300)) || canvas->zoom() == fitted);
}

QTEST_MAIN(TestNewSprite)
#include "tst_newsprite.moc"
