// SPDX-License-Identifier: MIT
// The Sprites list at forty sprites, driven by keys and mouse: the filter (typing, Ctrl+F,
// Escape), choosing with Shift and Ctrl, and the sorts; screenshots in three languages.
#include "common/translations.h"
#include "document/commands/setchannelrule.h"
#include "editor/editfocus.h"
#include "support/fortysprites.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTranslator>

using namespace hitmask;
using namespace hitmask::testing;

class TestSpriteFilter : public QObject, private FortySprites {
    Q_OBJECT

private slots:
    void initTestCase() { FortySprites::initTestCase(); }
    void init() { FortySprites::init(); }
    void cleanup() { FortySprites::cleanup(); }
    void filterByTyping();
    void ctrlFAndEscape();
    void shiftAndCtrlChoose();
    void sortByNameAndFolder();
    void screenshots_data();
    void screenshots();
};

void TestSpriteFilter::filterByTyping() {
    QLineEdit* filter = window_->spriteList()->filterBox();
    QLabel* count = window_->spriteList()->countLabel();
    QVERIFY(!count->isVisible());
    QTest::mouseClick(filter, Qt::LeftButton);
    QTest::keyClicks(filter, QStringLiteral("HERO"));
    const auto shown = [this] {
        QStringList names;
        for (int r = 0; r < list()->count(); ++r)
            if (!list()->item(r)->isHidden())
                names << list()->item(r)->text();
        return names;
    };
    QCOMPARE(shown(), names_.mid(0, 10));
    QVERIFY(count->isVisible());
    QCOMPARE(count->text(), QStringLiteral("10 of 40"));
    // The folder: every sprite under items/, by the path from the project's folder.
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("items") + QDir::separator() + QStringLiteral("item1"));
    QStringList expected;
    for (const QString& name : names_)
        if (name.startsWith(QLatin1String("item1")))
            expected << name;
    QCOMPARE(shown(), expected);
    QCOMPARE(count->text(), QStringLiteral("%1 of 40").arg(expected.size()));
    // The sprite on the canvas is one the list shows.
    QVERIFY(expected.contains(window_->focus()->sprite()->name()));
    // Nothing of the document changed.
    QCOMPARE(steps(), 0);
    QVERIFY(!document()->isModified());
}

