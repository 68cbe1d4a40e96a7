// SPDX-License-Identifier: MIT
// Art without alpha whose top-left pixel is not the background (a figure reaching the
// corner, as in many old BMPs): the key is the colour most of the border has, and the
// status bar says which it took.
#include "document/projectdocument.h"
#include "document/sprite.h"
#include "editor/canvas/canvasview.h"
#include "editor/editfocus.h"
#include "editor/mainwindow.h"
#include "editor/projectcontroller.h"
#include "editor/statusreadout.h"
#include "support/filedialogs.h"
#include "support/isolatedhome.h"

#include <QApplication>
#include <QPainter>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTranslator>

using namespace hitmask;

class TestColourKeyBorder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(home_.isValid()); }
    void borderColourIsTheKey();
    void agreeingCornersKeepTheirColour();
    void noticeFitsTheWindow_data();
    void noticeFitsTheWindow();

private:
    // Opens `path` through File > Add Sprites... (Ctrl+Shift+A); returns the status text.
    QString addThroughTheMenu(MainWindow& window, const QString& path,
                              const QString& needle = QStringLiteral("transparent"));
    testing::IsolatedHome home_;
    QTemporaryDir dir_;
};

QString TestColourKeyBorder::addThroughTheMenu(MainWindow& window, const QString& path,
                                               const QString& needle) {
    window.resize(1100, 720); // the size a first run opens at
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return {};
    QSignalSpy messages(window.statusBar(), &QStatusBar::messageChanged);
    testing::answerFileDialog(this, path);
    QTest::keyClick(&window, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    for (const QList<QVariant>& message : messages)
        if (message.at(0).toString().contains(needle))
            return message.at(0).toString();
    return {};
}

// A boss on magenta, 80 x 48, whose dark hull fills the top-left corner and runs down the
// left edge: the top-left pixel is hull, most of the border is magenta.
void TestColourKeyBorder::borderColourIsTheKey() {
    QImage art(80, 48, QImage::Format_RGB32);
    art.fill(QColor(255, 0, 255));
    QPainter p(&art);
    p.fillRect(0, 0, 30, 20, QColor(40, 40, 70));
    p.fillRect(0, 20, 6, 20, QColor(40, 40, 70));
    p.setBrush(QColor(200, 60, 20));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QRect(36, 10, 30, 24));
    p.end();
    const QString path = dir_.filePath(QStringLiteral("boss.bmp"));
    QVERIFY(art.save(path, "BMP"));

    // The oracle: the border's colours counted one by one, corners once.
    QHash<QRgb, int> border;
    for (int y = 0; y < art.height(); ++y)
        for (int x = 0; x < art.width(); ++x)
            if (x == 0 || y == 0 || x == art.width() - 1 || y == art.height() - 1)
                ++border[art.pixel(x, y) & 0xFFFFFF];
    QRgb most = 0;
    for (auto it = border.begin(); it != border.end(); ++it)
        if (it.value() > border.value(most))
            most = it.key();
    QCOMPARE(most, QRgb(0xFF00FF));
    QVERIFY((art.pixel(0, 0) & 0xFFFFFF) != most);

    MainWindow window;
    const QString message = addThroughTheMenu(window, path);
    const Sprite* sprite = window.focus()->sprite();
    QVERIFY(sprite);
    QVERIFY(sprite->settings().colorKey);
    QCOMPARE(sprite->settings().colorKey->rgb() & 0xFFFFFF, most);
    QVERIFY2(message.contains(QStringLiteral("#FF00FF")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("border")), qPrintable(message));
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/colour-key-border.png"));
    // Solid: every pixel not magenta.
    std::size_t solid = 0;
    for (int y = 0; y < art.height(); ++y)
        for (int x = 0; x < art.width(); ++x)
            solid += (art.pixel(x, y) & 0xFFFFFF) != 0xFF00FF ? 1 : 0;
    QCOMPARE(window.focus()->frame()->solid().effective.count(), solid);
}

