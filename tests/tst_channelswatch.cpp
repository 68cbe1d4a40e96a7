// SPDX-License-Identifier: MIT
// The Channels panel: each swatch is the colour the canvas draws the channel in, and with
// no sprite the panel shows no rule widgets; the Mask panel follows the channel painted.
#include "document/commands/channelcommands.h"
#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/canvas/channelcolours.h"
#include "editor/docks/channelsdock.h"
#include "editor/docks/masksettingsdock.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "support/artfixtures.h"
#include "support/isolatedhome.h"
#include "support/shownwindow.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace hitmask;

class TestChannelSwatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void swatchIsTheOverlayColour();
    void newChannelNeverLooksLikeSolid();
    void emptyProjectShowsNoRule();
    void maskPanelShowsTheChannelPainted();

private:
    testing::IsolatedHome home_;
};

namespace {

// A 32 x 32 square of `colour` on a transparent 48 x 48 sprite, saved in `dir`.
QString squareSprite(const QTemporaryDir& dir, const QColor& colour) {
    const QString path = dir.filePath(QStringLiteral("square.png"));
    return testing::colouredSquare(colour).save(path) ? path : QString();
}

void clickChannel(QListWidget* list, int row) {
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(row)).center());
}

} // namespace

void TestChannelSwatch::swatchIsTheOverlayColour() {
    // Art in solid's own pink: the canvas draws the mask in another colour to be seen.
    QTemporaryDir dir;
    const QString path = squareSprite(dir, QColor(255, 40, 120));
    QVERIFY(!path.isEmpty());
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->addSprites({path}));
    QListWidget* list = window.findChild<ChannelsDock*>()->list();
    clickChannel(list, 0);
    const QColor drawn = channelColour(*window.focus()->sprite(), 0);
    QVERIFY(drawn != window.focus()->sprite()->channels()[0].colour); // the case at hand
    const QImage icon = list->item(0)->icon().pixmap(14, 14).toImage();
    QCOMPARE(icon.pixelColor(7, 7).rgb(), drawn.rgb());
}

// Art in the colour a new channel would take: its stand-in must not be solid's colour, or
// painting the channel would look like painting solid.
void TestChannelSwatch::newChannelNeverLooksLikeSolid() {
    QTemporaryDir dir;
    const QString path = squareSprite(dir, QColor(40, 140, 255)); // a new channel's blue
    QVERIFY(!path.isEmpty());
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.projects()->addSprites({path}));
    auto* dock = window.findChild<ChannelsDock*>();
    QListWidget* list = dock->list();
    clickChannel(list, 0);
    const QColor solid = channelColour(*window.focus()->sprite(), 0);
    QTest::mouseClick(dock->addButton(), Qt::LeftButton);
    QCOMPARE(list->count(), 2);
    clickChannel(list, 1);
    const QColor added = channelColour(*window.focus()->sprite(), 1);
    const int dr = added.red() - solid.red(), dg = added.green() - solid.green(),
              db = added.blue() - solid.blue();
    QVERIFY2(
        dr * dr + dg * dg + db * db >= 60 * 60,
        qPrintable(QStringLiteral("solid %1, new channel %2").arg(solid.name(), added.name())));
    const QImage icon = list->item(1)->icon().pixmap(14, 14).toImage();
    QCOMPARE(icon.pixelColor(7, 7).rgb(), added.rgb());
    // Solid keeps its colour now that it is not the one selected.
    QCOMPARE(channelColour(*window.focus()->sprite(), 0), solid);
    QCOMPARE(list->item(0)->icon().pixmap(14, 14).toImage().pixelColor(7, 7).rgb(), solid.rgb());
}

void TestChannelSwatch::emptyProjectShowsNoRule() {
    MainWindow window;
    window.resize(1200, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* dock = window.findChild<ChannelsDock*>();
    QVERIFY(dock->isVisible());
    for (QAbstractSpinBox* box : dock->findChildren<QAbstractSpinBox*>())
        QVERIFY2(!box->isVisible(), qPrintable(box->text()));
    for (QAbstractButton* button : dock->findChildren<QAbstractButton*>())
        QVERIFY2(!button->isVisible() || !button->text().startsWith(QStringLiteral("Key")),
                 qPrintable(button->text()));
}

// A channel made from the image by its own threshold: picked in the Channels panel, the
// Mask panel shows and sets its threshold, not solid's.
void TestChannelSwatch::maskPanelShowsTheChannelPainted() {
    QImage art(16, 16, QImage::Format_RGBA8888);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            art.setPixelColor(x, y, QColor(90, 90, 200, x * 16));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fade.png"));
    QVERIFY(art.save(path));
    MainWindow window;
    QVERIFY(testing::showActive(window));
    QVERIFY(window.projects()->addSprites({path}));
    ProjectDocument* document = window.projects()->document();
    const int spriteId = window.focus()->spriteId();
    Channel hit;
    hit.id = document->sprite(spriteId)->nextChannelId();
    hit.name = QStringLiteral("hit");
    hit.colour = Qt::blue;
    hit.rule.image.threshold = 100;
    document->undoStack()->push(new AddChannel(document, spriteId, hit));
    QSpinBox* threshold = window.maskSettings()->thresholdBox();
    QCOMPARE(threshold->value(), 0);

    QListWidget* list = window.findChild<ChannelsDock*>()->list();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(1)).center());
    QCOMPARE(window.focus()->channelId(), hit.id);
    QCOMPARE(threshold->value(), 100);
    QTest::mouseClick(threshold, Qt::LeftButton, {}, threshold->rect().center());
    threshold->selectAll();
    QTest::keyClicks(threshold, QStringLiteral("150"));
    QTest::keyClick(threshold, Qt::Key_Return);
    const Sprite* sprite = document->sprite(spriteId);
    QCOMPARE(sprite->channelById(hit.id)->rule.image.threshold, 150);
    QCOMPARE(sprite->settings().threshold, 0);

    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QCOMPARE(threshold->value(), 0);
}

QTEST_MAIN(TestChannelSwatch)
#include "tst_channelswatch.moc"
