// SPDX-License-Identifier: MIT
// The physics properties of the Channels panel driven as a user would: friction typed,
// sensor clicked, bits ticked in the layer grid and typed as hex or layers, key/value
// pairs, and one edit over the same-named channel of two sprites chosen in the sprite
// list; every edit one undo step that undo and redo take back and forth.
#include "common/translations.h"
#include "document/commands/channelcommands.h"
#include "editor/canvas/canvasview.h"
#include "editor/docks/bitseditor.h"
#include "editor/docks/channelsdock.h"
#include "editor/docks/physicseditor.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/documentfixture.h"
#include "support/framefixtures.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>

using namespace hitmask;

class TestChannelPhysics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void cleanup();
    void frictionTypedIsOneStep();
    void sensorClicked();
    void bitsFromTheGridAndTyped();
    void keyValuePairs();
    void batchOverTwoSprites();
    void screenshots_data();
    void screenshots();

private:
    const PhysicsProperties& physics(int spriteId, const QString& channel) const;
    int addHurt(int spriteId);
    void type(QAbstractSpinBox* box, const QString& text);
    PhysicsEditor* editor() const { return dock_->physicsEditor(); }

    testing::IsolatedHome home_;
    std::unique_ptr<ProjectDocument> doc_;
    std::unique_ptr<EditFocus> focus_;
    std::unique_ptr<SpriteListDock> sprites_;
    std::unique_ptr<ChannelsDock> dock_;
    int a_ = -1, b_ = -1, c_ = -1;
};

void TestChannelPhysics::init() {
    doc_ = std::make_unique<ProjectDocument>();
    const auto art = [](int w) {
        return testing::makeImage(w, 8, [](int x, int) { return x > 1; });
    };
    a_ = testing::addSprite(*doc_, QStringLiteral("a.png"), art(10));
    b_ = testing::addSprite(*doc_, QStringLiteral("b.png"), art(12));
    c_ = testing::addSprite(*doc_, QStringLiteral("c.png"), art(14));
    focus_ = std::make_unique<EditFocus>();
    focus_->setDocument(doc_.get());
    sprites_ = std::make_unique<SpriteListDock>();
    sprites_->follow(focus_.get());
    connect(sprites_.get(), &SpriteListDock::currentSpriteChanged, focus_.get(),
            [this](int id) { focus_->setSprite(id); });
    sprites_->setDocument(doc_.get());
    dock_ = std::make_unique<ChannelsDock>(focus_.get());
    dock_->resize(360, 760);
    dock_->show();
    sprites_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    // Folded at first, so that the sprite list keeps its room.
    QVERIFY(!editor()->isVisible());
    QTest::mouseClick(dock_->physicsToggle(), Qt::LeftButton);
    QVERIFY(editor()->isVisible());
    QCOMPARE(focus_->spriteId(), a_);
}

void TestChannelPhysics::cleanup() {
    dock_.reset();
    sprites_.reset();
    focus_.reset();
    doc_.reset();
}

const PhysicsProperties& TestChannelPhysics::physics(int spriteId, const QString& channel) const {
    const Sprite* s = doc_->sprite(spriteId);
    return s->channels()[std::size_t(s->channelIndexByName(channel))].physics;
}

int TestChannelPhysics::addHurt(int spriteId) {
    Channel c;
    c.id = doc_->sprite(spriteId)->nextChannelId();
    c.name = QStringLiteral("hurt");
    c.rule.source = ChannelSource::Empty;
    doc_->undoStack()->push(new AddChannel(doc_.get(), spriteId, c));
    return c.id;
}

// Selects the box's text and types `text`, then Enter, as the keyboard does.
void TestChannelPhysics::type(QAbstractSpinBox* box, const QString& text) {
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

void TestChannelPhysics::frictionTypedIsOneStep() {
    dock_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dock_.get()));
    QDoubleSpinBox* friction = editor()->frictionBox();
    QCOMPARE(friction->value(), 0.6);
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    type(friction, QLocale().toString(0.25));
    QCOMPARE(physics(a_, "solid").friction, 0.25);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Friction of solid"));
    // Two arrow steps after Enter: one more step, not two and not merged with the typing.
    QTest::keyClick(friction, Qt::Key_Up);
    QTest::keyClick(friction, Qt::Key_Up);
    QCOMPARE(physics(a_, "solid").friction, 0.35);
    QCOMPARE(stack->count(), steps + 2);
    // Nothing else moved.
    PhysicsProperties expected;
    expected.friction = 0.35;
    QCOMPARE(physics(a_, "solid"), expected);
    QCOMPARE(physics(b_, "solid"), PhysicsProperties());
    stack->undo();
    QCOMPARE(physics(a_, "solid").friction, 0.25);
    QCOMPARE(friction->value(), 0.25);
    stack->undo();
    QCOMPARE(physics(a_, "solid").friction, 0.6);
    QCOMPARE(friction->value(), 0.6);
    stack->redo();
    QCOMPARE(friction->value(), 0.25);
}

