// SPDX-License-Identifier: MIT
// The collision preview: dragging and nudging sprites, readouts, poses.
#include "document/commands/addsprite.h"
#include "document/pixeledits.h"
#include "editor/mainwindow.h"
#include "editor/preview/previewpanel.h"
#include "editor/projectcontroller.h"
#include "support/artfixtures.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QCheckBox>
#include <QComboBox>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <cmath>

using namespace hitmask;

class TestPreview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup();
    void dragEndsWithKnownCounts();
    void arrowKeysNudge();
    void boxesTouchButPixelsDoNot();
    void posesRotateAndFlip();
    void followsHandEdits();
    void posesTurnInPlace();
    void panelKeepsItsWidth();
    void keyedArtAndHighlightStayVisible();
    void scrollBarsPanTheScene();
    void screenshots();
    void pickersFollowTheProject();
    void zoomsOutAroundTheCursor();
    void defaultsShowWholeWhenTheTabIsShown();
    void zoomedOutOverlapMatchesBytes();

private:
    testing::IsolatedHome home_;
    CollisionView* view() const { return panel_->view(); }

    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<PreviewPanel> panel_;
    int square_ = -1;
    int small_ = -1;
    int disc_ = -1;
};

void TestPreview::init() {
    doc_ = std::make_unique<ProjectDocument>();
    square_ = testing::addSprite(*doc_, QStringLiteral("square.png"),
                                 testing::makeImage(20, 20, [](int, int) { return true; }));
    small_ = testing::addSprite(*doc_, QStringLiteral("small.png"),
                                testing::makeImage(10, 10, [](int, int) { return true; }));
    disc_ = testing::addSprite(*doc_, QStringLiteral("disc.png"),
                               testing::makeImage(20, 20, [](int x, int y) {
                                   return (x - 9.5) * (x - 9.5) + (y - 9.5) * (y - 9.5) <= 100;
                               }));
    panel_ = std::make_unique<PreviewPanel>();
    panel_->resize(900, 600);
    panel_->setDocument(doc_.get());
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    panel_->showProjectSprite(CollisionView::SpriteA, square_);
    panel_->showProjectSprite(CollisionView::SpriteB, small_);
    view()->setZoom(4);
    view()->setPosition(CollisionView::SpriteA, {0, 0});
    view()->setPosition(CollisionView::SpriteB, {30, 0});
}

void TestPreview::cleanup() {
    panel_.reset();
    doc_.reset();
}

void TestPreview::dragEndsWithKnownCounts() {
    QVERIFY(!view()->report().collides);
    const QPoint grab = view()->widgetPosOf(QPointF(35, 5)).toPoint();
    const QPoint drop = grab + QPoint(-15 * 4, 5 * 4);
    QTest::mousePress(view(), Qt::LeftButton, {}, grab);
    QTest::mouseMove(view(), (grab + drop) / 2);
    QTest::mouseMove(view(), drop);
    QTest::mouseRelease(view(), Qt::LeftButton, {}, drop);
    const CollisionReport& r = view()->report();
    QCOMPARE(view()->position(CollisionView::SpriteB), QPoint(15, 5));
    QVERIFY(r.collides);
    QCOMPARE(r.area, std::size_t{50});
    QCOMPARE(r.overlapRect, (Rect{15, 5, 5, 10}));
    QCOMPARE(r.firstContact, std::optional(Point{15, 5}));
    QCOMPARE(r.push, (Separation{25, 5, 15, 15}));
    QVERIFY(panel_->readoutText().contains(QStringLiteral("50 pixel(s) overlap")));
    QVERIFY(panel_->readoutText().contains(QStringLiteral("<b>right 5</b>")));
}

