// SPDX-License-Identifier: MIT
// hitmask-cli's depfiles read by the real build tools: a Ninja build that lists its outputs
// in another order than the project's, and a CMake Makefile build after a sprite is touched,
// settle after one run instead of rerunning the export forever.
#include "support/clirunner.h"

#include <QDateTime>
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// A sprite whose solid pixels depend on `seed`.
bool writeSprite(const QString& path, int seed) {
    QImage image(6, 5, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if ((x * 3 + y + seed) % 4 < 2)
                image.setPixelColor(x, y, QColor(10, 200, 10, 255));
    return image.save(path, "PNG");
}

bool writeText(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

struct Tool {
    int status = -1;
    QByteArray out;
};

Tool runTool(const QString& program, const QStringList& arguments, const QString& folder) {
    QProcess process;
    process.setWorkingDirectory(folder);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    Tool tool;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return tool;
    }
    tool.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    tool.out = process.readAll();
    return tool;
}

} // namespace

class TestCliNinja : public QObject {
    Q_OBJECT

private slots:
    void init();
    void outputsInAnotherOrderThanTheProject();
    void readmeSnippetThroughCMake();
    void touchedSpriteThroughCMakeMakefiles();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }

    std::unique_ptr<QTemporaryDir> dir_;
    QString ninja_;
};

void TestCliNinja::init() {
    ninja_ = QStandardPaths::findExecutable(QStringLiteral("ninja"));
    if (ninja_.isEmpty())
        QSKIP("ninja is not installed: the depfile check needs the real build tool");
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(QDir().mkpath(path(QStringLiteral("art"))));
    QVERIFY(writeSprite(path(QStringLiteral("art/ship.png")), 1));
    QVERIFY(writeSprite(path(QStringLiteral("art/rock.png")), 2));
    // The project names the ship first; sorted, the rock's mask comes first.
    QVERIFY(writeText(path(QStringLiteral("art/game.hitmask")),
                      R"({"format": "hitmask-project", "version": 1, "sprites": [
        {"path": "ship.png", "threshold": 0, "colorKey": null, "frames": [{"rect": [0, 0, 6, 5]}]},
        {"path": "rock.png", "threshold": 0, "colorKey": null, "frames": [{"rect": [0, 0, 6, 5]}]}
        ]})"));
}

void TestCliNinja::outputsInAnotherOrderThanTheProject() {
    // Ninja compares the depfile's paths with the edge's as written: absolute on both sides.
    const QString out = QDir(dir_->path()).canonicalPath() + QStringLiteral("/out");
    QVERIFY2(!out.contains(u' ') && !out.contains(u':') && !out.contains(u'$'), qPrintable(out));
    const QByteArray build = "rule export\n"
                             "  command = " HITMASK_CLI_PATH " export art/game.hitmask -o " +
                             out.toUtf8() + " --format c --quiet --depfile masks.d\n" +
                             "  depfile = masks.d\n" + "build " + out.toUtf8() + "/rock.h " +
                             out.toUtf8() + "/ship.h: export\n";
    QVERIFY(writeText(path(QStringLiteral("build.ninja")), build));

    const Tool first = runTool(ninja_, {}, dir_->path());
    QVERIFY2(first.status == 0, first.out);
    QVERIFY2(first.out.contains("[1/1]"), first.out);
    QVERIFY(QFile::exists(out + QStringLiteral("/rock.h")));
    QVERIFY(QFile::exists(out + QStringLiteral("/ship.h")));
    const Tool second =
        runTool(ninja_, {QStringLiteral("-d"), QStringLiteral("explain")}, dir_->path());
    QVERIFY2(second.status == 0, second.out);
    QVERIFY2(second.out.contains("ninja: no work to do."), second.out);
}

