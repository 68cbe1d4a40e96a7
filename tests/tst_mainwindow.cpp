// SPDX-License-Identifier: MIT
// The main window opens the demo and survives bad files.
#include "editor/mainwindow.h"
#include "editor/maskpreview.h"

#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensTheDemo();
    void badFileKeepsTheCurrentSprite();
};

void TestMainWindow::opensTheDemo() {
    hitmask::MainWindow window;
    window.openDemo();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.windowTitle().endsWith(QStringLiteral("Hitmask")));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("48 x 40")));
    const QImage shot = window.grab().toImage();
    QVERIFY(!shot.isNull());
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        shot.save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                  QStringLiteral("/mainwindow.png"));
}

void TestMainWindow::badFileKeepsTheCurrentSprite() {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("broken.png"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("\x89PNG\r\n\x1a\n not really");
    file.close();

    hitmask::MainWindow window;
    window.openDemo();
    const QString title = window.windowTitle();
    QVERIFY(!window.openSprite(bad));
    QCOMPARE(window.windowTitle(), title);
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("broken.png")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
