// SPDX-License-Identifier: MIT
// The scene preview: filling, stepping, running, dragging, and the live counts.
#include "document/commands/cutframes.h"
#include "document/pixeledits.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/channelsdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/scene/scenemodel.h"
#include "editor/scene/scenepanel.h"
#include "editor/scene/sceneview.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QComboBox>
#include <QLocale>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace hitmask;

class TestScene : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup();
    void fillWithCopiesShowsCounts();
    void boxPairsAndPixelPairsDiffer();
    void stepMovesOneFrameAndWraps();
    void colourKeyIsNotDrawn();
    void rotationsTurnObjectsByTheirAngle();
    void spaceRunsAndPauses();
    void dragSeparatesAPair();
    void removedSpriteLeavesTheScene();
    void handEditsReachTheScene();
    void closedProjectLeavesNoDanglingSprites();
    void screenshot();
    void collidesByTheChannelPainted();
    void pickerGroupsBySpriteThenFrame();
    void fillOfBigSpritesStaysResponsive();

private:
    SceneModel* model() const { return panel_->model(); }
    QStringList readout() const { return panel_->readoutText().split(u'\n'); }

    testing::IsolatedHome home_;
    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<ScenePanel> panel_;
    int square_ = -1;
    int ring_ = -1;
    int dot_ = -1;
};

void TestScene::init() {
    doc_ = std::make_unique<ProjectDocument>();
    square_ = testing::addSprite(*doc_, QStringLiteral("square.png"),
                                 testing::makeImage(20, 20, [](int, int) { return true; }));
    // A ring whose hole holds the 4x4 dot without touching it.
    ring_ = testing::addSprite(*doc_, QStringLiteral("ring.png"),
                               testing::makeImage(20, 20, [](int x, int y) {
                                   return x < 4 || y < 4 || x >= 16 || y >= 16;
                               }));
    dot_ = testing::addSprite(*doc_, QStringLiteral("dot.png"),
                              testing::makeImage(4, 4, [](int, int) { return true; }));
    panel_ = std::make_unique<ScenePanel>();
    panel_->resize(1000, 640);
    panel_->setDocument(doc_.get());
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
}

void TestScene::cleanup() {
    panel_.reset();
    doc_.reset();
}

void TestScene::fillWithCopiesShowsCounts() {
    QCOMPARE(panel_->spriteBox()->count(), 3);
    panel_->fillCountBox()->setValue(1000);
    QTest::mouseClick(panel_->fillButton(), Qt::LeftButton);
    QCOMPARE(model()->objects().size(), std::size_t(1000));
    QCOMPARE(readout().value(0), QLocale().toString(1000));
    // Filling again replaces the scene rather than adding to it.
    panel_->fillCountBox()->setValue(10);
    QTest::mouseClick(panel_->fillButton(), Qt::LeftButton);
    QCOMPARE(model()->objects().size(), std::size_t(10));
    QTest::mouseClick(panel_->addButton(), Qt::LeftButton);
    QCOMPARE(model()->objects().size(), std::size_t(11));
}

void TestScene::boxPairsAndPixelPairsDiffer() {
    QVERIFY(model()->addAt(square_, 0, {100, 100}));
    QVERIFY(model()->addAt(square_, 0, {110, 110})); // overlaps the first
    QVERIFY(model()->addAt(ring_, 0, {300, 300}));
    QVERIFY(model()->addAt(dot_, 0, {308, 308})); // inside the ring's hole
    QVERIFY(!model()->addAt(12345, 0, {0, 0}));
    QCOMPARE(model()->pairs(), (std::vector<std::pair<int, int>>{{0, 1}}));
    QCOMPARE(model()->stats().boxPairs, std::size_t(2));
    QCOMPARE(model()->stats().pixelPairs, std::size_t(1));
    QVERIFY(model()->isColliding(0) && model()->isColliding(1));
    QVERIFY(!model()->isColliding(2) && !model()->isColliding(3));
    QCOMPARE(readout().mid(0, 3),
             (QStringList{QStringLiteral("4"), QStringLiteral("2"), QStringLiteral("1")}));
    // Nudged onto the ring, the dot collides too.
    model()->moveObject(3, {302, 308});
    QCOMPARE(model()->stats().pixelPairs, std::size_t(2));
}

