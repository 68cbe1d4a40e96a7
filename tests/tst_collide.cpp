// SPDX-License-Identifier: MIT
// Every overlap test against a brute-force answer on thousands of random cases.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/collide.hpp>

using namespace hitmask;
using hitmask::testing::ByteMask;

class TestCollide : public QObject {
    Q_OBJECT

private slots:
    void randomCasesMatchBruteForce_data();
    void randomCasesMatchBruteForce();
    void everyOffsetAroundSmallMasks();
    void largeMasksMatchBruteForce();
    void farOffsetsNeverOverflow();
    void emptyAndZeroSizedMasks();
    void firstContactIsTopmostThenLeftmost();
    void narrowMasksMatchBruteForce();
    void extremeOffsetsOnRandomMasks();
    void firstContactInTheLastWordOfTheBox();
    void firstContactDeepInTallWideBoxes();
    void oneWordMasksAtEveryColumnOffset();
};

void TestCollide::randomCasesMatchBruteForce_data() {
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("cases");
    QTest::newRow("seed 1") << 1u << 4000;
    QTest::newRow("seed 2") << 2u << 4000;
    QTest::newRow("seed 3") << 3u << 4000;
}

void TestCollide::randomCasesMatchBruteForce() {
    QFETCH(quint32, seed);
    QFETCH(int, cases);
    testing::MaskGenerator gen(seed);
    int hits = 0;
    for (int i = 0; i < cases; ++i) {
        const ByteMask a = gen.make(gen.side(), gen.side());
        const ByteMask b = gen.make(gen.side(), gen.side());
        const int dx = gen.offset(a.width, b.width);
        const int dy = gen.offset(a.height, b.height);
        const auto expected = testing::bruteForce(a, b, dx, dy);
        const Mask ma = a.toMask();
        const Mask mb = b.toMask();
        const QByteArray where = QStringLiteral("case %1: a %2x%3, b %4x%5 at (%6, %7)")
                                     .arg(i)
                                     .arg(a.width)
                                     .arg(a.height)
                                     .arg(b.width)
                                     .arg(b.height)
                                     .arg(dx)
                                     .arg(dy)
                                     .toUtf8();
        hits += expected.overlaps;
        QVERIFY2(overlaps(ma, mb, dx, dy) == expected.overlaps, where);
        QVERIFY2(overlapArea(ma, mb, dx, dy) == expected.area, where);
        QVERIFY2(firstContact(ma, mb, dx, dy) == expected.first, where);
        QVERIFY2(overlapBounds(ma, mb, dx, dy) == expected.bounds, where);
        const Mask overlap = overlapMask(ma, mb, dx, dy);
        QVERIFY2((overlap == ByteMask{a.width, a.height, expected.overlapPixels}.toMask()), where);
        QVERIFY2(overlap.bounds() == expected.bounds, where);
    }
    // The generator must produce both outcomes in earnest, or the test proves little.
    qInfo("%d of %d cases overlap", hits, cases);
    QVERIFY(hits > cases / 10);
    QVERIFY(hits < cases * 9 / 10);
}

void TestCollide::everyOffsetAroundSmallMasks() {
    testing::MaskGenerator gen(7);
    for (int round = 0; round < 12; ++round) {
        const ByteMask a = gen.make(1 + int(gen.pick(130)), 1 + int(gen.pick(9)));
        const ByteMask b = gen.make(1 + int(gen.pick(130)), 1 + int(gen.pick(9)));
        const Mask ma = a.toMask();
        const Mask mb = b.toMask();
        for (int dy = -b.height - 1; dy <= a.height + 1; ++dy) {
            for (int dx = -b.width - 1; dx <= a.width + 1; ++dx) {
                const auto expected = testing::bruteForce(a, b, dx, dy);
                QCOMPARE(overlaps(ma, mb, dx, dy), expected.overlaps);
                QCOMPARE(overlapArea(ma, mb, dx, dy), expected.area);
                QCOMPARE(firstContact(ma, mb, dx, dy), expected.first);
            }
        }
    }
}

// Wide rows take the vector kernels and tall boxes the band tests.
void TestCollide::largeMasksMatchBruteForce() {
    testing::MaskGenerator gen(5);
    for (int i = 0; i < 120; ++i) {
        const ByteMask a = gen.make(300 + int(gen.pick(800)), 100 + int(gen.pick(600)));
        const ByteMask b = gen.make(200 + int(gen.pick(800)), 100 + int(gen.pick(600)));
        const int dx = gen.offset(a.width, b.width);
        const int dy = gen.offset(a.height, b.height);
        const auto expected = testing::bruteForce(a, b, dx, dy);
        const Mask ma = a.toMask();
        const Mask mb = b.toMask();
        QCOMPARE(overlaps(ma, mb, dx, dy), expected.overlaps);
        QCOMPARE(overlapArea(ma, mb, dx, dy), expected.area);
        QCOMPARE(firstContact(ma, mb, dx, dy), expected.first);
        QCOMPARE(overlapBounds(ma, mb, dx, dy), expected.bounds);
    }
}

