// SPDX-License-Identifier: MIT
// Flips, scaling, transposition and rotation against per-pixel definitions on byte
// masks, and the arguments no transform may overflow on.
#include "support/reference.hpp"

#include <QTest>
#include <cfloat>
#include <climits>
#include <cmath>
#include <complex>
#include <hitmask/transform.hpp>
#include <limits>

using namespace hitmask;
using testing::ByteMask;

namespace {

using Real = long double;

// Where `mask` differs from the bytes, or nothing.
QString differences(const Mask& mask, const ByteMask& want) {
    if (mask.width() != want.width || mask.height() != want.height)
        return QStringLiteral("size %1x%2, want %3x%4")
            .arg(mask.width())
            .arg(mask.height())
            .arg(want.width)
            .arg(want.height);
    for (int y = 0; y < want.height; ++y)
        for (int x = 0; x < want.width; ++x)
            if (mask.test(x, y) != want.at(x, y))
                return QStringLiteral("pixel (%1, %2)").arg(x).arg(y);
    return {};
}

// The rotation as the header defines it, sharing nothing with the core: the box is the
// extent of the four rotated corners; each pixel of it shows the source pixel under its
// centre turned back about the centres of both boxes, with complex numbers in long
// double. On a y-down screen z * e^(i angle) turns z clockwise.
struct RotationOracle {
    Real radians;
    Real width; // of the rotated image's extent, not rounded
    Real height;
    std::complex<Real> back; // turns the other way

    RotationOracle(int w, int h, double degrees) {
        const Real pi = std::acos(Real(-1));
        radians = std::fmod(Real(degrees), Real(360)) * pi / 180;
        const std::complex<Real> turn = std::polar(Real(1), radians);
        Real minX = 0, maxX = 0, minY = 0, maxY = 0;
        for (const Real cx : {-Real(w) / 2, Real(w) / 2})
            for (const Real cy : {-Real(h) / 2, Real(h) / 2}) {
                const std::complex<Real> corner = std::complex<Real>(cx, cy) * turn;
                minX = std::min(minX, corner.real());
                maxX = std::max(maxX, corner.real());
                minY = std::min(minY, corner.imag());
                maxY = std::max(maxY, corner.imag());
            }
        width = maxX - minX;
        height = maxY - minY;
        back = std::conj(turn);
    }

    // Whether a box side holds the extent and is the smallest that does. An extent within
    // rounding noise of a whole number may be rounded either way.
    static bool sideFits(int side, Real extent) {
        const Real nearest = std::round(extent);
        if (std::abs(extent - nearest) < 1e-6L)
            return side == nearest || side == nearest + 1;
        return side == std::ceil(extent);
    }

    // Nearest-neighbour source of pixel (x, y) of a boxWidth x boxHeight result of a
    // w x h source: 1 solid, 0 empty, -1 when the turned-back centre lies within rounding
    // noise of a pixel edge, where either neighbour is right.
    int sample(const ByteMask& source, int boxWidth, int boxHeight, int x, int y) const {
        const std::complex<Real> centre(x + Real(0.5) - Real(boxWidth) / 2,
                                        y + Real(0.5) - Real(boxHeight) / 2);
        const std::complex<Real> from = centre * back;
        const Real sx = from.real() + Real(source.width) / 2;
        const Real sy = from.imag() + Real(source.height) / 2;
        const auto nearEdge = [](Real v) {
            return std::abs(v - std::round(v)) < 1e-7L;
        };
        if (nearEdge(sx) || nearEdge(sy))
            return -1;
        return source.at(static_cast<long long>(std::floor(sx)),
                         static_cast<long long>(std::floor(sy)));
    }
};

ByteMask blank(int w, int h) {
    return {w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
}

} // namespace

class TestTransform : public QObject {
    Q_OBJECT

private slots:
    void flipsAndScaleMatchDefinition();
    void transposeMatchesDefinition();
    void quarterTurnsArePermutations();
    void rotationMatchesDefinition();
    void scaleRefusesWhatCannotExist();
    void rotationRefusesNonFiniteAngles();
    void hugeAnglesAndSidesStayDefined();
};

void TestTransform::flipsAndScaleMatchDefinition() {
    testing::MaskGenerator gen(41);
    for (int i = 0; i < 200; ++i) {
        const ByteMask src = gen.make(gen.side(150), gen.side(150));
        const Mask m = src.toMask();
        const int w = src.width, h = src.height, f = 1 + int(gen.pick(4));
        ByteMask h1 = blank(w, h), v1 = blank(w, h), s1 = blank(w * f, h * f);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                h1.pixels[std::size_t(y) * w + (w - 1 - x)] = src.at(x, y);
                v1.pixels[std::size_t(h - 1 - y) * w + x] = src.at(x, y);
                for (int j = 0; j < f; ++j)
                    for (int k = 0; k < f; ++k)
                        s1.pixels[std::size_t(y * f + j) * (w * f) + (x * f + k)] = src.at(x, y);
            }
        QString error = differences(flippedHorizontally(m), h1);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("flip h: ") + error));
        error = differences(flippedVertically(m), v1);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("flip v: ") + error));
        error = differences(scaled(m, f), s1);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("scale %1: ").arg(f) + error));
        QCOMPARE(scaled(m, f).bounds(), s1.toMask().bounds());
    }
}

