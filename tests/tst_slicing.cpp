// SPDX-License-Identifier: MIT
// The slicing dialog (live cells, errors, empty cells) and the SliceSprite command
// (frames by id, undo restoring the old frame with its edits).
#include "document/commands/cutframes.h"
#include "document/projectfile.h"
#include "editor/slicingdialog.h"
#include "support/documentfixture.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

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
} // namespace

class TestSlicing : public QObject {
    Q_OBJECT

private slots:
    void dialogOffersSquareFrames();
    void dialogFollowsTheGrid();
    void sliceIsOneUndoStep();
    void slicedFramesSurviveSaveAndLoad();
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
        QCOMPARE(sprite->frames()[i].effective.width(), 64);
        QVERIFY(sprite->frames()[i].id != wholeId);
        ids.push_back(sprite->frames()[i].id);
    }
    // Each frame's mask is its own cell's art: frame 2 is the fourth circle (radius 20).
    QVERIFY(sprite->frames()[2].effective.test(32, 32 + 19));
    QVERIFY(!sprite->frames()[0].effective.test(32, 32 + 19));

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

QTEST_MAIN(TestSlicing)
#include "tst_slicing.moc"
