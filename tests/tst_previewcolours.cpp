// SPDX-License-Identifier: MIT
// Overlap highlights in the collision and scene previews: they stand out against both
// sprites and keep their colour through frames, poses, moves and other sprites.
#include "document/commands/cutframes.h"
#include "editor/canvas/contrast.h"
#include "editor/preview/previewpanel.h"
#include "editor/scene/scenemodel.h"
#include "editor/scene/sceneview.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QTest>

using namespace hitmask;

class TestPreviewColours : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup() { doc_.reset(); }
    void collisionHighlightKeepsItsColour();
    void sceneHighlightPerPair();

private:
    testing::IsolatedHome home_;
    std::unique_ptr<ProjectDocument> doc_;
    int strip_ = -1; // a pink frame, then a green one
    int pink_ = -1;
    int grey_ = -1;
};

namespace {

const QColor kPink(250, 10, 210);
const QColor kGreen(60, 180, 60);
const QColor kGrey(128, 128, 128);
const QColor kChosen(255, 0, 200); // the default highlight: magenta

QImage filled(int width, int height, const std::function<QColor(int x)>& colourAt) {
    QImage image(width, height, QImage::Format_RGBA8888);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            image.setPixelColor(x, y, colourAt(x));
    return image;
}

double nearest(const QColor& c, const QList<QColor>& art) {
    double best = 1e9;
    for (const QColor& a : art)
        best = std::min(best, perceptualDistance(c, a));
    return best;
}

} // namespace

void TestPreviewColours::init() {
    doc_ = std::make_unique<ProjectDocument>();
    strip_ = testing::addSprite(*doc_, QStringLiteral("strip.png"),
                                filled(40, 20, [](int x) { return x < 20 ? kPink : kGreen; }));
    doc_->undoStack()->push(new SliceSprite(doc_.get(), strip_, {{0, 0, 20, 20}, {20, 0, 20, 20}}));
    pink_ = testing::addSprite(*doc_, QStringLiteral("pink.png"),
                               filled(20, 20, [](int) { return kPink; }));
    grey_ = testing::addSprite(*doc_, QStringLiteral("grey.png"),
                               filled(20, 20, [](int) { return kGrey; }));
}

// The highlight is chosen against the whole sprites, not the frame shown: a sprite whose
// frames are pink and green keeps one highlight through both, and through a pose.
void TestPreviewColours::collisionHighlightKeepsItsColour() {
    PreviewPanel panel;
    panel.resize(900, 600);
    panel.setDocument(doc_.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    CollisionView* view = panel.view();
    QCOMPARE(view->highlight(), kChosen);
    panel.showProjectSprite(CollisionView::SpriteA, strip_, 0);
    panel.showProjectSprite(CollisionView::SpriteB, grey_);
    const QColor first = view->shownHighlight();
    // Magenta would vanish on the pink frame: the palette colour farthest from all three.
    QVERIFY(first != kChosen);
    for (const QColor& other : overlayPalette())
        QVERIFY2(nearest(first, {kPink, kGreen, kGrey}) >= nearest(other, {kPink, kGreen, kGrey}),
                 qPrintable(first.name() + QLatin1Char(' ') + other.name()));
    panel.showProjectSprite(CollisionView::SpriteA, strip_, 1);
    QCOMPARE(view->shownHighlight(), first);
    view->setPose(CollisionView::SpriteA, Pose{90, true, false, 2});
    QCOMPARE(view->shownHighlight(), first);
    view->setPosition(CollisionView::SpriteB, {5, 5});
    QCOMPARE(view->shownHighlight(), first);
    // Grey and green alone: the chosen magenta stands out and is kept.
    panel.showProjectSprite(CollisionView::SpriteA, grey_);
    QCOMPARE(view->shownHighlight(), kChosen);
}

// In the scene, each colliding pair's overlap is drawn in a colour that stands out against
// its two sprites; another pair coming and going leaves it as it was.
void TestPreviewColours::sceneHighlightPerPair() {
    SceneModel model;
    model.setDocument(doc_.get());
    model.setFieldSize({200, 120});
    SceneView view(&model);
    view.resize(400, 240); // two widget pixels per field pixel
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.highlight(), kChosen);
    QVERIFY(model.addAt(pink_, 0, {10, 10}));
    QVERIFY(model.addAt(pink_, 0, {20, 20})); // overlaps the first at 20..29
    const auto colourAt = [&](QPointF field) {
        return view.grab().toImage().pixelColor(view.toWidget(field + QPointF(0.5, 0.5)).toPoint());
    };
    const QPointF overlap(25, 25);
    const QColor pinkPair = colourAt(overlap);
    QVERIFY2(nearest(pinkPair, {kPink}) >= kStandsOut, qPrintable(pinkPair.name()));
    QVERIFY(perceptualDistance(pinkPair, kChosen) >= kAlike);
    // A grey pair far off: highlighted in the chosen magenta, which stands out there.
    QVERIFY(model.addAt(grey_, 0, {120, 60}));
    QVERIFY(model.addAt(grey_, 0, {130, 70}));
    QCOMPARE(colourAt({135, 75}), kChosen);
    QCOMPARE(colourAt(overlap), pinkPair);
    // A grey sprite over the pink pair: the pink pair's own overlap keeps its colour.
    QVERIFY(model.addAt(grey_, 0, {0, 0}));
    QCOMPARE(colourAt(overlap), pinkPair);
}

QTEST_MAIN(TestPreviewColours)
#include "tst_previewcolours.moc"
