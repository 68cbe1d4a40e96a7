// SPDX-License-Identifier: MIT
// The status bar reads the tab in front: the canvas's zoom and counts on the editor, the
// collision preview's zoom and overlap there, the scene's zoom and pairs on the scene.
#include "common/translations.h"
#include "document/projectdocument.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/openimagequestion.h"
#include "editor/preview/collisionview.h"
#include "editor/preview/previewpanel.h"
#include "editor/projectcontroller.h"
#include "editor/scene/scenemodel.h"
#include "editor/scene/scenepanel.h"
#include "editor/scene/sceneview.h"
#include "editor/slicingdialog.h"
#include "editor/statusreadout.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;

class TestStatusReadout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void readsTheTabInFront();
    // With HITMASK_SCREENSHOT_DIR (and HITMASK_SCREENSHOT_LANGUAGE): the window on each
    // tab with its status bar, the Slice dialog over the demo frog's cut, the open-image
    // question and the scene's note on pairs left to their boxes.
    void screenshots();

private:
    testing::IsolatedHome home_;
};

namespace {

void clickTab(QTabWidget* pages, int index) {
    QTabBar* bar = pages->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
}

// Pixels two w x h squares at `a` and `b` share, from their corners.
long long sharedArea(QPoint a, QPoint b, int w, int h) {
    const long long x = std::min(a.x(), b.x()) + w - std::max(a.x(), b.x());
    const long long y = std::min(a.y(), b.y()) + h - std::max(a.y(), b.y());
    return std::max(0LL, x) * std::max(0LL, y);
}

} // namespace

void TestStatusReadout::readsTheTabInFront() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("square.png"));
    QImage square(20, 20, QImage::Format_RGBA8888);
    square.fill(Qt::red);
    QVERIFY(square.save(path));
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({path}));
    auto* pages = window.findChild<QTabWidget*>();
    QVERIFY(pages);
    StatusReadout* readout = window.readout();
    const QLocale locale;
    const QString canvasZoom = window.canvas()->zoomLevel().text();
    QVERIFY(readout->text().contains(canvasZoom));
    QVERIFY(readout->text().contains(QStringLiteral("Solid: %1").arg(locale.toString(400))));

    // The collision preview: its zoom and the overlapping pixels of its pair.
    clickTab(pages, 1);
    QCOMPARE(pages->currentWidget(), window.preview());
    CollisionView* view = window.preview()->view();
    const int id = window.projects()->document()->sprites().front()->id();
    window.preview()->showProjectSprite(CollisionView::SpriteA, id);
    window.preview()->showProjectSprite(CollisionView::SpriteB, id);
    view->setFocus();
    QSignalSpy reported(view, &CollisionView::reportChanged);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Left);
    QVERIFY(reported.count() >= 2);
    const long long overlap = sharedArea(view->position(CollisionView::SpriteA),
                                         view->position(CollisionView::SpriteB), 20, 20);
    QVERIFY(overlap > 0);
    QSignalSpy zoomed(view, &CollisionView::zoomChanged);
    view->zoomIn();
    QCOMPARE(zoomed.count(), 1);
    QVERIFY(view->zoomLevel().text() != canvasZoom);
    QCOMPARE(readout->text().split(u' ', Qt::SkipEmptyParts),
             (QStringList{QStringLiteral("Overlap:"), locale.toString(overlap),
                          QStringLiteral("px"), view->zoomLevel().text()}));
    // No empty slots of the canvas's pointer readout before the count.
    const auto shown = [readout] {
        int visible = 0;
        for (const QLabel* label : readout->findChildren<QLabel*>())
            visible += label->isVisible() ? 1 : 0;
        return visible;
    };
    QCOMPARE(shown(), 2);

    // The scene preview: its objects, pairs and the playfield's scale.
    clickTab(pages, 2);
    QCOMPARE(pages->currentWidget(), window.scene());
    ScenePanel* scene = window.scene();
    QSignalSpy changed(scene->model(), &SceneModel::changed);
    QTest::mouseClick(scene->fillButton(), Qt::LeftButton);
    QVERIFY(changed.count() > 0);
    const SceneModel* model = scene->model();
    const QSize field(scene->fieldWidthBox()->value(), scene->fieldHeightBox()->value());
    const double percent = std::min(double(scene->view()->width()) / field.width(),
                                    double(scene->view()->height()) / field.height()) *
                           100;
    const QString sceneText = QStringLiteral("Objects: %1 Box pairs: %2 Pixel pairs: %3 %4%")
                                  .arg(locale.toString(scene->fillCountBox()->value()),
                                       locale.toString(qulonglong(model->stats().boxPairs)),
                                       locale.toString(qulonglong(model->stats().pixelPairs)),
                                       locale.toString(percent, 'f', percent < 10 ? 1 : 0));
    QCOMPARE(readout->text(), sceneText);
    QCOMPARE(shown(), 4);
    // Another window size: the playfield is fitted again and the readout says so at once.
    QSignalSpy rescaled(scene->view(), &SceneView::zoomChanged);
    window.resize(window.width() - 200, window.height() - 100);
    QVERIFY(rescaled.count() > 0 || rescaled.wait());
    const double refitted = std::min(double(scene->view()->width()) / field.width(),
                                     double(scene->view()->height()) / field.height()) *
                            100;
    QVERIFY(locale.toString(refitted, 'f', 0) != locale.toString(percent, 'f', 0));
    QVERIFY2(readout->text().endsWith(
                 QStringLiteral(" %1%").arg(locale.toString(refitted, 'f', refitted < 10 ? 1 : 0))),
             qPrintable(readout->text()));

    // Back on the editor, the canvas's own readout again.
    clickTab(pages, 0);
    QVERIFY(readout->text().contains(QStringLiteral("Solid: %1").arg(locale.toString(400))));
    QVERIFY(readout->text().endsWith(window.canvas()->zoomLevel().text()));
}

