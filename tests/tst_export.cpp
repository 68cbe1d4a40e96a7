// SPDX-License-Identifier: MIT
// Export formats (golden bytes, a C header compiled for real) and project export.
#include "document/commands/cutframes.h"
#include "document/projectfile.h"
#include "export/exportjob.h"
#include "export/maskexporter.h"
#include "export/projectexport.h"
#include "support/documentfixture.h"
#include "support/reference.hpp"

#include <QDirIterator>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace hitmask;

namespace {
QByteArray bytesOf(const std::vector<std::uint8_t>& v) {
    return QByteArray(reinterpret_cast<const char*>(v.data()), qsizetype(v.size()));
}

QMap<QString, QByteArray> readTree(const QString& root) {
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files.insert(QDir(root).relativeFilePath(path), f.readAll());
    }
    return files;
}
} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void demoShowsChannelsRotationsAndAnAnimation();
    void everyFormatIsListedOnce();
    void goldenPbmAndHmsk();
    void pngIsWhiteWhereSolid();
    void cHeaderCompilesAndHoldsThePayload_data();
    void cHeaderCompilesAndHoldsThePayload();
    void identifiers();
    void planNamesFiles();
    void sameNamesInTwoFoldersGetTwoFiles();
    void clashingNamesAreReported_data();
    void clashingNamesAreReported();
    void neverOverTheArtOrOutsideTheFolder();
    void cliRefusesClashesAndWritesNothing();
    void cliRawPayloadsAreNotHmsk();
    void settingsTravelWithTheProject();
    void projectExportIsByteIdentical();
    void pngExportOfFramesWritesSidecar();
};

void TestExport::everyFormatIsListedOnce() {
    QCOMPARE(exporterIds(), (QStringList{"bytes", "rle", "bits", "pbm", "png", "c", "shapes-json",
                                         "shapes-c", "tiled", "godot"}));
    QVERIFY(exporterFor(QStringLiteral("gif")) == nullptr);
}

void TestExport::goldenPbmAndHmsk() {
    const std::vector<Mask> frames{testing::exampleMask()};
    QCOMPARE(exporterFor(QStringLiteral("pbm"))->write({{QStringLiteral("solid"), frames}}, {}),
             QByteArray("P4\n5 2\n\xC8\x00", 9));
    ExportOptions raw;
    raw.raw = true;
    QCOMPARE(exporterFor(QStringLiteral("rle"))->write({{QStringLiteral("solid"), frames}}, raw),
             QByteArray::fromHex("02fe01fb"));
    QCOMPARE(exporterFor(QStringLiteral("bits"))->write({{QStringLiteral("solid"), frames}}, {}),
             QByteArray::fromHex("484d534b02020100010000000573"     // v2, bits, 1 frame, "solid"
                                 "6f6c6964050000000200000000000000" // 5 x 2
                                 "00000000020000"                   // origin 0, 0; 2 bytes
                                 "00c800"));
}

void TestExport::pngIsWhiteWhereSolid() {
    const std::vector<Mask> frames{testing::exampleMask(), Mask(5, 2)};
    const QImage image = QImage::fromData(
        exporterFor(QStringLiteral("png"))->write({{QStringLiteral("solid"), frames}}, {}), "PNG");
    QCOMPARE(image.size(), QSize(5, 4)); // frames stacked
    QCOMPARE(image.pixelColor(0, 0), QColor(255, 255, 255, 255));
    QCOMPARE(image.pixelColor(2, 0).alpha(), 0);
    QCOMPARE(image.pixelColor(4, 0), QColor(255, 255, 255, 255));
    QCOMPARE(image.pixelColor(0, 2).alpha(), 0);
}

void TestExport::cHeaderCompilesAndHoldsThePayload_data() {
    QTest::addColumn<QString>("compiler");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<int>("encoding");
    for (Encoding e : {Encoding::Bytes, Encoding::Rle, Encoding::Bits}) {
        QTest::addRow("C99 %s", encodingName(e))
            << "cc" << QStringList{"-std=c99", "-x", "c"} << int(e);
        QTest::addRow("C++ %s", encodingName(e))
            << "c++" << QStringList{"-std=c++17", "-x", "c++"} << int(e);
    }
}

