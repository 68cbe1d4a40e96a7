// SPDX-License-Identifier: MIT
// A damaged project is refused with where and why, by the reader, the editor and the
// CLI; and the reader's structure checks say what docs/schemas/project.schema.json says,
// as python's jsonschema reads it, for hand-broken and randomly damaged projects.
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/projectschema.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/clirunner.h"
#include "support/isolatedhome.h"
#include "support/projectmutations.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

namespace {

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// Projects that hold only what the editor writes: the demo and the fuzz corpus's valid
// seeds (the same list as tests/schemas/test_schemas.py's).
QList<QJsonObject> validProjects() {
    QList<QJsonObject> projects{readJson(QStringLiteral(HITMASK_DEMO_DIR "/demo.hitmask"))};
    for (const char* name : {"colour_key", "demo", "demo_paths_here", "one_sprite",
                             "v2_legacy_rects", "v3_rects", "v4_gif_images", "v4_two_sprites"})
        projects << readJson(
            QStringLiteral(HITMASK_PROJECT_CORPUS "/%1.hitmask").arg(QLatin1String(name)));
    return projects;
}

// A valid project with every key the schema knows, each at a value the editor writes.
QJsonObject everyKey() {
    using J = QJsonObject;
    using A = QJsonArray;
    const J masks{{"forceSolid", "AAAA"},
                  {"forceEmpty", QJsonValue()},
                  {"autoMask", ""},
                  {"review", ""},
                  {"editSize", A{6, 5}}};
    const J shapesOwned{{"boxes", A{A{0, 0.5, 2, 1}}},
                        {"polygons", A{A{A{0, 0}, A{4, 0}, A{2, 3}}}},
                        {"circles", A{A{2, 1.5, 1.25}}}};
    J frame = masks;
    frame.insert("shapes", shapesOwned);
    frame.insert("shapesReview", true);
    frame.insert("rect", A{0, 0, 4, 3});
    frame.insert("size", A{4, 3});
    frame.insert("durationMs", 120);
    frame.insert("origin", A{-2, 65536});
    J masksWithShapes = masks;
    masksWithShapes.insert("shapes", J{{"circles", A{}}});
    frame.insert("channels", A{masks, masksWithShapes});
    const J shapes{{"kind", "polygons"}, {"maxBoxes", 16},   {"tolerance", 1.5},
                   {"convex", true},     {"maxVertices", 8}, {"grow", -1}};
    const J settings{{"format", "c"},
                     {"raw", false},
                     {"headerEncoding", "rle"},
                     {"folder", "out"},
                     {"pattern", "{sprite}.{ext}"},
                     {"skipped", A{"a.png"}},
                     {"shapes", shapes}};
    J target = settings;
    target.insert("name", "game");
    const J sprite{
        {"path", "art.png"},
        {"threshold", 12},
        {"colorKey", "#ff00ff"},
        {"keyTolerance", 3},
        {"cut", J{{"kind", "rects"},
                  {"rects", A{A{0, 0, 4, 3}, A{4, 0, 4, 3}}},
                  {"rotations", 8},
                  {"rotationSource", 0}}},
        {"frames", A{frame}},
        {"framesAside", A{frame}},
        {"channels", A{J{{"name", "solid"},
                         {"colour", "#00ff00"},
                         {"colourChosen", true},
                         {"visible", true},
                         {"source", "image"},
                         {"threshold", 0},
                         {"colorKey", QJsonValue()},
                         {"keyTolerance", 0},
                         {"physics", J{{"sensor", true},
                                       {"density", 2.5},
                                       {"friction", 0},
                                       {"restitution", 0.25},
                                       {"categoryBits", 4},
                                       {"collidesWith", 4294967295.},
                                       {"groupIndex", -3},
                                       {"custom", A{A{"kind", "spike"}, A{"damage", ""}}}}}},
                       J{{"name", "hurt"}, {"source", "copy"}, {"copyOf", "solid"}},
                       J{{"name", "hit"}, {"source", "empty"}, {"copyOf", QJsonValue()}}}},
        {"tags", A{J{{"name", "run"}, {"from", 0}, {"to", 1}, {"direction", "pingpong"}}}}};
    return {{"format", "hitmask-project"},
            {"version", 6},
            {"sprites", A{sprite}},
            {"export", settings},
            {"exportTargets", A{target}}};
}

// One 4 x 2 sprite and a project over it, with `edit` changing the project's JSON.
QByteArray project(const std::function<void(QJsonObject& root, QJsonObject& sprite)>& edit) {
    QJsonObject sprite{{"path", "art.png"}, {"threshold", 0}, {"colorKey", QJsonValue()}};
    QJsonObject root{{"format", "hitmask-project"}, {"version", 4}};
    edit(root, sprite);
    if (!root.contains(QStringLiteral("sprites")))
        root.insert(QStringLiteral("sprites"), QJsonArray{sprite});
    return QJsonDocument(root).toJson();
}

struct BrokenProject {
    const char* name;
    QByteArray content;
    QString message; // what loading it as p.hitmask says
};

QList<BrokenProject> brokenProjects() {
    QList<BrokenProject> list;
    const auto add = [&list](const char* name, const QByteArray& content, const char* message) {
        list.append({name, content, QString::fromUtf8(message)});
    };
    using J = QJsonObject;
    add("sprites a string", project([](J& root, J&) { root.insert("sprites", "abc"); }),
        R"(p.hitmask: sprites: expected an array, found "abc")");
    add("threshold a word", project([](J&, J& sprite) { sprite.insert("threshold", "high"); }),
        R"(p.hitmask: sprites[0].threshold: expected a whole number from 0 to 255, found "high")");
    add("threshold too high", project([](J&, J& sprite) { sprite.insert("threshold", 999); }),
        "p.hitmask: sprites[0].threshold: expected a whole number from 0 to 255, found 999");
    add("version -1", project([](J& root, J&) { root.insert("version", -1); }),
        "p.hitmask: version: expected a whole number from 1 to 7, found -1");
    add("version missing", project([](J& root, J&) { root.remove("version"); }),
        "p.hitmask: version: missing");
    add("version a string", project([](J& root, J&) { root.insert("version", "4"); }),
        R"(p.hitmask: version: expected a whole number from 1 to 7, found "4")");
    add("path missing", project([](J&, J& sprite) { sprite.remove("path"); }),
        "p.hitmask: sprites[0].path: missing");
    add("unknown key", project([](J&, J& sprite) { sprite.insert("treshold", 3); }),
        "p.hitmask: sprites[0].treshold: not a key of a project file");
    add("rects cut without rects", project([](J&, J& sprite) {
            sprite.insert("cut", J{{"kind", "rects"}});
        }),
        "p.hitmask: sprites[0].cut.rects: missing");
    add("unknown cut", project([](J&, J& sprite) {
            sprite.insert("cut", J{{"kind", "spiral"}});
        }),
        R"(p.hitmask: sprites[0].cut.kind: expected one of "whole", "rects", "images", )"
        R"("sheet-json", found "spiral")");
    add("frame size negative", project([](J&, J& sprite) {
            sprite.insert("frames", QJsonArray{J{{"size", QJsonArray{4, -2}}}});
        }),
        "p.hitmask: sprites[0].frames[0].size[1]: expected a whole number of at least 0, "
        "found -2");
    add("frame size short", project([](J&, J& sprite) {
            sprite.insert("frames", QJsonArray{J{{"size", 4}}});
        }),
        "p.hitmask: sprites[0].frames[0].size: expected an array of 2 whole numbers, found 4");
    add("colour key a name", project([](J&, J& sprite) { sprite.insert("colorKey", "magenta"); }),
        R"(p.hitmask: sprites[0].colorKey: expected a colour written #rrggbb, or null, )"
        R"(found "magenta")");
    add("no channel", project([](J&, J& sprite) { sprite.insert("channels", QJsonArray()); }),
        "p.hitmask: sprites[0].channels: expected an array of 1 to 32 items, found an array of "
        "length 0");
    add("shapes tolerance", project([](J& root, J&) {
            root.insert("export", J{{"shapes", J{{"tolerance", 2000.5}}}});
        }),
        "p.hitmask: export.shapes.tolerance: expected a number from 0 to 1024, found 2000.5");
    add("target without a name", project([](J& root, J&) {
            root.insert("version", 5);
            root.insert("exportTargets", QJsonArray{J{{"format", "png"}}});
        }),
        "p.hitmask: exportTargets[0].name: missing");
    add("circle radius negative", project([](J& root, J& sprite) {
            root.insert("version", 6);
            sprite.insert(
                "frames",
                QJsonArray{J{{"shapes", J{{"circles", QJsonArray{QJsonArray{1, 1, -2}}}}}}});
        }),
        "p.hitmask: sprites[0].frames[0].shapes.circles[0][2]: expected a number above 0 up to "
        "131072, found -2");
    add("box of no width", project([](J& root, J& sprite) {
            root.insert("version", 6);
            sprite.insert(
                "frames",
                QJsonArray{J{{"shapes", J{{"boxes", QJsonArray{QJsonArray{0, 0, 0, 2}}}}}}});
        }),
        "p.hitmask: sprites[0].frames[0].shapes.boxes[0][2]: expected a number above 0 up to "
        "131072, found 0");
    add("polygon of two points", project([](J& root, J& sprite) {
            root.insert("version", 6);
            const QJsonArray ring{QJsonArray{0, 0}, QJsonArray{1, 1}};
            sprite.insert("frames", QJsonArray{J{{"shapes", J{{"polygons", QJsonArray{ring}}}}}});
        }),
        "p.hitmask: sprites[0].frames[0].shapes.polygons[0]: expected an array of 3 to 4096 "
        "items, found an array of length 2");
    add("point a string", project([](J& root, J& sprite) {
            root.insert("version", 6);
            const QJsonArray ring{QJsonArray{0, 0}, QJsonArray{1, "1"}, QJsonArray{0, 1}};
            sprite.insert("frames", QJsonArray{J{{"shapes", J{{"polygons", QJsonArray{ring}}}}}});
        }),
        R"(p.hitmask: sprites[0].frames[0].shapes.polygons[0][1][1]: expected a number from )"
        R"(-131072 to 131072, found "1")");
    add("sensor a word", project([](J& root, J& sprite) {
            root.insert("version", 6);
            sprite.insert("channels",
                          QJsonArray{J{{"name", "solid"}, {"physics", J{{"sensor", "yes"}}}}});
        }),
        R"(p.hitmask: sprites[0].channels[0].physics.sensor: expected true or false, found "yes")");
    add("collision bits past 32", project([](J& root, J& sprite) {
            root.insert("version", 6);
            sprite.insert("channels", QJsonArray{J{{"name", "solid"},
                                                   {"physics", J{{"categoryBits", 4294967296.}}}}});
        }),
        "p.hitmask: sprites[0].channels[0].physics.categoryBits: expected a whole number from 0 "
        "to 4294967295, found 4294967296");
    add("channel colour a name", project([](J&, J& sprite) {
            sprite.insert("channels", QJsonArray{J{{"name", "solid"}, {"colour", "pink"}}});
        }),
        R"(p.hitmask: sprites[0].channels[0].colour: expected a colour written #rrggbb, )"
        R"(found "pink")");
    add("colour chosen a word", project([](J& root, J& sprite) {
            root.insert("version", 7);
            sprite.insert(
                "channels",
                QJsonArray{J{{"name", "solid"}, {"colour", "#102030"}, {"colourChosen", "yes"}}});
        }),
        R"(p.hitmask: sprites[0].channels[0].colourChosen: expected true or false, found "yes")");
    add("colour chosen but missing", project([](J& root, J& sprite) {
            root.insert("version", 7);
            sprite.insert("channels", QJsonArray{J{{"name", "solid"}, {"colourChosen", true}}});
        }),
        "p.hitmask: sprites[0].channels[0].colour: missing");
    add("sprite name a path", project([](J& root, J& sprite) {
            root.insert("version", 7);
            sprite.insert("name", "../hero");
        }),
        R"(p.hitmask: sprites[0].name: expected a name for files: no /, \, # or control )"
        R"(characters, nor spaces around it, found "../hero")");
    add("sprite name with a hash", project([](J& root, J& sprite) {
            root.insert("version", 7);
            sprite.insert("name", "hero#2");
        }),
        R"(p.hitmask: sprites[0].name: expected a name for files: no /, \, # or control )"
        R"(characters, nor spaces around it, found "hero#2")");
    add("file an array", QByteArray("[1, 2]"), "p.hitmask is not a Hitmask project");
    add("newer version", project([](J& root, J& sprite) {
            root.insert("version", 9);
            sprite.insert("newKey", true); // a newer file may have keys this one lacks
        }),
        "p.hitmask was written by a newer Hitmask (project version 9; this one reads up to 7)");
    return list;
}

} // namespace

class TestProjectSchema : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void damagedProjectsAreRefused_data();
    void damagedProjectsAreRefused();
    void validProjectsPass();
    void codeAgreesWithSchemaFile();
    void cliExportRefusesDamagedProject();
    void editorKeepsItsProjectOverADamagedOne();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestProjectSchema::initTestCase() {
    QVERIFY(dir_.isValid());
    QLocale::setDefault(QLocale::c()); // numbers in messages as the table writes them
    QImage art(4, 2, QImage::Format_RGBA8888);
    art.fill(Qt::black);
    QVERIFY(art.save(path(QStringLiteral("art.png"))));
}

void TestProjectSchema::damagedProjectsAreRefused_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    for (const BrokenProject& broken : brokenProjects())
        QTest::newRow(broken.name) << broken.content << broken.message;
}

