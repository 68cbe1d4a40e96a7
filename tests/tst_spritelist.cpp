// SPDX-License-Identifier: MIT
// The Sprites list: thumbnails all of one size that show a frame, not a sliver of a strip,
// and a list that takes the room a taller window gives.
#include "document/sprite.h"
#include "editor/docks/spritelistdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/gifwriter.h"
#include "support/isolatedhome.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestSpriteList : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void thumbnailsAreUniformAndFit();
    void listGrowsWithTheWindow();

private:
    testing::IsolatedHome home_;
};

void TestSpriteList::thumbnailsAreUniformAndFit() {
    QTemporaryDir dir;
    // A 24-frame walk of 16 x 16 (its art a 384 x 16 strip), a tall still, a small still.
    const QString walk = dir.filePath(QStringLiteral("walk.gif"));
    QFile gif(walk);
    QVERIFY(gif.open(QIODevice::WriteOnly));
    QList<QList<int>> frames;
    QList<int> delays;
    for (int i = 0; i < 24; ++i) {
        QList<int> pixels(256, 3); // white around: the key
        for (int y = 3; y < 13; ++y)
            for (int x = 3; x < 13; ++x)
                pixels[y * 16 + x] = i % 3;
        frames << pixels;
        delays << 10;
    }
    gif.write(testing::writeGif(frames, 16, 16, delays));
    gif.close();
    QImage tall(20, 300, QImage::Format_RGBA8888);
    tall.fill(Qt::blue);
    const QString tallPath = dir.filePath(QStringLiteral("tall.png"));
    QVERIFY(tall.save(tallPath));
    QImage small(6, 6, QImage::Format_RGBA8888);
    small.fill(Qt::green);
    const QString smallPath = dir.filePath(QStringLiteral("small.png"));
    QVERIFY(small.save(smallPath));

    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->addSprites({walk, tallPath, smallPath}));
    QListWidget* list = window.spriteList()->list();
    QCOMPARE(list->count(), 3);
    const int side = list->iconSize().height();
    QList<int> rowHeights;
    for (int row = 0; row < list->count(); ++row) {
        const QIcon icon = list->item(row)->icon();
        const QImage image = icon.pixmap(list->iconSize()).toImage();
        QCOMPARE(image.size(), list->iconSize());
        // The drawn part: at least half the square's side one way or the other.
        int left = image.width(), right = -1, top = image.height(), bottom = -1;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (qAlpha(image.pixel(x, y)) > 0) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
        QVERIFY2((right - left + 1 >= side / 2 && bottom - top + 1 >= side / 2) ||
                     (row == 1 && bottom - top + 1 == side),
                 qPrintable(QStringLiteral("row %1: %2 x %3")
                                .arg(row)
                                .arg(right - left + 1)
                                .arg(bottom - top + 1)));
        rowHeights << list->visualItemRect(list->item(row)).height();
    }
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/sprite-list-thumbnails.png"));
    QCOMPARE(rowHeights[0], rowHeights[1]);
    QCOMPARE(rowHeights[1], rowHeights[2]);
}

// Once the other docks have their own height, the rest of a taller window is the list's.
void TestSpriteList::listGrowsWithTheWindow() {
    MainWindow window;
    window.resize(1200, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QListWidget* list = window.spriteList()->list();
    QApplication::processEvents();
    const int before = list->height();
    window.resize(1200, 1400);
    QTRY_COMPARE(window.height(), 1400);
    QApplication::processEvents();
    // Most of the 400 pixels gained go to the list (the rest lets the others reach their
    // own height).
    QVERIFY2(list->height() - before >= 250,
             qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(list->height())));
}

QTEST_MAIN(TestSpriteList)
#include "tst_spritelist.moc"
