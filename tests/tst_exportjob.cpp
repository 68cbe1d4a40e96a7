// SPDX-License-Identifier: MIT
// ExportJob on its own: the progress it reports, a cancel that writes nothing further and
// leaves no half-written file, a failure reported as data, a sprite too big to hold encoded,
// and the same targets exported by `hitmask-cli export` and by the editor, file for file.
#include "document/project.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "editor/exporting/exportrunner.h"
#include "export/exportjob.h"
#include "support/clirunner.h"
#include "support/documentfixture.h"
#include "support/fixturefiles.h"
#include "support/originstrip.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

constexpr int kSprites = 5;

// Every file under `root` by its relative path, hidden ones too.
QMap<QString, QByteArray> snapshot(const QString& root) {
    QMap<QString, QByteArray> files;
    for (QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        files.insert(QDir(root).relativeFilePath(path), readAll(path));
    }
    return files;
}

// kSprites copies of the origin strip (strip0.png ...), each a sprite of the project
// game.hitmask in `dir`, with `more` inside its top object.
bool writeStripsProject(const QString& dir, const QByteArray& more = {}) {
    if (!writeOriginStrip(dir))
        return false;
    QByteArray sprites;
    for (int k = 0; k < kSprites; ++k) {
        const QString name = QStringLiteral("strip%1.png").arg(k);
        if (!QFile::copy(dir + QStringLiteral("/strip.png"), dir + u'/' + name))
            return false;
        sprites += (k ? ", " : "") + QByteArray(R"({"path": ")") + name.toUtf8() +
                   R"(", "cut": {"kind": "rects", "rects": [[0, 0, 8, 6], [8, 0, 8, 6]]},
            "frames": [{"size": [8, 6], "origin": [3, 5]}, {"size": [8, 6], "origin": [-2, 1]}]})";
    }
    QFile project(dir + QStringLiteral("/game.hitmask"));
    return project.open(QIODevice::WriteOnly) &&
           project.write(R"({"format": "hitmask-project", "version": 5, "sprites": [)" + sprites +
                         "]" + more + "}") > 0;
}

ExportSettings pngInto(const QString& folder) {
    ExportSettings settings;
    settings.format = QStringLiteral("png"); // a file and its frame list per sprite
    settings.folder = folder;
    return settings;
}

} // namespace

class TestExportJob : public QObject {
    Q_OBJECT

private slots:
    void init();
    void progressCountsEveryItem();
    void cancelWritesNothingFurther();
    void failureStopsAndIsReported();
    void bigSpriteIsWrittenAsRendered();
    void cliAndEditorWriteTheSameFiles();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    // Read as hitmask-cli reads it: plain data, no undo document.
    std::unique_ptr<Project> project_;
};

void TestExportJob::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(writeStripsProject(dir_->path()));
    project_ = std::make_unique<Project>();
    QString error;
    QVERIFY2(ProjectFile::load(*project_, dir_->filePath(QStringLiteral("game.hitmask")), &error),
             qPrintable(error));
}

void TestExportJob::progressCountsEveryItem() {
    const ExportJob job(*project_, {TargetExport::planOne(*project_, pngInto("out"))});
    QCOMPARE(job.itemCount(), qsizetype(kSprites));
    QList<qsizetype> done;
    QList<qsizetype> totals;
    QStringList items;
    const ExportOutcome outcome = job.write([&](const ExportProgress& progress) {
        done << progress.done;
        totals << progress.total;
        items << (progress.item ? QFileInfo(progress.item->path).fileName() : QString());
        return true;
    });
    QVERIFY2(outcome.succeeded(), qPrintable(outcome.error));
    QCOMPARE(done, (QList<qsizetype>{0, 1, 2, 3, 4, 5}));
    QCOMPARE(totals, QList<qsizetype>(kSprites + 1, kSprites));
    QCOMPARE(items, (QStringList{QString(), "strip0.png", "strip1.png", "strip2.png", "strip3.png",
                                 "strip4.png"}));
    // Each item is a PNG and its frame list.
    QCOMPARE(outcome.planned, 2 * kSprites);
    QCOMPARE(outcome.written, outcome.planned);
    QCOMPARE(snapshot(dir_->filePath("out")).size(), qsizetype(outcome.planned));
}

