// SPDX-License-Identifier: MIT
// Payload encodings and the HMSK container: golden bytes, round trips, bad input.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/codec.hpp>

using namespace hitmask;
using Bytes = std::vector<std::uint8_t>;

Q_DECLARE_METATYPE(Bytes)

namespace {
Bytes hmskHeader(std::uint8_t encoding, std::uint16_t frames, std::uint32_t w, std::uint32_t h) {
    Bytes out{'H', 'M', 'S', 'K', 1, encoding, std::uint8_t(frames), std::uint8_t(frames >> 8)};
    for (std::uint32_t v : {w, h})
        for (int i = 0; i < 4; ++i)
            out.push_back(std::uint8_t(v >> (8 * i)));
    return out;
}

Bytes concat(Bytes a, const Bytes& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}
} // namespace

class TestCodec : public QObject {
    Q_OBJECT

private slots:
    void goldenPayloads_data();
    void goldenPayloads();
    void longRunsSplitAt127();
    void goldenContainer();
    void roundTripsRandomMasks();
    void rejectsMalformedFiles_data();
    void rejectsMalformedFiles();
    void saveRefusesMixedSizes();
    void encodingNames();
};

void TestCodec::goldenPayloads_data() {
    QTest::addColumn<int>("encoding");
    QTest::addColumn<Bytes>("expected");
    QTest::newRow("bytes") << int(Encoding::Bytes) << Bytes{1, 1, 0, 0, 1, 0, 0, 0, 0, 0};
    QTest::newRow("rle") << int(Encoding::Rle) << Bytes{0x02, 0xFE, 0x01, 0xFB};
    QTest::newRow("bits") << int(Encoding::Bits) << Bytes{0xC8, 0x00};
}

void TestCodec::goldenPayloads() {
    QFETCH(int, encoding);
    QFETCH(Bytes, expected);
    const auto enc = Encoding(encoding);
    QCOMPARE(encodePayload(testing::exampleMask(), enc), expected);
    const DecodedMask back = decodePayload(expected, 5, 2, enc);
    QVERIFY2(back, back.error.c_str());
    QVERIFY(back.mask == testing::exampleMask());
}

void TestCodec::longRunsSplitAt127() {
    Mask mask(300, 2);
    for (int x = 0; x < 300; ++x)
        mask.set(x, 0, true);
    QCOMPARE(encodePayload(mask, Encoding::Rle), (Bytes{0x7F, 0x7F, 0x2E, 0x81, 0x81, 0xD2}));
}

void TestCodec::goldenContainer() {
    const Mask frame = testing::exampleMask();
    const Bytes file = saveHmsk(std::span(&frame, 1), Encoding::Rle);
    const Bytes expected =
        concat(hmskHeader(1, 1, 5, 2), Bytes{4, 0, 0, 0, 0x02, 0xFE, 0x01, 0xFB});
    QCOMPARE(file, expected);
    const MaskFile loaded = loadHmsk(file);
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.encoding, Encoding::Rle);
    QCOMPARE(loaded.frames.size(), std::size_t{1});
    QVERIFY(loaded.frames[0] == frame);
}

void TestCodec::roundTripsRandomMasks() {
    testing::MaskGenerator gen(31);
    for (int i = 0; i < 3000; ++i) {
        const int w = gen.side(), h = gen.side(100);
        std::vector<Mask> frames;
        for (unsigned f = 0, n = 1 + gen.pick(3); f < n; ++f)
            frames.push_back(gen.make(w, h).toMask());
        for (Encoding enc : {Encoding::Bytes, Encoding::Rle, Encoding::Bits}) {
            const MaskFile loaded = loadHmsk(saveHmsk(frames, enc));
            QVERIFY2(loaded, loaded.error.c_str());
            QCOMPARE(loaded.frames.size(), frames.size());
            for (std::size_t f = 0; f < frames.size(); ++f)
                QVERIFY(loaded.frames[f] == frames[f]);
        }
    }
}