void TestPreview::arrowKeysNudge() {
    view()->setPosition(CollisionView::SpriteB, {15, 5});
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Right);
    QCOMPARE(view()->report().area, std::size_t{40});
    QTest::keyClick(view(), Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(view()->position(CollisionView::SpriteB), QPoint(26, 5));
    QVERIFY(!view()->report().collides);
    // A moves too once selected.
    view()->setSelected(CollisionView::SpriteA);
    QTest::keyClick(view(), Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(view()->position(CollisionView::SpriteA), QPoint(10, 0));
    QVERIFY(view()->report().collides);
}

void TestPreview::boxesTouchButPixelsDoNot() {
    panel_->showProjectSprite(CollisionView::SpriteA, disc_);
    panel_->showProjectSprite(CollisionView::SpriteB, disc_);
    view()->setPosition(CollisionView::SpriteB, {16, 16}); // corners overlap, discs do not
    const CollisionReport& r = view()->report();
    QVERIFY(!r.collides);
    QVERIFY(r.boxesTouch && r.solidBoxesTouch);
    QVERIFY(panel_->readoutText().contains(QStringLiteral("boxes touch but no pixels do")));
}

void TestPreview::posesRotateAndFlip() {
    doc_->undoStack()->clear();
    const int bar = testing::addSprite(*doc_, QStringLiteral("bar.png"),
                                       testing::makeImage(10, 4, [](int x, int) { return x < 6; }));
    panel_->showProjectSprite(CollisionView::SpriteB, bar);
    Pose pose;
    pose.rotation = 90;
    view()->setPose(CollisionView::SpriteB, pose);
    QCOMPARE(view()->sprite(CollisionView::SpriteB).mask().width(), 4);
    QCOMPARE(view()->sprite(CollisionView::SpriteB).mask().height(), 10);
    QCOMPARE(view()->sprite(CollisionView::SpriteB).image().size(), QSize(4, 10));
    // Clockwise: the solid left part of the bar ends up at the top.
    QCOMPARE(view()->sprite(CollisionView::SpriteB).mask().bounds(), (Rect{0, 0, 4, 6}));
    pose.flipHorizontal = true;
    pose.scale = 2;
    view()->setPose(CollisionView::SpriteB, pose);
    QCOMPARE(view()->sprite(CollisionView::SpriteB).mask().bounds(), (Rect{0, 8, 8, 12}));
}

void TestPreview::followsHandEdits() {
    view()->setPosition(CollisionView::SpriteB, {15, 5});
    QCOMPARE(view()->report().area, std::size_t{50});
    // Erase A's column 15 in the editor: the preview follows.
    const Frame& frame = doc_->sprite(square_)->frames().front();
    PixelEdits edits(frame);
    for (int y = 0; y < 20; ++y)
        edits.set(15, y, Override::Empty);
    doc_->applyRegionEdit(square_, frame.id, edits.take());
    QCOMPARE(view()->report().area, std::size_t{40});
}

void TestPreview::posesTurnInPlace() {
    const int bar = testing::addSprite(*doc_, QStringLiteral("bar.png"),
                                       testing::makeImage(10, 4, [](int x, int) { return x < 6; }));
    panel_->showProjectSprite(CollisionView::SpriteB, bar);
    view()->setPosition(CollisionView::SpriteB, {30, 0}); // box 30..40 x 0..4, centre (35, 2)
    Pose pose;
    pose.rotation = 90; // 4 x 10 about the same centre
    view()->setPose(CollisionView::SpriteB, pose);
    QCOMPARE(view()->position(CollisionView::SpriteB), QPoint(33, -3));
    pose.scale = 2; // 8 x 20
    view()->setPose(CollisionView::SpriteB, pose);
    QCOMPARE(view()->position(CollisionView::SpriteB), QPoint(31, -8));
    // Back and forth through odd-sized boxes: no drift.
    for (double angle : {45.0, 17.0, 90.0, 133.0, 0.0}) {
        pose.rotation = angle;
        view()->setPose(CollisionView::SpriteB, pose);
    }
    pose.scale = 1;
    view()->setPose(CollisionView::SpriteB, pose);
    QCOMPARE(view()->position(CollisionView::SpriteB), QPoint(30, 0));
}

void TestPreview::panelKeepsItsWidth() {
    const QList<QComboBox*> combos = panel_->findChildren<QComboBox*>();
    QVERIFY(!combos.isEmpty());
    QWidget* side = combos.first()->parentWidget()->parentWidget(); // the controls' column
    // Flip H and 2x on B.
    const QList<QCheckBox*> flips = panel_->findChildren<QCheckBox*>();
    QCOMPARE(flips.size(), 5); // flip H and V for A and B, and Play animations
    flips[2]->setChecked(true);
    for (QSpinBox* spin : panel_->findChildren<QSpinBox*>())
        if (spin->maximum() == 4)
            spin->setValue(2);
    // From the longest readout (overlap box, contact, pushes) to the shortest ("apart").
    view()->setPosition(CollisionView::SpriteB, {3, 4});
    QVERIFY(view()->report().collides);
    QApplication::processEvents(); // let the layout react, if it would
    const int sideWidth = side->width();
    const int comboWidth = combos.first()->width();
    const int viewWidth = view()->width();
    for (int x = -40; x <= 80; x += 6) {
        view()->setPosition(CollisionView::SpriteB, {x, x / 2});
        QApplication::processEvents();
        QCOMPARE(side->width(), sideWidth);
        QCOMPARE(combos.first()->width(), comboWidth);
        QCOMPARE(view()->width(), viewWidth);
    }
    QVERIFY(!view()->report().boxesTouch);
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        panel_->grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                            QStringLiteral("/preview-flip-scale.png"));
}

