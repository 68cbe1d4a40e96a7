// SPDX-License-Identifier: MIT
// The wheel over the number boxes, sliders and list boxes of the panels that scroll (the
// physics properties, the Shapes panel): it scrolls past one the user has not clicked
// into without changing it, and steps the number of the box being edited.
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/physicseditor.h"
#include "editor/docks/shapesdock.h"
#include "editor/editfocus.h"
#include "editor/exporting/shapesettingsbox.h"
#include "editor/mainwindow.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

using namespace hitmask;

class TestWheelGuard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void wheelOverUnfocusedBoxesChangesNothing();
    void wheelOverTheBoxBeingEditedSteps();
    void wheelOverTheShapesPanelChangesNoSetting();

private:
    static void wheel(QWidget* box, int steps) {
        const QPoint at = box->rect().center();
        QWheelEvent event(at, box->mapToGlobal(at), {}, QPoint(0, 120 * steps), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(box, &event);
    }

    testing::IsolatedHome home_;
};

void TestWheelGuard::wheelOverUnfocusedBoxesChangesNothing() {
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

void TestWheelGuard::wheelOverTheBoxBeingEditedSteps() {
    PhysicsEditor editor;
    QVERIFY(testing::showActive(editor, QSize(300, 400)));
    QSignalSpy edited(&editor, &PhysicsEditor::edited);
    editor.groupBox()->setFocus();
    QVERIFY(editor.groupBox()->hasFocus());
    wheel(editor.groupBox(), -1);
    QCOMPARE(editor.groupBox()->value(), -1);
    QCOMPARE(edited.count(), 1);
}

void TestWheelGuard::wheelOverTheShapesPanelChangesNoSetting() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    window.canvas()->setFocus();
    QTest::keyClick(window.canvas(), Qt::Key_S);
    auto* dock = window.findChild<ShapesDock*>();
    QVERIFY(dock && dock->isVisible());
    ProjectDocument* document = window.focus()->document();
    QVERIFY(document);
    const int steps = document->undoStack()->count();
    ShapeSettingsBox* settings = dock->settingsBox();
    const QList<QWidget*> widgets{settings->kindBox(),      settings->maxBoxesBox(),
                                  settings->toleranceBox(), settings->maxVerticesBox(),
                                  settings->growBox(),      dock->toleranceSlider()};
    QStringList before;
    for (QWidget* widget : widgets)
        before << widget->property("currentText").toString() + widget->property("text").toString() +
                      widget->property("value").toString();
    for (QWidget* widget : widgets) {
        wheel(widget, -1);
        wheel(widget, 1);
        wheel(widget, -1);
    }
    QCOMPARE(document->undoStack()->count(), steps);
    QStringList after;
    for (QWidget* widget : widgets)
        after << widget->property("currentText").toString() + widget->property("text").toString() +
                     widget->property("value").toString();
    QCOMPARE(after, before);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