void TestCollide::farOffsetsNeverOverflow() {
    Mask full(100, 100);
    full.fill(true);
    const int far[] = {-(1 << 30) + 1,
                       -(1 << 29),
                       -101,
                       -100,
                       100,
                       1 << 29,
                       (1 << 30) - 1,
                       std::numeric_limits<int>::max(),
                       std::numeric_limits<int>::min()};
    for (int dx : far) {
        for (int dy : far) {
            QVERIFY(!overlaps(full, full, dx, dy));
            QCOMPARE(overlapArea(full, full, dx, dy), std::size_t{0});
            QVERIFY(!firstContact(full, full, dx, dy));
            QVERIFY(overlapMask(full, full, dx, dy).isEmpty());
        }
    }
    QCOMPARE(overlapArea(full, full, -99, -99), std::size_t{1});
    QCOMPARE(overlapArea(full, full, 99, 0), std::size_t{100});
}

void TestCollide::emptyAndZeroSizedMasks() {
    const Mask none;
    Mask empty(64, 64);
    Mask dot(1, 1);
    dot.set(0, 0, true);
    QVERIFY(!overlaps(none, dot, 0, 0));
    QVERIFY(!overlaps(dot, none, 0, 0));
    QVERIFY(!overlaps(empty, dot, 10, 10));
    QVERIFY(overlaps(dot, dot, 0, 0));
    QCOMPARE(overlapMask(none, dot, 0, 0).width(), 0);
    QCOMPARE(overlapMask(empty, dot, 3, 3).width(), 64);
}

void TestCollide::firstContactIsTopmostThenLeftmost() {
    Mask a(200, 50);
    a.set(150, 10, true);
    a.set(199, 9, true);
    a.set(3, 10, true);
    Mask b(200, 50);
    b.fill(true);
    QCOMPARE(firstContact(a, b, 0, 0), std::optional(Point{199, 9}));
    QCOMPARE(firstContact(a, b, 0, 10), std::optional(Point{3, 10}));
    QCOMPARE(firstContact(a, b, 100, 10), std::optional(Point{150, 10}));
}

namespace {

// Checkerboard, stripes or noise: the dithered art whose rows differ from their
// neighbours, so that no band or row shortcut can stand in for the scan.
ByteMask dithered(int width, int height, unsigned kind, testing::MaskGenerator& gen) {
    ByteMask m{width, height, std::vector<std::uint8_t>(std::size_t(width) * height, 0)};
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            bool solid = false;
            switch (kind % 3) {
            case 0:
                solid = (x + y) % 2 == 0;
                break;
            case 1:
                solid = x % 3 == y % 2;
                break;
            default:
                solid = gen.pick(4) == 0;
            }
            m.pixels[std::size_t(y) * width + x] = solid;
        }
    return m;
}

void compareAll(const ByteMask& a, const ByteMask& b, const Mask& ma, const Mask& mb, int dx,
                int dy) {
    const auto expected = testing::bruteForce(a, b, dx, dy);
    const QByteArray where = QStringLiteral("a %1x%2, b %3x%4 at (%5, %6)")
                                 .arg(a.width)
                                 .arg(a.height)
                                 .arg(b.width)
                                 .arg(b.height)
                                 .arg(dx)
                                 .arg(dy)
                                 .toUtf8();
    QVERIFY2(overlaps(ma, mb, dx, dy) == expected.overlaps, where);
    QVERIFY2(overlapArea(ma, mb, dx, dy) == expected.area, where);
    QVERIFY2(firstContact(ma, mb, dx, dy) == expected.first, where);
    QVERIFY2(overlapBounds(ma, mb, dx, dy) == expected.bounds, where);
}

} // namespace

// Sprites up to two words wide take the one-word row path and the scalar loops:
// widths around 64 on either side, b narrow or wide, solid, dithered and noisy.
void TestCollide::narrowMasksMatchBruteForce() {
    testing::MaskGenerator gen(17);
    static constexpr int kWidths[] = {1,  2,  15, 16, 17, 31,  32,  33,
                                      62, 63, 64, 65, 66, 127, 128, 129};
    for (int i = 0; i < 3000; ++i) {
        const int wa = gen.pick(2) ? kWidths[gen.pick(std::size(kWidths))] : 1 + int(gen.pick(130));
        const int wb = gen.pick(2) ? kWidths[gen.pick(std::size(kWidths))] : 1 + int(gen.pick(130));
        const int ha = 1 + int(gen.pick(140));
        const int hb = 1 + int(gen.pick(140));
        const ByteMask a = gen.pick(3) ? gen.make(wa, ha) : dithered(wa, ha, gen.pick(3), gen);
        const ByteMask b = gen.pick(3) ? gen.make(wb, hb) : dithered(wb, hb, gen.pick(3), gen);
        const int dx = -wb + int(gen.pick(unsigned(wa + wb + 1)));
        const int dy = -hb + int(gen.pick(unsigned(ha + hb + 1)));
        compareAll(a, b, a.toMask(), b.toMask(), dx, dy);
        if (QTest::currentTestFailed())
            return;
    }
}

