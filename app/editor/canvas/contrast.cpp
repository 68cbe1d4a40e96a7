// SPDX-License-Identifier: MIT
#include "contrast.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>
#include <vector>

namespace hitmask {

namespace {

constexpr qint64 kMaxSamples = 65536;
// Samples are counted in boxes of 16 x 16 x 16 RGB levels; a box holding at least this
// share of the shown samples is one of the art's colours.
constexpr int kLevels = 16;
constexpr double kMinShare = 1.0 / 200;

struct Lab {
    double l, a, b;
};

double linear(int channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Björn Ottosson's OKLab, from linear sRGB.
Lab oklab(const QColor& colour) {
    const QColor rgb = colour.toRgb();
    const double r = linear(rgb.red());
    const double g = linear(rgb.green());
    const double b = linear(rgb.blue());
    const double l = std::cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
    const double m = std::cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    const double s = std::cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    return {0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s};
}

bool likeAny(const QColor& colour, const QList<QColor>& others) {
    return std::any_of(others.begin(), others.end(), [&](const QColor& other) {
        return perceptualDistance(colour, other) < kAlike;
    });
}

} // namespace

double perceptualDistance(const QColor& a, const QColor& b) {
    const Lab p = oklab(a);
    const Lab q = oklab(b);
    return std::hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

double distanceToArt(const QColor& colour, const QList<QColor>& art) {
    double nearest = std::numeric_limits<double>::infinity();
    for (const QColor& c : art)
        nearest = std::min(nearest, perceptualDistance(colour, c));
    return nearest;
}

QList<QColor> dominantColours(const QImage& source, const std::optional<ColorKey>& colorKey) {
    if (source.isNull())
        return {};
    // Sampled pixel by pixel rather than converted whole: a 4096 x 4096 sheet in another
    // format would otherwise cost a 64 MB copy.
    const qint64 pixels = qint64(source.width()) * source.height();
    const int stride = std::max(1, int(std::ceil(std::sqrt(double(pixels) / kMaxSamples))));
    struct Box {
        qint64 count = 0;
        qint64 red = 0, green = 0, blue = 0;
    };
    std::vector<Box> boxes(kLevels * kLevels * kLevels);
    qint64 shown = 0;
    for (int y = 0; y < source.height(); y += stride) {
        for (int x = 0; x < source.width(); x += stride) {
            const QColor p = source.pixelColor(x, y).toRgb();
            if (p.alpha() == 0 ||
                (colorKey && colorKey->matches(std::uint8_t(p.red()), std::uint8_t(p.green()),
                                               std::uint8_t(p.blue()))))
                continue;
            ++shown;
            const int level = 256 / kLevels;
            Box& box = boxes[std::size_t((p.red() / level * kLevels + p.green() / level) * kLevels +
                                         p.blue() / level)];
            ++box.count;
            box.red += p.red();
            box.green += p.green();
            box.blue += p.blue();
        }
    }
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i].count > 0 && double(boxes[i].count) >= kMinShare * double(shown))
            order.push_back(i);
    // The most frequent first; boxes of equal count in box order, so the result never
    // depends on anything but the pixels.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return boxes[a].count > boxes[b].count; });
    QList<QColor> colours;
    for (std::size_t i : order) {
        if (colours.size() == kMaxArtColours)
            break;
        const Box& box = boxes[i];
        colours.append(QColor(int(box.red / box.count), int(box.green / box.count),
                              int(box.blue / box.count)));
    }
    return colours;
}

QList<QColor> artColours(const QImage& image, const std::optional<ColorKey>& colorKey) {
    // By content: QImage::cacheKey() changes whenever the pixels do. A few hundred sprites'
    // worth, then forgotten all at once (cheap to work out again, and never wrong).
    using Key = std::tuple<qint64, bool, QRgb, int>;
    static std::map<Key, QList<QColor>> remembered;
    const Key key{image.cacheKey(), colorKey.has_value(),
                  colorKey ? qRgb(colorKey->red, colorKey->green, colorKey->blue) : 0,
                  colorKey ? colorKey->tolerance : 0};
    if (const auto found = remembered.find(key); found != remembered.end())
        return found->second;
    if (remembered.size() >= 512)
        remembered.clear();
    return remembered[key] = dominantColours(image, colorKey);
}

const QList<QColor>& overlayPalette() {
    // The channels' default colours first (pink, blue, red, green, amber, violet), then
    // cyan and lime: no two nearer than about 0.1 (perceptualDistance).
    static const QList<QColor> palette{{255, 40, 120}, {40, 140, 255}, {255, 60, 30},
                                       {60, 210, 90},  {255, 190, 0},  {170, 80, 255},
                                       {0, 220, 255},  {170, 255, 40}};
    return palette;
}

QColor standOutColour(const QColor& preferred, const QList<QColor>& art,
                      const QList<QColor>& taken) {
    if (distanceToArt(preferred, art) >= kStandsOut && !likeAny(preferred, taken))
        return preferred;
    const QList<QColor> avoided = art + taken;
    QColor chosen = preferred;
    double best = -1;
    for (const QColor& candidate : overlayPalette()) {
        const double distance = distanceToArt(candidate, avoided);
        if (distance > best) {
            best = distance;
            chosen = candidate;
        }
    }
    return chosen;
}

} // namespace hitmask