void TestStatusReadout::screenshots() {
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (shots.isEmpty())
        QSKIP("HITMASK_SCREENSHOT_DIR is not set");
    const QString language =
        qEnvironmentVariable("HITMASK_SCREENSHOT_LANGUAGE", QStringLiteral("en"));
    QVERIFY(!installTranslations(*QCoreApplication::instance(), language).isEmpty());
    const QString prefix =
        shots + u'/' + language + u'-' +
        qEnvironmentVariable("HITMASK_SCREENSHOT_SIZE", QStringLiteral("1600x1000")) + u'-';
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("block.png"));
    QImage block(1024, 1024, QImage::Format_RGBA8888);
    block.fill(QColor(40, 120, 200));
    QVERIFY(block.save(big));

    MainWindow window;
    // HITMASK_SCREENSHOT_SIZE, "1280x800" say; 1600 x 1000 by default.
    const QStringList size =
        qEnvironmentVariable("HITMASK_SCREENSHOT_SIZE", QStringLiteral("1600x1000")).split(u'x');
    QCOMPARE(size.size(), 2);
    QVERIFY(testing::showActive(window, QSize(size[0].toInt(), size[1].toInt())));
    QVERIFY(window.projects()->openDemo());
    auto* pages = window.findChild<QTabWidget*>();
    // The hopping frog, cut from its strip: the dialog shows that cut.
    for (const auto& sprite : window.projects()->document()->sprites())
        if (sprite->cut().kind == FrameCut::Kind::Rects)
            window.focus()->setSprite(sprite->id());
    QApplication::processEvents(); // the status bar lays out its new texts
    window.grab().save(prefix + QStringLiteral("status-editor.png"));
    QTimer::singleShot(0, this, [&] {
        if (auto* dialog = qobject_cast<SlicingDialog*>(QApplication::activeModalWidget())) {
            dialog->grab().save(prefix + QStringLiteral("slice-current-cut.png"));
            dialog->reject();
        }
    });
    window.findChild<QAction*>(QStringLiteral("sliceIntoFrames"))->trigger();
    clickTab(pages, 1);
    QApplication::processEvents();
    QApplication::processEvents(); // the readout's size, then the status bar's layout
    window.grab().save(prefix + QStringLiteral("status-preview.png"));

    QVERIFY(window.projects()->addSprites({big}));
    clickTab(pages, 2);
    ScenePanel* scene = window.scene();
    scene->spriteBox()->setCurrentIndex(scene->spriteBox()->count() - 1);
    scene->fillCountBox()->setValue(60);
    QTest::mouseClick(scene->fillButton(), Qt::LeftButton);
    QApplication::processEvents();
    QApplication::processEvents(); // the readout's size, then the status bar's layout
    window.grab().save(prefix + QStringLiteral("status-scene.png"));
    QVERIFY(!scene->view()->overlapNote().isEmpty());

    QTimer::singleShot(0, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            box->grab().save(prefix + QStringLiteral("open-image-question.png"));
            QTest::keyClick(box, Qt::Key_Escape);
        }
    });
    QCOMPARE(OpenImageQuestion::ask(&window, QStringLiteral("level"), {big}),
             OpenImageQuestion::Answer::Cancel);
}

QTEST_MAIN(TestStatusReadout)
#include "tst_statusreadout.moc"
