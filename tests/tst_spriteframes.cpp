// SPDX-License-Identifier: MIT
// Sprites whose frames hold their own images: animated GIFs, JSON sheets and rotation sets
// through the document (cut, reload, hand edits kept by index, undo, project files).
// Oracles are plain loops over the source pixels.
#include "common/imageloader.h"
#include "document/commands/addsprite.h"
#include "document/commands/cutframes.h"
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/spritefile.h"
#include "export/projectexport.h"
#include "support/gifwriter.h"
#include "support/sheetfixtures.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <hitmask/codec.hpp>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Solid where alpha > 0 (the default rule), straight from the image's bytes.
bool maskMatchesAlpha(const Mask& mask, const QImage& image) {
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    if (mask.width() != rgba.width() || mask.height() != rgba.height())
        return false;
    for (int y = 0; y < rgba.height(); ++y)
        for (int x = 0; x < rgba.width(); ++x)
            if (mask.test(x, y) != (rgba.constScanLine(y)[4 * x + 3] > 0))
                return false;
    return true;
}

// Frame pixels of a GIF written by writeGif, from its palette indices.
QImage gifFrame(const QList<int>& indices, int w, int h) {
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, kGifPalette[indices[y * w + x]]);
    return image;
}

QList<int> gifIndices(int w, int h, int seed) {
    QList<int> out;
    for (int i = 0; i < w * h; ++i)
        out << (i * 7 + seed * 3 + i / w) % 4;
    return out;
}

QByteArray gifOf(int frames, int w, int h) {
    QList<QList<int>> images;
    QList<int> delays;
    for (int f = 0; f < frames; ++f) {
        images << gifIndices(w, h, f);
        delays << 5 * (f + 1); // 50, 100, 150 ... ms
    }
    return writeGif(images, w, h, delays);
}

// An asymmetric shape with holes: no rotation maps it onto itself.
QImage asymmetric(int w, int h) {
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, ((x * 5 + y * 3) % 7 < 4 || x == 0) ? 0xFF3070A0u : 0u);
    return image;
}

int addFile(ProjectDocument& doc, const SpriteFile& file) {
    auto sprite = file.makeSprite(doc.nextSpriteId());
    const int id = sprite->id();
    doc.undoStack()->push(new AddSprite(&doc, std::move(sprite), int(doc.sprites().size())));
    return id;
}

// Forces the given pixels of frame `index` solid or empty, as one undo step.
void paint(ProjectDocument& doc, int id, int index, const QList<QPoint>& pixels, Override state) {
    const Frame& frame = doc.sprite(id)->frames()[std::size_t(index)];
    PixelEdits edits(frame);
    for (QPoint p : pixels)
        edits.set(p.x(), p.y(), state);
    doc.undoStack()->push(
        new PaintPixels(&doc, id, frame.id, edits.take(), 0, QStringLiteral("paint")));
}

} // namespace

class TestSpriteFrames : public QObject {
    Q_OBJECT

private slots:
    void gifOpensWithEveryFrameAndDuration();
    void reloadOfShorterGifSetsFramesAside();
    void sheetJsonThroughDocument_data();
    void sheetJsonThroughDocument();
    void sheetWithoutImageIsAnError();
    void rotationSetZeroAndQuarterTurns();
    void handEditSurvivesRegeneration();
    void regenerateWithOtherCountAndUndo();
    void projectRoundTrip();
    void version2ProjectStillLoads();
    void undoOfACutShowsTheArtAsItIsNow();
    void rectanglesPastAShrunkenImageAreSetAside_data();
    void rectanglesPastAShrunkenImageAreSetAside();
    void imageWithoutTheFirstFrameIsRefused();
    void badCutsGiveReasons_data();
    void badCutsGiveReasons();
};