void TestTransform::transposeMatchesDefinition() {
    testing::MaskGenerator gen(42);
    for (int i = 0; i < 300; ++i) {
        const ByteMask src = gen.make(gen.side(), gen.side());
        ByteMask want = blank(src.height, src.width);
        for (int y = 0; y < src.height; ++y)
            for (int x = 0; x < src.width; ++x)
                want.pixels[std::size_t(x) * src.height + y] = src.at(x, y);
        const Mask t = transposed(src.toMask());
        const QString error = differences(t, want);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(t.bounds(), want.toMask().bounds());
    }
}

// Clockwise quarter turns move pixel (x, y) of a w x h mask to (h - 1 - y, x), half turns
// to (w - 1 - x, h - 1 - y), three quarters to (y, w - 1 - x): pure index permutations,
// for every angle congruent to them, however written.
void TestTransform::quarterTurnsArePermutations() {
    testing::MaskGenerator gen(43);
    for (int i = 0; i < 100; ++i) {
        const ByteMask src = gen.make(gen.side(100), gen.side(100));
        const Mask m = src.toMask();
        const int w = src.width, h = src.height;
        ByteMask r90 = blank(h, w), r180 = blank(w, h), r270 = blank(h, w);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                r90.pixels[std::size_t(x) * h + (h - 1 - y)] = src.at(x, y);
                r180.pixels[std::size_t(h - 1 - y) * w + (w - 1 - x)] = src.at(x, y);
                r270.pixels[std::size_t(w - 1 - x) * h + y] = src.at(x, y);
            }
        const struct {
            double degrees;
            const ByteMask* want;
        } turns[] = {{0, &src},    {360, &src},  {-720, &src}, {90, &r90},
                     {-270, &r90}, {450, &r90},  {180, &r180}, {-180, &r180},
                     {540, &r180}, {270, &r270}, {-90, &r270}, {-450, &r270}};
        for (const auto& turn : turns) {
            const QString error = differences(rotated(m, turn.degrees), *turn.want);
            QVERIFY2(error.isEmpty(),
                     qPrintable(QStringLiteral("%1 degrees: ").arg(turn.degrees) + error));
        }
    }
}

void TestTransform::rotationMatchesDefinition() {
    testing::MaskGenerator gen(44);
    long long checked = 0, ambiguous = 0;
    for (int i = 0; i < 300; ++i) {
        const ByteMask src = gen.make(gen.side(90), gen.side(90));
        // Tenths of a degree (45, 30, 135.5, ...) and arbitrary doubles.
        const double angle = gen.pick(2) ? (int(gen.pick(7200)) - 3600) / 10.0
                                         : (int(gen.pick(1u << 30)) - (1 << 29)) / 1048576.0;
        const Mask actual = rotated(src.toMask(), angle);
        const RotationOracle oracle(src.width, src.height, angle);
        const QString where =
            QStringLiteral("%1 degrees, %2x%3: ").arg(angle).arg(src.width).arg(src.height);
        QVERIFY2(RotationOracle::sideFits(actual.width(), oracle.width) &&
                     RotationOracle::sideFits(actual.height(), oracle.height),
                 qPrintable(where + QStringLiteral("box %1x%2 for an extent of %3 x %4")
                                        .arg(actual.width())
                                        .arg(actual.height())
                                        .arg(double(oracle.width))
                                        .arg(double(oracle.height))));
        QCOMPARE(rotatedBounds(src.width, src.height, angle), actual.rect());
        for (int y = 0; y < actual.height(); ++y)
            for (int x = 0; x < actual.width(); ++x) {
                const int want = oracle.sample(src, actual.width(), actual.height(), x, y);
                ++checked;
                if (want < 0) {
                    ++ambiguous;
                    continue;
                }
                // The message is built only on failure: millions of pixels pass.
                if (actual.test(x, y) != (want == 1))
                    QFAIL(qPrintable(where + QStringLiteral("pixel (%1, %2)").arg(x).arg(y)));
            }
    }
    qInfo("%lld pixels checked, %lld on a pixel edge left out", checked, ambiguous);
    QVERIFY(ambiguous * 100 < checked);
}

