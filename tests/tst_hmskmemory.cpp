// SPDX-License-Identifier: MIT
// What a hostile HMSK file can make loadHmsk() allocate: the peak heap use per input byte
// stays bounded, and files past the format's limits (docs/hmsk-format.md, Limits) are
// refused before anything is allocated. Counts every operator new of this program while
// it loads.
#include <QTest>
#include <cstdlib>
#include <hitmask/codec.hpp>
#include <malloc.h>
#include <new>

namespace {
std::size_t gLive = 0;
std::size_t gPeak = 0;
} // namespace

void* operator new(std::size_t n) {
    void* p = std::malloc(n ? n : 1);
    if (!p)
        throw std::bad_alloc();
    gLive += malloc_usable_size(p);
    gPeak = std::max(gPeak, gLive);
    return p;
}
void operator delete(void* p) noexcept {
    if (p) {
        gLive -= malloc_usable_size(p);
        std::free(p);
    }
}
void operator delete(void* p, std::size_t) noexcept {
    operator delete(p);
}

using Bytes = std::vector<std::uint8_t>;
Q_DECLARE_METATYPE(Bytes)

namespace {
void u16(Bytes& b, std::uint32_t v) {
    b.push_back(std::uint8_t(v));
    b.push_back(std::uint8_t(v >> 8));
}
void u32(Bytes& b, std::uint32_t v) {
    u16(b, v & 0xFFFF);
    u16(b, v >> 16);
}
Bytes v1(std::uint8_t encoding, std::uint32_t frames, std::uint32_t w, std::uint32_t h) {
    Bytes b{'H', 'M', 'S', 'K', 1, encoding};
    u16(b, frames);
    u32(b, w);
    u32(b, h);
    return b;
}
Bytes v2(std::uint8_t encoding, std::uint32_t frames, std::uint32_t channels) {
    Bytes b{'H', 'M', 'S', 'K', 2, encoding};
    u16(b, frames);
    u16(b, channels);
    u16(b, 0);
    for (std::uint32_t i = 0; i < channels; ++i) { // distinct four-letter names
        b.push_back(4);
        for (std::uint32_t k : {i % 26, i / 26 % 26, i / 676 % 26, i / 17576 % 26})
            b.push_back(std::uint8_t('a' + k));
    }
    return b;
}
} // namespace

class TestHmskMemory : public QObject {
    Q_OBJECT

private slots:
    void peakPerInputByte_data();
    void peakPerInputByte();
    void refusesBeforeAllocating();
    void writerRefusesWhatTheReaderWould();
};

void TestHmskMemory::peakPerInputByte_data() {
    QTest::addColumn<Bytes>("file");
    {
        Bytes b = v1(0, 65535, 1, 1); // the smallest frames version 1 allows
        for (int i = 0; i < 65535; ++i) {
            u32(b, 1);
            b.push_back(1);
        }
        QTest::newRow("v1 65535 frames 1x1") << b;
    }
    {
        const std::uint32_t h = 1 << 20; // one-pixel rows: all guard words and bands
        Bytes b = v1(1, 1, 1, h);
        u32(b, h);
        b.resize(b.size() + h, 0x01);
        QTest::newRow("v1 1x2^20 rle") << b;
    }
    {
        const std::uint32_t k = 1 << 18; // one row of 127-pixel codes
        Bytes b = v1(1, 1, 127 * k, 1);
        u32(b, k);
        b.resize(b.size() + k, 0x7F);
        QTest::newRow("v1 (127*2^18)x1 rle") << b;
    }
    {
        Bytes b = v2(0, 65535, 1);
        for (int i = 0; i < 65535; ++i) {
            for (std::uint32_t v : {1, 1, 0, 0, 1})
                u32(b, v);
            b.push_back(1);
        }
        QTest::newRow("v2 65535 frames 1x1") << b;
    }
    {
        Bytes b = v2(0, 1, 65535);
        for (std::uint32_t v : {1, 1, 0, 0})
            u32(b, v);
        for (int i = 0; i < 65535; ++i) {
            u32(b, 1);
            b.push_back(1);
        }
        QTest::newRow("v2 65535 channels 1x1") << b;
    }
    {
        const std::uint32_t h = 1 << 23; // kHmskMaxRows one-pixel rows
        Bytes b = v1(1, 1, 1, h);
        u32(b, h);
        b.resize(b.size() + h, 0x01);
        QTest::newRow("v1 1x2^23 rle") << b;
    }
    {
        Bytes b = v2(2, 16384, 64); // kHmskMaxMasks masks of 1 x 1
        for (int f = 0; f < 16384; ++f) {
            for (std::uint32_t v : {1, 1, 0, 0})
                u32(b, v);
            for (int c = 0; c < 64; ++c) {
                u32(b, 1);
                b.push_back(0x80);
            }
        }
        QTest::newRow("v2 16384 frames of 64 channels 1x1") << b;
    }
}