void TestScene::stepMovesOneFrameAndWraps() {
    model()->setFieldSize({200, 100});
    QVERIFY(model()->addAt(dot_, 0, {10, 20}, {2.5, -1}));
    QVERIFY(model()->addAt(dot_, 0, {199, 99.5}, {1, 1}));
    QSignalSpy stepped(model(), &SceneModel::stepped);
    QTest::mouseClick(panel_->stepButton(), Qt::LeftButton);
    QCOMPARE(stepped.count(), 1);
    QVERIFY(!panel_->isRunning());
    QCOMPARE(model()->objects()[0].position, QPointF(12.5, 19));
    // Fully out right and bottom, the 4 px dot comes back just outside the top-left edges.
    QCOMPARE(model()->objects()[1].position, QPointF(-4, -3.5));
    panel_->view()->setFocus();
    QTest::keyClick(panel_->view(), Qt::Key_Period);
    QCOMPARE(stepped.count(), 2);
    QCOMPARE(model()->objects()[0].position, QPointF(15, 18));
    QCOMPARE(model()->objects()[1].position, QPointF(-3, -2.5));
    // Half out on the right, a sprite stays there, drawn and collided in one piece.
    QVERIFY(model()->addAt(dot_, 0, {195.5, 50}, {1, 0}));
    model()->step();
    QCOMPARE(model()->objects()[2].position, QPointF(196.5, 50));
    QCOMPARE(model()->topLeftOf(model()->objects()[2]), QPoint(196, 50));
}

// A colour-keyed sprite is drawn as a game draws it: its background is not there.
void TestScene::colourKeyIsNotDrawn() {
    QImage art(6, 4, QImage::Format_RGB32);
    art.fill(Qt::magenta);
    art.setPixelColor(2, 1, Qt::red);
    const int keyed = testing::addSprite(*doc_, QStringLiteral("keyed.bmp"), art);
    MaskRule rule;
    rule.colorKey = QColor(Qt::magenta);
    doc_->applyChannelRule(keyed, 0, {ChannelSource::Image, rule});
    QVERIFY(model()->addAt(keyed, 0, {10, 10}));
    const QImage& drawn = model()->imageOf(model()->objects().back());
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 6; ++x)
            QCOMPARE(qAlpha(drawn.pixel(x, y)), x == 2 && y == 1 ? 255 : 0);
    QCOMPARE(QColor(drawn.pixel(2, 1)), QColor(Qt::red));
}

// With 4 rotations a bar turned 90 degrees is the same bar standing up, about the same
// centre: pixel pairs follow the turn.
void TestScene::rotationsTurnObjectsByTheirAngle() {
    const int bar = testing::addSprite(*doc_, QStringLiteral("bar.png"),
                                       testing::makeImage(20, 4, [](int, int) { return true; }));
    panel_->rotationsBox()->setValue(4);
    QCOMPARE(model()->rotations(), 4);
    QVERIFY(model()->addAt(bar, 0, {100, 100}, {}, 90));
    QVERIFY(model()->addAt(dot_, 0, {109, 95}));
    const auto& objects = model()->objects();
    QCOMPARE(model()->maskOf(objects[0]).width(), 20);
    QCOMPARE(model()->topLeftOf(objects[0]), QPoint(100, 100));
    QVERIFY(model()->pairs().empty()); // the dot sits above the lying bar
    model()->step();
    const Mask& standing = model()->maskOf(objects[0]);
    QCOMPARE(standing.width(), 4);
    QCOMPARE(standing.height(), 20);
    QCOMPARE(standing.count(), std::size_t(80));
    // Centre (110, 102) kept: the standing bar spans x 108..111, y 92..111.
    QCOMPARE(model()->topLeftOf(objects[0]), QPoint(108, 92));
    QCOMPARE(model()->pairs(), (std::vector<std::pair<int, int>>{{0, 1}}));
    QCOMPARE(model()->imageOf(objects[0]).size(), QSize(4, 20));
    model()->step(); // 180 degrees: lying down again
    QCOMPARE(model()->maskOf(objects[0]).width(), 20);
    QVERIFY(model()->pairs().empty());
    panel_->rotationsBox()->setValue(0); // off: the unturned frame
    QCOMPARE(model()->maskOf(objects[0]).width(), 20);
    QCOMPARE(model()->topLeftOf(objects[0]), QPoint(100, 100));
}

