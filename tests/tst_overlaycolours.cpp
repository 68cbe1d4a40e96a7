// SPDX-License-Identifier: MIT
// Overlay colours chosen against the art: the perceptual distance, the art's dominant
// colours, the choice of a colour that stands out (checked by brute force over the palette)
// and each channel's colour on peach and pink sprites.
#include "document/sprite.h"
#include "editor/canvas/channelcolours.h"
#include "editor/canvas/contrast.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>
#include <limits>

using namespace hitmask;

class TestOverlayColours : public QObject {
    Q_OBJECT

private slots:
    void distanceIsOklab();
    void dominantColoursAreTheCommonOnes();
    void dominantColoursSkipKeyAndTransparency();
    void artColoursFollowTheImage();
    void standOutColourIsTheFarthest();
    void peachSpriteGetsNoOrange();
    void pinkSpriteGetsNoPinkOrMagenta();
    void chosenColoursAreKeptAndAvoided();
    void coloursDoNotDependOnTheFrameOrOnLaterChannels();
};

namespace {

// The minimum distance from `c` to the art, by a plain loop.
double nearest(const QColor& c, const QList<QColor>& art) {
    double best = std::numeric_limits<double>::infinity();
    for (const QColor& a : art)
        best = std::min(best, perceptualDistance(c, a));
    return best;
}

bool alikeAny(const QColor& c, const QList<QColor>& taken) {
    for (const QColor& t : taken)
        if (perceptualDistance(c, t) < kAlike)
            return true;
    return false;
}

QColor randomColour(QRandomGenerator& random) {
    return QColor(random.bounded(256), random.bounded(256), random.bounded(256));
}

// `body` filling a 40 x 40 square, a 2-pixel `outline` around it, on a transparent 48 x 48.
QImage outlinedSprite(const QColor& body, const QColor& outline) {
    QImage image(48, 48, QImage::Format_RGBA8888);
    image.fill(Qt::transparent);
    for (int y = 2; y < 46; ++y)
        for (int x = 2; x < 46; ++x)
            image.setPixelColor(x, y, (x < 4 || x > 43 || y < 4 || y > 43) ? outline : body);
    return image;
}

// A sprite of `image` with channels beyond solid, all with their default colours.
std::unique_ptr<Sprite> spriteWithChannels(const QImage& image, int channels) {
    auto sprite = std::make_unique<Sprite>(1, QStringLiteral("art.png"), image);
    for (int i = 1; i < channels; ++i) {
        Channel c;
        c.id = sprite->nextChannelId();
        c.name = QStringLiteral("c%1").arg(i);
        c.colour = ChannelNames::defaultColour(i);
        c.rule.source = ChannelSource::Empty;
        sprite->insertChannel(i, c);
    }
    return sprite;
}

} // namespace

void TestOverlayColours::distanceIsOklab() {
    // Björn Ottosson's reference values: white is L 1, black L 0, sRGB red
    // (0.62796, 0.22486, 0.12585).
    QCOMPARE(perceptualDistance(Qt::black, Qt::black), 0.0);
    QVERIFY(std::abs(perceptualDistance(Qt::black, Qt::white) - 1.0) < 1e-3);
    const double red = std::sqrt(0.62796 * 0.62796 + 0.22486 * 0.22486 + 0.12585 * 0.12585);
    QVERIFY(std::abs(perceptualDistance(Qt::black, QColor(255, 0, 0)) - red) < 1e-3);
    QCOMPARE(perceptualDistance(Qt::red, Qt::blue), perceptualDistance(Qt::blue, Qt::red));
}

void TestOverlayColours::dominantColoursAreTheCommonOnes() {
    // 60 % peach, 39 % brown outline, under 0.5 % of scattered blue.
    QImage image(100, 100, QImage::Format_ARGB32);
    for (int y = 0; y < 100; ++y)
        for (int x = 0; x < 100; ++x)
            image.setPixelColor(x, y,
                                (x * 7 + y * 13) % 400 == 0 ? QColor(0, 0, 255)
                                : y < 60                    ? QColor(255, 200, 160)
                                                            : QColor(120, 60, 20));
    const QList<QColor> colours = dominantColours(image, std::nullopt);
    QCOMPARE(colours.size(), 2);
    QCOMPARE(colours[0], QColor(255, 200, 160));
    QCOMPARE(colours[1], QColor(120, 60, 20));
    QVERIFY(dominantColours(QImage(), std::nullopt).isEmpty());
}

