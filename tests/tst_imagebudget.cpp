// SPDX-License-Identifier: MIT
// The editor refuses, with the figures, an image whose pixels would take more memory than
// the budget for images, before decoding it, rather than freeze or run out of memory.
#include "common/imageloader.h"
#include "common/preferences.h"
#include "document/projectdocument.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/fixturefiles.h"
#include "support/isolatedhome.h"
#include "support/pngencoder.h"

#include <QMessageBox>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

namespace {

// A real PNG header claiming width x height pixels over a few bytes of image data: were
// it decoded, it would fail as corrupt, not as too big.
QByteArray pngClaiming(int width, int height) {
    QByteArray header(13, '\0');
    qToBigEndian(quint32(width), header.data());
    qToBigEndian(quint32(height), header.data() + 4);
    header[8] = 8;
    header[9] = 6;
    return QByteArray("\x89PNG\r\n\x1a\n", 8) + testing::pngChunk("IHDR", header) +
           testing::pngChunk("IDAT", qCompress(QByteArray(64, '\0')).mid(4)) +
           testing::pngChunk("IEND", {});
}

} // namespace

class TestImageBudget : public QObject {
    Q_OBJECT

    testing::IsolatedHome home_;
    testing::FixtureDir dir_;

private slots:
    void initTestCase() {
        QVERIFY(home_.isValid());
        QVERIFY(dir_.isValid());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        Preferences().save();
    }

    void tooBigForTheBudgetIsSaidWithFigures() {
        // 12,000 x 12,000 pixels at 8 bytes a pixel: 1,099 MB, over the 1,024 MB budget.
        const QString path = dir_.write(QStringLiteral("mural.png"), pngClaiming(12000, 12000));
        MainWindow window;
        ProjectController* projects = window.projects();
        QSignalSpy problems(projects, &ProjectController::problem);
        QVERIFY(!projects->openImages({path}));
        QCOMPARE(problems.count(), 1);
        QVERIFY(projects->document()->sprites().empty());
        auto* box = window.findChild<QMessageBox*>();
        QVERIFY(box);
        const QString text = box->text();
        // One image refused is "the image", not "some images".
        QVERIFY2(text.startsWith(QStringLiteral("The image could not be opened:\nmural.png")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("12,000 x 12,000 pixels")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("about 1,099 MB")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the 1,024 MB allowed")), qPrintable(text));
    }

    void withinTheBudgetIsDecoded() {
        // 11,000 x 11,000 is 924 MB: it is decoded, and then found corrupt.
        const QString path = dir_.write(QStringLiteral("wall.png"), pngClaiming(11000, 11000));
        MainWindow window;
        QSignalSpy problems(window.projects(), &ProjectController::problem);
        QVERIFY(!window.projects()->openImages({path}));
        QCOMPARE(problems.count(), 1);
        const QString text = problems.first().first().toString();
        QVERIFY2(!text.contains(QStringLiteral("allowed for images")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("wall.png")), qPrintable(text));
    }

    void theCommandLineHasNoSuchBudget() {
        // hitmask-cli's loader holds only the decoded image: the budget is Qt's decoding one.
        const QString path = dir_.write(QStringLiteral("cli.png"), pngClaiming(12000, 12000));
        const LoadedImage loaded = ImageLoader().load(path);
        QVERIFY(!loaded.ok());
        QVERIFY2(!loaded.error.contains(QStringLiteral("allowed for images")),
                 qPrintable(loaded.error));
        QCOMPARE(ImageLoadLimits::fromPreferences().heldBytesPerPixel,
                 ImageLoadLimits::kEditorBytesPerPixel);
    }
};

QTEST_MAIN(TestImageBudget)
#include "tst_imagebudget.moc"
