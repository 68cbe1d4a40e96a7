// SPDX-License-Identifier: MIT
// Frames in the main window: a GIF opens with every frame in the strip, a JSON sheet is
// imported, a rotation set is generated through its dialog and one rotated frame is
// painted by mouse, and the Collision Preview plays animations at their durations.
#include "document/commands/addsprite.h"
#include "document/projectdocument.h"
#include "document/spritefile.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/framestripdock.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/frameactions.h"
#include "editor/mainwindow.h"
#include "editor/preview/previewpanel.h"
#include "editor/preview/previewplayback.h"
#include "editor/projectcontroller.h"
#include "editor/rotationsetdialog.h"
#include "editor/tools/toolbox.h"
#include "support/filedialogs.h"
#include "support/gifwriter.h"
#include "support/isolatedhome.h"
#include "support/sheetfixtures.h"

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

QString writeGifFile(const QString& path, int frames) {
    QList<QList<int>> images;
    QList<int> delays;
    for (int f = 0; f < frames; ++f) {
        QList<int> pixels;
        for (int i = 0; i < 8 * 6; ++i)
            pixels << (i + f) % 4;
        images << pixels;
        delays << 4 * (f + 1); // 40, 80, 120 ms
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(writeGif(images, 8, 6, delays));
    return path;
}

void screenshot(QWidget& widget, const QString& name) {
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        widget.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") + u'/' + name);
}

} // namespace

class TestFramesGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void gifOpensWithItsFramesInTheStrip();
    void importSheetFromTheMenu();
    void droppedSheetAndGifOpenWithTheirFrames();
    void rotationSetFromTheDialogThenPaintOneRotation();
    void demoHasAnAnimationAndARotationSet();
    void previewPlaysBothAnimations();

private:
    IsolatedHome home_;
    QTemporaryDir dir_;
};

void TestFramesGui::gifOpensWithItsFramesInTheStrip() {
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString gif = writeGifFile(dir_.filePath(QStringLiteral("blink.gif")), 3);
    QVERIFY(window.projects()->open(gif));
    const Sprite* sprite = window.projects()->document()->sprites().front().get();
    QCOMPARE(sprite->frames().size(), std::size_t(3));
    QListWidget* strip = window.frameStrip()->list();
    QCOMPARE(strip->count(), 3);
    for (int f = 0; f < 3; ++f)
        QVERIFY2(strip->item(f)->text().contains(QString::number(40 * (f + 1))),
                 qPrintable(strip->item(f)->text()));
    // '.' steps to the next frame: the canvas shows frame 2's own pixels.
    window.canvas()->setFocus();
    QTest::keyClick(window.canvas(), Qt::Key_Period);
    QCOMPARE(window.frameStrip()->currentFrame(), 1);
    QCOMPARE(window.focus()->frame()->image, sprite->frames()[1].image);
    // Playback waits each frame's own duration.
    QTest::keyClick(window.canvas(), Qt::Key_P);
    QVERIFY(window.frameStrip()->isPlaying());
    const auto* timer = window.frameStrip()->findChild<QTimer*>();
    QCOMPARE(timer->interval(), 80);
    QSignalSpy stepped(window.frameStrip(), &FrameStripDock::frameSelected);
    QVERIFY(stepped.wait(2000));
    QCOMPARE(stepped.takeFirst().at(0).toInt(), 2);
    QCOMPARE(timer->interval(), 120);
    QTest::keyClick(window.canvas(), Qt::Key_P);
    QVERIFY(!window.frameStrip()->isPlaying());
    screenshot(window, QStringLiteral("gif-frames.png"));
}

void TestFramesGui::importSheetFromTheMenu() {
    const PackedSheet p = packSheet();
    QVERIFY(p.sheet.save(dir_.filePath(QStringLiteral("walk.png"))));
    const QString json = dir_.filePath(QStringLiteral("walk.json"));
    QFile file(json);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(arrayJson(p));
    file.close();
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    answerFileDialog(this, json);
    window.projects()->importSheetAction()->trigger();
    ProjectDocument* document = window.projects()->document();
    QCOMPARE(document->sprites().size(), std::size_t(1));
    const Sprite& sprite = *document->sprites().front();
    QCOMPARE(sprite.frames().size(), std::size_t(3));
    for (int f = 0; f < 3; ++f)
        QVERIFY(samePixels(sprite.frames()[std::size_t(f)].image, p.expected[f]));
    QCOMPARE(window.frameStrip()->list()->count(), 3);
    // One undo step takes it out again.
    document->undoStack()->undo();
    QVERIFY(document->sprites().empty());
}

