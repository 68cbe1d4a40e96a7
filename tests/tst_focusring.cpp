// SPDX-License-Identifier: MIT
// Where the keyboard is shows: the canvas and the lists draw a ring in the highlight
// colour while they have the focus, and only then.
#include "editor/canvas/canvasview.h"
#include "editor/docks/spritelistdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QListWidget>
#include <QTest>

using namespace hitmask;

namespace {

// How many pixels of the widget's outermost two rings are in the highlight colour, as the
// screen shows them.
int ringPixels(QWidget* window, QWidget* view) {
    const QImage shot = window->grab().toImage();
    const QRect area(view->mapTo(window, QPoint(0, 0)), view->size());
    const QColor highlight = view->palette().color(QPalette::Highlight);
    int count = 0;
    for (int x = area.left(); x <= area.right(); ++x)
        for (int y = area.top(); y <= area.bottom(); ++y) {
            const bool edge = x - area.left() < 2 || area.right() - x < 2 || y - area.top() < 2 ||
                              area.bottom() - y < 2;
            if (edge && shot.pixelColor(x, y).rgb() == highlight.rgb())
                ++count;
        }
    return count;
}

} // namespace

class TestFocusRing : public QObject {
    Q_OBJECT

private slots:
    void ringFollowsTheKeyboard();

private:
    testing::IsolatedHome home_;
};

void TestFocusRing::ringFollowsTheKeyboard() {
    QVERIFY(home_.isValid());
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->openDemo());
    CanvasView* canvas = window.canvas();
    QListWidget* sprites = window.spriteList()->list();
    const int canvasEdge = 2 * (canvas->width() + canvas->height()) * 2 - 16;
    const int listEdge = 2 * (sprites->width() + sprites->height()) * 2 - 16;

    canvas->setFocus(Qt::MouseFocusReason);
    QVERIFY(canvas->hasFocus());
    QVERIFY2(ringPixels(&window, canvas) >= canvasEdge,
             qPrintable(QString::number(ringPixels(&window, canvas))));
    QVERIFY(ringPixels(&window, sprites) < listEdge / 2);

    // Clicked, the sprite list takes the keyboard and the ring.
    QTest::mouseClick(sprites->viewport(), Qt::LeftButton, {},
                      sprites->visualItemRect(sprites->item(0)).center());
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(sprites));
    QVERIFY2(ringPixels(&window, sprites) >= listEdge,
             qPrintable(QString::number(ringPixels(&window, sprites))));
    QVERIFY(ringPixels(&window, canvas) < canvasEdge / 2);
}

QTEST_MAIN(TestFocusRing)
#include "tst_focusring.moc"