void TestScene::spaceRunsAndPauses() {
    QVERIFY(model()->addAt(dot_, 0, {10, 10}, {1, 0}));
    QSignalSpy stepped(model(), &SceneModel::stepped);
    panel_->view()->setFocus();
    QTest::keyClick(panel_->view(), Qt::Key_Space);
    QVERIFY(panel_->isRunning());
    QVERIFY(panel_->runButton()->isChecked());
    QVERIFY(stepped.wait(2000));
    QVERIFY(model()->objects()[0].position.x() > 10);
    QTest::keyClick(panel_->view(), Qt::Key_Space);
    QVERIFY(!panel_->isRunning());
    QVERIFY(!panel_->runButton()->isChecked());
    // The run button does the same; hiding the tab pauses.
    QTest::mouseClick(panel_->runButton(), Qt::LeftButton);
    QVERIFY(panel_->isRunning());
    panel_->hide();
    QVERIFY(!panel_->isRunning());
}

void TestScene::dragSeparatesAPair() {
    QVERIFY(model()->addAt(square_, 0, {100, 100}));
    QVERIFY(model()->addAt(square_, 0, {110, 110}));
    QCOMPARE(model()->stats().pixelPairs, std::size_t(1));
    SceneView* view = panel_->view();
    // Take the second square by a pixel only it covers, and drop it 200 pixels right.
    const QPoint grab = view->toWidget({125, 125}).toPoint();
    const QPoint drop = view->toWidget({325, 125}).toPoint();
    QTest::mousePress(view, Qt::LeftButton, {}, grab);
    QTest::mouseMove(view, (grab + drop) / 2);
    QTest::mouseMove(view, drop);
    QTest::mouseRelease(view, Qt::LeftButton, {}, drop);
    QCOMPARE(model()->stats().pixelPairs, std::size_t(0));
    const QPointF moved = model()->objects()[1].position;
    QVERIFY2(std::abs(moved.x() - 310) < 2 && std::abs(moved.y() - 110) < 2,
             qPrintable(QStringLiteral("%1, %2").arg(moved.x()).arg(moved.y())));
    QCOMPARE(model()->objects()[0].position, QPointF(100, 100)); // the other stays
    // A press on empty playfield drags nothing.
    const QPoint empty = view->toWidget({600, 600}).toPoint();
    QTest::mousePress(view, Qt::LeftButton, {}, empty);
    QTest::mouseRelease(view, Qt::LeftButton, {}, view->toWidget({700, 600}).toPoint());
    QCOMPARE(model()->objects()[1].position, moved);
}

void TestScene::removedSpriteLeavesTheScene() {
    QVERIFY(model()->addCopies(square_, 0, 5));
    QVERIFY(model()->addCopies(dot_, 0, 3));
    QCOMPARE(model()->objects().size(), std::size_t(8));
    doc_->undoStack()->undo(); // undoes adding the dot
    QCOMPARE(model()->objects().size(), std::size_t(5));
    QCOMPARE(panel_->spriteBox()->count(), 2);
    for (const auto& o : model()->objects())
        QCOMPARE(o.kind->spriteId, square_);
}

void TestScene::handEditsReachTheScene() {
    QVERIFY(model()->addAt(ring_, 0, {300, 300}));
    QVERIFY(model()->addAt(dot_, 0, {308, 308}));
    QCOMPARE(model()->stats().pixelPairs, std::size_t(0));
    // Fill the ring's hole by hand: the dot now collides.
    const Frame& frame = doc_->sprite(ring_)->frames().front();
    PixelEdits edits(frame);
    for (int y = 4; y < 16; ++y)
        for (int x = 4; x < 16; ++x)
            edits.set(x, y, Override::Solid);
    doc_->applyRegionEdit(ring_, frame.id, edits.take());
    QCOMPARE(model()->stats().pixelPairs, std::size_t(1));
}

