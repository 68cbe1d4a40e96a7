// SPDX-License-Identifier: MIT
// Delete with the keyboard focus in the Shapes panel (after ticking Snap to half pixels)
// deletes the shape selected on the canvas, one undo step, and leaves the mask alone:
// the window's Clear Mask shares the key.
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/shapesdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/tools/collidertool.h"
#include "editor/tools/toolbox.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QCheckBox>
#include <QTest>
#include <QUndoStack>

using namespace hitmask;

class TestShapesPanelKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void deleteFromThePanelDeletesTheSelectedShape();

private:
    testing::IsolatedHome home_;
};

void TestShapesPanelKeys::deleteFromThePanelDeletesTheSelectedShape() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->openDemo());
    CanvasView* canvas = window.canvas();
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_S);
    auto* tool = qobject_cast<ColliderTool*>(window.tools()->current());
    QVERIFY(tool);
    const Frame* frame = window.focus()->frame();
    QVERIFY(frame);
    const Mask before = frame->solid().effective;
    // A solid pixel's centre in the middle row: a traced box or polygon covers it.
    QPointF solid(-1, -1);
    const int y = before.height() / 2;
    for (int x = 0; x < before.width() && solid.x() < 0; ++x)
        if (before.test(x, y))
            solid = {x + 0.5, y + 0.5};
    QVERIFY(solid.x() >= 0);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->widgetPosOf(solid).toPoint());
    QVERIFY(tool->selected().kind != ShapeRef::Kind::None);
    QVERIFY(!window.focus()->frame()->solid().handShapes.has_value());

    auto* dock = window.findChild<ShapesDock*>();
    QVERIFY(dock);
    QCheckBox* half = dock->findChild<QCheckBox*>();
    QVERIFY(half);
    QTest::mouseClick(half, Qt::LeftButton);
    half->setFocus();
    QVERIFY(half->hasFocus());
    ProjectDocument* document = window.focus()->document();
    const int steps = document->undoStack()->count();
    QTest::keyClick(half, Qt::Key_Delete);

    frame = window.focus()->frame();
    QVERIFY(frame->solid().effective == before); // the mask was not cleared
    QVERIFY(frame->solid().handShapes.has_value());
    QCOMPARE(document->undoStack()->count(), steps + 1);
    document->undoStack()->undo();
    QVERIFY(!window.focus()->frame()->solid().handShapes.has_value());
}

QTEST_MAIN(TestShapesPanelKeys)
#include "tst_shapespanelkeys.moc"
