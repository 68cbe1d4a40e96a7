// SPDX-License-Identifier: MIT
// Connected components, their boxes and the masks cut from them, against a flood fill
// over byte masks written from the definition; and the labelling's speed on big masks.
#include "support/reference.hpp"

#include <QElapsedTimer>
#include <QTest>
#include <ctime>
#include <deque>
#include <hitmask/components.hpp>

using namespace hitmask;
using testing::ByteMask;
using testing::MaskGenerator;

namespace {

// Each solid pixel's region number, regions numbered in raster order of their first
// pixel, found by a breadth-first flood from that pixel (a queue, not recursion).
struct Flood {
    std::vector<int> label; // -1 for empty pixels
    std::vector<std::uint64_t> sizes;
    std::vector<Rect> boxes;
    std::vector<Point> firsts;
};

Flood flood(const ByteMask& m, bool eight) {
    Flood f;
    f.label.assign(m.pixels.size(), -1);
    for (int y = 0; y < m.height; ++y) {
        for (int x = 0; x < m.width; ++x) {
            if (!m.at(x, y) || f.label[std::size_t(y) * m.width + x] >= 0)
                continue;
            const int id = int(f.sizes.size());
            f.sizes.push_back(0);
            f.firsts.push_back({x, y});
            int minX = x, maxX = x, minY = y, maxY = y;
            std::deque<Point> queue{{x, y}};
            f.label[std::size_t(y) * m.width + x] = id;
            while (!queue.empty()) {
                const Point p = queue.front();
                queue.pop_front();
                ++f.sizes.back();
                minX = std::min(minX, p.x);
                maxX = std::max(maxX, p.x);
                minY = std::min(minY, p.y);
                maxY = std::max(maxY, p.y);
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        if ((dx == 0 && dy == 0) || (!eight && dx != 0 && dy != 0))
                            continue;
                        const int nx = p.x + dx, ny = p.y + dy;
                        if (!m.at(nx, ny) || f.label[std::size_t(ny) * m.width + nx] >= 0)
                            continue;
                        f.label[std::size_t(ny) * m.width + nx] = id;
                        queue.push_back({nx, ny});
                    }
            }
            f.boxes.push_back({minX, minY, maxX - minX + 1, maxY - minY + 1});
        }
    }
    return f;
}

// Where `mask` differs from the pixels labelled `id`, or nothing.
QString differsFromLabel(const Mask& mask, const ByteMask& m, const Flood& f, int id) {
    const Mask sameSize(m.width, m.height); // a mask with a zero side is 0 x 0
    if (mask.width() != sameSize.width() || mask.height() != sameSize.height())
        return QStringLiteral("size %1x%2").arg(mask.width()).arg(mask.height());
    for (int y = 0; y < m.height; ++y)
        for (int x = 0; x < m.width; ++x)
            if (mask.test(x, y) != (id >= 0 && f.label[std::size_t(y) * m.width + x] == id))
                return QStringLiteral("pixel (%1, %2) of component %3").arg(x).arg(y).arg(id);
    return {};
}

ByteMask dithered(int w, int h, std::uint32_t seed) {
    std::mt19937 rng(seed);
    ByteMask m{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
    for (auto& p : m.pixels)
        p = std::uint8_t(rng() & 1);
    return m;
}

} // namespace

