// SPDX-License-Identifier: MIT
// Payload encodings and the HMSK container: golden bytes, round trips, bad input.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/codec.hpp>

using namespace hitmask;
using Bytes = std::vector<std::uint8_t>;

Q_DECLARE_METATYPE(Bytes)

namespace {
// Version 1 header: one size for every frame.
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

// The worked example of docs/hmsk-format.md: the 5x2 example mask, RLE, pivot (2, 1).
// clang-format off
const Bytes kGoldenV2{
    'H', 'M', 'S', 'K', 2, 1, 1, 0, 1, 0, 0, 0, // v2, rle, 1 frame, 1 channel, reserved
    5, 's', 'o', 'l', 'i', 'd',                 // channel name
    5, 0, 0, 0, 2, 0, 0, 0,                     // 5 x 2
    2, 0, 0, 0, 1, 0, 0, 0,                     // origin (2, 1)
    4, 0, 0, 0, 0x02, 0xFE, 0x01, 0xFB};        // payload
// clang-format on

void putU32(Bytes& out, std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out[at + i] = std::uint8_t(v >> (8 * i));
}

// Whether `mask` holds exactly the pixels of `bytes` (read with test(), never set()).
bool samePixels(const Mask& mask, const testing::ByteMask& bytes) {
    if (mask.width() != bytes.width || mask.height() != bytes.height)
        return false;
    for (int y = 0; y < bytes.height; ++y)
        for (int x = 0; x < bytes.width; ++x)
            if (mask.test(x, y) != (bytes.pixels[std::size_t(y) * bytes.width + x] != 0))
                return false;
    return true;
}
} // namespace

class TestCodec : public QObject {
    Q_OBJECT

private slots:
    void goldenPayloads_data();
    void goldenPayloads();
    void longRunsSplitAt127();
    void rleCodeMinus128IsIllegal();
    void goldenContainer();
    void goldenContainerFramesAndChannels();
    void readsVersion1();
    void roundTripsRandomFiles();
    void rejectsMalformedFiles_data();
    void rejectsMalformedFiles();
    void everyTruncationFails();
    void areaCapCountsEveryFrame();
    void saveRefusesBadInput();
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

void TestCodec::rleCodeMinus128IsIllegal() {
    // -128 + 72 = 200 would cover a 200-pixel row; the code is refused wherever it sits.
    for (const Bytes& payload : {Bytes{0x80, 0x48}, Bytes{0x48, 0x80}, Bytes{0x7F, 0x80}}) {
        const DecodedMask decoded = decodePayload(payload, 200, 1, Encoding::Rle);
        QVERIFY(!decoded);
        QVERIFY2(QString::fromStdString(decoded.error).contains(QStringLiteral("-128")),
                 decoded.error.c_str());
    }
    // The encoder splits a 128-pixel empty run as -127 -1, never as -128.
    QCOMPARE(encodePayload(Mask(128, 1), Encoding::Rle), (Bytes{0x81, 0xFF}));
}

void TestCodec::goldenContainer() {
    HmskFrame frame{{testing::exampleMask()}, {2, 1}};
    const std::string solid = "solid";
    QCOMPARE(saveHmsk(std::span(&frame, 1), std::span(&solid, 1), Encoding::Rle), kGoldenV2);
    const MaskFile loaded = loadHmsk(kGoldenV2);
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.version, std::uint8_t{2});
    QCOMPARE(loaded.encoding, Encoding::Rle);
    QCOMPARE(loaded.channelNames, std::vector<std::string>{"solid"});
    QCOMPARE(loaded.frames.size(), std::size_t{1});
    QVERIFY(loaded.frames[0] == frame);
    // Plain masks are written with origin 0, 0 and the one "solid" channel.
    const Mask plain = testing::exampleMask();
    Bytes expected = kGoldenV2;
    putU32(expected, 26, 0);
    putU32(expected, 30, 0);
    QCOMPARE(saveHmsk(std::span(&plain, 1), Encoding::Rle), expected);
}