void TestFramesGui::droppedSheetAndGifOpenWithTheirFrames() {
    const PackedSheet p = packSheet();
    QTemporaryDir dir;
    QVERIFY(p.sheet.save(dir.filePath(QStringLiteral("walk.png"))));
    const QString json = dir.filePath(QStringLiteral("walk.json"));
    QFile file(json);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(hashJson(p));
    file.close();
    const QString gif = writeGifFile(dir.filePath(QStringLiteral("blink.gif")), 3);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(json), QUrl::fromLocalFile(gif)});
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
    const ProjectDocument* document = window.projects()->document();
    QCOMPARE(document->sprites().size(), std::size_t(2));
    QCOMPARE(document->sprites()[0]->cut().kind, FrameCut::Kind::SheetJson);
    QCOMPARE(document->sprites()[0]->frames().size(), std::size_t(3));
    QCOMPARE(document->sprites()[1]->cut().kind, FrameCut::Kind::Images);
    QCOMPARE(document->sprites()[1]->frames().size(), std::size_t(3));
}

void TestFramesGui::rotationSetFromTheDialogThenPaintOneRotation() {
    QImage art(12, 6, QImage::Format_RGBA8888);
    art.fill(Qt::transparent);
    for (int y = 1; y < 5; ++y)
        for (int x = 0; x < 12 - 2 * y; ++x)
            art.setPixel(x, y, 0xFF4060E0u);
    const QString path = dir_.filePath(QStringLiteral("wedge.png"));
    QVERIFY(art.save(path));
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->open(path));
    ProjectDocument* document = window.projects()->document();
    const int id = document->sprites().front()->id();

    // The dialog offers 24; type 8 instead and press Enter.
    bool sawDefault = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<RotationSetDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        sawDefault = dialog->rotations() == 24;
        dialog->countBox()->selectAll();
        QTest::keyClicks(dialog->countBox(), QStringLiteral("8"));
        QTest::keyClick(dialog->countBox(), Qt::Key_Return);
    });
    window.findChild<QAction*>(QStringLiteral("generateRotationSet"))->trigger();
    QVERIFY(sawDefault);
    QCOMPARE(document->sprite(id)->frames().size(), std::size_t(8));
    QCOMPARE(window.frameStrip()->list()->count(), 8);

    // Rotation 2 (90 degrees): step there with '.', paint a pixel that is empty in the art.
    window.activateWindow(); // back from the dialog
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.canvas()->setFocus();
    QTest::keyClick(window.canvas(), Qt::Key_Period);
    QTest::keyClick(window.canvas(), Qt::Key_Period);
    QCOMPARE(window.focus()->frameIndex(), 2);
    const Frame& turned = document->sprite(id)->frames()[2];
    QCOMPARE(turned.size(), QSize(6, 12));
    QVERIFY(!turned.solid().effective.test(0, 11));
    window.canvas()->setZoom(16);
    window.canvas()->centreOnPixel({0, 11});
    window.tools()->select(window.tools()->toolNamed(QStringLiteral("pencil")));
    QTest::mouseClick(window.canvas(), Qt::LeftButton, {},
                      window.canvas()->widgetPosOf(QPointF(0.5, 11.5)).toPoint());
    QVERIFY(document->sprite(id)->frames()[2].solid().effective.test(0, 11));
    QCOMPARE(document->sprite(id)->frames()[2].solid().overrides.count(), std::size_t(1));
    // The Mask dock counts the frame on the canvas.
    QVERIFY2(window.maskSettings()->statsLabel()->text().contains(
                 QStringLiteral("Hand-edited pixels: 1")),
             qPrintable(window.maskSettings()->statsLabel()->text()));
    QTest::keyClick(window.canvas(), Qt::Key_Home);
    QVERIFY(window.maskSettings()->statsLabel()->text().contains(
        QStringLiteral("Hand-edited pixels: 0")));
    QTest::keyClick(window.canvas(), Qt::Key_Period);
    QTest::keyClick(window.canvas(), Qt::Key_Period);
    screenshot(window, QStringLiteral("rotated-frame-edit.png"));

    // New art on disk: the set is cut again and rotation 2 keeps its pixel.
    art.setPixel(11, 0, 0xFF4060E0u);
    QVERIFY(art.save(path));
    QVERIFY(document->reloadSprite(id));
    QCOMPARE(document->sprite(id)->frames()[2].solid().overrides.at(0, 11), Override::Solid);
    QCOMPARE(document->sprite(id)->frames()[0].image, art);
}

