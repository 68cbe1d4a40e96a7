// SPDX-License-Identifier: MIT
// The pygame.mask toolbox (moments, colour thresholds, scaling to a size, convolution,
// the boundary pixel list, shapes, HMSK files from disk) against byte-mask loops written
// from each definition.
#include "support/reference.hpp"

#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>
#include <hitmask/convolve.hpp>
#include <hitmask/maskfile.hpp>
#include <hitmask/moments.hpp>
#include <hitmask/shapes.hpp>
#include <hitmask/threshold.hpp>
#include <hitmask/transform.hpp>

using namespace hitmask;
using testing::ByteMask;
using testing::MaskGenerator;

namespace {

QString differences(const Mask& mask, const ByteMask& want) {
    const Mask sameSize(want.width, want.height); // a zero side makes it 0 x 0
    if (mask.width() != sameSize.width() || mask.height() != sameSize.height())
        return QStringLiteral("size %1x%2, want %3x%4")
            .arg(mask.width())
            .arg(mask.height())
            .arg(want.width)
            .arg(want.height);
    for (int y = 0; y < want.height; ++y)
        for (int x = 0; x < want.width; ++x)
            if (mask.test(x, y) != want.at(x, y))
                return QStringLiteral("pixel (%1, %2)").arg(x).arg(y);
    return {};
}

ByteMask blank(int w, int h) {
    return {w, h, std::vector<std::uint8_t>(std::size_t(w) * h, 0)};
}

// The raw moments of the byte mask, pixel (x, y) counted at (x, y).
struct RawMoments {
    long long n = 0, m10 = 0, m01 = 0, m20 = 0, m11 = 0, m02 = 0;
};
RawMoments rawMoments(const ByteMask& m) {
    RawMoments r;
    for (long long y = 0; y < m.height; ++y)
        for (long long x = 0; x < m.width; ++x)
            if (m.at(x, y)) {
                ++r.n;
                r.m10 += x;
                r.m01 += y;
                r.m20 += x * x;
                r.m11 += x * y;
                r.m02 += y * y;
            }
    return r;
}

// The boundary walk as pygame's documentation and source describe it, on a byte grid
// with a one-pixel empty border: directions numbered clockwise from the right, the
// search around each pixel starting two before the direction that led to it.
std::vector<Point> traceBoundary(const ByteMask& m, int every) {
    const int w = m.width + 2, h = m.height + 2;
    std::vector<std::uint8_t> g(std::size_t(w) * h, 0);
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width; ++x)
            g[std::size_t(y + 1) * w + x + 1] = m.at(x, y);
    const auto solid = [&](int x, int y) {
        return g[std::size_t(y) * w + x] != 0;
    };
    const int dx[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    const int dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    std::vector<Point> out;
    int fx = -1, fy = -1;
    for (int y = 1; y < h - 1 && fx < 0; ++y)
        for (int x = 1; x < w - 1; ++x)
            if (solid(x, y)) {
                fx = x;
                fy = y;
                break;
            }
    if (fx < 0)
        return out;
    out.push_back({fx - 1, fy - 1});
    int dir = -1;
    for (int d = 0; d < 8; ++d)
        if (solid(fx + dx[d], fy + dy[d])) {
            dir = d;
            break;
        }
    if (dir < 0)
        return out;
    long long counter = every;
    const int sx = fx + dx[dir], sy = fy + dy[dir];
    if (--counter == 0) {
        counter = every;
        out.push_back({sx - 1, sy - 1});
    }
    int cx = sx, cy = sy;
    while (true) {
        int d = (dir + 6) % 8;
        while (!solid(cx + dx[d], cy + dy[d]))
            d = (d + 1) % 8;
        dir = d;
        const int nx = cx + dx[d], ny = cy + dy[d];
        const bool back = cx == fx && cy == fy && nx == sx && ny == sy;
        if (--counter == 0) {
            counter = every;
            if (!back)
                out.push_back({nx - 1, ny - 1});
        }
        if (back)
            break;
        cx = nx;
        cy = ny;
    }
    return out;
}

} // namespace

