// SPDX-License-Identifier: MIT
// Nothing cut, in any language: the main window with every tab and panel, and every
// dialog, in English, German and Brazilian Portuguese, on a screen of the size the test
// runs with (HITMASK_SCREEN, 1600x1000 by default; CTest runs 1280x800 too). Each text
// must fit its widget, no widget may cover another, and lists show a few rows.
#include "common/preferences.h"
#include "common/translations.h"
#include "document/commands/channelcommands.h"
#include "document/projectdocument.h"
#include "document/reviewmarks.h"
#include "editor/channelpicker.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/docks/navigatordock.h"
#include "editor/docks/shapesdock.h"
#include "editor/docks/spritelistdock.h"
#include "editor/editfocus.h"
#include "editor/exporting/exportdialog.h"
#include "editor/exporting/exportrunner.h"
#include "editor/exporting/savebeforeexport.h"
#include "editor/framepropertiesdialog.h"
#include "editor/mainwindow.h"
#include "editor/missingimagedialog.h"
#include "editor/openimagequestion.h"
#include "editor/preferencesdialog.h"
#include "editor/preview/previewpanel.h"
#include "editor/projectcontroller.h"
#include "editor/projectdialogs.h"
#include "editor/rotationsetdialog.h"
#include "editor/shortcutsdialog.h"
#include "editor/slicingdialog.h"
#include "support/isolatedhome.h"
#include "support/leftwork.h"
#include "support/textfit.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace hitmask;

namespace {

// The screen this run stands for: HITMASK_SCREEN ("1280x800"), or 1600x1000.
QSize screenSize() {
    const QStringList parts = qEnvironmentVariable("HITMASK_SCREEN").split(u'x');
    if (parts.size() == 2)
        return {parts[0].toInt(), parts[1].toInt()};
    return {1600, 1000};
}

// Long names, as a game's art has them; the first is colour-keyed on magenta.
const QStringList kNames = {QStringLiteral("hedgehog_run_strip_magenta_key"),
                            QStringLiteral("desert_level_background_tiles_large"),
                            QStringLiteral("boss_hurtbox_and_hitbox_reference")};

} // namespace

class TestTextFits : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everythingFits_data();
    void everythingFits();

private:
    void useLanguage(const QString& language);
    void openProject(MainWindow& window);
    // The problems under `widget`, each prefixed with `where`.
    void check(QWidget* widget, const QString& where);
    void checkWindow(MainWindow& window);
    void checkDialogs(MainWindow& window);
    // Opens the modal box `open` shows, checks it, closes it.
    void checkModal(const QString& where, const std::function<void()>& open);
    void screenshot(QWidget* widget, const QString& name);

    testing::IsolatedHome home_;
    QTemporaryDir dir_;
    QStringList paths_;
    QString language_;
    QStringList problems_;
};

void TestTextFits::initTestCase() {
    QVERIFY(home_.isValid());
    QCOMPARE(QGuiApplication::primaryScreen()->size(), screenSize());
    for (int i = 0; i < kNames.size(); ++i) {
        QImage art(96, 64, QImage::Format_ARGB32);
        art.fill(i == 0 ? QColor(Qt::magenta) : QColor(Qt::transparent));
        QPainter p(&art);
        p.setBrush(QColor::fromHsv(i * 90, 200, 200));
        p.drawEllipse(8, 8, 40, 48);
        p.drawEllipse(56, 8, 32, 48);
        p.end();
        paths_ << dir_.filePath(kNames[i] + QStringLiteral(".png"));
        QVERIFY(art.save(paths_.back()));
    }
}

void TestTextFits::everythingFits_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "pt_BR"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestTextFits::useLanguage(const QString& language) {
    for (QTranslator* t : qApp->findChildren<QTranslator*>())
        delete t;
    QVERIFY(hitmask::installTranslations(*qApp, language).startsWith(language.left(2)));
    language_ = language;
}

void TestTextFits::check(QWidget* widget, const QString& where) {
    // Pending layouts settle: a layout can post another's request, and the window then
    // re-fits its panels (DockRoom), a few rounds of posted events in all.
    for (int round = 0; round < 4; ++round)
        QApplication::processEvents();
    const QSize size = screenSize();
    for (const QString& problem : testing::TextFit::problems(widget))
        problems_ << QStringLiteral("%1, %2x%3, %4: %5")
                         .arg(language_)
                         .arg(size.width())
                         .arg(size.height())
                         .arg(where, problem);
}

void TestTextFits::screenshot(QWidget* widget, const QString& name) {
    const QString folder = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (!folder.isEmpty())
        widget->grab().save(QStringLiteral("%1/%2-%3x%4-%5.png")
                                .arg(folder, language_)
                                .arg(screenSize().width())
                                .arg(screenSize().height())
                                .arg(name));
}

