// SPDX-License-Identifier: MIT
// The HMSK limits at their edges (docs/hmsk-format.md, Limits): files built byte by byte
// from the format's layout, exactly at each limit (they load, and save back) and one past
// it (refused for that limit), and the largest files the reader accepted before the
// limits were stated in the format's terms (they still load).
#include "support/hmskbytes.hpp"

#include <QTest>
#include <hitmask/codec.hpp>

using Bytes = std::vector<std::uint8_t>;
Q_DECLARE_METATYPE(Bytes)

using hitmask::testing::HmskBytes;

namespace {

constexpr std::uint32_t kRle = 1, kBits = 2;

// Names "c0", "c1", ...: distinct, as the format wants.
HmskBytes& names(HmskBytes& b, std::uint32_t count) {
    for (std::uint32_t c = 0; c < count; ++c) {
        std::string name = "c"; // appended: GCC 12 warns (-Wrestrict, falsely) on "c" + s
        name += std::to_string(c);
        b.name(name);
    }
    return b;
}

// An RLE payload of w x h solid pixels: each row runs of 127, then the rest.
HmskBytes& solidRle(HmskBytes& b, std::uint32_t w, std::uint32_t h) {
    const std::uint32_t perRow = w / 127 + (w % 127 ? 1 : 0);
    b.u32(perRow * h);
    for (std::uint32_t y = 0; y < h; ++y) {
        b.repeat(0x7F, w / 127);
        if (w % 127)
            b.u8(w % 127);
    }
    return b;
}

// `frames` frames of `channels` solid RLE masks of w x h.
HmskBytes solidFrames(std::uint32_t frames, std::uint32_t channels, std::uint32_t w,
                      std::uint32_t h) {
    HmskBytes b;
    names(b.v2(kRle, frames, channels), channels);
    for (std::uint32_t f = 0; f < frames; ++f) {
        b.frame(w, h);
        for (std::uint32_t c = 0; c < channels; ++c)
            solidRle(b, w, h);
    }
    return b;
}

// One frame header of w x h and nothing after it: refused by its sizes, or else for the
// missing payload.
Bytes bareFrame(std::uint32_t w, std::uint32_t h, std::uint32_t channels = 1) {
    HmskBytes b;
    names(b.v2(kBits, 1, channels), channels).frame(w, h);
    return b.done();
}

// 1 x 1 bits masks, one byte each.
Bytes tinyMasks(std::uint32_t frames, std::uint32_t channels) {
    HmskBytes b;
    names(b.v2(kBits, frames, channels), channels);
    for (std::uint32_t f = 0; f < frames; ++f) {
        b.frame(1, 1);
        for (std::uint32_t c = 0; c < channels; ++c)
            b.payload({0x80});
    }
    return b.done();
}

} // namespace

class TestHmskLimits : public QObject {
    Q_OBJECT

private slots:
    void edges_data();
    void edges();
    void limitsAreTheFormats();
};

