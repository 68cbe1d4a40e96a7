// SPDX-License-Identifier: MIT
// A channel's colour in the editor: chosen in the Channels panel from the keyboard, one
// undo step, saved in the project and read back; the same on the canvas whether the
// channel is selected or not, with the selected one outlined.
#include "common/translations.h"
#include "document/commands/channelcommands.h"
#include "document/commands/setchannelrule.h"
#include "document/projectdocument.h"
#include "document/projectfile.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/canvas/channelcolours.h"
#include "editor/canvas/contrast.h"
#include "editor/docks/channelcolourbutton.h"
#include "editor/docks/channelsdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/artfixtures.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QApplication>
#include <QColorDialog>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>

using namespace hitmask;

class TestChannelColour : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void chooseFromTheKeyboard();
    void automaticAgainFromTheMenu();
    void selectionKeepsTheColour();
    void projectsSaveAsTheyWereRead();
    void screenshots_data();
    void screenshots();

private:
    testing::IsolatedHome home_;
};

namespace {

// `window` shown with one sprite, a 32 x 32 opaque square of `colour` (saved in `dir`).
[[nodiscard]] bool openSquare(MainWindow& window, const QTemporaryDir& dir, const QColor& colour) {
    const QString path = dir.filePath(QStringLiteral("square.png"));
    return testing::colouredSquare(colour).save(path) && testing::showActive(window) &&
           window.projects()->addSprites({path});
}

// Answers the colour dialog the panel is about to open with `colour`, as a user would
// who picked it and pressed OK.
void answerColourDialog(const QColor& colour) {
    QTimer::singleShot(0, [colour] {
        auto* dialog = qobject_cast<QColorDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->setCurrentColor(colour);
        QTest::keyClick(dialog, Qt::Key_Return);
    });
}

QColor canvasColourAt(CanvasView* canvas, QPoint pixel) {
    return canvas->grab().toImage().pixelColor(
        canvas->widgetPosOf(QPointF(pixel) + QPointF(0.5, 0.5)).toPoint());
}

} // namespace

void TestChannelColour::chooseFromTheKeyboard() {
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(openSquare(window, dir, QColor(60, 180, 60)));
    ProjectDocument* document = window.projects()->document();
    auto* dock = window.findChild<ChannelsDock*>();
    QToolButton* button = dock->colourButton();
    const int steps = document->undoStack()->count();

    // Tab reaches the button; Space opens the dialog.
    button->setFocus(Qt::TabFocusReason);
    QVERIFY(button->hasFocus());
    const QColor chosen(20, 90, 200);
    answerColourDialog(chosen);
    QTest::keyClick(button, Qt::Key_Space);
    const Channel& solid = document->spriteAt(0)->channels()[0];
    QCOMPARE(solid.colour, chosen);
    QVERIFY(solid.colourChosen);
    QCOMPARE(document->undoStack()->count(), steps + 1);
    // The swatch, the button and the canvas show it.
    QCOMPARE(dock->list()->item(0)->icon().pixmap(14, 14).toImage().pixelColor(7, 7), chosen);
    QCOMPARE(button->icon().pixmap(14, 14).toImage().pixelColor(7, 7), chosen);
    QCOMPARE(channelColour(*document->spriteAt(0), 0), chosen);
    // The canvas tints the art towards it.
    const QColor tinted = canvasColourAt(window.canvas(), {20, 20});
    QVERIFY2(perceptualDistance(tinted, chosen) < perceptualDistance(QColor(60, 180, 60), chosen),
             qPrintable(tinted.name()));

    // Saved, and read back the same.
    const QString project = dir.filePath(QStringLiteral("chosen.hitmask"));
    QVERIFY(window.projects()->saveAs(project));
    QFile file(project);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), ProjectFile::kVersion);
    ProjectDocument reread;
    QString error;
    QVERIFY2(ProjectFile::load(reread, project, &error), qPrintable(error));
    QCOMPARE(reread.spriteAt(0)->channels()[0].colour, chosen);
    QVERIFY(reread.spriteAt(0)->channels()[0].colourChosen);

    // One undo takes it back.
    document->undoStack()->undo();
    QVERIFY(!document->spriteAt(0)->channels()[0].colourChosen);
    QCOMPARE(dock->list()->item(0)->icon().pixmap(14, 14).toImage().pixelColor(7, 7),
             channelColour(*document->spriteAt(0), 0));
    QVERIFY(channelColour(*document->spriteAt(0), 0) != chosen);
}