void TestSpriteFrames::gifOpensWithEveryFrameAndDuration() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walk.gif"));
    QVERIFY(writeFile(path, gifOf(3, 6, 4)));
    const SpriteFile file = SpriteFile::load(path, {});
    QVERIFY2(file.ok(), qPrintable(file.error));
    QCOMPARE(file.cut.kind, FrameCut::Kind::Images);
    ProjectDocument doc;
    const int id = addFile(doc, file);
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.frames().size(), std::size_t(3));
    for (int f = 0; f < 3; ++f) {
        const Frame& frame = sprite.frames()[std::size_t(f)];
        QCOMPARE(frame.durationMs, 50 * (f + 1));
        QVERIFY(samePixels(frame.image, gifFrame(gifIndices(6, 4, f), 6, 4)));
        QVERIFY(maskMatchesAlpha(frame.solid().effective, frame.image));
    }
    // A still image stays one whole frame.
    const QString still = dir.filePath(QStringLiteral("still.png"));
    QVERIFY(asymmetric(5, 3).save(still));
    const SpriteFile stillFile = SpriteFile::load(still, {});
    QCOMPARE(stillFile.cut.kind, FrameCut::Kind::Whole);
    QCOMPARE(stillFile.frames.frames.size(), 1);
    // A GIF cut short is refused rather than opened with fewer frames.
    QByteArray cut = gifOf(3, 6, 4);
    cut.chop(1);
    QVERIFY(writeFile(path, cut));
    QVERIFY(!SpriteFile::load(path, {}).ok());
}

void TestSpriteFrames::reloadOfShorterGifSetsFramesAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walk.gif"));
    QVERIFY(writeFile(path, gifOf(3, 6, 4)));
    ProjectDocument doc;
    const int id = addFile(doc, SpriteFile::load(path, {}));
    paint(doc, id, 2, {{1, 1}, {4, 2}}, Override::Empty);
    const int thirdId = doc.sprite(id)->frames()[2].id;

    QVERIFY(writeFile(path, gifOf(2, 6, 4)));
    QSignalSpy rebuilt(&doc, &ProjectDocument::spriteRebuilt);
    QVERIFY(doc.reloadSprite(id));
    QCOMPARE(rebuilt.count(), 1);
    QCOMPARE(doc.sprite(id)->frames().size(), std::size_t(2));
    QCOMPARE(doc.sprite(id)->framesAside().size(), std::size_t(1));
    QVERIFY(doc.isModified());

    // Saved and loaded, the frame aside keeps its edits.
    const QString project = dir.filePath(QStringLiteral("p.hitmask"));
    QString error;
    QVERIFY2(ProjectFile::save(doc, project, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &error), qPrintable(error));
    Sprite& again = *loaded.sprites().front();
    QCOMPARE(again.framesAside().size(), std::size_t(1));

    // The third frame comes back, with its edits, when the file has it again.
    QVERIFY(writeFile(path, gifOf(3, 6, 4)));
    for (ProjectDocument* d : {&doc, &loaded}) {
        const int sid = d->sprites().front()->id();
        QVERIFY(d->reloadSprite(sid));
        const Sprite& s = *d->sprite(sid);
        QCOMPARE(s.frames().size(), std::size_t(3));
        QVERIFY(s.framesAside().empty());
        const Frame& third = s.frames()[2];
        QCOMPARE(third.solid().overrides.at(1, 1), Override::Empty);
        QCOMPARE(third.solid().overrides.at(4, 2), Override::Empty);
        QCOMPARE(third.solid().overrides.count(), std::size_t(2));
        QVERIFY(!third.solid().effective.test(1, 1));
        QVERIFY(samePixels(third.image, gifFrame(gifIndices(6, 4, 2), 6, 4)));
    }
    QCOMPARE(doc.sprite(id)->frames()[2].id, thirdId);
}

void TestSpriteFrames::sheetJsonThroughDocument_data() {
    QTest::addColumn<QByteArray>("json");
    const PackedSheet p = packSheet();
    QTest::newRow("hash") << hashJson(p);
    QTest::newRow("array") << arrayJson(p);
}

