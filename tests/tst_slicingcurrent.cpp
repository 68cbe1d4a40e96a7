// SPDX-License-Identifier: MIT
// Slicing a sprite cut already: the dialog opens with the cut as it was made (form, size,
// count, margin, spacing, empty cells), OK with nothing changed is no step, and undo and
// redo of a slice fit the view as the slice itself did.
#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/slicingdialog.h"
#include "support/artfixtures.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <functional>

using namespace hitmask;

namespace {

// What the user types in the dialog, and so what it must show when opened again.
struct Cut {
    bool byCount = false;
    int width = 0, height = 0, columns = 0, rows = 0, margin = 0, spacing = 0;
    bool skipEmpty = false;
};

// The walker strip with two of its sixteen cells cleared: fourteen frames with empty
// cells skipped, sixteen without.
QImage walkerStripWithGaps() {
    QImage image = testing::spacedWalkerStrip();
    QPainter painter(&image);
    painter.setCompositionMode(QPainter::CompositionMode_Clear);
    painter.fillRect(QRect(5 * 32, 0, 32, 32), Qt::transparent);
    painter.fillRect(QRect(6 * 32, 32, 32, 32), Qt::transparent);
    return image;
}

// 42 x 28: three by two opaque 10 x 10 cells with a margin of 2 and a spacing of 4.
QImage spacedSheet() {
    QImage image(42, 28, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 3; ++c)
            for (int y = 0; y < 10; ++y)
                for (int x = 0; x < 10; ++x)
                    image.setPixelColor(2 + c * 14 + x, 2 + r * 14 + y,
                                        QColor::fromHsv(c * 60 + r * 30, 200, 200));
    return image;
}

void typeInto(QSpinBox* box, int value) {
    QTest::mouseClick(box, Qt::LeftButton, {}, box->rect().center());
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
}

void clickLeftEdge(QWidget* button) {
    QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(4, button->height() / 2));
}

void clickOk(SlicingDialog* dialog) {
    QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(ok, Qt::LeftButton, {}, ok->rect().center());
}

