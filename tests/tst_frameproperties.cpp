// SPDX-License-Identifier: MIT
// Frame durations and origins set by hand in the Frames dock (double-click, the context
// action, several frames at once) and the Set Origin tool, each one undo step, kept
// through a reload of changed art, saved, loaded and exported.
#include "document/commands/framecommands.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/framestripdock.h"
#include "editor/editfocus.h"
#include "editor/framepropertiesdialog.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/tools/toolbox.h"
#include "export/projectexport.h"
#include "support/framefixtures.h"
#include "support/isolatedhome.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;
using namespace hitmask::testing;

namespace {

// Types `text` into a spin box as a user does: select all, type.
void type(QSpinBox* box, const QString& text) {
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
}

// Answers the Frame Properties dialog about to open: `fill` types into it, then OK.
void answerProperties(QObject* context, std::function<void(FramePropertiesDialog*)> fill,
                      int passes = 100) {
    QTimer::singleShot(0, context, [=] {
        auto* dialog = qobject_cast<FramePropertiesDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            if (passes > 0)
                answerProperties(context, fill, passes - 1);
            return;
        }
        fill(dialog);
        static int shown = 0;
        screenshot(*dialog, QStringLiteral("frame-properties-dialog-%1.png").arg(++shown));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
    });
}

QPoint itemCentre(QListWidget* list, int row) {
    return list->visualItemRect(list->item(row)).center();
}

} // namespace

class TestFrameProperties : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void durationAndOriginThroughTheDock();
    void originToolSetsTheOriginByClicking();
    void handSetValuesSurviveReloadSaveAndLoad();
    void arrowKeysFromMixedStartAtAFramesValue();

private:
    IsolatedHome home_;
};

void TestFrameProperties::durationAndOriginThroughTheDock() {
    QTemporaryDir dir;
    const QString json = writeSheet(dir.path());
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->importSheet(json));
    ProjectDocument* document = window.projects()->document();
    const Sprite& sprite = *document->sprites().front();
    QListWidget* list = window.frameStrip()->list();
    QCOMPARE(list->count(), 3);
    QUndoStack* stack = document->undoStack();
    const int before = stack->index();

    // Double-click frame 2: its duration and origin, typed, are one undo step.
    QSignalSpy changed(document, &ProjectDocument::framePropertiesChanged);
    answerProperties(this, [](FramePropertiesDialog* dialog) {
        QCOMPARE(dialog->durationBox()->value(), 150);
        type(dialog->durationBox(), QStringLiteral("250"));
        type(dialog->originXBox(), QStringLiteral("2"));
        type(dialog->originYBox(), QStringLiteral("1"));
    });
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, itemCentre(list, 1));
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, itemCentre(list, 1));
    QVERIFY(changed.count() >= 1);
    const Frame& second = sprite.frames()[1];
    QCOMPARE(second.durationMs, 250);
    QCOMPARE(second.durationSet, std::optional<int>(250));
    QCOMPARE(second.origin, QPoint(2, 1));
    QCOMPARE(stack->index(), before + 1);
    QVERIFY2(list->item(1)->text().contains(QStringLiteral("250")),
             qPrintable(list->item(1)->text()));
    QCOMPARE(window.focus()->frame()->origin, QPoint(2, 1));
    // The others keep the file's.
    QCOMPARE(sprite.frames()[0].durationMs, 100);
    QCOMPARE(sprite.frames()[2].origin, QPoint(0, 0));
    screenshot(window, QStringLiteral("frame-properties-window.png"));

    stack->undo();
    QCOMPARE(second.durationMs, 150);
    QCOMPARE(second.durationSet, std::nullopt);
    QCOMPARE(second.origin, QPoint(0, 0));
    QVERIFY(!list->item(1)->text().contains(QStringLiteral("250")));
    stack->redo();
    QCOMPARE(second.durationMs, 250);
    QCOMPARE(second.origin, QPoint(2, 1));

    // Frames 1 and 3 (Ctrl+click): their durations differ, so the box says Mixed; one
    // typed value sets both in one step, and their origins stay the file's.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, itemCentre(list, 0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ControlModifier, itemCentre(list, 2));
    QCOMPARE(window.frameStrip()->selectedFrameIds(),
             (QList<int>{sprite.frames()[0].id, sprite.frames()[2].id}));
    answerProperties(this, [](FramePropertiesDialog* dialog) {
        QCOMPARE(dialog->durationBox()->text(), FramePropertiesDialog::tr("Mixed"));
        type(dialog->durationBox(), QStringLiteral("80"));
    });
    window.frameStrip()->propertiesAction()->trigger();
    QCOMPARE(stack->index(), before + 2);
    QCOMPARE(sprite.frames()[0].durationMs, 80);
    QCOMPARE(sprite.frames()[2].durationMs, 80);
    QCOMPARE(sprite.frames()[1].durationMs, 250);
    QCOMPARE(sprite.frames()[0].originSet, std::nullopt);
    QCOMPARE(sprite.frames()[2].originSet, std::nullopt);
    stack->undo();
    QCOMPARE(sprite.frames()[0].durationMs, 100);
    QCOMPARE(sprite.frames()[2].durationMs, 50);
    stack->redo();

    // OK with nothing typed changes nothing and pushes nothing.
    answerProperties(this, [](FramePropertiesDialog*) {});
    window.frameStrip()->propertiesAction()->trigger();
    QCOMPARE(stack->index(), before + 2);

    // Back to the file's values: one step for every selected frame.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, itemCentre(list, 1));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ShiftModifier, itemCentre(list, 2));
    window.frameStrip()->resetPropertiesAction()->trigger();
    QCOMPARE(stack->index(), before + 3);
    QCOMPARE(sprite.frames()[1].durationMs, 150);
    QCOMPARE(sprite.frames()[1].origin, QPoint(0, 0));
    QCOMPARE(sprite.frames()[2].durationMs, 50);
    QCOMPARE(sprite.frames()[0].durationMs, 80); // not selected
    stack->undo();
    QCOMPARE(sprite.frames()[1].durationMs, 250);
    QCOMPARE(sprite.frames()[1].origin, QPoint(2, 1));
    QCOMPARE(sprite.frames()[2].durationMs, 80);
}

