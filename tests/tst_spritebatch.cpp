// SPDX-License-Identifier: MIT
// The Sprites list at forty sprites, driven by keys and mouse: the filter (typing,
// Ctrl+F, Escape), choosing with Shift and Ctrl, the edits of the chosen sprites (mask
// rule, channels, exports, removal), each one undo step, cloning, and the sorts.
#include "common/translations.h"
#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/ruleeditor.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/spriteactions.h"
#include "export/projectexport.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>
#include <functional>

using namespace hitmask;

namespace {

// The art of sprite `i`: every pixel its own colour and alpha, so that each rule gives
// another mask.
QColor pixelOf(int i, int x, int y) {
    return QColor((x * 37 + i * 11) % 256, (y * 53) % 256, ((x + y) * 29 + i) % 256,
                  (x * 32 + y * 3 + i) % 256);
}

constexpr int kSide = 8;

} // namespace

class TestSpriteBatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void filterByTyping();
    void ctrlFAndEscape();
    void shiftAndCtrlChoose();
    void thresholdOfChosen();
    void colourKeyOfChosen();
    void addAndRemoveChannel();
    void skipAndIncludeInExport();
    void deleteRemovesChosen();
    void cloneAndRoundTrip();
    void sortByNameAndFolder();
    void projectWithoutClonesSavesAsBefore();
    void screenshots_data();
    void screenshots();

private:
    // The sprite list of a window with the forty sprites, saved as a project.
    QListWidget* list() const { return window_->spriteList()->list(); }
    ProjectDocument* document() const { return window_->projects()->document(); }
    QUndoStack* stack() const { return document()->undoStack(); }
    // The steps since the forty sprites were added.
    int steps() const { return stack()->count() - added_; }
    int row(const QString& name) const;
    void click(int row, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    // Chooses the rows of these names: the first clicked, the others Ctrl+clicked.
    void choose(const QStringList& names);
    int idOf(const QString& name) const;
    const Sprite* spriteNamed(const QString& name) const { return document()->sprite(idOf(name)); }
    // Whether the sprite's solid mask is, pixel for pixel, `solid(i, x, y)`.
    bool maskIs(const QString& name, const std::function<bool(int, int, int)>& solid) const;
    // Answers the next modal dialog by typing `text` and pressing Enter.
    static void answerNextDialog(const QString& text);

    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QStringList names_; // hero00..hero09, enemy00..enemy09, item00..item19
    QStringList paths_;
    std::unique_ptr<MainWindow> window_;
    int added_ = 0;
};

void TestSpriteBatch::initTestCase() {
    QVERIFY(home_.isValid());
    QVERIFY(dir_.isValid());
    const std::pair<const char*, int> groups[] = {
        {"heroes/hero", 10}, {"enemies/enemy", 10}, {"items/item", 20}};
    for (const auto& [prefix, count] : groups)
        for (int n = 0; n < count; ++n) {
            const QString relative =
                QStringLiteral("%1%2.png").arg(prefix).arg(n, 2, 10, QChar(u'0'));
            const int i = int(names_.size());
            QImage image(kSide, kSide, QImage::Format_RGBA8888);
            for (int y = 0; y < kSide; ++y)
                for (int x = 0; x < kSide; ++x)
                    image.setPixelColor(x, y, pixelOf(i, x, y));
            QVERIFY(QDir(dir_.path()).mkpath(QFileInfo(relative).path()));
            QVERIFY(image.save(dir_.filePath(relative)));
            names_ << QFileInfo(relative).completeBaseName();
            paths_ << dir_.filePath(relative);
        }
    QCOMPARE(names_.size(), 40);
}

void TestSpriteBatch::init() {
    window_ = std::make_unique<MainWindow>();
    QVERIFY(testing::showActive(*window_, QSize(1600, 1000)));
    QVERIFY(window_->projects()->addSprites(paths_));
    QVERIFY(window_->projects()->saveAs(dir_.filePath(QStringLiteral("forty.hitmask"))));
    QCOMPARE(list()->count(), 40);
    added_ = stack()->count();
}

void TestSpriteBatch::cleanup() {
    if (window_)
        window_->projects()->document()->undoStack()->setClean(); // no question on close
    window_.reset();
}

int TestSpriteBatch::row(const QString& name) const {
    for (int r = 0; r < list()->count(); ++r)
        if (list()->item(r)->text() == name)
            return r;
    return -1;
}