void TestExport::cHeaderCompilesAndHoldsThePayload() {
    QFETCH(QString, compiler);
    QFETCH(QStringList, flags);
    QFETCH(int, encoding);
    QTemporaryDir dir;
    testing::MaskGenerator gen(61);
    // Frames of their own sizes and pivots, one of them negative.
    const std::vector<Mask> frames{gen.make(131, 7).toMask(), gen.make(131, 7).toMask(),
                                   gen.make(40, 12).toMask()};
    ExportOptions options;
    options.origins = {{0, 0}, {65, 3}, {-5, 3}};
    options.encoding = Encoding(encoding);
    options.name = QStringLiteral("8-bit hero");
    QFile header(dir.filePath(QStringLiteral("hero.h")));
    QVERIFY(header.open(QIODevice::WriteOnly));
    header.write(
        exporterFor(QStringLiteral("c"))->write({{QStringLiteral("solid"), frames}}, options));
    header.close();
    // A program that prints the array, and for RLE checks that each row offset starts a
    // row whose runs add up to the width.
    QFile source(dir.filePath(QStringLiteral("main.c")));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(R"(#include "hero.h"
#include "hero.h"
#include <stdio.h>
int main(void) {
    static const unsigned long widths[3] = {131, 131, 40}, heights[3] = {7, 7, 12};
    static const long originX[3] = {0, 65, -5}, originY[3] = {0, 3, 3};
    unsigned long i;
    int f, y;
    if (HITMASK_SPRITE_8_BIT_HERO_WIDTH != 131 || HITMASK_SPRITE_8_BIT_HERO_HEIGHT != 12 || HITMASK_SPRITE_8_BIT_HERO_FRAMES != 3) return 3;
    for (f = 0; f < HITMASK_SPRITE_8_BIT_HERO_FRAMES; ++f)
        if (sprite_8_bit_hero_frame_widths[f] != widths[f] || sprite_8_bit_hero_frame_heights[f] != heights[f] ||
            sprite_8_bit_hero_frame_origin_x[f] != originX[f] || sprite_8_bit_hero_frame_origin_y[f] != originY[f])
            return 5;
    for (i = 0; i < HITMASK_SPRITE_8_BIT_HERO_SIZE; ++i) printf("%02x", sprite_8_bit_hero_mask[i]);
#ifdef RLE
    if (sprite_8_bit_hero_row_tables[1] != 8 || sprite_8_bit_hero_row_tables[2] != 16) return 6;
    for (f = 0; f < HITMASK_SPRITE_8_BIT_HERO_FRAMES; ++f)
        for (y = 0; y < (int)heights[f]; ++y) {
            unsigned long at = sprite_8_bit_hero_frame_offsets[f] + sprite_8_bit_hero_row_offsets[sprite_8_bit_hero_row_tables[f] + y];
            unsigned long x = 0;
            while (x < widths[f]) { signed char c = (signed char)sprite_8_bit_hero_mask[at++]; x += (unsigned long)(c > 0 ? c : -c); }
            if (x != widths[f]) return 4;
        }
#endif
    (void)f; (void)y;
    return 0;
}
)");
    source.close();
    QStringList args = flags;
    args << QStringLiteral("-Wall") << QStringLiteral("-Wextra") << QStringLiteral("-Werror")
         << QStringLiteral("-pedantic") << dir.filePath(QStringLiteral("main.c"))
         << QStringLiteral("-o") << dir.filePath(QStringLiteral("hero"));
    if (Encoding(encoding) == Encoding::Rle)
        args << QStringLiteral("-DRLE");
    QProcess build;
    build.start(compiler, args);
    QVERIFY2(build.waitForFinished(60000), "compiler did not finish");
    QVERIFY2(build.exitCode() == 0, build.readAllStandardError().constData());
    QProcess run;
    run.start(dir.filePath(QStringLiteral("hero")));
    QVERIFY(run.waitForFinished(10000));
    QCOMPARE(run.exitCode(), 0);
    const QByteArray expected = (bytesOf(encodePayload(frames[0], Encoding(encoding))) +
                                 bytesOf(encodePayload(frames[1], Encoding(encoding))) +
                                 bytesOf(encodePayload(frames[2], Encoding(encoding))))
                                    .toHex();
    QCOMPARE(run.readAllStandardOutput(), expected);
}

