// SPDX-License-Identifier: MIT
// The C API's push-out (hm_separation), overlap masks (hm_overlap_mask) and masks from
// packed bits (hm_mask_from_bits) against brute force over byte arrays, at offsets near,
// far and at the ints' ends.
#include "capitest.hpp"

#include <QTest>
#include <climits>
#include <string>

using capioracle::Pixels;
using capitest::MaskPtr;

namespace {

int randomOffset(std::mt19937& rng, const Pixels& a, const Pixels& b) {
    switch (rng() % 8) {
    case 0:
        return rng() % 2 ? INT_MAX - static_cast<int>(rng() % 3)
                         : INT_MIN + static_cast<int>(rng() % 3);
    case 1:
        return static_cast<int>(rng() % 2000) - 1000;
    default:
        return static_cast<int>(rng() % static_cast<unsigned>(a.width + b.width + 4)) - b.width - 2;
    }
}

} // namespace

class TestCApiPushOut : public QObject {
    Q_OBJECT

private slots:
    void separationMatchesBruteForce();
    void overlapMaskMatchesBruteForce();
    void maskFromBitsMatchesTheBits();
    void refusedArguments();
};

void TestCApiPushOut::separationMatchesBruteForce() {
    std::mt19937 rng(11);
    long long cases = 0, overlapping = 0;
    long long ties[4] = {};
    for (int i = 0; i < 6000; ++i) {
        const Pixels a = capioracle::randomPixels(rng, 1 + static_cast<int>(rng() % 70),
                                                  1 + static_cast<int>(rng() % 40));
        const Pixels b = capioracle::randomPixels(rng, 1 + static_cast<int>(rng() % 70),
                                                  1 + static_cast<int>(rng() % 40));
        const MaskPtr ma = capitest::makeMask(a, rng), mb = capitest::makeMask(b, rng);
        const int dx = randomOffset(rng, a, b), dy = randomOffset(rng, b, a) % 50;
        hm_separation_t s{-1, -1, -1, -1, -1, -1};
        const int got = hm_separation(ma.get(), mb.get(), dx, dy, &s);
        const capioracle::Push p = capioracle::separation(a, b, dx, dy);
        const auto push = capioracle::pushOf(p);
        QCOMPARE(got, p.left > 0 ? 1 : 0);
        QCOMPARE(hm_last_error(), HM_OK);
        QVERIFY2(s.left == p.left && s.right == p.right && s.up == p.up && s.down == p.down &&
                     s.push_x == push.first && s.push_y == push.second,
                 ("case " + std::to_string(i) + " offset " + std::to_string(dx) + "," +
                  std::to_string(dy) + ": got " + std::to_string(s.left) + " " +
                  std::to_string(s.right) + " " + std::to_string(s.up) + " " +
                  std::to_string(s.down) + " push " + std::to_string(s.push_x) + "," +
                  std::to_string(s.push_y))
                     .c_str());
        ++cases;
        if (got) {
            ++overlapping;
            ties[0] += p.left == p.right;
            ties[1] += p.left == p.up || p.right == p.up;
            ties[2] += p.up == p.down;
        }
    }
    qInfo("%lld offsets, %lld overlapping; ties left=right %lld, x=up %lld, up=down %lld", cases,
          overlapping, ties[0], ties[1], ties[2]);
    QVERIFY(overlapping > cases / 8);
    QVERIFY(ties[0] > 10 && ties[1] > 10 && ties[2] > 10);
}

void TestCApiPushOut::overlapMaskMatchesBruteForce() {
    std::mt19937 rng(12);
    long long solid = 0;
    for (int i = 0; i < 3000; ++i) {
        const Pixels a = capioracle::randomPixels(rng, capioracle::randomSide(rng),
                                                  1 + static_cast<int>(rng() % 50));
        const Pixels b = capioracle::randomPixels(rng, capioracle::randomSide(rng),
                                                  1 + static_cast<int>(rng() % 50));
        const MaskPtr ma = capitest::makeMask(a, rng), mb = capitest::makeMask(b, rng);
        const int dx = randomOffset(rng, a, b), dy = randomOffset(rng, b, a) % 60;
        Pixels want{a.width, a.height, std::vector<std::uint8_t>(a.solid.size())};
        for (int y = 0; y < a.height; ++y)
            for (int x = 0; x < a.width; ++x)
                want.solid[static_cast<std::size_t>(y * a.width + x)] =
                    a.at(x, y) &&
                    b.at(static_cast<long long>(x) - dx, static_cast<long long>(y) - dy);
        const MaskPtr got(hm_overlap_mask(ma.get(), mb.get(), dx, dy));
        QCOMPARE(hm_last_error(), HM_OK);
        const std::string why = capitest::differs(got.get(), want);
        QVERIFY2(why.empty(), ("case " + std::to_string(i) + ": " + why).c_str());
        solid += want.count();
    }
    QVERIFY(solid > 10000);
}