void TestChannelPhysics::sensorClicked() {
    QCheckBox* sensor = editor()->sensorBox();
    QVERIFY(!sensor->isChecked());
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    // On the box itself: the row is wider than the box and its text.
    const QPoint box(8, sensor->height() / 2);
    QTest::mouseClick(sensor, Qt::LeftButton, {}, box);
    QVERIFY(physics(a_, "solid").sensor);
    QCOMPARE(stack->count(), steps + 1);
    QTest::mouseClick(sensor, Qt::LeftButton, {}, box);
    QVERIFY(!physics(a_, "solid").sensor);
    QCOMPARE(stack->count(), steps + 2); // a click is a step of its own
    stack->undo();
    QVERIFY(physics(a_, "solid").sensor);
    QCOMPARE(sensor->checkState(), Qt::Checked);
    stack->undo();
    QCOMPARE(sensor->checkState(), Qt::Unchecked);
    stack->redo();
    QVERIFY(physics(a_, "solid").sensor);
}

void TestChannelPhysics::bitsFromTheGridAndTyped() {
    BitsEditor* category = editor()->categoryEditor();
    QCOMPARE(category->lineEdit()->text(), QStringLiteral("0x00000001"));
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    // The grid opens from its button; layer 3 is bit 2.
    QMenu* menu = category->gridMenu();
    QSignalSpy shown(menu, &QMenu::aboutToShow);
    menu->popup(category->gridButton()->mapToGlobal(QPoint(0, category->gridButton()->height())));
    QCOMPARE(shown.count(), 1);
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    QCheckBox* layer3 = category->layerBox(3);
    QVERIFY(layer3->isVisible());
    QVERIFY(category->layerBox(1)->isChecked());
    QTest::mouseClick(layer3, Qt::LeftButton);
    QCOMPARE(physics(a_, "solid").categoryBits, 0b101u);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(category->lineEdit()->text(), QStringLiteral("0x00000005"));
    QVERIFY(menu->isVisible()); // ticking one layer leaves the grid open for the next
    QTest::mouseClick(category->layerBox(1), Qt::LeftButton);
    QCOMPARE(physics(a_, "solid").categoryBits, 0b100u);
    menu->close();

    // Typed: hex, then a list of layers.
    BitsEditor* collides = editor()->collidesEditor();
    QLineEdit* line = collides->lineEdit();
    QCOMPARE(line->text(), QStringLiteral("0xFFFFFFFF"));
    line->setFocus();
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("0x000000f0"));
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(physics(a_, "solid").collidesWith, 0xF0u);
    QCOMPARE(line->text(), QStringLiteral("0x000000F0"));
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("1, 3-5, 32"));
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(physics(a_, "solid").collidesWith, 0x8000001Du);
    QVERIFY(collides->layerBox(32)->isChecked());
    QVERIFY(!collides->layerBox(2)->isChecked());
    const int typed = stack->count();
    // Nonsense is no step, and the value comes back.
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("lots"));
    QTest::keyClick(line, Qt::Key_Return);
    QCOMPARE(physics(a_, "solid").collidesWith, 0x8000001Du);
    QCOMPARE(line->text(), QStringLiteral("0x8000001D"));
    QCOMPARE(stack->count(), typed);
    QCOMPARE(stack->count(), steps + 4);
    stack->undo();
    QCOMPARE(physics(a_, "solid").collidesWith, 0xF0u);
    QCOMPARE(line->text(), QStringLiteral("0x000000F0"));
    stack->undo();
    stack->undo();
    QCOMPARE(physics(a_, "solid").categoryBits, 0b101u);
    QVERIFY(category->layerBox(3)->isChecked());
}

