// SPDX-License-Identifier: MIT
// The document model: hand edits as undo commands, settings, reloads and project files.
#include "document/commands/clearreview.h"
#include "document/commands/paintpixels.h"
#include "document/commands/setchannelrule.h"
#include "document/pixeledits.h"
#include "document/projectfile.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace hitmask;

class TestDocument : public QObject {
    Q_OBJECT

private slots:
    void init();
    void paintAndUndo();
    void oneStrokeIsOneUndoStep();
    void thresholdChangeKeepsHandEdits();
    void reloadKeepsEditsAndFlagsChangedPixels();
    void fileChangeOnDiskReloads();
    void undoAfterReloadAtAnotherSize_data();
    void undoAfterReloadAtAnotherSize();
    void keptAsideEditsComeBackWhenTheArtGrows();
    void reviewMarksSurviveSaveAndLoad();
    void projectRoundTrip();
    void projectFlagsArtChangedWhileClosed();
    void badProjectFilesGiveReasons_data();
    void badProjectFilesGiveReasons();
    void saveFailureLeavesOldFile();
    void imageLimitsComeFromTheCallerNotSettings();

private:
    QString spritePath() const { return dir_->filePath(QStringLiteral("blob.png")); }
    void paint(ProjectDocument& doc, int id, QList<QPoint> pixels, Override state, int stroke = 0);

    std::unique_ptr<QTemporaryDir> dir_;
    QImage image_;
};

void TestDocument::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    // Alpha rises left to right: 0 at x = 0, 200 at x = 19.
    image_ = QImage(20, 10, QImage::Format_RGBA8888);
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 20; ++x)
            image_.setPixelColor(x, y, QColor(10, 10, 10, x * 200 / 19));
    QVERIFY(image_.save(spritePath()));
}

void TestDocument::paint(ProjectDocument& doc, int id, QList<QPoint> pixels, Override state,
                         int stroke) {
    const Frame& frame = doc.sprite(id)->frames().front();
    PixelEdits edits(frame);
    for (QPoint p : pixels)
        edits.set(p.x(), p.y(), state);
    doc.undoStack()->push(
        new PaintPixels(&doc, id, frame.id, edits.take(), stroke, QStringLiteral("paint")));
}

void TestDocument::paintAndUndo() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    const Frame& frame = doc.sprite(id)->frames().front();
    QVERIFY(!frame.solid().effective.test(0, 0));
    QVERIFY(frame.solid().effective.test(19, 0));
    QSignalSpy changed(&doc, &ProjectDocument::maskChanged);
    paint(doc, id, {{0, 0}, {1, 0}}, Override::Solid);
    paint(doc, id, {{19, 0}}, Override::Empty);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.at(0).at(2).toRect(), QRect(0, 0, 2, 1));
    QVERIFY(frame.solid().effective.test(0, 0) && frame.solid().effective.test(1, 0) &&
            !frame.solid().effective.test(19, 0));
    QCOMPARE(frame.solid().overrides.count(), std::size_t{3});
    doc.undoStack()->undo();
    QVERIFY(frame.solid().effective.test(19, 0));
    doc.undoStack()->undo();
    QVERIFY(!frame.solid().effective.test(0, 0));
    QVERIFY(frame.solid().overrides.isEmpty());
    doc.undoStack()->redo();
    QVERIFY(frame.solid().effective.test(0, 0));
}

void TestDocument::oneStrokeIsOneUndoStep() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    const int before = doc.undoStack()->count();
    for (int x = 0; x < 5; ++x)
        paint(doc, id, {{x, 3}, {x, 4}}, Override::Solid, 42);
    paint(doc, id, {{2, 3}}, Override::Empty, 42); // painted over within the stroke
    QCOMPARE(doc.undoStack()->count(), before + 1);
    const auto* command = static_cast<const PaintPixels*>(doc.undoStack()->command(before));
    QCOMPARE(command->edit().changedPixels(), std::size_t{10}); // only the pixels it changed
    const Frame& frame = doc.sprite(id)->frames().front();
    QVERIFY(!frame.solid().effective.test(2, 3));
    doc.undoStack()->undo();
    QVERIFY(frame.solid().overrides.isEmpty());
}