// Offsets at the ends of int and far outside, on masks of every kind: no overflow in
// the box arithmetic, and nothing found where nothing can be.
void TestCollide::extremeOffsetsOnRandomMasks() {
    testing::MaskGenerator gen(23);
    const int extremes[] = {std::numeric_limits<int>::min(),
                            std::numeric_limits<int>::min() + 1,
                            -(1 << 30),
                            -70000,
                            -65,
                            -1,
                            0,
                            1,
                            65,
                            70000,
                            1 << 30,
                            std::numeric_limits<int>::max() - 1,
                            std::numeric_limits<int>::max()};
    for (int i = 0; i < 200; ++i) {
        const ByteMask a = gen.make(gen.side(), gen.side());
        const ByteMask b = gen.make(gen.side(), gen.side());
        const Mask ma = a.toMask();
        const Mask mb = b.toMask();
        for (int dx : extremes)
            for (int dy : extremes) {
                compareAll(a, b, ma, mb, dx, dy);
                if (QTest::currentTestFailed())
                    return;
            }
    }
}

// The only hit of each box lies in the box's last word: the search for the hit's
// column, bounded by the box, must still reach it, for every width around a word.
void TestCollide::firstContactInTheLastWordOfTheBox() {
    for (int width = 60; width <= 200; ++width) {
        Mask a(width, 3);
        a.set(width - 1, 2, true);
        a.set(0, 0, true);
        Mask b(width, 3);
        b.fill(true);
        b.set(0, 0, false);
        QCOMPARE(firstContact(a, b, 0, 0), std::optional(Point{width - 1, 2}));
        QCOMPARE(overlapBounds(a, b, 0, 0), (Rect{width - 1, 2, 1, 1}));
    }
}

// Boxes 1 to 12 words wide and up to 200 rows tall whose top row misses: the contact is
// found past the direct rows, through the band tests, at every word of the row.
void TestCollide::firstContactDeepInTallWideBoxes() {
    testing::MaskGenerator gen(11);
    for (int i = 0; i < 600; ++i) {
        const int width = 1 + int(gen.pick(760));
        const int height = 2 + int(gen.pick(199));
        ByteMask a{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
        ByteMask b{width, height, std::vector<std::uint8_t>(std::size_t(width) * height, 1)};
        // The top row holds a pixel b lacks, so that the box starts there and misses.
        a.pixels[gen.pick(unsigned(width))] = 1;
        for (int x = 0; x < width; ++x)
            b.pixels[x] = a.pixels[x] ? 0 : 1;
        for (unsigned n = 1 + gen.pick(3); n > 0; --n)
            a.pixels[std::size_t(width) * (1 + gen.pick(unsigned(height - 1))) +
                     gen.pick(unsigned(width))] = 1;
        const int dx = int(gen.pick(9)) - 4;
        const auto expected = testing::bruteForce(a, b, dx, 0);
        QCOMPARE(firstContact(a.toMask(), b.toMask(), dx, 0), expected.first);
    }
}

// Both masks at most 64 px wide take the inline one-word path of collide.hpp: b's row
// rotated by dx and the wrapped bits cleared. Every column offset from one side to the
// other (the rotation's two ends included), solid last columns (bit 63), tall masks for
// the two-row loop and its odd last row, and far rows.
void TestCollide::oneWordMasksAtEveryColumnOffset() {
    testing::MaskGenerator gen(29);
    static constexpr int kWidths[] = {1, 2, 31, 32, 33, 63, 64};
    int hits = 0;
    int cases = 0;
    for (int i = 0; i < 400; ++i) {
        const int wa = gen.pick(2) ? kWidths[gen.pick(std::size(kWidths))] : 1 + int(gen.pick(64));
        const int wb = gen.pick(2) ? kWidths[gen.pick(std::size(kWidths))] : 1 + int(gen.pick(64));
        const int ha = 1 + int(gen.pick(70));
        const int hb = 1 + int(gen.pick(70));
        const unsigned kind = gen.pick(4);
        const ByteMask a = kind == 0 ? gen.make(wa, ha) : dithered(wa, ha, kind, gen);
        const ByteMask b = gen.pick(3) ? gen.make(wb, hb) : dithered(wb, hb, gen.pick(3), gen);
        const Mask ma = a.toMask();
        const Mask mb = b.toMask();
        const int dy = gen.pick(8) == 0 ? int(gen.pick(2) ? 1 : -1) * int(gen.pick(1u << 30))
                                        : -hb + int(gen.pick(unsigned(ha + hb + 1)));
        for (int dx = -wb - 2; dx <= wa + 2; ++dx) {
            compareAll(a, b, ma, mb, dx, dy);
            if (QTest::currentTestFailed())
                return;
            hits += testing::bruteForce(a, b, dx, dy).overlaps;
            ++cases;
        }
    }
    qInfo("%d of %d cases overlap", hits, cases);
    QVERIFY(hits > cases / 10);
}

QTEST_APPLESS_MAIN(TestCollide)
#include "tst_collide.moc"