void TestChannelColour::automaticAgainFromTheMenu() {
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(openSquare(window, dir, QColor(60, 180, 60)));
    ProjectDocument* document = window.projects()->document();
    auto* dock = window.findChild<ChannelsDock*>();
    const QColor automatic = channelColour(*document->spriteAt(0), 0);
    QVERIFY(!dock->colourButton()->automaticAction()->isEnabled()); // automatic already
    dock->setChannelColour(QColor(250, 250, 20));
    QVERIFY(dock->colourButton()->automaticAction()->isEnabled());
    // The button's arrow opens its menu (Alt+Down from the keyboard, or a click), where
    // Automatic Colour is taken by its mnemonic.
    QToolButton* button = dock->colourButton();
    QMenu* menu = button->menu();
    QVERIFY(menu);
    QSignalSpy shown(menu, &QMenu::aboutToShow);
    connect(menu, &QMenu::aboutToShow, menu,
            [menu] { QTimer::singleShot(0, menu, [menu] { QTest::keyClick(menu, Qt::Key_A); }); });
    button->setFocus();
    QTest::keyClick(button, Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(shown.count(), 1);
    QVERIFY(!document->spriteAt(0)->channels()[0].colourChosen);
    document->undoStack()->undo(); // chosen again, then back to automatic by mouse
    QVERIFY(document->spriteAt(0)->channels()[0].colourChosen);
    QTest::mouseClick(button, Qt::LeftButton, {},
                      QPoint(button->width() - 3, button->height() / 2));
    QCOMPARE(shown.count(), 2);
    const Channel& solid = document->spriteAt(0)->channels()[0];
    QVERIFY(!solid.colourChosen);
    QCOMPARE(solid.colour, ChannelNames::defaultColour(0));
    QCOMPARE(channelColour(*document->spriteAt(0), 0), automatic);
    // A project with no chosen colour saves as the version before chosen colours.
    const QString project = dir.filePath(QStringLiteral("automatic.hitmask"));
    QVERIFY(window.projects()->saveAs(project));
    QFile file(project);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(!bytes.contains("colourChosen"));
    QVERIFY(QJsonDocument::fromJson(bytes).object().value(QStringLiteral("version")).toInt() <
            ProjectFile::kVersion);
}

// Art in the blue a new channel starts with: that channel is drawn in another colour, and
// in the same one whether it is selected or not. Selected, its edge is drawn stronger.
void TestChannelColour::selectionKeepsTheColour() {
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(openSquare(window, dir, ChannelNames::defaultColour(1)));
    ProjectDocument* document = window.projects()->document();
    auto* dock = window.findChild<ChannelsDock*>();
    QListWidget* list = dock->list();
    // A copy of solid, and solid hidden: only the copy is drawn.
    QTest::mouseClick(dock->addButton(), Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    const Sprite* sprite = document->spriteAt(0);
    document->undoStack()->push(new SetChannelRule(document, sprite->id(), sprite->channels()[1].id,
                                                   ChannelRule{ChannelSource::Copy, {}, 0}));
    QVERIFY(!document->spriteAt(0)->frames()[0].channel(1).effective.isEmpty());
    list->item(0)->setCheckState(Qt::Unchecked);
    const QColor copyColour = channelColour(*document->spriteAt(0), 1);
    QVERIFY(perceptualDistance(copyColour, ChannelNames::defaultColour(1)) >= kAlike);

    CanvasView* canvas = window.canvas();
    canvas->setZoom(8);
    const QPoint inside(20, 20);
    const QPoint edge(8, 20);
    QCOMPARE(window.focus()->channelIndex(), 1);
    const QColor insideSelected = canvasColourAt(canvas, inside);
    const QColor edgeSelected = canvasColourAt(canvas, edge);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QCOMPARE(window.focus()->channelIndex(), 0);
    QCOMPARE(canvasColourAt(canvas, inside), insideSelected);
    const QColor edgeUnselected = canvasColourAt(canvas, edge);
    QCOMPARE(edgeUnselected, insideSelected); // unselected: no outline
    // The outline is nearer the channel's colour than the inside is.
    QVERIFY(perceptualDistance(edgeSelected, copyColour) <
            perceptualDistance(insideSelected, copyColour));
    // The swatch does not change with the selection either.
    QCOMPARE(list->item(1)->icon().pixmap(14, 14).toImage().pixelColor(7, 7), copyColour);
}

// The demo (no colour chosen) saves as the same bytes and version it was read as; a
// project with a chosen colour does too, as version 7.
void TestChannelColour::projectsSaveAsTheyWereRead() {
    QTemporaryDir dir;
    const QDir demo(QStringLiteral(HITMASK_DEMO_DIR));
    for (const QString& name : demo.entryList({QStringLiteral("*.png")}, QDir::Files))
        QVERIFY(QFile::copy(demo.filePath(name), dir.filePath(name)));
    QFile original(demo.filePath(QStringLiteral("demo.hitmask")));
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    QVERIFY(!before.contains("colourChosen"));
    const auto resave = [&](const QByteArray& bytes) -> QByteArray {
        const QString in = dir.filePath(QStringLiteral("in.hitmask"));
        const QString out = dir.filePath(QStringLiteral("out.hitmask"));
        QFile file(in);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) < 0)
            return {};
        file.close();
        ProjectDocument document;
        QString error;
        if (!ProjectFile::load(document, in, &error) || !ProjectFile::save(document, out, &error))
            return error.toUtf8();
        QFile saved(out);
        return saved.open(QIODevice::ReadOnly) ? saved.readAll() : QByteArray();
    };
    // Saved with no new key, as version 4, each channel in its colour as read; and saved
    // again, the same bytes.
    const QByteArray saved = resave(before);
    QVERIFY(!saved.contains("colourChosen"));
    const QJsonObject root = QJsonDocument::fromJson(saved).object();
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), 4);
    const QJsonObject read = QJsonDocument::fromJson(before).object();
    const QString channels = QStringLiteral("channels");
    const QString colour = QStringLiteral("colour");
    int compared = 0;
    for (qsizetype i = 0; i < read.value(QStringLiteral("sprites")).toArray().size(); ++i)
        for (qsizetype k = 0; k < read[QStringLiteral("sprites")][i][channels].toArray().size();
             ++k, ++compared)
            QCOMPARE(root[QStringLiteral("sprites")][i][channels][k][colour],
                     read[QStringLiteral("sprites")][i][channels][k][colour]);
    QVERIFY(compared >= 3);
    QCOMPARE(resave(saved), saved);
    // Solid's colour chosen by hand: saved with the flag, as version 7, and again the same.
    QByteArray chosen = saved;
    chosen.replace("\"version\": 4", "\"version\": 7");
    chosen.replace("\"colour\": \"#ff5ca8\",", "\"colour\": \"#ff5ca8\", \"colourChosen\": true,");
    QVERIFY(chosen.contains("colourChosen"));
    const QByteArray once = resave(chosen);
    QVERIFY2(once.contains("\"colourChosen\": true"), once.left(400).constData());
    QVERIFY(once.contains("\"version\": 7"));
    QCOMPARE(resave(once), once);
    // A chosen colour that is not a colour: the project does not open, and says where.
    QByteArray bad = chosen;
    bad.replace("\"colour\": \"#ff5ca8\"", "\"colour\": \"#ff5ca\"");
    const QString in = dir.filePath(QStringLiteral("bad.hitmask"));
    QFile file(in);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(bad) > 0);
    file.close();
    ProjectDocument document;
    QString error;
    QVERIFY(!ProjectFile::load(document, in, &error));
    QVERIFY2(error.contains(QStringLiteral("sprites[0].channels[0].colour")), qPrintable(error));
    QVERIFY(document.spriteAt(0) == nullptr);
}

