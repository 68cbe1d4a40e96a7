// SPDX-License-Identifier: MIT
// Every menu and dialog can be worked from the keyboard in every language: each menu item
// has a letter of its own, no two controls of a dialog share one, and Alt+letter, letter
// reaches the item it names.
#include "common/translations.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QColorDialog>
#include <QDialog>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using namespace hitmask;

namespace {

// Each problem on a line of its own (a failure message is cut short), then the verdict.
bool report(const QStringList& problems) {
    for (const QString& problem : problems)
        qInfo().noquote() << problem;
    return problems.isEmpty();
}

// The letter after the '&' of `text` ("Save &As..." -> 'a'), lower-case; null if none.
QChar letterOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i; // "&&" is a plain '&'
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

QString quoted(const QString& text) {
    return u'"' + text + u'"';
}

// Problems of one list of items: an item without a letter, two items with one letter.
QStringList clashes(const QString& where, const QList<std::pair<QChar, QString>>& items,
                    bool everyOneNeedsALetter) {
    QStringList problems;
    QMultiHash<QChar, QString> byLetter;
    for (const auto& [letter, text] : items) {
        if (letter.isNull()) {
            if (everyOneNeedsALetter)
                problems << where + QStringLiteral(": no mnemonic: ") + quoted(text);
            continue;
        }
        byLetter.insert(letter, text);
    }
    for (const QChar letter : byLetter.uniqueKeys()) {
        QStringList texts = byLetter.values(letter);
        if (texts.size() > 1) {
            texts.sort();
            for (QString& t : texts)
                t = quoted(t);
            problems << where + QStringLiteral(": Alt+%1 reaches ").arg(letter.toUpper()) +
                            texts.join(QStringLiteral(" and "));
        }
    }
    return problems;
}

QString plain(QString text) {
    return text.replace(QLatin1String("&&"), QLatin1String("\x01"))
        .remove(u'&')
        .replace(QLatin1String("\x01"), QLatin1String("&"));
}

// The items of one menu (or context menu) and of its submenus, each checked on its own.
QStringList checkMenu(const QString& where, const QList<QAction*>& actions) {
    QList<std::pair<QChar, QString>> items;
    QStringList problems;
    for (QAction* action : actions) {
        if (action->isSeparator() || !action->isVisible() || action->text().isEmpty())
            continue;
        items.append({letterOf(action->text()), action->text()});
    }
    return clashes(where, items, true) + problems;
}

// What the keyboard reaches in a dialog: buttons, check boxes, labels of a field, group
// titles. Push buttons must each have a letter.
QStringList checkDialog(const QString& where, const QWidget* dialog) {
    QList<std::pair<QChar, QString>> items;
    QStringList problems;
    for (const QWidget* widget : dialog->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(dialog) || widget->window() != dialog)
            continue;
        QString text;
        if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
            text = button->text();
        else if (const auto* label = qobject_cast<const QLabel*>(widget); label && label->buddy())
            text = label->text();
        else if (const auto* group = qobject_cast<const QGroupBox*>(widget))
            text = group->title();
        if (text.isEmpty())
            continue;
        items.append({letterOf(text), text});
        if (qobject_cast<const QPushButton*>(widget) && letterOf(text).isNull())
            problems << where + QStringLiteral(": button without a mnemonic: ") + quoted(text);
    }
    return problems + clashes(where, items, false);
}

// Shows `menu` as the user opens it, checks it, and then each of its submenus.
QStringList checkShownMenu(const QString& where, QMenu* menu, QSet<QMenu*>& visited) {
    visited.insert(menu);
    menu->popup(QPoint(0, 0));
    QStringList problems = checkMenu(where, menu->actions());
    for (QAction* action : menu->actions())
        if (QMenu* sub = action->menu(); sub && action->isVisible())
            problems << checkShownMenu(where + QStringLiteral(" > ") + plain(sub->title()), sub,
                                       visited);
    menu->close();
    return problems;
}

