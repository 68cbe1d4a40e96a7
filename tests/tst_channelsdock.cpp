// SPDX-License-Identifier: MIT
// The Channels dock driven as a user would, the canvas painting on the chosen channel,
// the collision preview meeting one channel of A with another of B (against a plain
// byte-loop count), and screenshots of both.
#include "document/commands/channelcommands.h"
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "editor/canvas/canvasview.h"
#include "editor/channelpicker.h"
#include "editor/docks/channelsdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/preview/previewpanel.h"
#include "editor/projectcontroller.h"
#include "editor/tools/toolbox.h"
#include "support/documentfixture.h"
#include "support/isolatedhome.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <random>

using namespace hitmask;

namespace {

// A channel mask as plain bytes, the oracle's own copy of what was painted.
struct Bytes {
    int w = 0, h = 0;
    std::vector<std::uint8_t> on;
    bool at(int x, int y) const {
        return x >= 0 && y >= 0 && x < w && y < h && on[std::size_t(y) * w + x];
    }
};

// Adds a hand-painted channel (rule Empty) whose pixels are `bytes`; returns its id.
int addPaintedChannel(ProjectDocument& doc, int spriteId, const QString& name, const Bytes& bytes) {
    const Sprite* sprite = doc.sprite(spriteId);
    Channel c;
    c.id = sprite->nextChannelId();
    c.name = name;
    c.colour = ChannelNames::defaultColour(c.id);
    c.rule.source = ChannelSource::Empty;
    doc.undoStack()->push(new AddChannel(&doc, spriteId, c));
    const Frame& frame = sprite->frames().front();
    PixelEdits edits(frame, sprite->channelIndex(c.id));
    for (int y = 0; y < bytes.h; ++y)
        for (int x = 0; x < bytes.w; ++x)
            if (bytes.at(x, y))
                edits.paint(x, y, true);
    doc.undoStack()->push(
        new PaintPixels(&doc, spriteId, frame.id, edits.take(), 0, QString(), c.id));
    return c.id;
}

} // namespace

class TestChannelsDock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup();
    void addCycleRenameHideRemove();
    void ruleAndColourAreUndoable();
    void toleranceTypingIsOneNamedStep();
    void canvasPaintsTheChosenChannel();
    void previewMeetsChosenChannels();
    void screenshots();

private:
    testing::IsolatedHome home_;
    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<ToolBox> tools_;
    std::unique_ptr<CanvasView> canvas_;
    std::unique_ptr<ChannelsDock> dock_;
    int id_ = -1;
};

void TestChannelsDock::init() {
    doc_ = std::make_unique<ProjectDocument>();
    id_ = testing::addSprite(*doc_, QStringLiteral("mem.png"),
                             testing::makeImage(20, 10, [](int x, int) { return x < 10; }));
    tools_ = std::make_unique<ToolBox>();
    canvas_ = std::make_unique<CanvasView>(new EditFocus(doc_.get()));
    canvas_->resize(500, 400);
    canvas_->editFocus()->setDocument(doc_.get());
    canvas_->show();
    QVERIFY(QTest::qWaitForWindowExposed(canvas_.get()));
    canvas_->editFocus()->setSprite(id_);
    canvas_->setZoom(16);
    canvas_->setTool(tools_->current());
    dock_ = std::make_unique<ChannelsDock>(canvas_->editFocus());
    dock_->show();
}

void TestChannelsDock::cleanup() {
    dock_.reset();
    canvas_.reset();
    tools_.reset();
    doc_.reset();
}

