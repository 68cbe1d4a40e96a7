// SPDX-License-Identifier: MIT
// Shortcuts chosen in Preferences: they work at once and after a restart, a key another
// action has is refused, naming that action, and each or all go back to their defaults.
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/mainwindow.h"
#include "editor/preferencesdialog.h"
#include "editor/projectcontroller.h"
#include "editor/shortcutmap.h"
#include "editor/shortcutsdialog.h"
#include "editor/shortcuttable.h"
#include "support/shownwindow.h"
#include "support/spriteoncanvas.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hitmask;

namespace {

// The row of the action called `name` ("Invert Mask"), clicked as the user would.
int clickRow(ShortcutTable* shortcuts, const QString& name) {
    QTableWidget* table = shortcuts->table();
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == name) {
            table->scrollToItem(table->item(row, 0));
            QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                              table->visualItemRect(table->item(row, 0)).center());
            return table->currentRow() == row ? row : -1;
        }
    return -1;
}

// Types `key` into the key field and waits until the field takes it as finished.
bool type(ShortcutTable* shortcuts, Qt::Key key, Qt::KeyboardModifiers modifiers) {
    QKeySequenceEdit* edit = shortcuts->keyEdit();
    QSignalSpy finished(edit, &QKeySequenceEdit::editingFinished);
    edit->setFocus();
    QTest::keyClick(edit, key, modifiers);
    return finished.wait(5000);
}

} // namespace

class TestShortcutPrefs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void chosenKeyWorksNowAndAfterARestart();
    void keyOfAnotherActionIsRefused();
    void resetOneAndAll();
    void everyMenuCommandIsListed();
    void undoIsListedByItsNameNotItsStep();

private:
    bool open(MainWindow& window);
    // Opens Preferences with its key (Ctrl+,), lets `drive` work its Shortcuts page, and
    // presses OK.
    template <typename Drive> bool inPreferences(MainWindow& window, Drive drive);
    int invertSteps(MainWindow& window, Qt::Key key, Qt::KeyboardModifiers modifiers);
    testing::WhiteSpriteHome home_;
};

void TestShortcutPrefs::initTestCase() {
    QVERIFY(home_.make());
}

void TestShortcutPrefs::init() {
    QSettings().remove(QStringLiteral("shortcuts"));
}

bool TestShortcutPrefs::open(MainWindow& window) {
    return testing::openOnCanvas(window, home_.image());
}

template <typename Drive> bool TestShortcutPrefs::inPreferences(MainWindow& window, Drive drive) {
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    window.canvas()->setFocus(Qt::MouseFocusReason);
    bool driven = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        // The Shortcuts page, clicked.
        auto* pages = dialog->findChild<QTabBar*>();
        QTest::mouseClick(pages, Qt::LeftButton, {}, pages->tabRect(1).center());
        if (dialog->shortcutTable() && dialog->shortcutTable()->isVisible()) {
            drive(dialog->shortcutTable());
            driven = true;
        }
        auto* buttons = dialog->findChild<QDialogButtonBox*>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Comma, Qt::ControlModifier);
    return driven;
}

// How many steps the key adds to the undo stack (Invert Mask is one).
int TestShortcutPrefs::invertSteps(MainWindow& window, Qt::Key key,
                                   Qt::KeyboardModifiers modifiers) {
    // Back from a dialog, the window is active again before its keys work.
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return -1;
    window.canvas()->setFocus(Qt::MouseFocusReason);
    QUndoStack* stack = window.projects()->document()->undoStack();
    const int before = stack->index();
    QTest::keyClick(window.canvas(), key, modifiers);
    return stack->index() - before;
}

void TestShortcutPrefs::chosenKeyWorksNowAndAfterARestart() {
    const Qt::KeyboardModifiers ctrlShift = Qt::ControlModifier | Qt::ShiftModifier;
    {
        MainWindow window;
        QVERIFY(open(window));
        QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 1);
        QVERIFY(inPreferences(window, [&](ShortcutTable* shortcuts) {
            const int row = clickRow(shortcuts, QStringLiteral("Invert Mask"));
            QVERIFY(row >= 0);
            QVERIFY(type(shortcuts, Qt::Key_I, ctrlShift));
            QCOMPARE(shortcuts->table()->item(row, 1)->text(), QStringLiteral("Ctrl+Shift+I"));
            QVERIFY(!shortcuts->problemLabel()->isVisible());
        }));
        QCOMPARE(invertSteps(window, Qt::Key_I, ctrlShift), 1);
        QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 0);
        // The toolbar's and menu's tooltip names the new keys, not the old.
        for (const ShortcutMap::Entry& entry : window.shortcuts()->entries())
            if (ShortcutMap::plain(entry.action->text()) == QStringLiteral("Invert Mask"))
                QCOMPARE(entry.action->toolTip(), QStringLiteral("Invert Mask (Ctrl+Shift+I)"));
    }
    // A new start, with the same settings.
    MainWindow window;
    QVERIFY(open(window));
    QCOMPARE(invertSteps(window, Qt::Key_I, ctrlShift), 1);
    QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 0);
    // The shortcut help shows the keys as they are now.
    QStringList listed;
    for (const ShortcutsDialog::Entry& entry : ShortcutsDialog::entries(window.menuBar()))
        listed << entry.action + u'=' + entry.keys;
    QVERIFY2(listed.contains(QStringLiteral("Invert Mask=Ctrl+Shift+I")),
             qPrintable(listed.join(u'\n')));
}