QStringList checkWindowMenus(const QString& language, MainWindow& window) {
    QStringList problems;
    QSet<QMenu*> visited;
    QList<QAction*> tops = window.menuBar()->actions();
    // The tabs' letters are the window's too: they and the menu bar share Alt (the docks'
    // tabs have none).
    QList<QAction*> bar = tops;
    QList<QAction*> tabs;
    for (QTabBar* tabBar : window.findChildren<QTabBar*>())
        for (int i = 0; tabBar->isVisible() && i < tabBar->count(); ++i)
            if (!letterOf(tabBar->tabText(i)).isNull())
                tabs << new QAction(tabBar->tabText(i), &window);
    problems << checkMenu(language + QStringLiteral(": menu bar and tabs"), bar + tabs);
    qDeleteAll(tabs);
    for (QAction* top : tops)
        if (QMenu* menu = top->menu())
            problems << checkShownMenu(language + QStringLiteral(": menu ") + plain(menu->title()),
                                       menu, visited);
    // Context menus: widgets that offer their actions, as the right button opens them.
    for (QWidget* widget : window.findChildren<QWidget*>()) {
        if (widget->contextMenuPolicy() != Qt::ActionsContextMenu || widget->actions().isEmpty())
            continue;
        const QString where = language + QStringLiteral(": context menu of ") +
                              widget->metaObject()->className() + u' ' + widget->objectName();
        QTimer::singleShot(0, widget, [&problems, where] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu) {
                problems << where + QStringLiteral(": did not open");
                return;
            }
            problems << checkMenu(where, menu->actions());
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Keyboard, QPoint(1, 1),
                                widget->mapToGlobal(QPoint(1, 1)));
        QApplication::sendEvent(widget, &event);
    }
    // Menus of their own (a button's, a panel's).
    for (QMenu* menu : window.findChildren<QMenu*>())
        if (!visited.contains(menu) && !menu->actions().isEmpty())
            problems << checkShownMenu(language + QStringLiteral(": menu ") + plain(menu->title()) +
                                           QStringLiteral(" of ") +
                                           menu->parent()->metaObject()->className(),
                                       menu, visited);
    return problems;
}

// Checks each dialog as it shows, then closes it, as Escape would.
class DialogWatch : public QObject {
public:
    explicit DialogWatch(const QString& language)
        : language_(language) {
        qApp->installEventFilter(this);
    }
    QStringList problems;
    QStringList seen;

protected:
    bool eventFilter(QObject* object, QEvent* event) override {
        auto* dialog = qobject_cast<QDialog*>(object);
        if (event->type() != QEvent::Show || !dialog || !dialog->isWindow())
            return false;
        // After the dialog's own show handling, as the user sees it.
        QTimer::singleShot(0, dialog, [this, dialog] {
            const bool qts = qobject_cast<QFileDialog*>(dialog) ||
                             qobject_cast<QColorDialog*>(dialog); // Qt's own
            const QString where = language_ + QStringLiteral(": dialog ") +
                                  quoted(dialog->windowTitle()) + u' ' +
                                  dialog->metaObject()->className();
            seen << where;
            if (!qts)
                problems << checkDialog(where, dialog);
            // Each page of a dialog's tabs, with the buttons around them.
            for (QTabWidget* pages : dialog->findChildren<QTabWidget*>())
                for (int i = 1; !qts && i < pages->count(); ++i) {
                    pages->setCurrentIndex(i);
                    problems << checkDialog(where + QStringLiteral(", page ") +
                                                quoted(plain(pages->tabText(i))),
                                            dialog);
                }
            dialog->reject();
        });
        return false;
    }

private:
    QString language_;
};

bool speak(const QString& language) {
    return installTranslations(*qApp, language).startsWith(language.left(2));
}

// The demo project, so that every menu is populated.
bool showDemo(MainWindow& window) {
    return testing::showActive(window) && window.projects()->openDemo();
}

} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data();
    void initTestCase();
    void init();
    void cleanup();
    void menus();
    void dialogs();
    void altLettersReachTheirItems();

private:
    testing::IsolatedHome home_;
};

void TestMnemonics::initTestCase() {
    QVERIFY(home_.isValid());
}

// Each test in its language.
void TestMnemonics::init() {
    QFETCH_GLOBAL(QString, language);
    QVERIFY(speak(language));
}

void TestMnemonics::cleanup() {
    for (QTranslator* t : qApp->findChildren<QTranslator*>())
        delete t; // which also uninstalls it
}

// Every test in each language.
void TestMnemonics::initTestCase_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << "en";
    QTest::newRow("de") << "de";
    QTest::newRow("pt_BR") << "pt_BR";
}

void TestMnemonics::menus() {
    QFETCH_GLOBAL(QString, language);
    MainWindow window; // its texts in that language (init)
    QVERIFY(showDemo(window));
    const QStringList problems = checkWindowMenus(language, window);
    QVERIFY2(report(problems), "the problems are listed above");
}

