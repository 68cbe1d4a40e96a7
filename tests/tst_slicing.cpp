// SPDX-License-Identifier: MIT
// The slicing dialog (live cells, errors, empty cells) and the SliceSprite command
// (frames by id, undo restoring the old frame with its edits).
#include "document/commands/cutframes.h"
#include "document/projectfile.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/slicingdialog.h"
#include "support/artfixtures.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHelpEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>

using namespace hitmask;

namespace {
// A 256 x 64 strip: four 64 x 64 frames, the third one empty.
QImage strip() {
    return testing::makeImage(256, 64, [](int x, int y) {
        const int f = x / 64;
        return f != 2 &&
               (x % 64 - 32) * (x % 64 - 32) + (y - 32) * (y - 32) < (8 + 4 * f) * (8 + 4 * f);
    });
}

// 384 x 32: twelve 32 x 32 frames, each a square of its own opaque colour with a
// transparent edge, as a strip of small animation frames is.
QImage twelveFrameStrip() {
    QImage image(384, 32, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int f = 0; f < 12; ++f)
        for (int y = 2; y < 30; ++y)
            for (int x = 2; x < 30; ++x)
                image.setPixelColor(f * 32 + x, y, QColor::fromHsv(f * 30, 180 + x, 120 + 4 * y));
    return image;
}
} // namespace

class TestSlicing : public QObject {
    Q_OBJECT

private slots:
    void dialogOffersSquareFrames();
    void dialogFollowsTheGrid();
    void sliceIsOneUndoStep();
    void slicedFramesSurviveSaveAndLoad();
    void proposesTheFramesOfASpacedStrip();
    void previewFitsABigSheet();
    void previewShowsTheArtInItsOwnColours();
    void previewGrowsWithTheDialog();
    void hoveringACellNamesItsFrame();
};

void TestSlicing::dialogOffersSquareFrames() {
    SlicingDialog dialog(strip());
    QCOMPARE(dialog.cells(),
             (QList<QRect>{{0, 0, 64, 64}, {64, 0, 64, 64}, {128, 0, 64, 64}, {192, 0, 64, 64}}));
    QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
}

void TestSlicing::dialogFollowsTheGrid() {
    SlicingDialog dialog(strip());
    dialog.resize(700, 300);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy changed(&dialog, &SlicingDialog::cellsChanged);
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);

    dialog.cellWidthBox()->setValue(60); // 256 is not a multiple of 60
    QVERIFY(changed.count() >= 1);
    QVERIFY(dialog.cells().isEmpty());
    QVERIFY(dialog.error().contains(QStringLiteral("do not divide")));
    QVERIFY(!ok->isEnabled());

    dialog.byCountButton()->setChecked(true);
    dialog.columnsBox()->setValue(8);
    QCOMPARE(dialog.cells().size(), 8);
    QCOMPARE(dialog.cells()[1], QRect(32, 0, 32, 64));
    QVERIFY(ok->isEnabled());

    dialog.columnsBox()->setValue(4);
    dialog.skipEmptyBox()->setChecked(true);
    QCOMPARE(dialog.cells(), (QList<QRect>{{0, 0, 64, 64}, {64, 0, 64, 64}, {192, 0, 64, 64}}));
    const QString shot = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!shot.isEmpty())
        QVERIFY(dialog.grab().save(shot + QStringLiteral("/slicing.png")));
}

