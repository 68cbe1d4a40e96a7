// SPDX-License-Identifier: MIT
// Streamed payloads and HMSK files: the pieces a sink receives, put together, are the bytes
// written from the format's definition, for every encoding and across piece boundaries.
#include "support/reference.hpp"

#include <QTest>
#include <hitmask/codec.hpp>
#include <random>

using namespace hitmask;
using testing::ByteMask;
using Bytes = std::vector<std::uint8_t>;

namespace {

// Random pixels: noise, long runs (past 127) or blocks, so every RLE path shows up.
ByteMask randomMask(std::mt19937& rng, int width, int height) {
    ByteMask m{width, height, Bytes(std::size_t(width) * height)};
    const int style = int(rng() % 4);
    for (std::size_t i = 0; i < m.pixels.size(); ++i) {
        switch (style) {
        case 0:
            m.pixels[i] = std::uint8_t(rng() % 2);
            break;
        case 1: // long runs: a flip now and then
            m.pixels[i] = std::uint8_t(i == 0 ? rng() % 2 : m.pixels[i - 1] ^ (rng() % 150 == 0));
            break;
        case 2:
            m.pixels[i] = std::uint8_t((i % std::size_t(width)) / 9 % 2);
            break;
        default:
            m.pixels[i] = std::uint8_t(rng() % 8 == 0);
        }
    }
    return m;
}

// The payload, from the definitions in codec.hpp: a byte per pixel; signed runs per row
// starting empty, at most 127 each; ceil(width / 8) bytes per row, leftmost pixel in the
// most significant bit.
Bytes oraclePayload(const ByteMask& m, Encoding encoding) {
    Bytes out;
    for (int y = 0; y < m.height; ++y) {
        const std::uint8_t* row = m.pixels.data() + std::size_t(y) * m.width;
        if (encoding == Encoding::Bytes) {
            out.insert(out.end(), row, row + m.width);
        } else if (encoding == Encoding::Bits) {
            for (int x = 0; x < m.width; x += 8) {
                std::uint8_t byte = 0;
                for (int b = 0; b < 8 && x + b < m.width; ++b)
                    byte |= std::uint8_t(row[x + b] << (7 - b));
                out.push_back(byte);
            }
        } else {
            int x = 0;
            std::uint8_t value = 0;
            while (x < m.width) {
                int run = 0;
                while (x + run < m.width && row[x + run] == value)
                    ++run;
                for (int left = run; left > 0; left -= 127)
                    out.push_back(std::uint8_t(value ? std::min(left, 127) : -std::min(left, 127)));
                x += run;
                value ^= 1;
            }
        }
    }
    return out;
}

void put32(Bytes& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i)
        out.push_back(std::uint8_t(v >> (8 * i)));
}

struct Pieces {
    std::vector<Bytes> list;
    ByteSink sink() {
        return [this](std::span<const std::uint8_t> piece) {
            list.emplace_back(piece.begin(), piece.end());
            return true;
        };
    }
    Bytes joined() const {
        Bytes out;
        for (const Bytes& piece : list)
            out.insert(out.end(), piece.begin(), piece.end());
        return out;
    }
};

} // namespace

class TestHmskStream : public QObject {
    Q_OBJECT

private slots:
    void payloadsMatchTheDefinitions();
    void filesMatchTheDefinitions();
    void bigFilesArriveInPieces();
    void refusedPieceStopsTheWriter();
    void badInputWritesNothing();
};

void TestHmskStream::payloadsMatchTheDefinitions() {
    std::mt19937 rng(7);
    int checked = 0;
    for (int width : {1, 7, 8, 9, 63, 64, 65, 127, 128, 129, 200, 300, 1000})
        for (int round = 0; round < 12; ++round) {
            const ByteMask bytes = randomMask(rng, width, 1 + int(rng() % 70));
            const Mask mask = bytes.toMask();
            for (Encoding encoding : kEncodings) {
                const Bytes expected = oraclePayload(bytes, encoding);
                QCOMPARE(encodePayload(mask, encoding), expected);
                QCOMPARE(payloadSize(mask, encoding), expected.size());
                Pieces pieces;
                QVERIFY(encodePayload(mask, encoding, pieces.sink()));
                QCOMPARE(pieces.joined(), expected);
                for (const Bytes& piece : pieces.list)
                    QVERIFY(!piece.empty());
                ++checked;
            }
        }
    QCOMPARE(checked, 13 * 12 * 3);
}

