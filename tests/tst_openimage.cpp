// SPDX-License-Identifier: MIT
// Opening an image while a project is open asks: add it to the project, or start a new
// project with it (through the unsaved-changes question); Escape changes nothing. A drop
// asks the same.
#include "document/projectdocument.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

using namespace hitmask;

namespace {

QMessageBox* shownBox(const QString& name = {}) {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    return box && (name.isEmpty() || box->objectName() == name) ? box : nullptr;
}

QAbstractButton* buttonCalled(QMessageBox* box, const QString& text) {
    for (QAbstractButton* button : box->buttons())
        if (button->text() == text)
            return button;
    return nullptr;
}

// Answers the next question with a click on `text`, or Escape when `text` is empty;
// `then` runs after, to answer a question that follows. Sets `asked` with the question.
void answer(QObject* context, const QString& text, QString* asked,
            std::function<void()> then = {}) {
    QTimer::singleShot(0, context, [=] {
        QMessageBox* box = shownBox();
        if (!box)
            return;
        *asked = box->text();
        const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
        if (!shots.isEmpty() && box->objectName() == QStringLiteral("openImageQuestion"))
            box->grab().save(shots + QStringLiteral("/open-image-question.png"));
        if (then)
            then();
        if (QAbstractButton* button = text.isEmpty() ? nullptr : buttonCalled(box, text))
            QTest::mouseClick(button, Qt::LeftButton);
        else
            QTest::keyClick(box, Qt::Key_Escape);
    });
}

} // namespace

class TestOpenImage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void asksAddOrNew_data();
    void asksAddOrNew();
    void newProjectGoesThroughUnsavedChanges();
    void dropAsksToo();
    void emptyWindowDoesNotAsk();

private:
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QString project_;
    QString coin_;
    std::unique_ptr<MainWindow> window_;
};

void TestOpenImage::initTestCase() {
    QVERIFY(home_.isValid());
    QImage art(10, 10, QImage::Format_RGBA8888);
    art.fill(Qt::blue);
    const QString hero = dir_.filePath(QStringLiteral("hero.png"));
    QVERIFY(art.save(hero));
    art.fill(Qt::yellow);
    coin_ = dir_.filePath(QStringLiteral("coin.png"));
    QVERIFY(art.save(coin_));
    project_ = dir_.filePath(QStringLiteral("level.hitmask"));
    MainWindow window;
    QVERIFY(window.projects()->addSprites({hero}));
    QVERIFY(window.projects()->saveAs(project_));
}

// The saved project with its one sprite, open in a window of its own.
void TestOpenImage::init() {
    window_ = std::make_unique<MainWindow>();
    QVERIFY(testing::showActive(*window_));
    QVERIFY(window_->projects()->open(project_));
    QCOMPARE(window_->projects()->document()->sprites().size(), std::size_t(1));
}

void TestOpenImage::asksAddOrNew_data() {
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("sprites");
    QTest::addColumn<bool>("sameProject");
    QTest::newRow("add") << QStringLiteral("&Add to This Project") << 2 << true;
    QTest::newRow("new") << QStringLiteral("&New Project") << 1 << false;
    QTest::newRow("escape") << QString() << 1 << true;
}

void TestOpenImage::asksAddOrNew() {
    QFETCH(QString, button);
    QFETCH(int, sprites);
    QFETCH(bool, sameProject);
    ProjectController* projects = window_->projects();
    const int steps = projects->document()->undoStack()->count();
    QString asked;
    answer(this, button, &asked);
    QCOMPARE(projects->open(coin_), !button.isEmpty());
    QVERIFY2(asked.contains(QStringLiteral("coin.png")) && asked.contains(QStringLiteral("level")),
             qPrintable(asked));
    ProjectDocument* document = projects->document();
    QCOMPARE(int(document->sprites().size()), sprites);
    QCOMPARE(document->filePath() == QFileInfo(project_).absoluteFilePath(), sameProject);
    QCOMPARE(document->sprites().back()->name(),
             sprites == 1 && sameProject ? QStringLiteral("hero") : QStringLiteral("coin"));
    if (button.isEmpty()) {
        QCOMPARE(document->undoStack()->count(), steps);
        QVERIFY(!document->isModified());
    }
}

// New Project over unsaved changes asks to save them; cancelled there, nothing changes.
void TestOpenImage::newProjectGoesThroughUnsavedChanges() {
    ProjectController* projects = window_->projects();
    QVERIFY(projects->addSprites({coin_}));
    QVERIFY(projects->document()->isModified());
    QString asked, askedToSave;
    answer(this, QStringLiteral("&New Project"), &asked,
           [&] { answer(this, QString(), &askedToSave); });
    QVERIFY(!projects->open(coin_));
    QVERIFY(asked.contains(QStringLiteral("coin.png")));
    QVERIFY2(askedToSave.contains(QStringLiteral("unsaved")), qPrintable(askedToSave));
    QCOMPARE(projects->document()->sprites().size(), std::size_t(2));
    QCOMPARE(projects->document()->filePath(), QFileInfo(project_).absoluteFilePath());
}

void TestOpenImage::dropAsksToo() {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(coin_)});
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window_.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QString asked;
    answer(this, QString(), &asked);
    QApplication::sendEvent(window_.get(), &drop);
    QVERIFY(asked.contains(QStringLiteral("coin.png")));
    QCOMPARE(window_->projects()->document()->sprites().size(), std::size_t(1));
    QVERIFY(!window_->projects()->document()->isModified());
}

// Nothing to ask about in a new empty project: the image goes in.
void TestOpenImage::emptyWindowDoesNotAsk() {
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QString asked;
    answer(this, QString(), &asked);
    QVERIFY(window.projects()->open(coin_));
    QVERIFY(asked.isEmpty());
    QCOMPARE(window.projects()->document()->sprites().size(), std::size_t(1));
    QApplication::processEvents(); // the answering timer finds no question
}

QTEST_MAIN(TestOpenImage)
#include "tst_openimage.moc"
