// SPDX-License-Identifier: MIT
// Copying a frame's hand edits to the next or to every frame, checked against a model of
// plain byte arrays: the copies, the parts outside the overlap, and one undo step.
#include "document/commands/cutframes.h"
#include "document/commands/paintpixels.h"
#include "document/maskoperations.h"
#include "document/projectdocument.h"
#include "support/documentfixture.h"

#include <QTest>
#include <random>
#include <vector>

using namespace hitmask;

namespace {

// Frames of different sizes, so that copies between them overlap only in part.
const QList<QRect> kFrames{{0, 0, 8, 6}, {8, 0, 5, 9}, {13, 0, 7, 10}, {20, 0, 8, 6}};

bool art(int x, int y) {
    return (x * 7 + y * 3) % 5 < 2;
}

// Per frame, per pixel (row-major over the frame): 0 auto, 1 forced solid, 2 forced empty.
using Model = std::vector<std::vector<std::uint8_t>>;

} // namespace

class TestCopyEdits : public QObject {
    Q_OBJECT

private slots:
    void copyToAllThenUndo();
    void copyToNextTouchesOnlyTheNextFrame();
    void nothingToCopyPushesNothing();

private:
    void setUpDocument(std::uint32_t seed);
    void verifyMatches(const Model& model, const char* when);

    std::unique_ptr<ProjectDocument> doc_;
    int id_ = -1;
    Model model_;
};

void TestCopyEdits::setUpDocument(std::uint32_t seed) {
    doc_ = std::make_unique<ProjectDocument>();
    id_ = testing::addSprite(*doc_, QStringLiteral("walk.png"), testing::makeImage(28, 10, art));
    doc_->undoStack()->push(new SliceSprite(doc_.get(), id_, kFrames));
    std::mt19937 random(seed);
    model_.assign(std::size_t(kFrames.size()), {});
    for (int i = 0; i < kFrames.size(); ++i) {
        const int w = kFrames[i].width();
        const int h = kFrames[i].height();
        auto& states = model_[std::size_t(i)];
        states.resize(std::size_t(w * h));
        Mask solid(w, h);
        Mask empty(w, h);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const std::uint8_t state = random() % 3;
                states[std::size_t(y * w + x)] = state;
                solid.set(x, y, state == 1);
                empty.set(x, y, state == 2);
            }
        const Frame& frame = doc_->sprite(id_)->frames()[std::size_t(i)];
        doc_->undoStack()->push(new PaintPixels(
            doc_.get(), id_, frame.id, frame.solid().overrides.editTo({0, 0, w, h}, solid, empty),
            0, QStringLiteral("edit")));
    }
}

void TestCopyEdits::verifyMatches(const Model& model, const char* when) {
    const auto& frames = doc_->sprite(id_)->frames();
    for (int i = 0; i < kFrames.size(); ++i) {
        const Frame& frame = frames[std::size_t(i)];
        const QRect r = kFrames[i];
        for (int y = 0; y < r.height(); ++y)
            for (int x = 0; x < r.width(); ++x) {
                const std::uint8_t state = model[std::size_t(i)][std::size_t(y * r.width() + x)];
                const bool solid = frame.solid().overrides.forcedSolid().test(x, y);
                const bool empty = frame.solid().overrides.forcedEmpty().test(x, y);
                const bool effective = state == 1 || (state == 0 && art(r.x() + x, r.y() + y));
                const QString where =
                    QStringLiteral("%1: frame %2 at %3,%4").arg(when).arg(i).arg(x).arg(y);
                QVERIFY2(solid == (state == 1) && empty == (state == 2), qPrintable(where));
                QVERIFY2(frame.solid().effective.test(x, y) == effective, qPrintable(where));
            }
    }
}

// Frame `to` after taking frame `from`'s states over the top-left overlap.
static void copyInModel(Model& model, int from, int to) {
    const QSize a = kFrames[from].size();
    const QSize b = kFrames[to].size();
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
            model[std::size_t(to)][std::size_t(y * b.width() + x)] =
                model[std::size_t(from)][std::size_t(y * a.width() + x)];
}

void TestCopyEdits::copyToAllThenUndo() {
    for (std::uint32_t seed = 1; seed <= 40; ++seed) {
        setUpDocument(seed);
        const int source = int(seed % std::uint32_t(kFrames.size()));
        const Model before = model_;
        verifyMatches(before, "before");
        const int steps = doc_->undoStack()->count();
        QVERIFY(MaskOperations::copyEditsToAll(doc_.get(), id_, source));
        QCOMPARE(doc_->undoStack()->count(), steps + 1);
        QCOMPARE(doc_->undoStack()->undoText(), QStringLiteral("Copy Mask Edits to All Frames"));
        Model after = before;
        for (int i = 0; i < kFrames.size(); ++i)
            if (i != source)
                copyInModel(after, source, i);
        verifyMatches(after, "copied");
        doc_->undoStack()->undo();
        verifyMatches(before, "undone");
        doc_->undoStack()->redo();
        verifyMatches(after, "redone");
        if (QTest::currentTestFailed())
            return;
    }
}

void TestCopyEdits::copyToNextTouchesOnlyTheNextFrame() {
    for (std::uint32_t seed = 100; seed < 120; ++seed) {
        setUpDocument(seed);
        const int source = int(seed % std::uint32_t(kFrames.size() - 1));
        const Model before = model_;
        const int steps = doc_->undoStack()->count();
        QVERIFY(MaskOperations::copyEditsToNext(doc_.get(), id_, source));
        QCOMPARE(doc_->undoStack()->count(), steps + 1);
        Model after = before;
        copyInModel(after, source, source + 1);
        verifyMatches(after, "copied");
        doc_->undoStack()->undo();
        verifyMatches(before, "undone");
        if (QTest::currentTestFailed())
            return;
    }
}

void TestCopyEdits::nothingToCopyPushesNothing() {
    setUpDocument(7);
    const int steps = doc_->undoStack()->count();
    // The last frame has no next one; a missing sprite or frame is refused.
    QVERIFY(!MaskOperations::copyEditsToNext(doc_.get(), id_, int(kFrames.size()) - 1));
    QVERIFY(!MaskOperations::copyEditsToAll(doc_.get(), id_ + 1, 0));
    QVERIFY(!MaskOperations::copyEditsToAll(doc_.get(), id_, int(kFrames.size())));
    QCOMPARE(doc_->undoStack()->count(), steps);
    // Copying twice: the second time every frame already has the edits.
    QVERIFY(MaskOperations::copyEditsToAll(doc_.get(), id_, 1));
    QVERIFY(!MaskOperations::copyEditsToAll(doc_.get(), id_, 1));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
}

QTEST_MAIN(TestCopyEdits)
#include "tst_copyedits.moc"