// Up from "Mixed" gives the first selected frame's value, not the placeholder below the
// range (which was written as origin -65536 and duration 1 ms).
void TestFrameProperties::arrowKeysFromMixedStartAtAFramesValue() {
    QTemporaryDir dir;
    const QString json = writeSheet(dir.path());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->importSheet(json));
    ProjectDocument* document = window.projects()->document();
    const Sprite& sprite = *document->sprites().front();
    document->undoStack()->push(
        new SetFrameOrigin(document, sprite.id(), {{sprite.frames()[1].id, QPoint(7, 2)}}));
    QList<int> ids;
    for (const Frame& frame : sprite.frames())
        ids << frame.id;
    FramePropertiesDialog dialog(sprite, ids);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.originXBox()->text(), FramePropertiesDialog::tr("Mixed"));
    QCOMPARE(dialog.durationBox()->text(), FramePropertiesDialog::tr("Mixed"));
    dialog.originXBox()->setFocus();
    QTest::keyClick(dialog.originXBox(), Qt::Key_Up);
    QCOMPARE(dialog.originXBox()->value(), sprite.frames()[0].origin.x());
    QTest::keyClick(dialog.originXBox(), Qt::Key_Up);
    QCOMPARE(dialog.originXBox()->value(), sprite.frames()[0].origin.x() + 1);
    dialog.durationBox()->setFocus();
    QTest::keyClick(dialog.durationBox(), Qt::Key_Down);
    QCOMPARE(dialog.durationBox()->value(), sprite.frames()[0].playDurationMs());
    QVERIFY(dialog.apply(document));
    for (const Frame& frame : sprite.frames()) {
        QCOMPARE(frame.origin.x(), sprite.frames()[0].origin.x());
        QVERIFY(frame.origin.x() >= 0);
        QCOMPARE(frame.durationMs, sprite.frames()[0].durationMs);
    }
    QCOMPARE(sprite.frames()[1].origin.y(), 2); // Y was left Mixed: each keeps its own
}