void TestProjectSchema::damagedProjectsAreRefused() {
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QVERIFY(writeBytes(path(QStringLiteral("p.hitmask")), content));
    ProjectDocument document;
    QString error;
    QVERIFY(!ProjectFile::load(document, path(QStringLiteral("p.hitmask")), &error));
    QCOMPARE(error, message);
    QVERIFY(document.sprites().empty());
    QVERIFY(document.filePath().isEmpty());
}

void TestProjectSchema::validProjectsPass() {
    for (const QJsonObject& project : validProjects()) {
        QVERIFY(!project.isEmpty());
        QCOMPARE(ProjectSchema::problem(project), QString());
    }
    // And a project as the editor saves it.
    ProjectDocument document;
    QVERIFY(writeBytes(path(QStringLiteral("ok.hitmask")), project([](auto&, auto&) {})));
    QString error;
    QVERIFY2(ProjectFile::load(document, path(QStringLiteral("ok.hitmask")), &error),
             qPrintable(error));
    QVERIFY(ProjectFile::save(document, path(QStringLiteral("saved.hitmask")), &error));
    QCOMPARE(ProjectSchema::problem(readJson(path(QStringLiteral("saved.hitmask")))), QString());
}

// Every case goes to both the code and the schema file: they must accept and refuse the
// same ones. The damaged cases come from every node of the valid projects.
void TestProjectSchema::codeAgreesWithSchemaFile() {
    QJsonArray cases;
    for (const QJsonObject& project : validProjects())
        cases.append(project);
    for (const BrokenProject& broken : brokenProjects())
        cases.append(QJsonDocument::fromJson(broken.content).isArray()
                         ? QJsonValue(QJsonDocument::fromJson(broken.content).array())
                         : QJsonValue(QJsonDocument::fromJson(broken.content).object()));
    // Every node of a project with every key, turned into every other type and into the
    // values on both sides of each limit: a limit moved on one side only shows here.
    QCOMPARE(ProjectSchema::problem(everyKey()), QString());
    for (const QJsonValue& changed : testing::everyNodeChanged(everyKey()))
        cases.append(changed);
    std::mt19937 rng(20261127);
    const QList<QJsonObject> bases = validProjects();
    constexpr int kDamagedPerProject = 250;
    for (const QJsonObject& base : bases)
        for (int i = 0; i < kDamagedPerProject; ++i)
            cases.append(testing::damageProject(base, rng));
    const QString casesPath = path(QStringLiteral("cases.json"));
    QVERIFY(writeBytes(casesPath, QJsonDocument(cases).toJson(QJsonDocument::Compact)));

    QProcess python;
    python.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    python.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral(HITMASK_SCHEMA_VERDICTS), QStringLiteral(HITMASK_PROJECT_SCHEMA),
                  casesPath});
    QVERIFY(python.waitForFinished(120000));
    QCOMPARE(python.exitCode(), 0);
    const QList<QByteArray> verdicts = python.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(verdicts.size(), cases.size());
    int refused = 0;
    for (qsizetype i = 0; i < cases.size(); ++i) {
        const QString problem = ProjectSchema::problem(cases.at(i));
        const bool schemaAccepts = verdicts[i] == "valid";
        refused += problem.isEmpty() ? 0 : 1;
        QVERIFY2(problem.isEmpty() == schemaAccepts,
                 qPrintable(QStringLiteral("case %1: the code says '%2', the schema '%3': %4")
                                .arg(i)
                                .arg(problem, QString::fromUtf8(verdicts[i]),
                                     QString::fromUtf8(QJsonDocument(QJsonArray{cases.at(i)})
                                                           .toJson(QJsonDocument::Compact)
                                                           .left(600)))));
    }
    // Enough of each kind that the comparison means something.
    QVERIFY2(refused > cases.size() / 3, qPrintable(QString::number(refused)));
    QVERIFY2(refused < cases.size() - bases.size() - 50, qPrintable(QString::number(refused)));
}

