// SPDX-License-Identifier: MIT
// Box sets: the partition is exact and as small as an exhaustive search finds, the
// budgeted set reports its wrong pixels exactly, and box collisions match brute force.
#include "support/reference.hpp"

#include <QImage>
#include <QTest>
#include <climits>
#include <hitmask/boxes.hpp>
#include <unordered_map>

using namespace hitmask;
using hitmask::testing::ByteMask;

namespace {

// Rectangles of a partition painted one by one: each pixel must be painted exactly once
// where the mask is solid and never elsewhere.
QString partitionError(const ByteMask& m, const std::vector<Rect>& boxes) {
    std::vector<int> painted(m.pixels.size(), 0);
    for (const Rect& r : boxes) {
        if (r.width <= 0 || r.height <= 0 || r.x < 0 || r.y < 0 || r.x + r.width > m.width ||
            r.y + r.height > m.height)
            return QStringLiteral("box (%1, %2, %3, %4) is empty or outside")
                .arg(r.x)
                .arg(r.y)
                .arg(r.width)
                .arg(r.height);
        for (int y = r.y; y < r.y + r.height; ++y)
            for (int x = r.x; x < r.x + r.width; ++x)
                ++painted[std::size_t(y) * m.width + x];
    }
    for (std::size_t i = 0; i < painted.size(); ++i)
        if (painted[i] != int(m.pixels[i]))
            return QStringLiteral("pixel (%1, %2) painted %3 times, solid %4")
                .arg(i % m.width)
                .arg(i / m.width)
                .arg(painted[i])
                .arg(m.pixels[i]);
    return {};
}

// Fewest rectangles by exhaustive search over a bit set of at most 64 pixels: the first
// remaining pixel in raster order is the top-left corner of its rectangle, so trying
// every rectangle from there that stays inside the set visits every partition.
class ExhaustiveMinimum {
public:
    ExhaustiveMinimum(int width, int height)
        : width_(width)
        , height_(height) {}