void TestTextFits::openProject(MainWindow& window) {
    ProjectController* projects = window.projects();
    QVERIFY(projects->openDemo());
    QVERIFY(projects->addSprites(paths_));
    // The first long-named sprite, keyed on its background: the key field says #FF00FF.
    ProjectDocument* document = projects->document();
    const Sprite* keyed = nullptr;
    for (const auto& sprite : document->sprites())
        if (sprite->name().startsWith(kNames[0]))
            keyed = sprite.get();
    QVERIFY(keyed);
    window.focus()->setSprite(keyed->id());
    auto* mode = window.maskSettings()->findChild<QComboBox*>();
    QVERIFY(mode);
    mode->setCurrentIndex(1);
    emit mode->activated(1);
    QVERIFY(window.maskSettings()->toleranceBox()->isEnabled());
    window.maskSettings()->toleranceBox()->setValue(12);
    // Pixels to review: the mask panel offers Clear Review Marks.
    const Frame& frame = keyed->frames().front();
    Mask marks(frame.width(), frame.height());
    marks.setRect({2, 2, 4, 4}, true);
    document->addReviewMarks(keyed->id(), frame.id, marks);
    // The collision preview shows a sheet of several frames and a hurtbox channel.
    const Sprite* sheet = nullptr;
    for (const auto& sprite : document->sprites())
        if (sprite->frames().size() > 1)
            sheet = sprite.get();
    QVERIFY(sheet);
    Channel hurtbox;
    hurtbox.id = 1;
    hurtbox.name = QStringLiteral("hurtbox");
    hurtbox.rule.source = ChannelSource::Empty;
    document->undoStack()->push(new AddChannel(document, sheet->id(), hurtbox));
    window.preview()->showProjectSprite(CollisionView::SpriteA, sheet->id(), 0);
    window.preview()->channelPicker(CollisionView::SpriteA)->setChannelName(hurtbox.name);
}

void TestTextFits::checkWindow(MainWindow& window) {
    for (int page = 0; page < 3; ++page) {
        window.showPage(page);
        check(&window, QStringLiteral("main window, tab %1").arg(page + 1));
        screenshot(&window, QStringLiteral("window-tab%1").arg(page + 1));
    }
    window.showPage(0);
    // The panels that share a place as tabs, each brought to the front in turn.
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    for (QDockWidget* dock : docks) {
        if (window.tabifiedDockWidgets(dock).isEmpty() || !dock->visibleRegion().isEmpty())
            continue;
        dock->raise();
        check(&window, QStringLiteral("main window, %1 in front").arg(dock->objectName()));
        screenshot(&window, QStringLiteral("window-%1").arg(dock->objectName()));
    }
    // Room to be useful: the history shows a few steps, the navigator a real thumbnail.
    auto* navigator = window.findChild<NavigatorDock*>();
    navigator->raise();
    QApplication::processEvents();
    if (navigator->view()->height() < 150 || navigator->view()->width() < 150)
        problems_ << QStringLiteral("%1, %2x%3: the navigator is %4x%5 px, needs 150x150 px")
                         .arg(language_)
                         .arg(screenSize().width())
                         .arg(screenSize().height())
                         .arg(navigator->view()->width())
                         .arg(navigator->view()->height());
    window.findChild<QDockWidget*>(QStringLiteral("HistoryDock"))->raise();
}

void TestTextFits::checkModal(const QString& where, const std::function<void()>& open) {
    // Polls from the modal dialog's own event loop until the dialog is up; the timer ends
    // with this call, so nothing outlives it.
    bool seen = false;
    int passes = 100;
    QTimer poll;
    poll.setInterval(0);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            if (--passes <= 0)
                poll.stop();
            return;
        }
        poll.stop();
        seen = true;
        check(dialog, where);
        screenshot(dialog, where.section(u' ', 0, 0));
        dialog->reject();
    });
    poll.start();
    open();
    poll.stop();
    QVERIFY2(seen, qPrintable(where));
}