class TestToolbox : public QObject {
    Q_OBJECT

private slots:
    void moments() {
        MaskGenerator gen(5);
        for (int i = 0; i < 3000; ++i) {
            const ByteMask bytes = gen.make(gen.side(130), gen.side(130));
            const Mask mask = bytes.toMask();
            const RawMoments r = rawMoments(bytes);
            if (r.n == 0) {
                QCOMPARE(centroid(mask), (Point{0, 0}));
                QCOMPARE(angle(mask), 0.0);
                QVERIFY(!centreOfMass(mask));
                QCOMPARE(orientation(mask), 0.0);
                continue;
            }
            // pygame's definitions: integer divisions, then atan2 on the rounded terms.
            const long long xc = r.m10 / r.n, yc = r.m01 / r.n;
            QCOMPARE(centroid(mask), (Point{int(xc), int(yc)}));
            const double want =
                -90.0 *
                std::atan2(double(2 * (r.m11 / r.n - xc * yc)),
                           double((r.m20 / r.n - xc * xc) - (r.m02 / r.n - yc * yc))) /
                M_PI;
            QCOMPARE(angle(mask), want);
            // The exact versions.
            const auto centre = centreOfMass(mask);
            QVERIFY(centre);
            QVERIFY(std::abs(centre->x - double(r.m10) / double(r.n)) < 1e-9);
            QVERIFY(std::abs(centre->y - double(r.m01) / double(r.n)) < 1e-9);
            const long long mu20 = r.n * r.m20 - r.m10 * r.m10;
            const long long mu02 = r.n * r.m02 - r.m01 * r.m01;
            const long long mu11 = r.n * r.m11 - r.m10 * r.m01;
            const double got = orientation(mask);
            if (mu11 == 0 && mu20 == mu02) {
                QCOMPARE(got, 0.0);
                continue;
            }
            const long double exact =
                -90.0L * std::atan2(2.0L * mu11, (long double)(mu20 - mu02)) / M_PIl;
            // -90 and 90 are the same axis.
            const double gap = std::fmod(std::abs(got - double(exact)) + 90.0, 180.0) - 90.0;
            QVERIFY2(std::abs(gap) < 1e-9, qPrintable(QString::number(got - double(exact))));
            QVERIFY(got >= -90.0 && got <= 90.0);
        }
    }

    // A bar along the main diagonal of the screen (down and right) leans clockwise:
    // pygame's sign convention gives -45.
    void angleSign() {
        Mask bar(20, 20);
        for (int i = 0; i < 20; ++i)
            bar.set(i, i, true);
        QCOMPARE(angle(bar), -45.0);
        QVERIFY(std::abs(orientation(bar) + 45.0) < 1e-12);
        Mask one(3, 3);
        one.set(1, 2, true);
        QCOMPARE(centroid(one), (Point{1, 2}));
        QCOMPARE(angle(one), 0.0);
    }

