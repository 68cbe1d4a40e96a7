// SPDX-License-Identifier: MIT
// The canvas follows the window while it shows the whole frame: a bigger window fits the
// frame again, until the user zooms or pans by hand; Ctrl+0 makes it follow once more.
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"

#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestCanvasFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void growingWindowFitsAgain();
    void handZoomSurvivesAResize();
    void handPanSurvivesAResize();

private:
    // A shown window asked for 1100 x 720 (its panels may keep it taller), the sprite open
    // and fitted.
    bool openInWindow(MainWindow& window);
    // Resizes the window and waits until the canvas has taken its new size.
    static bool resizeAndWait(MainWindow& window, QSize size);
    // True when the whole frame is in the viewport with even margins (to a pixel).
    static bool frameCentredAndWhole(const CanvasView& canvas);

    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QString path_;
};

// 680 x 680: half size in the default window, full size in a 1600 x 1000 one.
void TestCanvasFit::initTestCase() {
    QVERIFY(home_.isValid());
    QImage art(680, 680, QImage::Format_ARGB32);
    art.fill(Qt::transparent);
    QPainter p(&art);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(120, 90, 60));
    p.drawEllipse(QRect(20, 20, 640, 640));
    p.end();
    path_ = dir_.filePath(QStringLiteral("planet.png"));
    QVERIFY(art.save(path_));
}

bool TestCanvasFit::openInWindow(MainWindow& window) {
    window.resize(1100, 720);
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    return window.projects()->addSprites({path_}) && window.focus()->frame();
}

bool TestCanvasFit::resizeAndWait(MainWindow& window, QSize size) {
    CanvasView* canvas = window.canvas();
    const QSize before = canvas->size();
    QSignalSpy changed(canvas, &CanvasView::viewChanged);
    window.resize(size);
    if (canvas->size() == before)
        return changed.wait(5000) && canvas->size() != before;
    return true;
}

bool TestCanvasFit::frameCentredAndWhole(const CanvasView& canvas) {
    const QSize size = canvas.editFocus()->frame()->size();
    const QRectF shown = canvas.widgetRectOf(QRect(QPoint(0, 0), size));
    const QRectF view(canvas.viewport());
    if (!view.contains(shown))
        return false;
    const double left = shown.left() - view.left(), right = view.right() + 1 - shown.right();
    const double top = shown.top() - view.top(), bottom = view.bottom() + 1 - shown.bottom();
    return std::abs(left - right) <= 1.5 && std::abs(top - bottom) <= 1.5;
}

void TestCanvasFit::growingWindowFitsAgain() {
    MainWindow window;
    QVERIFY(openInWindow(window));
    CanvasView* canvas = window.canvas();
    QVERIFY(canvas->viewport().height() < 680); // the default window shows it reduced
    QCOMPARE(canvas->zoom(), 0.5);
    QVERIFY(frameCentredAndWhole(*canvas));

    QSignalSpy zoomed(canvas, &CanvasView::zoomChanged);
    QVERIFY(resizeAndWait(window, QSize(1600, 1000)));
    QVERIFY(canvas->viewport().height() > 680 + 32);
    QVERIFY(canvas->viewport().width() > 680 + 32);
    if (zoomed.isEmpty())
        QVERIFY(zoomed.wait(5000));
    QCOMPARE(canvas->zoom(), 1.0); // now it fits at full size
    QVERIFY(frameCentredAndWhole(*canvas));
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/canvas-refit-grown.png"));

    // Back down: reduced again, still whole.
    QVERIFY(resizeAndWait(window, QSize(1100, 720)));
    QCOMPARE(canvas->zoom(), 0.5);
    QVERIFY(frameCentredAndWhole(*canvas));
}

void TestCanvasFit::handZoomSurvivesAResize() {
    MainWindow window;
    QVERIFY(openInWindow(window));
    CanvasView* canvas = window.canvas();
    canvas->setFocus();
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier); // View > Zoom Out
    const double chosen = canvas->zoom();
    QVERIFY(chosen < 0.5);
    QVERIFY(resizeAndWait(window, QSize(1600, 1000)));
    QCOMPARE(canvas->zoom(), chosen);

    // Fit in Window (Ctrl+0) follows the window again.
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(canvas->zoom(), 1.0);
    QVERIFY(resizeAndWait(window, QSize(1100, 720)));
    QCOMPARE(canvas->zoom(), 0.5);
    QVERIFY(frameCentredAndWhole(*canvas));
}

void TestCanvasFit::handPanSurvivesAResize() {
    MainWindow window;
    QVERIFY(openInWindow(window));
    CanvasView* canvas = window.canvas();
    // Space + drag pans: the frame stays where the user put it, at the zoom it had.
    const QPoint from = canvas->viewport().center();
    QTest::keyPress(canvas, Qt::Key_Space);
    QTest::mousePress(canvas, Qt::LeftButton, {}, from);
    QTest::mouseMove(canvas, from + QPoint(20, 10));
    QTest::mouseMove(canvas, from + QPoint(40, 20));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, from + QPoint(40, 20));
    QTest::keyRelease(canvas, Qt::Key_Space);
    const QPointF corner = canvas->widgetPosOf(QPointF(0, 0));
    QVERIFY(resizeAndWait(window, QSize(1600, 1000)));
    QCOMPARE(canvas->zoom(), 0.5);
    QCOMPARE(canvas->widgetPosOf(QPointF(0, 0)), corner);
}

QTEST_MAIN(TestCanvasFit)
#include "tst_canvasfit.moc"
