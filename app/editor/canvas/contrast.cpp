// SPDX-License-Identifier: MIT
#include "contrast.h"

#include <cmath>

namespace hitmask {

namespace {
// Below this share of close pixels an overlay still reads clearly.
constexpr double kFewClose = 0.05;
// Squared RGB distance under which two colours look alike under a translucent overlay.
constexpr int kCloseDistance2 = 150 * 150;
constexpr qint64 kMaxSamples = 65536;
} // namespace

double shareCloseTo(const QImage& source, const std::optional<QColor>& colorKey,
                    const QColor& color) {
    if (source.isNull())
        return 0;
    const QImage image = source.format() == QImage::Format_RGBA8888
                             ? source
                             : source.convertToFormat(QImage::Format_RGBA8888);
    const qint64 pixels = qint64(image.width()) * image.height();
    const int stride = std::max(1, int(std::ceil(std::sqrt(double(pixels) / kMaxSamples))));
    qint64 shown = 0;
    qint64 close = 0;
    for (int y = 0; y < image.height(); y += stride) {
        const uchar* row = image.constScanLine(y);
        for (int x = 0; x < image.width(); x += stride) {
            const uchar* p = row + 4 * x;
            if (p[3] == 0 || (colorKey && p[0] == colorKey->red() && p[1] == colorKey->green() &&
                              p[2] == colorKey->blue()))
                continue;
            ++shown;
            const int dr = p[0] - color.red();
            const int dg = p[1] - color.green();
            const int db = p[2] - color.blue();
            close += dr * dr + dg * dg + db * db < kCloseDistance2;
        }
    }
    return shown == 0 ? 0 : double(close) / double(shown);
}

QColor contrastingColor(const QImage& image, const std::optional<QColor>& colorKey,
                        const QColor& preferred) {
    double best = shareCloseTo(image, colorKey, preferred);
    if (best <= kFewClose)
        return preferred;
    QColor chosen = preferred;
    const QColor candidates[] = {{255, 40, 120}, {40, 220, 60}, {40, 110, 255}, {255, 150, 0}};
    for (const QColor& candidate : candidates) {
        const double share = shareCloseTo(image, colorKey, candidate);
        if (share < best) {
            best = share;
            chosen = candidate;
        }
    }
    return chosen;
}

} // namespace hitmask
