// SPDX-License-Identifier: MIT
// The pose shared by hitmask-cli collide and the preview: flip, then scale, then rotate,
// checked against byte arrays, and the image posed exactly like its mask.
#include "common/pose.h"

#include <QTest>
#include <random>
#include <vector>

using namespace hitmask;

namespace {
// A plain picture as rows of 0/1 bytes: the oracle shares no code with Mask or transform.
struct Bytes {
    int w = 0;
    int h = 0;
    std::vector<unsigned char> px;
    unsigned char at(int x, int y) const { return px[std::size_t(y * w + x)]; }
};

Bytes randomBytes(int w, int h, unsigned seed) {
    std::mt19937 rng(seed);
    Bytes b{w, h, std::vector<unsigned char>(std::size_t(w * h))};
    for (auto& p : b.px)
        p = rng() % 2;
    return b;
}

Mask toMask(const Bytes& b) {
    Mask m(b.w, b.h);
    for (int y = 0; y < b.h; ++y)
        for (int x = 0; x < b.w; ++x)
            if (b.at(x, y))
                m.set(x, y, true);
    return m;
}

template <typename F> Bytes remap(int w, int h, F source) {
    Bytes out{w, h, std::vector<unsigned char>(std::size_t(w * h))};
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            out.px[std::size_t(y * w + x)] = source(x, y);
    return out;
}
} // namespace

class TestPose : public QObject {
    Q_OBJECT

private slots:
    void flipThenScaleThenRotate_data();
    void flipThenScaleThenRotate();
    void imageIsPosedLikeItsMask_data();
    void imageIsPosedLikeItsMask();
};

void TestPose::flipThenScaleThenRotate_data() {
    QTest::addColumn<bool>("flipH");
    QTest::addColumn<bool>("flipV");
    QTest::addColumn<int>("scale");
    QTest::addColumn<int>("quarterTurns");
    for (bool flipH : {false, true})
        for (bool flipV : {false, true})
            for (int scale : {1, 2, 3})
                for (int turns : {0, 1, 2, 3})
                    QTest::addRow("h%d v%d x%d %d deg", flipH, flipV, scale, turns * 90)
                        << flipH << flipV << scale << turns;
    QTest::addRow("scale clamped to 4") << true << false << 9 << 1;
}

void TestPose::flipThenScaleThenRotate() {
    QFETCH(bool, flipH);
    QFETCH(bool, flipV);
    QFETCH(int, scale);
    QFETCH(int, quarterTurns);
    const Bytes source = randomBytes(7, 4, 42u + unsigned(scale * 8 + quarterTurns));
    // The definitions, one step at a time, in the documented order.
    Bytes b = source;
    if (flipH)
        b = remap(b.w, b.h, [&](int x, int y) { return b.at(b.w - 1 - x, y); });
    if (flipV)
        b = remap(b.w, b.h, [&](int x, int y) { return b.at(x, b.h - 1 - y); });
    const int k = std::min(scale, 4);
    b = remap(b.w * k, b.h * k, [&](int x, int y) { return b.at(x / k, y / k); });
    for (int t = 0; t < quarterTurns; ++t) // clockwise: the left column becomes the top row
        b = remap(b.h, b.w, [&](int x, int y) { return b.at(y, b.h - 1 - x); });

    Pose pose;
    pose.flipHorizontal = flipH;
    pose.flipVertical = flipV;
    pose.scale = scale;
    pose.rotation = 90.0 * quarterTurns;
    const Mask got = posed(toMask(source), pose);
    QCOMPARE(got.width(), b.w);
    QCOMPARE(got.height(), b.h);
    for (int y = 0; y < b.h; ++y)
        for (int x = 0; x < b.w; ++x)
            QVERIFY2(got.test(x, y) == bool(b.at(x, y)),
                     qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
}

void TestPose::imageIsPosedLikeItsMask_data() {
    QTest::addColumn<double>("rotation");
    QTest::addColumn<bool>("flipH");
    QTest::addColumn<int>("scale");
    for (double rotation : {0.0, 17.0, 30.0, 45.0, 133.5, -71.0})
        for (bool flipH : {false, true})
            for (int scale : {1, 3})
                QTest::addRow("%g deg h%d x%d", rotation, flipH, scale)
                    << rotation << flipH << scale;
}

void TestPose::imageIsPosedLikeItsMask() {
    QFETCH(double, rotation);
    QFETCH(bool, flipH);
    QFETCH(int, scale);
    const Bytes source = randomBytes(13, 9, 7u);
    QImage image(source.w, source.h, QImage::Format_ARGB32);
    for (int y = 0; y < source.h; ++y)
        for (int x = 0; x < source.w; ++x)
            image.setPixel(x, y, source.at(x, y) ? qRgba(200, 40, 40, 255) : qRgba(0, 0, 0, 0));
    Pose pose;
    pose.rotation = rotation;
    pose.flipHorizontal = flipH;
    pose.flipVertical = true;
    pose.scale = scale;
    const QImage posedImage = posed(image, pose);
    const Mask posedMask = posed(toMask(source), pose);
    QCOMPARE(posedImage.width(), posedMask.width());
    QCOMPARE(posedImage.height(), posedMask.height());
    for (int y = 0; y < posedMask.height(); ++y)
        for (int x = 0; x < posedMask.width(); ++x)
            QVERIFY2(posedMask.test(x, y) == (qAlpha(posedImage.pixel(x, y)) > 0),
                     qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
}

QTEST_MAIN(TestPose)
#include "tst_pose.moc"