void TestHmskMemory::peakPerInputByte() {
    QFETCH(Bytes, file);
    const std::size_t before = gLive;
    gPeak = gLive;
    std::size_t frames = 0;
    {
        const hitmask::MaskFile loaded = hitmask::loadHmsk(file);
        QVERIFY2(loaded, loaded.error.c_str());
        frames = loaded.frames.size();
    }
    const double perByte = double(gPeak - before) / double(file.size());
    qInfo("%zu frames, %zu input bytes, peak %zu bytes: %.1f bytes per input byte", frames,
          file.size(), gPeak - before, perByte);
    // The mask layout (guard words, bands) makes one-row and one-pixel masks cost up to
    // 64 bytes per payload byte; anything above that is a leak or a lost check.
    QVERIFY(perByte <= 64.0);
}

void TestHmskMemory::refusesBeforeAllocating() {
    // 2^23 + 1 one-pixel rows, 8 MB of valid RLE: one row past kHmskMaxRows.
    const std::uint32_t h = (1 << 23) + 1;
    Bytes b = v1(1, 1, 1, h);
    u32(b, h);
    b.resize(b.size() + h, 0x01);
    const std::size_t before = gLive;
    gPeak = gLive;
    {
        const hitmask::MaskFile loaded = hitmask::loadHmsk(b);
        QVERIFY(!loaded);
        QVERIFY2(QString::fromStdString(loaded.error).contains(QStringLiteral("rows")),
                 loaded.error.c_str());
    }
    QVERIFY2(gPeak - before < 4096, qPrintable(QString::number(gPeak - before)));
}

// A file that saves always loads: 17 frames of 4096 x 4096 pass kHmskMaxPixels, so the
// writer refuses them rather than write a file every reader rejects.
void TestHmskMemory::writerRefusesWhatTheReaderWould() {
    const hitmask::Mask big(4096, 4096);
    std::vector<hitmask::Mask> frames(16, big);
    QCOMPARE(std::uint64_t(16) * 4096 * 4096, hitmask::kHmskMaxPixels);
    frames.resize(17, big);
    QVERIFY(hitmask::saveHmsk(frames, hitmask::Encoding::Rle).empty());
    // Two channels of 4096 x 4096 in 9 frames: 18 masks, over the cap as well.
    const std::string names[] = {"solid", "hurt"};
    std::vector<hitmask::HmskFrame> twoChannels(9, hitmask::HmskFrame{{big, big}, {}});
    QVERIFY(hitmask::saveHmsk(twoChannels, names, hitmask::Encoding::Rle).empty());
    twoChannels.resize(8);
    const std::vector<std::uint8_t> bytes =
        hitmask::saveHmsk(twoChannels, names, hitmask::Encoding::Rle);
    QVERIFY(!bytes.empty());
    const hitmask::MaskFile loaded = hitmask::loadHmsk(bytes);
    QVERIFY2(loaded, loaded.error.c_str());
    QCOMPARE(loaded.frames.size(), std::size_t(8));
}

QTEST_APPLESS_MAIN(TestHmskMemory)
#include "tst_hmskmemory.moc"