void TestDocument::thresholdChangeKeepsHandEdits() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    paint(doc, id, {{0, 0}}, Override::Solid);
    paint(doc, id, {{19, 9}}, Override::Empty);
    const Sprite* s = doc.sprite(id);
    MaskRule settings = s->settings();
    for (int t : {50, 100, 150}) {
        MaskRule next = settings;
        next.threshold = t;
        doc.undoStack()->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, next}));
    }
    const Frame& frame = s->frames().front();
    QCOMPARE(s->settings().threshold, 150);
    // alpha = x * 200 / 19 > 150 from x = 15 on; the edits stay whatever the threshold.
    QVERIFY(!frame.solid().effective.test(14, 5));
    QVERIFY(frame.solid().effective.test(15, 5));
    QVERIFY(frame.solid().effective.test(0, 0));
    QVERIFY(!frame.solid().effective.test(19, 9));
    // The three threshold changes merged into one step.
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Set Threshold to 150"));
    doc.undoStack()->undo();
    QCOMPARE(s->settings().threshold, 0);
    QVERIFY(frame.solid().effective.test(1, 5));
}

void TestDocument::reloadKeepsEditsAndFlagsChangedPixels() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    paint(doc, id, {{5, 5}, {0, 0}}, Override::Empty);
    QImage changed = image_;
    changed.setPixelColor(5, 5, QColor(0, 0, 0, 0));   // under an edit: flagged
    changed.setPixelColor(8, 8, QColor(0, 0, 0, 0));   // no edit there: not flagged
    changed.setPixelColor(0, 0, QColor(0, 0, 0, 255)); // under an edit: flagged
    QVERIFY(changed.save(spritePath()));
    QVERIFY(doc.reloadSprite(id));
    const Frame& frame = doc.sprite(id)->frames().front();
    QCOMPARE(frame.solid().overrides.count(), std::size_t{2});
    QVERIFY(!frame.solid().effective.test(0, 0));
    QVERIFY(!frame.solid().effective.test(8, 8));
    QCOMPARE(frame.solid().review.count(), std::size_t{2});
    QVERIFY(frame.solid().review.test(5, 5) && frame.solid().review.test(0, 0));
    doc.undoStack()->push(new ClearReview(&doc, id));
    QCOMPARE(frame.solid().review.count(), std::size_t{0});
    doc.undoStack()->undo(); // clearing the marks is a step like any other
    QCOMPARE(frame.solid().review.count(), std::size_t{2});
    QVERIFY(frame.solid().review.test(5, 5) && frame.solid().review.test(0, 0));
}

void TestDocument::fileChangeOnDiskReloads() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    paint(doc, id, {{19, 0}}, Override::Empty);
    QSignalSpy notices(&doc, &ProjectDocument::notice);
    QImage changed = image_;
    for (int x = 0; x < 20; ++x)
        changed.setPixelColor(x, 0, QColor(0, 0, 0, 255));
    QVERIFY(changed.save(spritePath()));
    QVERIFY(notices.wait(5000));
    QCOMPARE(notices.count(), 1);
    QVERIFY(notices.at(0).at(0).toString().contains(QStringLiteral("reloaded")));
    const Frame& frame = doc.sprite(id)->frames().front();
    QVERIFY(frame.solid().effective.test(0, 0));   // the new art
    QVERIFY(!frame.solid().effective.test(19, 0)); // the edit survived
}

void TestDocument::undoAfterReloadAtAnotherSize_data() {
    QTest::addColumn<QSize>("before");
    QTest::addColumn<QSize>("after");
    QTest::newRow("64 to 16") << QSize(64, 64) << QSize(16, 16);
    QTest::newRow("64 to 200x3") << QSize(64, 64) << QSize(200, 3);
    QTest::newRow("16 to 64") << QSize(16, 16) << QSize(64, 64);
    QTest::newRow("65 to 63") << QSize(65, 65) << QSize(63, 1);
}

// A paint at the far corner, the art replaced by one of another size, then undo and
// redo: under ASan this once read and wrote past the override planes.
void TestDocument::undoAfterReloadAtAnotherSize() {
    QFETCH(QSize, before);
    QFETCH(QSize, after);
    QImage art(before, QImage::Format_RGBA8888);
    art.fill(QColor(0, 0, 0, 255));
    QVERIFY(art.save(spritePath()));
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), art);
    const QPoint corner(before.width() - 1, before.height() - 1);
    paint(doc, id, {corner, {0, 0}}, Override::Empty);
    QImage other(after, QImage::Format_RGBA8888);
    other.fill(QColor(0, 0, 0, 255));
    QVERIFY(other.save(spritePath()));
    QVERIFY(doc.reloadSprite(id));
    const Frame& frame = doc.sprite(id)->frames().front();
    QCOMPARE(frame.rect.size(), after);
    QCOMPARE(frame.solid().effective.width(), after.width());
    QVERIFY(!frame.solid().effective.test(0, 0));
    doc.undoStack()->undo();
    QVERIFY(frame.solid().overrides.isEmpty());
    QVERIFY(frame.solid().effective.test(0, 0));
    QCOMPARE(frame.solid().effective.count(), std::size_t(after.width() * after.height()));
    doc.undoStack()->redo();
    QCOMPARE(frame.solid().overrides.at(corner.x(), corner.y()), Override::Empty);
    QCOMPARE(frame.solid().overrides.at(0, 0), Override::Empty);
    const bool cornerInside = corner.x() < after.width() && corner.y() < after.height();
    QCOMPARE(frame.keptAside(), std::size_t(cornerInside ? 0 : 1));
    QCOMPARE(frame.solid().effective.count(),
             std::size_t(after.width() * after.height() - 1 - (cornerInside ? 1 : 0)));
}