void TestTextFits::checkDialogs(MainWindow& window) {
    ProjectDocument* document = window.projects()->document();
    const Sprite* sheet = nullptr; // a sprite of several frames
    for (const auto& sprite : document->sprites())
        if (sprite->frames().size() > 1)
            sheet = sprite.get();
    QVERIFY(sheet);
    auto show = [this](QDialog* dialog, const QString& name) {
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        check(dialog, name);
        screenshot(dialog, name);
        delete dialog;
    };
    // Each page of Preferences in front in turn, the Shortcuts page with the window's keys.
    auto* preferences = new PreferencesDialog(Preferences::load(), &window, window.shortcuts());
    auto* pages = preferences->findChild<QTabWidget*>();
    QVERIFY(pages && pages->count() == 2);
    preferences->show();
    QVERIFY(QTest::qWaitForWindowExposed(preferences));
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentIndex(page);
        const QString name =
            page == 0 ? QStringLiteral("preferences") : QStringLiteral("preferences-shortcuts");
        check(preferences, name);
        screenshot(preferences, name);
    }
    delete preferences;
    show(new SlicingDialog(sheet->image(), &window), QStringLiteral("slice"));
    show(new ExportDialog(*document, &window), QStringLiteral("export"));
    show(new FramePropertiesDialog(*sheet, {sheet->frames()[0].id, sheet->frames()[1].id}, &window),
         QStringLiteral("frame-properties"));
    show(new RotationSetDialog(false, 24, &window), QStringLiteral("rotation-set"));
    show(new RotationSetDialog(true, 24, &window), QStringLiteral("rotation-set-again"));
    show(new ShortcutsDialog(window.menuBar(), &window), QStringLiteral("shortcuts"));

    checkModal(QStringLiteral("unsaved-changes box"),
               [&] { ProjectDialogs::askToSave(&window, kNames[1] + QStringLiteral(".hitmask")); });
    checkModal(QStringLiteral("missing-image box"), [&] {
        MissingImageDialog::ask(&window, paths_[1], QStringLiteral("no such file"),
                                ProjectDialogs::imagesFilter());
    });
    checkModal(QStringLiteral("replace box"), [&] {
        ExportRunner::askToReplace(&window, {paths_[0], paths_[1]});
    });
    checkModal(QStringLiteral("save-before-export box"), [&] {
        ProjectController untitled(&window); // a new project, never saved
        SaveBeforeExport::ensureSaved(&window, untitled);
    });
    checkModal(QStringLiteral("open-image box"), [&] {
        OpenImageQuestion::ask(&window, kNames[1] + QStringLiteral(".hitmask"), paths_);
    });
    checkModal(QStringLiteral("add-channel box"), [&] {
        window.findChild<QAction*>(QStringLiteral("addChannelToSprites"))->trigger();
    });
    // Copy Shapes to Frames lists the frames of the sprite in focus.
    window.focus()->setSprite(sheet->id());
    auto* shapes = window.findChild<ShapesDock*>();
    QPushButton* copyTo = nullptr;
    for (QPushButton* button : shapes->findChildren<QPushButton*>())
        if (button->text() == ShapesDock::tr("Copy to Frames..."))
            copyTo = button;
    QVERIFY(copyTo && copyTo->isEnabled());
    checkModal(QStringLiteral("copy-shapes box"), [&] { copyTo->click(); });
    // Work a session that did not close normally left behind (process 4444, long gone).
    QFile project(document->filePath());
    QVERIFY(project.open(QIODevice::ReadOnly));
    QVERIFY(
        testing::leaveWork(QStringLiteral("4444-level"), project.readAll(), document->filePath()));
    checkModal(QStringLiteral("recovery box"), [&] { window.offerRecovery(); });
    const QList<QAction*> help = window.menuBar()->actions().back()->menu()->actions();
    checkModal(QStringLiteral("about box"), [&] { help.back()->trigger(); });
}

void TestTextFits::everythingFits() {
    QFETCH(QString, language);
    useLanguage(language);
    problems_.clear();
    {
        MainWindow window;
        window.resize(screenSize());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        openProject(window);
        checkWindow(window);
        checkDialogs(window);
        window.projects()->document()->undoStack()->setClean(); // closes without asking
    }
    if (!problems_.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1 text(s) do not fit:\n  ").arg(problems_.size()) +
                         problems_.join(QStringLiteral("\n  "))));
}

int main(int argc, char* argv[]) {
    // The offscreen screen is the size checked: a dialog takes at most 2/3 of its screen.
    QTemporaryDir configDir;
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen") {
        const QSize size = screenSize();
        QFile config(configDir.filePath(QStringLiteral("screen.json")));
        if (!config.open(QIODevice::WriteOnly))
            return 2;
        config.write(QStringLiteral("{\"screens\": [{\"name\": \"checked\", \"x\": 0, \"y\": 0, "
                                    "\"width\": %1, \"height\": %2, \"logicalDpi\": 96}]}")
                         .arg(size.width())
                         .arg(size.height())
                         .toUtf8());
        config.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toLocal8Bit());
    }
    QApplication app(argc, argv);
    TestTextFits test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_textfits.moc"