void TestSpriteFrames::sheetJsonThroughDocument() {
    QFETCH(QByteArray, json);
    const PackedSheet p = packSheet();
    QTemporaryDir dir;
    QVERIFY(p.sheet.save(dir.filePath(QStringLiteral("walk.png")))); // meta.image
    const QString jsonPath = dir.filePath(QStringLiteral("walk.json"));
    QVERIFY(writeFile(jsonPath, json));
    const SpriteFile file = SpriteFile::loadSheet(jsonPath, {});
    QVERIFY2(file.ok(), qPrintable(file.error));
    QCOMPARE(file.path, dir.filePath(QStringLiteral("walk.png")));
    ProjectDocument doc;
    const int id = addFile(doc, file);
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.cut().kind, FrameCut::Kind::SheetJson);
    QCOMPARE(sprite.frames().size(), std::size_t(3));
    const int durations[] = {100, 150, 50};
    for (int f = 0; f < 3; ++f) {
        const Frame& frame = sprite.frames()[std::size_t(f)];
        QVERIFY2(samePixels(frame.image, p.expected[f]), qPrintable(QString::number(f)));
        QCOMPARE(frame.durationMs, durations[f]);
        QVERIFY(maskMatchesAlpha(frame.solid().effective, p.expected[f]));
    }
    // An edit on the rotated frame survives a reload of the sheet (the JSON is re-read).
    paint(doc, id, 2, {{0, 2}}, Override::Solid);
    QVERIFY(doc.reloadSprite(id));
    QCOMPARE(doc.sprite(id)->frames()[2].solid().overrides.at(0, 2), Override::Solid);
    QVERIFY(doc.sprite(id)->frames()[2].solid().effective.test(0, 2));
}

void TestSpriteFrames::sheetWithoutImageIsAnError() {
    QTemporaryDir dir;
    const QString jsonPath = dir.filePath(QStringLiteral("walk.json"));
    QVERIFY(writeFile(jsonPath, arrayJson(packSheet())));
    const SpriteFile file = SpriteFile::loadSheet(jsonPath, {});
    QVERIFY(!file.ok());
    QVERIFY2(file.error.contains(QStringLiteral("walk.png")), qPrintable(file.error));
    QVERIFY(writeFile(jsonPath, "{\"frames\": 3}"));
    QVERIFY(packSheet().sheet.save(dir.filePath(QStringLiteral("walk.png"))));
    QVERIFY(!SpriteFile::loadSheet(jsonPath, {}).ok());
}

void TestSpriteFrames::rotationSetZeroAndQuarterTurns() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ship.png"));
    const int w = 9, h = 5;
    const QImage art = asymmetric(w, h);
    QVERIFY(art.save(path));
    ProjectDocument doc;
    const int id = addFile(doc, SpriteFile::load(path, {}));
    QString error;
    CutFrames* command = generateRotationSet(&doc, id, 0, 24, &error);
    QVERIFY2(command, qPrintable(error));
    doc.undoStack()->push(command);
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.frames().size(), std::size_t(24));
    QVERIFY(sprite.cut().isRotationSet());
    // The source's alpha at (x, y), and each quarter turn's pixel from the definition of a
    // clockwise turn.
    auto alpha = [&](int x, int y) {
        return qAlpha(art.pixel(x, y)) > 0;
    };
    const Frame& zero = sprite.frames()[0];
    QCOMPARE(zero.size(), QSize(w, h));
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            QCOMPARE(zero.solid().effective.test(x, y), alpha(x, y));
    const Frame& quarter = sprite.frames()[6];
    const Frame& half = sprite.frames()[12];
    const Frame& threeQuarters = sprite.frames()[18];
    QCOMPARE(quarter.size(), QSize(h, w));
    QCOMPARE(half.size(), QSize(w, h));
    QCOMPARE(threeQuarters.size(), QSize(h, w));
    for (int y = 0; y < w; ++y)
        for (int x = 0; x < h; ++x) {
            QCOMPARE(quarter.solid().effective.test(x, y), alpha(y, h - 1 - x));
            QCOMPARE(threeQuarters.solid().effective.test(x, y), alpha(w - 1 - y, x));
        }
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            QCOMPARE(half.solid().effective.test(x, y), alpha(w - 1 - x, h - 1 - y));
    // Undo gives the single frame back.
    doc.undoStack()->undo();
    QCOMPARE(doc.sprite(id)->frames().size(), std::size_t(1));
    QVERIFY(!doc.sprite(id)->cut().isRotationSet());
}

