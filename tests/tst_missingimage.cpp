// SPDX-License-Identifier: MIT
// A project whose sprite image is missing asks one question: Locate..., Open Without It or
// Cancel. Opened without it, the sprite stays in the project file through every save.
#include "document/commands/paintpixels.h"
#include "document/pixeledits.h"
#include "document/projectdocument.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/filedialogs.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hitmask;

namespace {

QJsonArray spriteEntries(const QString& project) {
    QFile file(project);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(u"sprites").toArray();
}

QImage square(QRgb colour) {
    QImage image(8, 8, QImage::Format_RGBA8888);
    image.fill(colour);
    return image;
}

} // namespace

class TestMissingImage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void init();
    void openWithoutItKeepsTheSpriteThroughSaves();
    void cancelAsksNothingMore();

private:
    // Answers the missing-image question each time it shows with the next of `buttons`,
    // and the file dialog Locate... opens with `located` (empty: cancel it). Counts the
    // questions in questions_.
    void answer(const QStringList& buttons, const QString& located = {}, int passes = 200);

    testing::IsolatedHome home_;
    std::unique_ptr<QTemporaryDir> dir_;
    QString hero_, box_, project_;
    QJsonArray saved_; // the sprite entries as first saved
    int questions_ = 0;
    QStringList unexpected_; // questions not as expected: their buttons and text
};

// hero.png (art/, with a hand edit) and box.png in a saved project; then hero.png goes.
void TestMissingImage::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(QDir(dir_->path()).mkdir(QStringLiteral("art")));
    hero_ = dir_->filePath(QStringLiteral("art/hero.png"));
    box_ = dir_->filePath(QStringLiteral("box.png"));
    project_ = dir_->filePath(QStringLiteral("game.hitmask"));
    QVERIFY(square(qRgba(255, 0, 0, 255)).save(hero_));
    QVERIFY(square(qRgba(0, 0, 255, 255)).save(box_));
    MainWindow window;
    ProjectController* projects = window.projects();
    QVERIFY(projects->addSprites({hero_, box_}));
    ProjectDocument* document = projects->document();
    const Sprite& hero = *document->spriteAt(0);
    const Frame& frame = hero.frames().front();
    PixelEdits edits(frame);
    edits.paint(2, 3, false);
    document->undoStack()->push(
        new PaintPixels(document, hero.id(), frame.id, edits.take(), 1, QStringLiteral("erase")));
    QVERIFY(projects->saveAs(project_));
    saved_ = spriteEntries(project_);
    QCOMPARE(saved_.size(), 2);
    QVERIFY(QFile::rename(hero_, dir_->filePath(QStringLiteral("hero-away.png"))));
    questions_ = 0;
    unexpected_.clear();
}

void TestMissingImage::answer(const QStringList& buttons, const QString& located, int passes) {
    QTimer::singleShot(0, this, [=, this] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box && box->objectName() != QLatin1String("missingImage")) {
            unexpected_ << QStringLiteral("another box: ") + box->text();
            box->reject();
        }
        if (!box || box->objectName() != QLatin1String("missingImage")) {
            if (passes > 0) // another modal (the file dialog) may be closing
                answer(buttons, located, passes - 1);
            return;
        }
        ++questions_;
        QStringList texts;
        for (QAbstractButton* b : box->buttons())
            texts << b->text().remove(u'&'); // the letter the box gives each button aside
        texts.sort();
        // Checked after the answer (a failed check here would leave the box open).
        if (texts != QStringList{QStringLiteral("Cancel"), QStringLiteral("Locate..."),
                                 QStringLiteral("Open Without It")} ||
            !box->text().contains(u"hero.png"))
            unexpected_ << texts.join(u',') + QStringLiteral(": ") + box->text();
        if (buttons.size() > 1)
            answer(buttons.mid(1), located);
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(u'&') == buttons.first()) {
                if (buttons.first() == QLatin1String("Locate..."))
                    testing::answerFileDialog(this, located);
                b->click();
            }
    });
}

void TestMissingImage::openWithoutItKeepsTheSpriteThroughSaves() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    ProjectController* projects = window.projects();
    QSignalSpy problems(projects, &ProjectController::problem);
    QSignalSpy notices(projects, &ProjectController::notice);
    answer({QStringLiteral("Open Without It")});
    QVERIFY(projects->openProject(project_));
    QCOMPARE(questions_, 1);
    QVERIFY2(unexpected_.isEmpty(), qPrintable(unexpected_.join(u'\n')));
    QCOMPARE(problems.count(), 0);
    ProjectDocument* document = projects->document();
    QCOMPARE(document->sprites().size(), std::size_t(1));
    QCOMPARE(document->spriteAt(0)->path(), box_);
    QVERIFY(!document->isModified()); // nothing to save: the file still holds hero
    QCOMPARE(notices.count(), 1);
    QVERIFY2(notices.first().first().toString().contains(u"hero.png"),
             qPrintable(notices.first().first().toString()));

    // Saved here and elsewhere: hero's entry comes back first, as read, its path from the
    // new place.
    QVERIFY(projects->save());
    QCOMPARE(spriteEntries(project_), saved_);
    QVERIFY(QDir(dir_->path()).mkdir(QStringLiteral("copy")));
    const QString copy = dir_->filePath(QStringLiteral("copy/game.hitmask"));
    QVERIFY(projects->saveAs(copy));
    const QJsonArray copied = spriteEntries(copy);
    QCOMPARE(copied.size(), 2);
    QJsonObject hero = copied.at(0).toObject();
    QCOMPARE(hero.value(u"path").toString(), QStringLiteral("../art/hero.png"));
    hero.insert(QStringLiteral("path"), QStringLiteral("art/hero.png"));
    QCOMPARE(hero, saved_.at(0).toObject());
    QCOMPARE(copied.at(1).toObject().value(u"path").toString(), QStringLiteral("../box.png"));

    // The image back: the copy opens whole, hero's hand edit with it.
    QVERIFY(QFile::rename(dir_->filePath(QStringLiteral("hero-away.png")), hero_));
    QVERIFY(projects->openProject(copy));
    document = projects->document();
    QCOMPARE(document->sprites().size(), std::size_t(2));
    QCOMPARE(document->spriteAt(0)->path(), hero_);
    QVERIFY(!document->spriteAt(0)->frames().front().solid().effective.test(2, 3));
    QVERIFY(document->spriteAt(0)->frames().front().solid().effective.test(3, 3));
    QCOMPARE(questions_, 1);
}

// Cancel leaves the project closed without a second box; Locate... cancelled in its file
// dialog asks again rather than giving up.
void TestMissingImage::cancelAsksNothingMore() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    ProjectController* projects = window.projects();
    QSignalSpy problems(projects, &ProjectController::problem);
    answer({QStringLiteral("Cancel")});
    QVERIFY(!projects->openProject(project_));
    QCOMPARE(questions_, 1);
    QCOMPARE(problems.count(), 0);

    questions_ = 0;
    // Locate..., its file dialog cancelled: the question again, cancelled this time.
    answer({QStringLiteral("Locate..."), QStringLiteral("Cancel")}, QString());
    QVERIFY(!projects->openProject(project_));
    QCOMPARE(questions_, 2);
    QVERIFY2(unexpected_.isEmpty(), qPrintable(unexpected_.join(u'\n')));
    QCOMPARE(problems.count(), 0);
}

QTEST_MAIN(TestMissingImage)
#include "tst_missingimage.moc"
