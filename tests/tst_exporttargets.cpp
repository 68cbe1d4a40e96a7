// SPDX-License-Identifier: MIT
// Export targets: a project's masks, C header, Tiled and Godot shapes and PNG frames in
// one folder from one command, twice byte-identical, nothing overwritten, shapes on the
// frames' origins; clashes between targets refused before anything is written; targets
// saved in the project (version 5) and older projects still read.
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "support/clirunner.h"
#include "support/fixturefiles.h"
#include "support/originstrip.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using namespace hitmask::testing;

namespace {
QMap<QString, QByteArray> snapshot(const QString& root) {
    QMap<QString, QByteArray> files;
    for (QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        files.insert(QDir(root).relativeFilePath(path), readAll(path));
    }
    return files;
}

QByteArray target(const char* name, const char* format, const char* extra = "") {
    return QByteArray("{\"name\": \"") + name + "\", \"format\": \"" + format +
           "\", \"folder\": \"build\", \"shapes\": {\"kind\": \"boxes\"}" + extra + "}";
}

// Frame f of the art: an 8 x 6 cell with a 6 x 4 block at (2, 1); origins set by hand.
const QList<QPoint>& kOrigins = kStripOrigins;
} // namespace

class TestExportTargets : public QObject {
    Q_OBJECT

private slots:
    void init();
    void everyTargetInOneFolderTwiceIdentical();
    void targetsWritingOneFileAreRefused();
    void oneTargetByName();
    void targetsAreSavedAndOldProjectsRead();

private:
    void writeProject(const QList<QByteArray>& targets);
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestExportTargets::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(writeOriginStrip(dir_->path()));
}