void TestSpriteFrames::handEditSurvivesRegeneration() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ship.png"));
    QVERIFY(asymmetric(9, 5).save(path));
    ProjectDocument doc;
    const int id = addFile(doc, SpriteFile::load(path, {}));
    QString error;
    doc.undoStack()->push(generateRotationSet(&doc, id, 0, 24, &error));
    const int k = 7;
    paint(doc, id, k, {{2, 3}, {3, 3}}, Override::Solid);
    paint(doc, id, k, {{0, 0}}, Override::Empty);
    const int editedId = doc.sprite(id)->frames()[k].id;

    // The art changes on disk: the set is cut again and rotation k keeps its edits.
    QImage changed = asymmetric(9, 5);
    changed.setPixel(4, 2, 0xFF00FF00u);
    changed.setPixel(8, 4, 0u);
    QVERIFY(changed.save(path));
    QVERIFY(doc.reloadSprite(id));
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.frames().size(), std::size_t(24));
    for (int i = 0; i < 24; ++i) {
        const Frame& frame = sprite.frames()[std::size_t(i)];
        QCOMPARE(frame.solid().overrides.count(), std::size_t(i == k ? 3 : 0));
    }
    const Frame& edited = sprite.frames()[k];
    QCOMPARE(edited.id, editedId);
    QCOMPARE(edited.solid().overrides.at(2, 3), Override::Solid);
    QCOMPARE(edited.solid().overrides.at(3, 3), Override::Solid);
    QCOMPARE(edited.solid().overrides.at(0, 0), Override::Empty);
    QVERIFY(edited.solid().effective.test(2, 3));
    QVERIFY(!edited.solid().effective.test(0, 0));
    // The new art shows in the rotated frames: frame 0 is the changed image.
    QVERIFY(samePixels(sprite.frames()[0].image, changed));

    // Generating the set again with as many rotations keeps the edits too, as one undo step.
    const int steps = doc.undoStack()->count();
    doc.undoStack()->push(generateRotationSet(&doc, id, 3, 24, &error));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(doc.sprite(id)->frames()[k].solid().overrides.count(), std::size_t(3));
    QCOMPARE(doc.sprite(id)->cut().rotationSource, 0); // still the same source frame
    // Undo of the paint strokes still finds the frame by its id.
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.sprite(id)->frames()[k].solid().overrides.at(0, 0), Override::Auto);
}

void TestSpriteFrames::regenerateWithOtherCountAndUndo() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ship.png"));
    QVERIFY(asymmetric(9, 5).save(path));
    ProjectDocument doc;
    const int id = addFile(doc, SpriteFile::load(path, {}));
    QString error;
    doc.undoStack()->push(generateRotationSet(&doc, id, 0, 24, &error));
    paint(doc, id, 5, {{1, 1}}, Override::Solid);
    doc.undoStack()->push(generateRotationSet(&doc, id, 0, 12, &error));
    QCOMPARE(doc.sprite(id)->frames().size(), std::size_t(12));
    for (const Frame& frame : doc.sprite(id)->frames())
        QVERIFY(frame.solid().overrides.isEmpty());
    doc.undoStack()->undo();
    QCOMPARE(doc.sprite(id)->frames().size(), std::size_t(24));
    QCOMPARE(doc.sprite(id)->cut().rotations, 24);
    QCOMPARE(doc.sprite(id)->frames()[5].solid().overrides.at(1, 1), Override::Solid);
    doc.undoStack()->redo();
    QCOMPARE(doc.sprite(id)->cut().rotations, 12);
    // Out of range: a clear error, no command.
    QVERIFY(!generateRotationSet(&doc, id, 0, 361, &error));
    QVERIFY(!error.isEmpty());
}

