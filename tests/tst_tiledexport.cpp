// SPDX-License-Identifier: MIT
// The Tiled tileset (.tsx) describes the real image: tile size, margin, spacing, columns
// and image size as the file has them, each frame's objects on the tile that Tiled cuts at
// the frame's pixels. Cuts no single-image tileset can express are refused with exit 2.
#include "support/clirunner.h"
#include "support/gifwriter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <memory>

using hitmask::testing::runCli;

using Attributes = QMap<QString, int>;

namespace {

// A cell's own pattern: every cell differs, so a frame on the wrong tile shows.
void paintCell(QImage& image, int x0, int y0, int w, int h, int seed) {
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            if ((x * 3 + y * 5 + seed * 7) % (seed % 4 + 2) == 0)
                image.setPixelColor(x0 + x, y0 + y, QColor(40, 200, 40, 255));
}

QImage blank(int w, int h) {
    QImage image(w, h, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    return image;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

struct Tileset {
    Attributes attributes;               // tileset's and image's numbers, image ones as "image.x"
    QMap<int, std::vector<QRect>> boxes; // tile id -> its rectangle objects
};

Tileset readTileset(const QString& path) {
    Tileset t;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return t;
    QXmlStreamReader xml(&file);
    int tile = -1;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("tileset") || xml.name() == QLatin1String("image")) {
            const QString prefix =
                xml.name() == QLatin1String("image") ? QStringLiteral("image.") : QString();
            for (const auto& attribute : a)
                if (attribute.name() != QLatin1String("name") &&
                    attribute.name() != QLatin1String("source") &&
                    !attribute.name().contains(u"version"))
                    t.attributes.insert(prefix + attribute.name().toString(),
                                        attribute.value().toInt());
        } else if (xml.name() == QLatin1String("tile")) {
            tile = a.value(QStringLiteral("id")).toInt();
            t.boxes[tile];
        } else if (xml.name() == QLatin1String("object")) {
            t.boxes[tile].push_back(QRect(a.value(QStringLiteral("x")).toInt(),
                                          a.value(QStringLiteral("y")).toInt(),
                                          a.value(QStringLiteral("width")).toInt(),
                                          a.value(QStringLiteral("height")).toInt()));
        }
    }
    return t;
}

} // namespace

class TestTiledExport final : public QObject {
    Q_OBJECT

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
    }
    void tilesetMatchesTheImage_data();
    void tilesetMatchesTheImage();
    void cutsWithoutOneGridAreRefused_data();
    void cutsWithoutOneGridAreRefused();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }
    std::unique_ptr<QTemporaryDir> dir_; // a fresh folder per case
};

void TestTiledExport::tilesetMatchesTheImage_data() {
    QTest::addColumn<QImage>("image");
    QTest::addColumn<QByteArray>("sheet"); // a sheet JSON, or empty
    QTest::addColumn<QStringList>("cut");
    QTest::addColumn<Attributes>("expected");
    const auto expect = [](int tw, int th, int spacing, int margin, int count, int columns, int w,
                           int h) {
        return Attributes{{"tilewidth", tw},  {"tileheight", th},   {"spacing", spacing},
                          {"margin", margin}, {"tilecount", count}, {"columns", columns},
                          {"image.width", w}, {"image.height", h}};
    };
    // 4 x 3 cells of 16 x 16, margin 1, spacing 2: 1 + 4 * 16 + 3 * 2 + 1 = 72 wide.
    QImage grid = blank(72, 54);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            paintCell(grid, 1 + c * 18, 1 + r * 18, 16, 16, r * 4 + c);
    QTest::newRow("grid, margin and spacing")
        << grid << QByteArray() << QStringList{"--grid", "16x16", "--margin", "1", "--spacing", "2"}
        << expect(16, 16, 2, 1, 12, 4, 72, 54);
    QImage strip = blank(96, 40);
    paintCell(strip, 0, 0, 48, 40, 1);
    paintCell(strip, 48, 0, 48, 40, 2);
    QTest::newRow("strip") << strip << QByteArray() << QStringList{"--frames", "2"}
                           << expect(48, 40, 0, 0, 2, 2, 96, 40);
    QImage whole = blank(40, 56);
    paintCell(whole, 0, 0, 40, 56, 3);
    QTest::newRow("whole image") << whole << QByteArray() << QStringList{}
                                 << expect(40, 56, 0, 0, 1, 1, 40, 56);
    // An untrimmed sheet on a grid with margin 1 and spacing 2, 8 pixels left over below,
    // its frames listed out of order: the objects follow the pixels, not the list.
    QImage sheet = blank(64, 48);
    const QPoint cells[] = {{33, 21}, {1, 1}, {33, 1}};
    for (int i = 0; i < 3; ++i)
        paintCell(sheet, cells[i].x(), cells[i].y(), 30, 18, 5 + i);
    QByteArray json = R"({"frames": [)";
    for (int i = 0; i < 3; ++i)
        json += QStringLiteral(
                    R"(%1{"filename": "f%2", "frame": {"x": %3, "y": %4, "w": 30, "h": 18}})")
                    .arg(i ? "," : "")
                    .arg(i)
                    .arg(cells[i].x())
                    .arg(cells[i].y())
                    .toUtf8();
    json += R"(], "meta": {"image": "art.png"}})";
    QTest::newRow("sheet JSON on a grid")
        << sheet << json << QStringList{} << expect(30, 18, 2, 1, 4, 2, 64, 48);
}