void TestCodec::goldenContainerFramesAndChannels() {
    // Two frames of different sizes, two channels, a negative origin, bits.
    Mask hurt(5, 2);
    hurt.set(4, 1, true);
    Mask small(3, 1);
    small.set(0, 0, true);
    small.set(2, 0, true);
    const std::vector<HmskFrame> frames{{{testing::exampleMask(), hurt}, {-3, -1}},
                                        {{small, Mask(3, 1)}, {7, 0}}};
    const std::vector<std::string> names{"solid", "hurt"};
    // clang-format off
    const Bytes expected{
        'H', 'M', 'S', 'K', 2, 2, 2, 0, 2, 0, 0, 0,                     // header
        5, 's', 'o', 'l', 'i', 'd', 4, 'h', 'u', 'r', 't',              // names
        5, 0, 0, 0, 2, 0, 0, 0, 0xFD, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, // frame 0
        2, 0, 0, 0, 0xC8, 0x00, 2, 0, 0, 0, 0x00, 0x08,                 // solid, hurt
        3, 0, 0, 0, 1, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,                 // frame 1
        1, 0, 0, 0, 0xA0, 1, 0, 0, 0, 0x00};                            // solid, hurt
    // clang-format on
    QCOMPARE(saveHmsk(frames, names, Encoding::Bits), expected);
    const MaskFile loaded = loadHmsk(expected);
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.channelNames, names);
    QCOMPARE(loaded.frames.size(), std::size_t{2});
    QCOMPARE(loaded.frames[0].origin, (Point{-3, -1}));
    QCOMPARE(loaded.frames[1].width(), 3);
    QVERIFY(loaded.frames[0].channels[1].test(4, 1));
    QCOMPARE(loaded.frames[0].channels[1].count(), std::size_t{1});
    QVERIFY(loaded.frames == frames);
}

void TestCodec::readsVersion1() {
    const Bytes good = concat(hmskHeader(1, 2, 5, 2),
                              Bytes{4, 0, 0, 0, 0x02, 0xFE, 0x01, 0xFB, 2, 0, 0, 0, 0x05, 0xFB});
    const MaskFile loaded = loadHmsk(good);
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.version, std::uint8_t{1});
    QCOMPARE(loaded.channelNames, std::vector<std::string>{"solid"});
    QCOMPARE(loaded.frames.size(), std::size_t{2});
    QVERIFY(loaded.frames[0].solid() == testing::exampleMask());
    QCOMPARE(loaded.frames[1].solid().count(), std::size_t{5});
    QCOMPARE(loaded.frames[1].origin, (Point{0, 0}));
}

void TestCodec::roundTripsRandomFiles() {
    testing::MaskGenerator gen(31);
    const std::vector<std::string> namePool{"solid", "hurt", "h\xC3\xA9", "\xE2\x82\xAC",
                                            std::string(255, 'n')};
    for (int i = 0; i < 1500; ++i) {
        const unsigned channels = 1 + gen.pick(3);
        const std::vector<std::string> names(namePool.begin(), namePool.begin() + channels);
        std::vector<std::vector<testing::ByteMask>> pixels;
        std::vector<HmskFrame> frames;
        for (unsigned f = 0, n = 1 + gen.pick(4); f < n; ++f) {
            const int w = gen.side(), h = gen.side(100);
            HmskFrame frame;
            frame.origin = {gen.offset(w, h), -gen.offset(h, w)};
            pixels.emplace_back();
            for (unsigned c = 0; c < channels; ++c) {
                pixels.back().push_back(gen.make(w, h));
                frame.channels.push_back(pixels.back().back().toMask());
            }
            frames.push_back(std::move(frame));
        }
        for (Encoding enc : {Encoding::Bytes, Encoding::Rle, Encoding::Bits}) {
            const MaskFile loaded = loadHmsk(saveHmsk(frames, names, enc));
            QVERIFY2(loaded, loaded.error.c_str());
            QCOMPARE(loaded.channelNames, names);
            QCOMPARE(loaded.frames.size(), frames.size());
            for (std::size_t f = 0; f < frames.size(); ++f) {
                QCOMPARE(loaded.frames[f].origin, frames[f].origin);
                QCOMPARE(loaded.frames[f].channels.size(), std::size_t{channels});
                for (unsigned c = 0; c < channels; ++c)
                    QVERIFY(samePixels(loaded.frames[f].channels[c], pixels[f][c]));
            }
        }
    }
}