void TestExport::identifiers() {
    QCOMPARE(cIdentifier(QStringLiteral("Ship-01 big")), QStringLiteral("ship_01_big"));
    QCOMPARE(cIdentifier(QStringLiteral("8bit")), QStringLiteral("sprite_8bit"));
    QCOMPARE(cIdentifier(QStringLiteral("--a  b--")), QStringLiteral("a_b"));
    QCOMPARE(cIdentifier(QStringLiteral("Schiff größe")), QStringLiteral("schiff_gr_e"));
    QCOMPARE(cIdentifier(QStringLiteral("ü-")), QStringLiteral("sprite"));
    QCOMPARE(cIdentifier(QString()), QStringLiteral("sprite"));
}

void TestExport::planNamesFiles() {
    QTemporaryDir dir;
    ProjectDocument doc;
    doc.setFilePath(dir.filePath(QStringLiteral("game.hitmask")));
    testing::addSprite(doc, dir.filePath(QStringLiteral("hero.png")),
                       testing::makeImage(4, 4, [](int, int) { return true; }));
    testing::addSprite(doc, dir.filePath(QStringLiteral("rock.png")),
                       testing::makeImage(4, 4, [](int, int) { return true; }));
    ExportSettings s;
    s.format = QStringLiteral("bits");
    QList<ExportItem> items = ProjectExport::plan(doc, s);
    QCOMPARE(items.size(), 2);
    QCOMPARE(items[0].path, dir.filePath(QStringLiteral("masks/hero.hmsk")));
    s.raw = true;
    s.skipped = {QStringLiteral("rock.png")};
    items = ProjectExport::plan(doc, s, dir.filePath(QStringLiteral("out")));
    QCOMPARE(items.size(), 1);
    // A raw payload has no header: it is named for its encoding, never .hmsk.
    QCOMPARE(items[0].path, dir.filePath(QStringLiteral("out/hero_0.bits")));
}