void TestDocument::keptAsideEditsComeBackWhenTheArtGrows() {
    QImage art(64, 64, QImage::Format_RGBA8888);
    art.fill(QColor(0, 0, 0, 255));
    QVERIFY(art.save(spritePath()));
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), art);
    paint(doc, id, {{63, 63}}, Override::Empty);
    QVERIFY(art.copy(0, 0, 16, 16).save(spritePath()));
    QVERIFY(doc.reloadSprite(id));
    const Frame& frame = doc.sprite(id)->frames().front();
    QCOMPARE(frame.keptAside(), std::size_t{1});
    QVERIFY(doc.isModified());
    // Kept aside through a save and load too.
    QString error;
    const QString project = dir_->filePath(QStringLiteral("aside.hitmask"));
    QVERIFY2(ProjectFile::save(doc, project, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &error), qPrintable(error));
    const int loadedId = loaded.spriteAt(0)->id();
    QCOMPARE(loaded.spriteAt(0)->frames().front().keptAside(), std::size_t{1});
    QVERIFY(art.save(spritePath()));
    QVERIFY(loaded.reloadSprite(loadedId));
    const Frame& grown = loaded.spriteAt(0)->frames().front();
    QCOMPARE(grown.keptAside(), std::size_t{0});
    QVERIFY(!grown.solid().effective.test(63, 63));
    QVERIFY(grown.solid().effective.test(62, 63));
    QVERIFY(grown.solid().review.test(63, 63)); // back from outside the art: worth a look
}

void TestDocument::reviewMarksSurviveSaveAndLoad() {
    ProjectDocument doc;
    const int id = testing::addSprite(doc, spritePath(), image_);
    paint(doc, id, {{5, 5}, {6, 6}}, Override::Empty);
    QImage changed = image_;
    changed.setPixelColor(5, 5, QColor(0, 0, 0, 0));
    QVERIFY(changed.save(spritePath()));
    QVERIFY(doc.reloadSprite(id));
    QCOMPARE(doc.sprite(id)->frames().front().solid().review.count(), std::size_t{1});
    QString error;
    const QString project = dir_->filePath(QStringLiteral("marks.hitmask"));
    QVERIFY2(ProjectFile::save(doc, project, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &error), qPrintable(error));
    const Frame& frame = loaded.spriteAt(0)->frames().front();
    QCOMPARE(frame.solid().review.count(), std::size_t{1});
    QVERIFY(frame.solid().review.test(5, 5));
}