void TestSpriteBatch::click(int r, Qt::KeyboardModifiers modifiers) {
    list()->scrollToItem(list()->item(r));
    QTest::mouseClick(list()->viewport(), Qt::LeftButton, modifiers,
                      list()->visualItemRect(list()->item(r)).center());
}

void TestSpriteBatch::choose(const QStringList& names) {
    click(row(names.front()));
    for (qsizetype i = 1; i < names.size(); ++i)
        click(row(names[i]), Qt::ControlModifier);
}

int TestSpriteBatch::idOf(const QString& name) const {
    for (const auto& sprite : document()->sprites())
        if (sprite->name() == name)
            return sprite->id();
    return -1;
}

bool TestSpriteBatch::maskIs(const QString& name,
                             const std::function<bool(int, int, int)>& solid) const {
    const Sprite* sprite = spriteNamed(name);
    const int i = int(names_.indexOf(name));
    if (!sprite || i < 0)
        return false;
    const Mask& mask = sprite->frames().front().solid().effective;
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x)
            if (mask.test(x, y) != solid(i, x, y))
                return false;
    return true;
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

void TestSpriteBatch::filterByTyping() {
    QLineEdit* filter = window_->spriteList()->filterBox();
    QLabel* count = window_->spriteList()->countLabel();
    QVERIFY(!count->isVisible());
    QTest::mouseClick(filter, Qt::LeftButton);
    QTest::keyClicks(filter, QStringLiteral("HERO"));
    const auto shown = [this] {
        QStringList names;
        for (int r = 0; r < list()->count(); ++r)
            if (!list()->item(r)->isHidden())
                names << list()->item(r)->text();
        return names;
    };
    QCOMPARE(shown(), names_.mid(0, 10));
    QVERIFY(count->isVisible());
    QCOMPARE(count->text(), QStringLiteral("10 of 40"));
    // The folder: every sprite under items/, by the path from the project's folder.
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("items") + QDir::separator() + QStringLiteral("item1"));
    QStringList expected;
    for (const QString& name : names_)
        if (name.startsWith(QLatin1String("item1")))
            expected << name;
    QCOMPARE(shown(), expected);
    QCOMPARE(count->text(), QStringLiteral("%1 of 40").arg(expected.size()));
    // The sprite on the canvas is one the list shows.
    QVERIFY(expected.contains(window_->focus()->sprite()->name()));
    // Nothing of the document changed.
    QCOMPARE(steps(), 0);
    QVERIFY(!document()->isModified());
}