void TestPreview::keyedArtAndHighlightStayVisible() {
    QCOMPARE(view()->shownHighlight(), view()->highlight()); // green art: as chosen
    // A sprite keyed on magenta shows its background as transparent...
    const QImage art = testing::colourKeyedSprite();
    const int keyed = testing::addSprite(*doc_, QStringLiteral("keyed.bmp"), art);
    MaskRule settings;
    settings.colorKey = QColor(255, 0, 255);
    doc_->sprite(keyed)->setChannelRule(0, {ChannelSource::Image, settings});
    panel_->showProjectSprite(CollisionView::SpriteA, keyed);
    const QImage shown = view()->sprite(CollisionView::SpriteA).image();
    for (int y = 0; y < art.height(); ++y)
        for (int x = 0; x < art.width(); ++x)
            QCOMPARE(qAlpha(shown.pixel(x, y)) == 0, art.pixel(x, y) == qRgb(255, 0, 255));
    QCOMPARE(view()->shownHighlight(), view()->highlight()); // the key is not art
    // ...and magenta art gets a highlight of another colour.
    QImage pink(16, 16, QImage::Format_RGBA8888);
    pink.fill(QColor(250, 10, 210));
    const int pinkId = testing::addSprite(*doc_, QStringLiteral("pink.png"), pink);
    panel_->showProjectSprite(CollisionView::SpriteB, pinkId);
    QVERIFY(view()->shownHighlight() != view()->highlight());
    // Far from the art in plain RGB, where the chosen highlight is near it.
    const auto rgbDistance = [](const QColor& a, const QColor& b) {
        return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
    };
    QVERIFY(rgbDistance(view()->shownHighlight(), QColor(250, 10, 210)) > 200);
    QVERIFY(rgbDistance(view()->highlight(), QColor(250, 10, 210)) < 120);
}

void TestPreview::scrollBarsPanTheScene() {
    QScrollBar* h = view()->horizontalScrollBar();
    QScrollBar* v = view()->verticalScrollBar();
    QVERIFY(!h->isHidden() && !v->isHidden());
    view()->setPosition(CollisionView::SpriteB, {400, 300}); // far off to the bottom right
    const QPointF before = view()->widgetPosOf(QPointF(0, 0));
    QVERIFY(h->maximum() >= 400 * view()->zoom() - view()->width());
    h->setValue(h->value() + 120);
    v->setValue(v->value() + 50);
    QCOMPARE(view()->widgetPosOf(QPointF(0, 0)), before - QPointF(120, 50));
    // Dragging the background with the middle button moves the bars with it.
    const int hValue = h->value();
    QTest::mousePress(view(), Qt::MiddleButton, {}, QPoint(300, 300));
    QTest::mouseMove(view(), QPoint(330, 300));
    QTest::mouseRelease(view(), Qt::MiddleButton, {}, QPoint(330, 300));
    QCOMPARE(h->value(), hValue - 30);
}