// A project closed before the panel hears of it (the window opens the next one after).
void TestScene::closedProjectLeavesNoDanglingSprites() {
    QVERIFY(model()->addCopies(square_, 0, 50));
    doc_.reset();
    QTest::mouseClick(panel_->stepButton(), Qt::LeftButton); // the copies still move
    auto next = std::make_unique<ProjectDocument>();
    const int disc = testing::addSprite(*next, QStringLiteral("disc.png"),
                                        testing::makeImage(8, 8, [](int, int) { return true; }));
    panel_->setDocument(next.get());
    QVERIFY(model()->objects().empty());
    QCOMPARE(panel_->spriteBox()->count(), 1);
    QVERIFY(model()->addCopies(disc, 0, 3));
    panel_.reset();
}

// 1,000 demo sprites; HITMASK_SCREENSHOT_DIR keeps the picture for a look.
void TestScene::screenshot() {
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    window.showPage(2);
    ScenePanel* scene = window.scene();
    scene->fillCountBox()->setValue(1000);
    QTest::mouseClick(scene->fillButton(), Qt::LeftButton);
    QCOMPARE(scene->model()->objects().size(), std::size_t(1000));
    QSignalSpy stepped(scene->model(), &SceneModel::stepped);
    QTest::mouseClick(scene->runButton(), Qt::LeftButton);
    while (stepped.count() < 30)
        QVERIFY(stepped.wait(2000));
    QTest::mouseClick(scene->runButton(), Qt::LeftButton);
    QVERIFY(!scene->isRunning());
    QVERIFY(scene->model()->stats().pixelPairs > 0);
    const QString dir = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window.grab().save(dir + QStringLiteral("/scene-1000.png"));
    // A small field, drawn larger than life, to see single pixels.
    scene->fieldWidthBox()->setValue(400);
    scene->fieldHeightBox()->setValue(250);
    QCOMPARE(scene->model()->fieldSize(), QSize(400, 250));
    scene->fillCountBox()->setValue(40);
    QTest::mouseClick(scene->fillButton(), Qt::LeftButton);
    QCOMPARE(scene->model()->objects().size(), std::size_t(40));
    if (!dir.isEmpty())
        window.grab().save(dir + QStringLiteral("/scene-40.png"));
    // The demo ship (its upright frame) spinning through 24 pre-rotated frames.
    const int ship = scene->spriteBox()->findText(QStringLiteral("ship"));
    QVERIFY(ship >= 0);
    scene->spriteBox()->setCurrentIndex(ship);
    QCOMPARE(scene->frameBox()->currentIndex(), 0);
    scene->rotationsBox()->setValue(24);
    QTest::mouseClick(scene->fillButton(), Qt::LeftButton);
    for (int i = 0; i < 7; ++i)
        QTest::mouseClick(scene->stepButton(), Qt::LeftButton);
    QVERIFY(scene->model()->maskOf(scene->model()->objects().front()).width() > 0);
    if (!dir.isEmpty())
        window.grab().save(dir + QStringLiteral("/scene-rotations.png"));
}

// The scene collides by the channel the editor paints: a new, empty channel chosen in the
// Channels dock leaves no pixel pairs; back on solid, the pair is there again.
void TestScene::collidesByTheChannelPainted() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ProjectDocument* doc = window.projects()->document();
    const int id = testing::addSprite(*doc, QStringLiteral("block.png"),
                                      testing::makeImage(10, 10, [](int, int) { return true; }));
    window.spriteList()->selectSprite(id);
    SceneModel* scene = window.scene()->model();
    QVERIFY(scene->addAt(id, 0, {100, 100}));
    QVERIFY(scene->addAt(id, 0, {105, 105}));
    QCOMPARE(scene->stats().pixelPairs, std::size_t(1));
    QSignalSpy changed(scene, &SceneModel::changed);
    QTest::mouseClick(window.findChild<ChannelsDock*>()->addButton(), Qt::LeftButton);
    QCOMPARE(scene->channelName(), QStringLiteral("hurt"));
    QVERIFY(changed.count() > 0);
    QCOMPARE(scene->stats().boxPairs, std::size_t(0)); // nothing painted in hurt yet
    QCOMPARE(scene->stats().pixelPairs, std::size_t(0));
    window.canvas()->setFocus();
    QTest::keyClick(window.canvas(), Qt::Key_C);
    QCOMPARE(scene->channelName(), QStringLiteral("solid"));
    QCOMPARE(scene->stats().pixelPairs, std::size_t(1));
}