void TestTiledExport::tilesetMatchesTheImage() {
    QFETCH(QImage, image);
    QFETCH(QByteArray, sheet);
    QFETCH(QStringList, cut);
    QFETCH(Attributes, expected);
    QVERIFY(image.save(path(QStringLiteral("art.png"))));
    QStringList arguments{"shapes", "art.png", "--boxes", "--format", "tiled", "-o", "art.tsx"};
    if (!sheet.isEmpty()) {
        QVERIFY(writeFile(path(QStringLiteral("art.json")), sheet));
        arguments << QStringLiteral("--sheet-json") << QStringLiteral("art.json");
    }
    const auto run = runCli(arguments + cut, dir_->path());
    QVERIFY2(run.status == 0, run.err.constData());
    const Tileset t = readTileset(path(QStringLiteral("art.tsx")));
    QCOMPARE(t.attributes, expected);
    // Cut the image as Tiled does (tile n at column n % columns, row n / columns), and
    // compare each tile's pixels with its boxes painted.
    const int tw = expected["tilewidth"], th = expected["tileheight"];
    const int margin = expected["margin"], spacing = expected["spacing"];
    int painted = 0;
    for (int n = 0; n < expected["tilecount"]; ++n) {
        const int x0 = margin + n % expected["columns"] * (tw + spacing);
        const int y0 = margin + n / expected["columns"] * (th + spacing);
        std::vector<int> solid(std::size_t(tw) * th, 0), covered(solid.size(), 0);
        for (int y = 0; y < th; ++y)
            for (int x = 0; x < tw; ++x)
                solid[std::size_t(y) * tw + x] = qAlpha(image.pixel(x0 + x, y0 + y)) > 0;
        for (const QRect& b : t.boxes.value(n))
            for (int y = b.top(); y <= b.bottom(); ++y)
                for (int x = b.left(); x <= b.right(); ++x)
                    ++covered[std::size_t(y) * tw + x];
        QVERIFY2(covered == solid, qPrintable(QStringLiteral("tile %1").arg(n)));
        painted += int(std::count(solid.begin(), solid.end(), 1));
    }
    QVERIFY(painted > 0);
}

void TestTiledExport::cutsWithoutOneGridAreRefused_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("trimmed sheet frames") << QStringList{"--sheet-json", "trimmed.json"};
    QTest::newRow("frames of two sizes") << QStringList{"--sheet-json", "sizes.json"};
    QTest::newRow("rotation set") << QStringList{"--rotations", "24"};
    QTest::newRow("animated GIF") << QStringList{};
}

void TestTiledExport::cutsWithoutOneGridAreRefused() {
    QFETCH(QStringList, arguments);
    QImage art = blank(40, 20);
    paintCell(art, 0, 0, 40, 20, 9);
    QVERIFY(art.save(path(QStringLiteral("art.png"))));
    QVERIFY(writeFile(path(QStringLiteral("trimmed.json")), R"({"frames": [
        {"filename": "a", "frame": {"x": 0, "y": 0, "w": 18, "h": 18}, "trimmed": true,
         "spriteSourceSize": {"x": 1, "y": 1, "w": 18, "h": 18}, "sourceSize": {"w": 20, "h": 20}},
        {"filename": "b", "frame": {"x": 20, "y": 0, "w": 18, "h": 18}, "trimmed": true,
         "spriteSourceSize": {"x": 1, "y": 1, "w": 18, "h": 18}, "sourceSize": {"w": 20, "h": 20}}],
        "meta": {}})"));
    QVERIFY(writeFile(path(QStringLiteral("sizes.json")), R"({"frames": [
        {"filename": "a", "frame": {"x": 0, "y": 0, "w": 20, "h": 20}},
        {"filename": "b", "frame": {"x": 20, "y": 0, "w": 12, "h": 20}}], "meta": {}})"));
    QString sprite = QStringLiteral("art.png");
    if (QString(QTest::currentDataTag()) == QLatin1String("animated GIF")) {
        sprite = QStringLiteral("anim.gif");
        QVERIFY(writeFile(path(sprite),
                          hitmask::testing::writeGif({{0, 1, 2, 3}, {3, 2, 1, 0}}, 2, 2, {5, 5})));
    }
    const auto run = runCli(
        QStringList{"shapes", sprite, "--boxes", "--format", "tiled", "-o", "art.tsx"} + arguments,
        dir_->path());
    QCOMPARE(run.status, 2);
    const QString err = QString::fromUtf8(run.err);
    QCOMPARE(err.count(u'\n'), 1);
    QVERIFY2(err.contains(u"Tiled tileset") && err.contains(u"a strip or a grid"), qPrintable(err));
    QVERIFY(!QFile::exists(path(QStringLiteral("art.tsx"))));
}

QTEST_GUILESS_MAIN(TestTiledExport)
#include "tst_tiledexport.moc"