void TestChannelPhysics::keyValuePairs() {
    QTableWidget* table = editor()->customTable();
    QCOMPARE(table->rowCount(), 0);
    QUndoStack* stack = doc_->undoStack();
    const int steps = stack->count();
    QTest::mouseClick(editor()->addPairButton(), Qt::LeftButton);
    using Pairs = QList<std::pair<QString, QString>>;
    QCOMPARE(physics(a_, "solid").custom, (Pairs{{"key", ""}}));
    QCOMPARE(table->rowCount(), 1);
    table->item(0, 0)->setText(QStringLiteral("material"));
    table->item(0, 1)->setText(QStringLiteral("wood"));
    QCOMPARE(physics(a_, "solid").custom, (Pairs{{"material", "wood"}}));
    QTest::mouseClick(editor()->addPairButton(), Qt::LeftButton);
    QCOMPARE(physics(a_, "solid").custom, (Pairs{{"material", "wood"}, {"key", ""}}));
    // A key twice, or none, is refused and the table shows the key as it was.
    table->item(1, 0)->setText(QStringLiteral("material"));
    QCOMPARE(physics(a_, "solid").custom[1].first, QStringLiteral("key"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("key"));
    table->item(1, 0)->setText(QStringLiteral(" "));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("key"));
    QCOMPARE(stack->count(), steps + 4);
    table->setCurrentCell(0, 0);
    QTest::mouseClick(editor()->removePairButton(), Qt::LeftButton);
    QCOMPARE(physics(a_, "solid").custom, (Pairs{{"key", ""}}));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("key"));
    stack->undo();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("wood"));
    stack->setIndex(steps);
    QCOMPARE(physics(a_, "solid").custom, Pairs());
    QCOMPARE(table->rowCount(), 0);
}

// Sprites a and b chosen together, both with a hurt channel: an edit sets both in one
// step, each keeping what the edit did not touch; c, not chosen, is left alone.
void TestChannelPhysics::batchOverTwoSprites() {
    addHurt(a_);
    addHurt(b_);
    addHurt(c_);
    QUndoStack* stack = doc_->undoStack();
    // Different values to begin with, set as any caller would.
    PhysicsProperties pa, pb;
    pa.friction = 0.2;
    pa.categoryBits = 0b0011;
    pb.friction = 0.8;
    pb.sensor = true;
    pb.categoryBits = 0b1001;
    const auto place = [this](int sprite) {
        const Sprite* s = doc_->sprite(sprite);
        return EditPlace{sprite, -1, s->channels()[std::size_t(s->channelIndexByName("hurt"))].id};
    };
    stack->push(new SetChannelPhysics(doc_.get(), {place(a_), place(b_)}, {pa, pb}, "setup"));

    // Click a, Ctrl+click b in the sprite list, then the hurt channel.
    QListWidget* list = sprites_->list();
    QSignalSpy selection(focus_.get(), &EditFocus::selectionChanged);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      list->visualItemRect(list->item(1)).center());
    QVERIFY(selection.count() >= 1);
    QCOMPARE(focus_->selectedSprites(), (QList<int>{b_, a_}));
    dock_->list()->setCurrentRow(1);
    QCOMPARE(focus_->channelIndex(), 1);
    QVERIFY2(dock_->physicsScopeLabel()->text().contains(QStringLiteral("2 selected")),
             qPrintable(dock_->physicsScopeLabel()->text()));

    // Mixed values show as such.
    QDoubleSpinBox* friction = editor()->frictionBox();
    QCOMPARE(friction->text(), QStringLiteral("—"));
    QCOMPARE(editor()->sensorBox()->checkState(), Qt::PartiallyChecked);
    QCOMPARE(editor()->densityBox()->value(), 1.0); // the same in both
    BitsEditor* category = editor()->categoryEditor();
    QCOMPARE(category->lineEdit()->text(), QStringLiteral("—"));
    QCOMPARE(category->layerBox(1)->checkState(), Qt::Checked);
    QCOMPARE(category->layerBox(2)->checkState(), Qt::PartiallyChecked);
    QCOMPARE(category->layerBox(4)->checkState(), Qt::PartiallyChecked);
    QCOMPARE(category->layerBox(3)->checkState(), Qt::Unchecked);

    const int steps = stack->count();
    dock_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dock_.get()));
    type(friction, QLocale().toString(0.5));
    QCOMPARE(physics(a_, "hurt").friction, 0.5);
    QCOMPARE(physics(b_, "hurt").friction, 0.5);
    QCOMPARE(physics(c_, "hurt").friction, 0.6);
    QCOMPARE(stack->count(), steps + 1);
    QCOMPARE(stack->undoText(), QStringLiteral("Set Friction of hurt in 2 Sprite(s)"));
    QCOMPARE(friction->value(), 0.5);
    // Each keeps the fields the edit left.
    QVERIFY(!physics(a_, "hurt").sensor);
    QVERIFY(physics(b_, "hurt").sensor);

    // The partly ticked sensor ticks both.
    QTest::mouseClick(editor()->sensorBox(), Qt::LeftButton, {},
                      QPoint(8, editor()->sensorBox()->height() / 2));
    QVERIFY(physics(a_, "hurt").sensor);
    QVERIFY(physics(b_, "hurt").sensor);
    QCOMPARE(editor()->sensorBox()->checkState(), Qt::Checked);
    // Layer 2 ticked sets that bit in both, each keeping its others.
    category->layerBox(2)->click();
    QCOMPARE(physics(a_, "hurt").categoryBits, 0b0011u);
    QCOMPARE(physics(b_, "hurt").categoryBits, 0b1011u);
    QCOMPARE(stack->count(), steps + 3);
    QCOMPARE(physics(c_, "hurt"), PhysicsProperties());
    QCOMPARE(physics(a_, "solid"), PhysicsProperties());

    stack->undo();
    QCOMPARE(physics(b_, "hurt").categoryBits, 0b1001u);
    stack->undo();
    QVERIFY(!physics(a_, "hurt").sensor);
    QCOMPARE(editor()->sensorBox()->checkState(), Qt::PartiallyChecked);
    stack->undo();
    QCOMPARE(physics(a_, "hurt"), pa);
    QCOMPARE(physics(b_, "hurt"), pb);
    QCOMPARE(friction->text(), QStringLiteral("—"));
    stack->redo();
    QCOMPARE(physics(a_, "hurt").friction, 0.5);
    QCOMPARE(physics(b_, "hurt").friction, 0.5);
    QCOMPARE(friction->value(), 0.5);
}