void TestCApiPushOut::maskFromBitsMatchesTheBits() {
    std::mt19937 rng(13);
    for (int i = 0; i < 3000; ++i) {
        const int width =
            i % 10 == 0 ? 0 : capioracle::randomSide(rng) + (rng() % 4 == 0 ? 190 : 0);
        const int height = i % 13 == 0 ? 0 : 1 + static_cast<int>(rng() % 40);
        const std::ptrdiff_t rowBytes = (width + 7) / 8;
        const std::ptrdiff_t stride = rowBytes + static_cast<std::ptrdiff_t>(rng() % 5);
        std::vector<std::uint8_t> bytes(static_cast<std::size_t>(stride * height) + 1);
        for (std::uint8_t& byte : bytes)
            byte = static_cast<std::uint8_t>(rng());
        const bool bottomUp = rng() % 3 == 0;
        const std::uint8_t* top = bottomUp && height > 0
                                      ? &bytes[static_cast<std::size_t>(stride * (height - 1))]
                                      : bytes.data();
        const std::ptrdiff_t step = bottomUp ? -stride : stride;
        Pixels want{width, height,
                    std::vector<std::uint8_t>(static_cast<std::size_t>(width * height))};
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                want.solid[static_cast<std::size_t>(y * width + x)] =
                    (top[y * step + x / 8] >> (x % 8)) & 1;
        if (width == 0 || height == 0)
            want = Pixels{}; // a mask with a zero side is 0 x 0, as hm_mask_new() makes it
        const MaskPtr got(hm_mask_from_bits(top, width, height, step));
        QCOMPARE(hm_last_error(), HM_OK);
        const std::string why = capitest::differs(got.get(), want);
        QVERIFY2(why.empty(), ("case " + std::to_string(i) + ": " + why).c_str());
    }
}

void TestCApiPushOut::refusedArguments() {
    const MaskPtr m(hm_mask_new(3, 3));
    hm_separation_t s{7, 7, 7, 7, 7, 7};
    QCOMPARE(hm_separation(nullptr, m.get(), 0, 0, &s), -1);
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    QCOMPARE(std::string(hm_last_error_message()), std::string("hm_separation: a is NULL"));
    QCOMPARE(s.left, 7); // nothing written
    QCOMPARE(hm_separation(m.get(), m.get(), 0, 0, nullptr), -1);
    QCOMPARE(std::string(hm_last_error_message()), std::string("hm_separation: out is NULL"));
    QCOMPARE(hm_separation(m.get(), m.get(), 0, 0, &s), 0); // an empty mask overlaps nothing
    QCOMPARE(s.left + s.right + s.up + s.down + s.push_x + s.push_y, 0);
    QVERIFY(!hm_overlap_mask(m.get(), nullptr, 0, 0));
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    const std::uint8_t bits[2] = {0xff, 0xff};
    QVERIFY(!hm_mask_from_bits(nullptr, 3, 3, 1));
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    QVERIFY(!hm_mask_from_bits(bits, 9, 1, 1)); // a row of 9 pixels takes 2 bytes
    QCOMPARE(std::string(hm_last_error_message()),
             std::string("hm_mask_from_bits: stride 1 is below the 2 bytes of a row"));
    QVERIFY(!hm_mask_from_bits(bits, -1, 1, 1));
    QCOMPARE(hm_last_error(), HM_ERROR_ARGUMENT);
    QVERIFY(!hm_mask_from_bits(bits, 1 << 30, 1 << 30, 1 << 27));
    QCOMPARE(hm_last_error(), HM_ERROR_LIMIT);
    const MaskPtr empty(hm_mask_from_bits(nullptr, 0, 5, 0)); // no pixels, no bytes needed
    QVERIFY(empty);
    QCOMPARE(hm_last_error(), HM_OK);
}

QTEST_GUILESS_MAIN(TestCApiPushOut)

#include "tst_capipushout.moc"
