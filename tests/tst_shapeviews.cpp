// SPDX-License-Identifier: MIT
// The canvas's collision shapes on a 1024 x 1024 sprite, switched from boxes to polygons
// and back from the keyboard: each view shows its own shapes, never a false "not enough
// memory".
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/artfixtures.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

using namespace hitmask;

class TestShapeViews : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void boxesThenPolygonsOnABigSprite();

private:
    testing::IsolatedHome home_;
};

void TestShapeViews::boxesThenPolygonsOnABigSprite() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.png"));
    QVERIFY(testing::bigSheet().save(path));
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({path}));
    CanvasView* canvas = window.canvas();
    QCOMPARE(canvas->editFocus()->frame()->width(), 1024);
    // Every summary shown when shapes arrive, including any that arrives late.
    QStringList shown;
    connect(canvas, &CanvasView::shapesReady, this, [&] { shown << canvas->shapeSummary(); });
    QSignalSpy ready(canvas, &CanvasView::shapesReady);
    const auto settle = [&] {
        // Several results may come and go (a stale one is dropped): wait for the last,
        // then for the pool thread to be done with it and whatever it sent.
        while (canvas->shapeOverlay().computing() || ready.isEmpty())
            if (!ready.wait(30000))
                return false;
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        return true;
    };
    // The pool thread and the window race: many rounds give the race its chances.
    for (int round = 0; round < 25; ++round) {
        ready.clear();
        QTest::keyClick(&window, Qt::Key_1, Qt::AltModifier | Qt::ShiftModifier);
        QCOMPARE(canvas->shapeView(), ShapeView::Boxes);
        QVERIFY(settle());
        QVERIFY2(!canvas->shapeSummary().contains(QStringLiteral("memory")),
                 qPrintable(canvas->shapeSummary()));
        QVERIFY(!canvas->shapeOverlay().shapes().boxes.empty());

        ready.clear();
        QTest::keyClick(&window, Qt::Key_2, Qt::AltModifier | Qt::ShiftModifier);
        QCOMPARE(canvas->shapeView(), ShapeView::Polygons);
        QVERIFY(settle());
        QVERIFY2(!canvas->shapeSummary().contains(QStringLiteral("memory")),
                 qPrintable(canvas->shapeSummary()));
        // The walkers and the frame's border: many polygons.
        QVERIFY(canvas->shapeOverlay().shapes().polygons.size() >= 17);
    }
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/shapes-1024-polygons.png"));
    for (const QString& summary : shown)
        QVERIFY2(!summary.contains(QStringLiteral("memory")), qPrintable(summary));
}

QTEST_MAIN(TestShapeViews)
#include "tst_shapeviews.moc"
