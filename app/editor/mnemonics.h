// SPDX-License-Identifier: MIT
// Gives every menu item and dialog control a mnemonic of its own as it is shown, in
// whichever language: a letter the translation chose is kept unless an earlier item has it.
#pragma once

#include <QObject>

class QDialog;
class QMenu;
class QMenuBar;
class QTabWidget;

namespace hitmask {

class Mnemonics final : public QObject {
    Q_OBJECT

public:
    // Watches every menu and dialog of the application (once, however often called).
    static void watchApplication();

    // The letter after the '&' of `text` ("Save &As..." -> 'a'), lower-case; null if none.
    static QChar letterOf(const QString& text);
    // `text` with its '&' before the first letter not in `taken`, word starts first;
    // unchanged when it has one already that is free, or no letter is free.
    static QString withFreeLetter(const QString& text, const QString& taken);

    static void complete(QMenu* menu);
    static void complete(QDialog* dialog);
    // The menu bar and the tabs share Alt: the tabs keep their letters, and a menu whose
    // letter a tab has (or an earlier menu) gets another.
    static void complete(QMenuBar* bar, QTabWidget* tabs);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace hitmask
