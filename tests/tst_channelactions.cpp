// SPDX-License-Identifier: MIT
// Add, remove and rename a channel and clear review marks from the keyboard: each key is
// one undo step, the panels' buttons are the same actions, and the shortcut help lists them.
#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/channelactions.h"
#include "editor/docks/channelsdock.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/shortcutsdialog.h"
#include "support/shownwindow.h"
#include "support/spriteoncanvas.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace hitmask;

class TestChannelActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void addRenameRemoveByKeys();
    void clearReviewMarksByKey();
    void panelButtonsAreTheActions();
    void shortcutHelpListsThem();

private:
    // A window showing one 12 x 10 sprite, the keyboard on the canvas.
    bool open(MainWindow& window);
    testing::WhiteSpriteHome home_;
};

void TestChannelActions::initTestCase() {
    QVERIFY(home_.make());
}

bool TestChannelActions::open(MainWindow& window) {
    return testing::openOnCanvas(window, home_.image());
}

void TestChannelActions::addRenameRemoveByKeys() {
    MainWindow window;
    QVERIFY(open(window));
    ProjectDocument* doc = window.projects()->document();
    QUndoStack* stack = doc->undoStack();
    const Sprite* sprite = window.focus()->sprite();
    QCOMPARE(sprite->channels().size(), std::size_t(1));
    const int steps = stack->index();

    QTest::keyClick(window.canvas(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(sprite->channels().size(), std::size_t(2));
    QCOMPARE(sprite->channels()[1].name, QStringLiteral("hurt"));
    QCOMPARE(window.focus()->channelIndex(), 1);
    QCOMPARE(stack->index(), steps + 1);

    // F2 opens the name in the Channels panel; typing and Enter rename it.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F2);
    auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(editor);
    QCOMPARE(editor->parentWidget(), window.findChild<ChannelsDock*>()->list()->viewport());
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("enemy"));
    QSignalSpy stepped(stack, &QUndoStack::indexChanged);
    QTest::keyClick(editor, Qt::Key_Return);
    QVERIFY(stepped.wait()); // the list commits its editor after the key
    QCOMPARE(sprite->channels()[1].name, QStringLiteral("enemy"));
    QCOMPARE(stack->index(), steps + 2);

    window.canvas()->setFocus(Qt::MouseFocusReason);
    QTest::keyClick(window.canvas(), Qt::Key_Delete, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(sprite->channels().size(), std::size_t(1));
    QCOMPARE(stack->index(), steps + 3);
    // Solid is never removed.
    QTest::keyClick(window.canvas(), Qt::Key_Delete, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(sprite->channels().size(), std::size_t(1));
    QCOMPARE(stack->index(), steps + 3);
    stack->undo();
    QCOMPARE(sprite->channels()[1].name, QStringLiteral("enemy"));
}

void TestChannelActions::clearReviewMarksByKey() {
    MainWindow window;
    QVERIFY(open(window));
    ProjectDocument* doc = window.projects()->document();
    const int id = window.focus()->spriteId();
    Frame& frame = doc->sprite(id)->frames().front();
    Mask marks(12, 10);
    marks.setRect({3, 4, 2, 1}, true);
    doc->addReviewMarks(id, frame.id, marks);
    QCOMPARE(frame.solid().review.count(), std::size_t(2));
    const int steps = doc->undoStack()->index();
    QTest::keyClick(window.canvas(), Qt::Key_F3, Qt::ControlModifier);
    QCOMPARE(frame.solid().review.count(), std::size_t(0));
    QCOMPARE(doc->undoStack()->index(), steps + 1);
    // Nothing left to clear: no empty step.
    QTest::keyClick(window.canvas(), Qt::Key_F3, Qt::ControlModifier);
    QCOMPARE(doc->undoStack()->index(), steps + 1);
    doc->undoStack()->undo();
    QCOMPARE(frame.solid().review.count(), std::size_t(2));
    // The Mask panel's button is the same action.
    QPushButton* button = window.maskSettings()->clearReviewButton();
    QVERIFY(button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(frame.solid().review.count(), std::size_t(0));
    QCOMPARE(doc->undoStack()->index(), steps + 1);
}

void TestChannelActions::panelButtonsAreTheActions() {
    MainWindow window;
    QVERIFY(open(window));
    auto* dock = window.findChild<ChannelsDock*>();
    ChannelActions* actions = dock->channelActions();
    QSignalSpy added(actions->addAction(), &QAction::triggered);
    QSignalSpy removed(actions->removeAction(), &QAction::triggered);
    QVERIFY(!dock->removeButton()->isEnabled()); // solid
    QTest::mouseClick(dock->addButton(), Qt::LeftButton);
    QCOMPARE(added.count(), 1);
    QVERIFY(dock->removeButton()->isEnabled());
    QTest::mouseClick(dock->removeButton(), Qt::LeftButton);
    QCOMPARE(removed.count(), 1);
    QVERIFY(!dock->removeButton()->isEnabled());
}

void TestChannelActions::shortcutHelpListsThem() {
    MainWindow window;
    QVERIFY(open(window));
    QStringList listed;
    for (const ShortcutsDialog::Entry& entry : ShortcutsDialog::entries(window.menuBar()))
        listed << entry.action + u'=' + entry.keys;
    for (const QString& expected :
         {QStringLiteral("Add Channel=Ctrl+Shift+N"),
          QStringLiteral("Remove Channel=Ctrl+Shift+Del"), QStringLiteral("Rename Channel=F2"),
          QStringLiteral("Clear Review Marks=Ctrl+F3")})
        QVERIFY2(listed.contains(expected), qPrintable(listed.join(u'\n')));
}

QTEST_MAIN(TestChannelActions)
#include "tst_channelactions.moc"
