// SPDX-License-Identifier: MIT
// Mask storage, bounds bookkeeping and building masks from RGBA pixels.
#include "support/reference.hpp"

#include <QTest>
#include <climits>
#include <hitmask/mask.hpp>

using namespace hitmask;

namespace {
// An RGBA image with `pad` spare bytes at the end of every row.
struct Image {
    int width, height, stride;
    std::vector<std::uint8_t> bytes;
    Image(int w, int h, int pad)
        : width(w)
        , height(h)
        , stride(w * 4 + pad)
        , bytes(std::size_t(stride) * h, 0xEE) {}
    std::uint8_t* px(int x, int y) { return bytes.data() + y * stride + x * 4; }
};

// Everything a Mask exposes, checked against loops over the bytes: the raw words in the
// documented layout (guard words and bits past the width clear), test(), count(),
// bounds() and every band. Returns what differs first, or nothing.
QString differences(const Mask& mask, const testing::ByteMask& ref) {
    if (mask.width() != ref.width || mask.height() != ref.height)
        return QStringLiteral("size %1x%2").arg(mask.width()).arg(mask.height());
    const int words = (ref.width + 63) / 64;
    if (ref.width > 0 && ref.height > 0 && mask.wordsPerRow() != words)
        return QStringLiteral("%1 words per row").arg(mask.wordsPerRow());
    std::size_t count = 0;
    int left = ref.width, top = ref.height, right = -1, bottom = -1;
    for (int y = 0; y < ref.height; ++y) {
        const std::uint64_t* row = mask.row(y);
        if (row[-1] != 0 || row[words] != 0)
            return QStringLiteral("guard word of row %1").arg(y);
        for (int x = 0; x < words * 64; ++x) {
            const bool solid = x < ref.width && ref.pixels[std::size_t(y) * ref.width + x];
            if (((row[x / 64] >> (x % 64)) & 1) != std::uint64_t(solid))
                return QStringLiteral("bit of (%1, %2)").arg(x).arg(y);
            if (x < ref.width && mask.test(x, y) != solid)
                return QStringLiteral("test(%1, %2)").arg(x).arg(y);
            if (solid) {
                ++count;
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
        if (mask.test(-1, y) || mask.test(ref.width, y))
            return QStringLiteral("test() outside row %1").arg(y);
    }
    if (mask.count() != count)
        return QStringLiteral("count %1, expected %2").arg(mask.count()).arg(count);
    const Rect bounds = count == 0 ? Rect{} : Rect{left, top, right - left + 1, bottom - top + 1};
    if (mask.bounds() != bounds || mask.isEmpty() != (count == 0))
        return QStringLiteral("bounds %1,%2 %3x%4")
            .arg(mask.bounds().x)
            .arg(mask.bounds().y)
            .arg(mask.bounds().width)
            .arg(mask.bounds().height);
    const int bands = (ref.height + Mask::kBandRows - 1) / Mask::kBandRows;
    if (mask.bandCount() != bands)
        return QStringLiteral("%1 bands").arg(mask.bandCount());
    for (int k = -1; k <= bands && ref.width > 0; ++k) {
        for (int x = 0; x < words * 64; ++x) {
            bool any = false;
            for (int y = k * Mask::kBandRows;
                 k >= 0 && k < bands && y < (k + 1) * Mask::kBandRows && y < ref.height &&
                 x < ref.width;
                 ++y)
                any = any || ref.pixels[std::size_t(y) * ref.width + x];
            if (((mask.band(k)[x / 64] >> (x % 64)) & 1) != std::uint64_t(any))
                return QStringLiteral("band %1 at x %2").arg(k).arg(x);
        }
    }
    return {};
}
} // namespace

class TestMask : public QObject {
    Q_OBJECT

private slots:
    void newMaskIsEmpty();
    void setTestAndCount();
    void boundsFollowEveryEdit();
    void fillAndInvertKeepPaddingClear();
    void fromRgbaUsesAlphaAboveThreshold_data();
    void fromRgbaUsesAlphaAboveThreshold();
    void fromRgbaHonoursPaddedAndNegativeStrides();
    void fromRgbaColorKey();
    void fromRgbaColorKeyTolerance();
    void randomEditsMatchReference();
    void editsFarOutsideChangeNothing();
};

void TestMask::newMaskIsEmpty() {
    const Mask mask(65, 3);
    QCOMPARE(mask.width(), 65);
    QCOMPARE(mask.height(), 3);
    QCOMPARE(mask.count(), std::size_t{0});
    QVERIFY(mask.bounds().isEmpty());
    QCOMPARE(mask.wordsPerRow(), 2);
    const Mask negative(-4, 10);
    QCOMPARE(negative.width(), 0);
    QCOMPARE(negative.height(), 0);
}

void TestMask::setTestAndCount() {
    Mask mask(130, 5);
    mask.set(0, 0, true);
    mask.set(129, 4, true);
    mask.set(64, 2, true);
    mask.set(200, 2, true); // outside: ignored
    mask.set(-1, 0, true);
    QVERIFY(mask.test(0, 0));
    QVERIFY(mask.test(129, 4));
    QVERIFY(mask.test(64, 2));
    QVERIFY(!mask.test(63, 2));
    QVERIFY(!mask.test(130, 4));
    QVERIFY(!mask.test(-1, -1));
    QCOMPARE(mask.count(), std::size_t{3});
    mask.set(64, 2, false);
    QCOMPARE(mask.count(), std::size_t{2});
}

void TestMask::boundsFollowEveryEdit() {
    Mask mask(100, 100);
    mask.set(10, 20, true);
    QCOMPARE(mask.bounds(), (Rect{10, 20, 1, 1}));
    mask.set(70, 5, true);
    QCOMPARE(mask.bounds(), (Rect{10, 5, 61, 16}));
    mask.set(40, 50, true);
    QCOMPARE(mask.bounds(), (Rect{10, 5, 61, 46}));
    mask.set(70, 5, false);
    QCOMPARE(mask.bounds(), (Rect{10, 20, 31, 31}));
    mask.set(40, 50, false);
    mask.set(10, 20, false);
    QVERIFY(mask.bounds().isEmpty());
}

void TestMask::fillAndInvertKeepPaddingClear() {
    Mask mask(70, 3);
    mask.fill(true);
    QCOMPARE(mask.count(), std::size_t{210});
    QCOMPARE(mask.bounds(), (Rect{0, 0, 70, 3}));
    QCOMPARE(mask.row(0)[1], (std::uint64_t{1} << 6) - 1);
    mask.set(5, 1, false);
    mask.invert();
    QCOMPARE(mask.count(), std::size_t{1});
    QCOMPARE(mask.bounds(), (Rect{5, 1, 1, 1}));
    mask.fill(false);
    QVERIFY(mask.isEmpty());
}

void TestMask::fromRgbaUsesAlphaAboveThreshold_data() {
    QTest::addColumn<int>("threshold");
    QTest::addColumn<int>("expected");
    // Alphas in the image are 0..255, one per pixel.
    QTest::newRow("0: anything not fully transparent") << 0 << 255;
    QTest::newRow("127") << 127 << 128;
    QTest::newRow("128") << 128 << 127;
    QTest::newRow("254") << 254 << 1;
    QTest::newRow("255: nothing") << 255 << 0;
}

void TestMask::fromRgbaUsesAlphaAboveThreshold() {
    QFETCH(int, threshold);
    QFETCH(int, expected);
    Image image(256, 1, 0);
    for (int x = 0; x < 256; ++x)
        image.px(x, 0)[3] = std::uint8_t(x);
    const Mask mask =
        Mask::fromRgba(image.bytes.data(), 256, 1, image.stride, std::uint8_t(threshold));
    QCOMPARE(mask.count(), std::size_t(expected));
    for (int x = 0; x < 256; ++x)
        QCOMPARE(mask.test(x, 0), x > threshold);
}

void TestMask::fromRgbaHonoursPaddedAndNegativeStrides() {
    testing::MaskGenerator gen(11);
    for (int round = 0; round < 200; ++round) {
        const int w = gen.side(200), h = 1 + int(gen.pick(40)),
                  pad = int(gen.pick(3)) * 4 + int(gen.pick(4));
        const auto threshold = std::uint8_t(gen.pick(256));
        Image image(w, h, pad);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                for (int c = 0; c < 4; ++c)
                    image.px(x, y)[c] = std::uint8_t(gen.pick(256));
        const Mask mask = Mask::fromRgba(image.bytes.data(), w, h, image.stride, threshold);
        const Mask flipped = Mask::fromRgba(image.px(0, h - 1), w, h, -image.stride, threshold);
        testing::ByteMask expected{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
        testing::ByteMask expectedFlipped = expected;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                expected.pixels[y * w + x] = image.px(x, y)[3] > threshold;
                expectedFlipped.pixels[(h - 1 - y) * w + x] = image.px(x, y)[3] > threshold;
            }
        QVERIFY(mask == expected.toMask());
        QCOMPARE(mask.bounds(), expected.toMask().bounds());
        QVERIFY(flipped == expectedFlipped.toMask());
    }
}

void TestMask::fromRgbaColorKey() {
    testing::MaskGenerator gen(12);
    const int w = 131, h = 7;
    Image image(w, h, 4);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            std::uint8_t* p = image.px(x, y);
            const unsigned kind = gen.pick(4);
            p[0] = kind == 0 ? 255 : std::uint8_t(gen.pick(256));
            p[1] = kind == 0 ? 0 : std::uint8_t(gen.pick(256));
            p[2] = kind == 0 ? 255 : std::uint8_t(gen.pick(256));
            p[3] = kind == 1 ? 0 : 255;
        }
    const Mask mask = Mask::fromRgbaColorKey(image.bytes.data(), w, h, image.stride, 255, 0, 255);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const std::uint8_t* p = image.px(x, y);
            const bool key = p[0] == 255 && p[1] == 0 && p[2] == 255;
            QCOMPARE(mask.test(x, y), !key && p[3] != 0);
        }
}