void TestSpriteFrames::projectRoundTrip() {
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("walk.gif"));
    QVERIFY(writeFile(gif, gifOf(3, 6, 4)));
    const PackedSheet p = packSheet();
    QVERIFY(p.sheet.save(dir.filePath(QStringLiteral("walk.png"))));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sheets")));
    const QString json = dir.filePath(QStringLiteral("sheets/walk.json"));
    QByteArray text = hashJson(p);
    text.replace("\"image\": \"walk.png\"", "\"image\": \"../walk.png\"");
    QVERIFY(writeFile(json, text));
    const QString ship = dir.filePath(QStringLiteral("ship.png"));
    QVERIFY(asymmetric(9, 5).save(ship));

    ProjectDocument doc;
    const int gifId = addFile(doc, SpriteFile::load(gif, {}));
    const SpriteFile sheet = SpriteFile::loadSheet(json, {});
    QVERIFY2(sheet.ok(), qPrintable(sheet.error));
    const int sheetId = addFile(doc, sheet);
    const int shipId = addFile(doc, SpriteFile::load(ship, {}));
    QString error;
    doc.undoStack()->push(generateRotationSet(&doc, shipId, 0, 24, &error));
    paint(doc, gifId, 2, {{5, 3}}, Override::Empty);
    paint(doc, sheetId, 1, {{0, 0}}, Override::Solid);
    paint(doc, shipId, 13, {{2, 2}}, Override::Solid);

    const QString project = dir.filePath(QStringLiteral("all.hitmask"));
    QVERIFY2(ProjectFile::save(doc, project, &error), qPrintable(error));
    QFile saved(project);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("\"version\": 4"));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &error), qPrintable(error));
    QCOMPARE(loaded.sprites().size(), doc.sprites().size());
    for (std::size_t s = 0; s < doc.sprites().size(); ++s) {
        const Sprite& a = *doc.sprites()[s];
        const Sprite& b = *loaded.sprites()[s];
        QCOMPARE(b.path(), a.path());
        QVERIFY(b.cut() == a.cut());
        QCOMPARE(b.frames().size(), a.frames().size());
        for (std::size_t f = 0; f < a.frames().size(); ++f) {
            const Frame& fa = a.frames()[f];
            const Frame& fb = b.frames()[f];
            QVERIFY(samePixels(fa.image, fb.image));
            QCOMPARE(fb.origin, fa.origin);
            QCOMPARE(fb.durationMs, fa.durationMs);
            QCOMPARE(fb.rect, fa.rect);
            QVERIFY(fb.solid().overrides.forcedSolid() == fa.solid().overrides.forcedSolid());
            QVERIFY(fb.solid().overrides.forcedEmpty() == fa.solid().overrides.forcedEmpty());
            QVERIFY(fb.solid().effective == fa.solid().effective);
            QCOMPARE(fb.solid().review.count(), std::size_t(0));
        }
    }
    QCOMPARE(loaded.sprite(loaded.sprites()[2]->id())->frames()[13].solid().overrides.at(2, 2),
             Override::Solid);
}