// The states a designer sees, saved for review when HITMASK_SCREENSHOT_DIR is set.
void TestPreview::screenshots() {
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    window.showPage(1);
    CollisionView* v = window.preview()->view();
    const QString dir = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    auto shoot = [&](const char* name) {
        QApplication::processEvents();
        if (!dir.isEmpty())
            window.grab().save(dir + u'/' + QLatin1String(name) + QStringLiteral(".png"));
    };
    v->setZoom(6);
    QVERIFY(v->report().collides); // the frog and the potato start half over each other
    shoot("preview-hit");
    // Frog 48 x 40, potato 44 x 34: the boxes overlap by a corner, the shapes do not.
    v->setPosition(CollisionView::SpriteB, {42, 34});
    QVERIFY(!v->report().collides);
    QVERIFY(v->report().boxesTouch);
    shoot("preview-near-miss");
    window.preview()->showProjectSprite(CollisionView::SpriteB,
                                        window.projects()->document()->spriteAt(3)->id());
    Pose pose;
    pose.rotation = 30;
    v->setPose(CollisionView::SpriteB, pose);
    v->setPosition(CollisionView::SpriteB, {5, -20});
    QVERIFY(v->report().collides);
    shoot("preview-rotated");
}

// The pickers start on the project's sprites and follow them coming and going, keeping
// what the user chose while it exists.
void TestPreview::pickersFollowTheProject() {
    ProjectDocument doc;
    PreviewPanel panel;
    panel.setDocument(&doc);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QComboBox* a = panel.sourceBox(CollisionView::SpriteA);
    QComboBox* b = panel.sourceBox(CollisionView::SpriteB);
    QCOMPARE(a->count(), 1); // "Image file..." alone
    QVERIFY(panel.view()->sprite(CollisionView::SpriteA).isNull());

    QSignalSpy reports(panel.view(), &CollisionView::reportChanged);
    const int one = testing::addSprite(doc, QStringLiteral("one.png"),
                                       testing::makeImage(8, 8, [](int, int) { return true; }));
    QVERIFY(reports.count() > 0);
    QCOMPARE(a->currentData().toInt(), one);
    QCOMPARE(b->currentData().toInt(), one); // the only one, twice
    QCOMPARE(panel.view()->sprite(CollisionView::SpriteB).name(), QStringLiteral("one"));
    QVERIFY(panel.view()->report().collides); // B half over A

    // A second sprite: B was only a default, so it moves on to it.
    const int two = testing::addSprite(doc, QStringLiteral("two.png"),
                                       testing::makeImage(6, 6, [](int, int) { return true; }));
    QCOMPARE(b->currentData().toInt(), two);
    QCOMPARE(panel.view()->sprite(CollisionView::SpriteB).name(), QStringLiteral("two"));
    const int three = testing::addSprite(doc, QStringLiteral("three.png"),
                                         testing::makeImage(4, 4, [](int, int) { return true; }));
    QCOMPARE(a->count(), 4);
    QCOMPARE(a->currentData().toInt(), one);
    QCOMPARE(b->currentData().toInt(), two);
    // The user picks B from the keyboard: the next entry, "three", which then stays.
    b->setFocus();
    QTest::keyClick(b, Qt::Key_Down);
    QCOMPARE(b->currentData().toInt(), three);
    QCOMPARE(panel.view()->sprite(CollisionView::SpriteB).name(), QStringLiteral("three"));
    const int four = testing::addSprite(doc, QStringLiteral("four.png"),
                                        testing::makeImage(4, 4, [](int, int) { return true; }));
    QCOMPARE(b->currentData().toInt(), three);

    // B's sprite removed: B goes to the one after A's.
    doc.undoStack()->push(new RemoveSprite(&doc, three));
    QCOMPARE(b->count(), 4);
    QCOMPARE(b->currentData().toInt(), two);
    QCOMPARE(panel.view()->sprite(CollisionView::SpriteB).name(), QStringLiteral("two"));
    // A's removed: the first left, and B the one after it.
    doc.undoStack()->push(new RemoveSprite(&doc, one));
    QCOMPARE(a->currentData().toInt(), two);
    QCOMPARE(panel.view()->sprite(CollisionView::SpriteA).name(), QStringLiteral("two"));
    QCOMPARE(b->currentData().toInt(), four);
    doc.undoStack()->push(new RemoveSprite(&doc, two));
    QCOMPARE(a->currentData().toInt(), four);
    QCOMPARE(b->currentData().toInt(), four);
    // None left: nothing shown, and no stale entry.
    doc.undoStack()->push(new RemoveSprite(&doc, four));
    QCOMPARE(a->count(), 1);
    QVERIFY(panel.view()->sprite(CollisionView::SpriteA).isNull());
    QVERIFY(panel.view()->sprite(CollisionView::SpriteB).isNull());
    QVERIFY(panel.readoutText().contains(QStringLiteral("Choose two sprites.")));
}