// One entry per sprite, and the frames of the one chosen beside it: a sheet of many frames
// no longer floods the sprite list.
void TestScene::pickerGroupsBySpriteThenFrame() {
    doc_->undoStack()->push(new SliceSprite(doc_.get(), ring_, {{0, 0, 10, 20}, {10, 0, 10, 20}}));
    QComboBox* sprites = panel_->spriteBox();
    QComboBox* frames = panel_->frameBox();
    QCOMPARE(sprites->count(), 3);
    QCOMPARE(sprites->currentData().toInt(), square_);
    QCOMPARE(frames->count(), 1);
    QVERIFY(!frames->isEnabled());
    sprites->setFocus();
    QTest::keyClick(sprites, Qt::Key_Down);
    QCOMPARE(sprites->currentData().toInt(), ring_);
    QCOMPARE(frames->count(), 2);
    QVERIFY(frames->isEnabled());
    QCOMPARE(frames->currentIndex(), 0);
    frames->setFocus();
    QTest::keyClick(frames, Qt::Key_Down);
    QCOMPARE(frames->currentIndex(), 1);
    QTest::mouseClick(panel_->addButton(), Qt::LeftButton);
    QCOMPARE(model()->objects().size(), std::size_t(1));
    QCOMPARE(model()->objects().front().kind->spriteId, ring_);
    QCOMPARE(model()->objects().front().kind->frame, 1);
    // Another sprite starts at its first frame.
    sprites->setFocus();
    QTest::keyClick(sprites, Qt::Key_Down);
    QCOMPARE(sprites->currentData().toInt(), dot_);
    QCOMPARE(frames->currentIndex(), 0);
}

// A thousand 1024 x 1024 sprites all over one another overlap in about 500,000 pairs of
// a million pixels each: a repaint highlights what its budget allows and says so.
void TestScene::fillOfBigSpritesStaysResponsive() {
    const int big =
        testing::addSprite(*doc_, QStringLiteral("big.png"),
                           testing::makeImage(1024, 1024, [](int, int) { return true; }));
    QVERIFY(model()->addCopies(big, 0, 1000));
    QVERIFY(model()->pairs().size() > 100000);
    SceneView* view = panel_->view();
    const QImage shot = view->grab().toImage();
    QVERIFY(!shot.isNull());
    QVERIFY(view->overlapsLeftOut() > 0);
    QVERIFY(view->overlapsLeftOut() < int(model()->pairs().size()));
    // Every pair of these opaque squares overlaps: the ones not left out were highlighted,
    // and the note counts both, in the locale's digits.
    const int pairs = int(model()->pairs().size());
    QCOMPARE(view->overlapsHighlighted(), pairs - view->overlapsLeftOut());
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });
    view->grab();
    const QString note = view->overlapNote();
    const QLocale german(QLocale::German, QLocale::Germany);
    QVERIFY2(note.startsWith(german.toString(pairs - view->overlapsLeftOut()) + u' '),
             qPrintable(note));
    QVERIFY2(note.contains(u' ' + german.toString(view->overlapsLeftOut()) + u' '),
             qPrintable(note));
    QVERIFY(note.contains(QStringLiteral("pixel for pixel")));
    QVERIFY(note.contains(QStringLiteral("by their boxes only")));
    // A few pairs fit the budget and are highlighted as before.
    model()->clear();
    QVERIFY(model()->addCopies(big, 0, 3));
    view->grab();
    QCOMPARE(view->overlapsLeftOut(), 0);
    QCOMPARE(view->overlapsHighlighted(), 3);
    QVERIFY(view->overlapNote().isEmpty());
}

QTEST_MAIN(TestScene)
#include "tst_scene.moc"