void TestExportTargets::writeProject(const QList<QByteArray>& targets) {
    QFile project(dir_->filePath(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    QByteArray list;
    for (const QByteArray& t : targets)
        list += (list.isEmpty() ? "" : ", ") + t;
    project.write(originStripProject(5, ", \"exportTargets\": [" + list + "]"));
}

void TestExportTargets::everyTargetInOneFolderTwiceIdentical() {
    writeProject({target("masks", "rle"), target("header", "c"), target("shapes", "shapes-c"),
                  target("tiled", "tiled"), target("godot", "godot"), target("frames", "png")});
    auto run = runCli({"export", "game.hitmask", "--depfile", "build.d"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QMap<QString, QByteArray> first = snapshot(dir_->filePath("build"));
    QCOMPARE(first.keys(), (QStringList{"strip.frames.json", "strip.h", "strip.hmsk", "strip.png",
                                        "strip.shapes.h", "strip.tscn", "strip.tsx"}));
    // Each file is its own format's: nothing was overwritten by another target.
    QVERIFY(first["strip.hmsk"].startsWith("HMSK"));
    QVERIFY(first["strip.h"].contains(": collision mask"));
    QVERIFY(first["strip.shapes.h"].contains(": collision boxes"));
    QVERIFY(first["strip.png"].startsWith("\x89PNG"));
    QVERIFY(first["strip.frames.json"].contains("\"rect\""));
    QVERIFY(first["strip.tsx"].contains("<tileset"));
    QVERIFY(first["strip.tscn"].startsWith("[gd_scene"));
    // One depfile for every target's files.
    const QByteArray depfile = readAll(dir_->filePath("build.d"));
    for (const QString& name : first.keys())
        QVERIFY2(depfile.contains(QFile::encodeName("build/" + name + ":")), qPrintable(name));

    run = runCli({"export", "game.hitmask", "--depfile", "build.d"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QCOMPARE(snapshot(dir_->filePath("build")), first);

    // Godot: the root is the pivot; frame f's box (2, 1, 6, 4) in its pixels lands at
    // (2 - origin_x, 1 - origin_y) from it.
    const QString scene = QString::fromUtf8(first["strip.tscn"]);
    for (qsizetype f = 0; f < 2; ++f) {
        const QString area = scene.section(QStringLiteral("[node name=\"frame_%1\"").arg(f), 1, 1);
        const QRegularExpressionMatch position =
            QRegularExpression(QStringLiteral("position = Vector2\\((-?\\d+), (-?\\d+)\\)"))
                .match(area);
        QVERIFY2(position.hasMatch(), qPrintable(area));
        const QRegularExpressionMatch polygon =
            QRegularExpression(QStringLiteral("PackedVector2Array\\((-?\\d+), (-?\\d+)"))
                .match(area);
        QVERIFY(polygon.hasMatch());
        const QPoint topLeft(polygon.captured(1).toInt() + position.captured(1).toInt(),
                             polygon.captured(2).toInt() + position.captured(2).toInt());
        QCOMPARE(topLeft, QPoint(2, 1) - kOrigins[f]);
    }
    // Tiled: each tile names its origin; its object (2, 1) less that is the same point.
    const QString tsx = QString::fromUtf8(first["strip.tsx"]);
    for (qsizetype f = 0; f < 2; ++f) {
        const QString tile = tsx.section(QStringLiteral("<tile id=\"%1\">").arg(f), 1, 1)
                                 .section(QStringLiteral("</tile>"), 0, 0);
        const auto property = [&](const char* name) {
            return QRegularExpression(QStringLiteral("name=\"%1\" type=\"int\" value=\"(-?\\d+)\"")
                                          .arg(QLatin1String(name)))
                .match(tile)
                .captured(1)
                .toInt();
        };
        const QRegularExpressionMatch object =
            QRegularExpression(
                QStringLiteral("<object id=\"1\" type=\"solid\" x=\"(-?\\d+)\" y=\"(-?\\d+)\""))
                .match(tile);
        QVERIFY2(object.hasMatch(), qPrintable(tile));
        QCOMPARE(QPoint(object.captured(1).toInt() - property("origin_x"),
                        object.captured(2).toInt() - property("origin_y")),
                 QPoint(2, 1) - kOrigins[f]);
    }
}

void TestExportTargets::targetsWritingOneFileAreRefused() {
    writeProject({target("masks", "rle"), target("frames", "png"),
                  target("again", "bits")}); // bits writes strip.hmsk too
    const auto run = runCli({"export", "game.hitmask"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("target masks") && run.err.contains("target again") &&
                 run.err.contains("strip.hmsk"),
             run.err);
    QVERIFY(!QDir(dir_->filePath("build")).exists()); // nothing written, not even the PNG
}

void TestExportTargets::oneTargetByName() {
    writeProject({target("masks", "rle"), target("godot", "godot")});
    auto run = runCli({"export", "game.hitmask", "--target", "godot"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QCOMPARE(snapshot(dir_->filePath("build")).keys(), QStringList{"strip.tscn"});
    run = runCli({"export", "game.hitmask", "--target", "unity"}, dir_->path());
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains("masks, godot"), run.err);
    run = runCli({"export", "game.hitmask", "--format", "png"}, dir_->path());
    QCOMPARE(run.status, 2);
}

void TestExportTargets::targetsAreSavedAndOldProjectsRead() {
    writeProject({target("masks", "rle", R"(, "pattern": "{dir}/{sprite}_{suffix}.{ext}")"),
                  target("godot", "godot")});
    ProjectDocument document;
    QString error;
    QVERIFY2(ProjectFile::load(document, dir_->filePath("game.hitmask"), &error),
             qPrintable(error));
    QCOMPARE(document.exportTargets().size(), 2);
    QCOMPARE(document.exportTargets()[0].name, QStringLiteral("masks"));
    QCOMPARE(document.exportTargets()[0].settings.pattern,
             QStringLiteral("{dir}/{sprite}_{suffix}.{ext}"));
    QCOMPARE(document.exportTargets()[1].settings.format, QStringLiteral("godot"));
    const QString saved = dir_->filePath("saved.hitmask");
    QVERIFY(ProjectFile::save(document, saved, &error));
    const QJsonObject root = QJsonDocument::fromJson(readAll(saved)).object();
    QCOMPARE(root.value("version").toInt(), 5);
    QCOMPARE(root.value("exportTargets").toArray().size(), 2);
    ProjectDocument reloaded;
    QVERIFY2(ProjectFile::load(reloaded, saved, &error), qPrintable(error));
    QVERIFY(reloaded.exportTargets() == document.exportTargets());
    // Without targets a project stays version 4, as older Hitmask reads it.
    reloaded.applyExportTargets({});
    QVERIFY(ProjectFile::save(reloaded, saved, &error));
    const QJsonObject plain = QJsonDocument::fromJson(readAll(saved)).object();
    QCOMPARE(plain.value("version").toInt(), 4);
    QVERIFY(!plain.contains("exportTargets"));
    ProjectDocument old;
    QVERIFY2(ProjectFile::load(old, saved, &error), qPrintable(error));
    QVERIFY(old.exportTargets().isEmpty());
}

QTEST_GUILESS_MAIN(TestExportTargets)
#include "tst_exporttargets.moc"
