// SPDX-License-Identifier: MIT
// Run-length masks against plain loops over byte masks: the runs of every row, round
// trips, and the run-against-run overlap test.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/rle.hpp>

using namespace hitmask;

namespace {
// The runs of row y as the header defines them, by walking the bytes: an empty run
// first (maybe 0 long), then alternately solid and empty.
std::vector<std::uint32_t> byteRuns(const testing::ByteMask& m, int y) {
    std::vector<std::uint32_t> runs{0};
    bool solid = false;
    for (int x = 0; x < m.width; ++x) {
        const bool pixel = m.pixels[std::size_t(y) * m.width + x] != 0;
        if (pixel != solid) {
            runs.push_back(0);
            solid = pixel;
        }
        ++runs.back();
    }
    return runs;
}
} // namespace

class TestRle : public QObject {
    Q_OBJECT

private slots:
    void runsOfAKnownRow();
    void roundTripsRandomMasks();
    void overlapsMatchesBytes();
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
        const testing::ByteMask bytes = gen.make(gen.side(), gen.side());
        const Mask mask = bytes.toMask();
        const RleMask rle(mask);
        QCOMPARE(rle.width(), bytes.width);
        QCOMPARE(rle.height(), bytes.height);
        int first = -1, end = 0;
        for (int y = 0; y < bytes.height; ++y) {
            const auto runs = rle.rowRuns(y);
            QCOMPARE(std::vector<std::uint32_t>(runs.begin(), runs.end()), byteRuns(bytes, y));
            if (byteRuns(bytes, y).size() > 1) {
                first = first < 0 ? y : first;
                end = y + 1;
            }
        }
        QCOMPARE(rle.firstSolidRow(), std::max(first, 0));
        QCOMPARE(rle.endSolidRow(), end);
        QVERIFY(rle.toMask() == mask);
    }
}

void TestRle::overlapsMatchesBytes() {
    testing::MaskGenerator gen(22);
    int hits = 0;
    const int cases = 4000;
    for (int i = 0; i < cases; ++i) {
        const testing::ByteMask a = gen.make(gen.side(), gen.side());
        const testing::ByteMask b = gen.make(gen.side(), gen.side());
        const int dx = gen.offset(a.width, b.width);
        const int dy = gen.offset(a.height, b.height);
        // Every pixel the two boxes share, one byte each.
        bool expected = false;
        for (long long y = std::max(0, dy);
             !expected && y < std::min<long long>(a.height, 1LL * dy + b.height); ++y)
            for (long long x = std::max(0, dx);
                 !expected && x < std::min<long long>(a.width, 1LL * dx + b.width); ++x)
                expected = a.at(x, y) && b.at(x - dx, y - dy);
        hits += expected;
        QVERIFY2(overlaps(RleMask(a.toMask()), RleMask(b.toMask()), dx, dy) == expected,
                 qPrintable(QStringLiteral("case %1 at (%2, %3)").arg(i).arg(dx).arg(dy)));
    }
    qInfo("%d of %d cases overlap", hits, cases);
    QVERIFY(hits > cases / 10 && hits < cases * 9 / 10);
}

QTEST_APPLESS_MAIN(TestRle)
#include "tst_rle.moc"
