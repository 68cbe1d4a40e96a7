// SPDX-License-Identifier: MIT
// Flips, scaling, transposition and rotation against per-pixel definitions.
#include "support/reference.hpp"

#include <QTest>
#include <cmath>
#include <hitmask/transform.hpp>

using namespace hitmask;

namespace {
// Nearest-neighbour rotation written out pixel by pixel, independently of the core.
Mask referenceRotation(const Mask& src, double degrees) {
    const double r = degrees * M_PI / 180.0;
    double c = std::cos(r), s = std::sin(r);
    // Quarter turns are exact in the core; match them here.
    if (std::fmod(std::fabs(degrees), 90.0) == 0) {
        c = std::round(c);
        s = std::round(s);
    }
    const int w = int(std::ceil(std::fabs(src.width() * c) + std::fabs(src.height() * s) - 1e-9));
    const int h = int(std::ceil(std::fabs(src.width() * s) + std::fabs(src.height() * c) - 1e-9));
    Mask out(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const double px = x + 0.5 - w / 2.0, py = y + 0.5 - h / 2.0;
            const double sx = px * c + py * s + src.width() / 2.0;
            const double sy = -px * s + py * c + src.height() / 2.0;
            out.set(x, y, src.test(int(std::floor(sx)), int(std::floor(sy))));
        }
    return out;
}
} // namespace

class TestTransform : public QObject {
    Q_OBJECT

private slots:
    void flipsAndScale();
    void transposeMatchesDefinition();
    void quarterTurnsAreExact();
    void rotationMatchesReference();
};

void TestTransform::flipsAndScale() {
    testing::MaskGenerator gen(41);
    for (int i = 0; i < 200; ++i) {
        const auto ref = gen.make(gen.side(150), gen.side(150));
        const Mask m = ref.toMask();
        const Mask h = flippedHorizontally(m), v = flippedVertically(m);
        const int f = 1 + int(gen.pick(4));
        const Mask s = scaled(m, f);
        QCOMPARE(s.width(), m.width() * f);
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x) {
                QCOMPARE(h.test(m.width() - 1 - x, y), m.test(x, y));
                QCOMPARE(v.test(x, m.height() - 1 - y), m.test(x, y));
                QCOMPARE(s.test(x * f + f - 1, y * f + f / 2), m.test(x, y));
            }
        QCOMPARE(s.count(), m.count() * std::size_t(f * f));
        QVERIFY(flippedHorizontally(h) == m);
    }
}

void TestTransform::transposeMatchesDefinition() {
    testing::MaskGenerator gen(42);
    for (int i = 0; i < 300; ++i) {
        const Mask m = gen.make(gen.side(), gen.side()).toMask();
        const Mask t = transposed(m);
        QCOMPARE(t.width(), m.height());
        QCOMPARE(t.height(), m.width());
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x)
                QCOMPARE(t.test(y, x), m.test(x, y));
        QCOMPARE(t.bounds(),
                 (Rect{m.bounds().y, m.bounds().x, m.bounds().height, m.bounds().width}));
    }
}

void TestTransform::quarterTurnsAreExact() {
    testing::MaskGenerator gen(43);
    for (int i = 0; i < 100; ++i) {
        const Mask m = gen.make(gen.side(100), gen.side(100)).toMask();
        const Mask r90 = rotated(m, 90);
        QCOMPARE(r90.width(), m.height());
        QCOMPARE(r90.height(), m.width());
        // Clockwise: the bottom-left pixel comes to the top-left.
        for (int y = 0; y < m.height(); ++y)
            for (int x = 0; x < m.width(); ++x)
                QCOMPARE(r90.test(m.height() - 1 - y, x), m.test(x, y));
        QVERIFY(rotated(m, 360) == m);
        QVERIFY(rotated(m, -90) == rotated(m, 270));
        QVERIFY(rotated(rotated(m, 180), 180) == m);
        QCOMPARE(rotated(m, 180).count(), m.count());
    }
}

void TestTransform::rotationMatchesReference() {
    testing::MaskGenerator gen(44);
    for (int i = 0; i < 300; ++i) {
        const Mask m = gen.make(gen.side(90), gen.side(90)).toMask();
        const double angle = (int(gen.pick(7200)) - 3600) / 10.0;
        const Mask expected = referenceRotation(m, angle);
        const Mask actual = rotated(m, angle);
        QVERIFY2(
            actual == expected,
            qPrintable(
                QStringLiteral("%1 degrees, %2x%3").arg(angle).arg(m.width()).arg(m.height())));
    }
}

QTEST_APPLESS_MAIN(TestTransform)
#include "tst_transform.moc"
