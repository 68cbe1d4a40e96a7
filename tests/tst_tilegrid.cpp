// SPDX-License-Identifier: MIT
// tileGridOf() against Tiled's own cutting rule, on thousands of random grids: every
// frame must be the tile Tiled cuts at its pixels, and no two frames one tile.
#include "export/tilegrid.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>

using namespace hitmask;

class TestTileGrid final : public QObject {
    Q_OBJECT

private slots:
    void randomGridsCutWhereTheFramesLie();
    void framesOffAnyGridAreRefused_data();
    void framesOffAnyGridAreRefused();
    void placeInImageComparesPixels();
};

void TestTileGrid::randomGridsCutWhereTheFramesLie() {
    QRandomGenerator random(20261123);
    for (int trial = 0; trial < 5000; ++trial) {
        const int w = random.bounded(1, 40), h = random.bounded(1, 40);
        const int margin = random.bounded(0, 6), spacing = random.bounded(0, 6);
        const int columns = random.bounded(1, 8), rows = random.bounded(1, 6);
        // Up to a tile's worth (less one pixel) left over right and below, as Tiled allows.
        const QSize image(margin + columns * w + (columns - 1) * spacing + random.bounded(0, w),
                          margin + rows * h + (rows - 1) * spacing + random.bounded(0, h));
        FramePlaces places;
        places.imageSize = image;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c)
                if (random.bounded(3) != 0)
                    places.rects.push_back(
                        QRect(margin + c * (w + spacing), margin + r * (h + spacing), w, h));
        if (places.rects.empty())
            places.rects.push_back(QRect(margin, margin, w, h));
        std::shuffle(places.rects.begin(), places.rects.end(), std::mt19937(trial));
        const std::optional<TileGrid> grid = tileGridOf(places);
        QString rectsText;
        for (const QRect& r : places.rects)
            rectsText += QStringLiteral(" %1,%2").arg(r.x()).arg(r.y());
        QVERIFY2(grid,
                 qPrintable(QStringLiteral("trial %1: %2x%3 margin %4 spacing %5 image %6x%7:%8")
                                .arg(trial)
                                .arg(w)
                                .arg(h)
                                .arg(margin)
                                .arg(spacing)
                                .arg(image.width())
                                .arg(image.height())
                                .arg(rectsText)));
        QCOMPARE(grid->tile, QSize(w, h));
        QCOMPARE(int(grid->ids.size()), int(places.rects.size()));
        // Tiled: columns and rows from the image, tile n at column n % columns.
        const int tiledColumns =
            (image.width() - grid->margin + grid->spacing) / (w + grid->spacing);
        const int tiledRows = (image.height() - grid->margin + grid->spacing) / (h + grid->spacing);
        QCOMPARE(grid->columns, tiledColumns);
        QCOMPARE(grid->rows, tiledRows);
        std::vector<bool> used(std::size_t(tiledColumns) * tiledRows, false);
        for (std::size_t i = 0; i < places.rects.size(); ++i) {
            const int n = grid->ids[i];
            QVERIFY(n >= 0 && n < tiledColumns * tiledRows);
            QVERIFY(!used[std::size_t(n)]);
            used[std::size_t(n)] = true;
            const QPoint at(grid->margin + n % tiledColumns * (w + grid->spacing),
                            grid->margin + n / tiledColumns * (h + grid->spacing));
            QCOMPARE(at, places.rects[i].topLeft());
        }
    }
}

void TestTileGrid::framesOffAnyGridAreRefused_data() {
    QTest::addColumn<QSize>("image");
    QTest::addColumn<QList<QRect>>("rects");
    QTest::newRow("two sizes") << QSize(40, 20)
                               << QList<QRect>{QRect(0, 0, 20, 20), QRect(20, 0, 12, 20)};
    QTest::newRow("overlapping") << QSize(40, 20)
                                 << QList<QRect>{QRect(0, 0, 20, 20), QRect(10, 0, 20, 20)};
    QTest::newRow("one tile twice")
        << QSize(40, 20) << QList<QRect>{QRect(0, 0, 20, 20), QRect(0, 0, 20, 20)};
    QTest::newRow("spacing differs across and down")
        << QSize(50, 50)
        << QList<QRect>{QRect(0, 0, 10, 10), QRect(12, 0, 10, 10), QRect(0, 15, 10, 10)};
    QTest::newRow("no piece of the image")
        << QSize(40, 20) << QList<QRect>{QRect(0, 0, 20, 20), QRect()};
    QTest::newRow("outside the image")
        << QSize(30, 20) << QList<QRect>{QRect(0, 0, 20, 20), QRect(20, 0, 20, 20)};
    QTest::newRow("no one margin") << QSize(40, 40) << QList<QRect>{QRect(3, 7, 10, 10)};
}

void TestTileGrid::framesOffAnyGridAreRefused() {
    QFETCH(QSize, image);
    QFETCH(QList<QRect>, rects);
    FramePlaces places;
    places.imageSize = image;
    places.rects.assign(rects.begin(), rects.end());
    QVERIFY(!tileGridOf(places));
}

void TestTileGrid::placeInImageComparesPixels() {
    QImage sheet(8, 4, QImage::Format_RGBA8888);
    sheet.fill(Qt::transparent);
    sheet.setPixelColor(4, 0, Qt::red); // top-left of the right cell
    QImage frame(4, 4, QImage::Format_RGBA8888);
    frame.fill(Qt::transparent);
    frame.setPixelColor(0, 0, Qt::red);
    QCOMPARE(placeInImage(sheet, QRect(4, 0, 4, 4), frame), QRect(4, 0, 4, 4));
    // The same frame turned (its red pixel elsewhere) is no piece of the sheet.
    const QImage turned = frame.transformed(QTransform().rotate(90));
    QCOMPARE(placeInImage(sheet, QRect(4, 0, 4, 4), turned), QRect());
    QCOMPARE(placeInImage(sheet, QRect(4, 0, 4, 3), frame), QRect()); // trimmed
    QCOMPARE(placeInImage(sheet, QRect(), frame), QRect());           // from nowhere
}

QTEST_GUILESS_MAIN(TestTileGrid)
#include "tst_tilegrid.moc"
