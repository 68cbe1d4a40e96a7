// SPDX-License-Identifier: MIT
// The frame, tool and zoom keys work wherever the keyboard is in the main window, except
// in a text field, which keeps its keys; the scene preview keeps '.' for its own step.
#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/framestripdock.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/scene/scenepanel.h"
#include "editor/scene/sceneview.h"
#include "editor/statusreadout.h"
#include "editor/tools/abstracttool.h"
#include "editor/tools/toolbox.h"
#include "support/gifwriter.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hitmask;

class TestWindowShortcuts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void frameKeysAfterClickingTheSpriteList();
    void toolAndZoomKeysOverTheDocks();
    void textFieldsKeepTheirKeys();
    void undoAndRedoReachTheProjectFromANumberField();
    void scenePreviewKeepsItsStepKey();
    void altEOpensTheEditMenu();
    void ctrlEqualsZoomsIn();
    void shortcutListNamesOnlyRealKeys();
    void readoutFollowsAKeyboardZoom();

private:
    // A window with two sprites, a three-frame GIF and a still, the GIF shown.
    void open(MainWindow& window);
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QString gif_;
    QString still_;
};

void TestWindowShortcuts::initTestCase() {
    QVERIFY(home_.isValid());
    gif_ = dir_.filePath(QStringLiteral("walk.gif"));
    QFile gif(gif_);
    QVERIFY(gif.open(QIODevice::WriteOnly));
    gif.write(testing::writeGif({QList<int>(256, 0), QList<int>(256, 1), QList<int>(256, 2)}, 16,
                                16, {10, 10, 10}));
    gif.close();
    still_ = dir_.filePath(QStringLiteral("still.png"));
    QImage image(8, 8, QImage::Format_RGBA8888);
    image.fill(Qt::white);
    QVERIFY(image.save(still_));
}

void TestWindowShortcuts::open(MainWindow& window) {
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({still_, gif_}));
    QListWidget* sprites = window.spriteList()->list();
    QCOMPARE(sprites->count(), 2);
    // Clicked, as the user does: the keyboard is now in the list.
    QTest::mouseClick(sprites->viewport(), Qt::LeftButton, {},
                      sprites->visualItemRect(sprites->item(1)).center());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(sprites));
    QCOMPARE(window.focus()->sprite()->frames().size(), std::size_t(3));
}