// Against the definition, by plain loops: background where alpha is 0 or every one of
// R, G, B is within the tolerance of the key's. Pixels cluster around the key, many at
// exactly the tolerance or one past it, so both sides of every bound are met.
void TestMask::fromRgbaColorKeyTolerance() {
    testing::MaskGenerator gen(14);
    for (int round = 0; round < 600; ++round) {
        const int w = gen.side(200), h = 1 + int(gen.pick(9));
        const std::uint8_t key[3] = {std::uint8_t(gen.pick(256)), std::uint8_t(gen.pick(256)),
                                     std::uint8_t(gen.pick(256))};
        const unsigned kind = round % 4;
        const int tolerance = kind == 0 ? 0 : kind == 1 ? 255 : int(gen.pick(256));
        Image image(w, h, int(gen.pick(3)) * 4);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                std::uint8_t* p = image.px(x, y);
                for (int c = 0; c < 3; ++c) {
                    int offset = 0;
                    switch (gen.pick(5)) {
                    case 0:
                        offset = tolerance;
                        break;
                    case 1:
                        offset = tolerance + 1;
                        break;
                    case 2:
                        offset = int(gen.pick(unsigned(2 * tolerance + 3)));
                        break;
                    case 3:
                        offset = int(gen.pick(256));
                        break;
                    default:
                        break; // the key's own value
                    }
                    const int value = gen.pick(2) == 0 ? key[c] + offset : key[c] - offset;
                    p[c] = std::uint8_t(std::clamp(value, 0, 255));
                }
                p[3] = gen.pick(6) == 0 ? 0 : std::uint8_t(gen.pick(256));
            }
        const ColorKey colorKey{key[0], key[1], key[2], std::uint8_t(tolerance)};
        const Mask mask = Mask::fromRgbaColorKey(image.bytes.data(), w, h, image.stride, colorKey);
        testing::ByteMask ref{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const std::uint8_t* p = image.px(x, y);
                bool near = true;
                for (int c = 0; c < 3; ++c)
                    near = near && std::abs(int(p[c]) - int(key[c])) <= tolerance;
                ref.pixels[std::size_t(y) * w + x] = p[3] != 0 && !near;
            }
        const QString error = differences(mask, ref);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("round %1, %2x%3, tolerance %4: %5")
                                                 .arg(round)
                                                 .arg(w)
                                                 .arg(h)
                                                 .arg(tolerance)
                                                 .arg(error)));
    }
}