void TestOverlayColours::dominantColoursSkipKeyAndTransparency() {
    QImage image(64, 64, QImage::Format_RGBA8888);
    image.fill(QColor(255, 0, 255)); // the key
    for (int y = 0; y < 32; ++y)
        for (int x = 0; x < 64; ++x)
            image.setPixelColor(x, y, x < 32 ? QColor(30, 200, 40) : QColor(10, 10, 10, 0));
    const ColorKey key{255, 0, 255, 0};
    QCOMPARE(dominantColours(image, key), QList<QColor>{QColor(30, 200, 40)});
    // Without the key, magenta is art, and the most of it.
    QCOMPARE(dominantColours(image, std::nullopt),
             (QList<QColor>{QColor(255, 0, 255), QColor(30, 200, 40)}));
    // A 4096 x 4096 sheet is sampled: the answer is the same as for its colours.
    QImage big(4096, 4096, QImage::Format_RGBA8888);
    big.fill(QColor(30, 200, 40));
    QCOMPARE(dominantColours(big, std::nullopt), QList<QColor>{QColor(30, 200, 40)});
}

void TestOverlayColours::artColoursFollowTheImage() {
    QImage image(8, 8, QImage::Format_RGBA8888);
    image.fill(QColor(200, 30, 30));
    QCOMPARE(artColours(image, std::nullopt), QList<QColor>{QColor(200, 30, 30)});
    QCOMPARE(artColours(image, std::nullopt), QList<QColor>{QColor(200, 30, 30)});
    image.fill(QColor(30, 30, 200)); // the same QImage, other pixels
    QCOMPARE(artColours(image, std::nullopt), QList<QColor>{QColor(30, 30, 200)});
    const ColorKey key{30, 30, 200, 0};
    QVERIFY(artColours(image, key).isEmpty());
}

void TestOverlayColours::standOutColourIsTheFarthest() {
    QRandomGenerator random(31);
    const QList<QColor>& palette = overlayPalette();
    int keptPreferred = 0;
    int fromPalette = 0;
    for (int round = 0; round < 3000; ++round) {
        QList<QColor> art;
        for (int i = 0, n = int(random.bounded(1, 7)); i < n; ++i)
            art.append(randomColour(random));
        QList<QColor> taken;
        for (int i = 0, n = int(random.bounded(0, 4)); i < n; ++i)
            taken.append(random.bounded(2) ? palette[int(random.bounded(palette.size()))]
                                           : randomColour(random));
        const QColor preferred =
            random.bounded(2) ? palette[int(random.bounded(palette.size()))] : randomColour(random);
        const QColor chosen = standOutColour(preferred, art, taken);
        if (nearest(preferred, art) >= kStandsOut && !alikeAny(preferred, taken)) {
            QCOMPARE(chosen, preferred);
            ++keptPreferred;
            continue;
        }
        ++fromPalette;
        const qsizetype at = palette.indexOf(chosen);
        QVERIFY2(at >= 0, qPrintable(chosen.name()));
        // Farthest from the art and the taken colours together.
        const QList<QColor> avoided = art + taken;
        for (qsizetype i = 0; i < palette.size(); ++i) {
            const double other = nearest(palette[i], avoided);
            QVERIFY2(
                nearest(chosen, avoided) >= other,
                qPrintable(
                    QStringLiteral("%1 chosen over %2").arg(chosen.name(), palette[i].name())));
            if (i < at) // ties go to the earlier palette colour
                QVERIFY(nearest(chosen, avoided) > other);
        }
    }
    // Both ways were tried many times.
    QVERIFY(keptPreferred > 300);
    QVERIFY(fromPalette > 300);
}