    void threshold() {
        MaskGenerator gen(17);
        std::mt19937 rng(3);
        for (int i = 0; i < 2000; ++i) {
            const int w = gen.side(90), h = gen.side(40);
            const Rgb colour{std::uint8_t(rng()), std::uint8_t(rng()), std::uint8_t(rng())};
            const ChannelThreshold t{int(rng() % 258), int(rng() % 40), int(rng() % 258)};
            // Pixels near the colour and near each other, so that both answers occur.
            const std::ptrdiff_t stride = 4 * w + 4 * int(rng() % 3);
            std::vector<std::uint8_t> a(std::size_t(stride) * h), b(a.size());
            for (std::size_t k = 0; k < a.size(); k += 4) {
                const std::uint8_t base[3] = {colour.red, colour.green, colour.blue};
                for (int c = 0; c < 3; ++c) {
                    a[k + c] = std::uint8_t(base[c] + int(rng() % 41) - 20);
                    b[k + c] = rng() % 4 ? std::uint8_t(a[k + c] + int(rng() % 31) - 15)
                                         : std::uint8_t(rng());
                }
                a[k + 3] = std::uint8_t(rng());
                b[k + 3] = std::uint8_t(rng());
            }
            ByteMask nearColour = blank(w, h), nearOther = blank(w, h);
            const int tc[3] = {t.red, t.green, t.blue};
            const int cc[3] = {colour.red, colour.green, colour.blue};
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x) {
                    bool toColour = true, toOther = true;
                    for (int c = 0; c < 3; ++c) {
                        const int va = a[std::size_t(y * stride + 4 * x + c)];
                        const int vb = b[std::size_t(y * stride + 4 * x + c)];
                        toColour = toColour && std::abs(va - cc[c]) < tc[c];
                        toOther = toOther && std::abs(va - vb) < tc[c];
                    }
                    nearColour.pixels[std::size_t(y) * w + x] = toColour;
                    nearOther.pixels[std::size_t(y) * w + x] = toOther;
                }
            QString diff =
                differences(fromThreshold(a.data(), w, h, stride, colour, t), nearColour);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
            diff =
                differences(fromThreshold(a.data(), stride, b.data(), stride, w, h, t), nearOther);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
        }
        // Bottom-up rows: a negative stride from the last row.
        std::vector<std::uint8_t> two = {10, 10, 10, 255, 200, 0, 0, 255};
        const Mask flipped = fromThreshold(two.data() + 4, 1, 2, -4, Rgb{200, 0, 0}, {1, 1, 1});
        QVERIFY(flipped.test(0, 0) && !flipped.test(0, 1));
    }

    void scaleToAnySize() {
        MaskGenerator gen(23);
        for (int i = 0; i < 3000; ++i) {
            const ByteMask src = gen.make(gen.side(100), gen.side(100));
            const int w = i % 50 == 0 ? 0 : gen.side(150), h = gen.side(150);
            ByteMask want = blank(w, h);
            for (long long y = 0; y < h; ++y)
                for (long long x = 0; x < w; ++x)
                    want.pixels[std::size_t(y * w + x)] =
                        src.at(x * src.width / w, y * src.height / h);
            const QString diff = differences(scaledTo(src.toMask(), w, h), want);
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("%1x%2 to %3x%4: ")
                                                    .arg(src.width)
                                                    .arg(src.height)
                                                    .arg(w)
                                                    .arg(h) +
                                                diff));
        }
        QCOMPARE(scaledTo(Mask(4, 4), -3, 5).width(), 0);
        QCOMPARE(scaledTo(Mask(1, 1), 1 << 20, 1 << 20).width(), 0); // past the limit
    }

    void convolution() {
        MaskGenerator gen(29);
        // Outputs far larger than the copies are drawn by blits, the others row by row:
        // every tenth case is such a small-into-large one.
        for (int i = 0; i < 1500; ++i) {
            const bool large = i % 10 == 3;
            const ByteMask a = gen.make(gen.side(large ? 12 : 70), gen.side(large ? 12 : 70));
            const ByteMask b = gen.make(gen.side(large ? 3 : 10), gen.side(large ? 3 : 10));
            const bool own = i % 2 == 1;
            const Point offset =
                own ? Point{int(gen.pick(21)) - 10, int(gen.pick(21)) - 10} : Point{};
            ByteMask start = own ? gen.make(gen.side(large ? 400 : 90), gen.side(large ? 400 : 90))
                                 : blank(a.width + b.width - 1, a.height + b.height - 1);
            ByteMask want = start;
            for (int y = 0; y < want.height; ++y)
                for (int x = 0; x < want.width; ++x)
                    for (int by = 0; by < b.height && !want.pixels[std::size_t(y) * want.width + x];
                         ++by)
                        for (int bx = 0; bx < b.width; ++bx)
                            if (b.at(bx, by) && a.at(x - offset.x - (b.width - 1 - bx),
                                                     y - offset.y - (b.height - 1 - by))) {
                                want.pixels[std::size_t(y) * want.width + x] = 1;
                                break;
                            }
            Mask got = start.toMask();
            if (own)
                convolve(a.toMask(), b.toMask(), got, offset);
            else
                got = convolved(a.toMask(), b.toMask());
            const QString diff = differences(got, want);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
        }
        // Into one of its own inputs: as if into a copy.
        for (int i = 0; i < 50; ++i) {
            const Mask a = gen.make(gen.side(40), gen.side(40)).toMask();
            const Mask b = gen.make(gen.side(6), gen.side(6)).toMask();
            const Point offset{int(gen.pick(9)) - 4, int(gen.pick(9)) - 4};
            Mask want = a, self = a;
            convolve(a, b, want, offset);
            convolve(self, b, self, offset);
            QCOMPARE(self, want);
            Mask wantB = b, selfB = b;
            convolve(a, b, wantB, offset);
            convolve(a, selfB, selfB, offset);
            QCOMPARE(selfB, wantB);
        }
        // Far offsets land nowhere and wrap nowhere.
        Mask out(8, 8);
        convolve(rectangleMask(4, 4), rectangleMask(2, 2), out, {INT_MAX - 2, INT_MIN + 1});
        QVERIFY(out.isEmpty());
    }

    void outline() {
        MaskGenerator gen(31);
        int listed = 0;
        for (int i = 0; i < 4000; ++i) {
            const ByteMask bytes = gen.make(gen.side(80), gen.side(80));
            const int every = i % 5 == 0 ? int(gen.pick(5)) : 1;
            const std::vector<Point> want = traceBoundary(bytes, every);
            const std::vector<Point> got = outlinePixels(bytes.toMask(), every);
            QCOMPARE(got.size(), want.size());
            for (std::size_t k = 0; k < got.size(); ++k)
                QCOMPARE(got[k], want[k]);
            // What any boundary list must be: solid pixels, each with an empty neighbour,
            // and (every == 1) each next to the one before.
            for (std::size_t k = 0; k < got.size(); ++k) {
                const Point p = got[k];
                QVERIFY(bytes.at(p.x, p.y));
                if (got.size() > 1)
                    QVERIFY(!bytes.at(p.x - 1, p.y) || !bytes.at(p.x + 1, p.y) ||
                            !bytes.at(p.x, p.y - 1) || !bytes.at(p.x, p.y + 1) ||
                            !bytes.at(p.x - 1, p.y - 1) || !bytes.at(p.x + 1, p.y + 1) ||
                            !bytes.at(p.x + 1, p.y - 1) || !bytes.at(p.x - 1, p.y + 1));
                if (every == 1 && k > 0)
                    QVERIFY(std::abs(p.x - got[k - 1].x) <= 1 && std::abs(p.y - got[k - 1].y) <= 1);
            }
            listed += int(got.size());
        }
        qInfo("%d boundary pixels compared", listed);
        // A 3 x 2 block: clockwise from the top-left and back to it (pygame's answer).
        const std::vector<Point> block = outlinePixels(rectangleMask(3, 2));
        QCOMPARE(block,
                 (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}, {2, 1}, {1, 1}, {0, 1}, {0, 0}}));
    }

    void shapes() {
        for (int w = 0; w <= 70; ++w)
            for (int h = 0; h <= 70; h += (h < 10 ? 1 : 7)) {
                ByteMask want = blank(w, h);
                for (long long y = 0; y < h; ++y)
                    for (long long x = 0; x < w; ++x) {
                        const long long ex = 2 * x + 1 - w, ey = 2 * y + 1 - h;
                        want.pixels[std::size_t(y * w + x)] =
                            ex * ex * h * h + ey * ey * w * w <= 1LL * w * w * h * h;
                    }
                const QString diff = differences(ellipseMask(w, h), want);
                QVERIFY2(diff.isEmpty(),
                         qPrintable(QStringLiteral("%1x%2: ").arg(w).arg(h) + diff));
                QCOMPARE(rectangleMask(w, h).count(), std::size_t(w) * std::size_t(h));
            }
        for (int d = 0; d <= 300; ++d) {
            const Mask c = circleMask(d);
            QCOMPARE(c, ellipseMask(d, d));
            QCOMPARE(c, flippedHorizontally(c));
            QCOMPARE(c, transposed(c));
        }
        QCOMPARE(circleMask(1).count(), std::size_t(1));
        QCOMPARE(circleMask(3).count(), std::size_t(9));
        QCOMPARE(circleMask(4).count(), std::size_t(12));
        QCOMPARE(circleMask(-2).width(), 0);
        QCOMPARE(circleMask(1 << 17).width(), 0); // past kMaxTransformedPixels
        // A big circle: about pi r^2 pixels.
        const double r = 2000;
        QVERIFY(std::abs(double(circleMask(4000).count()) - M_PI * r * r) < 8 * r);
    }

    void hmskFiles() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString();
        HmskFrame frame;
        frame.channels = {circleMask(9), rectangleMask(9, 9)};
        const std::string names[] = {"solid", "hurt"};
        const std::vector<std::uint8_t> bytes =
            saveHmsk(std::span(&frame, 1), names, Encoding::Rle);
        QVERIFY(!bytes.empty());
        const std::string good = base + "/ship.hmsk";
        std::ofstream(good, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        const MaskFile file = loadHmskFile(good);
        QVERIFY2(file, file.error.c_str());
        QCOMPARE(file.frames.size(), std::size_t(1));
        QCOMPARE(channelIndex(file, "hurt"), std::optional<std::size_t>(1));
        QCOMPARE(channelIndex(file, "Hurt"), std::optional<std::size_t>());
        QVERIFY(channelMask(file, 0, "hurt") &&
                *channelMask(file, 0, "hurt") == rectangleMask(9, 9));
        QVERIFY(channelMask(file, 0, "solid") && *channelMask(file, 0, "solid") == circleMask(9));
        QCOMPARE(channelMask(file, 1, "solid"), nullptr);
        QCOMPARE(channelMask(file, 0, "feet"), nullptr);

        const MaskFile missing = loadHmskFile(base + "/nothing.hmsk");
        QVERIFY(!missing);
        QVERIFY2(missing.error.find("nothing.hmsk") != std::string::npos &&
                     missing.error.find("no such file") != std::string::npos,
                 missing.error.c_str());
        const MaskFile folder = loadHmskFile(base);
        QVERIFY(!folder);
        QVERIFY2(folder.error.find("directory") != std::string::npos, folder.error.c_str());
        const std::string junk = base + "/junk.hmsk";
        std::ofstream(junk, std::ios::binary) << "not a mask file";
        const MaskFile bad = loadHmskFile(junk);
        QVERIFY(!bad);
        QVERIFY2(bad.error.find("junk.hmsk") != std::string::npos &&
                     bad.error.find("not a valid HMSK file") != std::string::npos,
                 bad.error.c_str());
    }
};

QTEST_APPLESS_MAIN(TestToolbox)
#include "tst_toolbox.moc"