namespace {
void wheel(QWidget* widget, QPoint at, int delta, Qt::KeyboardModifiers modifiers) {
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      modifiers, Qt::NoScrollPhase, false);
    QApplication::sendEvent(widget, &event);
}
} // namespace

// Below 1x in the canvas's steps, about the cursor; Fit shows two 1024² sprites whole.
void TestPreview::zoomsOutAroundTheCursor() {
    const int big = testing::addSprite(
        *doc_, QStringLiteral("big.png"),
        testing::makeImage(1024, 1024, [](int x, int y) { return (x / 32 + y / 32) % 2 == 0; }));
    panel_->showProjectSprite(CollisionView::SpriteA, big);
    panel_->showProjectSprite(CollisionView::SpriteB, big);
    view()->setPosition(CollisionView::SpriteB, {1100, 0});
    QSignalSpy zooms(view(), &CollisionView::zoomChanged);
    const QPointF scene(500, 300);
    const QPoint cursor = view()->widgetPosOf(scene).toPoint();
    const double expected[] = {3, 2, 1, 0.5, 1.0 / 3, 0.25, 1.0 / 6, 0.125};
    for (double z : expected) {
        wheel(view(), cursor, -120, Qt::ControlModifier);
        QCOMPARE(view()->zoom(), z);
        // The scene point under the cursor stays there (to the rounding of the pan).
        QVERIFY((view()->widgetPosOf(scene) - QPointF(cursor)).manhattanLength() < 1.5);
    }
    QCOMPARE(zooms.count(), 8);
    QCOMPARE(panel_->zoomBox()->currentText(), QStringLiteral("13%"));
    // The box steps the same levels.
    panel_->zoomBox()->setFocus();
    QTest::keyClick(panel_->zoomBox(), Qt::Key_Down);
    QCOMPARE(view()->zoom(), 1.0 / 6);
    QTest::keyClick(panel_->zoomBox(), Qt::Key_Up);
    QTest::keyClick(panel_->zoomBox(), Qt::Key_Up);
    QCOMPARE(view()->zoom(), 1.0 / 12);

    view()->zoomToFit();
    QVERIFY(view()->zoom() < 1);
    for (auto which : {CollisionView::SpriteA, CollisionView::SpriteB}) {
        const QPoint p = view()->position(which);
        QVERIFY(view()->rect().contains(view()->widgetPosOf(p).toPoint()));
        QVERIFY(view()->rect().contains(view()->widgetPosOf(p + QPoint(1023, 1023)).toPoint()));
    }
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        QVERIFY(panel_->grab().save(shots + QStringLiteral("/preview-fit-1024.png")));
}