class TestComponents : public QObject {
    Q_OBJECT

private slots:
    void randomMasks_data() {
        QTest::addColumn<bool>("eight");
        QTest::newRow("4-connected") << false;
        QTest::newRow("8-connected") << true;
    }
    void randomMasks() {
        QFETCH(bool, eight);
        const Connectivity c = eight ? Connectivity::Eight : Connectivity::Four;
        MaskGenerator gen(eight ? 81 : 41);
        int cases = 0;
        std::uint64_t componentsChecked = 0;
        for (int i = 0; i < testing::casesToRun(3000); ++i) {
            const int w = i < 4 ? i % 2 : gen.side(i % 10 == 0 ? 200 : 70);
            const int h = i < 4 ? i / 2 : gen.side(i % 10 == 0 ? 200 : 70);
            // MaskGenerator wants sides of at least 1: the empty sizes are made here.
            const ByteMask bytes =
                w > 0 && h > 0 ? gen.make(w, h)
                               : ByteMask{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
            const Mask mask = bytes.toMask();
            const Flood f = flood(bytes, eight);
            const ComponentLabels labels(mask, c);
            QCOMPARE(labels.size(), f.sizes.size());
            for (std::size_t k = 0; k < labels.size(); ++k) {
                QCOMPARE(labels[k].pixels, f.sizes[k]);
                QCOMPARE(labels[k].bounds, f.boxes[k]);
                QCOMPARE(labels[k].first, f.firsts[k]);
            }
            // Masks of a few components, and component lookups at random pixels.
            for (int k = 0; k < 3 && !f.sizes.empty(); ++k) {
                const int id = int(gen.pick(unsigned(f.sizes.size())));
                const QString diff = differsFromLabel(labels.mask(std::size_t(id)), bytes, f, id);
                QVERIFY2(diff.isEmpty(), qPrintable(diff));
                ++componentsChecked;
            }
            for (int k = 0; k < 20; ++k) {
                const Point p{int(gen.pick(unsigned(w + 2))) - 1,
                              int(gen.pick(unsigned(h + 2))) - 1};
                const auto at = labels.componentAt(p);
                const int want = bytes.at(p.x, p.y) ? f.label[std::size_t(p.y) * w + p.x] : -1;
                QCOMPARE(at ? int(*at) : -1, want);
                const QString diff =
                    differsFromLabel(connectedComponent(mask, p, c), bytes, f, want);
                if (k < 2)
                    QVERIFY2(diff.isEmpty(), qPrintable(diff));
            }
            // connectedComponents keeps those of at least `minimum` pixels, in order.
            const std::size_t minimum = gen.pick(4) == 0 ? 0 : gen.pick(40);
            const std::vector<Mask> kept = connectedComponents(mask, minimum, c);
            std::size_t n = 0;
            for (std::size_t k = 0; k < f.sizes.size(); ++k) {
                if (f.sizes[k] < minimum)
                    continue;
                QVERIFY(n < kept.size());
                if (n < 4) {
                    const QString diff = differsFromLabel(kept[n], bytes, f, int(k));
                    QVERIFY2(diff.isEmpty(), qPrintable(diff));
                }
                ++n;
            }
            QCOMPARE(kept.size(), n);
            // The largest: the most pixels, the first among equals.
            int best = -1;
            for (std::size_t k = 0; k < f.sizes.size(); ++k)
                if (best < 0 || f.sizes[k] > f.sizes[std::size_t(best)])
                    best = int(k);
            const QString diff = differsFromLabel(largestComponent(mask, c), bytes, f, best);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
            const std::vector<Rect> rects = boundingRects(mask, c);
            QCOMPARE(rects, f.boxes);
            ++cases;
        }
        qInfo("%d masks, %llu component masks compared pixel by pixel", cases,
              static_cast<unsigned long long>(componentsChecked));
    }

    // Connectivity that only the two rules tell apart: diagonal neighbours.
    void diagonalsJoinOnlyWithEight() {
        ByteMask m{3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1}};
        QCOMPARE(ComponentLabels(m.toMask(), Connectivity::Four).size(), std::size_t(3));
        QCOMPARE(ComponentLabels(m.toMask(), Connectivity::Eight).size(), std::size_t(1));
    }

    // One long snake over a big mask: any recursion along it would blow the stack.
    void longSnakeIsOneComponent() {
        const int side = 2048;
        Mask mask(side, side);
        for (int y = 0; y < side; y += 2) {
            mask.setRect({0, y, side, 1}, true);
            mask.set((y / 2) % 2 ? 0 : side - 1, y + 1, true);
        }
        const ComponentLabels labels(mask, Connectivity::Four);
        QCOMPARE(labels.size(), std::size_t(1));
        QCOMPARE(labels[0].pixels, mask.count());
    }

    // The labelling on a 4096 x 4096 coin-flip dither (about 1.3 million 8-connected
    // regions): checked against the flood fill, and timed.
    void ditheredSpeed_data() {
        QTest::addColumn<bool>("eight");
        QTest::newRow("4-connected") << false;
        QTest::newRow("8-connected") << true;
    }
    void ditheredSpeed() {
        QFETCH(bool, eight);
        const ByteMask bytes = dithered(4096, 4096, 7);
        const Mask mask = bytes.toMask();
        const Connectivity c = eight ? Connectivity::Eight : Connectivity::Four;
        // Processor time as well as wall time: the machine running the tests may be busy.
        QElapsedTimer timer;
        timer.start();
        std::clock_t cpu = std::clock();
        const ComponentLabels labels(mask, c);
        const double labelCpuMs = double(std::clock() - cpu) * 1000.0 / CLOCKS_PER_SEC;
        const qint64 labelMs = timer.elapsed();
        cpu = std::clock();
        const std::vector<Rect> rects = boundingRects(mask, c);
        const double rectsCpuMs = double(std::clock() - cpu) * 1000.0 / CLOCKS_PER_SEC;
        const Flood f = flood(bytes, eight);
        QCOMPARE(labels.size(), f.sizes.size());
        QCOMPARE(rects, f.boxes);
        qInfo("4096x4096 dither: %zu components; labelled in %lld ms wall, %.0f ms processor; "
              "boundingRects %.0f ms processor",
              labels.size(), labelMs, labelCpuMs, rectsCpuMs);
    }
};

QTEST_APPLESS_MAIN(TestComponents)
#include "tst_components.moc"