void TestChannelsDock::addCycleRenameHideRemove() {
    QListWidget* list = dock_->list();
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("solid"));
    QVERIFY(!dock_->removeButton()->isEnabled());
    QSignalSpy chosen(canvas_->editFocus(), &EditFocus::placeChanged);

    QTest::mouseClick(dock_->addButton(), Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(1)->text(), QStringLiteral("hurt"));
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(canvas_->editFocus()->channelIndex(), 1);
    QCOMPARE(list->currentRow(), 1);
    QVERIFY(dock_->removeButton()->isEnabled());
    QTest::mouseClick(dock_->addButton(), Qt::LeftButton);
    QCOMPARE(list->item(2)->text(), QStringLiteral("hit"));

    // C cycles forward, wrapping; Shift+C goes back.
    dock_->nextAction()->trigger();
    QCOMPARE(canvas_->editFocus()->channelIndex(), 0);
    QCOMPARE(list->currentRow(), 0);
    dock_->previousAction()->trigger();
    QCOMPARE(canvas_->editFocus()->channelIndex(), 2);
    list->setCurrentRow(1);
    QCOMPARE(canvas_->editFocus()->channelIndex(), 1);

    // Renaming: a good name is one undo step; a bad one is refused with the reason.
    list->item(1)->setText(QStringLiteral("body"));
    QCOMPARE(doc_->sprite(id_)->channels()[1].name, QStringLiteral("body"));
    QCOMPARE(doc_->undoStack()->text(doc_->undoStack()->index() - 1),
             QStringLiteral("Rename Channel hurt to body"));
    list->item(1)->setText(QStringLiteral("HIT")); // hit exists: names differ in more than case
    QCOMPARE(doc_->sprite(id_)->channels()[1].name, QStringLiteral("body"));
    QVERIFY(dock_->problemLabel()->isVisibleTo(dock_.get()));
    QCOMPARE(list->item(1)->text(), QStringLiteral("body"));
    list->item(1)->setText(QStringLiteral("2x"));
    QCOMPARE(doc_->sprite(id_)->channels()[1].name, QStringLiteral("body"));
    // As typed into the list's own editor, Enter to commit.
    list->editItem(list->item(1));
    auto* editor = list->findChild<QLineEdit*>();
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("torso"));
    QSignalSpy renamed(doc_.get(), &ProjectDocument::channelsChanged);
    QTest::keyClick(editor, Qt::Key_Return);
    QVERIFY(renamed.wait(5000)); // the delegate commits from the event loop
    QCOMPARE(doc_->sprite(id_)->channels()[1].name, QStringLiteral("torso"));
    QCOMPARE(list->item(1)->text(), QStringLiteral("torso"));
    doc_->undoStack()->undo();
    QCOMPARE(list->item(1)->text(), QStringLiteral("body"));

    // Hiding is undoable like the rest; the canvas keeps the channel chosen.
    list->item(1)->setCheckState(Qt::Unchecked);
    QVERIFY(!doc_->sprite(id_)->channels()[1].visible);
    doc_->undoStack()->undo();
    QVERIFY(doc_->sprite(id_)->channels()[1].visible);
    QCOMPARE(list->item(1)->checkState(), Qt::Checked);

    // Removing the chosen channel falls back to solid; undo brings it back.
    list->setCurrentRow(1);
    QTest::mouseClick(dock_->removeButton(), Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    QCOMPARE(canvas_->editFocus()->channelIndex(), 0);
    doc_->undoStack()->undo();
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->item(1)->text(), QStringLiteral("body"));
}

// Typing 30 into a key channel's tolerance is one step that says so, not one per digit;
// Enter or leaving the box commits it, and the next steps are a step of their own.
void TestChannelsDock::toleranceTypingIsOneNamedStep() {
    dock_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dock_.get()));
    QTest::mouseClick(dock_->addButton(), Qt::LeftButton); // hurt
    QComboBox* rule = dock_->ruleBox();
    const int key = rule->findText(QStringLiteral("Colour key"));
    QVERIFY(key >= 0);
    rule->setCurrentIndex(key);
    emit rule->activated(key);
    QSpinBox* box = dock_->toleranceBox();
    QVERIFY(box->isVisibleTo(dock_.get()));
    const Sprite* s = doc_->sprite(id_);
    const auto tolerance = [s] {
        return s->channels()[1].rule.image.keyTolerance;
    };
    QCOMPARE(tolerance(), 0);
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();

    box->setFocus();
    QVERIFY(box->hasFocus());
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("30"));
    QCOMPARE(tolerance(), 30);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance of Channel hurt to 30"));
    QTest::keyClick(box, Qt::Key_Return);
    QTest::keyClick(box, Qt::Key_Up);
    QTest::keyClick(box, Qt::Key_Up);
    QCOMPARE(stack->count(), steps + 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance of Channel hurt to 32"));
    dock_->list()->setFocus();
    QVERIFY(!box->hasFocus());
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(stack->count(), steps + 3);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Key Tolerance of Channel hurt to 31"));

    stack->undo();
    QCOMPARE(tolerance(), 32);
    QCOMPARE(box->value(), 32);
    stack->undo();
    QCOMPARE(tolerance(), 30);
    QCOMPARE(box->value(), 30);
    stack->undo();
    QCOMPARE(tolerance(), 0);
    QCOMPARE(stack->undoText(), QStringLiteral("Change Rule of Channel hurt"));
}

