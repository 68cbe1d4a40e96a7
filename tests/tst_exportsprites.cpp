// SPDX-License-Identifier: MIT
// The export dialog with forty sprites: a list of many whole rows, a filter over it that
// keeps ticks, All and None for the rows shown, and an export of exactly the ticked.
#include "editor/exporting/exportdialog.h"
#include "editor/exporting/spritechecklist.h"
#include "export/projectexport.h"
#include "support/fortysprites.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

QStringList shownNames(const QListWidget* list) {
    QStringList names;
    for (int r = 0; r < list->count(); ++r)
        if (!list->item(r)->isHidden())
            names << list->item(r)->text();
    return names;
}

} // namespace

class TestExportSprites : public QObject, private FortySprites {
    Q_OBJECT

private slots:
    void initTestCase() { FortySprites::initTestCase(); }
    void init() { FortySprites::init(); }
    void cleanup() { FortySprites::cleanup(); }
    void manyWholeRowsThatDoNotOverlap();
    void filterKeepsTicksAndEscapeEmptiesIt();
    void exportWritesTheTickedOnly();

private:
    // The dialog shown at most 1280 x 760, the room a 1280 x 800 screen leaves it.
    std::unique_ptr<ExportDialog> openDialog() {
        auto dialog = std::make_unique<ExportDialog>(*document(), window_.get());
        dialog->resize(dialog->sizeHint().boundedTo(QSize(1280, 760)));
        dialog->setWindowModality(Qt::ApplicationModal); // as the editor opens it
        dialog->show();
        dialog->activateWindow();
        // The main window's own activation may still arrive after the dialog's.
        const bool active = QTest::qWaitFor([&] {
            if (QApplication::activeWindow() != dialog.get())
                dialog->activateWindow();
            return QApplication::activeWindow() == dialog.get();
        });
        if (!active)
            return nullptr;
        return dialog;
    }
};

void TestExportSprites::manyWholeRowsThatDoNotOverlap() {
    const auto dialog = openDialog();
    QVERIFY(dialog);
    const QListWidget* sprites = dialog->spriteChecklist()->list();
    QCOMPARE(sprites->count(), 40);
    QVERIFY2(wholeRows(sprites) >= 8, qPrintable(QString::number(wholeRows(sprites))));
    const int lineHeight = sprites->fontMetrics().height();
    for (int r = 0; r + 1 < sprites->count(); ++r) {
        const QRect row = sprites->visualItemRect(sprites->item(r));
        const QRect next = sprites->visualItemRect(sprites->item(r + 1));
        QVERIFY2(row.height() >= lineHeight, qPrintable(sprites->item(r)->text()));
        QVERIFY2(!row.intersects(next), qPrintable(sprites->item(r)->text()));
    }
}

void TestExportSprites::filterKeepsTicksAndEscapeEmptiesIt() {
    const auto dialog = openDialog();
    QVERIFY(dialog);
    SpriteChecklist* checklist = dialog->spriteChecklist();
    QListWidget* sprites = checklist->list();
    // Ctrl+F from anywhere in the dialog, then typing.
    auto* folder = dialog->findChild<QLineEdit*>(QStringLiteral("folder"));
    folder->setFocus();
    QTest::keyClick(folder, Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), checklist->filterBox());
    QTest::keyClicks(checklist->filterBox(), QStringLiteral("HERO"));
    QStringList heroes;
    for (const QString& name : names_)
        if (name.startsWith(QStringLiteral("hero")))
            heroes << name;
    QCOMPARE(shownNames(sprites), heroes);
    QVERIFY(checklist->countLabel()->isVisible());
    QCOMPARE(checklist->countLabel()->text(), QStringLiteral("10 of 40"));
    // None unticks the ten shown; the thirty hidden stay ticked.
    QTest::mouseClick(checklist->noneButton(), Qt::LeftButton);
    // A folder's name filters too.
    checklist->filterBox()->clear();
    QTest::keyClicks(checklist->filterBox(), QStringLiteral("enemies"));
    QCOMPARE(shownNames(sprites).size(), 10);
    QVERIFY(shownNames(sprites).front().startsWith(QStringLiteral("enemy")));
    // Escape empties the filter and leaves the dialog open; all forty are back.
    QTest::keyClick(checklist->filterBox(), Qt::Key_Escape);
    QVERIFY(dialog->isVisible());
    QVERIFY(checklist->filterBox()->text().isEmpty());
    QCOMPARE(shownNames(sprites), names_);
    QVERIFY(!checklist->countLabel()->isVisible());
    QSet<QString> unticked;
    for (int r = 0; r < sprites->count(); ++r)
        if (sprites->item(r)->checkState() != Qt::Checked)
            unticked << sprites->item(r)->text();
    QCOMPARE(unticked, QSet<QString>(heroes.begin(), heroes.end()));
    QCOMPARE(dialog->settings().skipped.size(), 10);
    // A second Escape is the dialog's: Cancel.
    QTest::keyClick(checklist->filterBox(), Qt::Key_Escape);
    QVERIFY(!dialog->isVisible());
}

void TestExportSprites::exportWritesTheTickedOnly() {
    const auto dialog = openDialog();
    QVERIFY(dialog);
    SpriteChecklist* checklist = dialog->spriteChecklist();
    // All of them off, then the "item1" ones (item1x) back on with All.
    QTest::mouseClick(checklist->noneButton(), Qt::LeftButton);
    QTest::keyClicks(checklist->filterBox(), QStringLiteral("item1"));
    QTest::mouseClick(checklist->allButton(), Qt::LeftButton);
    QSet<QString> expected;
    for (const QString& name : names_)
        if (name.startsWith(QStringLiteral("item1")))
            expected << name;
    QCOMPARE(expected.size(), 10);
    QSet<QString> planned;
    for (const ExportItem& item : ProjectExport::plan(*document(), dialog->settings()))
        planned << item.sprite->name();
    QCOMPARE(planned, expected);
    // Space on the current row toggles its tick.
    QListWidget* sprites = checklist->list();
    sprites->setFocus();
    int first = -1;
    for (int r = 0; r < sprites->count() && first < 0; ++r)
        if (!sprites->item(r)->isHidden())
            first = r;
    sprites->setCurrentRow(first);
    QTest::keyClick(sprites, Qt::Key_Space);
    QCOMPARE(sprites->item(first)->checkState(), Qt::Unchecked);
}

QTEST_MAIN(TestExportSprites)
#include "tst_exportsprites.moc"