// Masks built from bytes, then edited pixel by pixel (inside and outside), filled and
// inverted, the bytes edited alike by plain loops; after every step the mask must show
// exactly the bytes.
void TestMask::randomEditsMatchReference() {
    testing::MaskGenerator gen(13);
    for (int round = 0; round < 150; ++round) {
        const int w = gen.side(150), h = gen.side(150);
        testing::ByteMask ref = gen.make(w, h);
        Mask mask = ref.toMask();
        QString error = differences(mask, ref);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("built: ") + error));
        for (int step = 0; step < 60; ++step) {
            const unsigned op = gen.pick(40);
            QString what;
            if (op == 0) {
                const bool solid = gen.pick(2) != 0;
                mask.fill(solid);
                std::fill(ref.pixels.begin(), ref.pixels.end(), std::uint8_t(solid));
                what = QStringLiteral("fill(%1)").arg(solid);
            } else if (op == 1) {
                mask.invert();
                for (auto& p : ref.pixels)
                    p = !p;
                what = QStringLiteral("invert()");
            } else {
                // Now and then just outside, where set() must do nothing.
                int x = int(gen.pick(unsigned(w + 2))) - 1;
                int y = int(gen.pick(unsigned(h + 2))) - 1;
                // Often a solid pixel on an edge of the solid box, where clearing must
                // shrink it: found in the bytes.
                if (const Rect box = mask.bounds(); !box.isEmpty() && gen.pick(2) == 0) {
                    const unsigned side = gen.pick(4); // left, right, top, bottom
                    std::vector<Point> edge;
                    for (int v = 0; v < h; ++v)
                        for (int u = 0; u < w; ++u)
                            if (ref.pixels[std::size_t(v) * w + u] &&
                                ((side == 0 && u == box.x) || (side == 1 && u == box.right() - 1) ||
                                 (side == 2 && v == box.y) || (side == 3 && v == box.bottom() - 1)))
                                edge.push_back({u, v});
                    if (!edge.empty()) {
                        const Point p = edge[gen.pick(unsigned(edge.size()))];
                        x = p.x;
                        y = p.y;
                    }
                }
                // Mostly clearing, so that the bounds shrink from every edge.
                const bool solid = gen.pick(3) == 0;
                mask.set(x, y, solid);
                if (x >= 0 && y >= 0 && x < w && y < h)
                    ref.pixels[std::size_t(y) * w + x] = solid;
                what = QStringLiteral("set(%1, %2, %3)").arg(x).arg(y).arg(solid);
            }
            error = differences(mask, ref);
            QVERIFY2(
                error.isEmpty(),
                qPrintable(QStringLiteral("%1x%2 after %3: %4").arg(w).arg(h).arg(what, error)));
        }
    }
}