// Opens Slice into Frames from the window and runs `use` on the dialog while it is shown;
// false when no dialog came.
bool withDialog(MainWindow& window, const std::function<void(SlicingDialog*)>& use) {
    bool shown = false;
    QTimer::singleShot(0, &window, [&] {
        auto* dialog = qobject_cast<SlicingDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        shown = true;
        use(dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
    window.findChild<QAction*>(QStringLiteral("sliceIntoFrames"))->trigger();
    return shown;
}

// A window, in settings of its own, with an image open as its one sprite.
class SheetWindow {
public:
    [[nodiscard]] bool open(const QImage& image) {
        const QString path = dir_.filePath(QStringLiteral("sheet.png"));
        return image.save(path) && testing::showActive(window) &&
               window.projects()->addSprites({path});
    }

private:
    testing::IsolatedHome home_; // before the window reads any setting
    QTemporaryDir dir_;

public:
    MainWindow window;
};

} // namespace

Q_DECLARE_METATYPE(Cut)

class TestSlicingCurrent : public QObject {
    Q_OBJECT

private slots:
    void opensWithTheCurrentCut_data();
    void opensWithTheCurrentCut();
    void undoAndRedoFitTheViewAsTheSliceDid();
};

void TestSlicingCurrent::opensWithTheCurrentCut_data() {
    QTest::addColumn<QImage>("image");
    QTest::addColumn<Cut>("cut");
    QTest::addColumn<int>("frames");
    QTest::newRow("32 x 32") << testing::spacedWalkerStrip() << Cut{false, 32, 32, 8, 2, 0, 0}
                             << 16;
    QTest::newRow("64 x 32") << testing::spacedWalkerStrip() << Cut{false, 64, 32, 4, 2, 0, 0} << 8;
    QTest::newRow("empty cells skipped")
        << walkerStripWithGaps() << Cut{false, 32, 32, 8, 2, 0, 0, true} << 14;
    QTest::newRow("counted, margin and spacing")
        << spacedSheet() << Cut{true, 10, 10, 3, 2, 2, 4} << 6;
}

// Each cut typed in the dialog, then the dialog opened again: every field as typed, and
// OK leaves the frames and the undo stack as they were.
void TestSlicingCurrent::opensWithTheCurrentCut() {
    QFETCH(QImage, image);
    QFETCH(Cut, cut);
    QFETCH(int, frames);
    SheetWindow sheet;
    QVERIFY(sheet.open(image));
    MainWindow& window = sheet.window;
    QUndoStack* stack = window.projects()->document()->undoStack();

    QVERIFY(withDialog(window, [&](SlicingDialog* dialog) {
        clickLeftEdge(cut.byCount ? dialog->byCountButton() : dialog->bySizeButton());
        if (cut.byCount) {
            typeInto(dialog->columnsBox(), cut.columns);
            typeInto(dialog->rowsBox(), cut.rows);
        } else {
            typeInto(dialog->cellWidthBox(), cut.width);
            typeInto(dialog->cellHeightBox(), cut.height);
        }
        typeInto(dialog->marginBox(), cut.margin);
        typeInto(dialog->spacingBox(), cut.spacing);
        if (dialog->skipEmptyBox()->isChecked() != cut.skipEmpty)
            clickLeftEdge(dialog->skipEmptyBox());
        clickOk(dialog);
    }));
    const Sprite* sprite = window.focus()->sprite();
    QCOMPARE(int(sprite->frames().size()), frames);
    const int steps = stack->count();
    const QRect secondFrame = sprite->frames()[1].rect;

    QVERIFY(withDialog(window, [&](SlicingDialog* dialog) {
        QCOMPARE(dialog->byCountButton()->isChecked(), cut.byCount);
        QCOMPARE(dialog->cellWidthBox()->value(), cut.width);
        QCOMPARE(dialog->cellHeightBox()->value(), cut.height);
        QCOMPARE(dialog->columnsBox()->value(), cut.columns);
        QCOMPARE(dialog->rowsBox()->value(), cut.rows);
        QCOMPARE(dialog->marginBox()->value(), cut.margin);
        QCOMPARE(dialog->spacingBox()->value(), cut.spacing);
        QCOMPARE(dialog->skipEmptyBox()->isChecked(), cut.skipEmpty);
        QCOMPARE(int(dialog->cells().size()), frames);
        const QString shot = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
        if (!shot.isEmpty() && cut.skipEmpty)
            dialog->grab().save(shot + QStringLiteral("/slicing-current-cut.png"));
        clickOk(dialog);
    }));
    QCOMPARE(stack->count(), steps);
    QVERIFY(!stack->canRedo());
    QCOMPARE(int(window.focus()->sprite()->frames().size()), frames);
    QCOMPARE(window.focus()->sprite()->frames()[1].rect, secondFrame);
}

// The slice fits the view to its first frame; zoomed in, then undone (the whole strip,
// fitted as when it was added) and redone, the view is the slice's again.
void TestSlicingCurrent::undoAndRedoFitTheViewAsTheSliceDid() {
    SheetWindow sheet;
    QVERIFY(sheet.open(testing::spacedWalkerStrip()));
    MainWindow& window = sheet.window;
    CanvasView* canvas = window.canvas();
    const QRectF whole = canvas->visiblePixels();
    QVERIFY(withDialog(window, [&](SlicingDialog* dialog) {
        clickLeftEdge(dialog->bySizeButton());
        typeInto(dialog->cellWidthBox(), 32);
        typeInto(dialog->cellHeightBox(), 32);
        clickOk(dialog);
    }));
    QCOMPARE(window.focus()->sprite()->frames().size(), std::size_t(16));
    const QRectF sliced = canvas->visiblePixels();
    QVERIFY(sliced != whole);

    window.activateWindow(); // back from the dialog, for the keys
    QVERIFY(QTest::qWaitForWindowActive(&window));
    canvas->setFocus();
    canvas->zoomIn();
    canvas->zoomIn();
    QVERIFY(canvas->visiblePixels() != sliced);
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window.focus()->sprite()->frames().size(), std::size_t(1));
    QCOMPARE(canvas->visiblePixels(), whole);
    canvas->zoomIn();
    QTest::keyClick(canvas, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(window.focus()->sprite()->frames().size(), std::size_t(16));
    QCOMPARE(canvas->visiblePixels(), sliced);
}

QTEST_MAIN(TestSlicingCurrent)
#include "tst_slicingcurrent.moc"
