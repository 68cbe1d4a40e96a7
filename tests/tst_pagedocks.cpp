// SPDX-License-Identifier: MIT
// Each tab keeps its own docks, switched from the keyboard, and keeps them across runs.
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/mainwindow.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QDockWidget>
#include <QTabWidget>
#include <QTest>

using namespace hitmask;

class TestPageDocks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void eachTabHasItsDocks();

private:
    testing::IsolatedHome home_;
};

void TestPageDocks::eachTabHasItsDocks() {
    {
        MainWindow window;
        QVERIFY(testing::showActive(window));
        auto* pages = window.findChild<QTabWidget*>();
        QCOMPARE(pages->currentIndex(), 0);
        QVERIFY(window.spriteList()->isVisible());
        QVERIFY(window.maskSettings()->isVisible());
        // Ctrl+PgDn: the collision preview, its room to itself.
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(pages->currentIndex(), 1);
        QVERIFY(!window.spriteList()->isVisible());
        QVERIFY(!window.maskSettings()->isVisible());
        QApplication::processEvents(); // the window lays out its new room
        if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
            window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                               QStringLiteral("/collision-tab-own-docks.png"));
        // The Sprites panel opened here stays with this tab.
        window.spriteList()->toggleViewAction()->trigger();
        QVERIFY(window.spriteList()->isVisible());
        // Back in the editor: its panels as they were, the mask panel closed there.
        QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(pages->currentIndex(), 0);
        QVERIFY(window.spriteList()->isVisible());
        QVERIFY(window.maskSettings()->isVisible());
        window.maskSettings()->toggleViewAction()->trigger();
        QVERIFY(!window.maskSettings()->isVisible());
        QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
        QVERIFY(window.spriteList()->isVisible());
        QVERIFY(!window.maskSettings()->isVisible());
        QTest::keyClick(&window, Qt::Key_PageUp, Qt::ControlModifier);
        QVERIFY(!window.maskSettings()->isVisible());
        QVERIFY(window.close());
    }
    // The next run: the same, tab by tab.
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.spriteList()->isVisible());
    QVERIFY(!window.maskSettings()->isVisible());
    QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier);
    QVERIFY(window.spriteList()->isVisible());
    QVERIFY(!window.maskSettings()->isVisible());
    QTest::keyClick(&window, Qt::Key_PageDown, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window.findChild<QTabWidget*>()->currentIndex(), 2);
    QVERIFY(!window.spriteList()->isVisible());
}

QTEST_MAIN(TestPageDocks)
#include "tst_pagedocks.moc"
