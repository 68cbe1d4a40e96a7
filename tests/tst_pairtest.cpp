// SPDX-License-Identifier: MIT
// The World's inline pair test (core/src/pairtest.hpp) against brute force over bytes.
#include "pairtest.hpp"
#include "support/reference.hpp"

#include <QTest>
#include <climits>

using namespace hitmask;
using hitmask::testing::ByteMask;

class TestPairTest : public QObject {
    Q_OBJECT

private slots:
    void randomMasksUpTo130PixelsWide_data();
    void randomMasksUpTo130PixelsWide();
    void everyOffsetOfTwoWordMasks();
    void farOffsets();
};

namespace {

// Widths either side of one and two words, where the inline test changes path.
int narrowSide(testing::MaskGenerator& gen) {
    static constexpr int kWidths[] = {1, 2, 31, 63, 64, 65, 66, 100, 126, 127, 128, 129, 130};
    return gen.pick(2) ? kWidths[gen.pick(std::size(kWidths))] : 1 + int(gen.pick(130));
}

// Mostly sprite heights; one in four taller than the inline test's 128 rows.
int height(testing::MaskGenerator& gen) {
    return gen.pick(4) == 0 ? 129 + int(gen.pick(200)) : 1 + int(gen.pick(128));
}

QByteArray where(int i, const ByteMask& a, const ByteMask& b, int dx, int dy) {
    return QString::asprintf("case %d: a %dx%d, b %dx%d at (%d, %d)", i, a.width, a.height, b.width,
                             b.height, dx, dy)
        .toUtf8();
}

} // namespace

void TestPairTest::randomMasksUpTo130PixelsWide_data() {
    QTest::addColumn<quint32>("seed");
    QTest::newRow("seed 1") << 1u;
    QTest::newRow("seed 2") << 2u;
    QTest::newRow("seed 3") << 3u;
}

void TestPairTest::randomMasksUpTo130PixelsWide() {
    QFETCH(quint32, seed);
    testing::MaskGenerator gen(seed);
    constexpr int kCases = 6000;
    int hits = 0;
    for (int i = 0; i < kCases; ++i) {
        const ByteMask a = gen.make(narrowSide(gen), height(gen));
        const ByteMask b = gen.make(narrowSide(gen), height(gen));
        const int offset[2] = {gen.offset(a.width, b.width), gen.offset(a.height, b.height)};
        const bool expected = testing::bruteForce(a, b, offset[0], offset[1]).overlaps;
        QVERIFY2(detail::overlapsInline(a.toMask(), b.toMask(), offset[0], offset[1]) == expected,
                 where(i, a, b, offset[0], offset[1]));
        hits += expected ? 1 : 0;
    }
    // Both answers must come up in earnest, or the test proves little.
    QVERIFY2(hits > kCases / 10 && hits < kCases * 9 / 10, qPrintable(QString::number(hits)));
}

// Every offset at which the boxes meet, for masks one and two words wide with single
// pixels and sparse noise: each shift 0..127 either way, in every row.
void TestPairTest::everyOffsetOfTwoWordMasks() {
    testing::MaskGenerator gen(5);
    for (int round = 0; round < 40; ++round) {
        const ByteMask a = gen.make(narrowSide(gen), 1 + int(gen.pick(12)));
        const ByteMask b = gen.make(narrowSide(gen), 1 + int(gen.pick(12)));
        const Mask ma = a.toMask();
        const Mask mb = b.toMask();
        for (int dy = -b.height - 1; dy <= a.height + 1; ++dy)
            for (int dx = -b.width - 1; dx <= a.width + 1; ++dx)
                QVERIFY2(detail::overlapsInline(ma, mb, dx, dy) ==
                             testing::bruteForce(a, b, dx, dy).overlaps,
                         where(round, a, b, dx, dy));
    }
}

void TestPairTest::farOffsets() {
    ByteMask full{128, 3, std::vector<std::uint8_t>(128 * 3, 1)};
    const Mask m = full.toMask();
    for (const int d : {INT_MIN, INT_MIN + 1, -(1 << 30), -129, -128, 128, 129, 1 << 30, INT_MAX}) {
        QVERIFY(!detail::overlapsInline(m, m, d, 0));
        QVERIFY(!detail::overlapsInline(m, m, 0, d));
    }
    QVERIFY(detail::overlapsInline(m, m, -127, 2));
    QVERIFY(detail::overlapsInline(m, m, 127, -2));
}

QTEST_APPLESS_MAIN(TestPairTest)
#include "tst_pairtest.moc"