void TestCodec::rejectsMalformedFiles_data() {
    QTest::addColumn<Bytes>("file");
    QTest::addColumn<QString>("reason");
    const Bytes good = concat(hmskHeader(1, 1, 5, 2), Bytes{4, 0, 0, 0, 0x02, 0xFE, 0x01, 0xFB});
    auto with = [&good](std::size_t at, std::uint8_t value) {
        Bytes copy = good;
        copy[at] = value;
        return copy;
    };
    QTest::newRow("empty") << Bytes{} << "too short";
    QTest::newRow("short header") << Bytes(good.begin(), good.begin() + 10) << "too short";
    QTest::newRow("magic") << with(0, 'X') << "bad magic";
    QTest::newRow("version") << with(4, 2) << "version 2";
    QTest::newRow("encoding") << with(5, 7) << "unknown encoding";
    QTest::newRow("no frames") << with(6, 0) << "no frames";
    QTest::newRow("zero width") << with(8, 0) << "out of range";
    QTest::newRow("huge height") << with(15, 0xFF) << "out of range";
    QTest::newRow("frame count lies") << with(6, 2) << "ends before frame 1";
    QTest::newRow("truncated payload") << Bytes(good.begin(), good.end() - 1) << "truncated";
    QTest::newRow("length overflow") << with(19, 0xFF) << "truncated";
    QTest::newRow("trailing bytes") << concat(good, {0}) << "unexpected bytes";
    QTest::newRow("rle zero code") << with(21, 0x00) << "code 0";
    QTest::newRow("rle overrun") << with(22, 0x03) << "overruns";
    QTest::newRow("rle row short")
        << concat(hmskHeader(1, 1, 5, 2), {2, 0, 0, 0, 0x05, 0xFE}) << "ends in row 1";
    QTest::newRow("rle lying size")
        << concat(hmskHeader(1, 1, 1u << 28, 1u << 28), {2, 0, 0, 0, 0x05, 0xFE}) << "too short";
    QTest::newRow("bytes value") << concat(hmskHeader(0, 1, 2, 1), {2, 0, 0, 0, 1, 2}) << "value 2";
    QTest::newRow("bytes size") << concat(hmskHeader(0, 1, 2, 2), {2, 0, 0, 0, 1, 1})
                                << "needs 4 bytes";
    QTest::newRow("bits padding") << concat(hmskHeader(2, 1, 5, 1), {1, 0, 0, 0, 0x01})
                                  << "padding";
}

void TestCodec::rejectsMalformedFiles() {
    QFETCH(Bytes, file);
    QFETCH(QString, reason);
    const MaskFile loaded = loadHmsk(file);
    QVERIFY(!loaded);
    QVERIFY(loaded.frames.empty());
    QVERIFY2(QString::fromStdString(loaded.error).contains(reason), loaded.error.c_str());
}

void TestCodec::saveRefusesMixedSizes() {
    const std::vector<Mask> frames{Mask(4, 4), Mask(5, 4)};
    QVERIFY(saveHmsk(frames, Encoding::Bytes).empty());
    QVERIFY(saveHmsk({}, Encoding::Bytes).empty());
}

void TestCodec::encodingNames() {
    // Written out here, not taken from encodingName(): files and projects hold these words.
    QCOMPARE(encodingFromName("bytes"), std::optional(Encoding::Bytes));
    QCOMPARE(encodingFromName("rle"), std::optional(Encoding::Rle));
    QCOMPARE(encodingFromName("bits"), std::optional(Encoding::Bits));
    for (const char* wrong : {"", "RLE", "rle ", "bit", "unknown", "hmsk"})
        QVERIFY2(!encodingFromName(wrong), wrong);
    QCOMPARE(std::size(kEncodings), std::size_t{3});
    for (Encoding e : kEncodings)
        QCOMPARE(encodingFromName(encodingName(e)), std::optional(e));
}

QTEST_APPLESS_MAIN(TestCodec)
#include "tst_codec.moc"
