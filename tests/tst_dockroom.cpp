// SPDX-License-Identifier: MIT
// The right-hand column of panels: a tall window's room goes to the sprite list, not to
// the history under it, so a project of a dozen sprites reads without scrolling.
#include "editor/docks/spritelistdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"

#include <QApplication>
#include <QDockWidget>
#include <QListWidget>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestDockRoom : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void twelveSpritesShowAtFirst();
    void growingWindowGoesToTheList();

private:
    // Rows of the list shown whole.
    static int wholeRows(const QListWidget& list);
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QStringList paths_;
};

void TestDockRoom::initTestCase() {
    QVERIFY(home_.isValid());
    for (int i = 0; i < 12; ++i) {
        QImage gem(48, 48, QImage::Format_ARGB32);
        gem.fill(Qt::transparent);
        QPainter p(&gem);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor::fromHsv(i * 30, 200, 220));
        p.drawPolygon(QPolygon({QPoint(24, 4), QPoint(44, 24), QPoint(24, 44), QPoint(4, 24)}));
        p.end();
        paths_ << dir_.filePath(QStringLiteral("gem_%1.png").arg(i + 1, 2, 10, QLatin1Char('0')));
        QVERIFY(gem.save(paths_.back()));
    }
}

int TestDockRoom::wholeRows(const QListWidget& list) {
    int rows = 0;
    const QRect room = list.viewport()->rect();
    for (int row = 0; row < list.count(); ++row)
        rows += room.contains(list.visualItemRect(list.item(row))) ? 1 : 0;
    return rows;
}

void TestDockRoom::twelveSpritesShowAtFirst() {
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QSignalSpy current(window.spriteList(), &SpriteListDock::currentSpriteChanged);
    QVERIFY(window.projects()->addSprites(paths_));
    QVERIFY(!current.isEmpty());
    auto* list = window.spriteList()->findChild<QListWidget*>();
    QCOMPARE(list->count(), 12);
    QApplication::processEvents(); // the list lays out its new rows
    const int rows = wholeRows(*list);
    QVERIFY2(rows >= 8, qPrintable(QString::number(rows)));
    // The history keeps a few rows of its own.
    auto* history = window.findChild<QDockWidget*>(QStringLiteral("HistoryDock"));
    QVERIFY(history->widget()->height() >= 60);
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/sprite-list-twelve.png"));
}

// Opened in the default window, then made taller: the list takes most of the new height.
void TestDockRoom::growingWindowGoesToTheList() {
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.projects()->addSprites(paths_));
    auto* list = window.spriteList()->findChild<QListWidget*>();
    auto* history = window.findChild<QDockWidget*>(QStringLiteral("HistoryDock"));
    const int listBefore = list->height();
    const int historyBefore = history->height();
    const int windowBefore = window.height();
    window.resize(window.width(), windowBefore + 300);
    QTRY_VERIFY(window.height() == windowBefore + 300 && list->height() != listBefore);
    const int listGain = list->height() - listBefore;
    const int historyGain = history->height() - historyBefore;
    QVERIFY2(listGain >= 150 && listGain > 2 * historyGain,
             qPrintable(QStringLiteral("%1 %2").arg(listGain).arg(historyGain)));
}

QTEST_MAIN(TestDockRoom)
#include "tst_dockroom.moc"
