// SPDX-License-Identifier: MIT
// hitmask-cli mask and shapes --origin: every frame of the build gets the pivot the option
// names, in place of the file's or the project's, and a value that names none is one line
// with status 2 and nothing written.
#include "support/clirunner.h"
#include "support/originstrip.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask::testing;

class TestCliOriginOption : public QObject {
    Q_OBJECT

private slots:
    void init();
    void maskWritesTheNamedPivot_data();
    void maskWritesTheNamedPivot();
    void shapesOfAProjectTakeTheOption();
    void oddSizesPutTheCentreOnAPixelCorner();
    void badValuesAreOneLineWithStatus2_data();
    void badValuesAreOneLineWithStatus2();

private:
    QJsonArray infoOrigins(const QString& file) const;
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestCliOriginOption::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(writeOriginStrip(dir_->path())); // two 8 x 6 cells
    QFile project(dir_->filePath(QStringLiteral("game.hitmask")));
    QVERIFY(project.open(QIODevice::WriteOnly));
    project.write(originStripProject(3));
}

QJsonArray TestCliOriginOption::infoOrigins(const QString& file) const {
    const CliRun run = runCli({"info", file, "--json"}, dir_->path());
    if (run.status != 0)
        return {};
    QJsonArray origins;
    for (const QJsonValue frame :
         QJsonDocument::fromJson(run.out).object().value("frames").toArray())
        origins.append(frame.toObject().value("origin"));
    return origins;
}

void TestCliOriginOption::maskWritesTheNamedPivot_data() {
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QJsonArray>("expected"); // in an 8 x 6 cell
    QTest::newRow("center") << "center" << QJsonArray{4, 3};
    QTest::newRow("bottom-center") << "bottom-center" << QJsonArray{4, 6};
    QTest::newRow("top-left") << "top-left" << QJsonArray{0, 0};
    QTest::newRow("top-right") << "top-right" << QJsonArray{8, 0};
    QTest::newRow("bottom-left") << "bottom-left" << QJsonArray{0, 6};
    QTest::newRow("bottom-right") << "bottom-right" << QJsonArray{8, 6};
    QTest::newRow("numbers") << "5,-7" << QJsonArray{5, -7};
    QTest::newRow("spaces") << " -3 , 2 " << QJsonArray{-3, 2};
}

void TestCliOriginOption::maskWritesTheNamedPivot() {
    QFETCH(QString, origin);
    QFETCH(QJsonArray, expected);
    CliRun run = runCli({"mask", "strip.png", "--frames", "2", "--origin", origin, "-o", "s.hmsk"},
                        dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QCOMPARE(infoOrigins(QStringLiteral("s.hmsk")), (QJsonArray{expected, expected}));

    run = runCli({"shapes", "strip.png", "--frames", "2", "--boxes", "--json", "--origin", origin},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray shapes = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(shapes.size(), 2);
    for (const QJsonValue frame : shapes)
        QCOMPARE(frame.toObject().value("origin").toArray(), expected);
}

// The project's own origins, (3, 5) and (-2, 1), give way to the option's.
void TestCliOriginOption::shapesOfAProjectTakeTheOption() {
    CliRun run = runCli({"shapes", "game.hitmask", "--boxes", "--json"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QCOMPARE(QJsonDocument::fromJson(run.out).array()[1].toObject().value("origin").toArray(),
             (QJsonArray{-2, 1}));
    run = runCli({"shapes", "game.hitmask", "--boxes", "--json", "--origin", "bottom-center"},
                 dir_->path());
    QVERIFY2(run.status == 0, run.err);
    const QJsonArray shapes = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(shapes.size(), 2);
    for (const QJsonValue frame : shapes)
        QCOMPARE(frame.toObject().value("origin").toArray(), (QJsonArray{4, 6}));
}

// A 7 x 5 sprite: its centre (3.5, 2.5) is no pixel corner; the pivot is the corner up
// and to the left of it.
void TestCliOriginOption::oddSizesPutTheCentreOnAPixelCorner() {
    QImage odd(7, 5, QImage::Format_RGBA8888);
    odd.fill(Qt::red);
    QVERIFY(odd.save(dir_->filePath(QStringLiteral("odd.png"))));
    const CliRun run =
        runCli({"mask", "odd.png", "--origin", "center", "-o", "odd.hmsk"}, dir_->path());
    QVERIFY2(run.status == 0, run.err);
    QCOMPARE(infoOrigins(QStringLiteral("odd.hmsk")), (QJsonArray{QJsonArray{3, 2}}));
}

void TestCliOriginOption::badValuesAreOneLineWithStatus2_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("origin");
    for (const QString& command : {QStringLiteral("mask"), QStringLiteral("shapes")}) {
        for (const QString& origin :
             {QStringLiteral("middle"), QStringLiteral("1"), QStringLiteral("1,2,3"),
              QStringLiteral("70000,0"), QStringLiteral("1.5,2"), QStringLiteral(""),
              QStringLiteral("Center")})
            QTest::addRow("%s %s", qPrintable(command), qPrintable(origin)) << command << origin;
    }
}

void TestCliOriginOption::badValuesAreOneLineWithStatus2() {
    QFETCH(QString, command);
    QFETCH(QString, origin);
    QStringList arguments{command,    "strip.png", "--frames", "2",
                          "--origin", origin,      "-o",       "out.json"};
    if (command == QLatin1String("shapes"))
        arguments << "--boxes"
                  << "--format"
                  << "shapes-json";
    const CliRun run = runCli(arguments, dir_->path());
    QCOMPARE(run.status, 2);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains("--origin"), run.err);
    QVERIFY(!QFile::exists(dir_->filePath(QStringLiteral("out.json"))));
}

QTEST_GUILESS_MAIN(TestCliOriginOption)
#include "tst_clioriginoption.moc"
