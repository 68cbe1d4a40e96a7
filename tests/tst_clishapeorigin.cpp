// SPDX-License-Identifier: MIT
// Every shape format carries each frame's origin (pivot): JSON "origin", the C header's
// name_shape_origin_x/y, Tiled tile properties origin_x/origin_y, Godot Area2D positions.
#include "support/clirunner.h"
#include "support/fixturefiles.h"
#include "support/originstrip.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask::testing;

namespace {
// The numbers of `static const long NAME[...] ... = { ... };` in a C header.
QList<int> cArray(const QByteArray& header, const QString& name) {
    const QString text = QString::fromUtf8(header);
    const qsizetype at = text.indexOf(u' ' + name + u'[');
    if (at < 0)
        return {};
    const qsizetype open = text.indexOf(u'{', at);
    const QString body = text.mid(open + 1, text.indexOf(u'}', open) - open - 1);
    QList<int> numbers;
    static const QRegularExpression number(QStringLiteral("-?\\d+"));
    for (auto it = number.globalMatch(body); it.hasNext();)
        numbers << it.next().captured(0).toInt();
    return numbers;
}
} // namespace

class TestCliShapeOrigin : public QObject {
    Q_OBJECT

private slots:
    void init();
    void rotationSetShapesHaveTheMaskFilesOrigins();
    void everyShapeFormatCarriesHandSetOrigins();

private:
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliShapeOrigin::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(writeOriginStrip(dir_->path()));
    QFile project(dir_->filePath(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(originStripProject(3));
}

// `shapes --rotations 8 --json` names the origins `info` shows for the same mask file.
void TestCliShapeOrigin::rotationSetShapesHaveTheMaskFilesOrigins() {
    auto run = runCli({"mask", "strip.png", "--rotations", "8", "-o", "r.hmsk"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    run = runCli({"info", "r.hmsk", "--json"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray info = QJsonDocument::fromJson(run.out).object().value("frames").toArray();
    QCOMPARE(info.size(), 8);
    run = runCli({"shapes", "strip.png", "--rotations", "8", "--boxes", "--json"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray shapes = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(shapes.size(), 8);
    bool someNonZero = false;
    for (qsizetype f = 0; f < 8; ++f) {
        const QJsonArray origin = shapes[f].toObject().value("origin").toArray();
        QCOMPARE(origin, info[f].toObject().value("origin").toArray());
        someNonZero = someNonZero || origin[0].toInt() != 0;
    }
    QVERIFY(someNonZero);
}

void TestCliShapeOrigin::everyShapeFormatCarriesHandSetOrigins() {
    const QList<QPoint>& origins = kStripOrigins;
    auto run = runCli({"shapes", "game.hitmask", "--boxes", "--json"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray json = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(json.size(), 2);
    for (qsizetype f = 0; f < 2; ++f)
        QCOMPARE(json[f].toObject().value("origin").toArray(),
                 (QJsonArray{origins[f].x(), origins[f].y()}));

    run = runCli(
        {"shapes", "game.hitmask", "--boxes", "--format", "shapes-c", "--name", "s", "-o", "s.h"},
        dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QByteArray header = readAll(dir_->filePath("s.h"));
    QCOMPARE(cArray(header, "s_shape_origin_x"), (QList<int>{3, -2}));
    QCOMPARE(cArray(header, "s_shape_origin_y"), (QList<int>{5, 1}));

    run = runCli({"shapes", "game.hitmask", "--boxes", "--format", "tiled", "-o", "s.tsx"},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QString tsx = QString::fromUtf8(readAll(dir_->filePath("s.tsx")));
    for (qsizetype f = 0; f < 2; ++f) {
        const QString tile = tsx.section(QStringLiteral("<tile id=\"%1\">").arg(f), 1, 1)
                                 .section(QStringLiteral("</tile>"), 0, 0);
        QVERIFY2(tile.contains(QStringLiteral("<property name=\"origin_x\" type=\"int\" "
                                              "value=\"%1\"/>")
                                   .arg(origins[f].x())),
                 qPrintable(tile));
        QVERIFY(
            tile.contains(QStringLiteral("<property name=\"origin_y\" type=\"int\" value=\"%1\"/>")
                              .arg(origins[f].y())));
    }

    run = runCli({"shapes", "game.hitmask", "--boxes", "--format", "godot", "-o", "s.tscn"},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QString scene = QString::fromUtf8(readAll(dir_->filePath("s.tscn")));
    for (qsizetype f = 0; f < 2; ++f) {
        const QString area = scene.section(QStringLiteral("[node name=\"frame_%1\"").arg(f), 1, 1)
                                 .section(u'[', 0, 0);
        QVERIFY2(area.contains(QStringLiteral("position = Vector2(%1, %2)")
                                   .arg(-origins[f].x())
                                   .arg(-origins[f].y())),
                 qPrintable(area));
    }
}

QTEST_GUILESS_MAIN(TestCliShapeOrigin)
#include "tst_clishapeorigin.moc"