void TestCodec::rejectsMalformedFiles_data() {
    QTest::addColumn<Bytes>("file");
    QTest::addColumn<QString>("reason");
    const Bytes good = concat(hmskHeader(1, 1, 5, 2), Bytes{4, 0, 0, 0, 0x02, 0xFE, 0x01, 0xFB});
    auto with = [](Bytes copy, std::size_t at, std::uint8_t value) {
        copy[at] = value;
        return copy;
    };
    auto withU32 = [](Bytes copy, std::size_t at, std::uint32_t value) {
        putU32(copy, at, value);
        return copy;
    };
    QTest::newRow("empty") << Bytes{} << "too short";
    QTest::newRow("v1 short header") << Bytes(good.begin(), good.begin() + 10) << "too short";
    QTest::newRow("magic") << with(good, 0, 'X') << "bad magic";
    QTest::newRow("version 0") << with(good, 4, 0) << "version 0";
    QTest::newRow("version 3") << with(good, 4, 3) << "version 3";
    QTest::newRow("encoding") << with(good, 5, 7) << "unknown encoding";
    QTest::newRow("v1 no frames") << with(good, 6, 0) << "no frames";
    QTest::newRow("v1 zero width") << with(good, 8, 0) << "out of range";
    QTest::newRow("v1 huge height") << with(good, 15, 0xFF) << "out of range";
    QTest::newRow("v1 frame count lies") << with(good, 6, 2) << "ends before frame 1";
    QTest::newRow("v1 truncated payload") << Bytes(good.begin(), good.end() - 1) << "truncated";
    QTest::newRow("v1 length overflow") << with(good, 19, 0xFF) << "truncated";
    QTest::newRow("v1 trailing bytes") << concat(good, {0}) << "unexpected bytes";
    QTest::newRow("rle zero code") << with(good, 21, 0x00) << "code 0";
    QTest::newRow("rle code -128") << with(good, 20, 0x80) << "code -128";
    QTest::newRow("rle overrun") << with(good, 22, 0x03) << "overruns";
    QTest::newRow("rle row short")
        << concat(hmskHeader(1, 1, 5, 2), {2, 0, 0, 0, 0x05, 0xFE}) << "ends in row 1";
    QTest::newRow("rle lying size")
        << concat(hmskHeader(1, 1, 1u << 14, 1u << 14), {2, 0, 0, 0, 0x05, 0xFE}) << "too short";
    QTest::newRow("v1 area over the cap")
        << concat(hmskHeader(1, 1, 1u << 28, 1u << 28), {2, 0, 0, 0, 0x05, 0xFE}) << "more than";
    QTest::newRow("rle longer than pixels")
        << concat(hmskHeader(1, 1, 1, 1), {2, 0, 0, 0, 0x01, 0x01}) << "too long";
    QTest::newRow("bytes value") << concat(hmskHeader(0, 1, 2, 1), {2, 0, 0, 0, 1, 2}) << "value 2";
    QTest::newRow("bytes size") << concat(hmskHeader(0, 1, 2, 2), {2, 0, 0, 0, 1, 1})
                                << "needs 4 bytes";
    QTest::newRow("bits padding") << concat(hmskHeader(2, 1, 5, 1), {1, 0, 0, 0, 0x01})
                                  << "padding";

    const Bytes& v2 = kGoldenV2;
    QTest::newRow("v2 short header") << Bytes(v2.begin(), v2.begin() + 11) << "too short";
    QTest::newRow("v2 no frames") << with(v2, 6, 0) << "no frames";
    QTest::newRow("v2 no channels") << with(v2, 8, 0) << "no channels";
    QTest::newRow("v2 reserved") << with(v2, 10, 1) << "reserved";
    QTest::newRow("v2 channel count lies") << with(v2, 9, 0x0B) << "ends in the channel names";
    QTest::newRow("v2 second channel missing") << with(v2, 8, 2) << "";
    QTest::newRow("v2 empty name") << with(v2, 12, 0) << "empty name";
    QTest::newRow("v2 name past the end") << with(v2, 12, 200) << "ends in the name";
    QTest::newRow("v2 name not UTF-8") << with(v2, 13, 0xFF) << "not UTF-8";
    QTest::newRow("v2 overlong UTF-8") << with(with(v2, 13, 0xC0), 14, 0xAF) << "not UTF-8";
    QTest::newRow("v2 newline in name") << with(v2, 14, '\n') << "control character";
    QTest::newRow("v2 escape in name") << with(v2, 13, 0x1B) << "control character";
    QTest::newRow("v2 DEL in name") << with(v2, 15, 0x7F) << "control character";
    QTest::newRow("v2 C1 control in name")
        << with(with(v2, 13, 0xC2), 14, 0x9B) << "control character";
    QTest::newRow("v2 frame count lies") << with(v2, 6, 2) << "ends in the header of frame 1";
    QTest::newRow("v2 zero width") << withU32(v2, 18, 0) << "out of range";
    QTest::newRow("v2 zero height") << withU32(v2, 22, 0) << "out of range";
    QTest::newRow("v2 side over 2^30") << withU32(v2, 18, (1u << 30) + 1) << "out of range";
    QTest::newRow("v2 huge area") << withU32(withU32(v2, 18, 1u << 20), 22, 1u << 20)
                                  << "more than";
    QTest::newRow("v2 lying size")
        << withU32(withU32(v2, 18, 1u << 14), 22, 1u << 14) << "too short";
    QTest::newRow("v2 length past the end") << withU32(v2, 34, 0xFFFFFFFF) << "truncated";
    QTest::newRow("v2 length short") << withU32(v2, 34, 3) << "unexpected bytes";
    QTest::newRow("v2 trailing bytes") << concat(v2, {0}) << "unexpected bytes";
    QTest::newRow("v2 rle code -128") << with(v2, 38, 0x80) << "code -128";
    QTest::newRow("v2 rle zero code") << with(v2, 39, 0x00) << "code 0";
    QTest::newRow("v2 duplicate names")
        << Bytes{'H', 'M', 'S', 'K', 2, 2, 1, 0, 2, 0, 0, 0, 1, 'a', 1, 'a', 1, 0, 0, 0, 1,
                 0,   0,   0,   0,   0, 0, 0, 0, 0, 0, 0, 1, 0, 0,   0, 0,   1, 0, 0, 0, 0}
        << "appears twice";
}