void TestSlicing::sliceIsOneUndoStep() {
    ProjectDocument document;
    const int id = testing::addSprite(document, QStringLiteral("/nowhere/strip.png"), strip());
    Sprite* sprite = document.sprite(id);
    QCOMPARE(sprite->frames().size(), std::size_t{1});
    const int wholeId = sprite->frames()[0].id;
    QSignalSpy rebuilt(&document, &ProjectDocument::spriteRebuilt);

    const QList<QRect> cells{{0, 0, 64, 64}, {64, 0, 64, 64}, {192, 0, 64, 64}};
    document.undoStack()->push(new SliceSprite(&document, id, cells));
    QCOMPARE(rebuilt.count(), 1);
    QCOMPARE(sprite->frames().size(), std::size_t{3});
    std::vector<int> ids;
    for (std::size_t i = 0; i < 3; ++i) {
        QCOMPARE(sprite->frames()[i].rect, cells[qsizetype(i)]);
        QCOMPARE(sprite->frames()[i].solid().effective.width(), 64);
        QVERIFY(sprite->frames()[i].id != wholeId);
        ids.push_back(sprite->frames()[i].id);
    }
    // Each frame's mask is its own cell's art: frame 2 is the fourth circle (radius 20).
    QVERIFY(sprite->frames()[2].solid().effective.test(32, 32 + 19));
    QVERIFY(!sprite->frames()[0].solid().effective.test(32, 32 + 19));

    document.undoStack()->undo();
    QCOMPARE(sprite->frames().size(), std::size_t{1});
    QCOMPARE(sprite->frames()[0].id, wholeId);
    QCOMPARE(sprite->frames()[0].rect, QRect(0, 0, 256, 64));
    document.undoStack()->redo();
    QCOMPARE(sprite->frames().size(), std::size_t{3});
    for (std::size_t i = 0; i < 3; ++i)
        QCOMPARE(sprite->frames()[i].id, ids[i]); // the same frames, not new ones
    QCOMPARE(rebuilt.count(), 3);
}

void TestSlicing::slicedFramesSurviveSaveAndLoad() {
    QTemporaryDir dir;
    const QString art = dir.filePath(QStringLiteral("strip.png"));
    QVERIFY(strip().save(art));
    ProjectDocument document;
    const int id = testing::addSprite(document, art, strip());
    const QList<QRect> cells{{0, 0, 64, 64}, {64, 0, 64, 64}, {192, 0, 64, 64}};
    document.undoStack()->push(new SliceSprite(&document, id, cells));
    const QString project = dir.filePath(QStringLiteral("game.hitmask"));
    QString error;
    QVERIFY2(ProjectFile::save(document, project, &error), qPrintable(error));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &error), qPrintable(error));
    QCOMPARE(loaded.sprites().size(), std::size_t{1});
    const auto& frames = loaded.sprites()[0]->frames();
    QCOMPARE(frames.size(), std::size_t{3});
    for (std::size_t i = 0; i < 3; ++i)
        QCOMPARE(frames[i].rect, cells[qsizetype(i)]);
}

// A 256 x 64 strip of 32 x 32 frames kept apart by transparent columns and rows, sliced
// from the window: the dialog proposes its sixteen frames, the greyed columns x rows
// follow the frame size typed, and OK cuts them.
void TestSlicing::proposesTheFramesOfASpacedStrip() {
    testing::IsolatedHome home;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walk.png"));
    QVERIFY(testing::spacedWalkerStrip().save(path));
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({path}));
    QList<QRect> expected;
    for (int row = 0; row < 2; ++row)
        for (int column = 0; column < 8; ++column)
            expected << QRect(column * 32, row * 32, 32, 32);
    bool checked = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<SlicingDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->cells(), expected);
        QCOMPARE(dialog->cellWidthBox()->value(), 32);
        QCOMPARE(dialog->cellHeightBox()->value(), 32);
        QVERIFY(!dialog->columnsBox()->isEnabled());
        QCOMPARE(dialog->columnsBox()->value(), 8);
        QCOMPARE(dialog->rowsBox()->value(), 2);
        // Typed 64 wide: the greyed count follows.
        QSpinBox* width = dialog->cellWidthBox();
        QTest::mouseClick(width, Qt::LeftButton, {}, width->rect().center());
        width->selectAll();
        QTest::keyClicks(width, QStringLiteral("64"));
        QCOMPARE(dialog->columnsBox()->value(), 4);
        QCOMPARE(dialog->rowsBox()->value(), 2);
        // Counted instead: 8 x 2, and the greyed size reads 32 x 32 again.
        QTest::mouseClick(dialog->byCountButton(), Qt::LeftButton, {},
                          QPoint(4, dialog->byCountButton()->height() / 2));
        QVERIFY(dialog->byCountButton()->isChecked());
        QSpinBox* columns = dialog->columnsBox();
        columns->selectAll();
        QTest::keyClicks(columns, QStringLiteral("8"));
        QCOMPARE(dialog->cellWidthBox()->value(), 32);
        QCOMPARE(dialog->cells(), expected);
        // The preview shows all of the strip.
        QVERIFY(dialog->preview()->rect().contains(dialog->previewImageRect()));
        const QString shot = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
        if (!shot.isEmpty())
            dialog->grab().save(shot + QStringLiteral("/slicing-spaced-strip.png"));
        checked = true;
        dialog->accept();
    });
    window.findChild<QAction*>(QStringLiteral("sliceIntoFrames"))->trigger();
    QVERIFY(checked);
    const Sprite* sprite = window.focus()->sprite();
    QCOMPARE(sprite->frames().size(), std::size_t(16));
    QCOMPARE(sprite->frames()[9].rect, QRect(32, 32, 32, 32));
}

