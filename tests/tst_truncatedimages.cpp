// SPDX-License-Identifier: MIT
// A BMP, JPEG or GIF file cut short is refused by every reader (the editor's loader,
// hitmask-cli mask and collide) instead of becoming a different mask; the whole file
// still loads as before.
#include "common/imageloader.h"
#include "document/spritefile.h"
#include "support/artfixtures.h"
#include "support/clirunner.h"
#include "support/fixturefiles.h"
#include "support/gifwriter.h"

#include <QBuffer>
#include <QImageWriter>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

namespace {

QByteArray encoded(const QImage& image, const char* format) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, format);
    if (!writer.write(image))
        qFatal("cannot write %s: %s", format, qPrintable(writer.errorString()));
    return bytes;
}

QByteArray gifFixture() {
    QList<QList<int>> frames;
    for (int f = 0; f < 4; ++f) {
        QList<int> pixels(48 * 32, 3);
        for (int y = 4; y < 28; ++y)
            for (int x = 8 + f * 4; x < 24 + f * 4; ++x)
                pixels[y * 48 + x] = f % 3;
        frames.append(pixels);
    }
    return testing::writeGif(frames, 48, 32, QList<int>(4, 10));
}

// The pixels a colour-keyed mask of the fixture holds: every one not magenta.
int notMagenta(const QImage& image) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += image.pixel(x, y) != qRgb(255, 0, 255);
    return count;
}

} // namespace

class TestTruncatedImages : public QObject {
    Q_OBJECT

    testing::FixtureDir dir_;

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void everyCutIsRefused_data() {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("whole");
        const QImage art = testing::colourKeyedSprite();
        QTest::newRow("bmp") << "bmp" << encoded(art, "bmp");
        QTest::newRow("bmp 8-bit")
            << "bmp" << encoded(art.convertToFormat(QImage::Format_Indexed8), "bmp");
        QTest::newRow("jpeg") << "jpg" << encoded(art, "jpeg");
        QTest::newRow("gif") << "gif" << gifFixture();
    }

    void everyCutIsRefused() {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, whole);
        const QString wholePath = dir_.write(QStringLiteral("whole.") + suffix, whole);
        QVERIFY(ImageLoader().load(wholePath).ok());
        QVERIFY(SpriteFile::load(wholePath, {}).ok());
        QCOMPARE(testing::runCli({QStringLiteral("collide"), wholePath, wholePath,
                                  QStringLiteral("--offset"), QStringLiteral("0,0")})
                     .status,
                 0);
        for (int percent = 5; percent <= 99; percent += 2) {
            const qsizetype keep = whole.size() * percent / 100;
            const QString path =
                dir_.write(QStringLiteral("cut%1.%2").arg(percent).arg(suffix), whole.left(keep));
            const LoadedImage loaded = ImageLoader().load(path);
            QVERIFY2(!loaded.ok(), qPrintable(QStringLiteral("%1% was read").arg(percent)));
            QVERIFY2(!SpriteFile::load(path, {}).ok(), qPrintable(path));
            const testing::CliRun mask =
                testing::runCli({QStringLiteral("mask"), path, QStringLiteral("-o"),
                                 dir_.filePath(QStringLiteral("cut.hmsk"))});
            QVERIFY2(mask.status == 2, mask.err.constData());
            QVERIFY2(mask.err.contains(path.toUtf8()), mask.err.constData());
            const testing::CliRun collide =
                testing::runCli({QStringLiteral("collide"), path, wholePath,
                                 QStringLiteral("--offset"), QStringLiteral("0,0")});
            QVERIFY2(collide.status == 2,
                     qPrintable(QStringLiteral("%1%: %2").arg(percent).arg(collide.status)));
            QVERIFY2(collide.err.contains(path.toUtf8()), collide.err.constData());
        }
    }

    void cutsAreNamedAsSuch() {
        const QByteArray bmp = encoded(testing::colourKeyedSprite(), "bmp");
        const LoadedImage cutBmp = ImageLoader().load(
            dir_.write(QStringLiteral("named.bmp"), bmp.left(bmp.size() * 45 / 100)));
        QVERIFY2(cutBmp.error.contains(QStringLiteral("cut short")), qPrintable(cutBmp.error));
        const QByteArray jpeg = encoded(testing::colourKeyedSprite(), "jpeg");
        const LoadedImage cutJpeg = ImageLoader().load(
            dir_.write(QStringLiteral("named.jpg"), jpeg.left(jpeg.size() * 60 / 100)));
        QVERIFY2(cutJpeg.error.contains(QStringLiteral("cut short")), qPrintable(cutJpeg.error));
        const QByteArray gif = gifFixture();
        const LoadedImage cutGif =
            ImageLoader().load(dir_.write(QStringLiteral("named.gif"), gif.left(gif.size() - 1)));
        QVERIFY2(cutGif.error.contains(QStringLiteral("cut short")), qPrintable(cutGif.error));
    }

    void wholeBmpKeepsItsMask() {
        // The colour key (magenta, from the border) leaves every other pixel solid.
        const QImage art = testing::colourKeyedSprite();
        const QString bmp = dir_.write(QStringLiteral("keyed.bmp"), encoded(art, "bmp"));
        const QString hmsk = dir_.filePath(QStringLiteral("keyed.hmsk"));
        const testing::CliRun mask =
            testing::runCli({QStringLiteral("mask"), bmp, QStringLiteral("-o"), hmsk});
        QCOMPARE(mask.status, 0);
        const testing::CliRun info =
            testing::runCli({QStringLiteral("info"), hmsk, QStringLiteral("--json")});
        QCOMPARE(info.status, 0);
        const QJsonObject json = QJsonDocument::fromJson(info.out).object();
        QCOMPARE(json.value(QStringLiteral("solid_pixels")).toInt(), notMagenta(art));
    }
};

QTEST_MAIN(TestTruncatedImages)
#include "tst_truncatedimages.moc"
