// SPDX-License-Identifier: MIT
// Room for forty sprites in the main window's Sprites list: how many rows it shows at
// 1280 x 800 and 1600 x 1000, a list that keeps its height as more sprites are chosen,
// and the folder names the sort by folder shows between its groups.
#include "editor/docks/masksettingsdock.h"
#include "editor/editfocus.h"
#include "support/fortysprites.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

// Layouts post further layouts, and the window then re-fits its panels: a few rounds.
void settle() {
    for (int round = 0; round < 6; ++round)
        QApplication::processEvents();
}

} // namespace

class TestSpriteRoom : public QObject, private FortySprites {
    Q_OBJECT

private slots:
    void initTestCase() { FortySprites::initTestCase(); }
    void init() { FortySprites::init(); }
    void cleanup() { FortySprites::cleanup(); }
    void rowsShown_data();
    void rowsShown();
    void heightKeptAsMoreAreChosen();
    void folderNamesOnce();
    void shiftAcrossFolders();

private:
    void sortByFolder();
    void raiseMask(MainWindow& window) {
        window.findChild<QDockWidget*>(QStringLiteral("MaskDock"))->raise();
        settle();
    }
};

void TestSpriteRoom::rowsShown_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("least");
    QTest::newRow("1280x800") << QSize(1280, 800) << 8;
    QTest::newRow("1600x1000") << QSize(1600, 1000) << 12;
}

// A new window of that size, as on a first start, with the Mask panel in front of
// Channels and one step in the history.
void TestSpriteRoom::rowsShown() {
    QFETCH(QSize, size);
    QFETCH(int, least);
    cleanup();
    MainWindow window;
    QVERIFY(showActive(window, size));
    QVERIFY(window.projects()->addSprites(paths_));
    QCOMPARE(window.spriteList()->list()->count(), 40);
    raiseMask(window);
    const int rows = wholeRows(window.spriteList()->list());
    QListWidget* shown = window.spriteList()->list();
    const auto pick = [&](int r, Qt::KeyboardModifiers modifiers) {
        QTest::mouseClick(shown->viewport(), Qt::LeftButton, modifiers,
                          shown->visualItemRect(shown->item(r)).center());
        settle();
    };
    // The list keeps its height as a second and third sprite are chosen, and so does the
    // Mask panel above it ask for the same room.
    pick(1, Qt::NoModifier);
    const int one = shown->height();
    const int maskOne = window.maskSettings()->widget()->sizeHint().height();
    pick(3, Qt::ShiftModifier);
    QCOMPARE(window.focus()->selectedSprites().size(), 3);
    QCOMPARE(shown->height(), one);
    QCOMPARE(window.maskSettings()->widget()->sizeHint().height(), maskOne);
    QVERIFY2(rows >= least, qPrintable(QStringLiteral("%1 rows").arg(rows)));
    window.projects()->document()->undoStack()->setClean();
}

void TestSpriteRoom::heightKeptAsMoreAreChosen() {
    for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)}) {
        window_->resize(size);
        raiseMask(*window_);
        click(row(QStringLiteral("hero01")));
        settle();
        const int one = list()->height();
        click(row(QStringLiteral("hero03")), Qt::ShiftModifier);
        settle();
        QCOMPARE(window_->focus()->selectedSprites().size(), 3);
        QCOMPARE(list()->height(), one);
        click(row(QStringLiteral("hero02")));
        settle();
        QCOMPARE(list()->height(), one);
    }
}

void TestSpriteRoom::sortByFolder() {
    QComboBox* sort = window_->spriteList()->sortBox();
    sort->setFocus();
    QTest::keyClick(sort, Qt::Key_Down);
    QTest::keyClick(sort, Qt::Key_Down);
    QCOMPARE(sort->currentIndex(), 2);
}

// Each folder's name once, before its sprites, in order; a filter hides a folder whose
// sprites it hides all.
void TestSpriteRoom::folderNamesOnce() {
    sortByFolder();
    QStringList expected;
    expected << QStringLiteral("enemies") << names_.mid(10, 10) << QStringLiteral("heroes")
             << names_.mid(0, 10) << QStringLiteral("items") << names_.mid(20);
    const auto shown = [this] {
        QStringList rows;
        for (int r = 0; r < list()->count(); ++r)
            if (!list()->item(r)->isHidden())
                rows << list()->item(r)->text();
        return rows;
    };
    QCOMPARE(shown(), expected);
    // A folder's row is no sprite: never chosen, never in focus.
    const int enemies = int(expected.indexOf(QStringLiteral("enemies")));
    QVERIFY(!(list()->item(enemies)->flags() & Qt::ItemIsSelectable));
    QTest::keyClicks(window_->spriteList()->filterBox(), QStringLiteral("hero0"));
    QCOMPARE(shown(), QStringList{QStringLiteral("heroes")} + names_.mid(0, 10));
    QCOMPARE(window_->spriteList()->countLabel()->text(), QStringLiteral("10 of 40"));
    window_->spriteList()->filterBox()->clear();
    window_->spriteList()->setSort(SpriteListDock::Sort::Project);
    QCOMPARE(shown(), names_);
}

// Shift+click from enemy08 to hero01 chooses enemy08, enemy09, hero00 and hero01; the
// keyboard walks over the folder's row from one sprite to the next.
void TestSpriteRoom::shiftAcrossFolders() {
    sortByFolder();
    click(row(QStringLiteral("enemy08")));
    click(row(QStringLiteral("hero01")), Qt::ShiftModifier);
    QList<int> expected;
    for (const char* name : {"enemy08", "enemy09", "hero00", "hero01"})
        expected << idOf(QString::fromLatin1(name));
    QList<int> chosen = window_->focus()->selectedSprites();
    std::sort(chosen.begin(), chosen.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(chosen, expected);
    QCOMPARE(window_->spriteList()->selectedSpriteIds().size(), 4);
    // Down from the folder's last sprite: the next folder's first.
    click(row(QStringLiteral("enemy09")));
    QTest::keyClick(list(), Qt::Key_Down);
    QCOMPARE(window_->focus()->sprite()->name(), QStringLiteral("hero00"));
    QTest::keyClick(list(), Qt::Key_Up);
    QCOMPARE(window_->focus()->sprite()->name(), QStringLiteral("enemy09"));
    // Shift+Down over the folder's row: two sprites chosen.
    QTest::keyClick(list(), Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(window_->focus()->selectedSprites().size(), 2);
    QCOMPARE(window_->focus()->sprite()->name(), QStringLiteral("hero00"));
    window_->spriteList()->setSort(SpriteListDock::Sort::Project);
}

QTEST_MAIN(TestSpriteRoom)
#include "tst_spriteroom.moc"
