// SPDX-License-Identifier: MIT
#include "mnemonics.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>

namespace hitmask {

namespace {

// Where the '&' of `text` is (not "&&"), or -1.
qsizetype ampersandOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) != u'&')
            return i;
        ++i;
    }
    return -1;
}

// One control of a dialog the keyboard reaches through a letter.
struct Labelled {
    QString text;
    std::function<void(const QString&)> setText;
    bool needsLetter; // push buttons: they have no other key
};

// Keeps each item's letter where it is free, then gives the others one.
void share(QList<Labelled>& items) {
    QString taken;
    QList<int> later;
    for (int i = 0; i < items.size(); ++i) {
        const QChar letter = Mnemonics::letterOf(items[i].text);
        if (!letter.isNull() && !taken.contains(letter))
            taken += letter;
        else if (!letter.isNull() || items[i].needsLetter)
            later << i;
    }
    for (int i : later) {
        const QString text = Mnemonics::withFreeLetter(items[i].text, taken);
        if (text == items[i].text)
            continue;
        taken += Mnemonics::letterOf(text);
        items[i].setText(text);
    }
}

} // namespace

void Mnemonics::watchApplication() {
    if (!qApp->findChild<Mnemonics*>(QString(), Qt::FindDirectChildrenOnly))
        qApp->installEventFilter(new Mnemonics(qApp));
}

QChar Mnemonics::letterOf(const QString& text) {
    const qsizetype at = ampersandOf(text);
    return at < 0 ? QChar() : text.at(at + 1).toLower();
}

QString Mnemonics::withFreeLetter(const QString& text, const QString& taken) {
    const QChar own = letterOf(text);
    if (!own.isNull() && !taken.contains(own))
        return text;
    QString bare = text;
    if (const qsizetype at = ampersandOf(text); at >= 0)
        bare.remove(at, 1);
    // A word's first letter reads best, then any letter, then a digit.
    for (int pass = 0; pass < 3; ++pass)
        for (qsizetype i = 0; i < bare.size(); ++i) {
            const QChar c = bare.at(i);
            const bool wordStart = i == 0 || !bare.at(i - 1).isLetterOrNumber();
            const bool fits = pass == 0   ? c.isLetter() && wordStart
                              : pass == 1 ? c.isLetter()
                                          : c.isDigit();
            if (fits && c != u'&' && !taken.contains(c.toLower()) &&
                (i == 0 || bare.at(i - 1) != u'&'))
                return bare.left(i) + u'&' + bare.mid(i);
        }
    return text;
}

void Mnemonics::complete(QMenu* menu) {
    QList<Labelled> items;
    for (QAction* action : menu->actions())
        if (!action->isSeparator() && action->isVisible() && !action->text().isEmpty())
            items.append(
                {action->text(), [action](const QString& t) { action->setText(t); }, true});
    share(items);
}

void Mnemonics::complete(QMenuBar* bar, QTabWidget* tabs) {
    QList<Labelled> items;
    for (int i = 0; i < tabs->count(); ++i)
        items.append(
            {tabs->tabText(i), [tabs, i](const QString& t) { tabs->setTabText(i, t); }, false});
    for (QAction* action : bar->actions())
        if (!action->text().isEmpty())
            items.append(
                {action->text(), [action](const QString& t) { action->setText(t); }, true});
    share(items);
}

void Mnemonics::complete(QDialog* dialog) {
    // A message box without buttons gets its OK as it shows, after this: added here instead.
    if (auto* box = qobject_cast<QMessageBox*>(dialog); box && box->buttons().isEmpty())
        box->addButton(QMessageBox::Ok);
    QList<Labelled> items;
    for (QWidget* widget : dialog->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(dialog) || widget->window() != dialog)
            continue;
        if (auto* button = qobject_cast<QAbstractButton*>(widget);
            button && !button->text().isEmpty())
            items.append({button->text(), [button](const QString& t) { button->setText(t); },
                          qobject_cast<QPushButton*>(button) != nullptr});
        else if (auto* label = qobject_cast<QLabel*>(widget); label && label->buddy())
            items.append({label->text(), [label](const QString& t) { label->setText(t); }, false});
        else if (auto* group = qobject_cast<QGroupBox*>(widget); group && !group->title().isEmpty())
            items.append(
                {group->title(), [group](const QString& t) { group->setTitle(t); }, false});
    }
    share(items);
}

bool Mnemonics::eventFilter(QObject* object, QEvent* event) {
    if (event->type() == QEvent::Show) {
        if (auto* menu = qobject_cast<QMenu*>(object))
            complete(menu);
        else if (auto* dialog = qobject_cast<QDialog*>(object); dialog && dialog->isWindow())
            complete(dialog);
    }
    return false;
}

} // namespace hitmask
