// SPDX-License-Identifier: MIT
// FramePlacement: random cuts of images and masks (upright and turned, trimmed, at and past
// the image's edge, stopped where a rectangle leaves the image), grids with margin and
// spacing, and packed sheets, each checked against pixels looked up by plain index loops
// from the definitions.
#include "common/framegrid.h"
#include "common/frameplacement.h"
#include "common/imageloader.h"
#include "common/sheetjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

using namespace hitmask;

namespace {

// Pixels as plain 32-bit words (R, G, B, A bytes in memory order), row by row.
struct Pixels {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> words;

    std::uint32_t at(int x, int y) const {
        if (x < 0 || y < 0 || x >= width || y >= height)
            return 0;
        return words[std::size_t(y) * std::size_t(width) + std::size_t(x)];
    }
};

Pixels randomPixels(int w, int h, std::mt19937& rng) {
    Pixels p{w, h, std::vector<std::uint32_t>(std::size_t(w) * std::size_t(h))};
    for (std::uint32_t& word : p.words)
        word = rng() % 5 == 0 ? std::uint32_t(rng() & 0x00FFFFFFu) : std::uint32_t(rng());
    return p;
}

QImage imageOf(const Pixels& p) {
    QImage image(p.width, p.height, QImage::Format_RGBA8888);
    for (int y = 0; y < p.height; ++y)
        std::memcpy(image.scanLine(y), p.words.data() + std::size_t(y) * std::size_t(p.width),
                    std::size_t(p.width) * 4);
    return image;
}

std::uint32_t wordAt(const QImage& image, int x, int y) {
    std::uint32_t word = 0;
    std::memcpy(&word, image.constScanLine(y) + 4 * x, 4);
    return word;
}

// The definition: pixel (x, y) of a frame shows the upright pixel (u, v) = (x, y) - offset
// of the source rectangle when that lies in the upright rectangle, else nothing. Upright
// pixel (u, v) is source pixel (left + u, top + v); turned clockwise in the source, the
// upright top row runs down the rectangle's right column, so (u, v) lies at
// (right - v, top + u). A source pixel outside the image is nothing too.
struct Placed {
    QRect source;
    bool rotated = false;
    QPoint offset;
    QSize size;
};

bool sourceOf(const Placed& p, int x, int y, int& sx, int& sy) {
    const int u = x - p.offset.x(), v = y - p.offset.y();
    const int uprightW = p.rotated ? p.source.height() : p.source.width();
    const int uprightH = p.rotated ? p.source.width() : p.source.height();
    if (u < 0 || v < 0 || u >= uprightW || v >= uprightH)
        return false;
    if (p.rotated) {
        sx = p.source.x() + p.source.width() - 1 - v;
        sy = p.source.y() + u;
    } else {
        sx = p.source.x() + u;
        sy = p.source.y() + v;
    }
    return true;
}

void compareFrame(const QImage& frame, const Pixels& source, const Placed& p) {
    QCOMPARE(frame.size(), p.size);
    QCOMPARE(frame.format(), QImage::Format_RGBA8888);
    for (int y = 0; y < p.size.height(); ++y)
        for (int x = 0; x < p.size.width(); ++x) {
            int sx = 0, sy = 0;
            const std::uint32_t expected = sourceOf(p, x, y, sx, sy) ? source.at(sx, sy) : 0u;
            if (wordAt(frame, x, y) != expected)
                QFAIL(qPrintable(QStringLiteral("pixel %1,%2").arg(x).arg(y)));
        }
}

// A random placement over a w x h image: sometimes a plain cell, sometimes trimmed into a
// larger frame, turned, at the image's right or bottom edge, or partly past it.
FramePlacement randomPlacement(int w, int h, std::mt19937& rng) {
    const auto pick = [&rng](int from, int to) {
        return from + int(rng() % unsigned(to - from + 1));
    };
    FramePlacement p;
    const int sw = pick(1, 12), sh = pick(1, 12);
    switch (rng() % 4) {
    case 0: // at the right or bottom edge
        p.source = QRect(std::max(0, w - sw), pick(0, std::max(0, h - sh)), sw, sh);
        break;
    case 1: // partly or wholly past an edge
        p.source = QRect(pick(-sw, w), pick(-sh, h), sw, sh);
        break;
    default:
        p.source = QRect(pick(0, std::max(0, w - sw)), pick(0, std::max(0, h - sh)), sw, sh);
        break;
    }
    if (rng() % 4 == 0) {
        p.size = p.source.size();
        return p; // a cell
    }
    p.rotated = rng() % 2 == 0;
    const QSize upright = p.rotated ? p.source.size().transposed() : p.source.size();
    const int padW = pick(0, 4), padH = pick(0, 4);
    p.size = upright + QSize(padW, padH);
    // Mostly inside the frame (a trimmed frame), now and then hanging over its edge.
    p.offset = rng() % 6 == 0 ? QPoint(pick(-3, padW + 3), pick(-3, padH + 3))
                              : QPoint(pick(0, padW), pick(0, padH));
    p.origin = QPoint(pick(-5, 5), pick(-5, 5));
    p.durationMs = pick(0, 200);
    return p;
}

Placed placedOf(const FramePlacement& p) {
    return {p.source, p.rotated, p.offset, p.size};
}

Mask maskOf(const std::vector<bool>& bits, int w, int h) {
    Mask mask(w, h);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if (bits[std::size_t(y) * std::size_t(w) + std::size_t(x)])
                mask.set(x, y, true);
    return mask;
}

void compareMask(const Mask& mask, const std::vector<bool>& bits, int w, int h, const Placed& p) {
    QCOMPARE(mask.width(), p.size.width());
    QCOMPARE(mask.height(), p.size.height());
    for (int y = 0; y < p.size.height(); ++y)
        for (int x = 0; x < p.size.width(); ++x) {
            int sx = 0, sy = 0;
            const bool expected = sourceOf(p, x, y, sx, sy) && sx >= 0 && sy >= 0 && sx < w &&
                                  sy < h &&
                                  bits[std::size_t(sy) * std::size_t(w) + std::size_t(sx)];
            if (mask.test(x, y) != expected)
                QFAIL(qPrintable(QStringLiteral("mask pixel %1,%2").arg(x).arg(y)));
        }
}

} // namespace