void TestDocument::projectRoundTrip() {
    // Saved through a path that is not clean: the sprite path must still come out relative
    // to the folder the file really lands in.
    QVERIFY(QDir(dir_->path()).mkdir(QStringLiteral("sub")));
    const QString projectPath = dir_->filePath(QStringLiteral("sub/../game.hitmask"));
    {
        ProjectDocument doc;
        const int id = testing::addSprite(doc, spritePath(), image_);
        paint(doc, id, {{1, 1}, {2, 2}}, Override::Solid);
        paint(doc, id, {{18, 3}}, Override::Empty);
        MaskRule settings;
        settings.threshold = 77;
        doc.undoStack()->push(new SetChannelRule(&doc, id, 0, {ChannelSource::Image, settings}));
        QString error;
        QVERIFY2(ProjectFile::save(doc, projectPath, &error), qPrintable(error));
    }
    QFile file(dir_->filePath(QStringLiteral("game.hitmask")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    QVERIFY(json.contains("\"path\": \"blob.png\"")); // relative to the project
    QVERIFY(json.contains("\"version\": 4"));

    ProjectDocument loaded;
    QString error;
    QVERIFY2(ProjectFile::load(loaded, projectPath, &error), qPrintable(error));
    QCOMPARE(loaded.sprites().size(), std::size_t{1});
    const Sprite* s = loaded.spriteAt(0);
    QCOMPARE(s->settings().threshold, 77);
    const Frame& frame = s->frames().front();
    QCOMPARE(frame.solid().overrides.at(1, 1), Override::Solid);
    QCOMPARE(frame.solid().overrides.at(18, 3), Override::Empty);
    QCOMPARE(frame.solid().overrides.count(), std::size_t{3});
    QCOMPARE(frame.solid().review.count(), std::size_t{0});
    QVERIFY(!loaded.isModified());
}

void TestDocument::projectFlagsArtChangedWhileClosed() {
    {
        ProjectDocument doc;
        const int id = testing::addSprite(doc, spritePath(), image_);
        paint(doc, id, {{10, 5}}, Override::Empty);
        QString error;
        QVERIFY(ProjectFile::save(doc, dir_->filePath(QStringLiteral("p.hitmask")), &error));
    }
    QImage changed = image_;
    changed.setPixelColor(10, 5, QColor(0, 0, 0, 0));
    QVERIFY(changed.save(spritePath()));
    ProjectDocument loaded;
    QString error;
    QVERIFY(ProjectFile::load(loaded, dir_->filePath(QStringLiteral("p.hitmask")), &error));
    QCOMPARE(loaded.spriteAt(0)->frames().front().solid().review.count(), std::size_t{1});
}

void TestDocument::badProjectFilesGiveReasons_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not json") << QByteArray("{ nope") << "not a valid project file";
    QTest::newRow("other json") << QByteArray(R"({"hello": 1})") << "not a Hitmask project";
    QTest::newRow("newer version")
        << QByteArray(R"({"format": "hitmask-project", "version": 99})") << "newer Hitmask";
    QTest::newRow("missing sprite")
        << QByteArray(
               R"({"format": "hitmask-project", "version": 1, "sprites": [{"path": "gone.png"}]})")
        << "gone.png: no such file";
    QTest::newRow("damaged edits")
        << QByteArray(
               R"({"format": "hitmask-project", "version": 1, "sprites": [{"path": "blob.png",
             "frames": [{"rect": [0, 0, 20, 10], "forceSolid": "AAAA"}]}]})")
        << "damaged";
    QTest::newRow("frame outside")
        << QByteArray(
               R"({"format": "hitmask-project", "version": 1, "sprites": [{"path": "blob.png",
             "frames": [{"rect": [0, 0, 50, 10]}]}]})")
        << "outside the image";
}

void TestDocument::badProjectFilesGiveReasons() {
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    const QString path = dir_->filePath(QStringLiteral("bad.hitmask"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    ProjectDocument doc;
    QString error;
    QVERIFY(!ProjectFile::load(doc, path, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(doc.sprites().empty());
}

void TestDocument::saveFailureLeavesOldFile() {
    ProjectDocument doc;
    testing::addSprite(doc, spritePath(), image_);
    QString error;
    QVERIFY(
        !ProjectFile::save(doc, dir_->filePath(QStringLiteral("missing/dir/p.hitmask")), &error));
    QVERIFY(error.contains(QStringLiteral("cannot write")));
    // An existing file whose name leaves no room for the save's temporary name next to it
    // (names are at most 255 bytes): the save fails, even for root, and must not touch it.
    const QString longName = dir_->filePath(QString(246, u'p') + QStringLiteral(".hitmask"));
    QFile old(longName);
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write("the old project");
    old.close();
    error.clear();
    QVERIFY(!ProjectFile::save(doc, longName, &error));
    QVERIFY(error.contains(QStringLiteral("cannot write")));
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("the old project"));
}

// A build server's stray settings file must not change what a project load accepts: the
// document's limits are the ones its owner gives it.
void TestDocument::imageLimitsComeFromTheCallerNotSettings() {
    testing::IsolatedHome home;
    QCoreApplication::setOrganizationName(QStringLiteral("hitmask-test"));
    QSettings().setValue(QStringLiteral("images/maxSide"), 16);
    QSettings().sync();
    {
        ProjectDocument doc;
        testing::addSprite(doc, spritePath(), image_);
        QString error;
        QVERIFY(ProjectFile::save(doc, dir_->filePath(QStringLiteral("p.hitmask")), &error));
    }
    ProjectDocument defaults; // the documented defaults: 16384 a side
    QString error;
    QVERIFY2(ProjectFile::load(defaults, dir_->filePath(QStringLiteral("p.hitmask")), &error),
             qPrintable(error));
    ProjectDocument strict;
    ImageLoadLimits limits;
    limits.maxSide = 16;
    strict.setImageLimits(limits);
    QVERIFY(!ProjectFile::load(strict, dir_->filePath(QStringLiteral("p.hitmask")), &error));
    QVERIFY2(error.contains(QStringLiteral("limit of 16 pixels")), qPrintable(error));
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