// The panel in the window over the demo, two sprites chosen: saved when
// HITMASK_SCREENSHOT_DIR is set.
void TestChannelPhysics::screenshots_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "pt_BR"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestChannelPhysics::screenshots() {
    QFETCH(QString, language);
    // Each language alone: a string one file lacks would come from the one before.
    for (QTranslator* earlier : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(earlier);
        delete earlier;
    }
    QVERIFY(installTranslations(*qApp, language).startsWith(language));
    MainWindow window;
    QVERIFY(testing::showActive(window, QSize(1600, 1000)));
    QVERIFY(window.projects()->openDemo());
    ProjectDocument* doc = window.projects()->document();
    const int frog = doc->spriteAt(0)->id();
    const int potato = doc->spriteAt(1)->id();
    // Both get a hurt channel, with their own friction and layers.
    Channel hurt;
    hurt.id = doc->sprite(potato)->nextChannelId();
    hurt.name = QStringLiteral("hurt");
    hurt.colour = ChannelNames::defaultColour(1);
    hurt.rule.source = ChannelSource::Empty;
    doc->undoStack()->push(new AddChannel(doc, potato, hurt));
    const auto hurtOf = [doc](int sprite) {
        const Sprite* s = doc->sprite(sprite);
        return EditPlace{sprite, -1, s->channels()[std::size_t(s->channelIndexByName("hurt"))].id};
    };
    PhysicsProperties frogHurt, potatoHurt;
    frogHurt.sensor = true;
    frogHurt.friction = 0.2;
    frogHurt.categoryBits = 0b10;
    frogHurt.collidesWith = 0b1100;
    frogHurt.custom = {{QStringLiteral("damage"), QStringLiteral("3")},
                       {QStringLiteral("material"), QStringLiteral("flesh")}};
    potatoHurt = frogHurt;
    potatoHurt.friction = 0.9;
    potatoHurt.collidesWith = 0b0100;
    doc->undoStack()->push(new SetChannelPhysics(doc, {hurtOf(frog), hurtOf(potato)},
                                                 {frogHurt, potatoHurt}, QStringLiteral("x")));
    window.focus()->setSprite(frog);
    QListWidget* list = window.spriteList()->list();
    list->item(1)->setSelected(true);
    QCOMPARE(window.focus()->selectedSprites().size(), 2);
    auto* dock = window.findChild<ChannelsDock*>();
    window.focus()->setChannel(hurtOf(frog).channelId);
    QTest::mouseClick(dock->physicsToggle(), Qt::LeftButton);
    QCOMPARE(dock->physicsEditor()->frictionBox()->text(), QStringLiteral("—"));
    window.canvas()->zoomToFit();
    QApplication::processEvents();
    testing::screenshot(window, QStringLiteral("physics-channels-panel-%1.png").arg(language));
    testing::screenshot(*dock, QStringLiteral("physics-channels-dock-%1.png").arg(language));
    BitsEditor* collides = dock->physicsEditor()->collidesEditor();
    QMenu* menu = collides->gridMenu();
    menu->popup(collides->gridButton()->mapToGlobal(QPoint(0, collides->gridButton()->height())));
    QVERIFY(QTest::qWaitForWindowExposed(menu));
    QCOMPARE(collides->layerBox(4)->checkState(), Qt::PartiallyChecked);
    testing::screenshot(*menu, QStringLiteral("physics-layer-grid-%1.png").arg(language));
    menu->close();
}

QTEST_MAIN(TestChannelPhysics)
#include "tst_channelphysics.moc"