void TestSpriteFrames::version2ProjectStillLoads() {
    // A version 2 file of a strip cut into two frames by hand-written rectangles.
    QTemporaryDir dir;
    const QImage strip = asymmetric(8, 3);
    QVERIFY(strip.save(dir.filePath(QStringLiteral("strip.png"))));
    const QString project = dir.filePath(QStringLiteral("old.hitmask"));
    QVERIFY(writeFile(project, R"({"format": "hitmask-project", "version": 2, "sprites": [
        {"path": "strip.png", "threshold": 0, "frames": [
            {"rect": [0, 0, 4, 3]}, {"rect": [4, 0, 4, 3]}]}]})"));
    ProjectDocument doc;
    QString error;
    QVERIFY2(ProjectFile::load(doc, project, &error), qPrintable(error));
    const Sprite& sprite = *doc.sprites().front();
    QCOMPARE(sprite.cut().kind, FrameCut::Kind::Rects);
    QCOMPARE(sprite.frames().size(), std::size_t(2));
    QCOMPARE(sprite.frames()[1].rect, QRect(4, 0, 4, 3));
    QVERIFY(samePixels(sprite.frames()[1].image, strip.copy(4, 0, 4, 3)));
}

// Frames held by a cut command for undo were cut from the art of their time; when they
// come back after a reload, they show the art as it is now.
void TestSpriteFrames::undoOfACutShowsTheArtAsItIsNow() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("strip.png"));
    QVERIFY(asymmetric(8, 3).save(path));
    ProjectDocument doc;
    const int id = addFile(doc, SpriteFile::load(path, {}));
    doc.undoStack()->push(new SliceSprite(&doc, id, {{0, 0, 4, 3}, {4, 0, 4, 3}}));
    paint(doc, id, 1, {{1, 1}}, Override::Solid);
    QImage changed(8, 3, QImage::Format_RGBA8888);
    changed.fill(Qt::transparent);
    changed.setPixel(6, 2, 0xFF102030u);
    QVERIFY(changed.save(path));
    QVERIFY(doc.reloadSprite(id));
    doc.undoStack()->undo(); // the paint
    doc.undoStack()->undo(); // the slice: the whole image again, as it is now
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.frames().size(), std::size_t(1));
    QVERIFY(samePixels(sprite.frames()[0].image, changed));
    QVERIFY(maskMatchesAlpha(sprite.frames()[0].solid().effective, changed));
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    QCOMPARE(sprite.frames().size(), std::size_t(2));
    QVERIFY(samePixels(sprite.frames()[1].image, changed.copy(4, 0, 4, 3)));
    QCOMPARE(sprite.frames()[1].solid().overrides.at(1, 1), Override::Solid);
    QVERIFY(sprite.frames()[1].solid().effective.test(2, 2));
    QVERIFY(sprite.frames()[1].solid().effective.test(1, 1));
    QCOMPARE(sprite.frames()[1].solid().effective.count(), std::size_t(2));
}

// The art shrank under the rectangles: a frame whose rectangle (of a grid, or of a
// sheet's JSON) no longer lies in the image is no blank frame but is set aside with its
// edits, as frames past a shorter animation are, with the frames after it so that the
// others keep their numbers; the notice names them; the project keeps them; and they
// come back, edits and all, when the image grows again.
void TestSpriteFrames::rectanglesPastAShrunkenImageAreSetAside_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QSize>("smaller");
    QTest::addColumn<QList<int>>("outside");
    QTest::addColumn<QString>("named");
    // A strip of four 4 x 3 frames, the last two gone.
    QTest::newRow("strip") << "strip" << QSize(8, 3) << QList<int>{2, 3} << "(3, 4)";
    // A 2 x 2 grid of 4 x 3 cells, its right column gone: the third cell stays in the
    // image but waits aside too, behind the second.
    QTest::newRow("grid") << "grid" << QSize(4, 6) << QList<int>{1, 3} << "(2, 4)";
    // The packed sheet cut through its last (rotated) frame.
    QTest::newRow("sheet json") << "sheet" << QSize(9, 6) << QList<int>{2} << "(3)";
}