void TestCodec::rejectsMalformedFiles() {
    QFETCH(Bytes, file);
    QFETCH(QString, reason);
    const MaskFile loaded = loadHmsk(file);
    QVERIFY(!loaded);
    QVERIFY(loaded.frames.empty());
    QVERIFY(loaded.channelNames.empty());
    QVERIFY2(QString::fromStdString(loaded.error).contains(reason), loaded.error.c_str());
}

void TestCodec::everyTruncationFails() {
    Mask hurt(5, 2);
    hurt.set(4, 1, true);
    const std::vector<HmskFrame> frames{{{testing::exampleMask(), hurt}, {-3, -1}},
                                        {{Mask(3, 1), Mask(3, 1)}, {7, 0}}};
    const std::vector<std::string> names{"solid", "hurt"};
    for (Encoding enc : {Encoding::Bytes, Encoding::Rle, Encoding::Bits}) {
        const Bytes file = saveHmsk(frames, names, enc);
        QVERIFY(loadHmsk(file));
        for (std::size_t n = 0; n < file.size(); ++n) {
            const MaskFile cut = loadHmsk(std::span(file.data(), n));
            QVERIFY2(!cut && !cut.error.empty(), qPrintable(QString::number(n)));
        }
    }
}

void TestCodec::areaCapCountsEveryFrame() {
    // Three valid-looking RLE frames of about 2^27 pixels each (all solid, 127-pixel
    // codes): two fit under the cap, the third tips it over before its payload is read.
    const std::uint32_t w = 127 * 1024, h = 1032;
    QVERIFY(2ull * w * h <= kHmskMaxPixels && 3ull * w * h > kHmskMaxPixels);
    Bytes file{'H', 'M', 'S', 'K', 2, 1, 3, 0, 1, 0, 0, 0, 1, 's'};
    for (int f = 0; f < 3; ++f) {
        const std::size_t at = file.size();
        file.resize(at + 20);
        putU32(file, at, w);
        putU32(file, at + 4, h);
        putU32(file, at + 16, 1024 * h);
        if (f < 2)
            file.resize(file.size() + 1024 * h, 0x7F);
    }
    const MaskFile loaded = loadHmsk(file);
    QVERIFY(!loaded);
    QVERIFY2(QString::fromStdString(loaded.error).contains(QStringLiteral("more than")),
             loaded.error.c_str());
}

void TestCodec::saveRefusesBadInput() {
    QVERIFY(HmskFrame{}.solid().isEmpty()); // a frame with no channels reads as empty
    const std::vector<std::string> solid{"solid"};
    auto refuses = [](const std::vector<HmskFrame>& frames, const std::vector<std::string>& names) {
        return saveHmsk(frames, names, Encoding::Bytes).empty();
    };
    const HmskFrame one{{Mask(4, 4)}, {}};
    QVERIFY(!refuses({one}, solid));
    QVERIFY(refuses({}, solid));
    QVERIFY(refuses({one}, {}));
    QVERIFY(refuses({one}, {""}));
    QVERIFY(refuses({one}, {std::string(256, 'x')}));
    QVERIFY(refuses({one}, {"\xFF"}));
    QVERIFY(refuses({one}, {"hit\nbox"}));
    QVERIFY(refuses({one}, {"\x1B[2J"}));
    QVERIFY(!refuses({one}, {"h\xC3\xA9"})); // é is not a control character
    QVERIFY(refuses({{{Mask(4, 4), Mask(4, 4)}, {}}}, {"a", "a"}));
    QVERIFY(refuses({one}, {"a", "b"}));                            // channel missing
    QVERIFY(refuses({{{Mask(4, 4), Mask(5, 4)}, {}}}, {"a", "b"})); // channels differ
    QVERIFY(refuses({{{Mask()}, {}}}, solid));                      // empty mask
    QVERIFY(refuses(std::vector<HmskFrame>(0x10000, one), solid));
    QVERIFY(saveHmsk(std::span<const Mask>{}, Encoding::Bytes).empty());
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
