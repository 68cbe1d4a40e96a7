// SPDX-License-Identifier: MIT
// Exports of many sprites are made on every core and are byte-identical to those made on
// one, in the same order; prints the time of each (HITMASK_PARALLEL_SPRITES sets how many
// sprites, 300 by default).
#include "document/projectdocument.h"
#include "export/maskexporter.h"
#include "export/projectexport.h"
#include "support/documentfixture.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestParallelExport : public QObject {
    Q_OBJECT

private slots:
    void sameBytesOnEveryCore_data();
    void sameBytesOnEveryCore();

private:
    void makeProject(ProjectDocument& document, const QTemporaryDir& dir, int sprites);
};

void TestParallelExport::makeProject(ProjectDocument& document, const QTemporaryDir& dir,
                                     int sprites) {
    document.setFilePath(dir.filePath(QStringLiteral("game.hitmask")));
    for (int s = 0; s < sprites; ++s) {
        // Each sprite its own shape, so that any mix-up of items shows in the bytes.
        const QImage image = testing::makeImage(
            24 + s % 9, 20 + s % 7, [s](int x, int y) { return (x * 7 + y * 3 + s) % 11 > 3; });
        const QString path = dir.filePath(QStringLiteral("sprite%1.png").arg(s));
        QVERIFY(image.save(path));
        testing::addSprite(document, path, image);
    }
}

void TestParallelExport::sameBytesOnEveryCore_data() {
    QTest::addColumn<QString>("format");
    for (const char* format : {"rle", "png", "c", "shapes-json", "godot"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void TestParallelExport::sameBytesOnEveryCore() {
    QFETCH(QString, format);
    const int sprites = qEnvironmentVariableIntValue("HITMASK_PARALLEL_SPRITES") > 0
                            ? qEnvironmentVariableIntValue("HITMASK_PARALLEL_SPRITES")
                            : 300;
    QTemporaryDir dir;
    ProjectDocument document;
    makeProject(document, dir, sprites);
    ExportSettings settings;
    settings.format = format;
    settings.shapes.kind = ShapeSettings::Kind::Polygons;
    const QList<ExportItem> items = ProjectExport::plan(document, settings);
    QCOMPARE(items.size(), sprites);
    QElapsedTimer timer;
    timer.start();
    const std::vector<RenderedItem> one = ProjectExport::renderAll(items, settings, 1);
    const qint64 single = timer.restart();
    const std::vector<RenderedItem> many = ProjectExport::renderAll(items, settings, 4);
    const qint64 parallel = timer.elapsed();
    qInfo("%d sprites, %s: %lld ms on one thread, %lld ms on four", sprites, qPrintable(format),
          single, parallel);
    QCOMPARE(many.size(), one.size());
    for (std::size_t i = 0; i < one.size(); ++i) {
        // The oracle: each item rendered alone.
        QCOMPARE(one[i].bytes, ProjectExport::render(items[qsizetype(i)], settings));
        QVERIFY(!one[i].bytes.isEmpty());
        QCOMPARE(many[i].bytes, one[i].bytes);
        QCOMPARE(many[i].sidecarPath, one[i].sidecarPath);
        QCOMPARE(many[i].sidecar, one[i].sidecar);
    }
}

QTEST_MAIN(TestParallelExport)
#include "tst_parallelexport.moc"