void TestSpriteBatch::ctrlFAndEscape() {
    QLineEdit* filter = window_->spriteList()->filterBox();
    click(3);
    QVERIFY(list()->hasFocus());
    QTest::keyClick(list(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(filter->hasFocus());
    QTest::keyClicks(filter, QStringLiteral("enemy0"));
    int shown = 0;
    for (int r = 0; r < list()->count(); ++r)
        shown += list()->item(r)->isHidden() ? 0 : 1;
    QCOMPARE(shown, 10);
    QTest::keyClick(filter, Qt::Key_Escape);
    QVERIFY(filter->text().isEmpty());
    QVERIFY(list()->hasFocus());
    for (int r = 0; r < list()->count(); ++r)
        QVERIFY(!list()->item(r)->isHidden());
    QVERIFY(!window_->spriteList()->countLabel()->isVisible());
}

void TestSpriteBatch::shiftAndCtrlChoose() {
    click(row(QStringLiteral("hero02")));
    click(row(QStringLiteral("hero06")), Qt::ShiftModifier);
    click(row(QStringLiteral("item04")), Qt::ControlModifier);
    QList<int> expected;
    for (const char* name : {"hero02", "hero03", "hero04", "hero05", "hero06", "item04"})
        expected << idOf(QString::fromLatin1(name));
    QList<int> chosen = window_->focus()->selectedSprites();
    // The sprite in focus first (the last clicked), then the others.
    QCOMPARE(chosen.front(), idOf(QStringLiteral("item04")));
    std::sort(chosen.begin(), chosen.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(chosen, expected);
    // A filter that hides some of them leaves them out of the choice.
    QTest::keyClicks(window_->spriteList()->filterBox(), QStringLiteral("hero"));
    QCOMPARE(window_->focus()->selectedSprites().size(), 5);
}

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
    QTest::keyClick(list(), Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(steps(), 2);
    QCOMPARE(int(document()->sprites().size()), 41);
    const int copy = idOf(QStringLiteral("hero03 copy"));
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
    // Another clone of the original gets the next free name.
    click(row(QStringLiteral("hero03")));
    QTest::keyClick(list(), Qt::Key_D, Qt::ControlModifier);
    QVERIFY(idOf(QStringLiteral("hero03 copy 2")) >= 0);
    stack()->undo();
    QCOMPARE(idOf(QStringLiteral("hero03 copy 2")), -1);
    QCOMPARE(int(document()->sprites().size()), 41);
    // Saved and read again: the clone keeps its name and edits; the file says version 7.
    QVERIFY(window_->projects()->save());
    const QString file = dir_.filePath(QStringLiteral("forty.hitmask"));
    Project loaded;
    QString error;
    QVERIFY2(ProjectFile::load(loaded, file, &error), qPrintable(error));
    QCOMPARE(int(loaded.sprites.size()), 41);
    const Sprite& back = *loaded.sprites[std::size_t(document()->indexOf(copy))];
    QCOMPARE(back.name(), QStringLiteral("hero03 copy"));
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

void TestSpriteBatch::sortByNameAndFolder() {
    QComboBox* sort = window_->spriteList()->sortBox();
    const auto rows = [this] {
        QStringList names;
        for (int r = 0; r < list()->count(); ++r)
            names << list()->item(r)->text();
        return names;
    };
    QCOMPARE(rows(), names_); // the project's order
    click(row(QStringLiteral("item05")));
    sort->setFocus();
    QTest::keyClick(sort, Qt::Key_Down); // By name
    QStringList byName = names_;
    std::sort(byName.begin(), byName.end());
    QCOMPARE(rows(), byName);
    QCOMPARE(list()->currentItem()->text(), QStringLiteral("item05"));
    QTest::keyClick(sort, Qt::Key_Down); // By folder: enemies, heroes, items
    QCOMPARE(rows(), names_.mid(10, 10) + names_.mid(0, 10) + names_.mid(20));
    // The project's order did not change, and a new list sorts the same way.
    QStringList order;
    for (const auto& sprite : document()->sprites())
        order << sprite->name();
    QCOMPARE(order, names_);
    QCOMPARE(steps(), 0);
    SpriteListDock another;
    another.setDocument(document());
    QCOMPARE(another.sortBox()->currentIndex(), 2);
    QCOMPARE(another.list()->item(0)->text(), QStringLiteral("enemy00"));
    sort->setCurrentIndex(0); // back to the project's order for the other tests
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

// The dock with forty sprites, filtered and three chosen, in each language: saved when
// HITMASK_SCREENSHOT_DIR is set.
void TestSpriteBatch::screenshots_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "pt_BR"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestSpriteBatch::screenshots() {
    QFETCH(QString, language);
    const QString folder = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (folder.isEmpty())
        QSKIP("HITMASK_SCREENSHOT_DIR is not set");
    for (QTranslator* earlier : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(earlier);
        delete earlier;
    }
    QVERIFY(installTranslations(*qApp, language).startsWith(language));
    for (const QSize size : {QSize(1600, 1000), QSize(1280, 800)}) {
        MainWindow window;
        QVERIFY(testing::showActive(window, size));
        QVERIFY(window.projects()->addSprites(paths_));
        QVERIFY(window.projects()->saveAs(dir_.filePath(QStringLiteral("shots.hitmask"))));
        QListWidget* shots = window.spriteList()->list();
        QTest::keyClicks(window.spriteList()->filterBox(), QStringLiteral("hero"));
        for (int r = 3; r < 6; ++r)
            shots->item(r)->setSelected(true);
        // Another threshold in one of them: the Mask panel shows "—".
        ProjectDocument* doc = window.projects()->document();
        ChannelRule rule;
        rule.image.threshold = 40;
        doc->undoStack()->push(
            new SetChannelRule(doc, shots->item(4)->data(Qt::UserRole).toInt(), 0, rule));
        const QString name = QStringLiteral("%1/spritelist-%2-%3x%4")
                                 .arg(folder, language)
                                 .arg(size.width())
                                 .arg(size.height());
        QVERIFY(window.grab().save(name + QStringLiteral("-window.png")));
        QVERIFY(window.spriteList()->grab().save(name + QStringLiteral(".png")));
        window.projects()->document()->undoStack()->setClean();
    }
}

QTEST_MAIN(TestSpriteBatch)
#include "tst_spritebatch.moc"