// Factors below 1 count as 1; a result past kMaxTransformedPixels or INT_MAX on a side
// is refused as an empty mask, without overflowing (the asan preset runs UBSan) and
// without trying to allocate it.
void TestTransform::scaleRefusesWhatCannotExist() {
    Mask dot(1, 1);
    dot.set(0, 0, true);
    Mask tenByTen(10, 10);
    tenByTen.fill(true);
    for (const int factor : {0, -1, -7, INT_MIN})
        QVERIFY(scaled(tenByTen, factor) == tenByTen);
    for (const int factor : {INT_MAX, INT_MAX / 5, INT_MAX / 10 + 1, 1 << 20, 65537}) {
        QCOMPARE(scaled(tenByTen, factor).rect(), Rect{});
        QCOMPARE(scaled(dot, factor).rect(), Rect{});
    }
    // 92682 x 46341 is just past 2^32 pixels.
    Mask pair(2, 1);
    pair.fill(true);
    QCOMPARE(scaled(pair, 46341).rect(), Rect{});
    QCOMPARE(scaled(Mask(), INT_MAX).rect(), Rect{});
    // Well inside the limit, the result is whole.
    const Mask big = scaled(pair, 300);
    QCOMPARE(big.rect(), (Rect{0, 0, 600, 300}));
    QCOMPARE(big.count(), std::size_t(600 * 300));
}

void TestTransform::rotationRefusesNonFiniteAngles() {
    testing::MaskGenerator gen(45);
    const Mask m = gen.make(37, 65).toMask();
    for (const double angle :
         {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
          -std::numeric_limits<double>::infinity()}) {
        QCOMPARE(rotated(m, angle).rect(), Rect{});
        QCOMPARE(rotatedBounds(37, 65, angle), Rect{});
        QCOMPARE(Rotation(37, 65, angle).bounds(), Rect{});
        QCOMPARE(rotatedBounds(INT_MAX, INT_MAX, angle), Rect{});
    }
}

void TestTransform::hugeAnglesAndSidesStayDefined() {
    testing::MaskGenerator gen(46);
    const ByteMask src = gen.make(33, 70);
    const Mask m = src.toMask();
    // Multiples of 360 far past the range of int are whole turns, exactly.
    const double turns = 360.0 * 1099511627776.0; // 360 * 2^40
    QVERIFY(rotated(m, turns) == m);
    QVERIFY(rotated(m, -turns + 90) == rotated(m, 90));
    // Any finite angle is taken modulo 360.
    for (const double angle : {1e300, -1e300, DBL_MAX, -DBL_MAX, 1e18 + 45.5}) {
        const Mask r = rotated(m, angle);
        QVERIFY2(r == rotated(m, std::fmod(angle, 360.0)), qPrintable(QString::number(angle)));
        QVERIFY(!r.rect().isEmpty());
    }
    // Boxes whose side would pass INT_MAX or whose area passes the limit are refused;
    // others keep their exact size.
    QCOMPARE(rotatedBounds(INT_MAX, INT_MAX, 45), Rect{});
    QCOMPARE(rotatedBounds(INT_MAX, 2, 45), Rect{});
    QCOMPARE(rotatedBounds(INT_MAX, 1, 0), (Rect{0, 0, INT_MAX, 1}));
    QCOMPARE(rotatedBounds(INT_MAX, 1, 90), (Rect{0, 0, 1, INT_MAX}));
    QCOMPARE(rotatedBounds(-5, -5, 30), Rect{});
    // Sources of pixels far outside the box are clamped to int, not overflowed.
    const Rotation turn(10, 10, 45);
    QCOMPARE(turn.source(INT_MAX, INT_MAX).x, INT_MAX);
    QCOMPARE(turn.source(INT_MIN, INT_MIN).x, INT_MIN);
    const Point far = turn.source(INT_MAX, INT_MIN);
    QVERIFY(far.y == INT_MIN || far.y == INT_MAX);
}

QTEST_APPLESS_MAIN(TestTransform)
#include "tst_transform.moc"