void TestFramesGui::demoHasAnAnimationAndARotationSet() {
    MainWindow window;
    window.show();
    QVERIFY(window.projects()->openDemo());
    const ProjectDocument* document = window.projects()->document();
    const Sprite* ship = nullptr;
    const Sprite* hop = nullptr;
    for (const auto& sprite : document->sprites()) {
        if (sprite->name() == QLatin1String("ship"))
            ship = sprite.get();
        if (sprite->name() == QLatin1String("frog_hop"))
            hop = sprite.get();
    }
    QVERIFY(ship && hop);
    QCOMPARE(hop->frames().size(), std::size_t(4));
    QCOMPARE(ship->frames().size(), std::size_t(24));
    QCOMPARE(ship->cut().rotations, 24);
    // The wing guns are forced empty upright and turned a quarter: 4 columns of 13.
    QCOMPARE(ship->frames()[0].solid().overrides.count(), std::size_t(52));
    QCOMPARE(ship->frames()[6].solid().overrides.count(), std::size_t(52));
    QCOMPARE(ship->frames()[6].solid().overrides.at(55 - 30, 4), Override::Empty);
    for (const Frame& frame : ship->frames())
        QCOMPARE(frame.solid().review.count(), std::size_t(0));
    // The quarter-turned ship on the canvas, its guns out of the mask.
    window.resize(1000, 700);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.spriteList()->selectSprite(ship->id());
    window.canvas()->setFocus();
    for (int i = 0; i < 6; ++i)
        QTest::keyClick(window.canvas(), Qt::Key_Period);
    QCOMPARE(window.focus()->frameIndex(), 6);
    QCOMPARE(window.focus()->frame()->solid().overrides.count(), std::size_t(52));
    screenshot(window, QStringLiteral("demo-ship-rotation-6.png"));
}

void TestFramesGui::previewPlaysBothAnimations() {
    ProjectDocument document;
    const QString a = writeGifFile(dir_.filePath(QStringLiteral("a.gif")), 3);
    const QString b = writeGifFile(dir_.filePath(QStringLiteral("b.gif")), 2);
    for (const QString& path : {a, b}) {
        auto sprite = SpriteFile::load(path, {}).makeSprite(document.nextSpriteId());
        document.undoStack()->push(
            new AddSprite(&document, std::move(sprite), int(document.sprites().size())));
    }
    PreviewPanel panel;
    panel.setDocument(&document);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy aFrames(panel.frameSpin(CollisionView::SpriteA), &QSpinBox::valueChanged);
    QSignalSpy bFrames(panel.frameSpin(CollisionView::SpriteB), &QSpinBox::valueChanged);
    QCheckBox* play = panel.playback()->toggle();
    QTest::mouseClick(play, Qt::LeftButton, {}, QPoint(8, play->height() / 2));
    QVERIFY(panel.playback()->isPlaying());
    // A (40, 80, 120 ms) loops 2, 3, 1; B (40, 80 ms) 2, 1, 2.
    while (aFrames.count() < 3)
        QVERIFY(aFrames.wait(2000));
    QCOMPARE(aFrames.at(0).at(0).toInt(), 2);
    QCOMPARE(aFrames.at(1).at(0).toInt(), 3);
    QCOMPARE(aFrames.at(2).at(0).toInt(), 1);
    QVERIFY(bFrames.count() >= 3);
    QCOMPARE(bFrames.at(0).at(0).toInt(), 2);
    QCOMPARE(bFrames.at(1).at(0).toInt(), 1);
    QCOMPARE(bFrames.at(2).at(0).toInt(), 2);
    // Each shown frame is the collision view's sprite.
    QCOMPARE(panel.frameDurationMs(CollisionView::SpriteA),
             40 * panel.frameSpin(CollisionView::SpriteA)->value());
    QTest::mouseClick(play, Qt::LeftButton, {}, QPoint(8, play->height() / 2));
    QVERIFY(!panel.playback()->isPlaying());
    const int shown = panel.frameSpin(CollisionView::SpriteA)->value();
    aFrames.clear();
    QVERIFY(!aFrames.wait(300)); // stopped: no further frame
    QCOMPARE(panel.frameSpin(CollisionView::SpriteA)->value(), shown);
}

QTEST_MAIN(TestFramesGui)
#include "tst_framesgui.moc"
