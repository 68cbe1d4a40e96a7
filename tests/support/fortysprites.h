// SPDX-License-Identifier: MIT
// Forty small sprites in three folders (heroes/hero00..09, enemies/enemy00..09,
// items/item00..19), each pixel its own colour and alpha, and a window that has them as a
// saved project, with the clicks that choose them in the Sprites list: what the sprite
// list's tests share.
#pragma once

#include "document/projectdocument.h"
#include "editor/docks/spritelistdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "isolatedhome.h"
#include "shownwindow.h"

#include <QDir>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <functional>
#include <memory>

namespace hitmask::testing {

// The art of sprite `i`: every pixel its own colour and alpha, so that each rule gives
// another mask.
inline QColor pixelOf(int i, int x, int y) {
    return QColor((x * 37 + i * 11) % 256, (y * 53) % 256, ((x + y) * 29 + i) % 256,
                  (x * 32 + y * 3 + i) % 256);
}

constexpr int kSide = 8;

// The rows of `list` shown wholly inside its viewport.
inline int wholeRows(const QListWidget* list) {
    int rows = 0;
    for (int r = 0; r < list->count(); ++r)
        if (!list->item(r)->isHidden() &&
            list->viewport()->rect().contains(list->visualItemRect(list->item(r))))
            ++rows;
    return rows;
}

class FortySprites {
protected:
    QListWidget* list() const { return window_->spriteList()->list(); }
    ProjectDocument* document() const { return window_->projects()->document(); }
    QUndoStack* stack() const { return document()->undoStack(); }
    // The steps since the forty sprites were added.
    int steps() const { return stack()->count() - added_; }
    const Sprite* spriteNamed(const QString& name) const { return document()->sprite(idOf(name)); }

    // Writes the images (from initTestCase).
    void initTestCase() {
        QVERIFY(home_.isValid());
        QVERIFY(dir_.isValid());
        const std::pair<const char*, int> groups[] = {
            {"heroes/hero", 10}, {"enemies/enemy", 10}, {"items/item", 20}};
        for (const auto& [prefix, count] : groups)
            for (int n = 0; n < count; ++n) {
                const QString relative =
                    QStringLiteral("%1%2.png").arg(prefix).arg(n, 2, 10, QChar(u'0'));
                const int i = int(names_.size());
                QImage image(kSide, kSide, QImage::Format_RGBA8888);
                for (int y = 0; y < kSide; ++y)
                    for (int x = 0; x < kSide; ++x)
                        image.setPixelColor(x, y, pixelOf(i, x, y));
                QVERIFY(QDir(dir_.path()).mkpath(QFileInfo(relative).path()));
                QVERIFY(image.save(dir_.filePath(relative)));
                names_ << QFileInfo(relative).completeBaseName();
                paths_ << dir_.filePath(relative);
            }
        QCOMPARE(names_.size(), 40);
    }

    // A window with the forty sprites, saved as a project (from init).
    void init() {
        window_ = std::make_unique<MainWindow>();
        QVERIFY(showActive(*window_, QSize(1600, 1000)));
        QVERIFY(window_->projects()->addSprites(paths_));
        QVERIFY(window_->projects()->saveAs(dir_.filePath(QStringLiteral("forty.hitmask"))));
        QCOMPARE(list()->count(), 40);
        added_ = stack()->count();
    }

    void cleanup() {
        if (window_)
            window_->projects()->document()->undoStack()->setClean(); // no question on close
        window_.reset();
    }

    int row(const QString& name) const {
        for (int r = 0; r < list()->count(); ++r)
            if (list()->item(r)->text() == name)
                return r;
        return -1;
    }

    void click(int r, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        list()->scrollToItem(list()->item(r));
        QTest::mouseClick(list()->viewport(), Qt::LeftButton, modifiers,
                          list()->visualItemRect(list()->item(r)).center());
    }

    // The first clicked, the others Ctrl+clicked.
    void choose(const QStringList& names) {
        click(row(names.front()));
        for (qsizetype i = 1; i < names.size(); ++i)
            click(row(names[i]), Qt::ControlModifier);
    }

    int idOf(const QString& name) const {
        for (const auto& sprite : document()->sprites())
            if (sprite->name() == name)
                return sprite->id();
        return -1;
    }

    // Whether the sprite's solid mask is, pixel for pixel, `solid(i, x, y)`.
    bool maskIs(const QString& name, const std::function<bool(int, int, int)>& solid) const {
        const Sprite* sprite = spriteNamed(name);
        const int i = int(names_.indexOf(name));
        if (!sprite || i < 0)
            return false;
        const Mask& mask = sprite->frames().front().solid().effective;
        for (int y = 0; y < kSide; ++y)
            for (int x = 0; x < kSide; ++x)
                if (mask.test(x, y) != solid(i, x, y))
                    return false;
        return true;
    }

    IsolatedHome home_;
    QTemporaryDir dir_;
    QStringList names_; // hero00..hero09, enemy00..enemy09, item00..item19
    QStringList paths_;
    std::unique_ptr<MainWindow> window_;
    int added_ = 0;
};

} // namespace hitmask::testing