void TestHmskStream::filesMatchTheDefinitions() {
    std::mt19937 rng(11);
    const std::vector<std::string> allNames{"solid", "hurt", "hit"};
    for (int round = 0; round < 60; ++round) {
        const auto channels = std::size_t(1 + rng() % 3);
        const std::vector<std::string> names(allNames.begin(), allNames.begin() + channels);
        const int frameCount = 1 + int(rng() % 40);
        const Encoding encoding = kEncodings[rng() % 3];
        std::vector<HmskFrame> frames;
        Bytes expected{'H',
                       'M',
                       'S',
                       'K',
                       2,
                       std::uint8_t(encoding),
                       std::uint8_t(frameCount),
                       0,
                       std::uint8_t(channels),
                       0,
                       0,
                       0};
        for (const std::string& name : names) {
            expected.push_back(std::uint8_t(name.size()));
            expected.insert(expected.end(), name.begin(), name.end());
        }
        for (int f = 0; f < frameCount; ++f) {
            const int w = 50 + int(rng() % 30);
            const int h = 1 + int(rng() % 40);
            HmskFrame& frame = frames.emplace_back();
            frame.origin = {int(rng() % 100) - 50, int(rng() % 100) - 50};
            for (std::uint32_t v : {std::uint32_t(w), std::uint32_t(h),
                                    std::uint32_t(frame.origin.x), std::uint32_t(frame.origin.y)})
                put32(expected, v);
            for (std::size_t c = 0; c < channels; ++c) {
                const ByteMask bytes = randomMask(rng, w, h);
                const Bytes payload = oraclePayload(bytes, encoding);
                put32(expected, std::uint32_t(payload.size()));
                expected.insert(expected.end(), payload.begin(), payload.end());
                frame.channels.push_back(bytes.toMask());
            }
        }
        QCOMPARE(saveHmsk(frames, names, encoding), expected);
        std::vector<HmskFrameView> views;
        for (const HmskFrame& frame : frames) {
            HmskFrameView& view = views.emplace_back();
            view.origin = frame.origin;
            for (const Mask& mask : frame.channels)
                view.channels.push_back(&mask);
        }
        QVERIFY(canSaveHmsk(views, names, encoding));
        Pieces pieces;
        QVERIFY(saveHmsk(views, names, encoding, pieces.sink()));
        QCOMPARE(pieces.joined(), expected);
        const MaskFile loaded = loadHmsk(expected);
        QVERIFY2(loaded, loaded.error.c_str());
        QVERIFY(loaded.frames == frames);
    }
}

void TestHmskStream::bigFilesArriveInPieces() {
    // Several 64 KiB pieces, rows split across them; the memory a piece takes stays put.
    std::mt19937 rng(3);
    std::vector<ByteMask> bytes;
    std::vector<Mask> masks;
    for (int f = 0; f < 5; ++f) {
        bytes.push_back(randomMask(rng, 333 + f, 400));
        masks.push_back(bytes.back().toMask());
    }
    for (Encoding encoding : kEncodings) {
        Bytes expected = saveHmsk(masks, encoding);
        std::size_t at = 12 + 6;
        for (const ByteMask& m : bytes) {
            const Bytes payload = oraclePayload(m, encoding);
            at += 16 + 4;
            QVERIFY(std::equal(payload.begin(), payload.end(), expected.begin() + long(at)));
            at += payload.size();
        }
        QCOMPARE(at, expected.size());
        std::vector<HmskFrameView> views;
        for (const Mask& mask : masks)
            views.push_back({{&mask}, {}});
        const std::string solid = kSolidChannel;
        Pieces pieces;
        QVERIFY(saveHmsk(views, std::span(&solid, 1), encoding, pieces.sink()));
        QCOMPARE(pieces.joined(), expected);
        QVERIFY(pieces.list.size() >= 2);
        for (std::size_t i = 0; i + 1 < pieces.list.size(); ++i)
            QVERIFY(pieces.list[i].size() >= 64 * 1024 && pieces.list[i].size() < 64 * 1024 + 1000);
    }
}

void TestHmskStream::refusedPieceStopsTheWriter() {
    std::mt19937 rng(5);
    const Mask mask = randomMask(rng, 2000, 600).toMask();
    for (Encoding encoding : {Encoding::Bytes, Encoding::Bits}) {
        int calls = 0;
        const ByteSink refuseSecond = [&calls](std::span<const std::uint8_t>) {
            return ++calls < 2;
        };
        QVERIFY(!encodePayload(mask, encoding, refuseSecond));
        QCOMPARE(calls, 2);
        calls = 0;
        const std::string solid = kSolidChannel;
        const std::vector<HmskFrameView> views{{{&mask}, {}}, {{&mask}, {}}};
        QVERIFY(!saveHmsk(views, std::span(&solid, 1), encoding, refuseSecond));
        QCOMPARE(calls, 2);
    }
}

void TestHmskStream::badInputWritesNothing() {
    const Mask a(4, 3);
    const Mask b(5, 3);
    const Mask empty;
    const std::vector<std::string> one{"solid"};
    const std::vector<std::string> two{"solid", "hurt"};
    const std::vector<std::string> twice{"solid", "solid"};
    const Mask huge(1 << 14, 1 << 14);
    struct Case {
        std::vector<HmskFrameView> frames;
        const std::vector<std::string>* names;
    };
    const std::vector<Case> cases{
        {{}, &one},                             // no frames
        {{{{nullptr}, {}}}, &one},              // a null mask
        {{{{&empty}, {}}}, &one},               // an empty mask
        {{{{&a}, {}}}, &two},                   // a channel missing
        {{{{&a, &b}, {}}}, &two},               // channels of two sizes
        {{{{&a, &a}, {}}}, &twice},             // a name twice
        {{{{&huge}, {}}, {{&huge}, {}}}, &one}, // past kHmskMaxPixels
    };
    for (const Case& c : cases)
        for (Encoding encoding : kEncodings) {
            QVERIFY(!canSaveHmsk(c.frames, *c.names, encoding));
            int calls = 0;
            QVERIFY(
                !saveHmsk(c.frames, *c.names, encoding, [&calls](std::span<const std::uint8_t>) {
                    ++calls;
                    return true;
                }));
            QCOMPARE(calls, 0);
        }
}

QTEST_APPLESS_MAIN(TestHmskStream)
#include "tst_hmskstream.moc"
