// SPDX-License-Identifier: MIT
// C names come from the one named output file (fighter24.h -> fighter24_mask), so two
// headers of one sprite can be included together, and each says its encoding.
#include "support/clirunner.h"
#include "support/fixturefiles.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using hitmask::testing::readAll;
using hitmask::testing::runCli;

namespace {
// The numbers of `static const ... NAME[...] ... = { ... };` in a C header.
QList<long> cArray(const QByteArray& header, const QByteArray& name) {
    const qsizetype at = header.indexOf("long " + name + '[');
    if (at < 0)
        return {};
    const qsizetype open = header.indexOf('{', at);
    const QString body =
        QString::fromLatin1(header.mid(open + 1, header.indexOf('}', open) - open - 1));
    QList<long> numbers;
    static const QRegularExpression number(QStringLiteral("-?\\d+"));
    for (auto it = number.globalMatch(body); it.hasNext();)
        numbers << it.next().captured(0).toLong();
    return numbers;
}
} // namespace

class TestCliCNames : public QObject {
    Q_OBJECT

private slots:
    void init();
    void namesComeFromTheOutputFile();
    void headersOfOneSpriteCompileTogether();
    void rowOffsetsCountFromTheFrame();

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliCNames::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QImage fighter(12, 7, QImage::Format_RGBA8888);
    fighter.fill(Qt::transparent);
    for (int y = 1; y < 6; ++y)
        for (int x = y; x < 11; ++x)
            fighter.setPixelColor(x, y, Qt::blue);
    QVERIFY(fighter.save(dir_->filePath(QStringLiteral("fighter.png"))));
}

void TestCliCNames::namesComeFromTheOutputFile() {
    auto run =
        runCli({"mask", "fighter.png", "--rotations", "24", "-o", "fighter24.h"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QByteArray header = readAll(dir_->filePath("fighter24.h"));
    QVERIFY(header.contains("static const unsigned char fighter24_mask["));
    QVERIFY(header.contains("#ifndef HITMASK_FIGHTER24_MASK_H\n"));
    QVERIFY(header.contains("#define HITMASK_FIGHTER24_ENCODING HITMASK_ENCODING_RLE\n"));
    QVERIFY(header.contains("#define HITMASK_ENCODING_RLE 1\n"));
    run = runCli({"mask", "fighter.png", "--encoding", "bits", "-o", "fighter.h"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    header = readAll(dir_->filePath("fighter.h"));
    QVERIFY(header.contains("fighter_mask["));
    QVERIFY(header.contains("#define HITMASK_FIGHTER_ENCODING HITMASK_ENCODING_BITS\n"));
    // --name still wins; a folder's files take their sprites' names.
    run = runCli({"mask", "fighter.png", "--name", "hero", "-o", "other.h"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(readAll(dir_->filePath("other.h")).contains("hero_mask["));
    run = runCli({"mask", "fighter.png", "--format", "c", "-o", "out/"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(readAll(dir_->filePath("out/fighter.h")).contains("fighter_mask["));
    // Shapes: the format's two-part suffix comes off whole.
    run = runCli(
        {"shapes", "fighter.png", "--boxes", "--format", "shapes-c", "-o", "walker.shapes.h"},
        dir_->path());
    QVERIFY2(run.status == 0, run.err);
    header = readAll(dir_->filePath("walker.shapes.h"));
    QVERIFY(header.contains("static const int walker_boxes["));
    QVERIFY(header.contains("#ifndef HITMASK_WALKER_SHAPES_H\n"));
    run = runCli({"shapes", "fighter.png", "--boxes", "--format", "godot", "-o", "f8.tscn"},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QVERIFY(readAll(dir_->filePath("f8.tscn")).contains("[node name=\"f8\" type=\"Node2D\"]"));
}

// fighter24.h, fighter.h and fighter.shapes.h in one translation unit, the encodings
// checked by the preprocessor.
void TestCliCNames::headersOfOneSpriteCompileTogether() {
    const QString cc = QStandardPaths::findExecutable(QStringLiteral("cc"));
    if (cc.isEmpty())
        QSKIP("no C compiler");
    for (const QStringList& arguments :
         {QStringList{"mask", "fighter.png", "--rotations", "24", "-o", "fighter24.h"},
          QStringList{"mask", "fighter.png", "--encoding", "bytes", "-o", "fighter.h"},
          QStringList{"shapes", "fighter.png", "--boxes", "--format", "shapes-c", "-o",
                      "fighter.shapes.h"}}) {
        const auto run = runCli(arguments, dir_->path());
        QVERIFY2(run.status == 0, run.err);
    }
    QFile source(dir_->filePath("both.c"));
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write("#include \"fighter24.h\"\n#include \"fighter.h\"\n#include \"fighter.shapes.h\"\n"
                 "#if HITMASK_FIGHTER24_ENCODING != HITMASK_ENCODING_RLE\n#error rle\n#endif\n"
                 "#if HITMASK_FIGHTER_ENCODING != HITMASK_ENCODING_BYTES\n#error bytes\n#endif\n"
                 "int main(void) {\n"
                 "    return (int)(fighter24_mask[0] + fighter_mask[0] + "
                 "fighter_frame_widths[0] + fighter_boxes[0][0] + fighter_shape_origin_x[0] + "
                 "HITMASK_FIGHTER24_FRAMES);\n}\n");
    source.close();
    QProcess build;
    build.setWorkingDirectory(dir_->path());
    build.start(cc,
                {"-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-o", "both", "both.c"});
    QVERIFY(build.waitForFinished(60000));
    QVERIFY2(build.exitStatus() == QProcess::NormalExit && build.exitCode() == 0,
             build.readAllStandardError().constData());
}

// As docs/exports.md says: row y of frame f starts at name_frame_offsets[f] +
// name_row_offsets[name_row_tables[f] + y], each frame's offsets counted from its start.
void TestCliCNames::rowOffsetsCountFromTheFrame() {
    const auto run = runCli({"mask", "fighter.png", "--rotations", "4", "-o", "f.h"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QByteArray header = readAll(dir_->filePath("f.h"));
    const QList<long> tables = cArray(header, "f_row_tables");
    const QList<long> rows = cArray(header, "f_row_offsets");
    const QList<long> frames = cArray(header, "f_frame_offsets");
    const QList<long> heights = cArray(header, "f_frame_heights");
    QCOMPARE(tables.size(), 4);
    for (qsizetype f = 0; f < 4; ++f) {
        QCOMPARE(rows[tables[f]], 0L);
        // The last entry is the frame's length.
        QCOMPARE(rows[tables[f] + heights[f]], frames[f + 1] - frames[f]);
    }
    QVERIFY(frames[1] > 0);
}

QTEST_GUILESS_MAIN(TestCliCNames)
#include "tst_clicnames.moc"