void TestSpriteFilter::ctrlFAndEscape() {
    QLineEdit* filter = window_->spriteList()->filterBox();
    click(3);
    QVERIFY(list()->hasFocus());
    QTest::keyClick(list(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(filter->hasFocus());
    QTest::keyClicks(filter, QStringLiteral("enemy0"));
    int shown = 0;
    for (int r = 0; r < list()->count(); ++r)
        shown += list()->item(r)->isHidden() ? 0 : 1;
    QCOMPARE(shown, 10);
    QTest::keyClick(filter, Qt::Key_Escape);
    QVERIFY(filter->text().isEmpty());
    QVERIFY(list()->hasFocus());
    for (int r = 0; r < list()->count(); ++r)
        QVERIFY(!list()->item(r)->isHidden());
    QVERIFY(!window_->spriteList()->countLabel()->isVisible());
    // From anywhere in the panel: the sort box.
    window_->spriteList()->sortBox()->setFocus();
    QTest::keyClick(window_->spriteList()->sortBox(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(filter->hasFocus());
    // The list's context menu is the Sprite menu.
    QTest::keyClick(filter, Qt::Key_Escape);
    emit list()->customContextMenuRequested(list()->visualItemRect(list()->item(2)).center());
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    QVERIFY(menu);
    QCOMPARE(menu, window_->findChild<QMenu*>(QStringLiteral("spriteMenu")));
    menu->close();
}

void TestSpriteFilter::shiftAndCtrlChoose() {
    click(row(QStringLiteral("hero02")));
    click(row(QStringLiteral("hero06")), Qt::ShiftModifier);
    click(row(QStringLiteral("item04")), Qt::ControlModifier);
    QList<int> expected;
    for (const char* name : {"hero02", "hero03", "hero04", "hero05", "hero06", "item04"})
        expected << idOf(QString::fromLatin1(name));
    QList<int> chosen = window_->focus()->selectedSprites();
    // The sprite in focus first (the last clicked), then the others.
    QCOMPARE(chosen.front(), idOf(QStringLiteral("item04")));
    std::sort(chosen.begin(), chosen.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(chosen, expected);
    // A filter that hides some of them leaves them out of the choice.
    QTest::keyClicks(window_->spriteList()->filterBox(), QStringLiteral("hero"));
    QCOMPARE(window_->focus()->selectedSprites().size(), 5);
}

void TestSpriteFilter::sortByNameAndFolder() {
    QComboBox* sort = window_->spriteList()->sortBox();
    const auto rows = [this] {
        QStringList names;
        for (int r = 0; r < list()->count(); ++r)
            names << list()->item(r)->text();
        return names;
    };
    QCOMPARE(rows(), names_); // the project's order
    click(row(QStringLiteral("item05")));
    sort->setFocus();
    QTest::keyClick(sort, Qt::Key_Down); // By name
    QStringList byName = names_;
    std::sort(byName.begin(), byName.end());
    QCOMPARE(rows(), byName);
    QCOMPARE(list()->currentItem()->text(), QStringLiteral("item05"));
    QTest::keyClick(sort, Qt::Key_Down); // By folder: enemies, heroes, items, each named
    QCOMPARE(rows(), QStringList{QStringLiteral("enemies")} + names_.mid(10, 10) +
                         QStringList{QStringLiteral("heroes")} + names_.mid(0, 10) +
                         QStringList{QStringLiteral("items")} + names_.mid(20));
    // The project's order did not change, and a new list sorts the same way.
    QStringList order;
    for (const auto& sprite : document()->sprites())
        order << sprite->name();
    QCOMPARE(order, names_);
    QCOMPARE(steps(), 0);
    SpriteListDock another;
    another.setDocument(document());
    QCOMPARE(another.sortBox()->currentIndex(), 2);
    QCOMPARE(another.list()->item(1)->text(), QStringLiteral("enemy00"));
    sort->setCurrentIndex(0); // back to the project's order for the other tests
}

// The dock with forty sprites, filtered and three chosen, then the window sorted by
// folder, in each language: saved when HITMASK_SCREENSHOT_DIR is set.
void TestSpriteFilter::screenshots_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "pt_BR"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestSpriteFilter::screenshots() {
    QFETCH(QString, language);
    const QString folder = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (folder.isEmpty())
        QSKIP("HITMASK_SCREENSHOT_DIR is not set");
    for (QTranslator* earlier : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(earlier);
        delete earlier;
    }
    QVERIFY(installTranslations(*qApp, language).startsWith(language));
    for (const QSize size : {QSize(1600, 1000), QSize(1280, 800)}) {
        MainWindow window;
        QVERIFY(testing::showActive(window, size));
        QVERIFY(window.projects()->addSprites(paths_));
        QVERIFY(window.projects()->saveAs(dir_.filePath(QStringLiteral("shots.hitmask"))));
        QListWidget* shots = window.spriteList()->list();
        QTest::keyClicks(window.spriteList()->filterBox(), QStringLiteral("hero"));
        for (int r = 3; r < 6; ++r)
            shots->item(r)->setSelected(true);
        // Another threshold in one of them: the Mask panel shows "—".
        ProjectDocument* doc = window.projects()->document();
        ChannelRule rule;
        rule.image.threshold = 40;
        doc->undoStack()->push(
            new SetChannelRule(doc, shots->item(4)->data(Qt::UserRole).toInt(), 0, rule));
        const QString name = QStringLiteral("%1/spritelist-%2-%3x%4")
                                 .arg(folder, language)
                                 .arg(size.width())
                                 .arg(size.height());
        QVERIFY(window.grab().save(name + QStringLiteral("-window.png")));
        QVERIFY(window.spriteList()->grab().save(name + QStringLiteral(".png")));
        auto* menu = window.findChild<QMenu*>(QStringLiteral("spriteMenu"));
        menu->popup(window.mapToGlobal(QPoint(100, 100)));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        QVERIFY(menu->grab().save(name + QStringLiteral("-menu.png")));
        menu->close();
        // Sorted by folder, the whole list, with the Mask panel in front: the folders'
        // names and the rows the column leaves the list.
        QTest::keyClick(window.spriteList()->filterBox(), Qt::Key_Escape);
        window.spriteList()->setSort(SpriteListDock::Sort::Folder);
        shots->setCurrentRow(9);
        for (int r = 9; r < 14; ++r)
            shots->item(r)->setSelected(true); // the folder's row is never chosen
        window.findChild<QDockWidget*>(QStringLiteral("MaskDock"))->raise();
        for (int round = 0; round < 6; ++round)
            QApplication::processEvents();
        QVERIFY(window.grab().save(name + QStringLiteral("-byfolder.png")));
        window.spriteList()->setSort(SpriteListDock::Sort::Project);
        window.projects()->document()->undoStack()->setClean();
    }
}

QTEST_MAIN(TestSpriteFilter)
#include "tst_spritefilter.moc"