void TestSlicing::previewFitsABigSheet() {
    SlicingDialog dialog(testing::bigSheet());
    dialog.resize(700, 400);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QRect shown = dialog.previewImageRect();
    const QRect room = dialog.preview()->rect();
    QVERIFY(room.contains(shown));
    // As large as fits: it touches two opposite edges.
    QVERIFY(shown.width() >= room.width() - 1 || shown.height() >= room.height() - 1);
}

// Opened from the Edit menu on a twelve-frame strip: by default the whole strip at 1:1 or
// more, every art pixel in its own colour, only the cell outlines drawn over it.
void TestSlicing::previewShowsTheArtInItsOwnColours() {
    testing::IsolatedHome home;
    QTemporaryDir dir;
    const QImage art = twelveFrameStrip();
    const QString path = dir.filePath(QStringLiteral("strip.png"));
    QVERIFY(art.save(path));
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.projects()->addSprites({path}));
    bool checked = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<SlicingDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        const auto closeAtEnd = qScopeGuard([dialog] { dialog->reject(); }); // even on a failure
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->cells().size(), 12);
        const QRect shown = dialog->previewImageRect();
        QVERIFY2(shown.width() >= art.width() && shown.width() % art.width() == 0,
                 qPrintable(QString::number(shown.width())));
        const int scale = shown.width() / art.width();
        QCOMPARE(shown.height(), art.height() * scale);
        const QImage screen = dialog->preview()->grab().toImage();
        int same = 0, inside = 0;
        for (int y = 0; y < art.height(); ++y)
            for (int x = 0; x < art.width(); ++x) {
                if (x % 32 < 1 || x % 32 > 30 || y < 1 || y > 30)
                    continue; // a cell's edge pixels carry its outline
                const QPoint centre =
                    shown.topLeft() + QPoint(x * scale + scale / 2, y * scale + scale / 2);
                const QRgb want = art.pixel(x, y);
                if (qAlpha(want) == 255) {
                    ++inside;
                    same += screen.pixel(centre) == want ? 1 : 0;
                }
            }
        QCOMPARE(inside, 12 * 28 * 28);
        QCOMPARE(same, inside);
        // The outline between frames 1 and 2 is drawn, in white and black.
        const QColor line = screen.pixelColor(shown.left() + 32 * scale - 1, shown.center().y());
        QVERIFY2(line == Qt::white || line == Qt::black, qPrintable(line.name()));
        const QString shot = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
        if (!shot.isEmpty())
            dialog->grab().save(shot + QStringLiteral("/slicing-twelve-frames.png"));
        checked = true;
    });
    window.findChild<QAction*>(QStringLiteral("sliceIntoFrames"))->trigger();
    QVERIFY(checked);
}

void TestSlicing::previewGrowsWithTheDialog() {
    SlicingDialog dialog(twelveFrameStrip());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QRect before = dialog.previewImageRect();
    dialog.resize(dialog.width() + 2 * 384, dialog.height() + 200);
    QTRY_VERIFY(dialog.previewImageRect().width() > before.width());
    QVERIFY(dialog.previewImageRect().width() >= before.width() + 384);
    QVERIFY(dialog.preview()->rect().contains(dialog.previewImageRect()));
}

void TestSlicing::hoveringACellNamesItsFrame() {
    SlicingDialog dialog(twelveFrameStrip());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QRect shown = dialog.previewImageRect();
    const int scale = std::max(1, shown.width() / 384);
    const QPoint third = shown.topLeft() + QPoint((2 * 32 + 16) * scale, 16 * scale);
    QTest::mouseMove(dialog.preview(), third);
    QHelpEvent help(QEvent::ToolTip, third, dialog.preview()->mapToGlobal(third));
    QApplication::sendEvent(dialog.preview(), &help);
    QCOMPARE(QToolTip::text(), QStringLiteral("Frame 3"));
}

QTEST_MAIN(TestSlicing)
#include "tst_slicing.moc"
