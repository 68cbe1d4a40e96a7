// SPDX-License-Identifier: MIT
// The collision preview with animated sprites: picking frames, the "frames that collide"
// table, and the box-set readout beside the pixel verdict.
#include "document/commands/cutframes.h"
#include "document/pixeledits.h"
#include "editor/preview/boxreadout.h"
#include "editor/preview/framecollisions.h"
#include "editor/preview/previewpanel.h"
#include "support/artfixtures.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <random>

using namespace hitmask;

namespace {

// Plain bytes, 1 = solid, row-major: the oracle's own copy of a mask.
struct Bytes {
    int w = 0, h = 0;
    std::vector<unsigned char> px;
    bool at(int x, int y) const {
        return x >= 0 && y >= 0 && x < w && y < h && px[std::size_t(y * w + x)];
    }
};

std::size_t bruteOverlap(const Bytes& a, const Bytes& b, int dx, int dy) {
    std::size_t n = 0;
    for (int y = 0; y < a.h; ++y)
        for (int x = 0; x < a.w; ++x)
            n += a.at(x, y) && b.at(x - dx, y - dy);
    return n;
}

} // namespace

class TestPreviewFrames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup();
    void framePairsMatchBruteForce();
    void framePairsAreCapped();
    void frameSpinPicksFrameAndFollowsEdits();
    void frameSpinHiddenForOneFrame();
    void tableListsCollidingPairs();
    void boxReadoutAgreesWithPixels();
    void screenshot();

private:
    CollisionView* view() const { return panel_->view(); }

    testing::IsolatedHome home_;
    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<PreviewPanel> panel_;
    int strip_ = -1; // 4 frames of 10 x 10: frame k is solid in columns 0..2k+1
    int still_ = -1; // one 10 x 10 frame, all solid
};

void TestPreviewFrames::init() {
    doc_ = std::make_unique<ProjectDocument>();
    strip_ = testing::addSprite(
        *doc_, QStringLiteral("strip.png"),
        testing::makeImage(40, 10, [](int x, int) { return x % 10 <= 2 * (x / 10) + 1; }));
    doc_->undoStack()->push(new SliceSprite(
        doc_.get(), strip_, {{0, 0, 10, 10}, {10, 0, 10, 10}, {20, 0, 10, 10}, {30, 0, 10, 10}}));
    still_ = testing::addSprite(*doc_, QStringLiteral("still.png"),
                                testing::makeImage(10, 10, [](int, int) { return true; }));
    panel_ = std::make_unique<PreviewPanel>();
    panel_->resize(1000, 700);
    panel_->setDocument(doc_.get());
    panel_->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel_.get()));
    panel_->showProjectSprite(CollisionView::SpriteA, strip_);
    panel_->showProjectSprite(CollisionView::SpriteB, strip_);
    view()->setPosition(CollisionView::SpriteA, {0, 0});
    view()->setPosition(CollisionView::SpriteB, {30, 0});
}

void TestPreviewFrames::cleanup() {
    panel_.reset();
    doc_.reset();
}

void TestPreviewFrames::framePairsMatchBruteForce() {
    std::mt19937 rng(12);
    for (int round = 0; round < 300; ++round) {
        std::vector<Mask> masks[2];
        std::vector<Bytes> bytes[2];
        for (int side = 0; side < 2; ++side) {
            const int frames = 1 + int(rng() % 5);
            for (int f = 0; f < frames; ++f) {
                Bytes b;
                b.w = 1 + int(rng() % 130);
                b.h = 1 + int(rng() % 20);
                const unsigned density = rng() % 4; // 0 empty .. 3 mostly solid
                Mask m(b.w, b.h);
                for (int y = 0; y < b.h; ++y)
                    for (int x = 0; x < b.w; ++x) {
                        const bool solid = rng() % 4 < density;
                        b.px.push_back(solid);
                        m.set(x, y, solid);
                    }
                masks[side].push_back(std::move(m));
                bytes[side].push_back(std::move(b));
            }
        }
        const int dx = int(rng() % 300) - 150;
        const int dy = int(rng() % 50) - 25;
        std::vector<FramePairHit> expected;
        for (int i = 0; i < int(bytes[0].size()); ++i)
            for (int j = 0; j < int(bytes[1].size()); ++j)
                if (auto n =
                        bruteOverlap(bytes[0][std::size_t(i)], bytes[1][std::size_t(j)], dx, dy))
                    expected.push_back({i, j, n});
        const FramePairs got = collidingFramePairs(masks[0], masks[1], dx, dy, 64);
        QVERIFY(!got.capped);
        QCOMPARE(got.hits.size(), expected.size());
        for (std::size_t k = 0; k < expected.size(); ++k) {
            QCOMPARE(got.hits[k].frameA, expected[k].frameA);
            QCOMPARE(got.hits[k].frameB, expected[k].frameB);
            QCOMPARE(got.hits[k].area, expected[k].area);
        }
    }
}

void TestPreviewFrames::framePairsAreCapped() {
    Mask solid(4, 4);
    solid.setRect({0, 0, 4, 4}, true);
    const std::vector<Mask> many(5, solid);
    const FramePairs pairs = collidingFramePairs(many, many, 0, 0, 3);
    QVERIFY(pairs.capped);
    QCOMPARE(pairs.hits.size(), std::size_t{9});
    QVERIFY(!collidingFramePairs(many, many, 0, 0, 5).capped);
}