// Boxes and blits near the ends of int clip to the mask like any other (their far
// edges would overflow int): nothing changes, nothing is undefined.
void TestMask::editsFarOutsideChangeNothing() {
    Mask mask(70, 3);
    mask.set(69, 2, true);
    const Mask before = mask;
    Mask source(8, 8);
    source.fill(true);
    mask.setRect({INT_MAX - 5, 0, 100, 1}, true);
    mask.setRect({0, INT_MAX - 1, 10, 10}, true);
    mask.setRect({INT_MIN, INT_MIN, 10, 10}, true);
    mask.blit(source, source.rect(), INT_MAX - 2, 0);
    mask.blit(source, source.rect(), INT_MIN, INT_MIN);
    mask.blit(source, {INT_MAX - 3, 0, 8, 8}, 0, 0); // source box past the end: reads empty
    QVERIFY(mask == before);
    // Far boxes that do reach the mask still clip to it exactly.
    mask.setRect({INT_MIN, 1, INT_MAX, 1}, true); // ends at x = -1
    QVERIFY(mask == before);
    mask.setRect({-1000, 1, INT_MAX, 1}, true);
    QCOMPARE(mask.count(), std::size_t(71));
    QVERIFY(!Rect({INT_MAX - 1, 0, 10, 1}).contains({0, 0}));
    QVERIFY(Rect({INT_MAX - 1, 0, 10, 1}).contains({INT_MAX - 1, 0}));
}

QTEST_APPLESS_MAIN(TestMask)
#include "tst_mask.moc"