void TestOverlayColours::peachSpriteGetsNoOrange() {
    const QColor peach(255, 200, 160);
    const QColor outline(240, 170, 130);
    const QImage art = outlinedSprite(peach, outline);
    // Solid and hurt: both stand out against the body and the outline.
    for (const QColor& c : channelColours(*spriteWithChannels(art, 2))) {
        QVERIFY2(perceptualDistance(c, peach) >= kStandsOut, qPrintable(c.name()));
        QVERIFY2(perceptualDistance(c, outline) >= kStandsOut, qPrintable(c.name()));
    }
    // Six channels: fewer palette colours stand out than that, and still none is orange or
    // amber (much red, some green, little blue), and no two are alike.
    const QList<QColor> colours = channelColours(*spriteWithChannels(art, 6));
    QCOMPARE(colours.size(), 6);
    for (const QColor& c : colours)
        QVERIFY2(!(c.red() > 200 && c.green() > 100 && c.green() < 220 && c.blue() < 80),
                 qPrintable(c.name()));
    for (int i = 0; i < colours.size(); ++i)
        for (int j = i + 1; j < colours.size(); ++j)
            QVERIFY(perceptualDistance(colours[i], colours[j]) >= kAlike);
}

void TestOverlayColours::pinkSpriteGetsNoPinkOrMagenta() {
    const QColor pink(255, 150, 200);
    const QColor magenta(250, 20, 230);
    const auto sprite = spriteWithChannels(outlinedSprite(pink, magenta), 3);
    const QList<QColor> colours = channelColours(*sprite);
    for (const QColor& c : colours) {
        QVERIFY2(perceptualDistance(c, pink) >= kStandsOut, qPrintable(c.name()));
        QVERIFY2(perceptualDistance(c, magenta) >= kStandsOut, qPrintable(c.name()));
        // No pink or magenta: those are red and blue over green.
        QVERIFY2(!(c.red() > 200 && c.blue() > 100 && c.green() < 120), qPrintable(c.name()));
    }
    // The collision highlight's magenta is replaced the same way.
    const QColor highlight = standOutColour(QColor(255, 0, 200), artColours(sprite->image(), {}));
    QVERIFY(highlight != QColor(255, 0, 200));
    QVERIFY(nearest(highlight, {pink, magenta}) >= kStandsOut);
}

void TestOverlayColours::chosenColoursAreKeptAndAvoided() {
    // Green art: the defaults read well; a channel given solid's colour by hand keeps it,
    // and solid moves away from it.
    const auto sprite = spriteWithChannels(outlinedSprite({40, 160, 40}, {20, 80, 20}), 2);
    QCOMPARE(channelColours(*sprite),
             (QList<QColor>{ChannelNames::defaultColour(0), ChannelNames::defaultColour(1)}));
    Channel hurt = sprite->channels()[1];
    hurt.colour = ChannelNames::defaultColour(0);
    hurt.colourChosen = true;
    sprite->setChannel(hurt);
    const QList<QColor> colours = channelColours(*sprite);
    QCOMPARE(colours[1], ChannelNames::defaultColour(0));
    QVERIFY(perceptualDistance(colours[0], colours[1]) >= kAlike);
    // A chosen colour is kept even where it does not stand out.
    hurt.colour = QColor(40, 160, 40);
    sprite->setChannel(hurt);
    QCOMPARE(channelColours(*sprite)[1], QColor(40, 160, 40));
}

void TestOverlayColours::coloursDoNotDependOnTheFrameOrOnLaterChannels() {
    // A strip of a pink and a green frame: one colour per channel for both, and adding
    // channels leaves the first ones as they were.
    QImage strip(96, 48, QImage::Format_RGBA8888);
    strip.fill(Qt::transparent);
    for (int y = 0; y < 48; ++y)
        for (int x = 0; x < 96; ++x)
            strip.setPixelColor(x, y, x < 48 ? QColor(255, 40, 120) : QColor(60, 210, 90));
    const auto two = spriteWithChannels(strip, 2);
    const auto five = spriteWithChannels(strip, 5);
    const QList<QColor> first = channelColours(*two);
    QCOMPARE(channelColours(*five).mid(0, 2), first);
    QCOMPARE(channelColours(*two), first); // the same again
    // Solid stands out against both frames' colours, and hurt is not like it.
    QVERIFY(nearest(first[0], {QColor(255, 40, 120), QColor(60, 210, 90)}) >= kStandsOut);
    QVERIFY(perceptualDistance(first[0], first[1]) >= kAlike);
}

QTEST_MAIN(TestOverlayColours)
#include "tst_overlaycolours.moc"