// Each dialog the menus open (with a project open, so that they all can), and the
// question before unsaved work is closed.
void TestMnemonics::dialogs() {
    QFETCH_GLOBAL(QString, language);
    MainWindow window; // its texts in that language (init)
    QVERIFY(showDemo(window));
    DialogWatch watch(language);
    QList<QAction*> opening;
    std::function<void(QMenu*)> collect = [&](QMenu* menu) {
        emit menu->aboutToShow();
        for (QAction* action : menu->actions()) {
            if (action->menu())
                collect(action->menu());
            else if (action->isEnabled() &&
                     (action->text().endsWith(QLatin1String("...")) ||
                      action->text().endsWith(QChar(0x2026)) ||
                      action->shortcut() == QKeySequence(QKeySequence::HelpContents) ||
                      action->menuRole() == QAction::AboutRole ||
                      action->text().contains(QLatin1String("Hitmask"))))
                opening << action;
        }
    };
    for (QAction* top : window.menuBar()->actions())
        if (top->menu())
            collect(top->menu());
    for (QAction* action : opening)
        action->trigger();
    // Unsaved work: the question before a new project.
    window.projects()->newAction()->trigger(); // the demo is not modified: no question
    window.projects()->document()->undoStack()->push(new QUndoCommand(QStringLiteral("edit")));
    window.projects()->newAction()->trigger();
    QVERIFY2(watch.seen.size() >= 6, qPrintable(watch.seen.join(u'\n')));
    QVERIFY2(report(watch.problems), "the problems are listed above");
}

// Alt and a menu's letter open it; the item's letter then triggers that item and no other.
// Every item but the File menu's (which would close the project) is tried; the dialogs
// some open are closed again.
void TestMnemonics::altLettersReachTheirItems() {
    QFETCH_GLOBAL(QString, language);
    MainWindow window; // its texts in that language (init)
    QVERIFY(showDemo(window));
    DialogWatch closer(language);
    QStringList problems;
    int reached = 0;
    const auto press = [](QWidget* to, QChar letter, Qt::KeyboardModifiers modifiers) {
        QTest::sendKeyEvent(QTest::Click, to, Qt::Key(letter.toUpper().unicode()),
                            modifiers & Qt::AltModifier ? QString() : QString(letter), modifiers);
    };
    const QList<QAction*> tops = window.menuBar()->actions();
    for (QAction* top : tops.mid(1)) {
        QMenu* menu = top->menu();
        emit menu->aboutToShow();
        for (QAction* item : menu->actions()) {
            if (item->isSeparator() || !item->isVisible() || !item->isEnabled() || item->menu())
                continue;
            QSignalSpy triggered(item, &QAction::triggered);
            // From the canvas, where the keyboard is after a click on it.
            window.showPage(0);
            window.activateWindow();
            if (!QTest::qWaitForWindowActive(&window)) {
                problems << language + QStringLiteral(": the window does not become active");
                break;
            }
            window.canvas()->setFocus(Qt::MouseFocusReason);
            QWidget* focus = QApplication::focusWidget();
            if (!focus) {
                problems << language + QStringLiteral(": the keyboard is nowhere");
                break;
            }
            press(focus, letterOf(top->text()), Qt::AltModifier);
            if (QApplication::activePopupWidget() != menu) {
                problems << language +
                                QStringLiteral(": Alt+%1 does not open the menu %2")
                                    .arg(letterOf(top->text()).toUpper(), plain(top->text()));
                break;
            }
            // The letter the item has as the menu shows, in this language.
            press(menu, letterOf(item->text()), Qt::NoModifier);
            if (triggered.size() == 1)
                ++reached;
            else
                problems << language + QStringLiteral(": Alt+%1, %2 does not reach %3 > %4")
                                           .arg(letterOf(top->text()).toUpper(),
                                                letterOf(item->text()).toUpper(),
                                                plain(top->text()), plain(item->text()));
            // As the user leaves a menu: Escape until no menu is open or highlighted.
            while (QWidget* popup = QApplication::activePopupWidget())
                QTest::keyClick(popup, Qt::Key_Escape);
            if (window.menuBar()->activeAction())
                QTest::keyClick(window.menuBar(), Qt::Key_Escape);
        }
    }
    QVERIFY2(report(problems), "the problems are listed above");
    QVERIFY2(reached > 30, qPrintable(QString::number(reached)));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
