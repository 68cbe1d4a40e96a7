// SPDX-License-Identifier: MIT
// hitmask-cli on projects for physics engines: `shapes` writes the hand shapes and physics
// a saved project holds (`--traced` ignores the shapes), `info` lists each channel's
// physics properties (text and JSON), `--pixels-per-metre` moves the engine's slop, and
// every error is one line with status 2.
#include "support/clirunner.h"
#include "support/handshapesproject.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using hitmask::testing::runCli;

class TestCliHandShapes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void infoListsChannelPhysics();
    void infoJsonSpellsPhysicsAsShapesDo();
    void tracedOnlyForProjects();
    void pixelsPerMetreKeepsWholePixelPieces();
    void errorsExitTwoWithOneLine_data();
    void errorsExitTwoWithOneLine();
    void savedHandShapesAndPhysicsReachTheCli();
    void unusableSavedHandShapesExitTwo();

private:
    QString project() const { return dir_.filePath(QStringLiteral("game.hitmask")); }
    QTemporaryDir dir_;
};

void TestCliHandShapes::initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(testing::writeHandShapesProject(dir_.path()));
    // A project whose second channel is empty everywhere.
    QFile file(project());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    text.replace(R"("source": "copy",
                "copyOf": "solid"})",
                 R"("source": "copy", "copyOf": "solid"},
               {"name": "feet", "colour": "#0000ff", "visible": true, "source": "empty"})");
    QFile empty(dir_.filePath(QStringLiteral("empty.hitmask")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.write(text);
}

void TestCliHandShapes::infoListsChannelPhysics() {
    const testing::CliRun run = runCli({QStringLiteral("info"), project()});
    QCOMPARE(run.status, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    // Plurals come from the English translation once it has these strings.
    QVERIFY2(lines[0].contains("game.hitmask: project, 1 sprite"), lines[0]);
    QVERIFY2(lines[1].startsWith("  blocks: 2 frame"), lines[1]);
    QCOMPARE(lines[2], QByteArray("    solid: body, density 1, friction 0.6, restitution 0, "
                                  "category bits 0x00000001, collides with 0xffffffff, group 0"));
    QVERIFY(lines[3].startsWith("    hit: body, "));
}

void TestCliHandShapes::infoJsonSpellsPhysicsAsShapesDo() {
    const testing::CliRun info =
        runCli({QStringLiteral("info"), QStringLiteral("--json"), project()});
    QCOMPARE(info.status, 0);
    const QJsonObject sprite =
        QJsonDocument::fromJson(info.out)[QStringLiteral("sprites")][0].toObject();
    QCOMPARE(sprite[QStringLiteral("name")].toString(), QStringLiteral("blocks"));
    QCOMPARE(sprite[QStringLiteral("frame_count")].toInt(), 2);
    const QJsonArray channels = sprite[QStringLiteral("channels")].toArray();
    QCOMPARE(channels.size(), 2);
    // The same object, key for key, as the shapes JSON writes for the channel.
    const testing::CliRun shapes = runCli(
        {QStringLiteral("shapes"), project(), QStringLiteral("--boxes"), QStringLiteral("--json")});
    QCOMPARE(shapes.status, 0);
    const QJsonArray frames = QJsonDocument::fromJson(shapes.out).array();
    QCOMPARE(channels[1][QStringLiteral("physics")], frames[1][QStringLiteral("physics")]);
    QCOMPARE(channels[0][QStringLiteral("physics")][QStringLiteral("collides_with")].toInteger(),
             4294967295LL);
}

void TestCliHandShapes::tracedOnlyForProjects() {
    // A project without hand shapes: --traced changes nothing.
    const QStringList shapes{QStringLiteral("shapes"), project(), QStringLiteral("--polygons"),
                             QStringLiteral("--json")};
    const testing::CliRun plain = runCli(shapes);
    const testing::CliRun traced = runCli(shapes + QStringList{QStringLiteral("--traced")});
    QCOMPARE(plain.status, 0);
    QCOMPARE(traced.out, plain.out);
}

void TestCliHandShapes::pixelsPerMetreKeepsWholePixelPieces() {
    // Traced pieces have whole-pixel vertices, at least one pixel apart: at the largest
    // scale, 200 px/m, the slop is exactly one pixel and must remove none of them.
    const QStringList shapes{QStringLiteral("shapes"), project(), QStringLiteral("--polygons"),
                             QStringLiteral("--convex"), QStringLiteral("--json")};
    const testing::CliRun normal = runCli(shapes);
    const testing::CliRun coarse =
        runCli(shapes + QStringList{QStringLiteral("--pixels-per-metre"), QStringLiteral("200")});
    QCOMPARE(normal.status, 0);
    QCOMPARE(coarse.status, 0);
    QCOMPARE(coarse.out, normal.out);
    // The option is not saved with the output: only projects save it, when chosen.
    QVERIFY(!normal.out.contains("pixels"));
}

void TestCliHandShapes::errorsExitTwoWithOneLine_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString game = project();
    const QString empty = dir_.filePath(QStringLiteral("empty.hitmask"));
    const QString image = dir_.filePath(QStringLiteral("blocks.png"));
    QTest::newRow("no pixels per metre")
        << QStringList{"shapes", game, "--boxes", "--json", "--pixels-per-metre", "0"}
        << "--pixels-per-metre: '0' is not a number from 1 to 200";
    QTest::newRow("too many pixels per metre")
        << QStringList{"shapes", game, "--boxes", "--json", "--pixels-per-metre", "201"}
        << "--pixels-per-metre: '201'";
    QTest::newRow("words for pixels per metre")
        << QStringList{"shapes", game, "--boxes", "--json", "--pixels-per-metre", "lots"}
        << "--pixels-per-metre: 'lots'";
    QTest::newRow("traced image") << QStringList{"shapes", image, "--boxes", "--json", "--traced"}
                                  << "--traced needs a .hitmask project";
    QTest::newRow("channel without shapes")
        << QStringList{"shapes", empty, "--channel", "feet", "--boxes", "--json"}
        << "the channel 'feet' of blocks has no shapes";
    QTest::newRow("impossible V") << QStringList{"shapes",         game, "--polygons", "--convex",
                                                 "--max-vertices", "2",  "--json"}
                                  << "--max-vertices: '2'";
    QTest::newRow("info of no project")
        << QStringList{"info", dir_.filePath(QStringLiteral("none.hitmask"))} << "none.hitmask";
}

void TestCliHandShapes::errorsExitTwoWithOneLine() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const testing::CliRun run = runCli(arguments);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.count('\n') == 1 && run.err.endsWith('\n'), run.err);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err);
}