void TestCliNinja::readmeSnippetThroughCMake() {
    const QString cmake = QStandardPaths::findExecutable(QStringLiteral("cmake"));
    if (cmake.isEmpty())
        QSKIP("cmake is not installed");
    // The snippet of docs/exports.md, with the tool under test in place of hitmask::cli and the
    // OUTPUT files in sorted order, as that page says.
    QVERIFY(writeText(path(QStringLiteral("CMakeLists.txt")),
                      R"(cmake_minimum_required(VERSION 3.21)
project(masks LANGUAGES NONE)
add_custom_command(
    OUTPUT ${CMAKE_BINARY_DIR}/masks/rock.h ${CMAKE_BINARY_DIR}/masks/ship.h
    COMMAND ")" HITMASK_CLI_PATH R"(" export ${CMAKE_SOURCE_DIR}/art/game.hitmask --format c --quiet
            -o ${CMAKE_BINARY_DIR}/masks --depfile ${CMAKE_BINARY_DIR}/masks.d
    DEPFILE ${CMAKE_BINARY_DIR}/masks.d
    VERBATIM)
add_custom_target(masks ALL DEPENDS ${CMAKE_BINARY_DIR}/masks/ship.h)
)"));
    const Tool configure =
        runTool(cmake,
                {QStringLiteral("-S"), dir_->path(), QStringLiteral("-B"),
                 path(QStringLiteral("build")), QStringLiteral("-G"), QStringLiteral("Ninja"),
                 QStringLiteral("-DCMAKE_MAKE_PROGRAM=") + ninja_},
                dir_->path());
    QVERIFY2(configure.status == 0, configure.out);
    const QStringList build{QStringLiteral("--build"), path(QStringLiteral("build"))};
    const Tool first = runTool(cmake, build, dir_->path());
    QVERIFY2(first.status == 0, first.out);
    QVERIFY2(first.out.contains("Generating masks/rock.h, masks/ship.h"), first.out);
    const Tool second = runTool(
        cmake,
        build + QStringList{QStringLiteral("--"), QStringLiteral("-d"), QStringLiteral("explain")},
        dir_->path());
    QVERIFY2(second.status == 0, second.out);
    QVERIFY2(second.out.contains("ninja: no work to do."), second.out);
}

// Make has no restat: a mask whose bytes did not change must still end up newer than the
// touched sprite, or every later build runs the export again.
void TestCliNinja::touchedSpriteThroughCMakeMakefiles() {
    const QString cmake = QStandardPaths::findExecutable(QStringLiteral("cmake"));
    const QString make = QStandardPaths::findExecutable(QStringLiteral("make"));
    if (cmake.isEmpty() || make.isEmpty())
        QSKIP("cmake or make is not installed");
    QVERIFY(writeText(path(QStringLiteral("CMakeLists.txt")),
                      R"(cmake_minimum_required(VERSION 3.21)
project(masks LANGUAGES NONE)
add_custom_command(
    OUTPUT ${CMAKE_BINARY_DIR}/masks/rock.h ${CMAKE_BINARY_DIR}/masks/ship.h
    COMMAND ")" HITMASK_CLI_PATH R"(" export ${CMAKE_SOURCE_DIR}/art/game.hitmask --format c --quiet
            -o ${CMAKE_BINARY_DIR}/masks --depfile ${CMAKE_BINARY_DIR}/masks.d
    DEPFILE ${CMAKE_BINARY_DIR}/masks.d
    VERBATIM)
add_custom_target(masks ALL DEPENDS ${CMAKE_BINARY_DIR}/masks/rock.h ${CMAKE_BINARY_DIR}/masks/ship.h)
)"));
    const Tool configure = runTool(cmake,
                                   {QStringLiteral("-S"), dir_->path(), QStringLiteral("-B"),
                                    path(QStringLiteral("build")), QStringLiteral("-G"),
                                    QStringLiteral("Unix Makefiles")},
                                   dir_->path());
    QVERIFY2(configure.status == 0, configure.out);
    const QStringList build{QStringLiteral("--build"), path(QStringLiteral("build"))};
    const auto exported = [&] {
        const Tool run = runTool(cmake, build, dir_->path());
        return run.status == 0 && run.out.contains("Generating masks/rock.h, masks/ship.h");
    };
    QVERIFY(exported());
    QVERIFY(!exported());
    const QString header = path(QStringLiteral("build/masks/ship.h"));
    QFile headerFile(header);
    QVERIFY(headerFile.open(QIODevice::ReadOnly));
    const QByteArray before = headerFile.readAll();
    QDateTime later = headerFile.fileTime(QFileDevice::FileModificationTime);
    headerFile.close();
    for (const QString& sprite : {QStringLiteral("art/ship.png"), QStringLiteral("art/rock.png")}) {
        later = later.addSecs(5); // past the headers, whatever the last run dated them
        QFile touched(path(sprite));
        QVERIFY(touched.open(QIODevice::ReadWrite));
        QVERIFY(touched.setFileTime(later, QFileDevice::FileModificationTime));
        touched.close();
        QVERIFY2(exported(), qPrintable(sprite));  // touched: the export runs once
        QVERIFY2(!exported(), qPrintable(sprite)); // and then the build has settled
    }
    QVERIFY(headerFile.open(QIODevice::ReadOnly));
    QCOMPARE(headerFile.readAll(), before);
}

QTEST_GUILESS_MAIN(TestCliNinja)
#include "tst_clininja.moc"
