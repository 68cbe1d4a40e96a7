// SPDX-License-Identifier: MIT
// Sprites of one name (walker.png and walker.bmp, menu/arrow.png and cursors/arrow.png):
// shown so they can be told apart, exported apart with {suffix} or {dir}, and the advice
// names a pattern that works.
#include "document/projectdocument.h"
#include "export/projectexport.h"
#include "support/clirunner.h"
#include "support/documentfixture.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using hitmask::testing::runCli;

namespace {
QImage smallImage() {
    return testing::makeImage(6, 5, [](int x, int y) { return x > y; });
}

void writeProject(const QString& path, const QString& pattern) {
    QFile project(path);
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(QStringLiteral(R"({"format": "hitmask-project", "version": 2,
        "sprites": [{"path": "walker.png"}, {"path": "walker.bmp"}],
        "export": {"format": "rle", "folder": "out", "pattern": "%1"}})")
                      .arg(pattern)
                      .toUtf8());
}
} // namespace

class TestSameNameSprites : public QObject {
    Q_OBJECT

private slots:
    void init();
    void labelsTellThemApart();
    void exportAdviceNamesAPatternThatWorks();
    void maskAdviceNamesAPatternThatWorks();
    void dirIsSuggestedForFolders();

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestSameNameSprites::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(smallImage().save(dir_->filePath("walker.png")));
    QVERIFY(smallImage().save(dir_->filePath("walker.bmp")));
}

void TestSameNameSprites::labelsTellThemApart() {
    ProjectDocument document;
    document.setFilePath(dir_->filePath("game.hitmask"));
    testing::addSprite(document, dir_->filePath("walker.png"), smallImage());
    testing::addSprite(document, dir_->filePath("walker.bmp"), smallImage());
    for (const char* folder : {"menu", "cursors"}) {
        QVERIFY(QDir(dir_->path()).mkpath(folder));
        const QString path = dir_->filePath(QString::fromLatin1(folder) + "/arrow.png");
        QVERIFY(smallImage().save(path));
        testing::addSprite(document, path, smallImage());
    }
    testing::addSprite(document, dir_->filePath("ship.png"), smallImage());
    QStringList labels;
    for (const auto& sprite : document.sprites())
        labels << document.spriteLabel(*sprite);
    QCOMPARE(labels,
             (QStringList{"walker.png", "walker.bmp", QDir::toNativeSeparators("menu/arrow.png"),
                          QDir::toNativeSeparators("cursors/arrow.png"), "ship"}));
}

void TestSameNameSprites::exportAdviceNamesAPatternThatWorks() {
    writeProject(dir_->filePath("game.hitmask"), "{dir}/{sprite}.{ext}");
    auto run = runCli({"export", "game.hitmask"}, dir_->path());
    QCOMPARE(run.status, 2);
    // The advice: "... e.g. to 'PATTERN', ..."; that pattern exports both.
    const QRegularExpressionMatch advice =
        QRegularExpression(QStringLiteral("e\\.g\\. to '([^']+)'"))
            .match(QString::fromUtf8(run.err));
    QVERIFY2(advice.hasMatch(), run.err);
    QCOMPARE(advice.captured(1), QStringLiteral("{dir}/{sprite}_{suffix}.{ext}"));
    writeProject(dir_->filePath("game.hitmask"), advice.captured(1));
    run = runCli({"export", "game.hitmask"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(QFile::exists(dir_->filePath("out/walker_png.hmsk")));
    QVERIFY(QFile::exists(dir_->filePath("out/walker_bmp.hmsk")));
}

void TestSameNameSprites::maskAdviceNamesAPatternThatWorks() {
    auto run = runCli({"mask", "walker.png", "walker.bmp", "-o", "out"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("--pattern {sprite}_{suffix}.{ext}"), run.err);
    run = runCli(
        {"mask", "walker.png", "walker.bmp", "-o", "out", "--pattern", "{sprite}_{suffix}.{ext}"},
        dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(QFile::exists(dir_->filePath("out/walker_png.hmsk")));
    QVERIFY(QFile::exists(dir_->filePath("out/walker_bmp.hmsk")));
}

void TestSameNameSprites::dirIsSuggestedForFolders() {
    ProjectDocument document;
    document.setFilePath(dir_->filePath("game.hitmask"));
    for (const char* folder : {"menu", "cursors"}) {
        QVERIFY(QDir(dir_->path()).mkpath(folder));
        const QString path = dir_->filePath(QString::fromLatin1(folder) + "/arrow.png");
        QVERIFY(smallImage().save(path));
        testing::addSprite(document, path, smallImage());
    }
    ExportSettings settings;
    settings.pattern = QStringLiteral("{sprite}.{ext}");
    QVERIFY(!ProjectExport::clashes(document, ProjectExport::plan(document, settings), settings)
                 .isEmpty());
    QCOMPARE(ProjectExport::suggestedPattern(document, settings),
             QStringLiteral("{dir}/{sprite}.{ext}"));
    settings.pattern = QStringLiteral("{dir}/{sprite}.{ext}");
    QVERIFY(ProjectExport::suggestedPattern(document, settings).isEmpty());
}

QTEST_GUILESS_MAIN(TestSameNameSprites)
#include "tst_samenamesprites.moc"