void TestColourKeyBorder::agreeingCornersKeepTheirColour() {
    // White corners, and a border mostly green: the corners decide, as GameMaker does.
    QImage art(40, 40, QImage::Format_RGB32);
    art.fill(QColor(30, 160, 30));
    for (const QPoint corner : {QPoint(0, 0), QPoint(39, 0), QPoint(0, 39), QPoint(39, 39)})
        art.setPixelColor(corner, Qt::white);
    const QString path = dir_.filePath(QStringLiteral("framed.bmp"));
    QVERIFY(art.save(path, "BMP"));
    MainWindow window;
    const QString message = addThroughTheMenu(window, path);
    const Sprite* sprite = window.focus()->sprite();
    QVERIFY(sprite && sprite->settings().colorKey);
    QCOMPARE(sprite->settings().colorKey->rgb() & 0xFFFFFF, QRgb(0xFFFFFF));
    QVERIFY2(message.contains(QStringLiteral("#FFFFFF")), qPrintable(message));
}

void TestColourKeyBorder::noticeFitsTheWindow_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("cornersAgree");
    for (const char* language : {"en", "de", "pt_BR"})
        for (const bool agree : {false, true})
            QTest::addRow("%s, corners %s", language, agree ? "agree" : "differ")
                << QString::fromLatin1(language) << agree;
}

// A knight on magenta whose cloak runs off the top-left corner (or a green tile with white
// corners), opened in a window of the default width in each shipped language: the status
// line names the file and the key whole, beside the readouts, and its tooltip explains.
void TestColourKeyBorder::noticeFitsTheWindow() {
    QFETCH(QString, language);
    QFETCH(bool, cornersAgree);
    QTranslator translator;
    if (language != QStringLiteral("en")) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/hitmask_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
    }
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });

    QImage art(120, 128, QImage::Format_RGB32);
    art.fill(cornersAgree ? QColor(30, 160, 30) : QColor(255, 0, 255));
    QPainter p(&art);
    if (cornersAgree) {
        for (const QPoint corner : {QPoint(0, 0), QPoint(119, 0), QPoint(0, 127), QPoint(119, 127)})
            p.fillRect(QRect(corner, QSize(1, 1)), Qt::white);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(170, 30, 30));
        p.drawPolygon(QPolygon({QPoint(0, 0), QPoint(40, 0), QPoint(0, 40)})); // the cloak
        p.drawEllipse(QRect(30, 40, 60, 60));
        p.fillRect(QRect(50, 95, 20, 30), QColor(90, 90, 100));
    }
    p.end();
    const QString name = QStringLiteral("knight_walk_keyed.bmp");
    const QString path = dir_.filePath(name);
    QVERIFY(art.save(path, "BMP"));
    const QString key = cornersAgree ? QStringLiteral("#FFFFFF") : QStringLiteral("#FF00FF");

    MainWindow window; // addThroughTheMenu shows it at the default 1100 pixels' width
    const QString message = addThroughTheMenu(window, path, key);
    QVERIFY2(message.contains(name), qPrintable(message));
    QVERIFY2(!message.contains(QChar(0x2026)), qPrintable(message)); // not cut short
    // QStatusBar draws its message from x 6 to 2 pixels before its first permanent widget.
    const QStatusBar* bar = window.statusBar();
    const int room = window.readout()->x() - 2 - 6;
    const int width = bar->fontMetrics().horizontalAdvance(message);
    QVERIFY2(width <= room,
             qPrintable(QStringLiteral("%1 > %2: %3").arg(width).arg(room).arg(message)));
    // The tooltip holds the longer explanation, in the same language.
    QTextDocument rich; // the tooltip is rich text, so that it wraps
    rich.setHtml(bar->toolTip());
    const QString tip = rich.toPlainText();
    QVERIFY2(tip.contains(key) && tip.size() > message.size(), qPrintable(tip));
    if (language == QStringLiteral("en"))
        QVERIFY2(tip.contains(QStringLiteral("Mask > Mode")), qPrintable(tip));
    else
        QVERIFY2(!tip.contains(QStringLiteral("is taken as transparent")), qPrintable(tip));
    if (qEnvironmentVariableIsSet("HITMASK_SCREENSHOT_DIR"))
        window.grab().save(qEnvironmentVariable("HITMASK_SCREENSHOT_DIR") +
                           QStringLiteral("/colour-key-notice-%1-%2.png")
                               .arg(language, cornersAgree ? QStringLiteral("corners")
                                                           : QStringLiteral("border")));
}

QTEST_MAIN(TestColourKeyBorder)
#include "tst_colourkeyborder.moc"