void TestChannelsDock::ruleAndColourAreUndoable() {
    QTest::mouseClick(dock_->addButton(), Qt::LeftButton);
    const Sprite* s = doc_->sprite(id_);
    const Frame& frame = s->frames().front();
    QCOMPARE(frame.channel(1).effective.count(), 0u); // a new channel starts empty
    QComboBox* rule = dock_->ruleBox();
    const int copy = rule->findText(QStringLiteral("Copy of solid"));
    QVERIFY(copy >= 0);
    rule->setCurrentIndex(copy);
    emit rule->activated(copy);
    QCOMPARE(s->channels()[1].rule.source, ChannelSource::Copy);
    QCOMPARE(frame.channel(1).effective.count(), 100u); // solid's left half
    const int alpha = rule->findText(QStringLiteral("Alpha"));
    rule->setCurrentIndex(alpha);
    emit rule->activated(alpha);
    QVERIFY(dock_->thresholdBox()->isVisibleTo(dock_.get()));
    QCOMPARE(frame.channel(1).effective.count(), 100u);
    dock_->thresholdBox()->setValue(254); // the art is opaque: still solid
    QCOMPARE(s->channels()[1].rule.image.threshold, 254);
    dock_->setChannelColour(QColor(1, 2, 3));
    QCOMPARE(s->channels()[1].colour, QColor(1, 2, 3));
    // Four steps back: colour, threshold, alpha, copy; the channel is empty again.
    for (int i = 0; i < 4; ++i)
        doc_->undoStack()->undo();
    QCOMPARE(s->channels()[1].rule.source, ChannelSource::Empty);
    QCOMPARE(frame.channel(1).effective.count(), 0u);
    QCOMPARE(rule->currentText(), QStringLiteral("Empty (paint by hand)"));
}

void TestChannelsDock::canvasPaintsTheChosenChannel() {
    QTest::mouseClick(dock_->addButton(), Qt::LeftButton);
    const Frame& frame = doc_->sprite(id_)->frames().front();
    const Mask solidBefore = frame.solid().effective;
    // The pencil over the transparent right half, pixel (14, 4).
    const QPoint at = canvas_->widgetPosOf(QPointF(14.5, 4.5)).toPoint();
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at);
    QVERIFY(frame.channel(1).effective.test(14, 4));
    QCOMPARE(frame.channel(1).effective.count(), 1u);
    QVERIFY(frame.solid().effective == solidBefore);
    QVERIFY(frame.solid().overrides.isEmpty());
    // Back on solid, the same click paints solid.
    dock_->nextAction()->trigger();
    QTest::mouseClick(canvas_.get(), Qt::LeftButton, {}, at);
    QVERIFY(frame.solid().effective.test(14, 4));
    QCOMPARE(frame.channel(1).effective.count(), 1u);
}