// The first defaults are fitted in the view, when it is shown: two 1024² sprites whole.
void TestPreview::defaultsShowWholeWhenTheTabIsShown() {
    ProjectDocument doc;
    for (const char* name : {"left.png", "right.png"})
        testing::addSprite(doc, QLatin1String(name),
                           testing::makeImage(1024, 1024, [](int x, int y) { return x > y; }));
    PreviewPanel panel;
    panel.resize(900, 600);
    panel.setDocument(&doc); // hidden, as a tab behind the editor
    QCOMPARE(panel.view()->zoom(), 4.0);
    QSignalSpy zooms(panel.view(), &CollisionView::zoomChanged);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCOMPARE(zooms.count(), 1);
    QVERIFY(panel.view()->zoom() < 1);
    for (auto which : {CollisionView::SpriteA, CollisionView::SpriteB}) {
        const QPoint p = panel.view()->position(which);
        QVERIFY(panel.view()->rect().contains(panel.view()->widgetPosOf(p).toPoint()));
        QVERIFY(panel.view()->rect().contains(
            panel.view()->widgetPosOf(p + QPoint(1024, 1024)).toPoint()));
    }
    // Only once: showing it again keeps the user's zoom.
    panel.view()->setZoom(2);
    panel.hide();
    panel.show();
    QCOMPARE(panel.view()->zoom(), 2.0);
}

// Zoomed out, a drag moves by scene pixels of the zoom, the count is the byte loop's,
// and the overlap still lights up.
void TestPreview::zoomedOutOverlapMatchesBytes() {
    auto a = [](int x, int y) {
        return (x * 7 + y * 3) % 5 < 3;
    };
    auto b = [](int x, int y) {
        return (x ^ y) % 3 != 0 && (x - 150) * (x - 150) + (y - 150) * (y - 150) < 140 * 140;
    };
    const int ia =
        testing::addSprite(*doc_, QStringLiteral("dither.png"), testing::makeImage(300, 200, a));
    const int ib =
        testing::addSprite(*doc_, QStringLiteral("disc300.png"), testing::makeImage(300, 300, b));
    panel_->showProjectSprite(CollisionView::SpriteA, ia);
    panel_->showProjectSprite(CollisionView::SpriteB, ib);
    view()->setPosition(CollisionView::SpriteA, {0, 0});
    view()->setPosition(CollisionView::SpriteB, {400, 0});
    view()->setZoom(0.25);
    QVERIFY(!view()->report().collides);
    const QPoint grab = view()->widgetPosOf(QPointF(550, 150)).toPoint();
    const QPoint drop = grab - QPoint(60, -10); // 240 and 40 scene pixels at 1/4
    QSignalSpy reports(view(), &CollisionView::reportChanged);
    QTest::mousePress(view(), Qt::LeftButton, {}, grab);
    QTest::mouseMove(view(), drop);
    QTest::mouseRelease(view(), Qt::LeftButton, {}, drop);
    QVERIFY(reports.count() > 0);
    const QPoint d =
        view()->position(CollisionView::SpriteB) - view()->position(CollisionView::SpriteA);
    QCOMPARE(d, QPoint(160, 40));
    std::size_t brute = 0;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 300; ++x)
            if (a(x, y) && x - d.x() >= 0 && y - d.y() >= 0 && x - d.x() < 300 && y - d.y() < 300 &&
                b(x - d.x(), y - d.y()))
                ++brute;
    QVERIFY(brute > 0);
    QCOMPARE(view()->report().area, brute);
    QVERIFY(panel_->readoutText().contains(QLocale().toString(qulonglong(brute))));
    // The overlap is dense: in its middle every screen pixel shows the highlight.
    const QImage shown = view()->grab().toImage();
    const QPoint middle = view()->widgetPosOf(QPointF(230, 120)).toPoint();
    QCOMPARE(shown.pixelColor(middle).rgb(), view()->shownHighlight().rgb());
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        QVERIFY(panel_->grab().save(shots + QStringLiteral("/preview-quarter-zoom.png")));
}

QTEST_MAIN(TestPreview)
#include "tst_preview.moc"
