// SPDX-License-Identifier: MIT
// The Mask dock's key tolerance as a user meets it: reached from the keyboard, off
// without a key, and each run of steps one undo step that rebuilds the mask.
#include "document/projectdocument.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hitmask;

namespace {

// Magenta with every pixel of the left half 6 off on red, around a 4 x 4 block of green.
QImage shiftedBackground() {
    QImage image(16, 8, QImage::Format_RGB32);
    for (int y = 0; y < 8; ++y)
        for (int x = 0; x < 16; ++x)
            image.setPixel(x, y, x < 8 && (x + y) % 2 ? qRgb(249, 0, 255) : qRgb(255, 0, 255));
    for (int y = 2; y < 6; ++y)
        for (int x = 10; x < 14; ++x)
            image.setPixel(x, y, qRgb(40, 160, 60));
    return image;
}

} // namespace

class TestToleranceDock : public QObject {
    Q_OBJECT

private slots:
    void toleranceIsReachableAndUndoable();
    void eachEditingSessionIsItsOwnStep();

private:
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
};

void TestToleranceDock::toleranceIsReachableAndUndoable() {
    QVERIFY(home_.isValid());
    const QString keyed = dir_.filePath(QStringLiteral("keyed.bmp"));
    QVERIFY(shiftedBackground().save(keyed));
    QImage alpha(8, 8, QImage::Format_RGBA8888);
    alpha.fill(Qt::black);
    const QString plain = dir_.filePath(QStringLiteral("plain.png"));
    QVERIFY(alpha.save(plain));

    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->open(keyed));
    ProjectDocument* doc = window.projects()->document();
    QSpinBox* box = window.maskSettings()->toleranceBox();

    // Keyboard: the label's mnemonic leads to the box.
    const auto labels = window.maskSettings()->findChildren<QLabel*>();
    const auto label = std::find_if(labels.begin(), labels.end(),
                                    [box](const QLabel* l) { return l->buddy() == box; });
    QVERIFY(label != labels.end());
    QVERIFY((*label)->text().contains(u'&'));
    QVERIFY(box->focusPolicy() & Qt::TabFocus);
    QVERIFY(box->isEnabled()); // a BMP is keyed by its top-left pixel
    QCOMPARE(box->value(), 0);

    const auto solid = [doc] {
        return doc->spriteAt(0)->frames().front().solid().effective.count();
    };
    QCOMPARE(solid(), std::size_t(16 + 32)); // the block and the 32 shifted pixels
    const int steps = doc->undoStack()->count();
    box->setFocus();
    for (int i = 0; i < 6; ++i)
        QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(box->value(), 6);
    QCOMPARE(doc->spriteAt(0)->settings().keyTolerance, 6);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    QCOMPARE(solid(), std::size_t(16));
    doc->undoStack()->undo();
    QCOMPARE(box->value(), 0);
    QCOMPARE(solid(), std::size_t(16 + 32));
    doc->undoStack()->redo();
    QCOMPARE(box->value(), 6);

    // Art with alpha has no key: nothing for a tolerance to do.
    QVERIFY(window.projects()->addSprites({plain}));
    window.maskSettings()->setSprite(doc->spriteAt(1)->id());
    QVERIFY(!box->isEnabled());
}

// Typing and arrow steps within one visit to the box are one step; Enter or leaving the
// box commits it, so the next visit's steps do not swallow the value committed before.
void TestToleranceDock::eachEditingSessionIsItsOwnStep() {
    const QString keyed = dir_.filePath(QStringLiteral("keyed.bmp"));
    QVERIFY(shiftedBackground().save(keyed));
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->open(keyed));
    ProjectDocument* doc = window.projects()->document();
    QUndoStack* stack = doc->undoStack();
    QSpinBox* box = window.maskSettings()->toleranceBox();
    const auto tolerance = [doc] {
        return doc->spriteAt(0)->settings().keyTolerance;
    };
    const int steps = stack->count();

    QTest::keyClick(&window, Qt::Key_O, Qt::AltModifier);
    QVERIFY(box->hasFocus());
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("20"));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(!box->hasFocus()); // back to the canvas
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance to 20"));

    QTest::keyClick(&window, Qt::Key_O, Qt::AltModifier);
    QVERIFY(box->hasFocus());
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(tolerance(), 25);
    QCOMPARE(stack->count(), steps + 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance to 25"));

    // Leaving the box without Enter ends the session too.
    window.centralWidget()->setFocus();
    QVERIFY(!box->hasFocus());
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Up);
    QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(stack->count(), steps + 3);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance to 27"));

    // Each committed value is reachable by undo, and the box follows.
    stack->undo();
    QCOMPARE(tolerance(), 25);
    QCOMPARE(box->value(), 25);
    stack->undo();
    QCOMPARE(tolerance(), 20);
    QCOMPARE(box->value(), 20);
    stack->undo();
    QCOMPARE(tolerance(), 0);
    QCOMPARE(stack->count(), steps + 3);
    for (int i = 0; i < 3; ++i)
        stack->redo();
    QCOMPARE(tolerance(), 27);
}

QTEST_MAIN(TestToleranceDock)
#include "tst_tolerancedock.moc"
