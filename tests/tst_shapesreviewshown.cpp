// SPDX-License-Identifier: MIT
// Hand shapes the mask changed under are shown as to review in the main window: the
// Shapes panel says so, the Mask panel counts them and offers Clear Review Marks, which
// settles them in one undo step.
#include "document/projectdocument.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/shapesdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"
#include "support/shapefixtures.h"
#include "support/shownwindow.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

using namespace hitmask;
using namespace hitmask::testing;

class TestShapesReviewShown : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void flaggedShapesAreShownAndCleared();
    void nothingToClearWithoutASprite();

private:
    testing::IsolatedHome home_;
};

void TestShapesReviewShown::flaggedShapesAreShownAndCleared() {
    MainWindow window;
    QVERIFY(showActive(window));
    QVERIFY(window.projects()->openDemo());
    EditFocus* focus = window.focus();
    ProjectDocument* document = focus->document();
    QVERIFY(document && focus->frame());
    auto* shapes = window.findChild<ShapesDock*>();
    QVERIFY(shapes);
    QPushButton* clear = nullptr;
    for (auto* button : window.maskSettings()->findChildren<QPushButton*>())
        if (button->text() == MaskSettingsDock::tr("Clear Review Marks"))
            clear = button;
    QVERIFY(clear);
    QVERIFY(clear->isHidden());

    const EditPlace place =
        placeOf(*document, focus->spriteId(), focus->frameIndex(), focus->channelIndex());
    setShapes(*document, place, sampleShapes());
    const bool solid = focus->frame()->channel(focus->channelIndex()).effective.test(0, 0);
    QVERIFY(paintPixel(*document, place, 0, 0, !solid));
    QVERIFY(document->channelMasks(place)->shapesReview);
    QVERIFY(focus->frame()->channel(focus->channelIndex()).review.isEmpty());

    const QString toReview = MaskSettingsDock::tr("Hand shapes to review");
    QVERIFY(window.maskSettings()->statsLabel()->text().contains(toReview));
    QVERIFY(!clear->isHidden());
    QVERIFY(shapes->stateLabel()->text().contains(ShapesDock::tr("to review")));

    const int steps = document->undoStack()->count();
    QTest::mouseClick(clear, Qt::LeftButton);
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QVERIFY(!document->channelMasks(place)->shapesReview);
    QVERIFY(clear->isHidden());
    QVERIFY(!window.maskSettings()->statsLabel()->text().contains(toReview));
    QVERIFY(!shapes->stateLabel()->text().contains(ShapesDock::tr("to review")));

    document->undoStack()->undo();
    QVERIFY(document->channelMasks(place)->shapesReview);
    QVERIFY(!clear->isHidden());
    QVERIFY(shapes->stateLabel()->text().contains(ShapesDock::tr("to review")));
}

// An empty project has no marks: the Mask panel offers no Clear Review Marks (a greyed
// button there took the room of a row for nothing).
void TestShapesReviewShown::nothingToClearWithoutASprite() {
    MainWindow window;
    QVERIFY(showActive(window));
    QVERIFY(!window.focus()->frame());
    for (auto* button : window.maskSettings()->findChildren<QPushButton*>())
        QVERIFY2(button->text() != MaskSettingsDock::tr("Clear Review Marks") || button->isHidden(),
                 "Clear Review Marks shown with no sprite");
}

QTEST_MAIN(TestShapesReviewShown)
#include "tst_shapesreviewshown.moc"
