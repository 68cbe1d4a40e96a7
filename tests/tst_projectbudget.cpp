// SPDX-License-Identifier: MIT
// A project's images and masks are budgeted together from the images' headers before any
// is decoded: one small file listed thousands of times is refused with figures (by the
// editor's document and hitmask-cli export alike) within a little memory, a file shared by
// a few sprites is decoded once, and an animation stops decoding at the budget.
#include "common/frameimages.h"
#include "common/imageloader.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/sprite.h"
#include "support/boundedchild.h"
#include "support/clirunner.h"
#include "support/digitgroups.h"
#include "support/fixturefiles.h"
#include "support/gifwriter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;
using hitmask::testing::digitsOf;

namespace {

// The editor's limits, as ImageLoadLimits::fromPreferences() gives them by default.
ImageLoadLimits editorLimits() {
    ImageLoadLimits limits;
    limits.heldBytesPerPixel = ImageLoadLimits::kEditorBytesPerPixel;
    return limits;
}

QByteArray projectListing(const QString& image, int count) {
    QByteArray json = "{\"format\": \"hitmask-project\", \"version\": 4, \"sprites\": [";
    for (int i = 0; i < count; ++i)
        json += QByteArray(i ? "," : "") + "{\"path\": \"" + image.toUtf8() +
                "\", \"cut\": {\"kind\": \"whole\"}}";
    return json + "]}";
}

} // namespace

class TestProjectBudget : public QObject {
    Q_OBJECT

    testing::FixtureDir dir_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        // 2048 x 2048, mostly clear: a file of a few KB that decodes to 16 MB.
        QImage art(2048, 2048, QImage::Format_RGBA8888);
        art.fill(Qt::transparent);
        QPainter painter(&art);
        painter.fillRect(100, 200, 300, 400, Qt::black);
        painter.end();
        QVERIFY(art.save(dir_.filePath(QStringLiteral("wall.png"))));
        QVERIFY(QFileInfo(dir_.filePath(QStringLiteral("wall.png"))).size() < 100000);
    }

    void fiveThousandSpritesOnOneFileAreRefused() {
        const QString path = dir_.write(QStringLiteral("many.hitmask"),
                                        projectListing(QStringLiteral("wall.png"), 5000));
        // In a child with 512 MiB more than the test maps now: decoding them one by one
        // would run out of it (and fail) long before the end.
        const int status = testing::runBounded(rlim_t{512} << 20, 120, [&] {
            ProjectDocument document;
            document.setImageLimits(editorLimits());
            QString error;
            if (ProjectFile::load(document, path, &error))
                return 1;
            const QString message = digitsOf(error);
            std::fprintf(stderr, "%s\n", qPrintable(message));
            return message.contains(QStringLiteral("5000 sprite")) &&
                           message.contains(QStringLiteral("more than the 1024 MB allowed for "
                                                           "images"))
                       ? 0
                       : 2;
        });
        QCOMPARE(status, 0);
    }

    void theCommandLineRefusesThemToo() {
        const QString path = dir_.write(QStringLiteral("cli.hitmask"),
                                        projectListing(QStringLiteral("wall.png"), 5000));
        QElapsedTimer timer;
        timer.start();
        const testing::CliRun run =
            testing::runCliWithin(rlim_t{2} << 30, {QStringLiteral("export"), path}, 120000);
        QCOMPARE(run.status, 2); // -1 had it not finished in time, -2 had it crashed
        const QString err = digitsOf(run.err);
        QVERIFY2(err.contains(QStringLiteral("5000 sprite")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("MB allowed for images")), qPrintable(err));
        QVERIFY2(timer.elapsed() < 60000, qPrintable(QString::number(timer.elapsed())));
    }

    void aSharedFileIsDecodedOnce() {
        const QString path = dir_.write(QStringLiteral("few.hitmask"),
                                        projectListing(QStringLiteral("wall.png"), 3));
        ProjectDocument document;
        document.setImageLimits(editorLimits());
        QString error;
        QVERIFY2(ProjectFile::load(document, path, &error), qPrintable(error));
        QCOMPARE(document.sprites().size(), 3u);
        const uchar* pixels = document.sprites()[0]->image().constBits();
        for (const auto& sprite : document.sprites()) {
            QCOMPARE(sprite->image().constBits(), pixels);
            // Each sprite has its own masks all the same.
            QCOMPARE(sprite->frames().front().solid().autoMask.count(), std::size_t(300 * 400));
        }
    }

    void smallCutsOfOneSheetFit() {
        // 600 sprites, each a 64 x 64 rectangle of the 2048 x 2048 sheet: their masks take
        // a few MB, not 600 sheets' worth.
        QByteArray json = "{\"format\": \"hitmask-project\", \"version\": 4, \"sprites\": [";
        for (int i = 0; i < 600; ++i)
            json += QByteArray(i ? "," : "") +
                    "{\"path\": \"wall.png\", \"cut\": {\"kind\": \"rects\", \"rects\": [[" +
                    QByteArray::number(i % 32 * 64) + ", " + QByteArray::number(i / 32 * 64) +
                    ", 64, 64]]}}";
        const QString path = dir_.write(QStringLiteral("sheet.hitmask"), json + "]}");
        ProjectDocument document;
        document.setImageLimits(editorLimits());
        QString error;
        QVERIFY2(ProjectFile::load(document, path, &error), qPrintable(error));
        QCOMPARE(document.sprites().size(), 600u);
    }

    void anAnimationStopsDecodingAtTheBudget() {
        // 2048 x 2048 frames take 16 MiB each decoded; 8 of them do not fit in 64 MB.
        const QList<int> frame(2048 * 2048, 1);
        const QString gif =
            dir_.write(QStringLiteral("long.gif"), testing::writeGif(QList<QList<int>>(8, frame),
                                                                     2048, 2048, QList<int>(8, 5)));
        // Qt's image plugins are loaded here, not in the child.
        QVERIFY(FrameImages::loadImages(dir_.write(QStringLiteral("small.gif"),
                                                   testing::writeGif({{0, 1, 2, 3}}, 2, 2, {5})),
                                        {})
                    .ok());
        // The frames held, the one being decoded and the reader's own canvas stay within
        // the budget of 64 MB: the child's peak of resident memory grows by no more than
        // that and a margin (decoding frame after frame and checking afterwards took twice
        // that). The address space is capped too, so that a regression fails, not swaps.
        const int status = testing::runBounded(rlim_t{1} << 30, 60, [&] {
            const qint64 before = testing::startPeakResident();
            ImageLoadLimits limits;
            limits.allocationLimitMb = 64;
            const FrameSet set = FrameImages::loadImages(gif, limits);
            const qint64 grown = testing::peakResident() - before;
            std::fprintf(stderr, "%lld MiB more at the peak: %s\n", grown >> 20,
                         qPrintable(set.error));
            if (set.ok() || !set.error.contains(QStringLiteral("more frames than fit in 64 MB")))
                return 1;
            // A sanitized build's redzones and quarantine hold more than the frames: there the
            // refusal is checked, and the peak in the release build.
            return testing::kAddressSanitizer || grown <= (qint64{64 + 8} << 20) ? 0 : 2;
        });
        QCOMPARE(status, 0);
    }
};

QTEST_MAIN(TestProjectBudget)
#include "tst_projectbudget.moc"