void TestExportJob::cancelWritesNothingFurther() {
    const ExportJob job(*project_, {TargetExport::planOne(*project_, pngInto("out"))});
    // Cancelled at the start: nothing at all.
    ExportOutcome outcome = job.write([](const ExportProgress&) { return false; });
    QVERIFY(outcome.cancelled);
    QCOMPARE(outcome.written, 0);
    QVERIFY(!QFileInfo::exists(dir_->filePath("out")));

    // Cancelled after the second item: its files are whole, the rest untouched.
    outcome = job.write([](const ExportProgress& progress) { return progress.done < 2; });
    QVERIFY(outcome.cancelled);
    QVERIFY(outcome.error.isEmpty());
    QCOMPARE(outcome.written, 4);
    const QMap<QString, QByteArray> files = snapshot(dir_->filePath("out"));
    QCOMPARE(files.keys(),
             (QStringList{"strip0.frames.json", "strip0.png", "strip1.frames.json", "strip1.png"}));
    QVERIFY(files["strip1.png"].startsWith("\x89PNG"));

    // A cancel after the last item has nothing left to stop.
    outcome =
        job.write([](const ExportProgress& progress) { return progress.done < progress.total; });
    QCOMPARE(outcome.cancelled, false);
    QCOMPARE(snapshot(dir_->filePath("out")).size(), qsizetype(outcome.planned));
}

void TestExportJob::failureStopsAndIsReported() {
    // A folder where the third sprite's PNG goes: written after the first two, then refused.
    QVERIFY(QDir().mkpath(dir_->filePath("out/strip2.png")));
    const ExportJob job(*project_, {TargetExport::planOne(*project_, pngInto("out"))});
    const ExportOutcome outcome = job.write();
    QVERIFY(!outcome.cancelled);
    QVERIFY2(outcome.error.contains(QDir::toNativeSeparators(dir_->filePath("out/strip2.png"))),
             qPrintable(outcome.error));
    QCOMPARE(outcome.written, 4);
    QVERIFY(!QFileInfo::exists(dir_->filePath("out/strip3.png")));
    for (const QString& name : QDir(dir_->filePath("out")).entryList(QDir::Files | QDir::Hidden))
        QVERIFY2(!name.startsWith(u'.'), qPrintable(name));
}

void TestExportJob::bigSpriteIsWrittenAsRendered() {
    // More pixels than an export holds encoded in memory beside its batch.
    QImage art(2200, 2100, QImage::Format_RGBA8888);
    art.fill(Qt::transparent);
    for (int y = 0; y < art.height(); ++y)
        for (int x = (y * 7) % 13; x < art.width(); x += 3 + y % 5)
            art.setPixelColor(x, y, Qt::red);
    const QString path = dir_->filePath(QStringLiteral("big.png"));
    QVERIFY(art.save(path));
    ProjectDocument document;
    addSprite(document, path, art);
    for (const char* format : {"rle", "pbm", "bytes"}) {
        ExportSettings settings;
        settings.format = QString::fromLatin1(format);
        settings.pattern = QStringLiteral("{sprite}.{ext}");
        const TargetRun run = TargetExport::planOne(document, settings, dir_->filePath("big"));
        QCOMPARE(run.items.size(), 1);
        const ExportOutcome outcome = ExportJob(document, {run}).write();
        QVERIFY2(outcome.succeeded(), qPrintable(outcome.error));
        const QByteArray written = readAll(run.items.front().path);
        QVERIFY(!written.isEmpty());
        QVERIFY2(written == ProjectExport::render(run.items.front(), settings), format);
    }
}

void TestExportJob::cliAndEditorWriteTheSameFiles() {
    QByteArray targets;
    for (const char* format : {"rle", "c", "shapes-c", "tiled", "godot", "png"})
        targets += (targets.isEmpty() ? "" : ", ") + QByteArray("{\"name\": \"") + format +
                   "\", \"format\": \"" + format +
                   "\", \"folder\": \"build\", \"pattern\": \"{dir}/{sprite}_" + format +
                   ".{ext}\", \"shapes\": {\"kind\": \"boxes\"}}";
    QTemporaryDir cli;
    QTemporaryDir editor;
    for (const QTemporaryDir* dir : {&cli, &editor})
        QVERIFY(writeStripsProject(dir->path(), ", \"exportTargets\": [" + targets + "]"));

    const CliRun run = runCli({"export", "game.hitmask", "-q"}, cli.path());
    QVERIFY2(run.status == 0, run.err);

    ProjectDocument document;
    QString error;
    QVERIFY2(ProjectFile::load(document, editor.filePath(QStringLiteral("game.hitmask")), &error),
             qPrintable(error));
    QCOMPARE(document.exportTargets().size(), 6);
    const ExportOutcome outcome = ExportRunner::runTargets(
        nullptr, document, TargetExport::plan(document, document.exportTargets()));
    QVERIFY2(outcome.succeeded(), qPrintable(outcome.error));

    const QMap<QString, QByteArray> fromCli = snapshot(cli.filePath("build"));
    QCOMPARE(fromCli.size(), qsizetype(outcome.written));
    const QMap<QString, QByteArray> fromEditor = snapshot(editor.filePath("build"));
    QCOMPARE(fromEditor.keys(), fromCli.keys());
    for (auto file = fromCli.cbegin(); file != fromCli.cend(); ++file)
        QVERIFY2(fromEditor.value(file.key()) == file.value(), qPrintable(file.key()));
}

QTEST_MAIN(TestExportJob)
#include "tst_exportjob.moc"