void TestSpriteFrames::rectanglesPastAShrunkenImageAreSetAside() {
    QFETCH(QString, kind);
    QFETCH(QSize, smaller);
    QFETCH(QList<int>, outside);
    QFETCH(QString, named);
    QTemporaryDir dir;
    // The sheet's JSON names its image walk.png.
    const QString path = dir.filePath(QStringLiteral("walk.png"));
    ProjectDocument doc;
    int id = 0;
    QImage art;
    if (kind == QLatin1String("sheet")) {
        const PackedSheet p = packSheet();
        art = p.sheet;
        QVERIFY(art.save(path));
        const QString json = dir.filePath(QStringLiteral("walk.json"));
        QVERIFY(writeFile(json, hashJson(p)));
        id = addFile(doc, SpriteFile::loadSheet(json, {}));
    } else {
        const bool grid = kind == QLatin1String("grid");
        art = asymmetric(grid ? 8 : 16, grid ? 6 : 3);
        QVERIFY(art.save(path));
        id = addFile(doc, SpriteFile::load(path, {}));
        doc.undoStack()->push(new SliceSprite(
            &doc, id,
            grid ? QList<QRect>{{0, 0, 4, 3}, {4, 0, 4, 3}, {0, 3, 4, 3}, {4, 3, 4, 3}}
                 : QList<QRect>{{0, 0, 4, 3}, {4, 0, 4, 3}, {8, 0, 4, 3}, {12, 0, 4, 3}}));
    }
    const std::size_t count = doc.sprite(id)->frames().size();
    const std::size_t kept = std::size_t(outside.front());
    // An edit in every frame, each at its own pixel.
    QList<int> ids;
    for (std::size_t f = 0; f < count; ++f) {
        paint(doc, id, int(f), {{int(f % 4), int(f % 3)}}, Override::Solid);
        ids << doc.sprite(id)->frames()[f].id;
    }
    auto editsInPlace = [&](const Sprite& sprite) {
        if (sprite.frames().size() != count)
            return false;
        for (std::size_t f = 0; f < count; ++f) {
            const Frame& frame = sprite.frames()[f];
            if (frame.id != ids[qsizetype(f)] ||
                frame.solid().overrides.at(int(f % 4), int(f % 3)) != Override::Solid ||
                frame.solid().overrides.count() != 1 || frame.size() != QSize(4, 3))
                return false;
        }
        return true;
    };

    QVERIFY(art.copy(QRect(QPoint(0, 0), smaller)).save(path));
    QString why;
    QVERIFY2(doc.reloadSprite(id, &why), qPrintable(why));
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.framesOutsideImage(), outside);
    QCOMPARE(sprite.frames().size(), kept);
    QCOMPARE(sprite.framesAside().size(), count - kept);
    for (std::size_t f = 0; f < count; ++f) {
        const Frame& frame = f < kept ? sprite.frames()[f] : sprite.framesAside()[f - kept];
        QCOMPARE(frame.id, ids[qsizetype(f)]);
        QCOMPARE(frame.solid().overrides.at(int(f % 4), int(f % 3)), Override::Solid);
    }
    const QString summary = ProjectDocument::changedArtSummary(sprite);
    QVERIFY2(summary.contains(named) &&
                 summary.contains(QStringLiteral("from frame %1 on").arg(kept + 1)),
             qPrintable(summary));
    QVERIFY(doc.isModified());
    // The editor's export has the frames the image holds, and none made up.
    ExportSettings settings;
    settings.format = QStringLiteral("rle");
    const QList<ExportItem> items = ProjectExport::plan(doc, settings, dir.filePath("out"));
    QCOMPARE(items.size(), 1);
    QCOMPARE(items[0].frameCount, int(kept));

    // Saved and opened while the image is small: the same frames aside, said the same way.
    const QString project = dir.filePath(QStringLiteral("p.hitmask"));
    QString error;
    QVERIFY2(ProjectFile::save(doc, project, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &error), qPrintable(error));
    QCOMPARE(loaded.spriteAt(0)->framesOutsideImage(), outside);
    QCOMPARE(loaded.spriteAt(0)->frames().size(), kept);
    QCOMPARE(loaded.spriteAt(0)->framesAside().size(), count - kept);
    QCOMPARE(ProjectDocument::changedArtSummary(*loaded.spriteAt(0)), summary);

    // The image grows again: every frame is back in its place with its edit.
    QVERIFY(art.save(path));
    QVERIFY(doc.reloadSprite(id));
    QVERIFY(editsInPlace(*doc.sprite(id)));
    QVERIFY(doc.sprite(id)->framesAside().empty());
    QVERIFY(doc.sprite(id)->framesOutsideImage().isEmpty());
    QVERIFY(loaded.reloadSprite(loaded.spriteAt(0)->id()));
    QCOMPARE(loaded.spriteAt(0)->frames().size(), count);
    QVERIFY(loaded.spriteAt(0)->framesOutsideImage().isEmpty());
}