    int operator()(std::uint64_t set) {
        if (set == 0)
            return 0;
        if (const auto it = memo_.find(set); it != memo_.end())
            return it->second;
        const int first = std::countr_zero(set);
        const int x0 = first % width_, y0 = first / width_;
        int best = 1 << 20;
        for (int w = 1; x0 + w <= width_ && (set >> (y0 * width_ + x0 + w - 1) & 1); ++w)
            for (int h = 1; y0 + h <= height_; ++h) {
                std::uint64_t rect = 0;
                bool inside = true;
                for (int y = y0; y < y0 + h && inside; ++y)
                    for (int x = x0; x < x0 + w && inside; ++x) {
                        const std::uint64_t bit = std::uint64_t{1} << (y * width_ + x);
                        inside = (set & bit) != 0;
                        rect |= bit;
                    }
                if (!inside)
                    break;
                best = std::min(best, 1 + (*this)(set & ~rect));
            }
        memo_.emplace(set, best);
        return best;
    }

private:
    int width_, height_;
    std::unordered_map<std::uint64_t, int> memo_;
};

ByteMask fromBits(int width, int height, std::uint64_t bits) {
    ByteMask m{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
    for (int i = 0; i < width * height; ++i)
        m.pixels[i] = (bits >> i) & 1;
    return m;
}

ByteMask paint(int width, int height, const std::vector<Rect>& boxes) {
    ByteMask m{width, height, std::vector<std::uint8_t>(std::size_t(width) * height)};
    for (const Rect& r : boxes)
        for (int y = std::max(0, r.y); y < std::min(height, r.y + r.height); ++y)
            for (int x = std::max(0, r.x); x < std::min(width, r.x + r.width); ++x)
                m.pixels[std::size_t(y) * width + x] = 1;
    return m;
}

ByteMask loadSprite(const QString& name) {
    const QImage image = QImage(QStringLiteral(HITMASK_DEMO_DIR "/") + name)
                             .convertToFormat(QImage::Format_RGBA8888);
    ByteMask m{image.width(), image.height(),
               std::vector<std::uint8_t>(std::size_t(image.width()) * image.height())};
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            m.pixels[std::size_t(y) * m.width + x] = qAlpha(image.pixel(x, y)) > 0;
    return m;
}

} // namespace

class TestBoxes : public QObject {
    Q_OBJECT

private slots:
    void everyFourByFourMaskIsMinimal();
    void randomSmallMasksAreMinimal_data();
    void randomSmallMasksAreMinimal();
    void knownShapes_data();
    void knownShapes();
    void randomMasksArePartitions();
    void neverWorseThanGreedy();
    void checkerboardIsOneBoxPerPixel();
    void budgetCountsAreExact();
    void budgetReturnsExactSetWhenItFits();
    void boxesVsBoxesMatchBruteForce();
    void boxesVsMaskMatchBruteForce();
    void measureClipsFarBoxes();
};

void TestBoxes::everyFourByFourMaskIsMinimal() {
    // Dynamic programme over all 2^16 subsets: removing a rectangle yields a smaller number.
    std::vector<int> best(1 << 16, 0);
    for (std::uint32_t set = 1; set < (1u << 16); ++set) {
        const int first = std::countr_zero(set);
        const int x0 = first % 4, y0 = first / 4;
        int b = 99;
        for (int w = 1; x0 + w <= 4; ++w)
            for (int h = 1; y0 + h <= 4; ++h) {
                std::uint32_t rect = 0;
                for (int y = y0; y < y0 + h; ++y)
                    for (int x = x0; x < x0 + w; ++x)
                        rect |= 1u << (y * 4 + x);
                if ((set & rect) == rect)
                    b = std::min(b, 1 + best[set & ~rect]);
            }
        best[set] = b;
    }
    for (std::uint32_t set = 0; set < (1u << 16); ++set) {
        const ByteMask m = fromBits(4, 4, set);
        const auto boxes = minimalBoxes(m.toMask());
        const QByteArray where = QByteArray::number(set, 2);
        QVERIFY2(partitionError(m, boxes).isEmpty(),
                 where + ' ' + partitionError(m, boxes).toUtf8());
        QVERIFY2(int(boxes.size()) == best[set], where);
    }
}

void TestBoxes::randomSmallMasksAreMinimal_data() {
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("cases");
    QTest::newRow("5x5") << 5 << 3000;
    QTest::newRow("6x6") << 6 << 600;
    QTest::newRow("8x4") << 8 << 600;
}

void TestBoxes::randomSmallMasksAreMinimal() {
    QFETCH(int, side);
    QFETCH(int, cases);
    const int width = side, height = side == 8 ? 4 : side;
    std::mt19937_64 rng(side);
    for (int i = 0; i < cases; ++i) {
        // Dense masks have the most concave corners and chords.
        std::uint64_t bits = rng() | rng();
        if (i % 3 == 0)
            bits |= rng();
        bits &= (std::uint64_t{1} << (width * height)) - 1;
        const ByteMask m = fromBits(width, height, bits);
        const auto boxes = minimalBoxes(m.toMask());
        const QByteArray where = QByteArray::number(qulonglong(bits), 2);
        QVERIFY2(partitionError(m, boxes).isEmpty(), where);
        QVERIFY2(int(boxes.size()) == ExhaustiveMinimum(width, height)(bits), where);
    }
}

void TestBoxes::knownShapes_data() {
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("boxes");
    QTest::newRow("ring with a hole") << QStringList{"###", "#.#", "###"} << 4;
    QTest::newRow("plus") << QStringList{".#.", "###", ".#."} << 3;
    QTest::newRow("diagonal pair") << QStringList{"#.", ".#"} << 2;
    // Two rings touching at a corner; each needs 4 boxes.
    QTest::newRow("rings touching diagonally")
        << QStringList{"###...", "#.#...", "###...", "...###", "...#.#", "...###"} << 8;
    // The chord across the middle saves a box: two L's make one cut.
    QTest::newRow("H") << QStringList{"#.#", "###", "#.#"} << 3;
    QTest::newRow("staircase") << QStringList{"#...", "##..", "###.", "####"} << 4;
}

void TestBoxes::knownShapes() {
    QFETCH(QStringList, rows);
    QFETCH(int, boxes);
    ByteMask m{int(rows[0].size()), int(rows.size()), {}};
    for (const QString& row : rows)
        for (const QChar c : row)
            m.pixels.push_back(c == u'#');
    const auto result = minimalBoxes(m.toMask());
    QCOMPARE(partitionError(m, result), QString());
    QCOMPARE(int(result.size()), boxes);
}

void TestBoxes::randomMasksArePartitions() {
    testing::MaskGenerator gen(14);
    for (int i = 0; i < testing::casesToRun(3000); ++i) {
        const ByteMask m = gen.make(gen.side(140), gen.side(140));
        const auto boxes = minimalBoxes(m.toMask());
        const QString error = partitionError(m, boxes);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("case %1: ").arg(i) + error));
        const auto greedy = greedyBoxes(m.toMask());
        QVERIFY2(partitionError(m, greedy).isEmpty(), qPrintable(QString::number(i)));
        QVERIFY2(boxes.size() <= greedy.size(), qPrintable(QString::number(i)));
    }
}

void TestBoxes::neverWorseThanGreedy() {
    for (const QString& name : {QStringLiteral("asteroid.png"), QStringLiteral("frog.png"),
                                QStringLiteral("potato.png"), QStringLiteral("ship.png")}) {
        const ByteMask m = loadSprite(name);
        const auto optimal = minimalBoxes(m.toMask());
        const auto greedy = greedyBoxes(m.toMask());
        QCOMPARE(partitionError(m, optimal), QString());
        qInfo("%s: %zu boxes, greedy %zu", qPrintable(name), optimal.size(), greedy.size());
        QVERIFY(optimal.size() <= greedy.size());
    }
}