void TestShortcutPrefs::keyOfAnotherActionIsRefused() {
    MainWindow window;
    QVERIFY(open(window));
    QVERIFY(inPreferences(window, [&](ShortcutTable* shortcuts) {
        const int row = clickRow(shortcuts, QStringLiteral("Invert Mask"));
        QVERIFY(row >= 0);
        QVERIFY(type(shortcuts, Qt::Key_Z, Qt::ControlModifier)); // Undo's
        QVERIFY(shortcuts->problemLabel()->isVisible());
        const QString problem = shortcuts->problemLabel()->text();
        QVERIFY2(problem.contains(QStringLiteral("Undo")) &&
                     problem.contains(QStringLiteral("Ctrl+Z")) &&
                     problem.contains(QStringLiteral("Edit")),
                 qPrintable(problem));
        QCOMPARE(shortcuts->table()->item(row, 1)->text(), QStringLiteral("Ctrl+I"));
        QCOMPARE(shortcuts->keyEdit()->keySequence(), QKeySequence(QStringLiteral("Ctrl+I")));
        QVERIFY(shortcuts->chosen().isEmpty());
        // Delete removes sprites in the sprite list and clears the mask elsewhere: giving
        // Clear Mask its Delete back is no clash.
        const int clear = clickRow(shortcuts, QStringLiteral("Clear Mask"));
        QVERIFY(clear >= 0);
        QVERIFY(type(shortcuts, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier));
        QVERIFY(type(shortcuts, Qt::Key_Delete, Qt::NoModifier));
        QVERIFY2(!shortcuts->problemLabel()->isVisible(),
                 qPrintable(shortcuts->problemLabel()->text()));
        QCOMPARE(shortcuts->table()->item(clear, 1)->text(), QStringLiteral("Del"));
    }));
    QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 1);
    QVERIFY(!QSettings().contains(QStringLiteral("shortcuts/keys:Ctrl+I")));
}

void TestShortcutPrefs::resetOneAndAll() {
    MainWindow window;
    QVERIFY(open(window));
    // Two changed...
    QVERIFY(inPreferences(window, [&](ShortcutTable* shortcuts) {
        QVERIFY(clickRow(shortcuts, QStringLiteral("Invert Mask")) >= 0);
        QVERIFY(type(shortcuts, Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier));
        QVERIFY(clickRow(shortcuts, QStringLiteral("Add Channel")) >= 0);
        QVERIFY(type(shortcuts, Qt::Key_J, Qt::ControlModifier));
    }));
    QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 0);
    // ...one back to its default...
    QVERIFY(inPreferences(window, [&](ShortcutTable* shortcuts) {
        const int row = clickRow(shortcuts, QStringLiteral("Invert Mask"));
        QVERIFY(shortcuts->resetButton()->isEnabled());
        QTest::mouseClick(shortcuts->resetButton(), Qt::LeftButton);
        QCOMPARE(shortcuts->table()->item(row, 1)->text(), QStringLiteral("Ctrl+I"));
        QVERIFY(!shortcuts->resetButton()->isEnabled());
    }));
    QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 1);
    QCOMPARE(invertSteps(window, Qt::Key_J, Qt::ControlModifier), 1); // Add Channel
    // ...then all.
    QVERIFY(inPreferences(window, [&](ShortcutTable* shortcuts) {
        QTest::mouseClick(shortcuts->resetAllButton(), Qt::LeftButton);
    }));
    QCOMPARE(invertSteps(window, Qt::Key_J, Qt::ControlModifier), 0);
    QCOMPARE(invertSteps(window, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier), 1);
    QVERIFY(QSettings().childGroups().isEmpty() ||
            !QSettings().childGroups().contains(QStringLiteral("shortcuts")));
}

// Every command of the menus can have keys of the user's: all but the recent files, which
// change as projects open.
void TestShortcutPrefs::everyMenuCommandIsListed() {
    MainWindow window;
    QVERIFY(open(window));
    QStringList missing;
    std::function<void(const QMenu*)> walk = [&](const QMenu* menu) {
        if (menu == window.projects()->recentMenu())
            return;
        for (QAction* action : menu->actions()) {
            if (action->isSeparator())
                continue;
            if (action->menu())
                walk(action->menu());
            else if (!window.shortcuts()->entryOf(action))
                missing << ShortcutMap::plain(action->text());
        }
    };
    for (QAction* top : window.menuBar()->actions())
        walk(top->menu());
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
}

void TestShortcutPrefs::undoIsListedByItsNameNotItsStep() {
    MainWindow window;
    QVERIFY(open(window));
    QCOMPARE(invertSteps(window, Qt::Key_I, Qt::ControlModifier), 1); // Undo now names a step
    QStringList names;
    QVERIFY(inPreferences(window, [&](ShortcutTable* shortcuts) {
        for (int row = 0; row < shortcuts->table()->rowCount(); ++row)
            names << shortcuts->table()->item(row, 0)->text();
    }));
    QVERIFY2(names.contains(QStringLiteral("Undo")), qPrintable(names.join(u',')));
    QVERIFY2(names.contains(QStringLiteral("Redo")), qPrintable(names.join(u',')));
    for (const QString& name : names)
        QVERIFY2(!name.startsWith(QStringLiteral("Undo ")), qPrintable(name));
}

QTEST_MAIN(TestShortcutPrefs)
#include "tst_shortcutprefs.moc"