void TestHmskLimits::edges_data() {
    QTest::addColumn<Bytes>("file");
    QTest::addColumn<QString>("refusal"); // empty: the file loads

    const QString pixels = QStringLiteral("frames add up to more than 268435456 pixels");
    const QString rows = QStringLiteral("frames add up to more than 8388608 rows");

    // Sides: 2^30 passes the side check (and fails the pixel one); one more is out of range.
    QTest::newRow("width at kHmskMaxSide") << bareFrame(1U << 30, 1) << pixels;
    QTest::newRow("width past kHmskMaxSide")
        << bareFrame((1U << 30) + 1, 1)
        << QStringLiteral("frame 0: size 1073741825x1 is out of range");
    QTest::newRow("height at kHmskMaxSide") << bareFrame(1, 1U << 30) << pixels;
    QTest::newRow("height past kHmskMaxSide")
        << bareFrame(1, (1U << 30) + 1)
        << QStringLiteral("frame 0: size 1x1073741825 is out of range");

    // Pixels of one frame: 16384 x 16384, and 17 x 15790321 = 2^28 + 1.
    QTest::newRow("frame at kHmskMaxFramePixels")
        << solidFrames(1, 1, 16384, 16384).done() << QString();
    QTest::newRow("frame past kHmskMaxFramePixels") << bareFrame(15790321, 17) << pixels;

    // Pixels in all: 2 frames of 2 channels of 8192 x 8192, then one pixel more.
    HmskBytes four = solidFrames(2, 2, 8192, 8192);
    QTest::newRow("pixels at kHmskMaxPixels") << four.done() << QString();
    four.frame(1, 1);
    solidRle(four, 1, 1);
    solidRle(four, 1, 1);
    Bytes fourPlus = four.done();
    fourPlus[6] = 3; // three frames
    QTest::newRow("pixels past kHmskMaxPixels") << fourPlus << pixels;

    // Rows in all: one 1 x 2^23 mask, then one row more in a second frame.
    HmskBytes tall = solidFrames(1, 1, 1, 1U << 23);
    QTest::newRow("rows at kHmskMaxRows") << tall.done() << QString();
    tall.frame(1, 1);
    solidRle(tall, 1, 1);
    Bytes tallPlus = tall.done();
    tallPlus[6] = 2;
    QTest::newRow("rows past kHmskMaxRows") << tallPlus << rows;
    // Rows count every channel: 3 x 2796203 is 2^23 + 1.
    QTest::newRow("rows past kHmskMaxRows, over channels") << bareFrame(1, 2796203, 3) << rows;

    // Masks: 16384 frames of 64 channels is 2^20; 17 x 61681 is 2^20 + 1, refused from the
    // header alone.
    QTest::newRow("masks at kHmskMaxMasks") << tinyMasks(16384, 64) << QString();
    QTest::newRow("masks past kHmskMaxMasks")
        << HmskBytes().v2(kBits, 17, 61681).done()
        << QStringLiteral("17 frames of 61681 channels are more than 1048576 masks");

    // The fields' own maxima: 65535 frames, 65535 channels, a name of 255 bytes.
    QTest::newRow("65535 frames") << tinyMasks(65535, 1) << QString();
    QTest::newRow("65535 channels") << tinyMasks(1, 65535) << QString();
    QTest::newRow("a name of 255 bytes") << HmskBytes()
                                                .v2(kBits, 1, 1)
                                                .name(std::string(255, 'n'))
                                                .frame(1, 1)
                                                .payload({0x80})
                                                .done()
                                         << QString();

    // The largest files the 128 MiB rule (the core's mask layout) let through: the
    // tallest one-pixel-wide mask and the most 1 x 1 masks. They load as before.
    QTest::newRow("before: 1 x 7456529") << solidFrames(1, 1, 1, 7456529).done() << QString();
    QTest::newRow("before: 14 frames of 49932 1 x 1 masks") << tinyMasks(14, 49932) << QString();
}

void TestHmskLimits::edges() {
    QFETCH(Bytes, file);
    QFETCH(QString, refusal);
    const hitmask::MaskFile loaded = hitmask::loadHmsk(file);
    if (!refusal.isEmpty()) {
        QVERIFY(!loaded);
        QCOMPARE(QString::fromStdString(loaded.error), refusal);
        return;
    }
    QVERIFY2(loaded, loaded.error.c_str());
    // What loads saves, and the saved file loads: the writer keeps the same limits.
    const std::vector<std::uint8_t> saved =
        hitmask::saveHmsk(loaded.frames, loaded.channelNames, loaded.encoding);
    QVERIFY(!saved.empty());
    QCOMPARE(saved.size(), file.size());
}

// The numbers docs/hmsk-format.md gives, so that a change to one is a change to the spec.
void TestHmskLimits::limitsAreTheFormats() {
    QCOMPARE(hitmask::kHmskMaxFrames, 65535U);
    QCOMPARE(hitmask::kHmskMaxChannels, 65535U);
    QCOMPARE(hitmask::kHmskMaxNameBytes, 255U);
    QCOMPARE(hitmask::kHmskMaxSide, 1073741824U);
    QCOMPARE(hitmask::kHmskMaxFramePixels, std::uint64_t(268435456));
    QCOMPARE(hitmask::kHmskMaxPixels, std::uint64_t(268435456));
    QCOMPARE(hitmask::kHmskMaxRows, std::uint64_t(8388608));
    QCOMPARE(hitmask::kHmskMaxMasks, std::uint64_t(1048576));
    QCOMPARE(hitmask::kHmskMaxFileBytes, std::uint64_t(335544320));
}

QTEST_APPLESS_MAIN(TestHmskLimits)
#include "tst_hmsklimits.moc"
