// SPDX-License-Identifier: MIT
// Minimal separation pushes against a pixel-by-pixel search on byte masks.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/separation.hpp>

using namespace hitmask;
using testing::ByteMask;

namespace {

// Whether any pixel is solid in both, by visiting every pixel the two boxes share.
bool bytesOverlap(const ByteMask& a, const ByteMask& b, long long dx, long long dy) {
    for (long long y = std::max(0LL, dy); y < std::min<long long>(a.height, dy + b.height); ++y)
        for (long long x = std::max(0LL, dx); x < std::min<long long>(a.width, dx + b.width); ++x)
            if (a.at(x, y) && b.at(x - dx, y - dy))
                return true;
    return false;
}

// The search: move b one pixel at a time until the masks stop overlapping.
int searchPush(const ByteMask& a, const ByteMask& b, int dx, int dy, int stepX, int stepY) {
    int k = 0;
    while (bytesOverlap(a, b, dx + 1LL * k * stepX, dy + 1LL * k * stepY))
        ++k;
    return k;
}

Separation searched(const ByteMask& a, const ByteMask& b, int dx, int dy) {
    if (!bytesOverlap(a, b, dx, dy))
        return {};
    return {searchPush(a, b, dx, dy, -1, 0), searchPush(a, b, dx, dy, 1, 0),
            searchPush(a, b, dx, dy, 0, -1), searchPush(a, b, dx, dy, 0, 1)};
}

// Dithered art, where every row holds many short runs: checkerboards of either parity,
// stripes, a 4 x 4 ordered dither at some level, or noise.
ByteMask dithered(testing::MaskGenerator& gen, int width, int height) {
    static constexpr int kBayer[4][4] = {
        {0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    ByteMask m{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
    const unsigned kind = gen.pick(6);
    const int parity = int(gen.pick(2));
    const int period = 2 + int(gen.pick(3));
    const int level = 1 + int(gen.pick(15));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            bool solid = false;
            switch (kind) {
            case 0:
                solid = (x + y + parity) % 2 == 0;
                break;
            case 1:
                solid = x % period == parity;
                break;
            case 2:
                solid = y % period == parity;
                break;
            case 3:
                solid = kBayer[y % 4][x % 4] < level;
                break;
            case 4:
                solid = (x / 2 + y / 2 + parity) % 2 == 0;
                break;
            default:
                solid = gen.pick(2) != 0;
            }
            m.pixels[std::size_t(y) * width + x] = solid;
        }
    return m;
}

QByteArray describe(int i, int dx, int dy, const Separation& got, const Separation& want) {
    return QStringLiteral("case %1 at (%2, %3): got %4 %5 %6 %7, want %8 %9 %10 %11")
        .arg(i)
        .arg(dx)
        .arg(dy)
        .arg(got.left)
        .arg(got.right)
        .arg(got.up)
        .arg(got.down)
        .arg(want.left)
        .arg(want.right)
        .arg(want.up)
        .arg(want.down)
        .toUtf8();
}

} // namespace

class TestSeparation : public QObject {
    Q_OBJECT

private slots:
    void knownPushes();
    void randomCasesMatchSearch();
    void largeDitheredMasksMatchSearch();
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
    QCOMPARE(separation(SeparationMask(ring), SeparationMask(dot), 4, 2), d);
}

// Every pair of masks is asked at several offsets through masks prepared once, and once
// through the one-off overload: blobs, noise at any density and dithered patterns, widths
// around 64, offsets overlapping, touching, negative and far away.
void TestSeparation::randomCasesMatchSearch() {
    testing::MaskGenerator gen(51);
    int overlapping = 0;
    int cases = 0;
    for (int pair = 0; pair < 1500; ++pair) {
        const int wa = gen.side(140), ha = gen.side(140), wb = gen.side(140), hb = gen.side(140);
        const ByteMask a = gen.pick(3) == 0 ? dithered(gen, wa, ha) : gen.make(wa, ha);
        const ByteMask b = gen.pick(3) == 0 ? dithered(gen, wb, hb) : gen.make(wb, hb);
        const Mask maskA = a.toMask(), maskB = b.toMask();
        const SeparationMask preparedA(maskA), preparedB(maskB);
        for (int k = 0; k < 3; ++k, ++cases) {
            int dx, dy;
            if (gen.pick(5) == 0) {
                dx = gen.offset(wa, wb);
                dy = gen.offset(ha, hb);
            } else {
                dx = -wb + int(gen.pick(unsigned(wa + wb + 1)));
                dy = -hb + int(gen.pick(unsigned(ha + hb + 1)));
            }
            const Separation want = searched(a, b, dx, dy);
            overlapping += !want.isZero();
            const Separation got = separation(preparedA, preparedB, dx, dy);
            QVERIFY2(got == want, describe(cases, dx, dy, got, want));
            if (k == 0) {
                const Separation once = separation(maskA, maskB, dx, dy);
                QVERIFY2(once == want, describe(cases, dx, dy, once, want));
            }
        }
    }
    qInfo("%d of %d cases overlap", overlapping, cases);
    QVERIFY(overlapping > cases / 3);
}

// Full-size dithered sprites, where every row holds hundreds of runs and the pushes are
// anywhere from one pixel to the whole width.
void TestSeparation::largeDitheredMasksMatchSearch() {
    testing::MaskGenerator gen(52);
    int longPushes = 0;
    for (int i = 0; i < 24; ++i) {
        const int wa = 450 + int(gen.pick(130)), ha = 450 + int(gen.pick(130));
        const int wb = 60 + int(gen.pick(450)), hb = 60 + int(gen.pick(450));
        const ByteMask a = dithered(gen, wa, ha), b = dithered(gen, wb, hb);
        const int dx = -wb / 2 + int(gen.pick(unsigned(wa))),
                  dy = -hb / 2 + int(gen.pick(unsigned(ha)));
        const Separation want = searched(a, b, dx, dy);
        longPushes += std::max(want.right, want.down) > 100;
        const Separation got =
            separation(SeparationMask(a.toMask()), SeparationMask(b.toMask()), dx, dy);
        QVERIFY2(got == want, describe(i, dx, dy, got, want));
    }
    // Two 512 x 512 checkerboards on top of each other: one pixel in every direction.
    ByteMask board{512, 512, std::vector<std::uint8_t>(512 * 512)};
    for (int y = 0; y < 512; ++y)
        for (int x = 0; x < 512; ++x)
            board.pixels[std::size_t(y) * 512 + x] = (x + y) % 2 == 0;
    QCOMPARE(separation(board.toMask(), board.toMask(), 0, 0), (Separation{1, 1, 1, 1}));
    QCOMPARE(separation(board.toMask(), board.toMask(), 1, 0), Separation{});
    qInfo("%d of 24 large cases push more than 100 pixels", longPushes);
    QVERIFY(longPushes > 0);
}

QTEST_APPLESS_MAIN(TestSeparation)
#include "tst_separation.moc"
