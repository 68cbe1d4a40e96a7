// SPDX-License-Identifier: MIT
// Mask storage, bounds bookkeeping and building masks from RGBA pixels.
#include "support/reference.hpp"

#include <QTest>
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
    void randomEditsMatchReference();
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

void TestMask::randomEditsMatchReference() {
    testing::MaskGenerator gen(13);
    for (int round = 0; round < 50; ++round) {
        const int w = gen.side(150), h = gen.side(150);
        testing::ByteMask ref{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
        Mask mask(w, h);
        for (int i = 0; i < 400; ++i) {
            const int x = int(gen.pick(unsigned(w))), y = int(gen.pick(unsigned(h)));
            const bool solid = gen.pick(3) != 0;
            ref.pixels[y * w + x] = solid;
            mask.set(x, y, solid);
        }
        const Mask expected = ref.toMask();
        QVERIFY(mask == expected);
        QCOMPARE(mask.count(), expected.count());
        QCOMPARE(mask.bounds(), expected.bounds());
    }
}

QTEST_APPLESS_MAIN(TestMask)
#include "tst_mask.moc"