class TestFramePlacement : public QObject {
    Q_OBJECT

private slots:
    void randomPlacementsCutImages();
    void randomPlacementsCutMasks();
    void wholeImageIsShared();
    void placementOfNoSizeIsNull();
    void placementsLeavingTheImageStopTheCut();
    void gridCellsWithMarginAndSpacing();
    void sheetFramesTrimmedAndTurned();
};

void TestFramePlacement::randomPlacementsCutImages() {
    std::mt19937 rng(20261127);
    for (int round = 0; round < 300; ++round) {
        const int w = 1 + int(rng() % 30), h = 1 + int(rng() % 30);
        const Pixels source = randomPixels(w, h, rng);
        QList<FramePlacement> placements;
        for (int k = int(rng() % 6); k >= 0; --k)
            placements.append(randomPlacement(w, h, rng));
        const QList<SourceFrame> frames = cutFrames(imageOf(source), placements);
        QCOMPARE(frames.size(), placements.size());
        for (qsizetype k = 0; k < frames.size(); ++k) {
            const FramePlacement& p = placements[k];
            compareFrame(frames[k].image, source, placedOf(p));
            if (QTest::currentTestFailed()) {
                qWarning("round %d, frame %d", round, int(k));
                return;
            }
            QCOMPARE(frames[k].sourceRect, p.source);
            QCOMPARE(frames[k].rotated, p.rotated);
            QCOMPARE(frames[k].origin, p.origin);
            QCOMPARE(frames[k].durationMs, p.durationMs);
        }
    }
}