// A's "hit" against B's "hurt" over many offsets, counted here with plain loops over the
// bytes that were painted.
void TestChannelsDock::previewMeetsChosenChannels() {
    std::mt19937 rng(7);
    auto randomBytes = [&](int w, int h, int style) {
        Bytes b{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                b.on[std::size_t(y) * w + x] = style == 0   ? (x + y) % 2    // dithered
                                               : style == 1 ? rng() % 3 == 0 // noisy
                                                            : (x > w / 4 && x < w * 3 / 4);
        return b;
    };
    const int a = testing::addSprite(*doc_, QStringLiteral("a.png"),
                                     testing::makeImage(70, 30, [](int, int) { return true; }));
    const int b = testing::addSprite(*doc_, QStringLiteral("b.png"),
                                     testing::makeImage(65, 41, [](int, int) { return true; }));
    const Bytes aHit = randomBytes(70, 30, 0);
    const Bytes bHurt = randomBytes(65, 41, 1);
    addPaintedChannel(*doc_, a, QStringLiteral("hurt"), randomBytes(70, 30, 2));
    addPaintedChannel(*doc_, a, QStringLiteral("hit"), aHit);
    addPaintedChannel(*doc_, b, QStringLiteral("hurt"), bHurt);

    PreviewPanel panel;
    panel.resize(900, 600);
    panel.setDocument(doc_.get());
    panel.showProjectSprite(CollisionView::SpriteA, a);
    panel.showProjectSprite(CollisionView::SpriteB, b);
    ChannelPicker* pickA = panel.channelPicker(CollisionView::SpriteA);
    ChannelPicker* pickB = panel.channelPicker(CollisionView::SpriteB);
    QVERIFY(pickA->isVisibleTo(&panel));
    QCOMPARE(pickA->count(), 3);
    // As the user picks: the box's activated signal.
    QSignalSpy chosenA(pickA, &ChannelPicker::channelChosen);
    emit pickA->activated(pickA->findText(QStringLiteral("hit")));
    QCOMPARE(chosenA.count(), 1);
    emit pickB->activated(pickB->findText(QStringLiteral("hurt")));
    CollisionView* view = panel.view();
    view->setPosition(CollisionView::SpriteA, {0, 0});
    int hits = 0;
    for (int i = 0; i < 2000; ++i) {
        const int far = i % 10 == 0 ? 1000 : 80;
        const QPoint offset(int(rng() % (2 * far)) - far, int(rng() % (2 * far)) - far);
        view->setPosition(CollisionView::SpriteB, offset);
        std::size_t expected = 0;
        for (int y = 0; y < aHit.h; ++y)
            for (int x = 0; x < aHit.w; ++x)
                expected += aHit.at(x, y) && bHurt.at(x - offset.x(), y - offset.y());
        QCOMPARE(view->report().area, expected);
        hits += expected > 0;
    }
    QVERIFY(hits > 200); // the offsets did overlap often
    // Solid against solid (the default) is the whole rectangles.
    emit pickA->activated(pickA->findText(QStringLiteral("solid")));
    emit pickB->activated(pickB->findText(QStringLiteral("solid")));
    view->setPosition(CollisionView::SpriteB, {60, 20});
    QCOMPARE(view->report().area, std::size_t{10 * 10});
}

// Saved for review when HITMASK_SCREENSHOT_DIR is set.
void TestChannelsDock::screenshots() {
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->openDemo());
    ProjectDocument* doc = window.projects()->document();
    const int frog = doc->spriteAt(0)->id();
    const int potato = doc->spriteAt(1)->id();
    const Sprite* frogSprite = doc->sprite(frog);
    auto box = [](int w, int h, QRect r) {
        Bytes b{w, h, std::vector<std::uint8_t>(std::size_t(w) * h)};
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                b.on[std::size_t(y) * w + x] = r.contains(x, y);
        return b;
    };
    const QRect frogRect = frogSprite->frames().front().rect;
    const int fw = frogRect.width(), fh = frogRect.height();
    // The demo ships the frog's hurt and hit channels.
    QCOMPARE(frogSprite->channels().size(), std::size_t(3));
    QCOMPARE(frogSprite->channels()[1].name, QStringLiteral("hurt"));
    QCOMPARE(frogSprite->channels()[2].name, QStringLiteral("hit"));
    const QRect potatoRect = doc->sprite(potato)->frames().front().rect;
    const int pw = potatoRect.width(), ph = potatoRect.height();
    addPaintedChannel(*doc, potato, QStringLiteral("hurt"),
                      box(pw, ph, QRect(pw / 6, ph / 6, pw * 2 / 3, ph * 2 / 3)));
    window.focus()->setSprite(frog);
    window.focus()->setChannel(frogSprite->channels()[2].id); // hit
    // C and Shift+C cycle the channel from the keyboard, over the canvas.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.canvas()->setFocus();
    QTest::keyClick(window.canvas(), Qt::Key_C);
    QCOMPARE(window.focus()->channelIndex(), 0);
    QTest::keyClick(window.canvas(), Qt::Key_C, Qt::ShiftModifier);
    QCOMPARE(window.focus()->channelIndex(), 2);
    window.canvas()->zoomToFit();
    const QString dir = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    auto shoot = [&](const char* name) {
        QApplication::processEvents();
        if (!dir.isEmpty())
            window.grab().save(dir + u'/' + QLatin1String(name) + QStringLiteral(".png"));
    };
    QCOMPARE(window.findChild<ChannelsDock*>()->list()->count(), 3);
    shoot("channels-canvas");

    window.showPage(1);
    PreviewPanel* preview = window.preview();
    preview->showProjectSprite(CollisionView::SpriteA, frog);
    preview->showProjectSprite(CollisionView::SpriteB, potato);
    ChannelPicker* pickA = preview->channelPicker(CollisionView::SpriteA);
    ChannelPicker* pickB = preview->channelPicker(CollisionView::SpriteB);
    emit pickA->activated(pickA->findText(QStringLiteral("hit")));
    emit pickB->activated(pickB->findText(QStringLiteral("hurt")));
    CollisionView* v = preview->view();
    v->setZoom(6);
    v->setPosition(CollisionView::SpriteA, {0, 0});
    // The potato's hurtbox over the frog's mouth, where its hit channel is painted.
    v->setPosition(CollisionView::SpriteB, {fw / 2 - 4, fh / 4});
    QVERIFY(v->report().collides);
    shoot("channels-preview-hit-vs-hurt");
}

QTEST_MAIN(TestChannelsDock)
#include "tst_channelsdock.moc"
