// SPDX-License-Identifier: MIT
#include "contrast.h"

#include <algorithm>
#include <cmath>

namespace hitmask {

namespace {
// Below this share of close pixels an overlay still reads clearly.
constexpr double kFewClose = 0.05;
// Squared RGB distance under which two colours look alike under a translucent overlay.
constexpr int kCloseDistance2 = 150 * 150;
constexpr qint64 kMaxSamples = 65536;
} // namespace

double shareCloseTo(const QImage& source, const std::optional<ColorKey>& colorKey,
                    const QColor& color) {
    if (source.isNull())
        return 0;
    // Sampled pixel by pixel rather than converted whole: a 4096 x 4096 sheet in another
    // format would otherwise cost a 64 MB copy each time its mask changes.
    const qint64 pixels = qint64(source.width()) * source.height();
    const int stride = std::max(1, int(std::ceil(std::sqrt(double(pixels) / kMaxSamples))));
    qint64 shown = 0;
    qint64 close = 0;
    for (int y = 0; y < source.height(); y += stride) {
        for (int x = 0; x < source.width(); x += stride) {
            const QColor p = source.pixelColor(x, y);
            if (p.alpha() == 0 ||
                (colorKey && colorKey->matches(std::uint8_t(p.red()), std::uint8_t(p.green()),
                                               std::uint8_t(p.blue()))))
                continue;
            ++shown;
            const int dr = p.red() - color.red();
            const int dg = p.green() - color.green();
            const int db = p.blue() - color.blue();
            close += dr * dr + dg * dg + db * db < kCloseDistance2;
        }
    }
    return shown == 0 ? 0 : double(close) / double(shown);
}

namespace {
// Whether two colours would read as one overlay.
bool alike(const QColor& a, const QColor& b) {
    const int dr = a.red() - b.red();
    const int dg = a.green() - b.green();
    const int db = a.blue() - b.blue();
    return dr * dr + dg * dg + db * db < 60 * 60;
}

// The worst share over all images: a colour lost on either sprite is lost. A candidate
// like one of `taken` (the colours other overlays already draw in) is never chosen, so
// that two channels never look the same.
template <typename Share>
QColor choose(const QColor& preferred, const Share& share, const QList<QColor>& taken) {
    double best = share(preferred);
    if (best <= kFewClose)
        return preferred;
    QColor chosen = preferred;
    const QColor candidates[] = {{255, 40, 120}, {40, 220, 60}, {40, 110, 255}, {255, 150, 0}};
    for (const QColor& candidate : candidates) {
        if (std::any_of(taken.begin(), taken.end(),
                        [&](const QColor& t) { return alike(t, candidate); }))
            continue;
        const double s = share(candidate);
        if (s < best) {
            best = s;
            chosen = candidate;
        }
    }
    return chosen;
}
} // namespace

QColor contrastingColor(const QImage& image, const std::optional<ColorKey>& colorKey,
                        const QColor& preferred, const QList<QColor>& taken) {
    return choose(
        preferred, [&](const QColor& c) { return shareCloseTo(image, colorKey, c); }, taken);
}

QColor contrastingColor(const QList<QImage>& images, const QColor& preferred) {
    return choose(preferred,
                  [&](const QColor& c) {
                      double worst = 0;
                      for (const QImage& image : images)
                          worst = std::max(worst, shareCloseTo(image, std::nullopt, c));
                      return worst;
                  },
                  {});
}

} // namespace hitmask