void TestFramePlacement::randomPlacementsCutMasks() {
    std::mt19937 rng(7);
    for (int round = 0; round < 300; ++round) {
        // Wider than a word now and then, so that cuts cross word boundaries.
        const int w = 1 + int(rng() % (round % 3 == 0 ? 150 : 30)), h = 1 + int(rng() % 30);
        std::vector<bool> bits(std::size_t(w) * std::size_t(h));
        for (std::size_t i = 0; i < bits.size(); ++i)
            bits[i] = rng() % 3 == 0;
        QList<FramePlacement> placements;
        for (int k = int(rng() % 6); k >= 0; --k)
            placements.append(randomPlacement(w, h, rng));
        const std::vector<Mask> masks = cutMasks(maskOf(bits, w, h), placements);
        QCOMPARE(qsizetype(masks.size()), placements.size());
        for (qsizetype k = 0; k < placements.size(); ++k) {
            compareMask(masks[std::size_t(k)], bits, w, h, placedOf(placements[k]));
            if (QTest::currentTestFailed()) {
                qWarning("round %d, frame %d", round, int(k));
                return;
            }
        }
    }
}

void TestFramePlacement::wholeImageIsShared() {
    std::mt19937 rng(3);
    const QImage image = imageOf(randomPixels(9, 5, rng));
    const QList<SourceFrame> frames = cutFrames(image, {FramePlacement::cell(image.rect())});
    QCOMPARE(frames.size(), qsizetype(1));
    QCOMPARE(frames.front().image.constBits(), image.constBits());

    Mask whole(9, 5);
    whole.set(8, 4, true);
    const std::vector<Mask> masks = cutMasks(whole, {FramePlacement::cell(QRect(0, 0, 9, 5))});
    QCOMPARE(masks.size(), std::size_t(1));
    QVERIFY(masks.front() == whole);
}

void TestFramePlacement::placementOfNoSizeIsNull() {
    std::mt19937 rng(4);
    const QImage image = imageOf(randomPixels(6, 6, rng));
    const QList<SourceFrame> frames =
        cutFrames(image, {FramePlacement::cell(QRect()), FramePlacement::cell(QRect(2, 2, 0, 3))});
    QCOMPARE(frames.size(), qsizetype(2));
    QVERIFY(frames[0].image.isNull());
    QVERIFY(frames[1].image.isNull());
}

