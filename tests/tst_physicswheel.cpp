// SPDX-License-Identifier: MIT
// The wheel over the physics properties' number boxes: it scrolls past a box the user has
// not clicked into without changing it (the panel scrolls under the pointer), and steps
// the number of the box being edited.
#include "editor/docks/physicseditor.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QWheelEvent>

using namespace hitmask;

class TestPhysicsWheel : public QObject {
    Q_OBJECT

private slots:
    void wheelOverUnfocusedBoxesChangesNothing();
    void wheelOverTheBoxBeingEditedSteps();

private:
    static void wheel(QWidget* box, int steps) {
        const QPoint at = box->rect().center();
        QWheelEvent event(at, box->mapToGlobal(at), {}, QPoint(0, 120 * steps), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(box, &event);
    }
};

void TestPhysicsWheel::wheelOverUnfocusedBoxesChangesNothing() {
    PhysicsEditor editor;
    QVERIFY(testing::showActive(editor, QSize(300, 400)));
    QSignalSpy edited(&editor, &PhysicsEditor::edited);
    const QList<QAbstractSpinBox*> boxes{editor.densityBox(), editor.frictionBox(),
                                         editor.restitutionBox(), editor.groupBox()};
    for (QAbstractSpinBox* box : boxes) {
        const QString before = box->text();
        wheel(box, -1);
        wheel(box, 2);
        QCOMPARE(box->text(), before);
        QVERIFY(!box->hasFocus());
    }
    QCOMPARE(edited.count(), 0);
}

void TestPhysicsWheel::wheelOverTheBoxBeingEditedSteps() {
    PhysicsEditor editor;
    QVERIFY(testing::showActive(editor, QSize(300, 400)));
    QSignalSpy edited(&editor, &PhysicsEditor::edited);
    editor.groupBox()->setFocus();
    QVERIFY(editor.groupBox()->hasFocus());
    wheel(editor.groupBox(), -1);
    QCOMPARE(editor.groupBox()->value(), -1);
    QCOMPARE(edited.count(), 1);
}

QTEST_MAIN(TestPhysicsWheel)
#include "tst_physicswheel.moc"