// An image that no longer holds even the first frame is not taken: the sprite stays as
// it was, and says why.
void TestSpriteFrames::imageWithoutTheFirstFrameIsRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("strip.png"));
    QVERIFY(asymmetric(8, 3).save(path));
    ProjectDocument doc;
    const int id = addFile(doc, SpriteFile::load(path, {}));
    doc.undoStack()->push(new SliceSprite(&doc, id, {{0, 0, 4, 3}, {4, 0, 4, 3}}));
    paint(doc, id, 1, {{3, 2}}, Override::Solid);
    QImage small(3, 2, QImage::Format_RGBA8888);
    small.fill(0xFF102030u);
    QVERIFY(small.save(path));
    QString error;
    QVERIFY(!doc.reloadSprite(id, &error));
    QVERIFY2(error.contains(QStringLiteral("no longer holds the first frame")), qPrintable(error));
    const Sprite& sprite = *doc.sprite(id);
    QCOMPARE(sprite.frames().size(), std::size_t(2));
    QCOMPARE(sprite.image().size(), QSize(8, 3));
    QCOMPARE(sprite.frames()[1].solid().overrides.at(3, 2), Override::Solid);
}

void TestSpriteFrames::badCutsGiveReasons_data() {
    QTest::addColumn<QByteArray>("cut");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unknown kind") << QByteArray(R"({"kind": "spiral"})") << "spiral";
    QTest::newRow("no rectangles")
        << QByteArray(R"({"kind": "rects", "rects": []})") << "cut.rects: expected an array of 1";
    QTest::newRow("damaged rectangle")
        << QByteArray(R"({"kind": "rects", "rects": [[0, 0, -3, 2]]})")
        << "cut.rects[0][2]: expected a whole number of at least 0, found -3";
    QTest::newRow("rotation source past the frames")
        << QByteArray(R"({"kind": "whole", "rotations": 24, "rotationSource": 3})") << "frame 4";
    QTest::newRow("too many rotations")
        << QByteArray(R"({"kind": "whole", "rotations": 361, "rotationSource": 0})") << "damaged";
    QTest::newRow("sheet JSON is a device")
        << QByteArray(R"({"kind": "sheet-json", "json": "/dev/zero"})") << "not a sprite sheet";
    QTest::newRow("sheet JSON is a folder")
        << QByteArray(R"({"kind": "sheet-json", "json": "."})") << "not a sprite sheet";
    QTest::newRow("sheet JSON missing")
        << QByteArray(R"({"kind": "sheet-json", "json": "gone.json"})") << "gone.json";
}

void TestSpriteFrames::badCutsGiveReasons() {
    QFETCH(QByteArray, cut);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(asymmetric(8, 3).save(dir.filePath(QStringLiteral("strip.png"))));
    const QString project = dir.filePath(QStringLiteral("bad.hitmask"));
    QVERIFY(writeFile(project, R"({"format": "hitmask-project", "version": 3, "sprites": [
        {"path": "strip.png", "threshold": 0, "cut": )" +
                                   cut + "}]}"));
    ProjectDocument doc;
    QString error;
    QVERIFY(!ProjectFile::load(doc, project, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(doc.sprites().empty());
}

QTEST_GUILESS_MAIN(TestSpriteFrames)
#include "tst_spriteframes.moc"