void TestWindowShortcuts::frameKeysAfterClickingTheSpriteList() {
    MainWindow window;
    open(window);
    QListWidget* sprites = window.spriteList()->list();
    const int gifId = window.focus()->spriteId();
    QTest::mouseMove(window.canvas()); // hovering the canvas moves no focus
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Period);
    QCOMPARE(window.focus()->frameIndex(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
    QCOMPARE(window.focus()->frameIndex(), 2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Comma);
    QCOMPARE(window.focus()->frameIndex(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
    QCOMPARE(window.focus()->frameIndex(), 0);
    // The sprite list stayed where it was.
    QCOMPARE(sprites->currentRow(), 1);
    QCOMPARE(window.focus()->spriteId(), gifId);
}

void TestWindowShortcuts::toolAndZoomKeysOverTheDocks() {
    MainWindow window;
    open(window);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_E);
    QCOMPARE(window.tools()->current()->name(), QStringLiteral("Eraser"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B);
    QCOMPARE(window.tools()->current()->name(), QStringLiteral("Pencil"));
    const double zoom = window.canvas()->zoom();
    QSignalSpy zoomed(window.canvas(), &CanvasView::zoomChanged);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(zoomed.count(), 1);
    QVERIFY(window.canvas()->zoom() > zoom);
    // And from the frame strip, clicked too.
    QListWidget* frames = window.frameStrip()->list();
    QTest::mouseClick(frames->viewport(), Qt::LeftButton, {},
                      frames->visualItemRect(frames->item(0)).center());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_E);
    QCOMPARE(window.tools()->current()->name(), QStringLiteral("Eraser"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
    QCOMPARE(window.focus()->frameIndex(), 2);
}

namespace {
// Clicks whichever number field the mask panel shows for the sprite, as the user would.
QAbstractSpinBox* clickNumberField(MainWindow& window) {
    for (QAbstractSpinBox* box : window.maskSettings()->findChildren<QAbstractSpinBox*>())
        if (box->isVisible() && box->isEnabled()) {
            QTest::mouseClick(box, Qt::LeftButton, {}, box->rect().center());
            return box;
        }
    return nullptr;
}
} // namespace

void TestWindowShortcuts::textFieldsKeepTheirKeys() {
    MainWindow window;
    open(window);
    QAbstractSpinBox* field = clickNumberField(window);
    QVERIFY(field);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(field));
    QTest::keyClick(field, Qt::Key_End);
    QTest::keyClick(field, Qt::Key_Period);
    QTest::keyClick(field, Qt::Key_E);
    QCOMPARE(window.focus()->frameIndex(), 0);
    QCOMPARE(window.tools()->current()->name(), QStringLiteral("Pencil"));
}

// A number field's own text undo would swallow Ctrl+Z and Ctrl+Shift+Z: every change of
// such a field is already a step of the project's, so the keys undo and redo the project.
void TestWindowShortcuts::undoAndRedoReachTheProjectFromANumberField() {
    MainWindow window;
    open(window);
    QUndoStack* stack = window.projects()->document()->undoStack();
    const int steps = stack->index();
    QVERIFY(steps > 0);
    QAbstractSpinBox* field = clickNumberField(window);
    QVERIFY(field);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(field));
    QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(stack->index(), steps - 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z,
                    Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(stack->index(), steps);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(stack->index(), steps);
}

void TestWindowShortcuts::scenePreviewKeepsItsStepKey() {
    MainWindow window;
    open(window);
    window.showPage(2);
    SceneView* scene = window.scene()->view();
    scene->setFocus();
    QSignalSpy stepped(scene, &SceneView::stepRequested);
    QTest::keyClick(scene, Qt::Key_Period);
    QCOMPARE(stepped.count(), 1);
    QCOMPARE(window.focus()->frameIndex(), 0);
}

// One mnemonic per letter: Alt+E is the Edit menu's, not the Editor tab's too.
void TestWindowShortcuts::altEOpensTheEditMenu() {
    MainWindow window;
    open(window);
    window.showPage(1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_E, Qt::AltModifier);
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&Edit"));
    menu->close();
    auto* pages = window.findChild<QTabWidget*>();
    QCOMPARE(pages->currentIndex(), 1);
    // Every tab and top menu has a letter of its own.
    QSet<QChar> letters;
    const auto letterOf = [](const QString& text) {
        const qsizetype at = text.indexOf(u'&');
        return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
    };
    for (QAction* top : window.menuBar()->actions())
        QVERIFY2(!letters.contains(letterOf(top->text())) || letterOf(top->text()).isNull(),
                 qPrintable(top->text()));
    for (QAction* top : window.menuBar()->actions())
        letters.insert(letterOf(top->text()));
    for (int i = 0; i < pages->count(); ++i) {
        const QChar letter = letterOf(pages->tabText(i));
        QVERIFY2(!letters.contains(letter), qPrintable(pages->tabText(i)));
        letters.insert(letter);
    }
}

void TestWindowShortcuts::ctrlEqualsZoomsIn() {
    MainWindow window;
    open(window);
    const double zoom = window.canvas()->zoom();
    QSignalSpy zoomed(window.canvas(), &CanvasView::zoomChanged);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Equal, Qt::ControlModifier);
    QCOMPARE(zoomed.count(), 1);
    QVERIFY(window.canvas()->zoom() > zoom);
}

// F14 is the Undo key of old Sun keyboards, which Qt adds on X11: no one has it.
void TestWindowShortcuts::shortcutListNamesOnlyRealKeys() {
    MainWindow window;
    open(window);
    QStringList keys;
    QTimer::singleShot(0, this, [&keys] {
        QWidget* dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        auto* table = dialog->findChild<QTableWidget*>();
        QVERIFY(table);
        for (int row = 0; row < table->rowCount(); ++row)
            keys << table->item(row, 1)->text() + u'=' + table->item(row, 2)->text();
        dialog->close();
    });
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
    QVERIFY(!keys.isEmpty());
    const QStringList undo = keys.filter(QRegularExpression(QStringLiteral("^Undo")));
    QCOMPARE(undo.size(), 1);
    QVERIFY2(undo.front().endsWith(QStringLiteral("=Ctrl+Z")), qPrintable(undo.front()));
    for (const QString& entry : keys)
        QVERIFY2(!entry.contains(QRegularExpression(QStringLiteral("F1[3-9]|F[2-3][0-9]"))),
                 qPrintable(entry));
}

// The mouse stays still over the canvas while Ctrl+- zooms out: the status bar names the
// pixel now under it, not the one before.
void TestWindowShortcuts::readoutFollowsAKeyboardZoom() {
    MainWindow window;
    open(window);
    CanvasView* canvas = window.canvas();
    // Near the frame's top-left corner, far from the view's middle where zooms anchor.
    const QPoint at = canvas->widgetPosOf(QPointF(2.5, 3.5)).toPoint();
    QTest::mouseMove(canvas, at);
    QVERIFY2(window.readout()->text().contains(QStringLiteral("x 2, y 3")),
             qPrintable(window.readout()->text()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Minus, Qt::ControlModifier);
    const QPoint now = canvas->pixelAt(QPointF(at));
    QVERIFY(now != QPoint(2, 3));
    const QString expected = now.x() >= 0 && now.y() >= 0 && now.x() < 16 && now.y() < 16
                                 ? QStringLiteral("x %1, y %2").arg(now.x()).arg(now.y())
                                 : QString();
    if (expected.isEmpty())
        QVERIFY2(!window.readout()->text().contains(QStringLiteral("x 2, y 3")),
                 qPrintable(window.readout()->text()));
    else
        QVERIFY2(window.readout()->text().contains(expected), qPrintable(window.readout()->text()));
}

QTEST_MAIN(TestWindowShortcuts)
#include "tst_windowshortcuts.moc"