namespace {
// A project in `root` with a 4 x 4 sprite at each of `paths` (relative to root), saved.
QString makeProject(const QTemporaryDir& root, const QStringList& paths,
                    const ExportSettings& settings = {}) {
    ProjectDocument doc;
    doc.setFilePath(root.filePath(QStringLiteral("game/game.hitmask")));
    for (const QString& relative : paths) {
        const QString path = root.filePath(QStringLiteral("game/") + relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        const QImage image = testing::makeImage(4, 4, [](int x, int y) { return x <= y; });
        if (!image.save(path))
            return {};
        testing::addSprite(doc, path, image);
    }
    doc.applyExportSettings(settings);
    QString error;
    return ProjectFile::save(doc, doc.filePath(), &error) ? doc.filePath() : QString();
}
} // namespace

void TestExport::sameNamesInTwoFoldersGetTwoFiles() {
    QTemporaryDir dir;
    ProjectDocument doc;
    QString error;
    QVERIFY(ProjectFile::load(
        doc,
        makeProject(dir, {"menu/arrow.png", "cursors/arrow.png", "hero.png", "../art/rock.png"}),
        &error));
    for (const QString& format : exporterIds()) {
        ExportSettings s; // the default pattern
        s.format = format;
        const QList<ExportItem> items = ProjectExport::plan(doc, s);
        QCOMPARE(items.size(), 4);
        const QString ext = exporterFor(format)->suffix();
        const QString masks = dir.filePath(QStringLiteral("game/masks/"));
        QCOMPARE(items[0].path, masks + "menu/arrow." + ext);
        QCOMPARE(items[1].path, masks + "cursors/arrow." + ext);
        QCOMPARE(items[2].path, masks + "hero." + ext);       // unchanged for a flat project
        QCOMPARE(items[3].path, masks + "_/art/rock." + ext); // never outside the folder
        QCOMPARE(ProjectExport::clashes(doc, items, s), QStringList());
    }
    ExportSettings c;
    c.format = QStringLiteral("c");
    const QList<ExportItem> items = ProjectExport::plan(doc, c);
    QCOMPARE(items[0].identifier, QStringLiteral("menu_arrow"));
    QCOMPARE(items[1].identifier, QStringLiteral("cursors_arrow"));
    QCOMPARE(items[2].identifier, QStringLiteral("hero"));
    // The names reach the header: guards and symbols differ.
    const QByteArray menu = ProjectExport::render(items[0], c);
    const QByteArray cursors = ProjectExport::render(items[1], c);
    QVERIFY(menu.contains("#ifndef HITMASK_MENU_ARROW_MASK_H") &&
            menu.contains(" menu_arrow_mask["));
    QVERIFY(cursors.contains("#ifndef HITMASK_CURSORS_ARROW_MASK_H") &&
            cursors.contains(" cursors_arrow_mask["));
}

void TestExport::clashingNamesAreReported_data() {
    QTest::addColumn<QStringList>("sprites");
    QTest::addColumn<QString>("format");
    QTest::addColumn<bool>("raw");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QStringList>("expected"); // the words each sentence must hold
    const QStringList arrows{"menu/arrow.png", "cursors/arrow.png"};
    QTest::newRow("no {dir}") << arrows << "rle" << false << "{sprite}.{ext}"
                              << QStringList{"menu/arrow.png", "cursors/arrow.png", "arrow.hmsk"};
    QTest::newRow("no {dir}, C") << arrows << "c" << false << "{sprite}.{ext}"
                                 << QStringList{"menu/arrow.png", "cursors/arrow.png", "arrow.h"};
    QTest::newRow("case only") << QStringList{"Arrow.png", "arrow.png"} << "png" << false
                               << "{dir}/{sprite}.{ext}"
                               << QStringList{"Arrow.png", "arrow.png", "written to"};
    QTest::newRow("C identifier") << QStringList{"a-b.png", "a_b.png"} << "c" << false
                                  << "{dir}/{sprite}.{ext}"
                                  << QStringList{"a-b.png", "a_b.png", "named a_b in C"};
    QTest::newRow("raw frames, no {sprite}")
        << arrows << "bits" << true << "{dir}/{frame}.{ext}" << QStringList{};
    QTest::newRow("raw frames, fixed name")
        << QStringList{"hero.png", "rock.png"} << "bytes" << true << "mask_{frame}.{ext}"
        << QStringList{"hero.png (frame 0)", "rock.png (frame 0)", "mask_0.bytes"};
}

void TestExport::clashingNamesAreReported() {
    QFETCH(QStringList, sprites);
    QFETCH(QString, format);
    QFETCH(bool, raw);
    QFETCH(QString, pattern);
    QFETCH(QStringList, expected);
    QTemporaryDir dir;
    ProjectDocument doc;
    QString error;
    QVERIFY(ProjectFile::load(doc, makeProject(dir, sprites), &error));
    ExportSettings s;
    s.format = format;
    s.raw = raw;
    s.pattern = pattern;
    const QStringList clashes = ProjectExport::clashes(doc, ProjectExport::plan(doc, s), s);
    QCOMPARE(clashes.size(), expected.isEmpty() ? 0 : 1);
    for (const QString& word : expected)
        QVERIFY2(clashes.first().contains(QDir::toNativeSeparators(word)),
                 qPrintable(clashes.first()));
}

// The editor's export and `hitmask-cli export` share these checks.
void TestExport::neverOverTheArtOrOutsideTheFolder() {
    QTemporaryDir dir;
    ProjectDocument doc;
    QString error;
    QVERIFY(ProjectFile::load(doc, makeProject(dir, {"hero.png", "game.png"}), &error));
    ExportSettings s;
    s.format = QStringLiteral("png");
    s.folder = QStringLiteral(".");
    s.pattern = QStringLiteral("{sprite}.{ext}");
    QStringList clashes = ProjectExport::clashes(doc, ProjectExport::plan(doc, s), s);
    QCOMPARE(clashes.size(), 2);
    QVERIFY2(clashes[0].contains(u"would overwrite the image of hero.png"), qPrintable(clashes[0]));
    s.pattern = QStringLiteral("{sprite}.hitmask");
    clashes = ProjectExport::clashes(doc, ProjectExport::plan(doc, s), s);
    QCOMPARE(clashes.size(), 1);
    QVERIFY2(clashes[0].contains(u"game.png would overwrite the project file"),
             qPrintable(clashes[0]));
    s.folder = QStringLiteral("masks");
    s.pattern = QStringLiteral("../../{sprite}.{ext}");
    clashes = ProjectExport::clashes(doc, ProjectExport::plan(doc, s), s);
    QCOMPARE(clashes.size(), 2);
    QVERIFY2(clashes[0].contains(u"outside the output folder"), qPrintable(clashes[0]));
    s.pattern = QStringLiteral("{sprite}_{bogus}.{ext}");
    clashes = ProjectExport::clashes(doc, ProjectExport::plan(doc, s), s);
    QCOMPARE(clashes.size(), 1);
    QVERIFY2(clashes[0].contains(u"{bogus}"), qPrintable(clashes[0]));
    s.pattern = QStringLiteral("{sprite}.{ext}");
    QCOMPARE(ProjectExport::clashes(doc, ProjectExport::plan(doc, s), s), QStringList());
}

void TestExport::cliRefusesClashesAndWritesNothing() {
    QTemporaryDir dir;
    ExportSettings s;
    s.pattern = QStringLiteral("{sprite}.{ext}"); // as saved by older projects
    const QString project = makeProject(dir, {"menu/arrow.png", "cursors/arrow.png"}, s);
    QVERIFY(!project.isEmpty());
    const QString out = dir.filePath(QStringLiteral("out"));
    QProcess cli;
    cli.start(QStringLiteral(HITMASK_CLI_PATH),
              {QStringLiteral("export"), project, QStringLiteral("-o"), out});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    const QString stderrText = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(stderrText.count(u'\n'), 1); // one line
    QVERIFY2(stderrText.contains(QStringLiteral("menu/arrow.png")) &&
                 stderrText.contains(QStringLiteral("cursors/arrow.png")) &&
                 stderrText.contains(QStringLiteral("nothing was written")),
             qPrintable(stderrText));
    QVERIFY(readTree(out).isEmpty());

    // The default pattern keeps the folders apart: two files, each with its own mask.
    ProjectDocument doc;
    QString error;
    QVERIFY(ProjectFile::load(doc, project, &error));
    ExportSettings fixed = doc.exportSettings();
    fixed.pattern = ExportSettings().pattern;
    doc.applyExportSettings(fixed);
    QVERIFY(ProjectFile::save(doc, project, &error));
    cli.start(QStringLiteral(HITMASK_CLI_PATH),
              {QStringLiteral("export"), project, QStringLiteral("-o"), out});
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QCOMPARE(readTree(out).keys(), (QStringList{"cursors/arrow.hmsk", "menu/arrow.hmsk"}));
}

void TestExport::cliRawPayloadsAreNotHmsk() {
    QTemporaryDir dir;
    const QString project = makeProject(dir, {"hero.png"});
    for (const QString& format :
         {QStringLiteral("bytes"), QStringLiteral("rle"), QStringLiteral("bits")}) {
        const QString out = dir.filePath(QStringLiteral("out-") + format);
        QProcess cli;
        cli.start(QStringLiteral(HITMASK_CLI_PATH),
                  {QStringLiteral("export"), project, QStringLiteral("-o"), out,
                   QStringLiteral("--format"), format, QStringLiteral("--raw")});
        QVERIFY(cli.waitForFinished(30000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QMap<QString, QByteArray> files = readTree(out);
        QCOMPARE(files.keys(), QStringList{QStringLiteral("hero_0.") + format});
        QVERIFY(!files.first().startsWith("HMSK"));
    }
}

void TestExport::settingsTravelWithTheProject() {
    QTemporaryDir dir;
    const QString sprite = dir.filePath(QStringLiteral("hero.png"));
    QVERIFY(testing::makeImage(4, 4, [](int x, int) { return x < 2; }).save(sprite));
    ExportSettings s;
    s.format = QStringLiteral("c");
    s.headerEncoding = Encoding::Bits;
    s.folder = QStringLiteral("../build/masks");
    s.pattern = QStringLiteral("mask_{sprite}.{ext}");
    {
        ProjectDocument doc;
        testing::addSprite(doc, sprite, QImage(sprite));
        doc.applyExportSettings(s);
        QString error;
        QVERIFY(ProjectFile::save(doc, dir.filePath(QStringLiteral("p.hitmask")), &error));
    }
    ProjectDocument loaded;
    QString error;
    QVERIFY(ProjectFile::load(loaded, dir.filePath(QStringLiteral("p.hitmask")), &error));
    QVERIFY(loaded.exportSettings() == s);
}

// The shipped demo has what docs/editor.md shows: the frog's hurt and hit channels (hurt with
// the back legs trimmed, hit painted over the mouth), the ship as a rotation set, and the
// hopping frog as a tagged animation.
void TestExport::demoShowsChannelsRotationsAndAnAnimation() {
    ProjectDocument demo;
    QString error;
    QVERIFY2(ProjectFile::load(demo, QStringLiteral(HITMASK_DEMO_DIR "/demo.hitmask"), &error),
             qPrintable(error));
    const Sprite* frog = nullptr;
    const Sprite* ship = nullptr;
    const Sprite* hop = nullptr;
    for (const auto& sprite : demo.sprites()) {
        if (sprite->name() == QLatin1String("frog"))
            frog = sprite.get();
        else if (sprite->name() == QLatin1String("ship"))
            ship = sprite.get();
        else if (sprite->name() == QLatin1String("frog_hop"))
            hop = sprite.get();
    }
    QVERIFY(frog && ship && hop);
    QStringList channels;
    for (const Channel& channel : frog->channels())
        channels << channel.name;
    QCOMPARE(channels, (QStringList{"solid", "hurt", "hit"}));
    const Frame& frame = frog->frames().front();
    const Mask& solid = frame.channel(0).effective;
    const Mask& hurt = frame.channel(1).effective;
    const Mask& hit = frame.channel(2).effective;
    QVERIFY(solid.test(24, 20) && hurt.test(24, 20)); // the body hurts
    QVERIFY(solid.test(9, 31) && !hurt.test(9, 31));  // a back leg does not
    QVERIFY(hit.test(24, 20) && !hit.test(24, 8));    // the mouth hits, the eyes do not
    QCOMPARE(ship->frames().size(), std::size_t(24));
    QVERIFY(ship->cut().isRotationSet());
    QCOMPARE(hop->frames().size(), std::size_t(4));
    QCOMPARE(hop->tags().size(), 1);
    QCOMPARE(hop->tags().front().name, QStringLiteral("hop"));
}

void TestExport::projectExportIsByteIdentical() {
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath(QStringLiteral("game")));
    for (const QString& name : {QStringLiteral("demo.hitmask"), QStringLiteral("frog.png"),
                                QStringLiteral("potato.png"), QStringLiteral("asteroid.png"),
                                QStringLiteral("ship.png"), QStringLiteral("frog_hop.png")})
        QVERIFY(QFile::copy(QStringLiteral(HITMASK_DEMO_DIR "/") + name,
                            dir.filePath(QStringLiteral("game/") + name)));
    const QString project = dir.filePath(QStringLiteral("game/demo.hitmask"));
    for (const QString& format : exporterIds()) {
        QMap<QString, QByteArray> runs[2];
        for (int run = 0; run < 2; ++run) {
            const QString out = dir.filePath(QStringLiteral("out%1-%2").arg(run).arg(format));
            QProcess cli;
            cli.start(QStringLiteral(HITMASK_CLI_PATH),
                      {QStringLiteral("export"), project, QStringLiteral("-o"), out,
                       QStringLiteral("--format"), format});
            QVERIFY(cli.waitForFinished(30000));
            const QByteArray progress = cli.readAllStandardError();
            // The demo ship is a rotation set: its frames are no tiles of ship.png, and a
            // Tiled tileset over that image would put them on the wrong pixels.
            if (format == QLatin1String("tiled")) {
                QCOMPARE(cli.exitCode(), 2);
                QCOMPARE(progress.count('\n'), 1);
                QVERIFY2(progress.contains("ship.png") && progress.contains("nothing was written"),
                         progress.constData());
                QVERIFY(!QFileInfo::exists(out));
                continue;
            }
            QVERIFY2(cli.exitCode() == 0, progress.constData());
            // Five sprites; the frog's hurt and hit channels get files of their own in the
            // formats that hold one mask per file.
            const QByteArray count = exporterFor(format)->holdsChannels() ? "5" : "7";
            QVERIFY2(progress.contains("[" + count + "/" + count + "]"), progress.constData());
            runs[run] = readTree(out);
        }
        if (format == QLatin1String("tiled"))
            continue;
        // PNG writes a side-car (frame rectangles and origins) beside each image.
        const int files = exporterFor(format)->holdsChannels() ? 5 : 7;
        QCOMPARE(runs[0].size(),
                 exporterFor(format)->sidecarSuffix().isEmpty() ? files : 2 * files);
        QVERIFY2(runs[0] == runs[1], qPrintable(format));
    }
    // The ship's guns are hand-edited away in the demo: the export has them too.
    QFile ship(dir.filePath(QStringLiteral("out0-bytes/ship.hmsk")));
    QVERIFY(ship.open(QIODevice::ReadOnly));
    const QByteArray bytes = ship.readAll();
    const MaskFile file = loadHmsk(std::span(
        reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
    QVERIFY(file);
    QVERIFY(!file.frames[0].solid().test(4, 35));
    QVERIFY(file.frames[0].solid().test(20, 35));
}

// A rotation set (frames of different sizes, each with its pivot) exported as PNG from the
// project: frames stacked top to bottom at the left edge, the side-car naming each one's
// rectangle and origin.
void TestExport::pngExportOfFramesWritesSidecar() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ship.png"));
    QImage art(7, 3, QImage::Format_RGBA8888);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 7; ++x)
            art.setPixel(x, y, (x + 2 * y) % 3 ? 0xFF2080C0u : 0u);
    QVERIFY(art.save(path));
    ProjectDocument doc;
    doc.setFilePath(dir.filePath(QStringLiteral("p.hitmask")));
    const int id = testing::addSprite(doc, path, art);
    QString error;
    CutFrames* rotations = generateRotationSet(&doc, id, 0, 8, &error);
    QVERIFY2(rotations, qPrintable(error));
    doc.undoStack()->push(rotations);
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.frames().size(), std::size_t(8));

    ExportSettings s;
    s.format = QStringLiteral("png");
    s.folder = dir.filePath(QStringLiteral("out"));
    const QList<ExportItem> items = ProjectExport::plan(doc, s);
    QCOMPARE(items.size(), 1);
    QVERIFY2(ExportJob::writeItem(items[0], s, &error), qPrintable(error));
    QCOMPARE(items[0].path, dir.filePath(QStringLiteral("out/ship.png")));
    const QImage png(items[0].path);
    QVERIFY(!png.isNull());
    QFile sidecarFile(dir.filePath(QStringLiteral("out/ship.frames.json")));
    QVERIFY(sidecarFile.open(QIODevice::ReadOnly));
    const QJsonArray listed =
        QJsonDocument::fromJson(sidecarFile.readAll()).object().value("frames").toArray();
    QCOMPARE(listed.size(), 8);
    int top = 0;
    for (int f = 0; f < 8; ++f) {
        const Frame& frame = sprite.frames()[std::size_t(f)];
        const QJsonObject entry = listed[f].toObject();
        const QJsonArray rect = entry.value("rect").toArray();
        QCOMPARE(rect, (QJsonArray{0, top, frame.width(), frame.height()}));
        QCOMPARE(entry.value("origin").toArray(), (QJsonArray{frame.origin.x(), frame.origin.y()}));
        for (int y = 0; y < frame.height(); ++y)
            for (int x = 0; x < frame.width(); ++x)
                QCOMPARE(qAlpha(png.pixel(x, top + y)) == 255, frame.solid().effective.test(x, y));
        top += frame.height();
    }
    // A quarter turn's pivot is where the centre lands: not the corner.
    QVERIFY(sprite.frames()[2].origin != QPoint(0, 0));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