// The project with hand shapes and the hit channel's physics, saved as the editor saves it.
static QString savedHandProject(const QString& dir, const Colliders& hand) {
    Project project;
    if (!testing::loadHandShapesProject(project, dir, hand))
        return {};
    const QString path = dir + QStringLiteral("/saved.hitmask");
    QString error;
    return ProjectFile::save(project, path, &error) ? path : QString();
}

void TestCliHandShapes::savedHandShapesAndPhysicsReachTheCli() {
    const QString saved = savedHandProject(dir_.path(), testing::handShapes());
    QVERIFY(!saved.isEmpty());
    const QStringList shapes{QStringLiteral("shapes"), saved, QStringLiteral("--boxes"),
                             QStringLiteral("--json")};
    const testing::CliRun hand = runCli(shapes);
    QCOMPARE(hand.status, 0);
    const QJsonArray frames = QJsonDocument::fromJson(hand.out).array();
    QCOMPARE(frames[0][QStringLiteral("hand")].toBool(), true);
    QCOMPARE(frames[0][QStringLiteral("circles")].toArray(),
             (QJsonArray{QJsonArray{24.5, 24.5, 2.5}}));
    QCOMPARE(frames[0][QStringLiteral("boxes")].toArray(),
             (QJsonArray{QJsonArray{1.5, 2, 4, 3.5}}));
    QCOMPARE(frames[1][QStringLiteral("physics")][QStringLiteral("sensor")].toBool(), true);
    QCOMPARE(
        frames[1][QStringLiteral("physics")][QStringLiteral("properties")][QStringLiteral("kind")]
            .toString(),
        QStringLiteral("enemy \"boss\""));
    const testing::CliRun traced = runCli(shapes + QStringList{QStringLiteral("--traced")});
    QCOMPARE(traced.status, 0);
    QVERIFY(!traced.out.contains("\"hand\""));
    QVERIFY(traced.out.contains("\"sensor\": true")); // physics stay
    const testing::CliRun info = runCli({QStringLiteral("info"), saved});
    QCOMPARE(info.status, 0);
    QVERIFY2(info.out.contains("    hit: sensor, density 0.5, friction 0.25, restitution 0.75, "
                               "category bits 0x00000002, collides with 0x00000005, group -3, "
                               "kind = enemy \"boss\", damage = 12"),
             info.out);
}

void TestCliHandShapes::unusableSavedHandShapesExitTwo() {
    // A box the project keeps (its width is positive) but Box2D would weld at 32 px/m:
    // 0.1 px is under the slop of 0.005 m x 32 px/m = 0.16 px.
    Colliders thin;
    thin.boxes.push_back({4, 4, 0.1, 4});
    const QString saved = savedHandProject(dir_.path(), thin);
    QVERIFY(!saved.isEmpty());
    const QStringList shapes{QStringLiteral("shapes"), saved, QStringLiteral("--boxes"),
                             QStringLiteral("--json")};
    const testing::CliRun run = runCli(shapes);
    QCOMPARE(run.status, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.count('\n') == 1, run.err);
    QVERIFY2(run.err.contains("channel solid, frame 1: a box of 0.1 x 4 pixels is smaller than "
                              "the engine's slop (0.16 pixels at 32 pixels per metre)"),
             run.err);
    // At 10 px/m the slop is 0.05 px: the box is written as drawn.
    const testing::CliRun fine =
        runCli(shapes + QStringList{QStringLiteral("--pixels-per-metre"), QStringLiteral("10")});
    QCOMPARE(fine.status, 0);
    QVERIFY(fine.out.contains("\"boxes\": [[4, 4, 0.1, 4]]"));
    // Traced, the same project exports at any scale.
    QCOMPARE(runCli(shapes + QStringList{QStringLiteral("--traced")}).status, 0);
}

QTEST_GUILESS_MAIN(TestCliHandShapes)
#include "tst_clihandshapes.moc"
