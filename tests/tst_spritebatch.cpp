// SPDX-License-Identifier: MIT
// The edits of the sprites chosen in the Sprites list, at forty sprites and driven by keys
// and mouse: mask rule, channels, exports and removal, each one undo step, and cloning.
#include "document/commands/channelcommands.h"
#include "document/commands/shapecommands.h"
#include "document/projectfile.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/ruleeditor.h"
#include "editor/editfocus.h"
#include "editor/spriteactions.h"
#include "export/projectexport.h"
#include "support/fortysprites.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

using namespace hitmask;
using namespace hitmask::testing;

class TestSpriteBatch : public QObject, private FortySprites {
    Q_OBJECT

private slots:
    void initTestCase() { FortySprites::initTestCase(); }
    void init() { FortySprites::init(); }
    void cleanup() { FortySprites::cleanup(); }
    void thresholdOfChosen();
    void typingOverChosenKeepsTheCursor();
    void colourKeyOfChosen();
    void addAndRemoveChannel();
    void skipAndIncludeInExport();
    void deleteRemovesChosen();
    void cloneAndRoundTrip();
    void projectWithoutClonesSavesAsBefore();

private:
    // Answers the next modal dialog by typing `text` and pressing Enter.
    static void answerNextDialog(const QString& text);
};

