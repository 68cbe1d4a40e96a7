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

QTEST_APPLESS_MAIN(TestCollide)
#include "tst_collide.moc"