void TestFramePlacement::placementsLeavingTheImageStopTheCut() {
    std::mt19937 rng(9);
    for (int round = 0; round < 200; ++round) {
        const int w = 1 + int(rng() % 20), h = 1 + int(rng() % 20);
        const Pixels source = randomPixels(w, h, rng);
        QList<FramePlacement> placements;
        QList<int> outside;
        for (int k = 0; k < 6; ++k) {
            placements.append(randomPlacement(w, h, rng));
            const QRect& r = placements.back().source;
            if (r.x() < 0 || r.y() < 0 || r.x() + r.width() > w || r.y() + r.height() > h)
                outside.append(k);
        }
        const FrameSet set = cutFramesInside(imageOf(source), placements);
        QCOMPARE(set.outside, outside);
        QCOMPARE(set.frames.size(), outside.isEmpty() ? qsizetype(6) : qsizetype(outside.front()));
        for (qsizetype k = 0; k < set.frames.size(); ++k) {
            compareFrame(set.frames[k].image, source, placedOf(placements[k]));
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestFramePlacement::gridCellsWithMarginAndSpacing() {
    std::mt19937 rng(11);
    for (int round = 0; round < 100; ++round) {
        const int cellW = 1 + int(rng() % 7), cellH = 1 + int(rng() % 7);
        const int columns = 1 + int(rng() % 5), rows = 1 + int(rng() % 4);
        const int margin = int(rng() % 4), spacing = int(rng() % 4);
        const int w = 2 * margin + columns * cellW + (columns - 1) * spacing;
        const int h = 2 * margin + rows * cellH + (rows - 1) * spacing;
        const Pixels source = randomPixels(w, h, rng);
        GridSpec grid;
        grid.cell = QSize(cellW, cellH);
        grid.margin = margin;
        grid.spacing = spacing;
        const FrameSet set = FrameGrid::sliceGrid(imageOf(source), grid);
        QVERIFY2(set.ok(), qPrintable(set.error));
        QCOMPARE(set.frames.size(), qsizetype(columns) * rows);
        // Frame k = row * columns + column starts at margin + index * (cell + spacing).
        for (int k = 0; k < columns * rows; ++k) {
            const int left = margin + (k % columns) * (cellW + spacing);
            const int top = margin + (k / columns) * (cellH + spacing);
            const QImage& frame = set.frames[k].image;
            QCOMPARE(frame.size(), QSize(cellW, cellH));
            QCOMPARE(set.frames[k].sourceRect, QRect(left, top, cellW, cellH));
            for (int y = 0; y < cellH; ++y)
                for (int x = 0; x < cellW; ++x)
                    QCOMPARE(wordAt(frame, x, y), source.at(left + x, top + y));
        }
    }
}

void TestFramePlacement::sheetFramesTrimmedAndTurned() {
    std::mt19937 rng(5);
    for (int round = 0; round < 60; ++round) {
        const int w = 20 + int(rng() % 30), h = 20 + int(rng() % 30);
        const Pixels sheet = randomPixels(w, h, rng);
        QJsonArray entries;
        QList<Placed> expected;
        for (int k = 1 + int(rng() % 5); k > 0; --k) {
            // A frame of sw x sh whose art is the tw x th rectangle at (tx, ty), packed at
            // (fx, fy), upright or turned clockwise, anywhere in the sheet up to its edges.
            const int sw = 1 + int(rng() % 12), sh = 1 + int(rng() % 12);
            const int tw = 1 + int(rng() % unsigned(sw)), th = 1 + int(rng() % unsigned(sh));
            const int tx = int(rng() % unsigned(sw - tw + 1)),
                      ty = int(rng() % unsigned(sh - th + 1));
            const bool rotated = rng() % 2 == 0;
            const int packedW = rotated ? th : tw, packedH = rotated ? tw : th;
            const int fx = int(rng() % unsigned(w - packedW + 1));
            const int fy = int(rng() % unsigned(h - packedH + 1));
            const bool trimmed = tw != sw || th != sh || rng() % 2 == 0;
            QJsonObject entry{
                {"frame", QJsonObject{{"x", fx}, {"y", fy}, {"w", tw}, {"h", th}}},
                {"rotated", rotated},
                {"trimmed", trimmed},
                {"spriteSourceSize", QJsonObject{{"x", tx}, {"y", ty}, {"w", tw}, {"h", th}}},
                {"sourceSize", QJsonObject{{"w", sw}, {"h", sh}}},
                {"duration", 100}};
            entries.append(entry);
            expected.append({QRect(fx, fy, packedW, packedH), rotated, QPoint(tx, ty),
                             trimmed ? QSize(sw, sh) : QSize(tw, th)});
        }
        const QByteArray json = QJsonDocument(QJsonObject{{"frames", entries}}).toJson();
        const FrameSet set = SheetJson::loadSheetJson(json, imageOf(sheet), ImageLoadLimits{});
        QVERIFY2(set.ok(), qPrintable(set.error));
        QCOMPARE(set.frames.size(), expected.size());
        std::vector<bool> bits(sheet.words.size());
        for (std::size_t i = 0; i < bits.size(); ++i)
            bits[i] = (sheet.words[i] >> 24) > 0x80; // any fixed rule of the pixel will do
        const SheetLayout layout = SheetJson::readSheetLayout(json, QSize(w, h), ImageLoadLimits{});
        QVERIFY(layout.ok());
        const std::vector<Mask> masks = cutMasks(maskOf(bits, w, h), layout.frames);
        for (qsizetype k = 0; k < expected.size(); ++k) {
            compareFrame(set.frames[k].image, sheet, expected[k]);
            compareMask(masks[std::size_t(k)], bits, w, h, expected[k]);
            if (QTest::currentTestFailed()) {
                qWarning("round %d, frame %d", round, int(k));
                return;
            }
            QCOMPARE(set.frames[k].sourceRect, expected[k].source);
            QCOMPARE(set.frames[k].durationMs, 100);
        }
    }
}

QTEST_GUILESS_MAIN(TestFramePlacement)
#include "tst_frameplacement.moc"