void TestProjectSchema::cliExportRefusesDamagedProject() {
    const QString project = path(QStringLiteral("broken.hitmask"));
    QVERIFY(writeBytes(project, ::project([](QJsonObject& root, QJsonObject&) {
                           root.insert("sprites", "abc");
                       })));
    const testing::CliRun run = testing::runCli(
        {QStringLiteral("export"), project, QStringLiteral("-o"), path(QStringLiteral("out"))});
    QCOMPARE(run.status, 2);
    QVERIFY2(run.err.contains(R"(broken.hitmask: sprites: expected an array, found "abc")"),
             run.err.constData());
    QVERIFY(!QDir(path(QStringLiteral("out"))).exists());
}

// The editor says why and stays on the project it had: nothing to save over the file.
void TestProjectSchema::editorKeepsItsProjectOverADamagedOne() {
    testing::IsolatedHome home;
    const QString good = path(QStringLiteral("good.hitmask"));
    const QString broken = path(QStringLiteral("threshold.hitmask"));
    QVERIFY(writeBytes(good, project([](auto&, auto&) {})));
    const QByteArray damaged =
        project([](QJsonObject&, QJsonObject& sprite) { sprite.insert("threshold", "high"); });
    QVERIFY(writeBytes(broken, damaged));
    MainWindow window;
    ProjectController* projects = window.projects();
    QVERIFY(projects->openProject(good));
    QSignalSpy problems(projects, &ProjectController::problem);
    QVERIFY(!projects->openProject(broken));
    QCOMPARE(problems.count(), 1);
    QVERIFY2(problems.first().first().toString().contains(
                 R"(sprites[0].threshold: expected a whole number from 0 to 255, found "high")"),
             qPrintable(problems.first().first().toString()));
    QCOMPARE(projects->document()->filePath(), QFileInfo(good).absoluteFilePath());
    QCOMPARE(projects->document()->sprites().size(), std::size_t{1});
    QFile file(broken);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), damaged);
}

QTEST_MAIN(TestProjectSchema)
#include "tst_projectschema.moc"
