// SPDX-License-Identifier: MIT
// Mask's batch edits (setRect, blit, copy) against plain byte arrays: the expected
// pixels, count, bounds and band summaries are computed here from the definitions.
#include <QTest>
#include <hitmask/mask.hpp>
#include <random>
#include <vector>

using namespace hitmask;

namespace {

struct Bytes {
    int w = 0, h = 0;
    std::vector<std::uint8_t> px; // 1 = solid
    std::uint8_t at(int x, int y) const {
        return x >= 0 && y >= 0 && x < w && y < h ? px[std::size_t(y) * w + x] : 0;
    }
};

// Input masks come through the RGBA reader, a path the edits under test do not use.
Mask toMask(const Bytes& b) {
    std::vector<std::uint8_t> rgba(std::size_t(b.w) * b.h * 4 + 4, 0);
    for (std::size_t i = 0; i < b.px.size(); ++i)
        rgba[i * 4 + 3] = b.px[i] ? 255 : 0;
    return Mask::fromRgba(rgba.data(), b.w, b.h, std::ptrdiff_t(b.w) * 4, 0);
}

Bytes randomBytes(std::mt19937& rng, int w, int h) {
    Bytes b{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
    const int style = int(rng() % 4);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            std::uint8_t v = 0;
            switch (style) {
            case 0:
                v = rng() % 2;
                break; // noise
            case 1:
                v = (x + y) % 2;
                break; // dithered
            case 2:
                v = (rng() % 16) != 0;
                break; // nearly solid
            default:
                v = (rng() % 40) == 0;
                break; // sparse
            }
            b.px[std::size_t(y) * w + x] = v;
        }
    return b;
}

// Compares every observable of the mask with the bytes.
bool matches(const Mask& m, const Bytes& b, QByteArray* why) {
    if (m.width() != b.w || m.height() != b.h) {
        *why = "size";
        return false;
    }
    std::size_t count = 0;
    int left = b.w, top = b.h, right = -1, bottom = -1;
    for (int y = 0; y < b.h; ++y)
        for (int x = 0; x < b.w; ++x) {
            const bool solid = b.at(x, y);
            if (m.test(x, y) != solid) {
                *why = QByteArray("pixel ") + QByteArray::number(x) + "," + QByteArray::number(y);
                return false;
            }
            if (solid) {
                ++count;
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    const Rect expected = count ? Rect{left, top, right - left + 1, bottom - top + 1} : Rect{};
    if (m.count() != count || !(m.bounds() == expected)) {
        *why = "count or bounds";
        return false;
    }
    for (int k = 0; k < m.bandCount(); ++k)
        for (int x = 0; x < b.w; ++x) {
            bool any = false;
            for (int y = k * Mask::kBandRows; y < std::min(b.h, (k + 1) * Mask::kBandRows); ++y)
                any = any || b.at(x, y);
            if (bool((m.band(k)[x / 64] >> (x % 64)) & 1) != any) {
                *why = "band " + QByteArray::number(k);
                return false;
            }
        }
    return true;
}

Rect randomRect(std::mt19937& rng, int w, int h) {
    // Often reaching outside the mask, sometimes empty or negative.
    const int x = int(rng() % unsigned(w + 80)) - 40;
    const int y = int(rng() % unsigned(h + 20)) - 10;
    return {x, y, int(rng() % unsigned(w + 70)) - 3, int(rng() % unsigned(h + 12)) - 2};
}

} // namespace

class TestMaskEdit : public QObject {
    Q_OBJECT

private slots:
    void setRectMatchesBytes();
    void blitMatchesBytes();
    void copyMatchesBytes();
    void bigEditsAreLinear();
};

void TestMaskEdit::setRectMatchesBytes() {
    std::mt19937 rng(7);
    for (int round = 0; round < 3000; ++round) {
        const int w = 1 + int(rng() % 140), h = 1 + int(rng() % 30);
        Bytes b = randomBytes(rng, w, h);
        Mask m = toMask(b);
        for (int step = 0; step < 3; ++step) {
            const Rect r = randomRect(rng, w, h);
            const bool solid = rng() % 2;
            m.setRect(r, solid);
            for (int y = std::max(r.y, 0); y < std::min(r.bottom(), h); ++y)
                for (int x = std::max(r.x, 0); x < std::min(r.right(), w); ++x)
                    b.px[std::size_t(y) * w + x] = solid;
            QByteArray why;
            QVERIFY2(matches(m, b, &why), why.constData());
        }
    }
}

void TestMaskEdit::blitMatchesBytes() {
    std::mt19937 rng(11);
    for (int round = 0; round < 4000; ++round) {
        const int w = 1 + int(rng() % 150), h = 1 + int(rng() % 24);
        const int sw = 1 + int(rng() % 150), sh = 1 + int(rng() % 24);
        Bytes dst = randomBytes(rng, w, h);
        const Bytes src = randomBytes(rng, sw, sh);
        Mask m = toMask(dst);
        const Rect from = randomRect(rng, sw, sh);
        const int x = int(rng() % unsigned(w + 140)) - 70;
        const int y = int(rng() % unsigned(h + 20)) - 10;
        const auto op = BlitOp(rng() % 4);
        m.blit(toMask(src), from, x, y, op);
        for (int j = 0; j < from.height; ++j)
            for (int i = 0; i < from.width; ++i) {
                const int dx = x + i, dy = y + j;
                if (dx < 0 || dy < 0 || dx >= w || dy >= h)
                    continue;
                const std::uint8_t s = src.at(from.x + i, from.y + j);
                std::uint8_t& d = dst.px[std::size_t(dy) * w + dx];
                switch (op) {
                case BlitOp::Copy:
                    d = s;
                    break;
                case BlitOp::Or:
                    d = d | s;
                    break;
                case BlitOp::AndNot:
                    d = d && !s;
                    break;
                case BlitOp::Xor:
                    d = d ^ s;
                    break;
                }
            }
        QByteArray why;
        QVERIFY2(matches(m, dst, &why), (why + " op " + QByteArray::number(int(op)) + " round " +
                                         QByteArray::number(round))
                                            .constData());
    }
}

void TestMaskEdit::copyMatchesBytes() {
    std::mt19937 rng(13);
    for (int round = 0; round < 3000; ++round) {
        const int w = 1 + int(rng() % 150), h = 1 + int(rng() % 24);
        const Bytes b = randomBytes(rng, w, h);
        const Rect r = randomRect(rng, w, h);
        const Mask c = toMask(b).copy(r);
        Bytes expected{std::max(r.width, 0), std::max(r.height, 0), {}};
        if (expected.w == 0 || expected.h == 0)
            expected.w = expected.h = 0;
        expected.px.resize(std::size_t(expected.w) * expected.h);
        for (int y = 0; y < expected.h; ++y)
            for (int x = 0; x < expected.w; ++x)
                expected.px[std::size_t(y) * expected.w + x] = b.at(r.x + x, r.y + y);
        QByteArray why;
        QVERIFY2(matches(c, expected, &why), why.constData());
    }
}

// A 4096² edit touches 4096 x 64 words per pass: if anything went per pixel or
// quadratic, this test would take minutes instead of milliseconds.
void TestMaskEdit::bigEditsAreLinear() {
    Mask big(4096, 4096);
    Mask checker(4096, 4096);
    for (int y = 0; y < 4096; y += 1)
        checker.setRect({y % 2, y, 1, 1}, true);
    for (int i = 0; i < 20; ++i) {
        big.blit(checker, checker.rect(), 0, 0, BlitOp::Xor);
        big.setRect({i, i, 4000, 4000}, i % 2);
    }
    const Mask part = big.copy({-5, -5, 5000, 5000});
    QCOMPARE(part.width(), 5000);
    QVERIFY(big.count() > 0);
}

QTEST_MAIN(TestMaskEdit)
#include "tst_maskedit.moc"
