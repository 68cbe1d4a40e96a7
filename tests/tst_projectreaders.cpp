// SPDX-License-Identifier: MIT
// Project files as a hand or a damaged disk may write them: what loads saves and loads
// again, and a value past any image is refused with a reason, never read wrapped around.
#include "document/projectdocument.h"
#include "document/projectfile.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestProjectReaders : public QObject {
    Q_OBJECT

private slots:
    void init();
    void asideFrameWithoutSizeSurvivesSaveAndLoad();
    void rectanglesPastAnyImageAreRefused_data();
    void rectanglesPastAnyImageAreRefused();

private:
    QString write(const QByteArray& json);
    QTemporaryDir dir_;
};

void TestProjectReaders::init() {
    QImage sprite(6, 5, QImage::Format_RGBA8888);
    sprite.fill(Qt::transparent);
    sprite.setPixelColor(2, 2, Qt::black);
    QVERIFY(sprite.save(dir_.filePath(QStringLiteral("sprite.png"))));
}

QString TestProjectReaders::write(const QByteArray& json) {
    const QString path = dir_.filePath(QStringLiteral("test.hitmask"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size())
        return {};
    return path;
}

// A frame entry with neither size nor rectangle holds no edits; past the image's one
// frame it waits aside with no pixels, and a saved copy of it must open again.
void TestProjectReaders::asideFrameWithoutSizeSurvivesSaveAndLoad() {
    const QString path = write(R"({"format": "hitmask-project", "version": 4, "sprites": [
        {"path": "sprite.png", "cut": {"kind": "whole"}, "frames": [{"size": [6, 5]}, {}]}]})");
    ProjectDocument document;
    QString error;
    QVERIFY2(ProjectFile::load(document, path, &error), qPrintable(error));
    QCOMPARE(document.sprites().size(), 1u);
    QCOMPARE(document.sprites().front()->framesAside().size(), 1u);
    const QString copy = dir_.filePath(QStringLiteral("copy.hitmask"));
    QVERIFY2(ProjectFile::save(document, copy, &error), qPrintable(error));
    ProjectDocument reloaded;
    QVERIFY2(ProjectFile::load(reloaded, copy, &error), qPrintable(error));
    QCOMPARE(reloaded.sprites().front()->framesAside().size(), 1u);
    QCOMPARE(reloaded.sprites().front()->framesAside().front().solid().autoMask.width(), 0);
}

void TestProjectReaders::rectanglesPastAnyImageAreRefused_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("reason");
    // x + w overflows an int: read naively, the rectangle wraps round to a small one.
    QTest::newRow("cut rectangle overflowing")
        << QByteArray(R"({"format": "hitmask-project", "version": 4, "sprites": [{"path":
            "sprite.png", "cut": {"kind": "rects", "rects": [[2000000000, 0, 2000000000, 1]]}}]})")
        << "damaged";
    QTest::newRow("version 2 rectangle overflowing")
        << QByteArray(R"({"format": "hitmask-project", "version": 2, "sprites": [{"path":
            "sprite.png", "frames": [{"rect": [2000000000, 0, 2000000000, 1]}]}]})")
        << "outside the image";
    // Larger than any image the limits allow (256 here): it would be saved at a size no
    // load accepts.
    QTest::newRow("cut rectangle larger than an image")
        << QByteArray(R"({"format": "hitmask-project", "version": 4, "sprites": [{"path":
            "sprite.png", "cut": {"kind": "rects", "rects": [[0, 0, 6, 5], [0, 0, 300, 10]]}}]})")
        << "damaged";
}

void TestProjectReaders::rectanglesPastAnyImageAreRefused() {
    QFETCH(QByteArray, json);
    QFETCH(QString, reason);
    ImageLoadLimits limits;
    limits.maxSide = 256;
    ProjectDocument document;
    document.setImageLimits(limits);
    QString error;
    QVERIFY(!ProjectFile::load(document, write(json), &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(document.sprites().empty());
}

QTEST_GUILESS_MAIN(TestProjectReaders)
#include "tst_projectreaders.moc"