void TestPreviewFrames::frameSpinPicksFrameAndFollowsEdits() {
    QSpinBox* spin = panel_->frameSpin(CollisionView::SpriteA);
    QVERIFY(spin->isVisible());
    QCOMPARE(spin->value(), 1);
    QCOMPARE(view()->sprite(CollisionView::SpriteA).mask().count(), std::size_t{20});
    QSignalSpy reports(view(), &CollisionView::reportChanged);
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_Up);
    QTest::keyClick(spin, Qt::Key_Up);
    QCOMPARE(spin->value(), 3);
    QVERIFY(!reports.isEmpty());
    QCOMPARE(view()->sprite(CollisionView::SpriteA).mask().count(), std::size_t{60}); // 6 cols
    // A hand edit to the shown frame: the preview follows and stays on that frame.
    const Frame& frame = doc_->sprite(strip_)->frames()[2];
    PixelEdits edits(frame);
    for (int y = 0; y < 10; ++y)
        edits.set(0, y, Override::Empty);
    doc_->applyRegionEdit(strip_, frame.id, edits.take());
    QCOMPARE(spin->value(), 3);
    QCOMPARE(view()->sprite(CollisionView::SpriteA).mask().count(), std::size_t{50});
}

void TestPreviewFrames::frameSpinHiddenForOneFrame() {
    panel_->showProjectSprite(CollisionView::SpriteB, still_);
    QVERIFY(!panel_->frameSpin(CollisionView::SpriteB)->isVisible());
    QVERIFY(!panel_->frameCollisions()->isVisible()); // one animated sprite: no table
    panel_->showProjectSprite(CollisionView::SpriteB, strip_);
    QVERIFY(panel_->frameSpin(CollisionView::SpriteB)->isVisible());
    QVERIFY(panel_->frameCollisions()->isVisible());
}

void TestPreviewFrames::tableListsCollidingPairs() {
    QTableWidget* table = panel_->frameCollisions()->table();
    QVERIFY(table->isVisible());
    QCOMPARE(table->rowCount(), 0); // B 30 pixels right: apart
    // B's left edge at x = 5: A's frame k reaches column 2k+1, so only frames 2 and 3
    // (1-based 3 and 4) reach it; B's frames all have columns 0 and 1 solid.
    view()->setPosition(CollisionView::SpriteB, {5, 0});
    // A frame 3 (cols 0..5) meets B frame j over column 5 only: 10 pixels each.
    // A frame 4 (cols 0..7) meets cols 5..7: B frame 1 has 0..1 -> 20, others 0..3+ -> 30.
    const int expected[][3] = {{3, 1, 10}, {3, 2, 10}, {3, 3, 10}, {3, 4, 10},
                               {4, 1, 20}, {4, 2, 30}, {4, 3, 30}, {4, 4, 30}};
    QCOMPARE(table->rowCount(), 8);
    for (int row = 0; row < 8; ++row)
        for (int column = 0; column < 3; ++column)
            QCOMPARE(table->item(row, column)->text(), QString::number(expected[row][column]));
    // Mouse drag of B back out of reach empties the table.
    const QPoint grab = view()->widgetPosOf(QPointF(6, 5)).toPoint();
    QTest::mousePress(view(), Qt::LeftButton, {}, grab);
    QTest::mouseMove(view(), grab + QPoint(view()->zoom() * 40, 0));
    QTest::mouseRelease(view(), Qt::LeftButton, {}, grab + QPoint(view()->zoom() * 40, 0));
    QCOMPARE(table->rowCount(), 0);
    QVERIFY(panel_->frameCollisions()->summary().contains(QStringLiteral("No pair")));
}

void TestPreviewFrames::boxReadoutAgreesWithPixels() {
    BoxReadout* boxes = panel_->boxReadout();
    QCOMPARE(boxes->boxCount(0), std::size_t{1}); // frame 1: one 2 x 10 bar
    // A ring posed by a rotation: several boxes, and the readout agrees at every offset.
    const int ring = testing::addSprite(
        *doc_, QStringLiteral("ring.png"), testing::makeImage(12, 12, [](int x, int y) {
            const double r = (x - 5.5) * (x - 5.5) + (y - 5.5) * (y - 5.5);
            return r <= 36 && r >= 9;
        }));
    panel_->showProjectSprite(CollisionView::SpriteB, ring);
    auto* rotate = panel_->findChildren<QDoubleSpinBox*>().at(1); // B's rotation
    rotate->setValue(30);
    const std::size_t ringBoxes = boxes->boxCount(1);
    QVERIFY(ringBoxes > 4);
    view()->setSelected(CollisionView::SpriteB);
    view()->setFocus();
    for (int step = 0; step < 40; ++step) {
        QTest::keyClick(view(), Qt::Key_Left);
        QCOMPARE(boxes->boxesOverlapNow(), view()->report().collides);
        QCOMPARE(boxes->boxCount(1), ringBoxes); // moves do not re-cut boxes
    }
    QVERIFY(panel_->readoutText().contains(QStringLiteral("agrees with the pixels")));
}

void TestPreviewFrames::screenshot() {
    view()->setPosition(CollisionView::SpriteB, {5, 2});
    panel_->frameSpin(CollisionView::SpriteA)->setValue(4);
    const QString path = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!path.isEmpty())
        QVERIFY(panel_->grab().save(path + QStringLiteral("/preview-frames.png")));
    QVERIFY(panel_->frameCollisions()->table()->rowCount() > 0);
}

QTEST_MAIN(TestPreviewFrames)
#include "tst_previewframes.moc"
