// SPDX-License-Identifier: MIT
// Minimal separation pushes against a brute-force search.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/collide.hpp>
#include <hitmask/separation.hpp>

using namespace hitmask;

namespace {
// The brute force: move one pixel at a time until the masks stop overlapping.
int searchPush(const Mask& a, const Mask& b, int dx, int dy, int stepX, int stepY) {
    int k = 0;
    while (overlaps(a, b, dx + k * stepX, dy + k * stepY))
        ++k;
    return k;
}
} // namespace

class TestSeparation : public QObject {
    Q_OBJECT

private slots:
    void knownPushes();
    void randomCasesMatchSearch();
};

void TestSeparation::knownPushes() {
    Mask a(10, 10);
    a.fill(true);
    Mask b(4, 4);
    b.fill(true);
    // b at (1, 7): 2 rows inside a's bottom edge, 5 px from the left edge.
    const Separation s = separation(a, b, 1, 7);
    QCOMPARE(s.left, 5);
    QCOMPARE(s.right, 9);
    QCOMPARE(s.up, 11);
    QCOMPARE(s.down, 3);
    QVERIFY(separation(a, b, 10, 0).isZero());
    // A hole lets b drop through: moving down 1 clears a one-row sliver.
    Mask ring(9, 9);
    ring.fill(true);
    for (int y = 3; y < 6; ++y)
        for (int x = 3; x < 6; ++x)
            ring.set(x, y, false);
    Mask dot(1, 1);
    dot.set(0, 0, true);
    const Separation d = separation(ring, dot, 4, 2);
    QCOMPARE(d.down, 1);
    QCOMPARE(d.up, 3);
    QCOMPARE(d.left, 5);
    QCOMPARE(d.right, 5);
}

void TestSeparation::randomCasesMatchSearch() {
    testing::MaskGenerator gen(51);
    int overlapping = 0;
    for (int i = 0; i < 3000; ++i) {
        const Mask a = gen.make(gen.side(140), gen.side(140)).toMask();
        const Mask b = gen.make(gen.side(140), gen.side(140)).toMask();
        const int dx = -b.width() + int(gen.pick(unsigned(a.width() + b.width() + 1)));
        const int dy = -b.height() + int(gen.pick(unsigned(a.height() + b.height() + 1)));
        const Separation s = separation(a, b, dx, dy);
        if (!overlaps(a, b, dx, dy)) {
            QVERIFY(s.isZero());
            continue;
        }
        ++overlapping;
        const QByteArray where =
            QStringLiteral("case %1 at (%2, %3)").arg(i).arg(dx).arg(dy).toUtf8();
        QVERIFY2(s.left == searchPush(a, b, dx, dy, -1, 0), where);
        QVERIFY2(s.right == searchPush(a, b, dx, dy, 1, 0), where);
        QVERIFY2(s.up == searchPush(a, b, dx, dy, 0, -1), where);
        QVERIFY2(s.down == searchPush(a, b, dx, dy, 0, 1), where);
    }
    qInfo("%d of 3000 cases overlap", overlapping);
    QVERIFY(overlapping > 1000);
}

QTEST_APPLESS_MAIN(TestSeparation)
#include "tst_separation.moc"