void TestSpriteBatch::thresholdOfChosen() {
    const QStringList chosen{"hero01", "enemy03", "item07", "item15"};
    choose(chosen);
    QSpinBox* threshold = window_->maskSettings()->thresholdBox();
    QTest::mouseClick(threshold, Qt::LeftButton);
    QTest::keyClick(threshold, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(threshold, QStringLiteral("100"));
    QTest::keyClick(threshold, Qt::Key_Return);
    QCOMPARE(steps(), 1); // one step for the typing and the four sprites
    const auto alphaAbove = [](int t) {
        return [t](int i, int x, int y) {
            return pixelOf(i, x, y).alpha() > t;
        };
    };
    for (const QString& name : names_)
        QVERIFY2(maskIs(name, alphaAbove(chosen.contains(name) ? 100 : 0)), qPrintable(name));
    stack()->undo();
    for (const QString& name : chosen)
        QVERIFY(maskIs(name, alphaAbove(0)));
    stack()->redo();
    for (const QString& name : chosen)
        QVERIFY(maskIs(name, alphaAbove(100)));
    // Another threshold in one of them: the box says "—" over both.
    choose({"hero01"});
    QTest::keyClick(threshold, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(threshold, QStringLiteral("40"));
    QTest::keyClick(threshold, Qt::Key_Return);
    choose({"hero01", "item07"});
    QCOMPARE(threshold->text(), QStringLiteral("—"));
    QVERIFY(window_->maskSettings()->scopeLabel()->isVisible());
    // An edit there sets both, even to the first one's value.
    QTest::mouseClick(threshold, Qt::LeftButton);
    QTest::keyClick(threshold, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(threshold, QStringLiteral("40"));
    QTest::keyClick(threshold, Qt::Key_Return);
    QVERIFY(maskIs(QStringLiteral("item07"), alphaAbove(40)));
    QCOMPARE(threshold->text(), QStringLiteral("40"));
}

// Each digit typed sets every chosen sprite; the box must not pass through "—" on the way
// (some set, some not yet), which put the cursor back and made 128 read 182.
void TestSpriteBatch::typingOverChosenKeepsTheCursor() {
    const QStringList chosen{"hero02", "enemy05", "item09"};
    choose(chosen);
    QSpinBox* threshold = window_->maskSettings()->thresholdBox();
    QTest::mouseClick(threshold, Qt::LeftButton);
    QTest::keyClick(threshold, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(threshold, QStringLiteral("128"));
    QCOMPARE(threshold->text(), QStringLiteral("128"));
    QTest::keyClick(threshold, Qt::Key_Return);
    QCOMPARE(steps(), 1);
    for (const QString& name : chosen)
        QVERIFY2(maskIs(name, [](int i, int x, int y) { return pixelOf(i, x, y).alpha() > 128; }),
                 qPrintable(name));
}

void TestSpriteBatch::colourKeyOfChosen() {
    const QStringList chosen{"hero04", "hero05", "enemy09"};
    choose(chosen);
    const int before = steps();
    RuleEditor* rule = window_->maskSettings()->ruleEditor();
    const QColor key(37, 0, 29); // sprite 0's pixel (1, 0) and near others'
    rule->setKey(key);           // as the colour dialog does
    QCOMPARE(steps(), before + 1);
    QSpinBox* tolerance = window_->maskSettings()->toleranceBox();
    QTest::mouseClick(tolerance, Qt::LeftButton);
    QTest::keyClick(tolerance, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(tolerance, QStringLiteral("60"));
    QTest::keyClick(tolerance, Qt::Key_Return);
    QCOMPARE(steps(), before + 2);
    const auto keyed = [key](int t) {
        return [key, t](int i, int x, int y) {
            const QColor c = pixelOf(i, x, y);
            const bool matches = std::abs(c.red() - key.red()) <= t &&
                                 std::abs(c.green() - key.green()) <= t &&
                                 std::abs(c.blue() - key.blue()) <= t;
            return c.alpha() != 0 && !matches;
        };
    };
    for (const QString& name : chosen)
        QVERIFY2(maskIs(name, keyed(60)), qPrintable(name));
    QVERIFY(maskIs(QStringLiteral("hero03"),
                   [](int i, int x, int y) { return pixelOf(i, x, y).alpha() > 0; }));
    stack()->undo();
    for (const QString& name : chosen)
        QVERIFY(maskIs(name, keyed(0)));
    stack()->undo();
    for (const QString& name : chosen)
        QVERIFY(maskIs(name, [](int i, int x, int y) { return pixelOf(i, x, y).alpha() > 0; }));
    stack()->redo();
    stack()->redo();
    for (const QString& name : chosen)
        QVERIFY(maskIs(name, keyed(60)));
    // One keyed, one not: the mode says "—"; Alpha threshold chosen from the keyboard
    // takes the key from the one that had it, in one step.
    choose({"hero04", "hero03"});
    QComboBox* mode = rule->sourceBox();
    QCOMPARE(mode->currentIndex(), -1);
    QCOMPARE(rule->keyButton()->text(), QStringLiteral("—"));
    const int keyedSteps = steps();
    mode->setFocus();
    QTest::keyClick(mode, Qt::Key_Down);
    QCOMPARE(steps(), keyedSteps + 1);
    const auto alpha = [](int i, int x, int y) {
        return pixelOf(i, x, y).alpha() > 0;
    };
    QVERIFY(maskIs(QStringLiteral("hero04"), alpha));
    QVERIFY(maskIs(QStringLiteral("hero03"), alpha));
    QVERIFY(!spriteNamed(QStringLiteral("hero04"))->settings().colorKey);
    stack()->undo();
    QVERIFY(maskIs(QStringLiteral("hero04"), keyed(60)));
}

void TestSpriteBatch::addAndRemoveChannel() {
    const QStringList chosen{"hero00", "enemy00", "item19"};
    choose(chosen);
    SpriteActions* actions = window_->findChild<SpriteActions*>();
    QVERIFY(actions);
    answerNextDialog(QStringLiteral("hurt"));
    actions->addChannelAction()->trigger();
    QCOMPARE(steps(), 1);
    const auto hasHurt = [this](const QString& name) {
        return spriteNamed(name)->channelIndexByName(QStringLiteral("hurt")) >= 0;
    };
    for (const QString& name : names_)
        QCOMPARE(hasHurt(name), chosen.contains(name));
    stack()->undo();
    for (const QString& name : names_)
        QVERIFY(!hasHurt(name));
    stack()->redo();
    for (const QString& name : chosen)
        QVERIFY(hasHurt(name));
    // Removed from the two of them that are chosen now, in one step.
    choose({"hero00", "item19", "hero01"});
    answerNextDialog(QStringLiteral("hurt"));
    actions->removeChannelAction()->trigger();
    QCOMPARE(steps(), 2);
    QVERIFY(!hasHurt(QStringLiteral("hero00")) && !hasHurt(QStringLiteral("item19")));
    QVERIFY(hasHurt(QStringLiteral("enemy00")));
    stack()->undo();
    for (const QString& name : chosen)
        QVERIFY(hasHurt(name));
}

void TestSpriteBatch::skipAndIncludeInExport() {
    const QStringList chosen{"hero07", "enemy01", "item00", "item11"};
    choose(chosen);
    SpriteActions* actions = window_->findChild<SpriteActions*>();
    QMenu* exports = actions->exportsMenu();
    emit exports->aboutToShow();
    QCOMPARE(exports->actions().size(), 1); // the project's own export: no targets
    QVERIFY(exports->actions().front()->isChecked());
    exports->actions().front()->trigger();
    QCOMPARE(steps(), 1);
    QStringList expected;
    for (const QString& name : chosen)
        expected << QDir(dir_.path()).relativeFilePath(paths_[names_.indexOf(name)]);
    QStringList skipped = document()->exportSettings().skipped;
    skipped.sort();
    expected.sort();
    QCOMPARE(skipped, expected);
    QCOMPARE(ProjectExport::plan(*document(), document()->exportSettings()).size(), 36);
    stack()->undo();
    QVERIFY(document()->exportSettings().skipped.isEmpty());
    stack()->redo();
    QCOMPARE(document()->exportSettings().skipped.size(), 4);
    // Unticked now; a click takes them back in.
    emit exports->aboutToShow();
    QVERIFY(!exports->actions().front()->isChecked());
    exports->actions().front()->trigger();
    QVERIFY(document()->exportSettings().skipped.isEmpty());
    QCOMPARE(steps(), 2);
}

void TestSpriteBatch::deleteRemovesChosen() {
    const QStringList chosen{"hero08", "enemy05", "item02"};
    choose(chosen);
    QList<int> ids;
    for (const auto& sprite : document()->sprites())
        ids << sprite->id();
    const Mask solidBefore = spriteNamed(QStringLiteral("item02"))->frames()[0].solid().effective;
    QTest::keyClick(list(), Qt::Key_Delete);
    QCOMPARE(int(document()->sprites().size()), 37);
    QCOMPARE(steps(), 1);
    for (const QString& name : chosen)
        QCOMPARE(idOf(name), -1);
    QCOMPARE(list()->count(), 37);
    stack()->undo();
    QList<int> back;
    for (const auto& sprite : document()->sprites())
        back << sprite->id();
    QCOMPARE(back, ids); // each in its place
    // Delete in the list did not clear the mask of the sprite in focus.
    QVERIFY(spriteNamed(QStringLiteral("item02"))->frames()[0].solid().effective == solidBefore);
    stack()->redo();
    QCOMPARE(int(document()->sprites().size()), 37);
}

void TestSpriteBatch::cloneAndRoundTrip() {
    click(row(QStringLiteral("hero03")));
    // Hand edits and a channel with physics to copy.
    const int hero = idOf(QStringLiteral("hero03"));
    QTest::keyClick(window_.get(), Qt::Key_I, Qt::ControlModifier); // Edit > Invert Mask
    QCOMPARE(steps(), 1);
    // Hand shapes (a circle) and physics properties on solid.
    const Frame& frame = document()->sprite(hero)->frames()[0];
    Colliders circle;
    circle.circles.push_back({4.0, 4.0, 3.0});
    stack()->push(new SetHandShapes(document(), QStringLiteral("shape"),
                                    {EditPlace{hero, frame.id, 0}}, {circle}));
    PhysicsProperties physics;
    physics.friction = 0.25;
    physics.sensor = true;
    stack()->push(new SetChannelPhysics(document(), {EditPlace{hero, -1, 0}}, physics));
    QCOMPARE(steps(), 3);
    list()->setFocus();
    QTest::keyClick(list(), Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(steps(), 4);
    QCOMPARE(int(document()->sprites().size()), 41);
    const int copy = idOf(QStringLiteral("hero03_copy"));
    QVERIFY(copy >= 0 && copy != hero);
    QCOMPARE(document()->indexOf(copy), document()->indexOf(hero) + 1);
    QCOMPARE(window_->focus()->spriteId(), copy);
    QCOMPARE(document()->sprite(copy)->path(), document()->sprite(hero)->path());
    // Inverted by hand: solid where alpha is 0.
    const auto inverted = [](int i, int x, int y) {
        return pixelOf(i, x, y).alpha() == 0;
    };
    const Mask& copied = document()->sprite(copy)->frames()[0].solid().effective;
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            QCOMPARE(copied.test(x, y), inverted(3, x, y));
    QCOMPARE(document()->sprite(copy)->frames()[0].solid().overrides.count(),
             document()->sprite(hero)->frames()[0].solid().overrides.count());
    const auto hasShapesAndPhysics = [](const Sprite& sprite) {
        const std::optional<Colliders>& shapes = sprite.frames()[0].solid().handShapes;
        return shapes && shapes->circles.size() == 1 && shapes->circles[0].x == 4.0 &&
               shapes->circles[0].y == 4.0 && shapes->circles[0].radius == 3.0 &&
               shapes->boxes.empty() && shapes->polygons.empty() &&
               sprite.channels()[0].physics.friction == 0.25 && sprite.channels()[0].physics.sensor;
    };
    QVERIFY(hasShapesAndPhysics(*document()->sprite(copy)));
    // Another clone of the original gets the next free name.
    click(row(QStringLiteral("hero03")));
    QTest::keyClick(list(), Qt::Key_D, Qt::ControlModifier);
    QVERIFY(idOf(QStringLiteral("hero03_copy2")) >= 0);
    stack()->undo();
    QCOMPARE(idOf(QStringLiteral("hero03_copy2")), -1);
    QCOMPARE(int(document()->sprites().size()), 41);
    // Saved and read again: the clone keeps its name and edits; the file says version 7.
    QVERIFY(window_->projects()->save());
    const QString file = dir_.filePath(QStringLiteral("forty.hitmask"));
    Project loaded;
    QString error;
    QVERIFY2(ProjectFile::load(loaded, file, &error), qPrintable(error));
    QCOMPARE(int(loaded.sprites.size()), 41);
    const Sprite& back = *loaded.sprites[std::size_t(document()->indexOf(copy))];
    QCOMPARE(back.name(), QStringLiteral("hero03_copy"));
    QVERIFY(hasShapesAndPhysics(back));
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            QCOMPARE(back.frames()[0].solid().effective.test(x, y), inverted(3, x, y));
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(saved.readAll()).object().value("version").toInt(), 7);
    // Exported to a file of its own.
    QSet<QString> outputs;
    for (const ExportItem& item : ProjectExport::plan(loaded, loaded.exportSettings))
        outputs.insert(item.path);
    QCOMPARE(outputs.size(), 41);
    QVERIFY(ProjectExport::clashes(loaded, ProjectExport::plan(loaded, loaded.exportSettings),
                                   loaded.exportSettings)
                .isEmpty());
}

// Names are new in version 7: a project without a clone keeps its version and its bytes.
void TestSpriteBatch::projectWithoutClonesSavesAsBefore() {
    QTemporaryDir copy;
    const QDir demo(QStringLiteral(HITMASK_DEMO_DIR));
    for (const QString& file : demo.entryList(QDir::Files))
        QVERIFY(QFile::copy(demo.filePath(file), copy.filePath(file)));
    const auto bytes = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const auto resave = [&](const QString& from, const QString& to) {
        Project project;
        QString error;
        return ProjectFile::load(project, copy.filePath(from), &error) &&
               ProjectFile::save(project, copy.filePath(to), &error);
    };
    QVERIFY(resave(QStringLiteral("demo.hitmask"), QStringLiteral("once.hitmask")));
    QVERIFY(resave(QStringLiteral("once.hitmask"), QStringLiteral("twice.hitmask")));
    const QByteArray once = bytes(copy.filePath(QStringLiteral("once.hitmask")));
    QCOMPARE(bytes(copy.filePath(QStringLiteral("twice.hitmask"))), once);
    const QJsonObject root = QJsonDocument::fromJson(once).object();
    const QJsonObject original =
        QJsonDocument::fromJson(bytes(copy.filePath(QStringLiteral("demo.hitmask")))).object();
    QCOMPARE(root.value("version").toInt(), original.value("version").toInt());
    for (const QJsonValue& sprite : root.value("sprites").toArray())
        QVERIFY(!sprite.toObject().contains("name")); // named by their files only
}

void TestSpriteBatch::answerNextDialog(const QString& text) {
    QTimer::singleShot(0, qApp, [text] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog)
            return answerNextDialog(text); // not shown yet
        if (auto* edit = dialog->findChild<QLineEdit*>()) {
            edit->selectAll();
            QTest::keyClicks(edit, text);
        } else if (auto* combo = dialog->findChild<QComboBox*>()) {
            combo->setCurrentIndex(combo->findText(text));
        }
        QTest::keyClick(dialog, Qt::Key_Return);
    });
}

QTEST_MAIN(TestSpriteBatch)
#include "tst_spritebatch.moc"
