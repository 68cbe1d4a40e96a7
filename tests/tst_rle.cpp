// SPDX-License-Identifier: MIT
// Run-length masks: round trips, and the run-against-run test against the bit path.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/collide.hpp>
#include <hitmask/rle.hpp>

using namespace hitmask;

class TestRle : public QObject {
    Q_OBJECT

private slots:
    void runsOfAKnownRow();
    void roundTripsRandomMasks();
    void overlapsMatchesBitPath();
};

void TestRle::runsOfAKnownRow() {
    Mask mask(10, 2);
    for (int x : {2, 3, 4, 9})
        mask.set(x, 0, true);
    mask.set(0, 1, true);
    const RleMask rle(mask);
    const auto row0 = rle.rowRuns(0);
    QCOMPARE(std::vector<std::uint32_t>(row0.begin(), row0.end()),
             (std::vector<std::uint32_t>{2, 3, 4, 1}));
    const auto row1 = rle.rowRuns(1);
    QCOMPARE(std::vector<std::uint32_t>(row1.begin(), row1.end()),
             (std::vector<std::uint32_t>{0, 1, 9}));
    QCOMPARE(rle.firstSolidRow(), 0);
    QCOMPARE(rle.endSolidRow(), 2);
}

void TestRle::roundTripsRandomMasks() {
    testing::MaskGenerator gen(21);
    for (int i = 0; i < 1000; ++i) {
        const Mask mask = gen.make(gen.side(), gen.side()).toMask();
        const RleMask rle(mask);
        QVERIFY(rle.toMask() == mask);
        for (int y = 0; y < rle.height(); ++y) {
            std::uint64_t sum = 0;
            for (auto run : rle.rowRuns(y))
                sum += run;
            QCOMPARE(sum, std::uint64_t(mask.width()));
        }
    }
}

void TestRle::overlapsMatchesBitPath() {
    testing::MaskGenerator gen(22);
    int hits = 0;
    const int cases = 10000;
    for (int i = 0; i < cases; ++i) {
        const Mask a = gen.make(gen.side(), gen.side()).toMask();
        const Mask b = gen.make(gen.side(), gen.side()).toMask();
        const int dx = gen.offset(a.width(), b.width());
        const int dy = gen.offset(a.height(), b.height());
        const bool expected = overlaps(a, b, dx, dy);
        hits += expected;
        QVERIFY2(overlaps(RleMask(a), RleMask(b), dx, dy) == expected,
                 qPrintable(QStringLiteral("case %1 at (%2, %3)").arg(i).arg(dx).arg(dy)));
    }
    qInfo("%d of %d cases overlap", hits, cases);
    QVERIFY(hits > cases / 10 && hits < cases * 9 / 10);
}

QTEST_APPLESS_MAIN(TestRle)
#include "tst_rle.moc"