void TestBoxes::checkerboardIsOneBoxPerPixel() {
    ByteMask m{257, 129, {}};
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width; ++x)
            m.pixels.push_back((x + y) % 2);
    const auto boxes = minimalBoxes(m.toMask());
    QCOMPARE(partitionError(m, boxes), QString());
    QCOMPARE(boxes.size(), std::size_t(257 * 129 / 2));
}

void TestBoxes::budgetCountsAreExact() {
    testing::MaskGenerator gen(3);
    for (int i = 0; i < 1500; ++i) {
        const ByteMask m = gen.make(gen.side(90), gen.side(90));
        const std::size_t budget = gen.pick(12);
        const BoxFit fit = budgetBoxes(m.toMask(), budget);
        QVERIFY(fit.boxes.size() <= budget);
        const ByteMask covered = paint(m.width, m.height, fit.boxes);
        std::size_t missing = 0, extra = 0;
        for (std::size_t p = 0; p < m.pixels.size(); ++p) {
            missing += m.pixels[p] && !covered.pixels[p];
            extra += !m.pixels[p] && covered.pixels[p];
        }
        QVERIFY2(fit.missing == missing && fit.extra == extra, qPrintable(QString::number(i)));
    }
}

void TestBoxes::budgetReturnsExactSetWhenItFits() {
    const ByteMask m = loadSprite(QStringLiteral("frog.png"));
    const std::size_t exact = minimalBoxes(m.toMask()).size();
    QCOMPARE(budgetBoxes(m.toMask(), exact).wrong(), std::size_t(0));
    const BoxFit tight = budgetBoxes(m.toMask(), exact - 1);
    QVERIFY(tight.boxes.size() <= exact - 1);
    QVERIFY(tight.wrong() > 0);
    // One box is the bounding box or nothing, whichever is less wrong.
    const BoxFit one = budgetBoxes(m.toMask(), 1);
    QCOMPARE(one.boxes.size(), std::size_t(1));
}

namespace {
std::vector<Rect> randomBoxes(testing::MaskGenerator& gen, int width, int height) {
    std::vector<Rect> boxes;
    for (unsigned i = 0, n = gen.pick(6); i < n; ++i) {
        const int x = int(gen.pick(unsigned(width))), y = int(gen.pick(unsigned(height)));
        boxes.push_back({x, y, 1 + int(gen.pick(unsigned(width - x))),
                         1 + int(gen.pick(unsigned(height - y)))});
    }
    return boxes;
}
} // namespace

void TestBoxes::boxesVsBoxesMatchBruteForce() {
    testing::MaskGenerator gen(21);
    int hits = 0;
    for (int i = 0; i < 12000; ++i) {
        const int wa = gen.side(130), ha = gen.side(130), wb = gen.side(130), hb = gen.side(130);
        const auto a = randomBoxes(gen, wa, ha);
        const auto b = randomBoxes(gen, wb, hb);
        const int dx = gen.offset(wa, wb), dy = gen.offset(ha, hb);
        const bool expected =
            testing::bruteForce(paint(wa, ha, a), paint(wb, hb, b), dx, dy).overlaps;
        hits += expected;
        QVERIFY2(boxesOverlap(a, b, dx, dy) == expected, qPrintable(QString::number(i)));
        QVERIFY2(boxesOverlap(b, a, -dx, -dy) == expected || dx == INT_MIN || dy == INT_MIN,
                 qPrintable(QString::number(i)));
    }
    qInfo("%d overlapping cases", hits);
    QVERIFY(hits > 500);
}

void TestBoxes::boxesVsMaskMatchBruteForce() {
    testing::MaskGenerator gen(22);
    int hits = 0;
    for (int i = 0; i < 10000; ++i) {
        const int wa = gen.side(200), ha = gen.side(130);
        const auto boxes = randomBoxes(gen, wa, ha);
        const ByteMask b = gen.make(gen.side(200), gen.side(130));
        const int dx = gen.offset(wa, b.width), dy = gen.offset(ha, b.height);
        const bool expected = testing::bruteForce(paint(wa, ha, boxes), b, dx, dy).overlaps;
        hits += expected;
        QVERIFY2(boxesOverlapMask(boxes, b.toMask(), dx, dy) == expected,
                 qPrintable(QString::number(i)));
    }
    qInfo("%d overlapping cases", hits);
    QVERIFY(hits > 1000);
}

// Boxes anywhere in int are clipped to the mask before they are counted.
void TestBoxes::measureClipsFarBoxes() {
    Mask mask(20, 20);
    mask.setRect({0, 0, 10, 20}, true);
    const BoxFit fit = measureBoxes(mask, {Rect{INT_MAX - 10, INT_MAX - 10, 100, 100},
                                           Rect{-5, -5, INT_MAX, 8}, Rect{INT_MIN, 0, INT_MAX, 5}});
    QCOMPARE(fit.boxes, (std::vector<Rect>{{0, 0, 20, 3}}));
    QCOMPARE(fit.missing, std::size_t(10 * 17));
    QCOMPARE(fit.extra, std::size_t(10 * 3));
}

QTEST_GUILESS_MAIN(TestBoxes)
#include "tst_boxes.moc"