void TestChannelColour::screenshots_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char* language : {"en", "de", "pt_BR"})
        for (const QSize size : {QSize(1600, 1000), QSize(1280, 800)})
            QTest::addRow("%s %dx%d", language, size.width(), size.height())
                << QString::fromLatin1(language) << size;
}

// A peach and a pink sprite with three channels each, every channel drawn in its colour,
// hit selected and then solid: saved when HITMASK_SCREENSHOT_DIR is set.
void TestChannelColour::screenshots() {
    const QString shots = qEnvironmentVariable("HITMASK_SCREENSHOT_DIR");
    if (shots.isEmpty())
        QSKIP("HITMASK_SCREENSHOT_DIR is not set");
    QFETCH(QString, language);
    QFETCH(QSize, size);
    for (QTranslator* earlier : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(earlier);
        delete earlier;
    }
    QVERIFY(installTranslations(*qApp, language).startsWith(language));
    QTemporaryDir dir;
    // Stripes of falling alpha: solid takes all, hurt (alpha above 220) the left two
    // thirds, hit (above 240) the left third.
    const auto sprite = [&](const QString& name, const QColor& body, const QColor& outline) {
        QImage art(48, 40, QImage::Format_RGBA8888);
        art.fill(Qt::transparent);
        for (int y = 2; y < 38; ++y)
            for (int x = 2; x < 46; ++x) {
                QColor c = (x < 4 || x > 43 || y < 4 || y > 35) ? outline : body;
                c.setAlpha(x < 16 ? 255 : x < 32 ? 230 : 200);
                art.setPixelColor(x, y, c);
            }
        const QString path = dir.filePath(name);
        return art.save(path) ? path : QString();
    };
    const QString peach = sprite(QStringLiteral("peach.png"), {255, 200, 160}, {240, 170, 130});
    const QString pink = sprite(QStringLiteral("pink.png"), {255, 150, 200}, {250, 20, 230});
    MainWindow window;
    QVERIFY(testing::showActive(window, size));
    QVERIFY(window.projects()->addSprites({peach, pink}));
    const QString tail = QStringLiteral("%1-%2").arg(language).arg(size.width());
    ProjectDocument* document = window.projects()->document();
    for (int i = 0; i < 2; ++i) {
        const int id = document->spriteAt(i)->id();
        for (const auto& [name, threshold] :
             {std::pair(QStringLiteral("hurt"), 220), std::pair(QStringLiteral("hit"), 240)}) {
            Channel c;
            c.id = document->sprite(id)->nextChannelId();
            c.name = name;
            c.colour = ChannelNames::defaultColour(int(document->sprite(id)->channels().size()));
            c.rule.image.threshold = threshold;
            document->undoStack()->push(new AddChannel(document, id, c));
        }
    }
    for (int i = 0; i < 2; ++i) {
        const Sprite* s = document->spriteAt(i);
        for (int channel : {2, 0}) {
            window.focus()->setSprite(s->id());
            window.focus()->setChannel(s->channels()[std::size_t(channel)].id);
            window.canvas()->setZoom(12);
            QVERIFY(window.grab().save(shots + QStringLiteral("/channel-colours-%1-%2-%3.png")
                                                   .arg(QFileInfo(s->path()).baseName(),
                                                        s->channels()[std::size_t(channel)].name,
                                                        tail)));
        }
    }
    QVERIFY(window.findChild<ChannelsDock*>()->grab().save(
        shots + QStringLiteral("/channels-panel-%1.png").arg(tail)));
}

QTEST_MAIN(TestChannelColour)
#include "tst_channelcolour.moc"