void TestFrameProperties::originToolSetsTheOriginByClicking() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->importSheet(writeSheet(dir.path())));
    ProjectDocument* document = window.projects()->document();
    const Sprite& sprite = *document->sprites().front();
    window.tools()->select(window.tools()->toolNamed(QStringLiteral("origin")));
    CanvasView* canvas = window.canvas();
    QCOMPARE(canvas->editFocus()->frameIndex(), 0);
    const int before = document->undoStack()->index();
    auto centreOf = [canvas](QPoint pixel) {
        return canvas->widgetPosOf(QPointF(pixel) + QPointF(0.5, 0.5)).toPoint();
    };
    // Left: the top-left corner of the pixel clicked, one undo step.
    QListWidget* list = window.frameStrip()->list();
    QVERIFY(!list->item(0)->text().endsWith(u'*'));
    QTest::mouseClick(canvas, Qt::LeftButton, {}, centreOf(QPoint(3, 2)));
    QCOMPARE(sprite.frames()[0].origin, QPoint(3, 2));
    QCOMPARE(document->undoStack()->index(), before + 1);
    // An origin set by hand is marked in the strip, as a hand-set duration is.
    QVERIFY2(list->item(0)->text().endsWith(u'*'), qPrintable(list->item(0)->text()));
    QVERIFY(!list->item(1)->text().endsWith(u'*'));
    QTest::mouseClick(canvas, Qt::LeftButton, {}, centreOf(QPoint(1, 1)));
    QCOMPARE(sprite.frames()[0].origin, QPoint(1, 1));
    QCOMPARE(document->undoStack()->index(), before + 2);
    // The same point again is no step at all.
    QTest::mouseClick(canvas, Qt::LeftButton, {}, centreOf(QPoint(1, 1)));
    QCOMPARE(document->undoStack()->index(), before + 2);
    screenshot(window, QStringLiteral("origin-tool.png"));
    document->undoStack()->undo();
    QCOMPARE(sprite.frames()[0].origin, QPoint(3, 2));
    // Right: the file's origin again.
    QTest::mouseClick(canvas, Qt::RightButton, {}, centreOf(QPoint(0, 2)));
    QCOMPARE(sprite.frames()[0].originSet, std::nullopt);
    QCOMPARE(sprite.frames()[0].origin, QPoint(0, 0));
    QCOMPARE(sprite.frames()[1].originSet, std::nullopt); // other frames untouched
    document->undoStack()->undo();
    QCOMPARE(sprite.frames()[0].origin, QPoint(3, 2));
}

void TestFrameProperties::handSetValuesSurviveReloadSaveAndLoad() {
    QTemporaryDir dir;
    const QString json = writeSheet(dir.path());
    ProjectController controller(nullptr);
    QVERIFY(controller.importSheet(json));
    ProjectDocument* document = controller.document();
    const int spriteId = document->sprites().front()->id();
    FrameStripDock dock;
    dock.setDocument(document);
    dock.setSprite(spriteId);
    dock.list()->setCurrentRow(1);
    answerProperties(this, [](FramePropertiesDialog* dialog) {
        type(dialog->durationBox(), QStringLiteral("250"));
        type(dialog->originYBox(), QStringLiteral("-3"));
    });
    dock.propertiesAction()->trigger();
    const Sprite& sprite = *document->sprite(spriteId);
    QCOMPARE(sprite.frames()[1].origin, QPoint(0, -3));

    // The artist changes every duration: frames without a hand-set value follow the file,
    // frame 2 keeps the user's, as a painted pixel would.
    QVERIFY(!writeSheet(dir.path(), {40, 60, 70}).isEmpty());
    QString why;
    QVERIFY2(document->reloadSprite(spriteId, &why), qPrintable(why));
    QCOMPARE(sprite.frames()[0].durationMs, 40);
    QCOMPARE(sprite.frames()[1].durationMs, 250);
    QCOMPARE(sprite.frames()[1].fileDurationMs, 60);
    QCOMPARE(sprite.frames()[1].origin, QPoint(0, -3));
    QCOMPARE(sprite.frames()[2].durationMs, 70);
    QVERIFY(dock.list()->item(0)->text().contains(QStringLiteral("40")));
    // Undo after the reload gives frame 2 the file's duration as it is now.
    document->undoStack()->undo();
    QCOMPARE(sprite.frames()[1].durationMs, 60);
    QCOMPARE(sprite.frames()[1].origin, QPoint(0, 0));
    document->undoStack()->redo();

    const QString project = dir.filePath(QStringLiteral("walk.hitmask"));
    QVERIFY2(ProjectFile::save(*document, project, &why), qPrintable(why));
    ProjectDocument loaded;
    QVERIFY2(ProjectFile::load(loaded, project, &why), qPrintable(why));
    const Sprite& again = *loaded.sprites().front();
    QCOMPARE(again.frames()[1].durationSet, std::optional<int>(250));
    QCOMPARE(again.frames()[1].originSet, std::optional<QPoint>(QPoint(0, -3)));
    QCOMPARE(again.frames()[0].durationSet, std::nullopt);
    QCOMPARE(again.frames()[0].durationMs, 40);
    QCOMPARE(again.frames()[2].originSet, std::nullopt);
    // The edited origin is what the exports write.
    const QJsonArray frames =
        QJsonDocument::fromJson(sidecarOf(loaded)).object().value("frames").toArray();
    QCOMPARE(frames.at(1).toObject().value("origin").toArray(), (QJsonArray{0, -3}));
    QCOMPARE(frames.at(0).toObject().value("origin").toArray(), (QJsonArray{0, 0}));
}

QTEST_MAIN(TestFrameProperties)
#include "tst_frameproperties.moc"
